// SPDX-License-Identifier: GPL-3.0-or-later
/// gms-mpi under `mpirun --oversubscribe -np 3`: a batch gives gms-cli's lines, a killed or stopped
/// run resumes to the same file, broken problems are reported, one problem split by root moves or by
/// (root move, reply) pairs equals one process.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/file.h>

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run run(const QString& program, const QStringList& args, int timeoutMs = 120000) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList mpirunArgs(const QStringList& gmsArgs) {
    // CI runs as root: Open MPI refuses that without this flag.
    return QStringList{"--oversubscribe", "--allow-run-as-root", "-np", "3", QStringLiteral(GMS_MPI_PATH)} + gmsArgs;
}

Run cli(const QStringList& args) { return run(QStringLiteral(GMS_CLI_PATH), args); }
Run mpi(const QStringList& args) { return run(QStringLiteral(GMS_MPIEXEC), mpirunArgs(args)); }

/// A JSON value without the fields that differ between runs (timings and the statistics of the search).
QJsonValue withoutTimings(const QJsonValue& v) {
    static const QStringList varying{"seconds", "gen_per_second", "iterations", "tree_phase", "total"};
    if (v.isObject()) {
        QJsonObject o;
        const QJsonObject in = v.toObject();
        for (auto it = in.begin(); it != in.end(); ++it)
            if (!varying.contains(it.key())) o[it.key()] = withoutTimings(it.value());
        return o;
    }
    if (v.isArray()) {
        QJsonArray a;
        for (const auto& x : v.toArray()) a.append(withoutTimings(x));
        return a;
    }
    return v;
}

/// Each line of JSON Lines text, timings removed, in order.
QStringList comparableLines(const QString& text) {
    QStringList out;
    for (const QString& line : text.split('\n', Qt::SkipEmptyParts)) {
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(line.toUtf8(), &e);
        if (e.error != QJsonParseError::NoError) return {"unparsable line: " + line};
        out << QString::fromUtf8(QJsonDocument(withoutTimings(d.object()).toObject()).toJson(QJsonDocument::Compact));
    }
    return out;
}

QString readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

int lineCount(const QString& path) { return int(readText(path).count('\n')); }

/// Solution text without its statistics table (from the PLY header to the total row).
QString withoutStatistics(const QString& text) {
    QStringList kept;
    bool table = false;
    for (const QString& line : text.split('\n')) {
        if (line.trimmed().startsWith("PLY")) table = true;
        if (!table) kept << line;
        if (table && line.trimmed().startsWith("total")) table = false;
    }
    return kept.join('\n');
}

const QString Collection = QStringLiteral(GMS_PROBLEMS_DIR "/gms-collection.epd");

/// The interrupted runs must still be running when the signal comes: without the
/// transposition table, on one thread per rank, the collection takes seconds (with them
/// it can finish before the test sees its first lines). Answers are the same either way.
QStringList slowSolve(const QString& out) {
    return {"solve", Collection, "--out", out, "--hash", "0", "--threads", "1"};
}

} // namespace

class TestMpi : public QObject {
    Q_OBJECT
    QStringList reference_; ///< gms-cli solve on the collection: the lines every batch must give.
    int referenceCooked_ = 0;
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const Run r = cli({"solve", Collection, "--json"});
        QCOMPARE(r.exitCode, 0);
        reference_ = comparableLines(r.out);
        QCOMPARE(reference_.size(), 135); // the collection's problem count (problems/README.md)
        referenceCooked_ = int(r.out.count("\"cooked\":true"));
    }

    void batchEqualsCli() {
        const QString out = dir_.filePath("batch.jsonl");
        const Run r = mpi({"solve", Collection, "--out", out, "--json"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(comparableLines(readText(out)), reference_);
        QVERIFY(!QFile::exists(out + ".part"));
        QVERIFY2(r.err.contains("gms-mpi: 135/135 problems"), qPrintable(r.err));
        const QJsonObject summary = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(summary["problems"].toInt(), 135);
        QCOMPARE(summary["cooked"].toInt(), referenceCooked_);
        QCOMPARE(summary["sound"].toInt() + summary["cooked"].toInt() + summary["short"].toInt() +
                     summary["no_solution"].toInt() + summary["errors"].toInt(),
                 135);
        const QJsonArray ranks = summary["ranks"].toArray();
        QCOMPARE(ranks.size(), 3);
        int perRank = 0;
        for (const auto& rank : ranks) perRank += rank.toObject()["problems"].toInt();
        QCOMPARE(perRank, 135);
        // Run again on the finished file: nothing is solved twice, the file stays.
        const Run again = mpi({"solve", Collection, "--out", out, "--json"});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).object()["resumed"].toInt(), 135);
        QCOMPARE(comparableLines(readText(out)), reference_);
    }

    void severalFilesPopeyeTwins() {
        // Popeye input with twins, other stipulations and illegal positions, three files in one
        // run: the lines of gms-cli on each file, file after file.
        QStringList files, expected;
        // line_numbering.inp: help lines numbered from "1." again (m->, help-direct's attacker ending).
        for (const char* name :
             {"twins/beispiel.inp", "twins/stipulations.inp", "line_numbering.inp", "twins/illegal.inp"}) {
            files << QStringLiteral(GMS_TEST_DATA_DIR "/popeye/") + name;
            expected += comparableLines(cli({"solve", files.last(), "--json"}).out);
        }
        QCOMPARE(expected.size(), 18 + 3 + 2 + 6);
        const QString out = dir_.filePath("popeye.jsonl");
        const Run r = mpi(QStringList{"solve"} + files + QStringList{"--out", out});
        QCOMPARE(r.exitCode, 1); // illegal.inp: six problems Popeye rejects (as gms-cli does)
        QCOMPARE(comparableLines(readText(out)), expected);
    }

    void killedRunResumes() {
        const QString out = dir_.filePath("killed.jsonl");
        const QString part = out + ".part";
        QProcess job;
        job.start(QStringLiteral(GMS_MPIEXEC), mpirunArgs(slowSolve(out)));
        QVERIFY(job.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(lineCount(part) >= 4, 60000); // header and at least 3 results
        job.kill();                                            // SIGKILL to mpirun: no chance to clean up
        QVERIFY(job.waitForFinished());
        { // A write cut in the middle: the last line is torn. (After the killed run's rank 0,
            // which may outlive mpirun for a moment, let go of the record: its lock.)
            QFile f(part);
            QVERIFY(f.open(QIODevice::Append));
            QCOMPARE(::flock(f.handle(), LOCK_EX), 0);
            f.write("0:999\tsound\t{\"index\":999,\"tit");
        }
        const Run r = mpi(slowSolve(out) + QStringList{"--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("cut off a torn last line"), qPrintable(r.err));
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).object()["resumed"].toInt() >= 3);
        QCOMPARE(comparableLines(readText(out)), reference_);
        QVERIFY(!QFile::exists(part));
    }

    void stoppedRunResumes() {
        const QString out = dir_.filePath("stopped.jsonl");
        const QString part = out + ".part";
        QProcess job;
        job.start(QStringLiteral(GMS_MPIEXEC), mpirunArgs(slowSolve(out)));
        QVERIFY(job.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(lineCount(part) >= 3, 60000);
        ::kill(pid_t(job.processId()), SIGTERM); // as Slurm's scancel or a ^C does
        QVERIFY(job.waitForFinished(30000));
        QVERIFY(!QFile::exists(out));
        const QString record = readText(part);
        QVERIFY(record.startsWith("# gms-mpi results journal"));
        QVERIFY(record.endsWith('\n'));
        const Run r = mpi(slowSolve(out));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(comparableLines(readText(out)), reference_);
    }

    void journalInputIsBounded() {
        // The record is read a line at a time and only as a regular file (issue 22): a .part that is
        // a link to an endless device was read whole before; now it is refused at once, by name.
        const QString out = dir_.filePath("endless.jsonl");
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), out + ".part"));
        const Run endless = mpi({"solve", Collection, "--out", out});
        QCOMPARE(endless.exitCode, 3);
        QVERIFY2(endless.err.contains("endless.jsonl.part is not a regular file (a device or FIFO)"),
                 qPrintable(endless.err));
        QVERIFY(!QFile::exists(out));
        // Records of problems this run does not have are not kept (nor written to OUT).
        const QString strange = dir_.filePath("strange.jsonl");
        const QString file = dir_.filePath("one.epd");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("7k/8/6K1/8/8/8/8/R7 w - - dm 1; id \"one\";\n");
        }
        const Run first = mpi({"solve", file, "--out", strange});
        QCOMPARE(first.exitCode, 0);
        const QString result = readText(strange);
        QVERIFY(QFile::remove(strange));
        {
            QFile part(strange + ".part");
            QVERIFY(part.open(QIODevice::WriteOnly));
            part.write("# gms-mpi results journal; run: " + file.toUtf8() + "\n");
            for (int k = 2; k < 500; ++k)
                part.write("0:" + QByteArray::number(k) + "\tsound\t{\"index\":" + QByteArray::number(k) +
                           ",\"x\":1}\n");
        }
        const Run resumed = mpi({"solve", file, "--out", strange});
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QCOMPARE(comparableLines(readText(strange)), comparableLines(result));
        QCOMPARE(comparableLines(result).size(), 1);
    }

    void messagesAreEscaped() {
        // A control character in a file name reaches the terminal escaped (issue 22).
        const QString name = dir_.filePath(QStringLiteral("bad\x1b[31mname.epd"));
        const Run r = mpi({"solve", name, "--out", dir_.filePath("escaped.jsonl")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(!r.err.contains(QChar(0x1b)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("bad\\x1b[31mname.epd")), qPrintable(r.err));
    }

    void brokenProblemsReported() {
        // Good, unreadable, good, impossible: the job goes on and reports as gms-cli does.
        const QString file = dir_.filePath("broken.epd");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - dm 2; id \"Armeni\";\n"
                "8/8/8/8/8/8/8/K6X w - - dm 2; id \"bad piece\";\n"
                "n1rb4/1p3p1p/1p6/1R5K/8/p3p1PN/1PP1R3/N6k w - - dm 5; id \"Excelsior\";\n"
                "8/8/8/8/8/8/8/K7 w - - dm 2; id \"lone king\";\n");
        f.close();
        const Run single = cli({"solve", file, "--json"});
        QCOMPARE(single.exitCode, 2);
        const QString out = dir_.filePath("broken.jsonl");
        const Run r = mpi({"solve", file, "--out", out, "--json"});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = comparableLines(readText(out));
        QCOMPARE(lines, comparableLines(single.out));
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[1].contains("\"error\":{\"line\":2,"), qPrintable(lines[1]));
        QVERIFY2(lines[1].contains("unknown piece letter 'X'"), qPrintable(lines[1]));
        QVERIFY2(lines[3].contains("\"error\""), qPrintable(lines[3]));
        QVERIFY(lines[2].contains("\"uci\":\"b2b4\""));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object()["errors"].toInt(), 2);
        // The same --out with other inputs: refused, the file untouched.
        const QString before = readText(out);
        const Run other = mpi({"solve", Collection, "--out", out});
        QCOMPARE(other.exitCode, 3);
        QVERIFY2(other.err.contains("exists and is not the result of these inputs"), qPrintable(other.err));
        QCOMPARE(readText(out), before);
    }

    void limitsClaimNoVerdict() {
        // A problem a node limit stops is counted "stopped", not "sound" (issue 22), and is exit 1 as in gms-cli.
        const QString file = dir_.filePath("limited.epd");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - dm 2; id \"Armeni\";\n");
        f.close();
        const QString out = dir_.filePath("limited.jsonl");
        const Run r =
            mpi({"solve", file, "--out", out, "--json", "--max-nodes", "50", "--hash", "0", "--threads", "1"});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject summary = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(summary["stopped"].toInt(), 1);
        QCOMPARE(summary["sound"].toInt(), 0);
        const QJsonObject line = QJsonDocument::fromJson(readText(out).toUtf8()).object();
        QCOMPARE(line["complete"], QJsonValue(false));
        QVERIFY(line["sound"].isNull());
    }

    void splitEqualsOneProcess_data() {
        // Each #5/#6 of mpi_split.tsv split by root moves and by (root move, reply) pairs, complete
        // and minimal; the few-root-move #7 with the split gms-mpi picks by itself on three ranks.
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QStringList>("options");
        const QStringList complete{"--tries", "1"}, minimal{"--mode", "minimal", "--tries", "1"};
        const QStringList rows =
            readText(QStringLiteral(GMS_TEST_DATA_DIR "/mpi_split.tsv")).split('\n', Qt::SkipEmptyParts);
        QVERIFY(rows.size() == 6);
        for (int i = 1; i < rows.size(); ++i) {
            const QStringList c = rows[i].split('\t');
            const QStringList keys = c[3].split(' ');
            QTest::addRow("%s roots", qPrintable(c[0])) << c[2] << c[1] << keys << "1" << complete;
            QTest::addRow("%s pairs", qPrintable(c[0])) << c[2] << c[1] << keys << "2" << complete;
            QTest::addRow("%s pairs minimal", qPrintable(c[0])) << c[2] << c[1] << keys << "2" << minimal;
        }
        const QStringList few =
            readText(QStringLiteral(GMS_TEST_DATA_DIR "/mpi_few_root_moves.tsv")).split('\n', Qt::SkipEmptyParts);
        QVERIFY(few.size() == 3);
        for (int i = 1; i < few.size(); ++i) {
            const QStringList c = few[i].split('\t');
            QTest::addRow("%s auto", qPrintable(c[0])) << c[2] << c[1] << c[3].split(' ') << "auto" << complete;
        }
    }

    void splitEqualsOneProcess() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QStringList, keys);
        QFETCH(QString, level);
        QFETCH(QStringList, options);
        const QStringList args = QStringList{"solve", "--fen", fen, "--stip", "#" + moves, "--json"} + options;
        const Run single = cli(args);
        QCOMPARE(single.exitCode, 0);
        const Run split = mpi(args + QStringList{"--split-level", level});
        QCOMPARE(split.exitCode, 0);
        // The split asked for (auto: these roots have at most two moves per rank) is the one run.
        QCOMPARE(split.err.contains("second-level split"), level != "1");
        QCOMPARE(comparableLines(split.out), comparableLines(single.out));
        // And both are right: the published key set.
        QStringList found;
        for (const auto& k : QJsonDocument::fromJson(split.out.toUtf8()).object()["keys"].toArray())
            found << k.toObject()["uci"].toString();
        found.sort();
        keys.sort();
        QCOMPARE(found, keys);
    }

    /// Threat N and MaxFlightsquares N judge the position after the key: a (key, reply) pair split
    /// skipped them and found pf008's 1.Qe7 under Threat 1 and MaxFlightsquares 0, which Popeye and
    /// gms-cli reject. Every split level gives gms-cli's keys.
    void splitHonoursThreatAndFlights_data() {
        QTest::addColumn<QStringList>("filter");
        QTest::addColumn<QString>("level");
        QTest::addColumn<QStringList>("keys");
        QTest::addRow("threat 1 level auto") << QStringList{"--threat", "1"} << "auto" << QStringList{};
        for (const char* level : {"1", "2"}) {
            QTest::addRow("threat 1 level %s", level) << QStringList{"--threat", "1"} << level << QStringList{};
            QTest::addRow("threat 2 level %s", level) << QStringList{"--threat", "2"} << level << QStringList{"f8e7"};
            QTest::addRow("flights 0 level %s", level) << QStringList{"--max-flights", "0"} << level << QStringList{};
            QTest::addRow("flights 1 level %s", level)
                << QStringList{"--max-flights", "1"} << level << QStringList{"f8e7"};
        }
    }
    void splitHonoursThreatAndFlights() {
        QFETCH(QStringList, filter);
        QFETCH(QString, level);
        QFETCH(QStringList, keys);
        const QStringList args =
            QStringList{"solve", "--fen", "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1", "--stip", "#3", "--json"} +
            filter;
        const Run single = cli(args);
        QCOMPARE(single.exitCode, 0);
        const Run split = mpi(args + QStringList{"--split-level", level});
        QCOMPARE(split.exitCode, 0);
        QVERIFY2(!split.err.contains("second-level split"), qPrintable(split.err));
        QStringList found;
        for (const auto& k : QJsonDocument::fromJson(split.out.toUtf8()).object()["keys"].toArray())
            found << k.toObject()["uci"].toString();
        QCOMPARE(found, keys);
        QCOMPARE(comparableLines(split.out), comparableLines(single.out));
    }

    void pairSplitTextEqualsOneProcess() {
        // The text output too (its statistics table aside), with threats, variations and tries.
        const QStringList args{"solve",   "--fen", "8/8/2p2p2/2P2P2/N3kPB1/2K3P1/5P2/8 w - - 0 1", "--stip", "#6",
                               "--tries", "1"};
        const Run single = cli(args);
        QCOMPARE(single.exitCode, 0);
        const Run split = mpi(args + QStringList{"--split-level", "2"});
        QCOMPARE(split.exitCode, 0);
        QVERIFY(withoutStatistics(single.out).contains("1.Sa4-b2 !"));
        QCOMPARE(withoutStatistics(split.out), withoutStatistics(single.out));
    }

    void pairSplitRootMovesWithoutReplies() {
        // White Kc7, Pb6, Rh1 against Ka8: Rh8# and Ra1# leave Black no reply (mate: keys of
        // length 1), Rh7 leaves none either (stalemate: no key); the other moves have replies.
        const QString fen = "k7/2K5/1P6/8/8/8/8/7R w - - 0 1";
        for (const QStringList& options :
             {QStringList{"--tries", "2", "--set-play"}, QStringList{"--mode", "minimal"}}) {
            const QStringList args = QStringList{"solve", "--fen", fen, "--stip", "#3", "--json"} + options;
            const Run single = cli(args);
            QCOMPARE(single.exitCode, 0);
            const Run split = mpi(args + QStringList{"--split-level", "2"});
            QCOMPARE(split.exitCode, 0);
            QVERIFY(split.err.contains("second-level split"));
            QCOMPARE(comparableLines(split.out), comparableLines(single.out));
            QMap<QString, int> mateIn;
            for (const auto& k : QJsonDocument::fromJson(split.out.toUtf8()).object()["keys"].toArray())
                mateIn[k.toObject()["uci"].toString()] = k.toObject()["mate_in"].toInt();
            QCOMPARE(mateIn.value("h1h8"), 1);
            QCOMPARE(mateIn.value("h1a1"), 1);
            QVERIFY(!mateIn.contains("h1h7"));
            if (options.contains("minimal"))
                QCOMPARE(mateIn.size(), 2);
            else
                QVERIFY(mateIn.size() > 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestMpi)
#include "test_mpi.moc"

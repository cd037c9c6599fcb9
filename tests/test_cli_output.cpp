// SPDX-License-Identifier: GPL-3.0-or-later
/// gms-cli end to end, issue 22 "nothing lost, nothing silent": results that cannot be
/// written are a failure (/dev/full, a disk that fills: RLIMIT_FSIZE), the old file
/// survives, symlinks stay links and devices stay devices; input is bounded (an endless
/// --weights under a memory limit); JSON claims only what was proven; messages are
/// clear, escaped and cut.
#include "fifo_reader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

constexpr const char* MateIn1 = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
constexpr const char* Armeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"; // #2, key f2f4
// The same as EPD writes them (no move counters), so that a conversion gives the same bytes.
constexpr const char* MateIn1Epd = "7k/8/6K1/8/8/8/8/R7 w - -";
constexpr const char* ArmeniEpd = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - -";

Run finish(QProcess& p) {
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// gms-cli with `args`; `stdoutFile` non-empty: standard output goes there; `input` is fed to stdin.
Run cli(const QStringList& args, const QString& stdoutFile = {}, const QByteArray& input = {}) {
    QProcess p;
    if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile);
    p.start(QStringLiteral(GMS_CLI_PATH), args);
    p.waitForStarted(10000);
    if (!input.isEmpty()) p.write(input);
    p.closeWriteChannel();
    return finish(p);
}

/// gms-cli run by /bin/sh after `setup` (ulimit ...), the file-size signal ignored as a
/// real full disk would not send it: a write past the limit fails with EFBIG.
Run limitedCli(const QString& setup, const QStringList& args) {
    QString command = setup + "; trap '' XFSZ; exec \"$0\" \"$@\"";
    QProcess p;
    p.start("/bin/sh", QStringList{"-c", command, QStringLiteral(GMS_CLI_PATH)} + args);
    p.waitForStarted(10000);
    p.closeWriteChannel();
    return finish(p);
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& contents) {
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(contents);
    return path;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

QStringList entries(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

/// Many problems (a collection whose EPD, PDF or PNG is far larger than the size limit).
QByteArray collection(int count) {
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += QByteArray(ArmeniEpd) + " dm 2; id \"problem " + QByteArray::number(i) + "\";\n";
    return text;
}

} // namespace

// AddressSanitizer builds: GCC says so with __SANITIZE_ADDRESS__, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define GMS_UNDER_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GMS_UNDER_ADDRESS_SANITIZER 1
#endif
#endif
#ifndef GMS_UNDER_ADDRESS_SANITIZER
#define GMS_UNDER_ADDRESS_SANITIZER 0
#endif

class TestCliOutput : public QObject {
    Q_OBJECT
private slots:
    // ---- standard output -----------------------------------------------------------------

    void fullStandardOutputIsAFailure_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("solve --json") << QStringList{"solve", "--fen", MateIn1, "--mate", "1", "--json"}
                                      << QByteArray();
        QTest::newRow("solve FILE") << QStringList{"solve", "FILE"} << QByteArray();
        QTest::newRow("perft") << QStringList{"perft", "--depth", "2"} << QByteArray();
        QTest::newRow("bench --file") << QStringList{"bench", "--file", "FILE", "--hash", "1"} << QByteArray();
        QTest::newRow("uci") << QStringList{"uci"} << QByteArray("uci\nisready\nquit\n");
        QTest::newRow("convert to -") << QStringList{"convert", "FILE", "-", "--to", "epd"} << QByteArray();
        QTest::newRow("--help") << QStringList{"--help"} << QByteArray();
    }
    void fullStandardOutputIsAFailure() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QTemporaryDir dir;
        const QString file = writeFile(dir, "in.epd", collection(3));
        args.replaceInStrings(QRegularExpression("^FILE$"), file);
        const Run r = cli(args, "/dev/full", input);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("gms-cli: cannot write standard output: No space left on device"), r.err.constData());
        QCOMPARE(r.err.count("cannot write standard output"), 1); // said once
    }

    // ---- a disk that fills during the write: the old file is kept -------------------------

    void fullDiskKeepsTheOldFile_data() {
        QTest::addColumn<QString>("out");
        QTest::newRow("diagram pdf") << "book.pdf";
        QTest::newRow("diagram png") << "one.png";
        QTest::newRow("diagram svg") << "one.svg";
        QTest::newRow("convert epd") << "copy.epd";
    }
    void fullDiskKeepsTheOldFile() {
        QFETCH(QString, out);
        QTemporaryDir dir;
        const QString in = writeFile(dir, "in.epd", collection(40));
        const QString target = writeFile(dir, out, "the good old file\n");
        QStringList args;
        if (out.endsWith(".epd"))
            args = {"convert", in, target};
        else if (out == "book.pdf")
            args = {"diagram", in, "-o", target};
        else
            args = {"diagram", in, "--problem", "1", "-o", target};
        // 4 blocks of 512 bytes fit: every output here is far larger.
        const Run r = limitedCli("ulimit -f 4", args);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("cannot write " + target + ": File too large; " + target + " is unchanged"),
                 qPrintable(err));
        QCOMPARE(readAll(target), QByteArray("the good old file\n"));
        QStringList expected{"in.epd", out};
        expected.sort();
        QCOMPARE(entries(dir), expected); // no temporary left behind
        // Without the limit the same command writes it.
        QCOMPARE(cli(args).exitCode, 0);
        QVERIFY(readAll(target).size() > 2048);
    }

    void tuneOutOnAFullDisk() {
        QTemporaryDir dir;
        const QString set = writeFile(dir, "set.epd", QByteArray(MateIn1Epd) + " dm 1; c3 \"keys a1a8\";\n");
        const Run r = cli({"tune", "--train", set, "--holdout", set, "--population", "4", "--elites", "1",
                           "--generations", "1", "--hash", "1", "--out", "/dev/full"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("gms-cli: cannot write /dev/full: No space left on device"), r.err.constData());
        const Run endless = cli({"tune", "--train", "/dev/zero", "--holdout", set});
        QCOMPARE(endless.exitCode, 2);
        QVERIFY2(endless.err.contains("cannot read /dev/zero: it is a character device, not a file"),
                 endless.err.constData());
    }

    // ---- what the output path names --------------------------------------------------------

    void symlinksStayLinks() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("synced"));
        const QString in = writeFile(dir, "in.epd", collection(2));
        const QString real = writeFile(dir, "synced/out.epd", "old\n");
        const QString link = dir.filePath("out.epd");
        QVERIFY(QFile::link(real, link));
        const Run r = cli({"convert", in, link});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(real), collection(2));

        // A diagram through a link to a device: the device is written, nothing replaced.
        const QString toNull = dir.filePath("null.svg");
        QVERIFY(QFile::link("/dev/null", toNull));
        const Run d = cli({"diagram", in, "--problem", "1", "-o", toNull});
        QVERIFY2(d.exitCode == 0, d.err.constData());
        QVERIFY(QFileInfo(toNull).isSymLink());
        struct stat st {};
        QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
    }

    void fifoIsWrittenInPlace() {
        QTemporaryDir dir;
        const QString in = writeFile(dir, "in.epd", collection(2));
        const QString fifo = dir.filePath("pipe.epd");
        QVERIFY(::mkfifo(qPrintable(fifo), 0600) == 0);
        QByteArray received;
        std::thread reader([&] { received = readFifo(fifo); });
        const Run r = cli({"convert", in, fifo});
        reader.join();
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(received, collection(2));
        struct stat st {};
        QVERIFY(::stat(qPrintable(fifo), &st) == 0 && S_ISFIFO(st.st_mode));
    }

    // ---- bounded input ---------------------------------------------------------------------

    void endlessWeightsUnderAMemoryLimit() {
#if GMS_UNDER_ADDRESS_SANITIZER
        QSKIP("AddressSanitizer's shadow memory does not fit under ulimit -v (the Release suite runs this)");
#endif
        // `yes` never ends: read whole, it would exhaust the 1 GB of address space allowed.
        QProcess p;
        p.start("/bin/sh", {"-c",
                            QString("ulimit -v 1000000; yes | exec \"$0\" solve --fen '%1' --mate 1 --hash 0 "
                                    "--threads 1 --weights /dev/stdin")
                                .arg(MateIn1),
                            QStringLiteral(GMS_CLI_PATH)});
        const Run r = finish(p);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("gms-cli: --weights: cannot read /dev/stdin: it is larger than 64 MiB"),
                 r.err.constData());
    }

    void weightsMustBeAFile_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "--weights: cannot read /dev/zero: it is a character device, not a file";
        QTest::newRow("folder") << "/tmp"
                                << "--weights: cannot read /tmp: it is a folder";
        QTest::newRow("missing") << "/nonexistent/w.txt"
                                 << "--weights: cannot open /nonexistent/w.txt: No such file or directory";
    }
    void weightsMustBeAFile() {
        QFETCH(QString, path);
        QFETCH(QString, message);
        const Run r = cli({"solve", "--fen", MateIn1, "--mate", "1", "--weights", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

    void overlongWeightsLine() {
        QTemporaryDir dir;
        const QString w = writeFile(dir, "w.txt", "check 400\n" + QByteArray(70000, 'x') + " 3\n");
        const Run r = cli({"solve", "--fen", MateIn1, "--mate", "1", "--weights", w});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2: line too long: 70002 bytes, at most 65536 are read"), r.err.constData());
    }

    // ---- clear messages ----------------------------------------------------------------------

    void messages_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList m1{"solve", "--fen", MateIn1};
        QTest::newRow("repeated option") << m1 + QStringList{"--stip", "#1", "--stip", "#2"}
                                         << "option --stip is given twice (give it once)";
        QTest::newRow("repeated flag") << m1 + QStringList{"--mate", "1", "--json", "--json"}
                                       << "option --json is given twice (give it once)";
        QTest::newRow("--max-time 1e308")
            << m1 + QStringList{"--mate", "1", "--max-time", "1e308"}
            << "option --max-time must be at most 1e9 seconds (about 31 years), got '1e308'";
        QTest::newRow("--max-time 0x10")
            << m1 + QStringList{"--mate", "1", "--max-time", "0x10"}
            << "option --max-time expects a decimal number of seconds (such as 0.5 or 30), got '0x10'";
        QTest::newRow("--max-time 0") << m1 + QStringList{"--mate", "1", "--max-time", "0"}
                                      << "option --max-time must be greater than 0 seconds, got '0'";
        QTest::newRow("--mate 1e12") << m1 + QStringList{"--mate", "1000000000000"}
                                     << "option --mate must be between 1 and 30, got '1000000000000'";
        QTest::newRow("--max-nodes huge") << m1 + QStringList{"--mate", "1", "--max-nodes", "99999999999999999999999"}
                                          << "option --max-nodes must be at most 18446744073709551615";
        QTest::newRow("--fen with --problem") << m1 + QStringList{"--mate", "1", "--problem", "3"}
                                              << "--problem K picks a problem of a FILE; --fen gives one position";
        QTest::newRow("long option cut") << m1 + QStringList{"--mate", "1", "--" + QString(300, 'y')}
                                         << "unknown option '--" + QString(62, 'y') +
                                                QString::fromUtf8("…' (302 bytes)");
        QTest::newRow("escape in an option")
            << m1 + QStringList{"--mate", "1", "--\x1b[2J"} << "unknown option '--\\x1b[2J'";
        QTest::newRow("escape in a file name") << QStringList{"solve", "/nonexistent/\x1b[2J.epd"}
                                               << "cannot open /nonexistent/\\x1b[2J.epd: No such file or directory";
    }
    void messages() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(!r.err.contains('\x1b')); // nothing raw reaches the terminal
        QVERIFY(r.err.size() < 1000);
    }

    void benchTsvBadRowIsBadInput() {
        QTemporaryDir dir;
        const QString tsv =
            writeFile(dir, "set.tsv", QByteArray("id\tfen\tn\nok\t") + MateIn1 + "\t1\nbad\tnot a fen\t1\n");
        const Run r = cli({"bench", "--tsv", tsv, "--hash", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("set.tsv:3:"), r.err.constData());
        QCOMPARE(cli({"bench", "--tsv", "/dev/zero"}).exitCode, 2);
    }

    void textOutputEscapesTitles() {
        QTemporaryDir dir;
        const QString file = writeFile(dir, "t.epd", QByteArray(MateIn1) + " dm 1; id \"\x1b[2Jcleared\";\n");
        const Run r = cli({"solve", file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains('\x1b'));
        QVERIFY2(r.out.contains("problem 1 \"\\x1b[2Jcleared\""), r.out.constData());
    }

    void uciBoundsLinesAndEscapes() {
        QByteArray input = "uci\n" + QByteArray(10 << 20, 'z') + "\nposition fen \x1b[2J 8/8\nisready\nquit\n";
        const Run r = cli({"uci"}, {}, input);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.size() < 4096, QByteArray::number(r.out.size()).constData()); // the 10 MB line is not echoed
        QVERIFY(r.out.contains(
            "info string error: line too long: 10485760 bytes, at most 65536 are read; the line is ignored"));
        QVERIFY(!r.out.contains('\x1b'));
        QVERIFY2(r.out.contains("bad FEN '\\x1b[2J 8/8'"), r.out.constData());
        QVERIFY(r.out.contains("readyok"));
    }

    // ---- verdicts only for what was proven --------------------------------------------------

    void stoppedSolveClaimsNoVerdict() {
        const Run stopped = cli(
            {"solve", "--fen", Armeni, "--mate", "2", "--json", "--max-nodes", "50", "--hash", "0", "--threads", "1"});
        QCOMPARE(stopped.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(stopped.out).object();
        QCOMPARE(o["complete"].toBool(true), false);
        QVERIFY2(o["sound"].isNull(), stopped.out.constData());
        QVERIFY(o["short"].isNull());
        QVERIFY(o["cooked"].isNull());
        const Run done = cli({"solve", "--fen", Armeni, "--mate", "2", "--json"});
        QCOMPARE(done.exitCode, 0);
        const QJsonObject d = QJsonDocument::fromJson(done.out).object();
        QCOMPARE(d["sound"], QJsonValue(true));
        QCOMPARE(d["cooked"], QJsonValue(false));
        QCOMPARE(d["short"], QJsonValue(false));
    }

    // ---- conflicts and round trips -----------------------------------------------------------

    void epdDmAndBmMustAgree() {
        QTemporaryDir dir;
        const QString bad = writeFile(dir, "bad.epd", QByteArray(MateIn1) + " dm 1; bm #3;\n");
        const Run r = cli({"solve", bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("conflicting stipulations: 'dm 1' and 'bm #3'"), r.err.constData());
        const QString good = writeFile(dir, "good.epd", QByteArray(MateIn1) + " dm 1; bm #1;\n");
        QCOMPARE(cli({"solve", good}).exitCode, 0);
    }

    void convertKeepsComments() {
        QTemporaryDir dir;
        const QByteArray text = "# my collection\n" + QByteArray(MateIn1Epd) + " dm 1; id \"a\";\n  # about b\n" +
                                QByteArray(ArmeniEpd) + " dm 2; id \"b\";\n# the end\n";
        const QString file = writeFile(dir, "in.epd", text);
        const Run same = cli({"convert", file, file});
        QCOMPARE(same.exitCode, 0);
        QCOMPARE(readAll(file), text);
        const Run popeye = cli({"convert", file, dir.filePath("out.inp")});
        QCOMPARE(popeye.exitCode, 0);
        QVERIFY2(popeye.err.contains("warning: " + file.toUtf8() +
                                     ": the popeye format cannot store the file's 3 comment lines"),
                 popeye.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliOutput)
#include "test_cli_output.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// gms-cli end to end: output grammar of perft/solve/bench and clear errors with exit status 2.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(GMS_CLI_PATH), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

constexpr const char* Armeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    /// Only `diagram` draws, so only it loads Qt (in its helper gms-diagram): a solve or a
    /// UCI session maps no Qt library (gms-cli linked Qt Gui and Svg for every command).
    void noQtForCommandsThatDoNotDraw() {
        QProcess p;
        p.start(QStringLiteral(GMS_CLI_PATH), {"uci"});
        QVERIFY(p.waitForStarted(10000));
        p.write("isready\n");
        QVERIFY(p.waitForReadyRead(10000)); // readyok: the program has started and is waiting
        QFile maps(QStringLiteral("/proc/%1/maps").arg(p.processId()));
        if (!maps.open(QIODevice::ReadOnly)) {
            p.kill();
            p.waitForFinished();
            QSKIP("needs /proc/PID/maps");
        }
        const QByteArray mapped = maps.readAll();
        p.write("quit\n");
        QVERIFY(p.waitForFinished(10000));
        QVERIFY(mapped.contains("gms-cli"));
        QVERIFY2(!mapped.contains("libQt"), "gms-cli uci has a Qt library mapped");
        // diagram still works from gms-cli, with its messages.
        Run usage = cli({"diagram"});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.startsWith("gms-cli: usage: gms-cli diagram FILE"), qPrintable(usage.err));
        QVERIFY(cli({"--help"}).out.contains("  diagram FILE [--problem K] -o OUT.svg|OUT.png|OUT.pdf"));
    }

    void perftText() {
        Run r = cli({"perft", "--depth", "3", "--divide"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("e2e4: 600\n"));
        QVERIFY(r.out.contains("nodes 8902\n"));
        QVERIFY(r.out.contains("\nseconds "));
        QVERIFY(r.out.contains("\nnps "));
    }

    void perftJson() {
        Run r = cli({"perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                     "--depth", "2", "--divide", "--json", "--no-asm"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["nodes"].toInteger(), 2039);
        QVERIFY(o.contains("seconds") && o.contains("nps"));
        QCOMPARE(o["divide"].toObject().size(), 48);
        QCOMPARE(o["divide"].toObject()["e1g1"].toInteger(), 43);
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("perft bad fen") << QStringList{"perft", "--fen", "8/8/8/8/8/8/8/K6X w - - 0 1"}
                                       << "column 17 (placement): unknown piece letter 'X'";
        QTest::newRow("perft depth") << QStringList{"perft", "--depth", "99"} << "--depth must be between 0 and 12";
        QTest::newRow("perft depth text") << QStringList{"perft", "--depth", "six"} << "expects a whole number";
        QTest::newRow("unknown option") << QStringList{"perft", "--fast"} << "unknown option --fast";
        QTest::newRow("unknown command") << QStringList{"mate"} << "unknown command 'mate'";
        QTest::newRow("solve without N") << QStringList{"solve", "--fen", Armeni} << "--fen needs --stip S";
        QTest::newRow("solve bad stip") << QStringList{"solve", "--fen", Armeni, "--stip", "ser-h#"}
                                        << "--stip: stipulation 'ser-h#' has no number of moves";
        QTest::newRow("solve mate and stip") << QStringList{"solve", "--fen", Armeni, "--stip", "#2", "--mate", "2"}
                                             << "give either --mate N or --stip S";
        QTest::newRow("solve N=0") << QStringList{"solve", "--fen", Armeni, "--mate", "0"}
                                   << "--mate must be between 1 and 30";
        QTest::newRow("solve absurd N") << QStringList{"solve", "--fen", Armeni, "--mate", "1000"}
                                        << "--mate must be between 1 and 30";
        QTest::newRow("solve illegal") << QStringList{"solve", "--fen", "k7/8/8/8/8/8/8/Kr6 b - - 0 1", "--mate", "2"}
                                       << "illegal position: White is in check but it is Black to move";
        QTest::newRow("solve two kings") << QStringList{"solve", "--fen", "kk6/8/8/8/8/8/8/K7 w - - 0 1", "--mate", "2"}
                                         << "Black has 2 kings";
        QTest::newRow("solve bad mode") << QStringList{"solve", "--fen", Armeni, "--mate", "2", "--mode", "fast"}
                                        << "--mode expects 'complete' or 'minimal'";
        QTest::newRow("solve missing file")
            << QStringList{"solve", "/nonexistent/problems.epd"} << "/nonexistent/problems.epd";
        QTest::newRow("repetition bad switch")
            << QStringList{"solve", "--fen", Armeni, "--mate", "2", "--repetition", "maybe"}
            << "--repetition expects 'on' or 'off'";
    }

    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void solveTextPopeyeStyle() {
        Run r = cli({"solve", "--fen", Armeni, "--mate", "2", "--tries", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("   1.f2-f4 ! threat:\n          2.f4*e5 #\n"));
        QVERIFY(r.out.contains("      1...g4*f3 ep.\n          2.Sc5-b7 #\n"));
        QVERIFY(r.out.contains("   1.Bh4*g5 ? threat:"));
        QVERIFY(r.out.contains("    but\n      1...Rf8-e8 !\n"));
        QVERIFY(r.out.contains("  PLY            GEN"));
        QVERIFY(r.out.contains("verdict: sound"));
    }

    void solveJsonSchema() {
        Run r = cli({"solve", "--fen", Armeni, "--mate", "2", "--tries", "1", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["stipulation"].toString(), QString("#2"));
        QVERIFY(o["complete"].toBool());
        QCOMPARE(o["keys"].toArray().size(), 1);
        QJsonObject k0 = o["keys"].toArray()[0].toObject();
        QCOMPARE(k0["uci"].toString(), QString("f2f4"));
        QCOMPARE(k0["san"].toString(), QString("f4"));
        QCOMPARE(k0["mate_in"].toInt(), 2);
        QCOMPARE(o["shortest"].toInt(), 2);
        QVERIFY(o["sound"].toBool());
        QVERIFY(!o["cooked"].toBool());
        QCOMPARE(o["tries"].toArray().size(), 4);
        QCOMPARE(o["tries"].toArray()[0].toObject()["refutations"].toArray()[0].toObject()["uci"].toString(),
                 QString("f8e8"));
        QJsonObject key = o["tree"].toArray()[0].toObject();
        QCOMPARE(key["threats"].toArray()[0].toObject()["san"].toString(), QString("fxe5#"));
        bool dualSeen = false;
        for (const auto& d : key["defences"].toArray()) dualSeen |= d.toObject()["dual"].toBool();
        QVERIFY(dualSeen);
        QCOMPARE(o["iterations"].toArray().size(), 2);
        QCOMPARE(o["iterations"].toArray()[1].toObject()["ply"].toInt(), 3);
        QVERIFY(o["total"].toObject()["gen"].toInteger() > 0);
    }

    void solveFileJsonLines() {
        QTemporaryDir dir;
        QString path = dir.filePath("mixed.epd");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("k7/8/K7/8/8/8/8/7R w - - dm 1; id \"first\";\n"
                "k7/8/K7/8/8/8/8/7Z w - - dm 1; id \"broken\";\n"
                "k3N3/P7/K6p/8/8/8/8/8 w - - dm 2; id \"short\";\n");
        f.close();
        Run r = cli({"solve", path, "--json", "--keys-only"});
        QCOMPARE(r.exitCode, 2); // one problem could not be read
        QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QJsonObject a = QJsonDocument::fromJson(lines[0].toUtf8()).object();
        QCOMPARE(a["index"].toInt(), 1);
        QCOMPARE(a["title"].toString(), QString("first"));
        QVERIFY(a["sound"].toBool());
        QJsonObject b = QJsonDocument::fromJson(lines[1].toUtf8()).object();
        QCOMPARE(b["index"].toInt(), 2);
        QJsonObject error = b["error"].toObject();
        QCOMPARE(error["line"].toInt(), 2);
        QVERIFY(error["message"].toString().contains("unknown piece letter 'Z'"));
        QJsonObject c = QJsonDocument::fromJson(lines[2].toUtf8()).object();
        QVERIFY(c["short"].toBool());
        QVERIFY(c["cooked"].toBool());
        Run one = cli({"solve", path, "--problem", "3", "--json", "--keys-only"});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out.trimmed().split('\n').size(), 1);
    }

    /// Twins: each solved and reported as a), b), +c) — keys as Popeye 4.104 printed them
    /// for this input (a) Qb1 Qa8 Qa4, b) Qb1 Qa6 Qa3, +c) Qc1 Qh2 Qf1).
    void solveTwins() {
        QTemporaryDir dir;
        QString path = dir.filePath("twins.inp");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("begin\npieces white kc1 qe4 black ka1\nstipulation #1\ntwin move e4 d3\ntwin cont rotate 90\nend\n");
        f.close();
        Run r = cli({"solve", path, "--json", "--keys-only"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o["stipulation"].toString(), QString("#1"));
        QJsonArray twins = o["twins"].toArray();
        QCOMPARE(twins.size(), 3);
        const QStringList labels = {"a", "b", "c"}, headings = {"a)", "b) wQe4-->d3", "+c) rotate 90"};
        const QList<QStringList> keys = {{"e4a4", "e4a8", "e4b1"}, {"d3a3", "d3a6", "d3b1"}, {"f4c1", "f4f1", "f4h2"}};
        for (int i = 0; i < 3; ++i) {
            QJsonObject t = twins[i].toObject();
            QCOMPARE(t["label"].toString(), labels[i]);
            QCOMPARE(t["heading"].toString(), headings[i]);
            QStringList found;
            for (const auto& k : t["keys"].toArray()) found << k.toObject()["uci"].toString();
            found.sort();
            QCOMPARE(found, keys[i]);
        }
        Run text = cli({"solve", path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("b) wQe4-->d3\n   1.Qd3-b1 # !"));
        QVERIFY(text.out.contains("problem 1: c) cooked (3 keys)"));
        // A twin that makes the position illegal is an error naming the twin.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("begin\npieces white kc1 qe4 black ka1\nstipulation #1\ntwin move e4 d4\nend\n");
        f.close();
        Run bad = cli({"solve", path});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.out.contains("twin b)"), qPrintable(bad.out));
    }

    void benchJson() {
        Run r = cli({"bench", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(o["problems"].toArray().size() >= 20);
        QCOMPARE(o["failures"].toInt(), 0);
        QSet<QString> sides;
        for (const auto& p : o["problems"].toArray()) {
            sides.insert(p.toObject()["side"].toString());
            QVERIFY(p.toObject()["n"].toInt() >= 2 && p.toObject()["n"].toInt() <= 5);
        }
        QCOMPARE(sides.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// Solution trees (threats, variations, duals, tries, short solutions) checked
/// against Popeye 4.104's complete outputs in tests/data/popeye.
#include "popeye_text_tree.h"
#include "fen.h"
#include "solution_text.h"
#include "solver.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <memory>
#include <vector>

using namespace gms;

namespace {

QString popeyeSection(const QString& fileName, int problem = 0) {
    QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/popeye/") + fileName);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QString text = QString::fromUtf8(f.readAll());
    int marker = text.indexOf("---- Popeye");
    if (marker >= 0) text = text.mid(text.indexOf('\n', marker) + 1);
    // Several problems in one output are separated by "solution finished".
    QStringList parts = text.split("solution finished");
    return problem < parts.size() ? parts[problem] : QString();
}

QString solveText(const char* fen, int n, SolverOptions options, TextOptions text) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message)) return QString::fromStdString("bad fen: " + message);
    Solver solver(options);
    Solution sol = solver.solve(pos, n);
    text.statistics = false;
    return QString::fromStdString(formatSolutionText(pos, sol, text));
}

constexpr const char* Armeni = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

} // namespace

class TestSolverTrees : public QObject {
    Q_OBJECT
private slots:
    void compare_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("section");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("refutations");
        QTest::addColumn<bool>("tree");
        QTest::addColumn<bool>("allDefences");
        // #2 with key, threat, e.p. defence, duals, and tries with their refutations.
        QTest::newRow("pf020 #2 tries+variations")
            << "tree_pf020_2mover_tries.txt" << 0 << Armeni << 2 << 1 << true << false;
        QTest::newRow("pf020 #2 variations") << "noboard_vari.out" << 0 << Armeni << 2 << 0 << true << false;
        QTest::newRow("pf020 #2 tries only") << "noboard_try.out" << 0 << Armeni << 2 << 1 << false << false;
        QTest::newRow("pf020 #2 keys only") << "minimal.out" << 0 << Armeni << 2 << 0 << false << false;
        QTest::newRow("pf020 #2 defence 2") << "more.out" << 3 << Armeni << 2 << 2 << false << false;
        // A #5 with nested threats, zugzwang and duals.
        QTest::newRow("mt0262 #5") << "tree_mt0262_5mover.txt" << 0 << "k1K5/8/2P5/1N2N3/7b/8/8/8 w - - 0 1" << 5 << 0
                                   << true << false;
        // Black to move: the key castles queenside, e.p. in the tree.
        QTest::newRow("pf014f black 0-0-0 #3") << "tree_pf014f_black_castles.txt" << 0
                                               << "r3k3/8/p1K5/4P3/n1p5/8/2pP4/8 b q - 0 1" << 3 << 0 << true << false;
        QTest::newRow("more.out black 0-0-0 #3")
            << "more.out" << 2 << "r3k3/8/p1K5/4P3/n1p5/8/2pP4/8 b q - 0 1" << 3 << 0 << true << false;
        // #2 with a short solution: the mate in 1 is listed as a second key.
        QTest::newRow("pf002 short solution")
            << "tree_pf002_short_solution.txt" << 0 << "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1" << 2 << 0 << true << false;
        QTest::newRow("more.out short solution")
            << "more.out" << 0 << "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1" << 2 << 0 << true << false;
    }

    void compare() {
        QFETCH(QString, file);
        QFETCH(int, section);
        QFETCH(QString, fen);
        QFETCH(int, moves);
        QFETCH(int, refutations);
        QFETCH(bool, tree);
        QFETCH(bool, allDefences);
        SolverOptions options;
        options.maxRefutations = refutations;
        options.buildTree = tree;
        options.allDefences = allDefences;
        TextOptions text;
        text.tree = tree;
        QString expected = popeyeSection(file, section);
        QVERIFY2(!expected.trimmed().isEmpty(), qPrintable("no reference text in " + file));
        QString actual = solveText(fen.toUtf8().constData(), moves, options, text);
        QCOMPARE(testing::parseSolutionTree(actual).canonical(), testing::parseSolutionTree(expected).canonical());
    }

    /// Popeye's NoThreat lists every defence; GMS's allDefences with threats hidden must match.
    void everyDefenceWithoutThreat() {
        SolverOptions options;
        options.allDefences = true;
        TextOptions text;
        text.threats = false;
        QString expected = popeyeSection("noboard_vari_nothreat.out");
        QString actual = solveText(Armeni, 2, options, text);
        QCOMPARE(testing::parseSolutionTree(actual).canonical(), testing::parseSolutionTree(expected).canonical());
    }

    /// The tree's structure: duals flagged, threats and mate lengths consistent.
    void dualsAndThreatsInTheModel() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition(Armeni, pos, message));
        Solver solver;
        Solution sol = solver.solve(pos, 2);
        QCOMPARE(int(sol.keys.size()), 1);
        const AttackNode& key = sol.keys[0];
        QCOMPARE(key.mateIn, 2);
        QCOMPARE(int(key.threats.size()), 1); // 2.fxe5#
        QVERIFY(!key.zugzwang);
        int duals = 0;
        for (const auto& d : key.defences) duals += d.isDual() ? 1 : 0;
        QCOMPARE(duals, 1); // 1...Rb8+ 2.cxb8=Q#/cxb8=B#
        QVERIFY(sol.sound());
    }

    /// Zugzwang: Popeye's "#2 with setplay" problem, 1.Rxc5! with no threat.
    void zugzwangKey() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("1k6/8/K1R5/2p5/8/8/8/8 w - - 0 1", pos, message));
        Solver solver;
        Solution sol = solver.solve(pos, 2);
        QCOMPARE(int(sol.keys.size()), 1);
        QVERIFY(sol.keys[0].zugzwang);
        QVERIFY(sol.keys[0].threats.empty());
        QCOMPARE(int(sol.keys[0].defences.size()), 1); // 1...Ka8 2.Rc8#
    }

    /// Minimal mode stops at the first length with a mate; complete mode lists longer keys too.
    void minimalVersusComplete() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1", pos, message));
        SolverOptions minimal;
        minimal.mode = SolverOptions::Mode::Minimal;
        Solution a = Solver(minimal).solve(pos, 2);
        QCOMPARE(int(a.keys.size()), 1);
        QCOMPARE(a.keys[0].mateIn, 1);
        QCOMPARE(int(a.iterations.size()), 1);
        Solution b = Solver().solve(pos, 2);
        QCOMPARE(int(b.keys.size()), 2);
        QVERIFY(b.hasShortSolution());
        QCOMPARE(b.shortest, 1);
        QCOMPARE(int(b.iterations.size()), 2);
        QCOMPARE(b.iterations[1].ply, 3);
    }
};

QTEST_GUILESS_MAIN(TestSolverTrees)
#include "test_solver_trees.moc"

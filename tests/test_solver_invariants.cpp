// SPDX-License-Identifier: GPL-3.0-or-later
/// The solver fuzzer's checks (tests/fuzz/solver_invariants.h) with any compiler:
/// every seed of its corpus holds them, and the checks catch answers that are wrong.
#include "fuzz/solver_invariants.h"

#include <algorithm>
#include <QDir>
#include <QFile>
#include <QTest>

using namespace gms;

namespace {
Position load(const char* fen) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message)) qFatal("%s", message.c_str());
    return pos;
}
Move uci(const Position& pos, const char* text) {
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i)
        if (toUci(list.moves[i]) == text) return list.moves[i];
    qFatal("no legal move %s", text);
}
} // namespace

class TestSolverInvariants : public QObject {
    Q_OBJECT
private slots:
    void corpusHoldsTheInvariants() {
        QDir dir(QStringLiteral(GMS_TEST_DATA_DIR "/../fuzz/corpus/fuzz_solver"));
        const QStringList names = dir.entryList(QDir::Files);
        QVERIFY(names.size() >= 8);
        int legal = 0;
        for (const QString& name : names) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QByteArray bytes = f.readAll();
            auto data = reinterpret_cast<const std::uint8_t*>(bytes.constData());
            std::string fen;
            Stipulation stip;
            if (fuzz::positionFromBytes(data, std::size_t(bytes.size()), fen, stip))
                ++legal;
            else
                qWarning("%s: no legal position (%s)", qPrintable(name), fen.c_str());
            std::string broken = fuzz::checkSolverOnBytes(data, std::size_t(bytes.size()));
            QVERIFY2(broken.empty(), qPrintable(name + ": " + QString::fromStdString(broken)));
        }
        QCOMPARE(legal, names.size()); // every seed is a legal position the solver answers
    }

    /// Every key is reported through onKeyFound once, with its length, whatever the thread
    /// count, and nothing else is (issue 20: keys shown while a long solve goes on).
    void keysAreReportedAsFound() {
        const Position pos = load("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"); // cooked #2: a #1 key and a #2 key
        for (int threads : {1, 2}) {
            SolverOptions options;
            options.threads = threads;
            Solver solver(options);
            std::vector<std::pair<std::string, int>> reported;
            solver.onKeyFound([&](const Position& root, Move key, int moves) {
                QCOMPARE(toFen(root), toFen(pos)); // the root, not a thread's position inside the search
                reported.emplace_back(toUci(key), moves);
            });
            const Solution sol = solver.solve(pos, Stipulation{Stipulation::Kind::DirectMate, 2});
            std::vector<std::pair<std::string, int>> keys;
            for (const AttackNode& k : sol.keys) keys.emplace_back(toUci(k.move), k.mateIn);
            std::sort(reported.begin(), reported.end());
            std::sort(keys.begin(), keys.end());
            QCOMPARE(reported, keys);
            QCOMPARE(int(keys.size()), 2);
        }
    }

    /// The checks are not vacuous: a missing key, a false key, a wrong length and an
    /// illegal tree move are each caught.
    void checksCatchWrongAnswers() {
        // k3N3/P7/K6p: 1.Sc7# (#1) and a #2 key: a cooked #2 (test_solver_cancel uses it too).
        Position pos = load("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1");
        Stipulation two{Stipulation::Kind::DirectMate, 2};
        Solution sol = Solver().solve(pos, two);
        QVERIFY(fuzz::checkAnswer(pos, two, sol).empty());
        QCOMPARE(int(sol.keys.size()), 2);

        Solution missing = sol;
        missing.keys.pop_back();
        QVERIFY(QString::fromStdString(fuzz::checkAnswer(pos, two, missing)).contains("not reported as a key"));

        Solution longer = sol;
        for (auto& k : longer.keys)
            if (k.mateIn == 1) k.mateIn = 2;
        QVERIFY(!fuzz::checkAnswer(pos, two, longer).empty());

        Solution fake = sol;
        fake.keys.push_back(sol.keys.front());
        fake.keys.back().move = uci(pos, "e8g7");
        QVERIFY(!fuzz::checkAnswer(pos, two, fake).empty());

        // A tree with defences (the Armeni #2 of test_cli): a defence moved to an impossible square is caught.
        Position armeni = load("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1");
        Solution tree = Solver().solve(armeni, two);
        QVERIFY2(fuzz::checkAnswer(armeni, two, tree).empty(), fuzz::checkAnswer(armeni, two, tree).c_str());
        QVERIFY(!tree.keys.empty() && !tree.keys.front().defences.empty());
        Solution illegal = tree;
        illegal.keys.front().defences.front().move = Move(makeSquare(0, 0), makeSquare(7, 7));
        QVERIFY(QString::fromStdString(fuzz::checkAnswer(armeni, two, illegal)).contains("illegal defence"));
        Solution noMate = tree;
        noMate.keys.front().defences.front().replies.front().move = noMate.keys.front().move;
        QVERIFY(!fuzz::checkAnswer(armeni, two, noMate).empty());
    }
};

QTEST_GUILESS_MAIN(TestSolverInvariants)
#include "test_solver_invariants.moc"

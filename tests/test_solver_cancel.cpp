// SPDX-License-Identifier: GPL-3.0-or-later
/// Cancellation: a long search stops promptly and says it is incomplete; progress is reported.
#include "fen.h"
#include "solver.h"
#include "stipulation.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <thread>

using namespace gms;

namespace {
/// Solves `pos` as #n on a thread of its own, raises `cancel` after 300 ms (and not before
/// `searching` turns true, if given: a sanitizer build may spend longer than that setting up)
/// and returns how many milliseconds the solve took to return after that.
qint64 stopAfterAWhile(Solver& solver, std::atomic<bool>& cancel, const Position& pos, int n, Solution& sol,
                       const std::atomic<int>* searching = nullptr) {
    solver.setCancelFlag(&cancel);
    std::thread worker([&] { sol = solver.solve(pos, n); });
    QTest::qWait(300);
    if (searching && !QTest::qWaitFor([&] { return searching->load() > 0; }, 20000))
        qWarning("no progress reported within 20 s");
    QElapsedTimer timer;
    timer.start();
    cancel = true;
    worker.join();
    return timer.elapsed();
}
} // namespace

class TestSolverCancel : public QObject {
    Q_OBJECT
private slots:
    void stopsPromptly() {
        // A #8 from the start position has no mate and would run for a very long time.
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, message));
        std::atomic<bool> cancel{false};
        std::atomic<int> progressCalls{0};
        Solver solver;
        solver.onProgress([&](const SolveProgress& p) {
            progressCalls++;
            QVERIFY(p.rootCount == 20);
        });
        Solution sol;
        const qint64 ms = stopAfterAWhile(solver, cancel, pos, 8, sol, &progressCalls);
        qInfo("stopped %lld ms after the request", static_cast<long long>(ms));
        QVERIFY2(ms < 2000, "the search must stop within two seconds (generous bound)");
        QVERIFY(!sol.complete);
        QCOMPARE(QString::fromStdString(sol.error), QString("stopped"));
        QVERIFY(progressCalls > 0);
    }

    /// Stop reaches every thread, also the helpers inside a shared root move: one root move
    /// (1.e4) searched by four threads through split points stops as promptly as one thread.
    void stopsEveryThreadPromptly() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, message));
        SolverOptions options;
        options.threads = 4;
        options.rootMoves = {Move(makeSquare(4, 1), makeSquare(4, 3))}; // e2-e4
        std::atomic<bool> cancel{false};
        Solver solver(options);
        Solution sol;
        const qint64 ms = stopAfterAWhile(solver, cancel, pos, 8, sol);
        qInfo("four threads stopped %lld ms after the request", static_cast<long long>(ms));
        QVERIFY2(ms < 2000, "every thread must stop within two seconds (generous bound)");
        QVERIFY(!sol.complete);
        QCOMPARE(QString::fromStdString(sol.error), QString("stopped"));
        QVERIFY(sol.keys.empty()); // no mate in 8 from the start: nothing proven may be claimed
    }

    /// Stop reaches the attacker's ending of help-direct play, a search inside the help play's
    /// goal test: from the start, White's one help move and Black's #5 ("1h[9a[#]d]h") would
    /// run for a very long time in the first ending alone.
    void stopsInsideTheAttackersEnding() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, message));
        const std::optional<Stipulation> stip = Stipulation::parse("1h[9a[#]d]h");
        QVERIFY(stip && stip->supported());
        SolverOptions options;
        options.threads = 1;
        std::atomic<bool> cancel{false};
        Solver solver(options);
        solver.setCancelFlag(&cancel);
        Solution sol;
        std::thread worker([&] { sol = solver.solve(pos, *stip); });
        QTest::qWait(300);
        QElapsedTimer timer;
        timer.start();
        cancel = true;
        worker.join();
        qInfo("stopped %lld ms after the request", static_cast<long long>(timer.elapsed()));
        QVERIFY2(timer.elapsed() < 2000, "the ending must stop within two seconds (generous bound)");
        QVERIFY(!sol.complete);
        QVERIFY(sol.lines.empty());
    }

    /// Keys proven before a stop are kept (regression: a stopped solve used to drop them).
    void keepsKeysProvenBeforeStop() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1", pos, message)); // 1.Sc7# and 1.Kb6
        std::atomic<bool> cancel{false};
        Solver solver;
        solver.setCancelFlag(&cancel);
        solver.onIteration([&](const IterationStats& row) {
            if (row.ply == 1) cancel = true; // stop right after the mate-in-1 iteration
        });
        Solution sol = solver.solve(pos, 12);
        QVERIFY(!sol.complete);
        QCOMPARE(int(sol.keys.size()), 1);
        QCOMPARE(sol.keys[0].mateIn, 1);
        QCOMPARE(sol.shortest, 1);
    }

    void rejectsBadInput() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("k7/8/K7/8/8/8/8/7R w - - 0 1", pos, message));
        Solution zero = Solver().solve(pos, 0);
        QVERIFY(!zero.complete);
        QVERIFY(QString::fromStdString(zero.error).contains("between 1 and"));
        Solution absurd = Solver().solve(pos, 999);
        QVERIFY(!absurd.complete);
        // Illegal positions are refused, never searched.
        Position twoKings;
        FenError error;
        QVERIFY(parseFen("k7/8/K7/8/8/8/8/K6R w - - 0 1", twoKings, error));
        Solution bad = Solver().solve(twoKings, 2);
        QVERIFY(!bad.complete);
        QVERIFY(QString::fromStdString(bad.error).contains("2 kings"));
    }

    void iterationRowsArriveInOrder() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("k1K5/8/2P5/1N2N3/7b/8/8/8 w - - 0 1", pos, message));
        std::vector<int> plies;
        Solver solver;
        solver.onIteration([&](const IterationStats& row) { plies.push_back(row.ply); });
        Solution sol = solver.solve(pos, 5);
        QVERIFY(sol.complete);
        QCOMPARE(plies, (std::vector<int>{1, 3, 5, 7, 9}));
        std::uint64_t sum = sol.treePhase.gen;
        for (const auto& r : sol.iterations) sum += r.gen;
        QCOMPARE(sol.total.gen, sum);
    }
};

QTEST_GUILESS_MAIN(TestSolverCancel)
#include "test_solver_cancel.moc"

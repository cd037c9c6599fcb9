// SPDX-License-Identifier: GPL-3.0-or-later
/// Time and node limits: a solve stops at the limit, says which one, and keeps what it proved.
#include "fen.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QTest>

using namespace gms;

namespace {
Position load(const char* fen) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message)) qFatal("%s", message.c_str());
    return pos;
}
/// No mate: #12 runs for minutes without the transposition table (with it, 0.1 s).
constexpr const char* KingsOnly = "8/8/8/3k4/8/8/8/4K3 w - - 0 1";
} // namespace

class TestSolverLimits : public QObject {
    Q_OBJECT
private slots:
    /// The table's set-up is not charged to the limit: a #1 with a 4096 MB table and 0.2 s
    /// is solved (the table was zeroed first, which took the whole limit and more).
    void timeLimitStartsWithTheSearch() {
        SolverOptions o;
        o.hashMegabytes = 4096;
        o.table = std::make_shared<TranspositionTable>(); // not the process's shared table
        o.maxSeconds = 0.2;
        Solution sol = Solver(o).solve(load("k3N3/P7/K7/8/8/8/8/8 w - - 0 1"), 1);
        QVERIFY2(sol.complete, sol.error.c_str());
        QCOMPARE(sol.keys.size(), std::size_t(1));
        QVERIFY(sol.total.seconds < 0.2);
    }

    void timeLimitStopsTheSolve() {
        SolverOptions o;
        o.hashMegabytes = 0; // keep K v K #12 slow (see KingsOnly)
        o.maxSeconds = 0.3;
        QElapsedTimer timer;
        timer.start();
        Solution sol = Solver(o).solve(load(KingsOnly), 12);
        qint64 ms = timer.elapsed();
        qInfo("K v K #12 with --max-time 0.3 returned after %lld ms", static_cast<long long>(ms));
        QVERIFY(!sol.complete);
        QCOMPARE(QString::fromStdString(sol.error), QString("stopped: time limit"));
        QVERIFY(sol.total.seconds >= 0.3);
        QVERIFY2(ms < 2000, "the limit is checked every 4096 moves: far less than 2 s late");
    }

    void nodeLimitStopsTheSolve() {
        SolverOptions o;
        o.hashMegabytes = 0;
        o.maxNodes = 100000;
        Solution sol = Solver(o).solve(load(KingsOnly), 12);
        QVERIFY(!sol.complete);
        QCOMPARE(QString::fromStdString(sol.error), QString("stopped: node limit"));
        // Polled every PollInterval moves (and at every root move); the stopped
        // iteration is not a row of the table, so the total stays below the limit.
        QVERIFY(sol.total.gen < o.maxNodes + 2 * SearchContext::PollInterval);
        QVERIFY(sol.total.seconds < 5);
        QVERIFY(isStoppedError(sol.error));
    }

    /// The node limit is the solve's, not each thread's: with four threads the moves of every
    /// thread count together. The limit falls halfway into the last iteration of a solve, so
    /// that iteration must not finish (each thread alone would stay below the limit).
    void nodeLimitCountsEveryThread() {
        const Position pos = load("n1brkr1b/p2p1pP1/3Pqp1p/1QPp1R1N/N2p2p1/6R1/PK6/B7 w - - 0 1");
        SolverOptions o;
        o.hashMegabytes = 0;
        o.buildTree = false;
        const Solution full = Solver(o).solve(pos, 5); // no mate in 5: every iteration runs
        QCOMPARE(int(full.iterations.size()), 5);
        std::uint64_t before = 0;
        for (int i = 0; i < 4; ++i) before += full.iterations[std::size_t(i)].gen;
        const std::uint64_t last = full.iterations[4].gen;
        QVERIFY(last > 100 * SearchContext::PollInterval); // room for the polls' slack
        o.threads = 4;
        o.maxNodes = before + last / 2;
        const Solution limited = Solver(o).solve(pos, 5);
        QCOMPARE(QString::fromStdString(limited.error), QString("stopped: node limit"));
        QCOMPARE(int(limited.iterations.size()), 4);
    }

    /// A limit that stops four threads mid-proof keeps only real keys: a thread stopped inside
    /// a shared node must not leave the node's other threads taking it for searched.
    void stoppedThreadsKeepOnlyRealKeys() {
        QFile file(QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char('\t'));
        int checked = 0, stopped = 0;
        while (!file.atEnd() && checked < 24) {
            const QStringList c = QString::fromUtf8(file.readLine()).trimmed().split(QLatin1Char('\t'));
            if (c.size() != header.size()) continue;
            const int n = c[header.indexOf(QStringLiteral("n"))].toInt();
            if (n < 4) continue;
            const Position pos = load(c[header.indexOf(QStringLiteral("fen"))].toUtf8().constData());
            SolverOptions o;
            o.buildTree = false;
            o.threads = 1;
            const Solution full = Solver(o).solve(pos, n);
            QVERIFY(full.complete);
            ++checked;
            for (int part = 1; part <= 9; part += 2) {
                o.threads = 4;
                o.maxNodes = full.total.gen * std::uint64_t(part) / 10 + 1;
                const Solution limited = Solver(o).solve(pos, n);
                stopped += !limited.complete;
                for (const AttackNode& key : limited.keys) {
                    const bool real = std::any_of(full.keys.begin(), full.keys.end(), [&](const AttackNode& k) {
                        return k.move == key.move && k.mateIn == key.mateIn;
                    });
                    QVERIFY2(
                        real,
                        qPrintable(c[0] + QStringLiteral(": a key that is none, stopped at %1 moves").arg(o.maxNodes)));
                }
            }
        }
        QCOMPARE(checked, 24);
        QVERIFY(stopped > 24);
    }

    /// Keys proven before the limit are kept: Kb6 and Sc7# are keys of #2, Sc7 one of #1.
    void keysFoundBeforeTheLimitAreKept() {
        SolverOptions o;
        Solution full = Solver(o).solve(load("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"), 2);
        QVERIFY(full.complete);
        QVERIFY(full.shortest == 1);
        // With a node limit just above what #1 needs, the #1 key survives the stop in a #12.
        o.maxNodes = full.iterations[0].gen + 1;
        Solution sol = Solver(o).solve(load("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"), 12);
        QVERIFY(!sol.complete);
        QCOMPARE(QString::fromStdString(sol.error), QString("stopped: node limit"));
        QVERIFY(!sol.keys.empty());
        QCOMPARE(sol.shortest, 1);
    }

    /// Limits far above the work needed change nothing.
    void generousLimitsChangeNothing() {
        Position pos = load("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1");
        Solution plain = Solver().solve(pos, 2);
        SolverOptions o;
        o.maxSeconds = 600;
        o.maxNodes = 1000000000;
        Solution limited = Solver(o).solve(pos, 2);
        QVERIFY(limited.complete);
        QVERIFY(limited.error.empty());
        QCOMPARE(limited.keys.size(), plain.keys.size());
        QCOMPARE(limited.total.gen, plain.total.gen);
    }

    void stopTexts() {
        QCOMPARE(QString::fromStdString(stopReasonText(StopReason::Cancelled)), QString("stopped"));
        QCOMPARE(QString::fromStdString(stopReasonText(StopReason::TimeLimit)), QString("stopped: time limit"));
        QCOMPARE(QString::fromStdString(stopReasonText(StopReason::NodeLimit)), QString("stopped: node limit"));
        QVERIFY(!isStoppedError("illegal position: White has no king"));
    }
};

QTEST_GUILESS_MAIN(TestSolverLimits)
#include "test_solver_limits.moc"

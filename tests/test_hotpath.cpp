// SPDX-License-Identifier: GPL-3.0-or-later
/// The x86-64 hot paths and their portable twins give identical answers.
#include "bitboard.h"
#include "fen.h"
#include "hotpath.h"
#include "movegen.h"
#include "perft.h"
#include "solver.h"
#include "notation.h"

#include <QTest>

#include <random>

using namespace gms;

namespace {
const char* const Positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};

struct PathGuard { // restores the CPU's best paths whatever a test does
    ~PathGuard() { hot::useBestAvailable(); }
};

std::vector<std::string> movesOf(const Position& pos, GenMode mode, bool weighted) {
    MoveList list;
    generateLegal(pos, list, mode, weighted ? &OrderingWeights::defaults() : nullptr);
    std::vector<std::string> out;
    for (int i = 0; i < list.size; ++i) out.push_back(toUci(list.moves[i]) + ":" + std::to_string(list.weights[i]));
    return out;
}
} // namespace

class TestHotPath : public QObject {
    Q_OBJECT
private slots:
    void reportsPaths() {
        hot::CpuFeatures f = hot::detectCpu();
        qInfo("CPU: popcnt=%d bmi2=%d sse2=%d; active: %s", f.popcnt, f.bmi2, f.sse2, hot::describeActive());
        PathGuard guard;
        hot::usePortableOnly();
        QVERIFY(!hot::anyAccelerated());
        QCOMPARE(QString(hot::describeActive()), QString("portable"));
    }

    void pextAndBitLoopsAgree() {
        std::mt19937_64 rng(12345);
        hot::CpuFeatures f = hot::detectCpu();
        for (int i = 0; i < 200000; ++i) {
            std::uint64_t v = rng(), m = rng() & rng();
            QCOMPARE(hot::popcountPortable(v), std::popcount(v));
#if defined(GMS_HAVE_X86_ASM)
            if (f.bmi2) QCOMPARE(hot::pextAsm(v, m), hot::pextPortable(v, m));
            if (f.bmi1 && v) {
                Bitboard a = v, b = v;
                QCOMPARE(hot::popLsbAsm(a), hot::popLsbPortable(b));
                QCOMPARE(a, b);
            }
#endif
        }
        QCOMPARE(hot::pextPortable(0b1011, 0b1110), std::uint64_t(0b101));
    }

    void sliderLookupsAgreeWithRayWalk() {
        PathGuard guard;
        std::mt19937_64 rng(777);
        for (int mode = 0; mode < 2; ++mode) {
            if (mode == 0)
                hot::usePortableOnly();
            else
                hot::useBestAvailable();
            for (int i = 0; i < 20000; ++i) {
                Bitboard occ = rng() & rng();
                Square s = Square(rng() % 64);
                QCOMPARE(rookAttacks(s, occ), slowSliderAttacks(Rook, s, occ));
                QCOMPARE(bishopAttacks(s, occ), slowSliderAttacks(Bishop, s, occ));
            }
        }
    }

    void bestWeightSelectionAgrees() {
        std::mt19937 rng(99);
        alignas(16) std::int16_t w[256];
        for (int trial = 0; trial < 20000; ++trial) {
            int n = 1 + int(rng() % 256);
            int range = 1 + int(rng() % 50); // small ranges make ties, which must resolve to the first
            for (int i = 0; i < n; ++i) w[i] = std::int16_t(int(rng() % unsigned(2 * range)) - range);
            QCOMPARE(hot::bestWeightIndexSse(w, n), hot::bestWeightIndexPortable(w, n));
        }
    }

    void moveListsAndPerftAgree() {
        PathGuard guard;
        for (const char* fen : Positions) {
            Position pos;
            FenError error;
            QVERIFY(parseFen(fen, pos, error));
            hot::useBestAvailable();
            auto fastAll = movesOf(pos, GenMode::All, true);
            auto fastChecks = movesOf(pos, GenMode::ChecksOnly, true);
            std::uint64_t fastPerft = perft(pos, 3);
            hot::usePortableOnly();
            QCOMPARE(movesOf(pos, GenMode::All, true), fastAll);
            QCOMPARE(movesOf(pos, GenMode::ChecksOnly, true), fastChecks);
            QCOMPARE(perft(pos, 3), fastPerft);
        }
    }

    /// Same keys and the same node counts with and without the hot paths (determinism).
    void solverAgrees() {
        PathGuard guard;
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1", pos, message));
        hot::useBestAvailable();
        Solution fast = Solver().solve(pos, 2);
        hot::usePortableOnly();
        Solution slow = Solver().solve(pos, 2);
        QCOMPARE(fast.keys.size(), slow.keys.size());
        QCOMPARE(fast.total.gen, slow.total.gen);
        QCOMPARE(fast.total.evl, slow.total.evl);
    }
};

QTEST_GUILESS_MAIN(TestHotPath)
#include "test_hotpath.moc"

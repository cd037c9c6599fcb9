// SPDX-License-Identifier: GPL-3.0-or-later
// The goals that rule out moves before making them (goals/goal_traits.h: mayReachWith,
// anyMayReach) keep every move that reaches them: on the positions of random games, from
// diagrams whose units are followed, every legal move that reaches the goal when made is
// among the moves keepGoalMoves keeps.
#include <QtTest>

#include "fen.h"
#include "goals/capture.h"
#include "goals/castling.h"
#include "goals/chess81.h"
#include "goals/circuit.h"
#include "goals/en_passant.h"
#include "goals/exchange.h"
#include "goals/kiss.h"
#include "goals/target.h"
#include "goals/win_piece.h"
#include "movegen.h"
#include "notation.h"

#include <cstdint>
#include <string>

using namespace gms;

namespace {

/// How often a goal was reachable, and how many moves its filter dropped, over a walk.
struct Tally {
    int nodes = 0;
    int reachable = 0;   ///< Nodes where some legal move reaches the goal.
    int ruledOut = 0;    ///< Nodes where anyMayReach said no move can.
    long movesKept = 0;  ///< Moves kept by keepGoalMoves.
    long movesLegal = 0; ///< Legal moves generated.
    QString firstMissed; ///< A position and move the filter dropped although it reaches the goal.
};

/// Checks goal G at `pos`: every legal move reaching G is kept by keepGoalMoves<G>.
template <class G>
void checkNode(Position& pos, Tally& tally) {
    ++tally.nodes;
    MoveList legal, kept;
    generateLegal(pos, legal, G::generation);
    keepGoalMoves<G>(pos, kept, G::generation);
    tally.movesLegal += legal.size;
    tally.movesKept += kept.size;
    tally.ruledOut += !G::anyMayReach(pos);
    bool any = false;
    for (int i = 0; i < legal.size; ++i) {
        const Move m = legal.moves[i];
        UndoInfo undo;
        pos.makeMove(m, undo);
        const bool reached = G::reached(pos, m, undo);
        pos.unmakeMove(m, undo);
        if (!reached) continue;
        any = true;
        bool isKept = false;
        for (int k = 0; k < kept.size; ++k) isKept |= kept.moves[k] == m;
        if (!isKept && tally.firstMissed.isEmpty())
            tally.firstMissed = QString::fromStdString(toFen(pos)) + " move " + QString::number(m.raw());
    }
    tally.reachable += any;
}

/// A small deterministic generator (the walks are the same on every run).
struct Random {
    std::uint64_t state;
    unsigned next(unsigned bound) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return unsigned(state % bound);
    }
};

/// Random games of `plies` half moves from `fen` (units followed from it), G checked at each node.
template <class G>
Tally walk(const char* fen, int games, int plies, std::uint64_t seed) {
    Tally tally;
    Random random{seed};
    for (int g = 0; g < games; ++g) {
        Position pos;
        FenError error;
        if (!parseFen(fen, pos, error)) qFatal("bad test FEN %s", fen);
        pos.followUnits();
        for (int p = 0; p < plies; ++p) {
            checkNode<G>(pos, tally);
            MoveList moves;
            generateLegal(pos, moves, GenMode::All);
            if (moves.size == 0) break;
            UndoInfo undo;
            pos.makeMove(moves.moves[random.next(unsigned(moves.size))], undo);
        }
    }
    return tally;
}

/// Diagrams with castling, en passant, promotions and units that can come back or swap.
const char* const Diagrams[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // Kiwipete
    "r3k2r/1P4p1/8/2pP4/8/8/1p4P1/R3K2R w KQkq c6 0 1",
    "4k3/8/2r2n2/8/3NR3/8/8/4K3 w - - 0 1",
    "1n2k1n1/8/8/2B2b2/8/8/8/1N2K1N1 b - - 0 1",
};

template <class G>
void checkGoal(const char* name, int minReachable) {
    long kept = 0, legal = 0;
    int reachable = 0, ruledOut = 0;
    std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
    for (const char* fen : Diagrams) {
        const Tally t = walk<G>(fen, 40, 60, seed++);
        QVERIFY2(t.firstMissed.isEmpty(), qPrintable(QString(name) + ": dropped a goal move: " + t.firstMissed));
        kept += t.movesKept;
        legal += t.movesLegal;
        reachable += t.reachable;
        ruledOut += t.ruledOut;
    }
    // The walks reach the goal often enough to mean something, and the filter drops moves.
    QVERIFY2(reachable >= minReachable, qPrintable(QString("%1: reachable at %2 nodes").arg(name).arg(reachable)));
    QVERIFY2(kept < legal, qPrintable(QString("%1: nothing filtered").arg(name)));
    qInfo("%s: reachable at %d nodes, ruled out at %d, %ld of %ld moves kept", name, reachable, ruledOut, kept, legal);
}

} // namespace

class TestGoalMoveFilter : public QObject {
    Q_OBJECT
private slots:
    void capture() { checkGoal<CaptureGoal>("x", 1000); }
    void winPiece() { checkGoal<WinPieceGoal>("%", 1000); }
    void enPassant() { checkGoal<EnPassantGoal>("ep", 5); }
    void castling() { checkGoal<CastlingGoal>("00", 20); }
    void chess81() { checkGoal<Chess81Goal>("c81", 200); }
    void circuit() { checkGoal<CircuitGoal>("ct", 500); }
    void exchange() { checkGoal<ExchangeGoal>("<>", 3); }
    void target() {
        for (const int square : {int(28) /* e4 */, int(6) /* g1 */, int(58) /* c8 */}) {
            GoalParameter::Scope scope{GoalParameters(square)};
            checkGoal<TargetGoal>("Zxy", 50);
        }
    }
    void kiss() {
        for (const int square : {int(4) /* e1 */, int(27) /* d4 */, int(60) /* e8 */}) {
            GoalParameter::Scope scope{GoalParameters(square)};
            checkGoal<KissGoal>("Kxy", 20);
        }
    }
    /// A swap played out: Ra1 and Rh1 (no castling) change places, the last move is the goal.
    void exchangeAtTheLastMove() {
        Position pos;
        FenError error;
        QVERIFY(parseFen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", pos, error));
        pos.followUnits();
        const char* const moves[] = {"a1a2", "e8d8", "h1h3", "d8e8", "a2a3", "e8d8", "h3h2",
                                     "d8e8", "a3h3", "e8d8", "h2a2", "d8e8", "a2a1", "e8d8"};
        for (const char* uci : moves) {
            MoveList list;
            generateLegal(pos, list, GenMode::All);
            bool played = false;
            for (int i = 0; i < list.size && !played; ++i)
                if (toUci(list.moves[i]) == uci) {
                    UndoInfo undo;
                    pos.makeMove(list.moves[i], undo);
                    played = true;
                }
            QVERIFY2(played, uci);
        }
        // Now the h1 rook stands on a1: Rh3-h1 completes the exchange.
        QVERIFY(ExchangeGoal::anyMayReach(pos));
        MoveList kept;
        keepGoalMoves<ExchangeGoal>(pos, kept, GenMode::All);
        QCOMPARE(kept.size, 1);
        QCOMPARE(QString::fromStdString(toUci(kept.moves[0])), QString("h3h1"));
        Tally tally;
        checkNode<ExchangeGoal>(pos, tally);
        QCOMPARE(tally.reachable, 1);
        QVERIFY(tally.firstMissed.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestGoalMoveFilter)
#include "test_goal_move_filter.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file intelligent_goal.h  Goal-directed help play: a help goal policy whose nodes are cut
/// when the goal can no longer be reached in the moves left (Popeye's "intelligent mode" idea,
/// done as exact lower-bound pruning of the forward search).
///
/// The wrapped goal keeps everything else (generation, series passes, the table); only its
/// leaf test gains the cut. The cut is exact: a node is cut only when `Reachable` proves that
/// no final position of the goal can be reached with the moves left, so the lines found are
/// exactly the full-width ones. Other goals (stalemate, ...) slot in with their own
/// `Reachable` test of the same signature.
#pragma once

#include "bitboard.h"
#include "goal.h"
#include "mate_reachability.h"
#include "search_context.h"

#include <cstdint>

namespace gms {

/// Who is to be mated at the end of a help line and how many moves each side still makes.
struct HelpBudgets {
    Color target;     ///< The side that is mated (stalemated, ...) at the end.
    int targetMoves;  ///< Moves it still makes.
    int actorMoves;   ///< Moves its opponent still makes (the last one reaches the goal).
};

/// The budgets at a node of help play with `pliesLeft` half moves left, the side to move
/// included. h#: the sides alternate and the target is to move at 0. ser-h#: the series side
/// (the target) plays pliesLeft - 1 moves, then the other side plays one.
template <class Goal>
HelpBudgets helpBudgets(const Position& pos, int pliesLeft) {
    const Color toMove = pos.sideToMove();
    if constexpr (Goal::series) {
        if (pliesLeft >= 2) return {toMove, pliesLeft - 1, 1};
        return {~toMove, 0, 1};
    } else {
        const Color target = pliesLeft % 2 == 0 ? toMove : ~toMove;
        return {target, pliesLeft / 2, (pliesLeft + 1) / 2};
    }
}

/// A necessary condition for reaching the goal: false only when it certainly cannot be reached.
using ReachabilityTest = bool (*)(const Position&, Color target, int targetMoves, int actorMoves);

/// Whether the target's move `m` leaves everything the reachability test reads with no
/// moves left for the target as it was: not a king move, castling, capture or e.p., not
/// to or from a square next to its king, no rook move while it may castle. The test of the
/// position after such a move is the test of the position before it.
inline bool quietForFinalTest(const Position& pos, Move m, Color target) {
    if (m.isCastling() || m.isEnPassant() || pos.pieceOn(m.to()) != NoPiece) return false;
    const PieceType type = typeOf(pos.pieceOn(m.from()));
    if (type == King) return false;
    if (kingAttacks(pos.kingSquare(target)) & (squareBB(m.from()) | squareBB(m.to()))) return false;
    const int rights = target == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside);
    return !(type == Rook && (pos.castlingRights() & rights));
}

template <class Goal, ReachabilityTest Reachable = mateReachable>
struct IntelligentGoal : Goal {
    static constexpr bool filtersMoves = true;
    /// Nodes with 2 half moves left are cut by the bound for less than a table probe costs:
    /// measured (CPU) intell-07 h#5 0.52 -> 0.35 s, five other h#4/h#5 unchanged; 4 was 1.5-2x slower.
    static constexpr int tableMinPlies = 3;
    /// The target's last move (2 half moves left, the actor's final move next): a move that
    /// is quiet for the final test is dropped unread when the test of the position as it
    /// is fails, so most of the target's last moves are never made. Exact: that move's
    /// position would be cut by leaf() anyway.
    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        if (!Goal::allowed(pos, m, pliesLeft)) return false;
        if (pliesLeft != 2) return true;
        const Color target = pos.sideToMove();
        if (!quietForFinalTest(pos, m, target)) return true;
        thread_local std::uint64_t testedKey = 0;
        thread_local bool reachable = true;
        if (pos.key() != testedKey) { // once per node: its moves come one after the other
            testedKey = pos.key();
            reachable = Reachable(pos, target, 0, 1);
        }
        return reachable;
    }
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        const int decided = Goal::leaf(pos, last, lastUndo, pliesLeft, counters);
        if (decided != -1 || pliesLeft == 0) return decided;
        const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
        ++counters.boundTests;
        if (Reachable(pos, b.target, b.targetMoves, b.actorMoves)) return -1;
        ++counters.boundCuts;
        return 0;
    }
};

} // namespace gms

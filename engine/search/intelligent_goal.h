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
#include "mate_move_filter.h"
#include "mate_reachability.h"
#include "search_context.h"
#include "stalemate_move_filter.h"
#include "unit_distances.h"

#include <cstdint>
#include <vector>

namespace gms {

/// Who is to be mated at the end of a help line and how many moves each side still makes.
struct HelpBudgets {
    Color target;    ///< The side that is mated (stalemated, ...) at the end.
    int targetMoves; ///< Moves it still makes.
    int actorMoves;  ///< Moves its opponent still makes (the last one reaches the goal).
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
/// `focus`: the search's current target (where the king ends, where it is checked from).
using ReachabilityTest = bool (*)(const Position&, Color target, int targetMoves, int actorMoves,
                                  const MateFocus& focus);

/// The test of a goal without a bound of its own (stalemate): nothing is cut by it.
inline bool goalAlwaysReachable(const Position&, Color, int, int, const MateFocus&) { return true; }

/// The move filter of a goal without a bound (its test is goalAlwaysReachable): every move
/// may help, and IntelligentGoal with it is full width.
struct EveryMoveFilter {
    static constexpr bool withoutBound = true;
    void prepare(const Position&, Color, int, int, const MateFocus&) {}
    bool mayHelp(const Position&, Move) const { return true; }
    const MateWitness* spareWitness() const { return nullptr; }
};

/// The move filter of stalemate: no bound before the last two moves (full width there); at
/// them StalemateMoveFilter drops the moves after which the opponent certainly keeps a move.
struct StalemateEndFilter : EveryMoveFilter {
    /// `m` with `pliesLeft` half moves left (1: the last move, 2: the one before).
    static bool mayEnd(const Position& pos, Move m, int pliesLeft) {
        if (pliesLeft == 1) return preparedFor<1>(pos).mayStalemate(pos, m);
        if (pliesLeft == 2) return preparedFor<2>(pos).mayLeadToStalemate(pos, m);
        return true;
    }
    /// False only when no last move of `pos` passes mayEnd (the node is cut unexpanded).
    static bool anyMayEnd(const Position& pos) { return preparedFor<1>(pos).anyMayStalemate(pos); }

private:
    template <int PliesLeft>
    static const StalemateMoveFilter& preparedFor(const Position& pos) {
        thread_local StalemateMoveFilter filter;
        thread_local std::uint64_t preparedKey = 0;
        thread_local Bitboard preparedOccupancy = 0;
        if (pos.key() != preparedKey || pos.pieces() != preparedOccupancy) { // once per node
            preparedKey = pos.key();
            preparedOccupancy = pos.pieces();
            if constexpr (PliesLeft == 1)
                filter.prepare(pos);
            else
                filter.prepareBeforeLast(pos);
        }
        return filter;
    }
};

/// `Reachable` cuts nodes; `MoveFilter` (prepare(pos, target, targetMoves, actorMoves) once per
/// node, then mayHelp(pos, move)) drops the moves whose positions `Reachable` would cut.
template <class Goal, ReachabilityTest Reachable = mateReachable, class MoveFilter = MateMoveFilter>
struct IntelligentGoal : Goal {
    static constexpr bool filtersMoves = true;
    /// Whether `Reachable` cuts anything (and targets() tells final king squares apart).
    static constexpr bool hasBound = !requires { MoveFilter::withoutBound; };
    /// The target this thread searches: the final king squares and checking stands its lines
    /// may end with (a line ending otherwise is cut like an unreachable one). The solver
    /// searches each target on its own (help_solver.cpp); every line ends in one of them, so
    /// the union of the targets' lines is the whole set. `salt` keeps the targets' dead
    /// positions apart in the table; `epoch` tells the per-node caches that the target changed.
    struct Focus {
        MateFocus target;
        std::uint64_t salt = 0;
        std::uint64_t epoch = 0;
    };
    static Focus& focus() {
        thread_local Focus f;
        return f;
    }
    static void setFocus(const MateFocus& target) {
        Focus& f = focus();
        f.target = target;
        const bool everything = target.kingSquares == ~Bitboard(0) && target.checkerStands == ~Bitboard(0);
        f.salt = everything ? 0
                            : ((target.kingSquares + 0x632be59bd9b4e019ULL) * 0x9e3779b97f4a7c15ULL) ^
                                  ((target.checkerStands + 0x2545f4914f6cdd1dULL) * 0xbf58476d1ce4e5b9ULL);
        ++f.epoch;
    }
    static std::uint64_t tableSalt() { return focus().salt; }
    /// The targets for which the test holds at the root of a search of `plies` half moves:
    /// each final king square. (Splitting further by the checker's stand was measured: each
    /// target walks the shared first moves again, 5x the CPU on intell-32 h#6.)
    static std::vector<MateFocus> targets(const Position& pos, int plies) {
        const HelpBudgets b = helpBudgets<Goal>(pos, plies);
        std::vector<MateFocus> out;
        for (Square s = 0; s < 64; ++s) {
            const MateFocus king{squareBB(s), ~Bitboard(0)};
            if (Reachable(pos, b.target, b.targetMoves, b.actorMoves, king)) out.push_back(king);
        }
        return out;
    }
    /// Whether a final position (the mated side to move) belongs to the current target.
    static bool inFocus(const Position& pos) {
        const MateFocus& t = focus().target;
        if (t.checkerStands != ~Bitboard(0) && !(t.checkerStands & pos.checkers())) return false;
        return t.kingSquares & squareBB(pos.kingSquare(pos.sideToMove()));
    }
    /// The scheme that gave the side to move at a node a move to spare, by half moves left:
    /// filled when the node's moves are filtered, read when its children are judged (the
    /// walk is depth first, so the entry of pliesLeft + 1 is the parent's while it lasts;
    /// the key makes sure).
    struct ParentScheme {
        std::uint64_t key = 0;
        std::uint64_t epoch = 0;
        bool valid = false;
        MateWitness witness;
    };
    static constexpr int MaxTrackedPlies = 128;
    static ParentScheme& parentAt(int pliesLeft) {
        thread_local ParentScheme at[MaxTrackedPlies];
        return at[pliesLeft];
    }
    /// Whether the unit `last` (made, quiet) moved leaves the parent's scheme as it was: not
    /// in it, or approaching and not farther from its place.
    static bool keepsScheme(const Position& pos, Move last, const MateWitness& w) {
        const Square from = last.from(), to = last.to();
        if (!(w.units & squareBB(from))) return true;
        if (!(w.approaching & squareBB(from))) return false;
        const Square target = w.target[from];
        const Piece piece = pos.pieceOn(to);
        const UnitDistances& dist = UnitDistances::get();
        switch (typeOf(piece)) {
            case King: return distance(to, target) <= distance(from, target);
            case Pawn:
                return w.promoted[from]
                           ? dist.promoted(colorOf(piece), to, target) <= dist.promoted(colorOf(piece), from, target)
                           : dist.asPawn(colorOf(piece), to, target) <= dist.asPawn(colorOf(piece), from, target);
            default: return dist.occupy(piece, to, target) <= dist.occupy(piece, from, target);
        }
    }
    /// `last` (made) moved one unit and changed nothing else the test reads.
    static bool quietFor(const Position& pos, Move last, const UndoInfo& undo) {
        return !last.isCastling() && !last.isEnPassant() && !last.isPromotion() && undo.captured == NoPiece &&
               undo.castling == pos.castlingRights();
    }
    /// Nodes with 2 half moves left are cut by the bound for less than a table probe costs:
    /// measured (CPU) intell-07 h#5 0.52 -> 0.35 s, five other h#4/h#5 unchanged; 4 was 1.5-2x slower.
    /// Without a bound, the play type's own.
    static constexpr int tableMinPlies = hasBound ? 3 : Goal::tableMinPlies;
    /// Whether the goal may still be reached after `m` with `pliesLeft` half moves left, the
    /// move included (MoveFilter::mayEnd, if it has one: it judges the last moves).
    static bool endAllowed(const Position& pos, Move m, int pliesLeft) {
        if constexpr (requires { MoveFilter::mayEnd(pos, m, pliesLeft); })
            return MoveFilter::mayEnd(pos, m, pliesLeft);
        else
            return true;
    }
    /// Moves of a side with no move to spare that bring no unit nearer to its place in any
    /// scheme of the goal are dropped unmade (mate_move_filter.h). Not at the last half
    /// move: the goal judges that one.
    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        if constexpr (!hasBound) // full width, but for the last moves' filter
            return Goal::allowed(pos, m, pliesLeft) && endAllowed(pos, m, pliesLeft);
        if (!Goal::allowed(pos, m, pliesLeft)) return false;
        if (pliesLeft < 2) return true;
        thread_local MoveFilter filter;
        thread_local std::uint64_t preparedKey = 0;
        thread_local int preparedPlies = -1;
        thread_local std::uint64_t preparedEpoch = 0;
        const Focus& target = focus();
        if (pos.key() != preparedKey || pliesLeft != preparedPlies || target.epoch != preparedEpoch) { // once per node
            preparedKey = pos.key();
            preparedPlies = pliesLeft;
            preparedEpoch = target.epoch;
            const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
            filter.prepare(pos, b.target, b.targetMoves, b.actorMoves, target.target);
            if (pliesLeft < MaxTrackedPlies) {
                ParentScheme& parent = parentAt(pliesLeft);
                parent.key = pos.key();
                parent.epoch = target.epoch;
                const MateWitness* witness = filter.spareWitness();
                parent.valid = witness != nullptr;
                if (witness) parent.witness = *witness;
            }
        }
        return filter.mayHelp(pos, m);
    }
    /// Whether some last move of `pos` may reach the goal (MoveFilter::anyMayEnd, if it has one).
    static bool anyEndAllowed(const Position& pos) {
        if constexpr (requires { MoveFilter::anyMayEnd(pos); })
            return MoveFilter::anyMayEnd(pos);
        else
            return true;
    }
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        const int decided = Goal::leaf(pos, last, lastUndo, pliesLeft, counters);
        if constexpr (!hasBound) { // full width (no targets either), but for the last move's filter
            if (decided != -1 || pliesLeft != 1) return decided;
            ++counters.boundTests;
            if (anyEndAllowed(pos)) return -1;
            ++counters.boundCuts;
            return 0;
        }
        // A line belongs to the targets of its final position only.
        if (decided == 1 && !inFocus(pos)) return 0;
        if (decided != -1 || pliesLeft == 0) return decided;
        if (pliesLeft + 1 < MaxTrackedPlies) { // the parent's scheme still fits: no test needed
            const ParentScheme& parent = parentAt(pliesLeft + 1);
            if (parent.valid && parent.key == lastUndo.key && parent.epoch == focus().epoch &&
                quietFor(pos, last, lastUndo) && keepsScheme(pos, last, parent.witness))
                return -1;
        }
        const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
        ++counters.boundTests;
        if (Reachable(pos, b.target, b.targetMoves, b.actorMoves, focus().target)) return -1;
        ++counters.boundCuts;
        return 0;
    }
};

} // namespace gms

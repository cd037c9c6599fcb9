// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_traits.h  What every goal (the "what ends play" axis) tells the play types.
///
/// A goal is a struct of static members, judged on the position just after the move that
/// may reach it (the side to move is the one that suffers it: mated, stalemated, checked):
///   static constexpr GoalType type;                    its Stipulation::GoalType.
///   static constexpr int id;                           salts table keys (one per goal).
///   static constexpr GenMode generation;               the moves that can reach it (mate and check
///                                                      need a check: ChecksOnly; the rest: All).
///   static constexpr bool immobility;                  reached only when the side to move has no
///                                                      move (mate, stalemate): a node without moves
///                                                      answers it, so play types test it for free there.
///   static bool reachedWhenImmobile(const Position&);  immobility goals: the side to move has no
///                                                      move; is this the goal (mate: in check)?
///   static bool reached(Position&, Move last, const UndoInfo& lastUndo);  the goal test after `last`.
///   static constexpr bool asksWhoMoved;                optional: reached() takes the side not to move
///                                                      for the mover (goalAsksWhoMoved).
///   static bool mayReachWith(const Position&, Move);   optional, with anyMayReach: false only when the
///                                                      move of the side to move certainly misses the goal,
///   static bool anyMayReach(const Position&);          and false only when every move does; asked
///                                                      before any move is made (goalRulesOutMoves).
///   static constexpr bool endsPlay;                    optional, false when reaching it ends nothing
///                                                      before the last move (goalEndsPlay).
/// The notation of each goal is Stipulation's (goalSymbol).
#pragma once

#include "movegen.h"
#include "position.h"
#include "stipulation.h"

namespace gms {

/// Defaults of the goals that are a property of the move just played (capture, castling, ...).
struct MoveGoalDefaults {
    static constexpr GenMode generation = GenMode::All;
    static constexpr bool immobility = false;
    static bool reachedWhenImmobile(const Position&) { return false; }
};

/// G's test reads who moved from the side to move (`static constexpr bool asksWhoMoved`): it
/// must see the position as the move left it, not after a pass (series play).
template <class G>
constexpr bool goalAsksWhoMoved() {
    if constexpr (requires { G::asksWhoMoved; }) return G::asksWhoMoved;
    return false;
}

/// Whether reaching G ends the play (`static constexpr bool endsPlay = false`: no, as "not
/// mate", which exact- judges at the last move only).
template <class G>
constexpr bool goalEndsPlay() {
    if constexpr (requires { G::endsPlay; }) return G::endsPlay;
    return true;
}

/// G can rule out goal moves before making them (mayReachWith and anyMayReach): the goals that
/// are a property of the move (a target square, a capture, a circuit, ...).
template <class G>
constexpr bool goalRulesOutMoves() {
    return requires(const Position& pos, Move m) {
        G::mayReachWith(pos, m);
        G::anyMayReach(pos);
    };
}

/// Fills `list` with the legal moves (`mode`, `weights` as generateLegal's) of the side to move
/// that may reach goal G: none when G sees that no move can, else those mayReachWith keeps.
template <class G>
inline void keepGoalMoves(const Position& pos, MoveList& list, GenMode mode, const OrderingWeights* weights = nullptr) {
    list.size = 0;
    if (!G::anyMayReach(pos)) return;
    generateLegal(pos, list, mode, weights);
    int kept = 0;
    for (int i = 0; i < list.size; ++i)
        if (G::mayReachWith(pos, list.moves[i])) {
            list.moves[kept] = list.moves[i];
            list.weights[kept++] = list.weights[i];
        }
    list.size = kept;
}

/// The side that just moved (not to move in `pos`) would have no move if it were its turn.
inline bool moverImmobile(const Position& pos) {
    Position copy = pos;
    UndoInfo undo;
    copy.makeNullMove(undo);
    return !hasLegalMove(copy);
}

} // namespace gms

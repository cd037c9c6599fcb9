// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_direct_play.h  Help-direct play (Popeye's structured "2Nhh[2da[G]]"): both sides
/// cooperate for 2N half moves, then the side that started must move and the other side
/// reaches the goal in one whatever it plays.
#pragma once

#include "goals/goal_moves.h"
#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// The direct ending in one: the side to move has a move (a side already mated or stalemated
/// has no defence to answer: Popeye 4.104 prints no line), and after each the other side has
/// a move that reaches G. With `NotInCheck` (Popeye's constraint {!+}) the side to move must
/// not be in check either.
template <class G, bool NotInCheck>
inline bool everyDefenceAllowsGoal(Position& pos, SearchCounters& counters) {
    if (NotInCheck && pos.inCheck()) return false;
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.size == 0) return false;
    for (int i = 0; i < moves.size; ++i) {
        UndoInfo undo;
        pos.makeMove(moves.moves[i], undo);
        ++counters.gen;
        const bool allowed = hasGoalMove<G>(pos, counters);
        pos.unmakeMove(moves.moves[i], undo);
        if (!allowed) return false;
    }
    return true;
}

/// The key of the attacker's ending "3a[G]d": a move that reaches G, or after which every
/// defence allows G in one.
template <class G>
inline bool isDirectKey(Position& pos, Move key, SearchCounters& counters) {
    UndoInfo undo;
    pos.makeMove(key, undo);
    ++counters.gen;
    const bool wins = G::reached(pos, key, undo) || everyDefenceAllowsGoal<G, false>(pos, counters);
    pos.unmakeMove(key, undo);
    return wins;
}

/// The attacker's ending in two: the side to move has a key (isDirectKey).
template <class G>
inline bool winsInTwo(Position& pos, SearchCounters& counters) {
    MoveList keys;
    generateLegal(pos, keys);
    for (int i = 0; i < keys.size; ++i)
        if (isDirectKey<G>(pos, keys.moves[i], counters)) return true;
    return false;
}

/// Searched with the help play's plies + 1: at `pliesLeft` = 1 the ending is judged in place
/// (the solver appends its moves to each line unless the ending is hidden): the defender's
/// move ("2da[G]"), or with `AttackerFirst` the attacker's key ("3a[G]d").
template <class G, bool NotInCheck, bool AttackerFirst = false>
struct HelpDirectPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 1) return -1;
        ++counters.evl;
        if constexpr (AttackerFirst)
            return winsInTwo<G>(pos, counters);
        else
            return everyDefenceAllowsGoal<G, NotInCheck>(pos, counters);
    }
    static constexpr bool forcedLastMove = true;
    /// The ending's moves (help_solver.cpp writes a line for each defence and goal move).
    static constexpr bool endingWithGoalMove = true;
    static constexpr bool attackerFirst = AttackerFirst;
    static constexpr int goalId = (AttackerFirst ? 448 : NotInCheck ? 416 : 400) + G::id;
};

} // namespace gms

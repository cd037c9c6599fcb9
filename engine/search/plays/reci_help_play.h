// SPDX-License-Identifier: GPL-3.0-or-later
/// @file reci_help_play.h  Reciprocal help play (reci-h#N, reci-h=N, ...): help play to a position
/// where the side to move can both reach the goal itself in one move and help the other side
/// reach it in one (Popeye: 2N-2 help half moves, then "1h[G]h & 2hh[G]").
#pragma once

#include "goals/goal_moves.h"
#include "goals/goal_traits.h"
#include "movegen.h"
#include "plays/cooperative_play.h"

namespace gms {

/// Some move of the side to move lets the other side reach G in one (h#1's pair of moves).
template <class G>
inline bool hasHelpGoal(Position& pos, SearchCounters& counters) {
    MoveList moves;
    generateLegal(pos, moves);
    for (int i = 0; i < moves.size; ++i) {
        UndoInfo undo;
        pos.makeMove(moves.moves[i], undo);
        ++counters.gen;
        const bool reached = hasGoalMove<G>(pos, counters);
        pos.unmakeMove(moves.moves[i], undo);
        if (reached) return true;
    }
    return false;
}

/// The help half moves before the reciprocal ending: every node Or; the node reached at 0
/// succeeds when both endings exist there (the solver writes them out, one line per ending).
template <class G>
struct ReciHelpPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) return -1;
        ++counters.evl;
        return hasGoalMove<G>(pos, counters) && hasHelpGoal<G>(pos, counters);
    }
    /// The lines found end before the reciprocal ending, which is appended afterwards.
    static constexpr bool reciprocalEnding = true;
    static constexpr int goalId = 96 + G::id;
};

} // namespace gms

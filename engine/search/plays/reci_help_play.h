// SPDX-License-Identifier: GPL-3.0-or-later
/// @file reci_help_play.h  Reciprocal help play (reci-h#N, reci-h(=)#N, ser-reci-h#N, ...): help
/// play (or a series) to a position where the side to move can both reach a goal itself in one
/// move (the direct ending: the bracketed goal, else G) and help the other side reach G in one
/// (Popeye: 2N-2 help half moves, then "1h[D]h & 2hh[G]"; ser-: N-1 series moves first).
#pragma once

#include "goals/goal_dispatch.h"
#include "goals/goal_moves.h"
#include "goals/goal_parameter.h"
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

/// The direct ending: the side to move reaches the problem's bracketed goal (GoalParameter), or
/// G, in one move; with `found`, every such move is collected.
template <class G>
inline bool hasDirectEnding(Position& pos, SearchCounters& counters, MoveList* found = nullptr) {
    const auto& bracketed = GoalParameter::directEndingGoal();
    if (!bracketed) return hasGoalMove<G>(pos, counters, found);
    bool reached = false;
    dispatchGoal(*bracketed, [&]<class D>() { reached = hasGoalMove<D>(pos, counters, found); });
    return reached;
}

/// The help half moves before the reciprocal ending: every node Or; the node reached at 0
/// succeeds when both endings exist there (the solver writes them out, one line per ending).
template <class G>
struct ReciHelpPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) return -1;
        ++counters.evl;
        return hasDirectEnding<G>(pos, counters) && hasHelpGoal<G>(pos, counters);
    }
    /// The lines found end before the reciprocal ending, which is appended afterwards.
    static constexpr bool reciprocalEnding = true;
    static constexpr int goalId = 96 + G::id;
};

/// ser-reci-h: `pliesLeft` series moves before the reciprocal ending, the other side passing
/// after each; none of them may give check (the pass would leave a king in check). The
/// ending's first move may (Popeye: ser-h#'s last series move may check too).
template <class G>
struct SeriesReciHelpPlay : ReciHelpPlay<G> {
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 1; }
    static bool allowed(const Position& pos, Move m, int) { return !pos.givesCheck(m); }
    static constexpr int goalId = 160 + G::id;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_reflex_play.h  Series reflex play (ser-r#N, ser-r=N, ...): the series side plays
/// up to N moves in a row under the reflex obligations, ending as r#1: after its last move the
/// other side must reach the goal in one.
#pragma once

#include "goals/goal_moves.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// `pliesLeft` = series moves left + 1, as in ser-s. Popeye 4.104's obligations, checked on
/// its output: before every series move, a series side that can reach the goal in one must
/// (it fails; in the diagram those moves are shown, "1.Qd2-b2 # ?!?"); after every series
/// move, the other side, instead of passing, must reach the goal when it can: that ends the
/// play (a shorter solution, found at its own length; no longer line passes there). After the
/// last series move the other side must have a goal move; its goal moves, all of them, are
/// appended to each line afterwards (one line per move). No series move but the last checks.
/// Semi-reflex ("2s[>1a[x]d]", GoalParameter::semiReflex): the series side is not obliged.
template <class G>
struct SeriesReflexPlay : CooperativePlay {
    using GoalType = G;
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 3; }
    /// A series move before the last may not check, nor let the other side reach the goal
    /// (that is the shorter line, where the other side's goal move ends the play).
    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        return seriesMoveGoesOn(pos, m, pliesLeft,
                                [](Position& after, SearchCounters& c) { return hasGoalMove<G>(after, c); });
    }
    /// After a pass (the series side to move): it fails if it can reach the goal in one. After
    /// the last series move (the other side to move): that side must have a goal move.
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft > 1 && GoalParameter::semiReflex()) return -1; // the series side to move
        ++counters.evl;
        const bool goalMove = hasGoalMove<G>(pos, counters);
        if (pliesLeft == 1) return goalMove;
        return goalMove ? 0 : -1;
    }
    /// The forced last half move is not walked: the goal moves are appended afterwards.
    static constexpr bool forcedLastMove = true;
    static void forcedMoves(Position& pos, MoveList& out, SearchCounters& counters) {
        hasGoalMove<G>(pos, counters, &out);
    }
    /// In the diagram, the series side that can reach the goal in one must: no solution then.
    static constexpr bool rootObligation = true;
    /// The series side (the one obliged first) moves in the diagram.
    static constexpr bool attackerMovesInDiagram(int) { return true; }
    static constexpr int goalId = 128 + G::id;
};

} // namespace gms

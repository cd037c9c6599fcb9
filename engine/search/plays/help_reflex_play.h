// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_reflex_play.h  Help-reflex play (hr#N, hr=N, ...): help play under the reflex
/// obligations, ending as r#1: after the attacker's last move the defender reaches the goal.
#pragma once

#include "goals/goal_moves.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// Searched with 2N plies (2N+1 for N.5), every node Or, the attacker (the side that does not
/// reach the goal) to move at even plies left. Before every half move a side that can reach
/// the goal in one must (Popeye 4.104): the defender doing so ends the play (a line of this
/// length may not pass such a node: it is a shorter solution, found at its own length), the
/// attacker doing so fails. At `pliesLeft` = 1 the defender must have a goal move; its goal
/// moves, all of them, are appended to each line afterwards (one line per move).
/// Semi-reflex ("3h[>1a[x]d]h", GoalParameter::semiReflex): the attacker is not obliged.
template <class G>
struct HelpReflexPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft % 2 == 0 && GoalParameter::semiReflex()) return -1; // the attacker to move
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
    /// In the diagram, an attacker to move that can reach the goal in one must: no solution then.
    static constexpr bool rootObligation = true;
    /// hr#N: the attacker moves in the diagram (an even number of half moves); hr#N.5 the defender.
    static constexpr bool attackerMovesInDiagram(int plies) { return plies % 2 == 0; }
    static constexpr int goalId = 112 + G::id;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_forbidden_goal_play.h  Help play with a goal forbidden to one side's moves
/// (Popeye's structured "- 3h[#]{!x}h", BEISPIEL/sford.inp: White's moves must not capture):
/// a move of that side that reaches the forbidden goal, and not the play's, ends the line
/// unsolved.
#pragma once

#include "goals/either_side_goal.h"
#include "plays/help_play.h"

#include <cstdint>

namespace gms {

/// The play's goal and the forbidden one are read at run time (EitherSideGoal without a goal
/// for the side that starts is the play's goal), so the family is compiled once for every pair.
struct HelpForbiddenGoalPlay : HelpPlay<EitherSideGoal> {
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        const int result = goalMoveLeaf<EitherSideGoal>(pos, last, lastUndo, pliesLeft, !(pliesLeft & 1), counters);
        if (result != -1) return result; // the goal decides first: "Re1*e8 #" mates although it captures
        const GoalParameters& p = GoalParameter::current();
        const bool goalSideMoved = !(pliesLeft & 1);
        if (goalSideMoved != p.forbiddenForGoalSide) return -1;
        bool forbidden = false;
        dispatchGoal(*p.forbiddenGoal, [&]<class F>() { forbidden = F::reached(pos, last, lastUndo); });
        return forbidden ? 0 : -1;
    }
    static constexpr int goalId = 501;
    /// The pair of goals and the constrained side decide a position's value.
    static std::uint64_t tableSalt() {
        const GoalParameters& p = GoalParameter::current();
        return 0x7A3D95C1E84B62F1ull * std::uint64_t(1 + int(p.otherSideGoal)) ^
               0xD1B54A32D192ED03ull * std::uint64_t(2 + (p.forbiddenGoal ? int(*p.forbiddenGoal) : -1)) ^
               0x94D049BB133111EBull * std::uint64_t(1 + int(p.forbiddenForGoalSide));
    }
};

} // namespace gms

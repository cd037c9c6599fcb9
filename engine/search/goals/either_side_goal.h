// SPDX-License-Identifier: GPL-3.0-or-later
/// @file either_side_goal.h  The goals of help play in which each side has one (Popeye's
/// structured "4h[=]h[#]"): after a move of the side that starts, its goal
/// (GoalParameter::startingSideGoal), after a move of the other side, the stipulation's.
#pragma once

#include "goals/goal_dispatch.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"

namespace gms {

/// One goal struct for every pair: the pair is read at run time, so the help family is
/// compiled once for it, not once per pair.
struct EitherSideGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Mate; ///< the pair's: Stipulation
    static constexpr int id = 60;
    static bool reached(Position& pos, Move last, const UndoInfo& lastUndo) {
        const GoalParameters& p = GoalParameter::current();
        const Stipulation::GoalType goal =
            pos.sideToMove() != p.startingSide && p.startingSideGoal ? *p.startingSideGoal : p.otherSideGoal;
        bool hit = false;
        dispatchGoal(goal, [&]<class D>() { hit = D::reached(pos, last, lastUndo); });
        return hit;
    }
};

} // namespace gms

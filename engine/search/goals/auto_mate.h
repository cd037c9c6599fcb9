// SPDX-License-Identifier: GPL-3.0-or-later
/// @file auto_mate.h  Goal "!#" (automate): the side that moves mates itself, its move leaving its
/// own king attacked with no legal move to follow (Popeye 4.104; EXAMPLES/automate.inp).
#pragma once

#include "self_check_goal.h"

namespace gms {

struct AutoMateGoal : SelfCheckGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::AutoMate;
    static constexpr int id = 13;
    static bool reached(Position& pos, Move, const UndoInfo&) { return moverMated(pos); }
};

} // namespace gms

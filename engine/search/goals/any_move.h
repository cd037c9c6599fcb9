// SPDX-License-Identifier: GPL-3.0-or-later
/// @file any_move.h  Goal "~": any move reaches it (the play just has to be possible).
#pragma once

#include "goal_traits.h"

namespace gms {

struct AnyMoveGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::AnyMove;
    static constexpr int id = 8;
    static bool reached(Position&, Move, const UndoInfo&) { return true; }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file check.h  Goal "+": the move gives check (mate included, as Popeye counts it).
#pragma once

#include "goal_traits.h"

namespace gms {

struct CheckGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Check;
    static constexpr int id = 4;
    /// Only checks are generated for the move that must give one.
    static constexpr GenMode generation = GenMode::ChecksOnly;
    static bool reached(Position& pos, Move, const UndoInfo&) { return pos.inCheck(); }
};

} // namespace gms

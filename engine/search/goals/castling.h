// SPDX-License-Identifier: GPL-3.0-or-later
/// @file castling.h  Goal "00": the move is a castling.
#pragma once

#include "goal_traits.h"

namespace gms {

struct CastlingGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Castling;
    static constexpr int id = 7;
    static bool reached(Position&, Move last, const UndoInfo&) { return last.isCastling(); }
};

} // namespace gms

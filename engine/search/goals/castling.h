// SPDX-License-Identifier: GPL-3.0-or-later
/// @file castling.h  Goal "00": the move is a castling.
#pragma once

#include "goal_reach.h"
#include "goal_traits.h"

namespace gms {

struct CastlingGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Castling;
    static constexpr int id = 7;
    static bool reached(Position&, Move last, const UndoInfo&) { return last.isCastling(); }
    static bool mayReachWith(const Position&, Move m) { return m.isCastling(); }
    static bool anyMayReach(const Position& pos) { return sideMayCastle(pos); }
};

} // namespace gms

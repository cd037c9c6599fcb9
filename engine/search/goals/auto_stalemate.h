// SPDX-License-Identifier: GPL-3.0-or-later
/// @file auto_stalemate.h  Goal "!=": the side that moved is stalemated (it would have no move
/// if it were its turn; it is not in check after its own legal move).
#pragma once

#include "goal_traits.h"

namespace gms {

struct AutoStalemateGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::AutoStalemate;
    static constexpr int id = 9;
    static constexpr bool asksWhoMoved = true;
    static bool reached(Position& pos, Move, const UndoInfo&) { return !pos.inCheck() && moverImmobile(pos); }
};

} // namespace gms

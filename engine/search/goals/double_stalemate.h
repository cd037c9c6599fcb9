// SPDX-License-Identifier: GPL-3.0-or-later
/// @file double_stalemate.h  Goal "==": both sides are stalemated (the side that moved would have
/// no move either if it were its turn).
#pragma once

#include "goal_traits.h"

namespace gms {

struct DoubleStalemateGoal {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::DoubleStalemate;
    static constexpr int id = 2;
    static constexpr GenMode generation = GenMode::All;
    static constexpr bool immobility = true;
    static bool reachedWhenImmobile(const Position& pos) { return !pos.inCheck() && moverImmobile(pos); }
    static bool reached(Position& pos, Move, const UndoInfo&) {
        return !pos.inCheck() && !hasLegalMove(pos) && moverImmobile(pos);
    }
};

} // namespace gms

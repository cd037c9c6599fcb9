// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stalemate.h  Goal "=": the side to move is stalemated.
#pragma once

#include "goal_traits.h"

namespace gms {

struct StalemateGoal {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Stalemate;
    static constexpr int id = 1;
    static constexpr GenMode generation = GenMode::All;
    static constexpr bool immobility = true;
    static bool reachedWhenImmobile(const Position& pos) { return !pos.inCheck(); }
    static bool reached(Position& pos, Move, const UndoInfo&) { return !pos.inCheck() && !hasLegalMove(pos); }
};

} // namespace gms

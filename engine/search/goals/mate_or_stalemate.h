// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_or_stalemate.h  Goal "#=": the side to move is mated or stalemated (has no move).
#pragma once

#include "goal_traits.h"

namespace gms {

struct MateOrStalemateGoal {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::MateOrStalemate;
    static constexpr int id = 3;
    static constexpr GenMode generation = GenMode::All;
    static constexpr bool immobility = true;
    static bool reachedWhenImmobile(const Position&) { return true; }
    static bool reached(Position& pos, Move, const UndoInfo&) { return !hasLegalMove(pos); }
};

} // namespace gms

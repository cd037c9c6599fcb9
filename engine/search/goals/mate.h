// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate.h  Goal "#": the side to move is checkmated.
#pragma once

#include "goal_traits.h"

namespace gms {

struct MateGoal {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Mate;
    static constexpr int id = 0;
    /// Only a check can mate.
    static constexpr GenMode generation = GenMode::ChecksOnly;
    static constexpr bool immobility = true;
    static bool reachedWhenImmobile(const Position& pos) { return pos.inCheck(); }
    static bool reached(Position& pos, Move, const UndoInfo&) { return pos.inCheck() && !hasLegalMove(pos); }
};

} // namespace gms

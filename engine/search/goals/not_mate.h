// SPDX-License-Identifier: GPL-3.0-or-later
/// @file not_mate.h  Goal "!#" of Popeye's structured stipulation ("1a[!#]d": White moves and
/// does not mate): after the move the side to move is not checkmated. Popeye prints no mark.
#pragma once

#include "goal_traits.h"

namespace gms {

struct NotMateGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::NotMate;
    static constexpr int id = 19;
    /// Nearly every move reaches it: exact- (Popeye's "3:3a[!#]d") asks at the last move only.
    static constexpr bool endsPlay = false;
    static bool reached(Position& pos, Move, const UndoInfo&) { return !pos.inCheck() || hasLegalMove(pos); }
};

} // namespace gms

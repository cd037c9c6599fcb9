// SPDX-License-Identifier: GPL-3.0-or-later
/// @file double_mate.h  Goal "##" (double mate): after the move both sides are mated, the mover by
/// its own self-check; the mover must have had a legal move before it (Popeye 4.104: a side
/// that is stalemated or mated does not double-mate, TESTS/series_play.inp).
#pragma once

#include "self_check_goal.h"

namespace gms {

struct DoubleMateGoal : SelfCheckGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::DoubleMate;
    static constexpr int id = 14;
    static bool reached(Position& pos, Move last, const UndoInfo& lastUndo) {
        return bothMated(pos) && hasLegalMove(positionBefore(pos, last, lastUndo));
    }
};

} // namespace gms

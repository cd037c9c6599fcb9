// SPDX-License-Identifier: GPL-3.0-or-later
/// @file counter_mate.h  Goal "##!" (counter-mate): a side that is mated moves, and after its
/// move both sides are mated (Popeye 4.104, TESTS/battle_play.inp: "White has to be mate").
#pragma once

#include "self_check_goal.h"

namespace gms {

struct CounterMateGoal : SelfCheckGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::CounterMate;
    static constexpr int id = 15;
    static bool reached(Position& pos, Move last, const UndoInfo& lastUndo) {
        if (!bothMated(pos)) return false;
        const Position before = positionBefore(pos, last, lastUndo);
        return before.inCheck() && !hasLegalMove(before);
    }
};

} // namespace gms

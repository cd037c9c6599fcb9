// SPDX-License-Identifier: GPL-3.0-or-later
/// @file target.h  Goal "Zxy": a unit of the side moving arrives on the square xy.
#pragma once

#include "goal_parameter.h"
#include "goal_reach.h"
#include "goal_traits.h"

namespace gms {

/// Popeye 4.104 follows the moving unit to where it stands after the move: the arrival square
/// (a castling king's, a promoted pawn's, an e.p. capturer's). The square is the problem's
/// (GoalParameter).
struct TargetGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Target;
    static constexpr int id = 10;
    static bool reached(Position&, Move last, const UndoInfo&) {
        return int(last.to()) == GoalParameter::targetSquare();
    }
    static bool mayReachWith(const Position&, Move m) { return int(m.to()) == GoalParameter::targetSquare(); }
    static bool anyMayReach(const Position& pos) {
        const int target = GoalParameter::targetSquare();
        return target >= 0 && (sideMayCastle(pos) || (sideReach(pos) & squareBB(Square(target))));
    }
};

} // namespace gms

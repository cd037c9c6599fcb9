// SPDX-License-Identifier: GPL-3.0-or-later
/// @file exchange.h  Goal "<>" (exchange): the moving unit arrives on the diagram square of
/// another unit of its side, which stands on the moving unit's diagram square.
#pragma once

#include "goal_traits.h"

namespace gms {

/// Units are followed from the diagram (Position::followUnits, set by the Solver for this goal).
struct ExchangeGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Exchange;
    static constexpr int id = 17;
    static constexpr bool asksWhoMoved = true;
    static bool reached(Position& pos, Move last, const UndoInfo&) {
        const Square arrival = last.to();
        const Square home = pos.unitOrigin(arrival);
        if (home == NoSquare || home == arrival) return false;
        const Piece partner = pos.pieceOn(home);
        return partner != NoPiece && colorOf(partner) != pos.sideToMove() && pos.unitOrigin(home) == arrival;
    }
};

} // namespace gms

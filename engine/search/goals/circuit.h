// SPDX-License-Identifier: GPL-3.0-or-later
/// @file circuit.h  Goal "ct" (circuit): the moving unit arrives back on its diagram square.
#pragma once

#include "goal_traits.h"

namespace gms {

/// Units are followed from the diagram (Position::followUnits, set by the Solver for this
/// goal), so a unit arriving where a like unit stood in the diagram does not count. Popeye 4.104
/// follows the moving unit: a castling king, never the rook beside it.
struct CircuitGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Circuit;
    static constexpr int id = 16;
    static bool reached(Position& pos, Move last, const UndoInfo&) { return pos.unitOrigin(last.to()) == last.to(); }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file en_passant.h  Goal "ep": the move is an en-passant capture.
#pragma once

#include "goal_traits.h"

namespace gms {

struct EnPassantGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::EnPassant;
    static constexpr int id = 6;
    static bool reached(Position&, Move last, const UndoInfo&) { return last.isEnPassant(); }
    static bool mayReachWith(const Position&, Move m) { return m.isEnPassant(); }
    static bool anyMayReach(const Position& pos) { return pos.epSquare() != NoSquare; }
};

} // namespace gms

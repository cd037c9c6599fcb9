// SPDX-License-Identifier: GPL-3.0-or-later
/// @file win_piece.h  Goal "%" (win a piece, Popeye's Steingewinn): the move captures.
#pragma once

#include "goal_traits.h"

namespace gms {

/// In orthodox chess Popeye 4.104 judges it as it judges "x" (any capture, e.p. included):
/// the same lines, marked "%" (tests/data/stipulations: h%1, %2, ser-%3 beside hx1, x2, ser-x3).
struct WinPieceGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::WinPiece;
    static constexpr int id = 12;
    static bool reached(Position&, Move, const UndoInfo& undo) { return undo.captured != NoPiece; }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file capture.h  Goal "x": the move captures (e.p. included).
#pragma once

#include "goal_reach.h"
#include "goal_traits.h"

namespace gms {

struct CaptureGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Capture;
    static constexpr int id = 5;
    static bool reached(Position&, Move, const UndoInfo& undo) { return undo.captured != NoPiece; }
    static bool mayReachWith(const Position& pos, Move m) { return pos.isCapture(m); }
    static bool anyMayReach(const Position& pos) {
        return pos.epSquare() != NoSquare || (sideReach(pos) & pos.pieces(~pos.sideToMove()));
    }
};

} // namespace gms

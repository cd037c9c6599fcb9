// SPDX-License-Identifier: GPL-3.0-or-later
/// @file circuit.h  Goal "ct" (circuit): the moving unit arrives back on its diagram square.
#pragma once

#include "goal_reach.h"
#include "goal_traits.h"
#include "hotpath.h"

namespace gms {

/// Units are followed from the diagram (Position::followUnits, set by the Solver for this
/// goal), so a unit arriving where a like unit stood in the diagram does not count. Popeye 4.104
/// follows the moving unit: a castling king, never the rook beside it.
struct CircuitGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Circuit;
    static constexpr int id = 16;
    static bool reached(Position& pos, Move last, const UndoInfo&) { return pos.unitOrigin(last.to()) == last.to(); }
    /// The moving unit (a castling king too) takes its diagram square along.
    static bool mayReachWith(const Position& pos, Move m) { return pos.unitOrigin(m.from()) == m.to(); }
    /// Some unit away from its diagram square can go back there.
    static bool anyMayReach(const Position& pos) {
        for (Bitboard units = pos.pieces(pos.sideToMove()); units; units &= units - 1) {
            const Square at = hot::lsb(units), home = pos.unitOrigin(at);
            if (home != at && home != NoSquare && (unitReach(pos, at) & squareBB(home))) return true;
        }
        return false;
    }
};

} // namespace gms

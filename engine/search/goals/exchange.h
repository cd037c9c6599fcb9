// SPDX-License-Identifier: GPL-3.0-or-later
/// @file exchange.h  Goal "<>" (exchange): the moving unit arrives on the diagram square of
/// another unit of its side, which stands on the moving unit's diagram square.
#pragma once

#include "goal_reach.h"
#include "goal_traits.h"
#include "hotpath.h"

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
    /// Before the move: the partner stands on the mover's diagram square, and the mover goes to
    /// the partner's. A castling moves two units: kept.
    static bool mayReachWith(const Position& pos, Move m) {
        return m.isCastling() || m.to() == partnerHome(pos, m.from());
    }
    static bool anyMayReach(const Position& pos) {
        if (sideMayCastle(pos)) return true;
        for (Bitboard units = pos.pieces(pos.sideToMove()); units; units &= units - 1) {
            const Square at = hot::lsb(units), goal = partnerHome(pos, at);
            if (goal != NoSquare && (unitReach(pos, at) & squareBB(goal))) return true;
        }
        return false;
    }

private:
    /// The diagram square of the unit of the same side standing on the diagram square of the unit
    /// on `at` (NoSquare when there is none, or when the unit on `at` stands on its own).
    static Square partnerHome(const Position& pos, Square at) {
        const Square home = pos.unitOrigin(at);
        if (home == NoSquare || home == at) return NoSquare;
        const Piece partner = pos.pieceOn(home);
        if (partner == NoPiece || colorOf(partner) != colorOf(pos.pieceOn(at))) return NoSquare;
        const Square partnerOrigin = pos.unitOrigin(home);
        return partnerOrigin == home ? NoSquare : partnerOrigin;
    }
};

} // namespace gms

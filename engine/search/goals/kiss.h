// SPDX-License-Identifier: GPL-3.0-or-later
/// @file kiss.h  Goal "Kxy" (kiss): the moving unit arrives next to the unit that stood on xy in
/// the diagram, and no other unit stands next to that one.
#pragma once

#include "goal_parameter.h"
#include "goal_reach.h"
#include "goal_traits.h"
#include "hotpath.h"

namespace gms {

/// As Popeye 4.104 judges it: the kissed unit is followed from the diagram
/// (Position::followUnits, set by the Solver for this goal), of either side, and "naked": the
/// kisser is its only neighbour. The square xy is the problem's (GoalParameter).
struct KissGoal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Kiss;
    static constexpr int id = 18;
    static bool reached(Position& pos, Move last, const UndoInfo&) {
        const Square kisser = last.to();
        const int kissedFrom = GoalParameter::targetSquare();
        for (Bitboard next = kingAttacks(kisser) & pos.pieces(); next; next &= next - 1) {
            const Square s = hot::lsb(next);
            if (pos.unitOrigin(s) == kissedFrom) return (kingAttacks(s) & pos.pieces() & ~squareBB(kisser)) == 0;
        }
        return false;
    }
    /// The mover arrives next to the kissed unit, which is not the mover. A castling moves two
    /// units: kept.
    static bool mayReachWith(const Position& pos, Move m) {
        if (m.isCastling()) return true;
        const Square kissed = kissedSquare(pos);
        return kissed != NoSquare && kissed != m.from() && (kingAttacks(kissed) & squareBB(m.to()));
    }
    static bool anyMayReach(const Position& pos) {
        if (sideMayCastle(pos)) return true;
        const Square kissed = kissedSquare(pos);
        if (kissed == NoSquare) return false;
        for (Bitboard units = pos.pieces(pos.sideToMove()) & ~squareBB(kissed); units; units &= units - 1)
            if (unitReach(pos, hot::lsb(units)) & kingAttacks(kissed)) return true;
        return false;
    }

private:
    /// Where the unit of the diagram's square xy stands now (NoSquare when it was captured).
    static Square kissedSquare(const Position& pos) {
        const int kissedFrom = GoalParameter::targetSquare();
        for (Bitboard units = pos.pieces(); units; units &= units - 1)
            if (pos.unitOrigin(hot::lsb(units)) == kissedFrom) return hot::lsb(units);
        return NoSquare;
    }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file kiss.h  Goal "Kxy" (kiss): the moving unit arrives next to the unit that stood on xy in
/// the diagram, and no other unit stands next to that one.
#pragma once

#include "goal_parameter.h"
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
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file chess81.h  Goal "c81" (Chess81): the moving unit arrives on the far rank (White's on the
/// 8th, Black's on the 1st).
#pragma once

#include "goal_reach.h"
#include "goal_traits.h"

namespace gms {

/// Popeye 4.104 follows the moving unit to where it stands after the move, as for Zxy: a
/// promoted pawn on its promotion square counts, a castling rook or king never reaches the far
/// rank.
struct Chess81Goal : MoveGoalDefaults {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::Chess81;
    static constexpr int id = 11;
    static constexpr bool asksWhoMoved = true;
    static bool reached(Position& pos, Move last, const UndoInfo&) {
        const int rank = int(last.to()) / 8;
        return pos.sideToMove() == Black ? rank == 7 : rank == 0; // White moved: the 8th rank
    }
    static bool mayReachWith(const Position& pos, Move m) { return int(m.to()) / 8 == lastRank(pos); }
    static bool anyMayReach(const Position& pos) { return sideReach(pos) & (Bitboard(0xFF) << (8 * lastRank(pos))); }

private:
    /// The rank (0-7) the side to move is to reach: White the 8th, Black the 1st.
    static int lastRank(const Position& pos) { return pos.sideToMove() == White ? 7 : 0; }
};

} // namespace gms

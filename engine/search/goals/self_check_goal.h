// SPDX-License-Identifier: GPL-3.0-or-later
/// @file self_check_goal.h  What the goals reached by a self-check share (!#, ##, ##!): the goal
/// move leaves the mover's own king attacked, which play allows for this move alone (Popeye
/// leaves out its self-check guard there); the mover is then mated by its own move.
#pragma once

#include "goal_traits.h"

namespace gms {

/// Defaults of a goal whose move is a self-check: only self-checks are generated for it, and a
/// self-check that misses it is no move at all.
struct SelfCheckGoalDefaults {
    static constexpr GenMode generation = GenMode::SelfChecks;
    static constexpr bool immobility = false;
    static constexpr bool selfCheck = true;
    static bool reachedWhenImmobile(const Position&) { return false; }
};

/// G's goal move is a self-check (SelfCheckGoalDefaults).
template <class G>
constexpr bool isSelfCheckGoal() {
    if constexpr (requires { G::selfCheck; }) return G::selfCheck;
    return false;
}

/// The side that just moved (not to move in `pos`) left its own king attacked.
inline bool moverInCheck(const Position& pos) {
    const Color mover = ~pos.sideToMove();
    const Square king = pos.kingSquare(mover);
    return king != NoSquare && pos.isAttacked(king, pos.sideToMove());
}

/// The side that just moved is mated by its own move: its king attacked, and no legal move if
/// it were its turn.
inline bool moverMated(const Position& pos) { return moverInCheck(pos) && moverImmobile(pos); }

/// Both sides are mated: the side to move in `pos` by the move just made, the mover by its own.
inline bool bothMated(const Position& pos) { return pos.inCheck() && moverMated(pos) && !hasLegalMove(pos); }

/// The position before `last` (undone on a copy), for the goals whose condition looks back.
inline Position positionBefore(const Position& pos, Move last, const UndoInfo& lastUndo) {
    Position before = pos;
    before.unmakeMove(last, lastUndo);
    return before;
}

} // namespace gms

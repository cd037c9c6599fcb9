// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_play.h  Help play (h) with any goal: both sides cooperate to reach the goal in exactly
/// the half moves left, the last one made by the side not to move at the start (h#N) or by the
/// side to move (h#N.5, one half move more).
#pragma once

#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// Every node is Or (both sides look for the goal together). The move at `pliesLeft` = 1
/// must reach the goal, judged on the node reached at 0.
template <class G>
struct HelpPlay : CooperativePlay {
    using GoalType = G;
    /// The goal move is generated as the goal allows (checks only for mate and check).
    /// The move at 1 ply left reaches the goal (one such move is enough).
    static constexpr bool goalMoveAt(int pliesLeft) { return pliesLeft == 1; }
    static constexpr GenMode generation(int pliesLeft) { return goalMoveAt(pliesLeft) ? G::generation : GenMode::All; }
    /// An earlier move of the goal side (an even number of plies left) that reaches a goal
    /// that is no immobility ends the line there.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        return goalMoveLeaf<G>(pos, last, lastUndo, pliesLeft, !(pliesLeft & 1), counters);
    }
    static constexpr int goalId = 2 + 8 * G::id;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_direct_play.h  Series direct play (ser-#N, ser-=N, ...): the side to move plays
/// up to N moves in a row, the last of which reaches the goal.
#pragma once

#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// `pliesLeft` = series moves left. After every series move but the last the other side
/// passes (a null move), so a move before the last may not give check (Popeye agrees: its
/// ser-# lines never check before the mate); the last move must reach the goal.
template <class G>
struct SeriesDirectPlay : CooperativePlay {
    using GoalType = G;
    /// The move at 1 ply left reaches the goal (one such move is enough).
    static constexpr bool goalMoveAt(int pliesLeft) { return pliesLeft == 1; }
    static constexpr GenMode generation(int pliesLeft) { return goalMoveAt(pliesLeft) ? G::generation : GenMode::All; }
    /// A goal that is no immobility reached before the last series move ends the line there
    /// (a shorter solution), as in help play; the other side has passed after such a move.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        return goalMoveLeaf<G>(pos, last, lastUndo, pliesLeft, true, counters, passAfter(pliesLeft + 1));
    }
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 2; }
    static bool allowed(const Position& pos, Move m, int pliesLeft) { return pliesLeft <= 1 || !pos.givesCheck(m); }
    static constexpr int goalId = 5 + 8 * G::id;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_help_play.h  Series help play (ser-h) with any goal: one side plays a series, the
/// other reaches the goal in one.
#pragma once

#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

namespace gms {

/// `pliesLeft` = series moves left + 1: at pliesLeft >= 2 the series side moves, and after
/// every series move but the last the other side passes (a null move); at pliesLeft = 1 the
/// other side reaches the goal. A series move before the last may not give check (the pass
/// would leave a king in check; Popeye agrees); the last one may.
template <class G>
struct SeriesHelpPlay : CooperativePlay {
    using GoalType = G;
    /// The move at 1 ply left reaches the goal (one such move is enough).
    static constexpr bool goalMoveAt(int pliesLeft) { return pliesLeft == 1; }
    static constexpr GenMode generation(int pliesLeft) { return goalMoveAt(pliesLeft) ? G::generation : GenMode::All; }
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        return goalMoveLeaf<G>(pos, last, lastUndo, pliesLeft, false, counters, passAfter(pliesLeft + 1));
    }
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    /// The other side passes after every series move but the last.
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 3; }
    /// No check before the last series move.
    static bool allowed(const Position& pos, Move m, int pliesLeft) { return pliesLeft <= 2 || !pos.givesCheck(m); }
    static constexpr int goalId = 3 + 8 * G::id;
};

} // namespace gms

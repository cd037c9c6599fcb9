// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_helpmate_goal.h  ser-h#N as a goal policy: one side plays a series, the other mates in one.
#pragma once

#include "goal.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// Series helpmate with `pliesLeft` = series moves left + 1: at pliesLeft >= 2 the series side
/// moves, and after every series move but the last the other side passes (a null move); at
/// pliesLeft = 1 the other side mates. A series move before the last may not give check (the
/// pass would leave a king in check; Popeye agrees); the last one may.
struct SeriesHelpmateGoal : GoalDefaults {
    static constexpr NodeKind kind(int) { return NodeKind::Or; }
    static constexpr GenMode generation(int pliesLeft) { return pliesLeft == 1 ? GenMode::ChecksOnly : GenMode::All; }
    static constexpr Ordering ordering(int) { return Ordering::None; } ///< As HelpmateGoal.
    static constexpr bool noMoves(const Position&, int) { return false; }
    // leaf(): GoalDefaults' horizon (only a checkmate counts).
    static constexpr bool series = true;
    /// The other side passes after every series move but the last.
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 3; }
    /// No check before the last series move.
    static bool allowed(const Position& pos, Move m, int pliesLeft) { return pliesLeft <= 2 || !pos.givesCheck(m); }
    static constexpr int goalId = 3;
    /// The mate must fall on the last half move: a result holds for exactly its plies.
    static constexpr BoundKind bounds = BoundKind::Exact;
    static constexpr int tableMinPlies = 2;
};

} // namespace gms

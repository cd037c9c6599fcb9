// SPDX-License-Identifier: GPL-3.0-or-later
/// @file helpmate_goal.h  h#N and h#N.5 as a goal policy: both sides cooperate to reach mate in exactly the half moves left.
#pragma once

#include "goal.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// Help play: every node is Or (both sides look for the mate together). The side to move at
/// `pliesLeft` = 1 is the mating side; the node reached at 0 succeeds when the side to move there
/// is checkmated. Reaching mate or stalemate earlier ends the line: a failure (no moves).
struct HelpmateGoal : GoalDefaults {
    static constexpr NodeKind kind(int) { return NodeKind::Or; }
    /// Only a check can mate: the mating move is generated checks-only.
    static constexpr GenMode generation(int pliesLeft) { return pliesLeft == 1 ? GenMode::ChecksOnly : GenMode::All; }
    /// Unordered: the line enumerator (help_line_enumerator.h) visits every move anyway, so
    /// weights would only cost time; the prover then tries moves in generation order.
    static constexpr Ordering ordering(int) { return Ordering::None; }
    /// A side without moves before the end is mated or stalemated too early: no solution there.
    static constexpr bool noMoves(const Position&, int) { return false; }
    // leaf(): GoalDefaults' horizon (only a checkmate counts).
    static constexpr int goalId = 2;
    /// The mate must fall on the last half move: a result holds for exactly its plies.
    static constexpr BoundKind bounds = BoundKind::Exact;
    /// Measured on helpmates_hard.tsv: entries from 2 half moves left are about twice as
    /// fast as from 1 or 3.
    static constexpr int tableMinPlies = 2;
};

} // namespace gms

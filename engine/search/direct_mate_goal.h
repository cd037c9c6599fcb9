// SPDX-License-Identifier: GPL-3.0-or-later
/// @file direct_mate_goal.h  #N as a goal policy: the attacker mates within its moves against every defence.
#pragma once

#include "goal.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// #N is searched with 2N-1 plies: the attacker moves at odd plies left, the defender at even ones.
struct DirectMateGoal : GoalDefaults {
    /// Half moves of a mate in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves - 1; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::Or : NodeKind::And; }
    /// Only a check can mate: the attacker's last move is generated checks-only.
    static constexpr GenMode generation(int pliesLeft) { return pliesLeft == 1 ? GenMode::ChecksOnly : GenMode::All; }
    /// Before the attacker's last move most defences escape a mate in one, so the first
    /// ones tried usually succeed and weighing them costs more than it saves: measured on
    /// gms-cli bench, -17% time (though +53% GEN), unweighted there. Checks at the horizon
    /// are all tried until one mates; their order matters little.
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Attacker : Ordering::Defender;
    }
    /// A defender without moves is mated (success) or stalemated (failure); an attacker without
    /// moves (or without checks at its last move) fails.
    static bool noMoves(const Position& pos, int pliesLeft) { return kind(pliesLeft) == NodeKind::And && pos.inCheck(); }
    // leaf(): GoalDefaults' horizon (only a checkmate counts).
    static constexpr int goalId = 0;
    /// A mate within p attacker plies is a mate within more; no mate within p is none within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    /// Measured on gms-cli bench and long_mates.tsv: see README (Depth).
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The attacker's last move ends the play: no defence follows it.
    static constexpr bool defendsAfterLastMove = false;
    /// No defender move reaches the attacker's goal by itself.
    static bool defenceReachesGoal(Position&, Move, const UndoInfo&) { return false; }
    /// No defender moves are judged in place: every one is searched.
    static bool decidedDefences(Position&, int, SearchCounters&, MoveList&) { return false; }
    static constexpr bool lastMoveHasRefutations = false;
    static constexpr bool attackerMustMate = false;
};

} // namespace gms

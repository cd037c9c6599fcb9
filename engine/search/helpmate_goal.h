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
struct HelpmateGoal {
    static constexpr NodeKind kind(int) { return NodeKind::Or; }
    /// Only a check can mate: the mating move is generated checks-only.
    static constexpr GenMode generation(int pliesLeft) { return pliesLeft == 1 ? GenMode::ChecksOnly : GenMode::All; }
    /// Unordered: the line enumerator (help_line_enumerator.h) visits every move anyway, so
    /// weights would only cost time; the prover then tries moves in generation order.
    static constexpr Ordering ordering(int) { return Ordering::None; }
    /// A side without moves before the end is mated or stalemated too early: no solution there.
    static constexpr bool noMoves(const Position&, int) { return false; }
    /// The horizon: only mate of the side to move counts (zero evaluation).
    static int leaf(Position& pos, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) return -1;
        ++counters.evl;
        return pos.inCheck() && !hasLegalMove(pos);
    }
    static constexpr bool hasEntryTest = false;
    static int entryTest(Position&, int, SearchCounters&) { return -1; }
    static constexpr bool series = false;
    static constexpr bool passAfter(int) { return false; }
    static bool allowed(const Position&, Move, int) { return true; }
};

} // namespace gms

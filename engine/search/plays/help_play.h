// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_play.h  Help play (h) with any goal: both sides cooperate to reach the goal in exactly
/// the half moves left, the last one made by the side not to move at the start (h#N) or by the
/// side to move (h#N.5, one half move more).
#pragma once

#include "goal.h"
#include "goals/goal_traits.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// Every node is Or (both sides look for the goal together). The move at `pliesLeft` = 1
/// must reach the goal, judged on the node reached at 0. A side without moves before the end
/// (mated or stalemated too early) ends the line without a solution.
template <class G>
struct HelpPlay : GoalDefaults {
    using GoalType = G;
    static constexpr NodeKind kind(int) { return NodeKind::Or; }
    /// The goal move is generated as the goal allows (checks only for mate and check).
    static constexpr GenMode generation(int pliesLeft) { return pliesLeft == 1 ? G::generation : GenMode::All; }
    /// Unordered: the line enumerator (help_line_enumerator.h) visits every move anyway, so
    /// weights would only cost time; the prover then tries moves in generation order.
    static constexpr Ordering ordering(int) { return Ordering::None; }
    static constexpr bool noMoves(const Position&, int) { return false; }
    /// The goal is judged after the last half move. A goal that is no immobility (capture,
    /// check, ...) reached by an earlier move of the same side ends the line there: that is a
    /// shorter solution, and Popeye 4.104 lists no longer line through it (hx3 here).
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) {
            if constexpr (!G::immobility) {
                if (!(pliesLeft & 1) && G::reached(pos, last, lastUndo)) return 0;
            }
            return -1;
        }
        ++counters.evl;
        return G::reached(pos, last, lastUndo);
    }
    static constexpr int goalId = 2 + 8 * G::id;
    /// The goal must fall on the last half move: a result holds for exactly its plies.
    static constexpr BoundKind bounds = BoundKind::Exact;
    /// Measured on helpmates_hard.tsv: entries from 2 half moves left are about twice as
    /// fast as from 1 or 3.
    static constexpr int tableMinPlies = 2;
};

} // namespace gms

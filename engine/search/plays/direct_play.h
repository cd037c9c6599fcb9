// SPDX-License-Identifier: GPL-3.0-or-later
/// @file direct_play.h  Direct play (#N, =N, ==N, +N, xN, ...): the attacker reaches the goal
/// within its moves against every defence.
#pragma once

#include "goal.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"
#include "goals/self_check_goal.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// Direct play is searched with 2N-1 plies: the attacker moves at odd plies left, the defender
/// at even ones. A goal reached before the last move ends the play: an immobility goal (mate,
/// stalemate) leaves the defender without moves, another goal is tested after each attacker move.
/// Under Popeye's GoalIsEnd a defender move that reaches such a goal ends the play unsolved.
template <class G>
struct DirectPlay : GoalDefaults {
    using GoalType = G;
    /// Half moves of a goal in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves - 1; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::Or : NodeKind::And; }
    /// The attacker's last move reaches the goal (one such move is enough).
    static constexpr bool goalMoveAt(int pliesLeft) { return pliesLeft == 1; }
    /// Only a check can mate: the attacker's last move is generated as the goal allows. A goal
    /// reached by a self-check may be reached early too: the attacker's self-checks join its moves.
    static constexpr GenMode generation(int pliesLeft) {
        if (goalMoveAt(pliesLeft)) return G::generation;
        return isSelfCheckGoal<G>() && (pliesLeft & 1) ? GenMode::AllAndSelfChecks : GenMode::All;
    }
    /// Before the attacker's last move most defences escape a mate in one, so the first
    /// ones tried usually succeed and weighing them costs more than it saves: measured on
    /// gms-cli bench, -17% time (though +53% GEN), unweighted there. Checks at the horizon
    /// are all tried until one mates; their order matters little.
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Attacker : Ordering::Defender;
    }
    /// A defender without moves has suffered the goal (mated in #, stalemated in =) or not; an
    /// attacker without moves (or without goal moves at its last move) fails.
    static bool noMoves(const Position& pos, int pliesLeft) {
        return kind(pliesLeft) == NodeKind::And && G::reachedWhenImmobile(pos);
    }
    /// The horizon: at 0 plies left the goal test (mate: a checkmate, zero evaluation); a goal
    /// that is no immobility is also tested after every earlier attacker move.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) {
            if constexpr (!G::immobility) {
                if (!(pliesLeft & 1) && G::reached(pos, last, lastUndo)) return 1;
                // A self-check is a move only where it reaches the goal.
                if constexpr (isSelfCheckGoal<G>())
                    if (!(pliesLeft & 1) && moverInCheck(pos)) return 0;
                if ((pliesLeft & 1) && GoalParameter::goalIsEnd() && G::reached(pos, last, lastUndo)) return 0;
            }
            return -1;
        }
        ++counters.evl;
        return G::reached(pos, last, lastUndo);
    }
    static constexpr int goalId = 0 + 8 * G::id;
    /// A goal within p attacker plies is a goal within more; none within p is none within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    /// Measured on gms-cli bench and long_mates.tsv: see README (Depth).
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The attacker's last move ends the play: no defence follows it.
    static constexpr bool defendsAfterLastMove = false;
    /// No defender move reaches the attacker's goal by itself.
    static bool defenceReachesGoal(Position&, Move, const UndoInfo&) { return false; }
    /// GoalIsEnd: the defender's move just played reached the goal, which ends the play unsolved.
    static bool defenceEndsPlay(Position& pos, Move last, const UndoInfo& lastUndo) {
        if constexpr (G::immobility) return false;
        return GoalParameter::goalIsEnd() && G::reached(pos, last, lastUndo);
    }
    /// No defender moves are judged in place: every one is searched.
    static bool decidedDefences(Position&, int, SearchCounters&, MoveList&) { return false; }
    static constexpr bool lastMoveHasRefutations = false;
    static constexpr bool attackerMustMate = false;
};

} // namespace gms

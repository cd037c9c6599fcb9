// SPDX-License-Identifier: GPL-3.0-or-later
/// @file reflexmate_goal.h  Reflex and semi-reflex play (r#N, semi-r#N, r=N, r+N, ...) as goal
/// policies: self play with obligations to reach the goal in one (the defender's in both, the
/// attacker's in reflex play only).
#pragma once

#include "goal.h"
#include "goals/goal_moves.h"
#include "goals/mate.h"

namespace gms {

/// Searched with 2N plies like s#N (attacker at even plies left, defender at odd ones).
/// Popeye's r#N (sstipulation 2Na[1a[#]d]d{!1a[#]d}) and semi-r#N (2Na[1a[#]d]d), and the same
/// with any goal: before each defender move, a move reaching the goal ends the play (the
/// defender must make it: success); at the defender's last move there must be one. In reflex
/// play (`AttackerObliged`), before each attacker move a move reaching the goal fails: the
/// attacker would have to make it (Popeye prints such a diagram's moves as "1.Bg7-f8 # ?!?").
/// With `Quodlibet` (Popeye's option Quodlibet, semi-r# only) the attacker may also reach the
/// goal itself: its goal move succeeds as in direct play.
template <class G, bool AttackerObliged, bool Quodlibet = false>
struct ReflexPlay : GoalDefaults {
    using GoalType = G;
    /// Half moves of a forced (semi-)reflex goal in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::And : NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Defender : Ordering::Attacker;
    }
    /// Reached only without an obliged goal move (the entry test ran first): a side without
    /// moves is mated or stalemated by a move that did not reach the goal: the goal is missed.
    static bool noMoves(const Position&, int) { return false; }
    /// The defender's last move is judged in place: it must have a move reaching the goal.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if constexpr (Quodlibet) {
            // The attacker's move just made (the defender to move) reached the goal directly.
            if ((pliesLeft & 1) && G::reached(pos, last, lastUndo)) return 1;
        }
        if (pliesLeft > 1) return -1;
        ++counters.evl;
        return pliesLeft == 1 ? hasGoalMove<G>(pos, counters) : G::reached(pos, last, lastUndo);
    }
    static constexpr bool hasEntryTest = true;
    /// The obligations: a defender that can reach the goal does (success); in reflex play an
    /// attacker that can must (failure).
    static int entryTest(Position& pos, int pliesLeft, SearchCounters& counters) {
        if constexpr (!AttackerObliged)
            if (kind(pliesLeft) == NodeKind::Or) return -1;
        ++counters.evl;
        if constexpr (Quodlibet) // the attacker's move just made may have mated (stalemated) the defender
            if (G::immobility && !hasLegalMove(pos)) return G::reachedWhenImmobile(pos) ? 1 : 0;
        if (hasGoalMove<G>(pos, counters)) return kind(pliesLeft) == NodeKind::And;
        return pliesLeft == 1 ? 0 : -1;
    }
    static constexpr int goalId = Quodlibet ? 176 + G::id : AttackerObliged ? 4 + 8 * G::id : 80 + G::id;
    /// A goal forced within p plies is forced within more (the play only ends sooner);
    /// refuted within p, it is refuted within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The defender answers the attacker's last move: its own last move ends the play.
    static constexpr bool defendsAfterLastMove = true;
    /// Never true for a goal the obligation judged first; kept exact for the tree builder.
    static bool defenceReachesGoal(Position& pos, Move last, const UndoInfo& lastUndo) {
        return G::reached(pos, last, lastUndo);
    }
    /// A defender that can reach the goal in one must: only those moves are shown. At the last
    /// move without one, nothing is shown.
    static bool decidedDefences(Position& pos, int moves, SearchCounters& counters, MoveList& shown) {
        if (hasGoalMove<G>(pos, counters, &shown)) return true;
        return moves == 1;
    }
    /// At the last move a non-key fails without a refuting move: Popeye shows no such tries.
    static constexpr bool lastMoveHasRefutations = false;
    static constexpr bool attackerMustMate = AttackerObliged;
    /// Quodlibet: the attacker's own goal moves are solutions (and printed as such).
    static constexpr bool quodlibet = Quodlibet;
};

using ReflexMateGoal = ReflexPlay<MateGoal, true>;
using SemiReflexMateGoal = ReflexPlay<MateGoal, false>;

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file self_play.h  Self play (s#N, s=N, s==N, s+N, ...): the attacker forces the defender to
/// reach the goal against it.
#pragma once

#include "goal.h"
#include "goals/goal_moves.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"
#include "goals/mate.h"
#include "goals/self_check_goal.h"
#include "mate_tests.h"

#include <type_traits>

namespace gms {

/// The side to move has at least one move and every one of them reaches G (the defender's
/// last move in self play). Goals reached only by checks are refuted by the first quiet move
/// before anything is made.
template <class G>
inline bool everyMoveReaches(Position& pos, SearchCounters& counters) {
    if constexpr (isSelfCheckGoal<G>()) {
        // !#, ##, ##!: no legal move reaches them; a side with none must make a goal self-check.
        return !hasLegalMove(pos) && hasGoalMove<G>(pos, counters);
    } else if constexpr (std::is_same_v<G, MateGoal>) {
        return everyMoveMates(pos, counters);
    } else {
        MoveList moves;
        generateLegal(pos, moves);
        if (moves.size == 0) return false;
        if constexpr (G::generation == GenMode::ChecksOnly)
            for (int i = 0; i < moves.size; ++i)
                if (!pos.givesCheck(moves.moves[i])) return false;
        for (int i = 0; i < moves.size; ++i) {
            UndoInfo undo;
            pos.makeMove(moves.moves[i], undo);
            ++counters.gen;
            const bool reached = G::reached(pos, moves.moves[i], undo);
            pos.unmakeMove(moves.moves[i], undo);
            if (!reached) return false;
        }
        return true;
    }
}

/// Self play is searched with 2N plies: the attacker moves at even plies left, the defender at
/// odd ones. The defender's last move (1 ply left) is judged in place: it has a move and every
/// move reaches the goal. A defender move that reaches the goal earlier ends the play (an
/// immobility goal leaves the attacker without moves; another goal is tested after the
/// defender's move). An attacker move that mates or stalemates the defender leaves it without
/// moves: the goal is missed.
/// With `Quodlibet` (Popeye's option Quodlibet): the attacker may also reach the goal itself,
/// so an attacker move that mates (stalemates) the defender succeeds as a direct goal would.
/// Under Popeye's GoalIsEnd an attacker move that reaches a goal that is no immobility ends the
/// play unsolved (sc81: White on the 8th rank). With the forced end written as a branch of its
/// own (earlyGoalEndsPlay) only the defender's last move counts, and with Popeye's {!+} there
/// (GoalParameter::endingNotInCheck) the defender may not be in check before it.
template <class G, bool Quodlibet = false>
struct SelfPlay : GoalDefaults {
    using GoalType = G;
    /// Half moves of a forced self goal in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::And : NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    /// The attacker's last move is judged by a cheap in-place test after each move; weighing
    /// those moves costs more than their order saves (as at #N's horizon).
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Defender : Ordering::Attacker;
    }
    /// A defender without moves was mated or stalemated by the attacker (failure); an attacker
    /// without moves has suffered the goal from the defender (success) or not (failure).
    static bool noMoves(const Position& pos, int pliesLeft) {
        if constexpr (isSelfCheckGoal<G>()) {
            // A defender without a legal move must make a goal self-check if it has one (success).
            if (kind(pliesLeft) == NodeKind::And) {
                Position p = pos;
                SearchCounters uncounted;
                return hasGoalMove<G>(p, uncounted);
            }
        }
        return (Quodlibet || kind(pliesLeft) == NodeKind::Or) && earlyGoalEndsPlay() && G::reachedWhenImmobile(pos);
    }
    /// A defender's goal before its last move ends the play, unless the forced end is a branch
    /// of its own (GoalParameter::earlyGoalGoesOn, "3a[/1d[+]a{!+}]d"): then only the last counts.
    static bool earlyGoalEndsPlay() { return !GoalParameter::earlyGoalGoesOn(); }
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if constexpr (Quodlibet) {
            // The attacker's move just made (the defender to move) reached the goal directly.
            if ((pliesLeft & 1) && G::reached(pos, last, lastUndo)) return 1;
        } else if constexpr (!G::immobility) {
            if ((pliesLeft & 1) && GoalParameter::goalIsEnd() && G::reached(pos, last, lastUndo)) return 0;
        }
        if (pliesLeft > 1) {
            // The forced end a branch of its own: where every defence reaches the goal, play
            // ends there (a short solution); a single defence's goal does not end it.
            if ((pliesLeft & 1) && !earlyGoalEndsPlay()) {
                ++counters.evl;
                return forcedEnd(pos, counters) ? 1 : -1;
            }
            // A goal that is no immobility, reached early by the defender's move, ends the play.
            if constexpr (!G::immobility) {
                if (!(pliesLeft & 1) && G::reached(pos, last, lastUndo) && earlyGoalEndsPlay()) return 1;
            }
            return -1;
        }
        ++counters.evl;
        return pliesLeft == 1 ? forcedEnd(pos, counters) : G::reached(pos, last, lastUndo);
    }
    /// The defender to move is forced to reach the goal: it has a move, every one reaches it,
    /// and, under Popeye's {!+}, it is not in check.
    static bool forcedEnd(Position& pos, SearchCounters& counters) {
        return !(GoalParameter::endingNotInCheck() && pos.inCheck()) && everyMoveReaches<G>(pos, counters);
    }
    static constexpr int goalId = Quodlibet ? 112 + G::id : 1 + 8 * G::id;
    /// A goal forced within p plies is forced within more (the play only ends sooner);
    /// refuted within p, it is refuted within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The defender answers the attacker's last move: its own last move ends the play.
    static constexpr bool defendsAfterLastMove = true;
    /// The defender's move just played reached the goal by itself.
    static bool defenceReachesGoal(Position& pos, Move last, const UndoInfo& lastUndo) {
        return G::reached(pos, last, lastUndo);
    }
    /// The defender's moves judged in place below an attacker move with `moves` attacker moves
    /// to go (its own included): at the last one (moves == 1) every move reaches the goal and
    /// all are shown, unless Popeye's '/' hides them.
    static bool decidedDefences(Position& pos, int moves, SearchCounters& counters, MoveList& shown) {
        if (moves != 1) return false;
        if (GoalParameter::endingHidden()) return true;
        generateLegal(pos, shown);
        if constexpr (isSelfCheckGoal<G>())
            if (shown.size == 0) hasGoalMove<G>(pos, counters, &shown); // the goal self-checks it must make
        return true;
    }
    /// A try at the last move is refuted by the defences that do not reach the goal.
    static constexpr bool lastMoveHasRefutations = true;
    /// The attacker is obliged to mate in one when it can (r#).
    static constexpr bool attackerMustMate = false;
    /// Quodlibet: the attacker's own goal moves are solutions (and printed as such).
    static constexpr bool quodlibet = Quodlibet;
};

} // namespace gms

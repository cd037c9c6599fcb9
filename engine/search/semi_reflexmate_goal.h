// SPDX-License-Identifier: GPL-3.0-or-later
/// @file semi_reflexmate_goal.h  semi-r#N as a goal policy: a selfmate where only the defender
/// must mate in one when it can.
#pragma once

#include "goal.h"
#include "goals/mate.h"
#include "mate_tests.h"

namespace gms {

/// semi-r#N is searched with 2N plies like s#N (attacker at even plies left, defender at odd
/// ones). Popeye's semi-r#N (sstipulation 2Na[1a[#]d]d): before each defender move, a mate in
/// one ends the play (the defender must give it: success); at the defender's last move there
/// must be one. Unlike r#, the attacker is not obliged to mate.
struct SemiReflexMateGoal : GoalDefaults {
    using GoalType = MateGoal;
    static constexpr int plies(int moves) { return 2 * moves; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::And : NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Defender : Ordering::Attacker;
    }
    /// A side without moves is stalemated, or the defender was mated by the attacker, or the
    /// attacker was mated by a defender's move that was no obliged mate (impossible: it would
    /// have been the obliged one): the goal is missed.
    static bool noMoves(const Position&, int) { return false; }
    /// The defender's last move is judged in place: it must have a mating move.
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft > 1) return -1;
        ++counters.evl;
        return pliesLeft == 1 ? hasMatingMove(pos, counters) : isCheckmated(pos);
    }
    static constexpr bool hasEntryTest = true;
    /// The obligation: a defender that can mate does (success).
    static int entryTest(Position& pos, int pliesLeft, SearchCounters& counters) {
        if (kind(pliesLeft) == NodeKind::Or) return -1;
        ++counters.evl;
        if (hasMatingMove(pos, counters)) return 1;
        return pliesLeft == 1 ? 0 : -1;
    }
    static constexpr int goalId = 80;
    static constexpr BoundKind bounds = BoundKind::Monotone;
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    static constexpr bool defendsAfterLastMove = true;
    /// Never true: a mate available to the defender is given by the obligation, judged before.
    static bool defenceReachesGoal(Position& pos, Move, const UndoInfo&) { return isCheckmated(pos); }
    /// A defender that can mate in one must: only its mating moves are shown. At the last move
    /// without one, nothing is shown.
    static bool decidedDefences(Position& pos, int moves, SearchCounters& counters, MoveList& shown) {
        if (hasMatingMove(pos, counters, &shown)) return true;
        return moves == 1;
    }
    static constexpr bool lastMoveHasRefutations = false;
    static constexpr bool attackerMustMate = false;
};

} // namespace gms

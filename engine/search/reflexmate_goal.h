// SPDX-License-Identifier: GPL-3.0-or-later
/// @file reflexmate_goal.h  r#N and semi-r#N as goal policies: selfmates with obligations to
/// mate in one (the defender's in both, the attacker's in r# only).
#pragma once

#include "goal.h"
#include "goals/mate.h"
#include "mate_tests.h"

namespace gms {

/// Searched with 2N plies like s#N (attacker at even plies left, defender at odd ones).
/// Popeye's r#N (sstipulation 2Na[1a[#]d]d{!1a[#]d}) and semi-r#N (2Na[1a[#]d]d): before each
/// defender move, a mate in one ends the play (the defender must give it: success); at the
/// defender's last move there must be one. In r# (`AttackerObliged`), before each attacker
/// move a mate in one fails: the attacker would have to give it (Popeye prints such a
/// diagram's mates as "1.Bg7-f8 # ?!?").
template <bool AttackerObliged>
struct ReflexMatePolicy : GoalDefaults {
    using GoalType = MateGoal;
    /// Half moves of a forced (semi-)reflexmate in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::And : NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Defender : Ordering::Attacker;
    }
    /// Reached only without an obliged mate in one (the entry test ran first): a side without
    /// moves is stalemated, or the defender was mated by the attacker: the goal is missed.
    static bool noMoves(const Position&, int) { return false; }
    /// The defender's last move is judged in place: it must have a mating move.
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft > 1) return -1;
        ++counters.evl;
        return pliesLeft == 1 ? hasMatingMove(pos, counters) : isCheckmated(pos);
    }
    static constexpr bool hasEntryTest = true;
    /// The obligations: a defender that can mate does (success); in r# an attacker that can
    /// mate must (failure).
    static int entryTest(Position& pos, int pliesLeft, SearchCounters& counters) {
        if constexpr (!AttackerObliged)
            if (kind(pliesLeft) == NodeKind::Or) return -1;
        ++counters.evl;
        if (hasMatingMove(pos, counters)) return kind(pliesLeft) == NodeKind::And;
        return pliesLeft == 1 ? 0 : -1;
    }
    static constexpr int goalId = AttackerObliged ? 4 : 80;
    /// A goal forced within p plies is forced within more (the play only ends sooner);
    /// refuted within p, it is refuted within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The defender answers the attacker's last move: its own last move ends the play.
    static constexpr bool defendsAfterLastMove = true;
    /// Never true: a mate available to the defender is given by the obligation, judged before.
    static bool defenceReachesGoal(Position& pos, Move, const UndoInfo&) { return isCheckmated(pos); }
    /// A defender that can mate in one must: only its mating moves are shown. At the last move
    /// without one, nothing is shown.
    static bool decidedDefences(Position& pos, int moves, SearchCounters& counters, MoveList& shown) {
        if (hasMatingMove(pos, counters, &shown)) return true;
        return moves == 1;
    }
    /// At the last move a non-key fails without a refuting move: Popeye shows no such tries.
    static constexpr bool lastMoveHasRefutations = false;
    static constexpr bool attackerMustMate = AttackerObliged;
};

using ReflexMateGoal = ReflexMatePolicy<true>;
using SemiReflexMateGoal = ReflexMatePolicy<false>;

} // namespace gms

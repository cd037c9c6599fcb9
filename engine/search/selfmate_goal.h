// SPDX-License-Identifier: GPL-3.0-or-later
/// @file selfmate_goal.h  s#N as a goal policy: the attacker forces the defender to mate it.
#pragma once

#include "goal.h"
#include "mate_tests.h"

namespace gms {

/// s#N is searched with 2N plies: the attacker moves at even plies left, the defender at odd
/// ones. The defender's last move (1 ply left) is judged in place: it has a move and every
/// move mates. A defender move that mates earlier ends the play: the attacker has no move
/// and is in check. An attacker move that mates or stalemates the defender leaves it
/// without moves: the goal is missed.
struct SelfMateGoal : GoalDefaults {
    /// Half moves of a forced selfmate in `moves` attacker moves, the attacker to move.
    static constexpr int plies(int moves) { return 2 * moves; }
    static constexpr NodeKind kind(int pliesLeft) { return pliesLeft & 1 ? NodeKind::And : NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    /// The attacker's last move is judged by a cheap in-place test after each move; weighing
    /// those moves costs more than their order saves (as at #N's horizon).
    static constexpr Ordering ordering(int pliesLeft) {
        return pliesLeft <= 2 ? Ordering::None : pliesLeft & 1 ? Ordering::Defender : Ordering::Attacker;
    }
    /// A defender without moves was mated or stalemated by the attacker (failure); an attacker
    /// without moves has been mated by the defender (success) or is stalemated (failure).
    static bool noMoves(const Position& pos, int pliesLeft) { return kind(pliesLeft) == NodeKind::Or && pos.inCheck(); }
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft > 1) return -1;
        ++counters.evl;
        return pliesLeft == 1 ? everyMoveMates(pos, counters) : isCheckmated(pos);
    }
    static constexpr int goalId = 1;
    /// A goal forced within p plies is forced within more (the play only ends sooner);
    /// refuted within p, it is refuted within fewer.
    static constexpr BoundKind bounds = BoundKind::Monotone;
    static constexpr int tableMinPlies = 3;

    // What the tree builder asks besides the kernel's policy (see tree_builder.h).
    /// The defender answers the attacker's last move: its own last move ends the play.
    static constexpr bool defendsAfterLastMove = true;
    /// The defender's move just played reached the goal by itself (it mated the attacker).
    static bool defenceReachesGoal(const Position& pos) { return isCheckmated(pos); }
    /// The defender's moves judged in place below an attacker move with `moves` attacker moves
    /// to go (its own included): at the last one (moves == 1) every move mates and all are shown.
    static bool decidedDefences(Position& pos, int moves, SearchCounters&, MoveList& shown) {
        if (moves != 1) return false;
        generateLegal(pos, shown);
        return true;
    }
    /// A try at the last move is refuted by the defences that do not mate.
    static constexpr bool lastMoveHasRefutations = true;
    /// The attacker is obliged to mate in one when it can (r#).
    static constexpr bool attackerMustMate = false;
};

} // namespace gms

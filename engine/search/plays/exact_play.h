// SPDX-License-Identifier: GPL-3.0-or-later
/// @file exact_play.h  exact- in battle play (exact-#N, exact-s#N, exact-r#N, exact-semi-r#N,
/// exact-pser-#N, exact-phser-#N, with any goal): the goal must be reached on the Nth move exactly, not sooner.
#pragma once

#include "goal.h"
#include "goals/goal_moves.h"
#include "goals/self_check_goal.h"
#include "search_context.h"

namespace gms {

/// The battle play type `Base` with Popeye 4.104's exact-: the goal counts at the last move.
/// Before it the attacker's move that reaches the goal is a move like any other: after a check
/// or a capture the play goes on ("1.Rg3-e3 + !" in exact-+2), after a mate or a stalemate the
/// defender has none, which fails the attacker; the defender's goal move in self play ends the
/// play too soon (its early selfmate refutes); the defender's reflex obligation holds at its
/// last move only ("1...Kh1-g2" beside "1...Bc2-d1 +" in exact-semi-r+2), but in phser-r, where
/// the parries are help moves, throughout.
/// Only the full length is searched, so a result holds for exactly its plies, and the tree
/// builder's threats and replies are of the exact lengths left (Popeye: "1.Rg6-c6 ! zugzwang."
/// where #2 would be threatened after a pass).
template <class Base>
struct ExactPlay : Base {
    static constexpr bool exact = true;
    static bool noMoves(const Position&, int) { return false; }
    /// The base's leaf at the last move. Before it the attacker's goal move (direct play) decides
    /// nothing, but the defender's (self play) ends the play too soon, which fails the attacker
    /// (Popeye: exact-s~2 has no solution); a goal that ends nothing ("not mate") goes on too.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        const int decided = Base::leaf(pos, last, lastUndo, pliesLeft, counters);
        if (decided != 1 || pliesLeft < 2) return decided;
        return earlyGoalFails() ? 0 : -1;
    }
    /// A goal move before the last that fails the attacker:
    /// - a self-check goal's (the series side would stay in check);
    /// - the other side's in phser-r, obliged at every parry (Popeye 4.104: "1.Rg1-g6" fails in
    ///   exact-phser-rx2, where Black must take at once);
    /// - the defender's in self play (it ends the play too soon);
    /// - with help parries (phser-, phser-s), any goal that is no immobility (Popeye 4.104:
    ///   exact-phser-+3 has no line with a check before the last move).
    static constexpr bool earlyGoalFails() {
        using G = typename Base::GoalType;
        // A self-check goal move before the last leaves the series side in check: no move at all
        // (Popeye 4.104 rejects "1.Kg3*h3   2.Rf2-a2 !#" in exact-pser-!#2).
        if constexpr (isSelfCheckGoal<G>()) return true;
        if constexpr (requires { Base::obligedThroughout; })
            if (Base::obligedThroughout) return true;
        if constexpr (requires { Base::defendsAfterLastMove; })
            return Base::defendsAfterLastMove && goalEndsPlay<G>();
        else if constexpr (requires { Base::helpParries; })
            return Base::helpParries && !G::immobility;
        return false;
    }
    /// Reflex obligations: the defender's at its last move only, the attacker's (r) throughout
    /// (Popeye: "1.Rb3-b8 # ?!?" in exact-r#2 as in r#2).
    /// A defender that may make a self-check goal move before its last (exact-s!#N, exact-s##N)
    /// ends the play too soon; no generated move shows it, so it is asked before the moves.
    static constexpr bool selfCheckDefence = [] {
        if constexpr (requires { Base::defendsAfterLastMove; })
            return Base::defendsAfterLastMove && !Base::hasEntryTest && isSelfCheckGoal<typename Base::GoalType>();
        else
            return false;
    }();
    static constexpr bool hasEntryTest = Base::hasEntryTest || selfCheckDefence;
    static int entryTest(Position& pos, int pliesLeft, SearchCounters& counters) {
        if (Base::kind(pliesLeft) == NodeKind::And && pliesLeft >= 2) {
            if constexpr (selfCheckDefence)
                if (hasGoalMove<typename Base::GoalType>(pos, counters)) return 0;
            return -1;
        }
        return Base::entryTest(pos, pliesLeft, counters);
    }
    /// The tree shows the defender's moves judged in place at its last move only.
    static bool decidedDefences(Position& pos, int moves, SearchCounters& counters, MoveList& shown) {
        return moves == 1 && Base::decidedDefences(pos, moves, counters, shown);
    }
    static constexpr int goalId = Base::goalId + 1024;
    static constexpr BoundKind bounds = BoundKind::Exact;
};

/// Whether the battle play type `Goal` is exact- (only its full length counts).
template <class Goal>
constexpr bool isExactPlay() {
    if constexpr (requires { Goal::exact; }) return Goal::exact;
    return false;
}

} // namespace gms

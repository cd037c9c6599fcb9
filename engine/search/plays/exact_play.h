// SPDX-License-Identifier: GPL-3.0-or-later
/// @file exact_play.h  exact- in battle play (exact-#N, exact-s#N, exact-r#N, exact-semi-r#N, with
/// any goal): the goal must be reached on the Nth move exactly, not sooner.
#pragma once

#include "goal.h"
#include "search_context.h"

namespace gms {

/// The battle play type `Base` with Popeye 4.104's exact-: a goal reached before the last move
/// ends the play too soon and fails (the attacker's early mate, the defender's early selfmate,
/// which then refutes, an obliged early goal move of reflex play); a side without moves before
/// the end fails the attacker. Only the full length is searched, so a result holds for exactly
/// its plies, and the tree builder's threats and replies are of the exact lengths left
/// (Popeye: "1.Rg6-c6 ! zugzwang." where #2 would be threatened after a pass).
template <class Base>
struct ExactPlay : Base {
    static constexpr bool exact = true;
    static bool noMoves(const Position&, int) { return false; }
    /// The base's leaf, with a goal reached before the last move a failure; a goal that ends
    /// nothing ("not mate", Popeye's "3:3a[!#]d") is judged at the last move only.
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        const int decided = Base::leaf(pos, last, lastUndo, pliesLeft, counters);
        if (decided != 1 || pliesLeft < 2) return decided;
        return goalEndsPlay<typename Base::GoalType>() ? 0 : -1;
    }
    /// Reflex obligations: a defender obliged to reach the goal before its last move ends the
    /// play too soon.
    static int entryTest(Position& pos, int pliesLeft, SearchCounters& counters) {
        const int decided = Base::entryTest(pos, pliesLeft, counters);
        return decided == 1 && pliesLeft >= 2 ? 0 : decided;
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

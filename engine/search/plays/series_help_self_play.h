// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_help_self_play.h  Series help-self play (ser-hs#N, ser-hs=N, ...): the series side
/// plays up to N moves in a row, then the other side plays a move after which every move of the
/// series side reaches the goal (hs#1's end).
#pragma once

#include "goals/goal_traits.h"
#include "plays/help_self_play.h"

#include <cstdint>

namespace gms {

/// `pliesLeft` = series moves left + 2: at pliesLeft >= 3 the series side moves, and after
/// every series move but the last the other side passes; at pliesLeft = 2 the other side
/// moves; at pliesLeft = 1 the series side must have a move and every move must reach the
/// goal (judged in place and appended to the lines, as in hs). A series move before the last
/// may not give check (Popeye 4.104's lines never do). With GoalParameter::endingNotInCheck
/// (Popeye's {!+}, "CapZug") the series side must not be in check at its forced end.
template <class G>
struct SeriesHelpSelfPlay : SelfEndingPlay<G> {
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft == 1 && GoalParameter::endingNotInCheck() && pos.inCheck()) {
            ++counters.evl;
            return 0;
        }
        return SelfEndingPlay<G>::leaf(pos, last, lastUndo, pliesLeft, counters);
    }
    static std::uint64_t tableSalt() { return GoalParameter::endingNotInCheck() ? 0x2127599BF4325C37ull : 0; }
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    static constexpr bool passAfter(int pliesLeft) { return pliesLeft >= 4; }
    static bool allowed(const Position& pos, Move m, int pliesLeft) { return pliesLeft <= 3 || !pos.givesCheck(m); }
    static constexpr int goalId = 144 + G::id;
};

} // namespace gms

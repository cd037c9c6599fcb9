// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_self_play.h  Help-self play (hs#N, hs=N, ...): both sides cooperate until the
/// attacker's last move, after which every move of the defender reaches the goal (s#1's end).
#pragma once

#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"
#include "plays/self_play.h"

#include <cstdint>

namespace gms {

/// The self ending of help-self and series-self play: at `pliesLeft` = 1 the defender must
/// have a move and every move must reach the goal (judged in place; the solver appends those
/// moves to each line, one line per move, as Popeye prints them). With `NotInCheck` (Popeye's
/// structured constraint {!+}, "CapZug") the defender must not be in check there.
template <class G, bool NotInCheck = false>
struct SelfEndingPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 1) return -1;
        ++counters.evl;
        if (NotInCheck && pos.inCheck()) return 0;
        return everyMoveReaches<G>(pos, counters);
    }
    /// The forced last half move is not walked: it is appended to the lines afterwards.
    static constexpr bool forcedLastMove = true;
    /// Those moves: every legal one, or the goal self-checks of a side without one (!#, ##, ##!).
    static void forcedMoves(Position& pos, MoveList& out, SearchCounters& counters) {
        generateLegal(pos, out);
        if constexpr (isSelfCheckGoal<G>())
            if (out.size == 0) hasGoalMove<G>(pos, counters, &out);
    }
};

/// Searched with 2N plies (2N+1 for N.5), then the self ending.
template <class G, bool NotInCheck = false>
struct HelpSelfPlay : SelfEndingPlay<G, NotInCheck> {
    static constexpr int goalId = NotInCheck ? 432 + G::id : 6 + 8 * G::id;
};

/// Series-self play (ser-s#N, ...): the series side plays up to N moves in a row (no check
/// before the last), then every move of the other side reaches the goal. `pliesLeft` =
/// series moves left + 1. A series move after which the other side is already forced to
/// reach the goal ends the series there: that is the shorter solution, and Popeye 4.104
/// prints no longer line through it (TESTS/series_play.inp, "stop solving when the goal is
/// reached"; exact-ser-s the same).
/// With GoalParameter::seriesSideEnds ("9s[-1d[x]a]") the other side passes after the last
/// series move too, so no series move may check, and the forced move is the series side's; Popeye
/// 4.104 then lists every length, also through a position where that move is already forced.
template <class G>
struct SeriesSelfPlay : SelfEndingPlay<G> {
    static constexpr bool series = true;
    static constexpr BoundKind bounds = BoundKind::SeriesExact; ///< one side moves: positions recur
    static bool passAfter(int pliesLeft) { return pliesLeft >= (GoalParameter::seriesSideEnds() ? 2 : 3); }
    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        if (GoalParameter::seriesSideEnds()) return !pos.givesCheck(m);
        return seriesMoveGoesOn(pos, m, pliesLeft,
                                [](Position& after, SearchCounters& c) { return everyMoveReaches<G>(after, c); });
    }
    static constexpr int goalId = 7 + 8 * G::id;
    static std::uint64_t tableSalt() { return GoalParameter::seriesSideEnds() ? 0x5851F42D4C957F2Dull : 0; }
};

} // namespace gms

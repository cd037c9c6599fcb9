// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_either_goal_play.h  Help play in which each side has a goal (Popeye's structured
/// "4h[=]h[#]": Black's moves may stalemate, White's may mate): lines of every length up to
/// N; the first goal reached by the side that moved ends the line, solved.
#pragma once

#include "goals/either_side_goal.h"
#include "plays/help_play.h"

#include <cstdint>

namespace gms {

struct HelpEitherGoalPlay : HelpPlay<EitherSideGoal> {
    /// A goal reached before the last move ends the line there: that is the shorter line,
    /// searched at its own length (Popeye 4.104 prints no longer line through it).
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        return goalMoveLeaf<EitherSideGoal>(pos, last, lastUndo, pliesLeft, true, counters);
    }
    static constexpr int goalId = 500;
    /// The pair of goals and who starts decide a position's value.
    static std::uint64_t tableSalt() {
        const GoalParameters& p = GoalParameter::current();
        return 0x9FB21C651E98DF25ull * std::uint64_t(1 + int(p.otherSideGoal)) ^
               0xC13FA9A902A6328Full * std::uint64_t(2 + (p.startingSideGoal ? int(*p.startingSideGoal) : -1)) ^
               0x2545F4914F6CDD1Dull * std::uint64_t(1 + int(p.startingSide));
    }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cooperative_play.h  What help, series and help-self play share: every node Or, moves
/// unordered, a result that holds for exactly its plies, and the goal judged after the last move.
#pragma once

#include "goal.h"
#include "goals/goal_parameter.h"
#include "search_context.h"

namespace gms {

/// The policy defaults of play in which both sides (or one side alone) look for the goal.
struct CooperativePlay : GoalDefaults {
    static constexpr NodeKind kind(int) { return NodeKind::Or; }
    static constexpr GenMode generation(int) { return GenMode::All; }
    /// Unordered: the line enumerator (help_line_enumerator.h) visits every move anyway, so
    /// weights would only cost time; the prover then tries moves in generation order.
    static constexpr Ordering ordering(int) { return Ordering::None; }
    /// A side without moves before the end (mated or stalemated too early) ends the line
    /// without a solution.
    static constexpr bool noMoves(const Position&, int) { return false; }
    /// The goal must fall on the last half move: a result holds for exactly its plies.
    static constexpr BoundKind bounds = BoundKind::Exact;
    /// Measured on helpmates_hard.tsv: entries from 2 half moves left are about twice as
    /// fast as from 1 or 3.
    static constexpr int tableMinPlies = 2;
};

/// The leaf of play whose last move reaches G: judged on the node reached at 0. When
/// `earlierMoveEnds` (a move of the goal side before the last), a goal that is no immobility
/// (capture, check, ...) reached there ends the line: that is a shorter solution, and Popeye
/// 4.104 lists no longer line through it (hx3, ser-x3); not so where Popeye's structured
/// "3h[1a[x]d]h" nests the goal move (GoalParameter::earlyGoalGoesOn). A move of the other side that reaches
/// it ends the line unsolved under Popeye's GoalIsEnd (hc81). `passed`: in series play the
/// other side has already passed after `last` (goal.h's makeGoalMove), so a goal that asks who
/// moved (goalAsksWhoMoved: c81, <>, !=) is judged with the pass taken back.
template <class G>
inline int goalMoveLeaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, bool earlierMoveEnds,
                        SearchCounters& counters, bool passed = false) {
    if (pliesLeft != 0) {
        if constexpr (!G::immobility) {
            if ((earlierMoveEnds && !GoalParameter::earlyGoalGoesOn()) || GoalParameter::goalIsEnd()) {
                bool reached;
                if (passed && goalAsksWhoMoved<G>()) { // a second pass gives the turn back to the passer
                    UndoInfo pass;
                    pos.makeNullMove(pass);
                    reached = G::reached(pos, last, lastUndo);
                    pos.unmakeNullMove(pass);
                } else {
                    reached = G::reached(pos, last, lastUndo);
                }
                if (reached) return 0;
            }
        }
        return -1;
    }
    ++counters.evl;
    return G::reached(pos, last, lastUndo);
}

/// A series move `m` before the last (`pliesLeft` > 2) of series play that ends in the other
/// side's move: no check, and no position in which the play already ends there
/// (`endsThere(after, counters)`, judged on a copy after the move): that is the shorter line,
/// and no longer one passes through it (ser-s, ser-r). The last series move is always allowed.
template <class EndsThere>
inline bool seriesMoveGoesOn(const Position& pos, Move m, int pliesLeft, EndsThere endsThere) {
    if (pliesLeft <= 2) return true;
    if (pos.givesCheck(m)) return false;
    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    SearchCounters uncounted; // a filter of the move list: its moves are counted where they are played
    return !endsThere(after, uncounted);
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file parry_series_play.h  Parry series play (pser-#N, pser-s#N, pser-r#N, pser-h#N, pser-hs#N,
/// phser-#N, phser-s#N, phser-r#N; any goal): one side plays a series of N moves and may give check; the other side then parries
/// the check with one move, and passes otherwise.
#pragma once

#include "goal.h"
#include "goals/goal_moves.h"
#include "goals/goal_traits.h"
#include "goals/self_check_goal.h"
#include "movegen.h"
#include "plays/cooperative_play.h"
#include "plays/help_self_play.h"
#include "plays/self_play.h"

namespace gms {

/// What follows the series and who chooses the parries, as Popeye composes them: pser- (the
/// series side's own move reaches the goal; parries are defences, every one must be met),
/// pser-s (after a series move the other side is forced to reach the goal; parries are
/// defences), pser-h (the other side reaches the goal with one move after the series; parries
/// are help moves, chosen), pser-r (as pser-s under ser-r's obligations: after a series move the
/// other side, if it can reach the goal in one, must, which ends the play; before a series move
/// the series side, if it can, must, which fails it; after the last one the other side must),
/// pser-hs (after the series the other side makes a move of its choice, after which every move
/// of the series side reaches the goal: ser-hs's end; parries are help moves, chosen).
enum class ParryEnd { Direct, Self, Help, Reflex, HelpSelf };

/// The nodes alternate: the series side (Or), then the other side, which parries when in
/// check and passes (a null move, Move::none() in the move list) when not, stalemated or not
/// (Popeye 4.104: pser-#2 "1.Qd1-d4   2.Qd4-a1 #" with the black king stalemated after 1.Qd4).
/// Plies: pser- 2N-1 (the series side at odd plies left), pser-s and pser-h 2N (the series
/// side at even plies left; pser-s's forced last move is judged in place at 1, pser-h's goal
/// move is made at 1), pser-hs 2N+1 (the series side at odd plies left, the other side's move
/// at 2, the series side's forced move judged in place at 1 and appended to the lines). `HelpParries` (phser-, phser-s): the parries of pser- and pser-s are
/// help moves, one chosen (Popeye 4.104 prints every line, of every length up to N).
template <class G, ParryEnd End, bool HelpParries = false>
struct ParrySeriesPlay : GoalDefaults {
    using GoalType = G;
    static constexpr ParryEnd end = End;
    /// The play ends where the goal is reached, so a result holds within its plies (pser-,
    /// pser-s, phser-, phser-s); pser-h's holds for exactly its plies.
    static constexpr bool battle = End != ParryEnd::Help && End != ParryEnd::HelpSelf;
    static constexpr bool helpParries = HelpParries;
    /// phser-r: the other side's reflex obligation binds its help parries too, so under exact-
    /// its goal move before the last fails the series side (plays/exact_play.h).
    static constexpr bool obligedThroughout = End == ParryEnd::Reflex && HelpParries;
    /// Half moves of a solution in `moves` series moves.
    static constexpr int plies(int moves) {
        return End == ParryEnd::Direct ? 2 * moves - 1 : End == ParryEnd::HelpSelf ? 2 * moves + 1 : 2 * moves;
    }
    /// pser-s, pser-r: the other side's last move is judged in place (appended to the lines).
    static constexpr bool forcedEnd = End == ParryEnd::Self || End == ParryEnd::Reflex;
    /// pser-hs: the series side's forced last move, judged in place by the help kernel and
    /// appended to the lines (SelfEndingPlay's rule).
    static constexpr bool forcedLastMove = End == ParryEnd::HelpSelf;
    static void forcedMoves(Position& pos, MoveList& out, SearchCounters& counters) {
        SelfEndingPlay<G>::forcedMoves(pos, out, counters);
    }
    static constexpr bool seriesSideMoves(int pliesLeft) {
        return End == ParryEnd::Direct || End == ParryEnd::HelpSelf ? (pliesLeft & 1) != 0 : (pliesLeft & 1) == 0;
    }
    static constexpr NodeKind kind(int pliesLeft) {
        return seriesSideMoves(pliesLeft) || !battle || HelpParries ? NodeKind::Or : NodeKind::And;
    }
    /// pser-: the series side's last move as the goal allows; pser-h: the other side's goal move.
    /// A goal reached by a self-check (!#, ##, ##!) may end pser- early: the series side's
    /// self-checks join its moves (DirectPlay's rule).
    static constexpr GenMode generation(int pliesLeft) {
        if (goalMoveAt(pliesLeft)) return G::generation;
        return isSelfCheckGoal<G>() && End == ParryEnd::Direct && seriesSideMoves(pliesLeft) ? GenMode::AllAndSelfChecks
                                                                                             : GenMode::All;
    }
    /// The move that reaches the goal, one such move being enough (pser-, pser-h; in pser-s the
    /// defender's last move is forced).
    static constexpr bool goalMoveAt(int pliesLeft) {
        return !forcedEnd && End != ParryEnd::HelpSelf && pliesLeft == 1;
    }
    /// The series side's moves weighed as an attacker's in battle play; parries (few) unordered.
    static constexpr Ordering ordering(int pliesLeft) {
        return battle && pliesLeft > 2 && seriesSideMoves(pliesLeft) ? Ordering::Attacker : Ordering::None;
    }
    /// The other side not in check passes (pser-h: not at its goal move); Popeye's lines leave
    /// the passes out.
    static constexpr bool passMoves = true;
    static constexpr bool passesInLines = false;
    static bool onlyPass(const Position& pos, int pliesLeft) {
        if (seriesSideMoves(pliesLeft) || (End == ParryEnd::Help && pliesLeft == 1) ||
            (End == ParryEnd::HelpSelf && pliesLeft == 2))
            return false;
        return !pos.inCheck();
    }
    static constexpr bool mayPass(const Position&, int) { return false; }
    /// The other side in check without a parry: the goal if the series side's move brought it
    /// about (pser-: tested in the leaf already); the series side without a move: the goal if
    /// the other side's parry brought it about (pser-s: a parry that mates).
    static bool noMoves(const Position& pos, int pliesLeft) {
        if constexpr (End == ParryEnd::Direct) return !seriesSideMoves(pliesLeft) && G::reachedWhenImmobile(pos);
        if constexpr (End == ParryEnd::Self)
            return !HelpParries && seriesSideMoves(pliesLeft) && G::reachedWhenImmobile(pos);
        return false;
    }
    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        if constexpr (End == ParryEnd::Reflex) {
            ++counters.evl;
            const bool goalMove = hasGoalMove<G>(pos, counters);
            if (!seriesSideMoves(pliesLeft)) { // the series side moved: the other side must reach the goal if it can
                if (goalMove) return 1;
                return pliesLeft == 1 ? 0 : -1;
            }
            // A parry or a pass: the series side that can reach the goal in one must, and fails.
            return goalMove || pliesLeft == 0 ? 0 : -1;
        }
        if (last == Move::none()) return pliesLeft == 0 ? 0 : -1; // a pass reaches nothing
        if constexpr (End == ParryEnd::HelpSelf) {
            if (pliesLeft != 1) return -1;
            ++counters.evl; // after the other side's move: every move of the series side reaches the goal
            return everyMoveReaches<G>(pos, counters);
        } else if constexpr (End == ParryEnd::Direct) {
            if (seriesSideMoves(pliesLeft)) return -1; // a parry was played
            ++counters.evl;
            if (G::reached(pos, last, lastUndo)) return 1;
            if constexpr (isSelfCheckGoal<G>()) // a self-check is a move only where it reaches the goal
                if (moverInCheck(pos)) return 0;
            return pliesLeft == 0 ? 0 : -1;
        } else if constexpr (End == ParryEnd::Self) {
            if (!seriesSideMoves(pliesLeft)) { // the series side moved: is the other side forced now?
                ++counters.evl;
                if (everyMoveReaches<G>(pos, counters)) return 1;
                return pliesLeft == 1 ? 0 : -1;
            }
            // A parry that reaches a goal that is no immobility serves the series side; a help
            // parry is chosen, not forced, so it does not (Popeye 4.104: phser-s#2 has no line
            // ending in a mating parry when the other side has other parries).
            if constexpr (!G::immobility && !HelpParries) {
                if (G::reached(pos, last, lastUndo)) return 1;
            }
            return pliesLeft == 0 ? 0 : -1;
        } else {
            return goalMoveLeaf<G>(pos, last, lastUndo, pliesLeft, false, counters);
        }
    }
    static constexpr int goalId = (End == ParryEnd::Direct     ? 192
                                   : End == ParryEnd::Self     ? 208
                                   : End == ParryEnd::Help     ? 224
                                   : End == ParryEnd::HelpSelf ? 3200
                                                               : 3072) +
                                  G::id + (HelpParries ? 2048 : 0);
    /// pser- and pser-s: a goal within p plies is one within more (play ends where it is reached);
    /// pser-h and pser-hs: exactly their plies, as help play.
    static constexpr BoundKind bounds = battle ? BoundKind::Monotone : BoundKind::Exact;
    static constexpr int tableMinPlies = battle ? 3 : 2;
};

} // namespace gms

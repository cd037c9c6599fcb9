// SPDX-License-Identifier: GPL-3.0-or-later
/// @file tree_builder.h  Threats, variations, duals, tries and set play of battle play (#N, s#N, r#N),
/// built from the prover's answers.
///
/// "Goal in k" means the goal's forced win in k attacker moves: mate in k (#), forced
/// selfmate in k (s#), forced reflexmate in k (r#). Besides the kernel's policy (goal.h) the
/// goal tells the builder:
///   static constexpr int plies(int moves);            half moves of a goal in `moves`, attacker to move.
///   static constexpr bool defendsAfterLastMove;       the defender still moves after the attacker's last move (s#, r#).
///   static bool defenceReachesGoal(Position&, Move, const UndoInfo&);  the defender's move just made
///                                                     reached the goal (mated the attacker).
///   static bool decidedDefences(Position&, int moves, SearchCounters&, MoveList& shown);
///                                                     the defender's moves are judged in place here (s#'s last
///                                                     move, r#'s obligation): `shown` gets those to print.
///   static constexpr bool lastMoveHasRefutations;     a try of one move is refuted by defences (s#1).
///   static constexpr bool attackerMustMate;           an attacker with a mate in one must give it (r#).
#pragma once

#include "position.h"
#include "plays/exact_play.h"
#include "prover.h"
#include "solution.h"

#include <vector>

namespace gms {

/// GoalIsEnd: the defender's move just played (`d`, `undo`) ends the play unsolved
/// (Goal::defenceEndsPlay; play types without it: never).
template <class Goal>
bool defenceEndsPlay(Position& pos, Move d, const UndoInfo& undo) {
    if constexpr (requires { Goal::defenceEndsPlay(pos, d, undo); }) return Goal::defenceEndsPlay(pos, d, undo);
    return false;
}

/// Whether the defence `d` just made (`undo` its record), with `k` attacker moves to go, reached
/// the goal and so ends the play: before the last move only where the play type says an early
/// goal ends it (Goal::earlyGoalEndsPlay; play types without it: always).
template <class Goal>
bool defenceReachesGoalAt(Position& pos, Move d, const UndoInfo& undo, int k) {
    if constexpr (requires { Goal::earlyGoalEndsPlay(); })
        if (k > 1 && !Goal::earlyGoalEndsPlay()) return false;
    return Goal::defenceReachesGoal(pos, d, undo);
}

/// Builds the solution tree below attacker moves with the non-recursive prover; its
/// own recursion follows the tree (at most N levels), never the search.
template <class Goal>
class TreeBuilder {
public:
    TreeBuilder(SearchContext& context, Prover<Goal>& prover, Position& pos)
        : ctx_(context), prover_(prover), pos_(pos) {}

    /// Does the side to move (the attacker) force the goal within n moves?
    bool forcesGoalIn(int n) { return prover_.prove(pos_, Goal::plies(n)); }
    /// With the defender to move: is every defence met by the goal within n more attacker moves?
    bool defenderLoses(int n) { return prover_.prove(pos_, Goal::plies(n + 1) - 1); }
    /// After the attacker's move `m` (just made, `undo` its record) of a goal in k: is the goal
    /// reached by it or still forced?
    bool attackerMoveWins(Move m, const UndoInfo& undo, int k) {
        if (int early = attackerMoveReached<Goal>(pos_, m, undo, Goal::plies(k) - 1, ctx_.counters); early != -1)
            return early == 1;
        return defenderLoses(k - 1);
    }
    /// After a defender's move below an attacker move of a goal in k: is the goal still forced
    /// (reached by the defence itself, or within k-1 more attacker moves)?
    /// `d` is the defence just made, `undo` its undo record.
    bool defenceAnswered(int k, Move d, const UndoInfo& undo) {
        // exact-: a goal reached before the last move ends the play too soon.
        const bool reached = defenceReachesGoalAt<Goal>(pos_, d, undo, k) && (!isExactPlay<Goal>() || k == 1);
        if (defenceEndsPlay<Goal>(pos_, d, undo)) return false;
        return reached || (k > 1 && forcesGoalIn(k - 1));
    }
    /// Smallest k in [1, maxMoves] with the goal forced for the side to move, 0 if none.
    int shortestGoal(int maxMoves);
    /// Attacker moves that force the goal in exactly `k` (k minimal, so none is faster), a1 first.
    std::vector<Move> goalMoves(int k);
    /// Node for attacker move m (forcing the goal in exactly k) with everything below it; with
    /// maxRefutations > 0 (tries) the defences that escape become refutations.
    AttackNode attackNode(Move m, int k, int maxRefutations = 0);
    /// Set play of a goal in n: the defender's moves in the diagram (attacker to move, not in
    /// check) that are answered, with the attacker's answers.
    std::vector<DefenceNode> setPlay(int n);
    /// Popeye's PostKeyPlay: the defender to move after a key of a goal in n: the threat,
    /// the defences that stop it with their answers, and the defences that refute (move: none).
    AttackNode postKeyNode(int n);
    /// r#: the side to move's mates in one, which it must give (AttackNode::obliged), a1 first.
    std::vector<AttackNode> obligedMates();

private:
    void fillDefences(AttackNode& node, int k, bool isTry);
    bool threatStillWorks(const std::vector<Move>& threatMoves, int threatLength);
    /// The answers to the defence just played below a goal in k (`length`: the shortest, 0: reached).
    void fillReplies(DefenceNode& dn, int length);

    SearchContext& ctx_;
    Prover<Goal>& prover_;
    Position& pos_;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file tree_builder_impl.h  TreeBuilder's definition, included by the files that compile it for
/// the battle policies (battle_play_*.cpp, lists in battle_policies.h).
#pragma once

#include "tree_builder.h"

#include "direct_mate_goal.h"
#include "goals/goal_dispatch.h"
#include "mate_tests.h"
#include "plays/defender_guard.h"
#include "movegen.h"
#include "goals/goal_moves.h"
#include "plays/exact_play.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"

#include <algorithm>

namespace gms {

namespace tree_detail {
/// Popeye lists moves by the mover's square, a1 first; the tree does too.
inline void sortBySquare(MoveList& list) {
    std::stable_sort(list.moves, list.moves + list.size, [](Move a, Move b) { return a.from() < b.from(); });
}
} // namespace tree_detail

template <class Goal>
int TreeBuilder<Goal>::shortestGoal(int maxMoves) {
    // exact-: only the full length left counts (a shorter goal would end the play too soon).
    for (int k = isExactPlay<Goal>() ? std::max(maxMoves, 1) : 1; k <= maxMoves; ++k) {
        if (forcesGoalIn(k)) return k;
        if (ctx_.cancelled()) return 0;
    }
    return 0;
}

template <class Goal>
std::vector<Move> TreeBuilder<Goal>::goalMoves(int k) {
    std::vector<Move> found;
    MoveList list;
    generateLegal(pos_, list, Goal::generation(Goal::plies(k)));
    tree_detail::sortBySquare(list);
    for (int i = 0; i < list.size && !ctx_.cancelled(); ++i) {
        UndoInfo undo;
        pos_.makeMove(list.moves[i], undo);
        ++ctx_.counters.gen;
        if (attackerMoveWins(list.moves[i], undo, k)) found.push_back(list.moves[i]);
        pos_.unmakeMove(list.moves[i], undo);
    }
    return found;
}

template <class Goal>
AttackNode TreeBuilder<Goal>::attackNode(Move m, int k, int maxRefutations) {
    AttackNode node;
    node.move = m;
    node.mateIn = k;
    node.givesCheck = pos_.givesCheck(m);
    UndoInfo undo;
    pos_.makeMove(m, undo);
    ++ctx_.counters.gen;
    if (ctx_.poll()) {
        pos_.unmakeMove(m, undo);
        return node;
    }
    if (k > 1 || maxRefutations > 0 || Goal::defendsAfterLastMove) fillDefences(node, k, maxRefutations > 0);
    pos_.unmakeMove(m, undo);
    return node;
}

template <class Goal>
void TreeBuilder<Goal>::fillReplies(DefenceNode& dn, int length) {
    if (length <= 0) return; // the solve was stopped
    for (Move r : goalMoves(length)) dn.replies.push_back(attackNode(r, length));
}

/// With the defender to move after node.move: threat, shown defences and (for tries) refutations.
template <class Goal>
void TreeBuilder<Goal>::fillDefences(AttackNode& node, int k, bool isTry) {
    MoveList decided;
    if (Goal::decidedDefences(pos_, k, ctx_.counters, decided)) {
        // Judged in place (s#'s last move: every move mates; r#: the obliged mates); in a
        // try the moves that do not reach the goal refute it.
        tree_detail::sortBySquare(decided);
        for (int i = 0; i < decided.size; ++i) {
            DefenceNode dn;
            dn.move = decided.moves[i];
            dn.givesCheck = pos_.givesCheck(dn.move);
            bool reached = true;
            if (isTry) {
                UndoInfo undo;
                pos_.makeMove(dn.move, undo);
                ++ctx_.counters.gen;
                // exact-: a goal reached before the last move refutes.
                reached = Goal::defenceReachesGoal(pos_, dn.move, undo) && (!isExactPlay<Goal>() || k == 1);
                pos_.unmakeMove(dn.move, undo);
            }
            (reached ? node.defences : node.refutations).push_back(dn);
        }
        return;
    }
    // NonTrivial: the allowance below this node is what its guard leaves (the prover proved the
    // moves shown here with it); the caller's comes back on return.
    const int callerBudget = ctx_.nonTrivialBudget;
    struct BudgetRestore {
        SearchContext& ctx;
        int budget;
        ~BudgetRestore() { ctx.nonTrivialBudget = budget; }
    } const restore{ctx_, callerBudget};
    if constexpr (Goal::hasContextTest)
        if (ctx_.options().nonTrivialMax >= 0) Goal::contextTest(pos_, Goal::plies(k) - 1, ctx_, ctx_.nonTrivialBudget);
    std::vector<Move> threatMoves;
    int threatLength = 0;
    if (!pos_.inCheck() && k > 1 && !ctx_.options().noThreat) {
        UndoInfo undo;
        pos_.makeNullMove(undo);
        threatLength = shortestGoal(k - 1);
        if (threatLength > 0) {
            threatMoves = goalMoves(threatLength);
            for (Move t : threatMoves) node.threats.push_back(attackNode(t, threatLength));
        }
        pos_.unmakeNullMove(undo);
        node.zugzwang = threatLength == 0;
    }
    MoveList defences;
    generateLegal(pos_, defences);
    tree_detail::sortBySquare(defences);
    for (int i = 0; i < defences.size && !ctx_.cancelled(); ++i) {
        Move d = defences.moves[i];
        DefenceNode dn;
        dn.move = d;
        dn.givesCheck = pos_.givesCheck(d);
        UndoInfo undo;
        pos_.makeMove(d, undo);
        ++ctx_.counters.gen;
        // A defence that reaches the goal itself (s#: it mates before the last move) is no
        // defence: Popeye shows none, in keys, tries and zugzwangs alike.
        // exact-: such a defence ends the play too soon: it refutes (Popeye: "1...b3-b2 # !").
        // Popeye's MatesIn1 shows it, without an answer ("1...Sh1-f2 #").
        if (!isExactPlay<Goal>() && defenceReachesGoalAt<Goal>(pos_, d, undo, k)) {
            pos_.unmakeMove(d, undo);
            if (ctx_.options().matesIn1) node.defences.push_back(dn);
            continue;
        }
        // GoalIsEnd: a defence that reaches the goal itself ends the play unsolved: it refutes.
        if (defenceEndsPlay<Goal>(pos_, d, undo)) {
            pos_.unmakeMove(d, undo);
            node.refutations.push_back(dn); // (after a key none does: the key would fail)
            continue;
        }
        // After a key every defence is met, so only the shown ones need their length;
        // after a try any defence may refute it, so every one is measured.
        int s = isTry ? (k > 1 ? shortestGoal(k - 1) : 0) : -1;
        if (s == 0) {
            // r#: a refutation after which the attacker must mate shows those mates ("reflex defence").
            if constexpr (Goal::attackerMustMate) dn.replies = obligedMates();
            pos_.unmakeMove(d, undo);
            node.refutations.push_back(dn);
            continue;
        }
        // Popeye's rule: a defence is shown when it stops the threat: no win is shorter than
        // the threat after it, and the threat moves no longer all work.
        bool show = ctx_.options().allDefences || threatMoves.empty();
        if (!show) {
            int faster = threatLength == 1 || isExactPlay<Goal>() ? 0
                         : s > 0                                  ? (s < threatLength ? s : 0)
                                                                  : shortestGoal(threatLength - 1);
            show = faster == 0 && !threatStillWorks(threatMoves, threatLength);
        }
        if (show) {
            if (s < 0) s = shortestGoal(k - 1); // 0 only when the solve was stopped
            // Popeye's NoShortVariations: a defence answered faster than the full length is not shown.
            if (ctx_.options().noShortVariations && s > 0 && s < k - 1)
                show = false;
            else
                fillReplies(dn, s);
        }
        pos_.unmakeMove(d, undo);
        if (show) node.defences.push_back(std::move(dn));
    }
}

template <class Goal>
AttackNode TreeBuilder<Goal>::postKeyNode(int n) {
    AttackNode node;
    node.mateIn = n;
    // As below a try: every defence is measured, and those not met in time refute.
    fillDefences(node, n, true);
    return node;
}

template <class Goal>
std::vector<DefenceNode> TreeBuilder<Goal>::setPlay(int n) {
    std::vector<DefenceNode> shown;
    if (pos_.inCheck()) return shown; // the defender could take the king
    UndoInfo nullUndo;
    pos_.makeNullMove(nullUndo);
    // Short set play first: the defender's moves judged in place as at the last move (s#:
    // every move; r#: the obliged mates). Popeye shows those that mate: all of them in s#1
    // (and r#), but in s#N (N > 1) only when every move listed mates.
    MoveList decided;
    bool decidedShown = false;
    if (Goal::decidedDefences(pos_, 1, ctx_.counters, decided)) {
        tree_detail::sortBySquare(decided);
        std::vector<DefenceNode> mates;
        for (int i = 0; i < decided.size; ++i) {
            DefenceNode dn;
            dn.move = decided.moves[i];
            dn.givesCheck = pos_.givesCheck(dn.move);
            UndoInfo undo;
            pos_.makeMove(dn.move, undo);
            ++ctx_.counters.gen;
            if (Goal::defenceReachesGoal(pos_, dn.move, undo)) mates.push_back(dn);
            pos_.unmakeMove(dn.move, undo);
        }
        decidedShown = !mates.empty() && (n == 1 || int(mates.size()) == decided.size);
        if (decidedShown) shown = std::move(mates);
    }
    if (!decidedShown && n > 1) {
        MoveList defences;
        generateLegal(pos_, defences);
        tree_detail::sortBySquare(defences);
        for (int i = 0; i < defences.size && !ctx_.cancelled(); ++i) {
            DefenceNode dn;
            dn.move = defences.moves[i];
            dn.givesCheck = pos_.givesCheck(dn.move);
            UndoInfo undo;
            pos_.makeMove(dn.move, undo);
            ++ctx_.counters.gen;
            // As in the tree, a defence that reaches the goal itself is not shown (but with
            // MatesIn1, without an answer), nor one that ends the play (GoalIsEnd).
            const bool reaches = defenceReachesGoalAt<Goal>(pos_, dn.move, undo, n);
            int s = reaches || defenceEndsPlay<Goal>(pos_, dn.move, undo) ? 0 : shortestGoal(n - 1);
            if (s > 0) fillReplies(dn, s);
            pos_.unmakeMove(dn.move, undo);
            if (s > 0 || (reaches && ctx_.options().matesIn1)) shown.push_back(std::move(dn));
        }
    }
    pos_.unmakeNullMove(nullUndo);
    return shown;
}

template <class Goal>
std::vector<AttackNode> TreeBuilder<Goal>::obligedMates() {
    ++ctx_.counters.evl;
    // The goal's moves (r#: the mates; r=: the stalemating moves, ...).
    return obligedGoalMoves<typename Goal::GoalType>(pos_, ctx_.counters);
}

/// Popeye's rule: a defence is answered by the threat when every threat move still forces the goal in time.
template <class Goal>
bool TreeBuilder<Goal>::threatStillWorks(const std::vector<Move>& threatMoves, int threatLength) {
    if constexpr (Goal::attackerMustMate) { // r#: an attacker that can reach the goal in one must: no threat is played
        ++ctx_.counters.evl;
        if (hasGoalMove<typename Goal::GoalType>(pos_, ctx_.counters)) return false;
    }
    for (Move t : threatMoves) {
        if (!isLegalMove(pos_, t)) return false;
        UndoInfo undo;
        pos_.makeMove(t, undo);
        ++ctx_.counters.gen;
        bool works = attackerMoveWins(t, undo, threatLength);
        pos_.unmakeMove(t, undo);
        if (!works) return false;
    }
    return true;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_line_solver_impl.h  BattleLineSolver's definition, included by the files that
/// compile it for the battle policies (battle_play_*.cpp, lists in battle_policies.h).
#pragma once

#include "battle_line_solver.h"

#include "goal.h"
#include "tree_builder.h"

#include <vector>

namespace gms {

namespace battle_line_detail {

/// Walks the shortest win from the attacker's node, one line per leaf.
template <class Goal>
class LineWalk {
public:
    LineWalk(SearchContext& context, TreeBuilder<Goal>& builder, Position& pos, int moves, std::vector<HelpLine>& out)
        : ctx_(context), builder_(builder), pos_(pos), fullPlies_(Goal::plies(moves)), out_(out) {}

    /// The attacker to move with at most `maxMoves`: its moves of the shortest win, followed on.
    void attacker(int maxMoves) {
        const int k = builder_.shortestGoal(maxMoves);
        if (k == 0) return;
        for (Move m : builder_.goalMoves(k)) {
            if (ctx_.cancelled()) return;
            UndoInfo undo;
            pos_.makeMove(m, undo);
            ++ctx_.counters.gen;
            line_.push_back(m);
            // Direct play ends with the attacker's goal move; in self and reflex play the
            // defender's moves that reach the goal follow (x, +, ~ too, decided by the move).
            if (Goal::defendsAfterLastMove ||
                (k > 1 && attackerMoveReached<Goal>(pos_, m, undo, Goal::plies(k) - 1, ctx_.counters) != 1))
                defender(k);
            else
                emit();
            line_.pop_back();
            pos_.unmakeMove(m, undo);
        }
    }

private:
    /// The defender to move after an attacker move that forces the goal in `k`: every defence.
    void defender(int k) {
        MoveList decided;
        if (Goal::decidedDefences(pos_, k, ctx_.counters, decided)) {
            for (int i = 0; i < decided.size; ++i) {
                line_.push_back(decided.moves[i]);
                emit();
                line_.pop_back();
            }
            return;
        }
        MoveList defences;
        generateLegal(pos_, defences);
        for (int i = 0; i < defences.size && !ctx_.cancelled(); ++i) {
            const Move d = defences.moves[i];
            UndoInfo undo;
            pos_.makeMove(d, undo);
            ++ctx_.counters.gen;
            // s#: a defence that reaches the goal before the last move is no defence; Popeye shows
            // none, as in the tree.
            line_.push_back(d);
            if (k > 1 && !defenceReachesGoalAt<Goal>(pos_, d, undo, k)) attacker(k - 1);
            line_.pop_back();
            pos_.unmakeMove(d, undo);
        }
    }

    void emit() {
        HelpLine line;
        line.moves = line_;
        line.isShort = int(line_.size()) < fullPlies_; // a short key, or a short variation below one
        out_.push_back(std::move(line));
    }

    SearchContext& ctx_;
    TreeBuilder<Goal>& builder_;
    Position& pos_;
    int fullPlies_; ///< The half moves of a line of the stipulation's full length.
    std::vector<HelpLine>& out_;
    std::vector<Move> line_;
};

} // namespace battle_line_detail

template <class Goal>
void BattleLineSolver<Goal>::solve(const Position& start, const Stipulation& stip, Solution& sol) {
    Position pos = start;
    const SearchCounters before = ctx_.counters;
    const double t0 = ctx_.elapsed();
    TreeBuilder<Goal> builder(ctx_, prover_, pos);
    ctx_.progress.phase = "tree";
    bool obliged = false;
    if constexpr (Goal::attackerMustMate) {
        // r#: an attacker that can reach the goal in one must, so there is no line (Popeye 4.104
        // prints none after an intro, where its r#N alone prints "1.Rb3-b8 # ?!?").
        obliged = !builder.obligedMates().empty();
    }
    if (!obliged) battle_line_detail::LineWalk<Goal>(ctx_, builder, pos, stip.moves, sol.lines).attacker(stip.moves);
    IterationStats row;
    row.ply = Goal::plies(stip.moves);
    addCounters(row, ctx_.counters - before);
    row.seconds = ctx_.elapsed() - t0;
    sol.iterations.push_back(row);
}

} // namespace gms

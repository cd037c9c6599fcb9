// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_solver_impl.h  BattleSolver's definition, included by the files that compile it for
/// the battle policies (battle_play_*.cpp, lists in battle_policies.h).
#pragma once

#include "battle_solver.h"

#include "direct_mate_goal.h"
#include "goals/goal_dispatch.h"
#include "mate_tests.h"
#include "plays/defender_guard.h"
#include "plays/exact_play.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"
#include "split_prover.h"
#include "tree_builder.h"
#include "worker_pool.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

namespace gms {

namespace battle_detail {

/// Measures one phase of the solve (an iteration, set play, the trees): what it counted and how
/// long it took, added to a statistics row.
class PhaseMeter {
public:
    explicit PhaseMeter(const SearchContext& ctx) : ctx_(ctx), before_(ctx.counters), start_(ctx.elapsed()) {}
    /// Adds the phase so far to `row`: the counters' growth and the seconds.
    void addTo(IterationStats& row) const {
        addCounters(row, ctx_.counters - before_);
        row.seconds += ctx_.elapsed() - start_;
    }

private:
    const SearchContext& ctx_;
    SearchCounters before_;
    double start_;
};

} // namespace battle_detail

template <class Goal>
void BattleSolver<Goal>::solve(const Position& start, const Stipulation& stip, Solution& sol) {
    const int n = stip.moves;
    const SolverOptions& options = ctx_.options();
    Position pos = start;
    ctx_.line.push_back(RepMove::irreversible(false)); // the root: nothing before it counts
    TreeBuilder<Goal> builder(ctx_, prover_, pos);

    if (options.postKeyPlay) {
        // Popeye's PostKeyPlay: the key is played; set play and tries do not apply.
        ctx_.progress.phase = "tree";
        const battle_detail::PhaseMeter meter(ctx_);
        sol.postKey = builder.postKeyNode(n);
        sol.hasPostKey = !ctx_.cancelled();
        meter.addTo(sol.treePhase);
        return;
    }
    if (options.setPlay) {
        ctx_.progress.phase = "set play";
        const battle_detail::PhaseMeter meter(ctx_);
        sol.setPlay = builder.setPlay(n);
        sol.hasSetPlay = !ctx_.cancelled();
        meter.addTo(sol.treePhase);
    }
    if constexpr (Goal::attackerMustMate) {
        // r#: an attacker that can mate in the diagram must, so nothing else is a solution.
        sol.obligedMates = builder.obligedMates();
        if (!sol.obligedMates.empty()) return;
    }

    MoveList root;
    generateLegal(pos, root, attackerRootGeneration<Goal>(), ctx_.attackerWeights());
    restrictRootMoves(root, options.rootMoves);
    { // report in square order; weights follow their moves
        std::vector<std::pair<Move, std::int16_t>> pairs;
        for (int i = 0; i < root.size; ++i) pairs.emplace_back(root.moves[i], root.weights[i]);
        std::stable_sort(pairs.begin(), pairs.end(), [](auto& a, auto& b) { return a.first.from() < b.first.from(); });
        for (int i = 0; i < root.size; ++i)
            root.moves[i] = pairs[std::size_t(i)].first, root.weights[i] = pairs[std::size_t(i)].second;
    }
    // Search in weight order, report in square order: both deterministic, whatever the
    // thread count, because every result is stored by its root move's index.
    std::vector<int> order(std::size_t(root.size));
    for (int i = 0; i < root.size; ++i) order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return root.weights[a] > root.weights[b]; });
    std::vector<int> goalLength(std::size_t(root.size), 0);

    // Every thread gets its own prover and tree builder over its own context and position;
    // worker 0 is this solve's context. They share the transposition table.
    WorkerPool pool(ctx_, pos, resolveThreadCount(options.threads));
    std::vector<std::unique_ptr<Prover<Goal>>> provers;
    std::vector<std::unique_ptr<TreeBuilder<Goal>>> builders;
    std::vector<std::unique_ptr<SplitProver<Goal>>> splitProvers;
    std::vector<SplitProver<Goal>*> team;
    for (int w = 0; w < pool.size(); ++w) {
        provers.push_back(std::make_unique<Prover<Goal>>(pool.context(w)));
        builders.push_back(std::make_unique<TreeBuilder<Goal>>(pool.context(w), *provers.back(), pool.position(w)));
        splitProvers.push_back(std::make_unique<SplitProver<Goal>>(pool, w, *provers.back(), team));
        team.push_back(splitProvers.back().get());
    }

    bool anyKey = false;
    if (options.knownKeyLength != 0) { // proven elsewhere: straight to the trees
        for (int& length : goalLength) length = std::max(options.knownKeyLength, 0);
        anyKey = options.knownKeyLength > 0 && root.size > 0;
    }
    // exact-: only the full length is a solution. A defender guard (Threat N, MaxFlightsquares N,
    // NonTrivial) judges the node after a key at the full length, as Popeye does: a key that wins
    // sooner may be refuted there by the guard. Such a key's tree is its shortest win's (below).
    constexpr bool fullLengthOnly = isExactPlay<Goal>() || Goal::hasContextTest;
    const auto attackerWins = [&](int w, SearchContext& ctx, Position& p, Move m, UndoInfo& undo, int k) {
        // A goal that is no immobility (x, +, ...) may be reached by the root move itself;
        // the prover judges its children only. Mate and stalemate are seen by the prover.
        if (int early = attackerMoveReached<Goal>(p, m, undo, Goal::plies(k) - 1, ctx.counters); early != -1)
            return early == 1;
        return splitProvers[std::size_t(w)]->prove(p, Goal::plies(k) - 1);
    };
    for (int k = fullLengthOnly ? n : 1; k <= n && !ctx_.cancelled() && options.knownKeyLength == 0; ++k) {
        IterationStats row;
        row.ply = Goal::plies(k);
        const battle_detail::PhaseMeter meter(ctx_);
        ctx_.progress.iteration = k;
        ctx_.progress.rootCount = root.size;
        ctx_.progress.phase = "search";
        const bool minimalIteration = !anyKey; // no shorter key: this is (at most) the minimal length
        std::vector<int> found(std::size_t(root.size), 0);
        std::mutex keyReport; // the key hook is called one thread at a time
        pool.run(root.size, [&](int w, SearchContext& ctx, Position& p, int idx) {
            const int i = order[std::size_t(idx)];
            if (w == 0) ctx.progress.rootIndex = idx + 1;
            if (goalLength[std::size_t(i)]) return; // already a key at a shorter length
            Move m = root.moves[i];
            UndoInfo undo;
            p.makeMove(m, undo);
            ++ctx.counters.gen;
            // Cutting repetitions keeps every minimal-length key: along a shortest forced
            // win no position recurs. Longer keys (cooks at larger N) need the full search.
            // (exact-: a line may need to repeat a position to spend its moves; no cut-offs. A
            // goal that follows units: like units that swapped squares repeat the board only.)
            // (A guard's verdict depends on the length it is judged at, so its search keeps
            // every line.)
            ctx.repetitionActive = options.useRepetition && minimalIteration && !fullLengthOnly && !p.followsUnits();
            if (ctx.repetitionActive) ctx.pushLine(p, m, undo);
            // With several threads, idle ones help inside the moves still being searched.
            const bool wins = attackerWins(w, ctx, p, m, undo, k);
            if (ctx.repetitionActive) ctx.line.pop_back();
            ctx.repetitionActive = false;
            p.unmakeMove(m, undo);
            if (wins && !ctx.cancelled()) {
                found[std::size_t(i)] = k;
                if (ctx_.hooks().keyFound) {
                    const std::lock_guard<std::mutex> lock(keyReport);
                    ctx_.hooks().keyFound(p, m, k);
                }
            }
            ctx.poll();
        });
        pool.collectCounters();
        for (int i = 0; i < root.size; ++i)
            if (found[std::size_t(i)]) {
                goalLength[std::size_t(i)] = k;
                anyKey = true;
            }
        meter.addTo(row);
        if (ctx_.cancelled()) break;
        sol.iterations.push_back(row);
        if (ctx_.hooks().iteration) ctx_.hooks().iteration(row);
        if (anyKey && options.mode == SolverOptions::Mode::Minimal) break;
    }

    const battle_detail::PhaseMeter treeMeter(ctx_);
    ctx_.progress.phase = "tree";
    std::vector<int> keyIndex;
    for (int i = 0; i < root.size; ++i)
        if (goalLength[std::size_t(i)]) keyIndex.push_back(i);
    if constexpr (Goal::hasContextTest && !isExactPlay<Goal>()) {
        // A key judged at the full length is shown as Popeye shows it: as its shortest win.
        if (options.knownKeyLength == 0 && !ctx_.cancelled())
            pool.run(int(keyIndex.size()), [&](int w, SearchContext& ctx, Position& p, int j) {
                const int i = keyIndex[std::size_t(j)];
                const Move m = root.moves[i];
                for (int k = 1; k < n && !ctx.cancelled(); ++k) {
                    UndoInfo undo;
                    p.makeMove(m, undo);
                    ++ctx.counters.gen;
                    const bool wins = attackerWins(w, ctx, p, m, undo, k);
                    p.unmakeMove(m, undo);
                    if (wins && !ctx.cancelled()) {
                        goalLength[std::size_t(i)] = k;
                        break;
                    }
                }
            });
        if (options.mode == SolverOptions::Mode::Minimal && !keyIndex.empty()) { // the shortest keys only
            int shortest = n;
            for (int i : keyIndex) shortest = std::min(shortest, goalLength[std::size_t(i)]);
            std::erase_if(keyIndex, [&](int i) { return goalLength[std::size_t(i)] > shortest; });
        }
    }
    std::vector<AttackNode> keys(keyIndex.size());
    const bool buildTrees = options.buildTree && !ctx_.cancelled();
    if (buildTrees) // each key's tree on whichever thread is free
        pool.run(int(keyIndex.size()), [&](int w, SearchContext&, Position&, int j) {
            const int i = keyIndex[std::size_t(j)];
            keys[std::size_t(j)] = builders[std::size_t(w)]->attackNode(root.moves[i], goalLength[std::size_t(i)]);
        });
    for (std::size_t j = 0; j < keyIndex.size(); ++j) {
        const int i = keyIndex[j], k = goalLength[std::size_t(i)];
        if (sol.shortest == 0 || k < sol.shortest) sol.shortest = k;
        // Keys proven before a stop are real; they are kept (without trees).
        if (!buildTrees || ctx_.cancelled()) {
            AttackNode key;
            key.move = root.moves[i];
            key.mateIn = k;
            key.givesCheck = pos.givesCheck(key.move);
            sol.keys.push_back(key);
        } else {
            sol.keys.push_back(std::move(keys[j]));
        }
    }
    // A try needs a defence that can refute it: #1 has none; s#1's last move has (non-mates).
    const bool triesPossible = n > 1 || Goal::lastMoveHasRefutations;
    if (options.maxRefutations > 0 && triesPossible && !ctx_.cancelled()) {
        ctx_.progress.phase = "tries";
        std::vector<std::unique_ptr<AttackNode>> tries(std::size_t(root.size));
        pool.run(root.size, [&](int w, SearchContext& ctx, Position& p, int i) {
            if (goalLength[std::size_t(i)]) return;
            TreeBuilder<Goal>& b = *builders[std::size_t(w)];
            Move m = root.moves[i];
            // Count escapes first (cheap), build the tree only for real tries.
            UndoInfo undo;
            p.makeMove(m, undo);
            ++ctx.counters.gen;
            if constexpr (policyGoalIsSelfCheck<Goal>()) {
                if (moverInCheck(p)) { // a self-check that missed the goal is no move, so no try
                    p.unmakeMove(m, undo);
                    return;
                }
            }
            const int rootBudget = ctx.nonTrivialBudget;
            if constexpr (Goal::hasContextTest) {
                // Threat N, MaxFlightsquares N, NonTrivial: a first move the guard refutes is no
                // try (Popeye); below one it lets through, its allowance holds.
                if (Goal::contextTest(p, Goal::plies(n) - 1, ctx, ctx.nonTrivialBudget) == 0) {
                    ctx.nonTrivialBudget = rootBudget;
                    p.unmakeMove(m, undo);
                    return;
                }
            }
            MoveList defences;
            generateLegal(p, defences, GenMode::All, ctx.defenderWeights());
            int escapes = 0;
            for (int d = 0; d < defences.size && escapes <= options.maxRefutations && !ctx.cancelled(); ++d) {
                UndoInfo u2;
                p.makeMove(defences.moves[d], u2);
                ++ctx.counters.gen;
                if (!b.defenceAnswered(n, defences.moves[d], u2)) ++escapes;
                p.unmakeMove(defences.moves[d], u2);
            }
            bool isTry = defences.size > 0 && escapes >= 1 && escapes <= options.maxRefutations;
            ctx.nonTrivialBudget = rootBudget;
            p.unmakeMove(m, undo);
            if (isTry && !ctx.cancelled()) {
                auto t = std::make_unique<AttackNode>(b.attackNode(m, n, options.maxRefutations));
                if (!options.buildTree) {
                    t->threats.clear();
                    t->defences.clear();
                    t->zugzwang = false;
                }
                tries[std::size_t(i)] = std::move(t);
            }
        });
        if (!ctx_.cancelled())
            for (auto& t : tries)
                if (t) sol.tries.push_back(std::move(*t));
    }
    pool.collectCounters();
    treeMeter.addTo(sol.treePhase);
}

} // namespace gms

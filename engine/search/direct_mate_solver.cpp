// SPDX-License-Identifier: GPL-3.0-or-later
#include "direct_mate_solver.h"

#include "tree_builder.h"

#include <algorithm>
#include <vector>

namespace gms {

void DirectMateSolver::solve(const Position& start, const Stipulation& stip, Solution& sol) {
    const int n = stip.moves;
    const SolverOptions& options = ctx_.options();
    Position pos = start;
    ctx_.line.push_back(RepMove::irreversible(false)); // the root: nothing before it counts
    MoveList root;
    generateLegal(pos, root, GenMode::All, ctx_.attackerWeights());
    restrictRootMoves(root, options.rootMoves);
    {   // report in square order; weights follow their moves
        std::vector<std::pair<Move, std::int16_t>> pairs;
        for (int i = 0; i < root.size; ++i) pairs.emplace_back(root.moves[i], root.weights[i]);
        std::stable_sort(pairs.begin(), pairs.end(), [](auto& a, auto& b) { return a.first.from() < b.first.from(); });
        for (int i = 0; i < root.size; ++i) root.moves[i] = pairs[std::size_t(i)].first, root.weights[i] = pairs[std::size_t(i)].second;
    }
    // Search in weight order, report in square order: both deterministic.
    std::vector<int> order(std::size_t(root.size));
    for (int i = 0; i < root.size; ++i) order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return root.weights[a] > root.weights[b]; });
    std::vector<int> mateLength(std::size_t(root.size), 0);

    bool anyKey = false;
    for (int k = 1; k <= n && !ctx_.cancelled(); ++k) {
        IterationStats row;
        row.ply = 2 * k - 1;
        std::uint64_t gen0 = ctx_.counters.gen, evl0 = ctx_.counters.evl, rep0 = ctx_.counters.repetitions;
        double t0 = ctx_.elapsed();
        ctx_.progress.iteration = k;
        ctx_.progress.rootCount = root.size;
        ctx_.progress.phase = "search";
        const bool minimalIteration = !anyKey; // no shorter key: this is (at most) the minimal length
        for (int idx = 0; idx < root.size && !ctx_.cancelled(); ++idx) {
            int i = order[std::size_t(idx)];
            ctx_.progress.rootIndex = idx + 1;
            if (ctx_.pollNow()) break; // root moves: check every time
            if (mateLength[std::size_t(i)]) continue; // already a key at a shorter length
            Move m = root.moves[i];
            UndoInfo undo;
            pos.makeMove(m, undo);
            ++ctx_.counters.gen;
            // Cutting repetitions keeps every minimal-length key: along a shortest forced
            // mate no position recurs. Longer keys (cooks at larger N) need the full search.
            ctx_.repetitionActive = options.useRepetition && minimalIteration;
            if (ctx_.repetitionActive) ctx_.pushLine(pos, m, undo);
            bool mates = prover_.prove(pos, 2 * (k - 1));
            if (ctx_.repetitionActive) ctx_.line.pop_back();
            ctx_.repetitionActive = false;
            pos.unmakeMove(m, undo);
            if (mates && !ctx_.cancelled()) {
                mateLength[std::size_t(i)] = k;
                anyKey = true;
            }
            ctx_.poll();
        }
        row.gen = ctx_.counters.gen - gen0;
        row.evl = ctx_.counters.evl - evl0;
        row.repetitions = ctx_.counters.repetitions - rep0;
        row.seconds = ctx_.elapsed() - t0;
        if (ctx_.cancelled()) break;
        sol.iterations.push_back(row);
        if (ctx_.hooks().iteration) ctx_.hooks().iteration(row);
        if (anyKey && options.mode == SolverOptions::Mode::Minimal) break;
    }

    std::uint64_t gen0 = ctx_.counters.gen, evl0 = ctx_.counters.evl;
    double t0 = ctx_.elapsed();
    TreeBuilder builder(ctx_, prover_, pos);
    ctx_.progress.phase = "tree";
    for (int i = 0; i < root.size; ++i) {
        int k = mateLength[std::size_t(i)];
        if (!k) continue;
        if (sol.shortest == 0 || k < sol.shortest) sol.shortest = k;
        // Keys proven before a stop are real; they are kept (without trees).
        if (options.buildTree && !ctx_.cancelled()) {
            sol.keys.push_back(builder.attackNode(root.moves[i], k));
        } else {
            AttackNode key;
            key.move = root.moves[i];
            key.mateIn = k;
            key.givesCheck = pos.givesCheck(key.move);
            sol.keys.push_back(key);
        }
    }
    if (options.maxRefutations > 0 && n > 1 && !ctx_.cancelled()) { // #1 has no defence to refute a try
        ctx_.progress.phase = "tries";
        for (int i = 0; i < root.size && !ctx_.cancelled(); ++i) {
            if (mateLength[std::size_t(i)]) continue;
            Move m = root.moves[i];
            // Count escapes first (cheap), build the tree only for real tries.
            UndoInfo undo;
            pos.makeMove(m, undo);
            ++ctx_.counters.gen;
            MoveList defences;
            generateLegal(pos, defences, GenMode::All, ctx_.defenderWeights());
            int escapes = 0;
            for (int d = 0; d < defences.size && escapes <= options.maxRefutations && !ctx_.cancelled(); ++d) {
                UndoInfo u2;
                pos.makeMove(defences.moves[d], u2);
                ++ctx_.counters.gen;
                if (!builder.canMateIn(n - 1)) ++escapes;
                pos.unmakeMove(defences.moves[d], u2);
            }
            bool isTry = defences.size > 0 && n > 1 && escapes >= 1 && escapes <= options.maxRefutations;
            pos.unmakeMove(m, undo);
            if (isTry && !ctx_.cancelled()) {
                AttackNode t = builder.attackNode(m, n, options.maxRefutations);
                if (!options.buildTree) { t.threats.clear(); t.defences.clear(); t.zugzwang = false; }
                sol.tries.push_back(std::move(t));
            }
        }
    }
    sol.treePhase.gen = ctx_.counters.gen - gen0;
    sol.treePhase.evl = ctx_.counters.evl - evl0;
    sol.treePhase.seconds = ctx_.elapsed() - t0;
}

} // namespace gms

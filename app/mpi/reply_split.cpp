// SPDX-License-Identifier: GPL-3.0-or-later
#include "reply_split.h"

#include "fen.h"
#include "movegen.h"
#include "mpi_channel.h"
#include "solution_merge.h"
#include "solution_wire.h"
#include "solver.h"
#include "stop_signal.h"
#include "work_farm.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <deque>
#include <iostream>

namespace gms::mpi {
namespace {

/// The moves every rank derives alike from the position, so an item is just indices.
struct ReplyPlan {
    MoveList root;                          ///< Root moves in generation order.
    std::vector<std::vector<Move>> replies; ///< Per root move: the defences, most promising first.
    std::vector<std::pair<int, int>> pairs; ///< (root index, reply index) in hand-out order.
};

ReplyPlan makePlan(const Position& start, const SolverOptions& options) {
    ReplyPlan plan;
    const SearchContext weights(options, {}); // the solver's ordering weights
    generateLegal(start, plan.root, GenMode::All, weights.attackerWeights());
    std::vector<int> rootOrder(std::size_t(plan.root.size));
    for (int i = 0; i < plan.root.size; ++i) rootOrder[std::size_t(i)] = i;
    std::stable_sort(rootOrder.begin(), rootOrder.end(),
                     [&](int a, int b) { return plan.root.weights[a] > plan.root.weights[b]; });
    plan.replies.resize(std::size_t(plan.root.size));
    std::size_t widest = 0;
    for (int i = 0; i < plan.root.size; ++i) {
        Position p = start;
        UndoInfo undo;
        p.makeMove(plan.root.moves[i], undo);
        MoveList defences;
        generateLegal(p, defences, GenMode::All, weights.defenderWeights());
        std::vector<int> byWeight(std::size_t(defences.size));
        for (int d = 0; d < defences.size; ++d) byWeight[std::size_t(d)] = d;
        std::stable_sort(byWeight.begin(), byWeight.end(),
                         [&](int a, int b) { return defences.weights[a] > defences.weights[b]; });
        for (int d : byWeight) plan.replies[std::size_t(i)].push_back(defences.moves[d]);
        widest = std::max(widest, plan.replies[std::size_t(i)].size());
    }
    // Round robin: every root move's likeliest refutation first, so refuted moves drop out
    // early and the ranks working at once mostly hold pairs of different root moves.
    for (std::size_t d = 0; d < widest; ++d)
        for (int i : rootOrder)
            if (d < plan.replies[std::size_t(i)].size()) plan.pairs.emplace_back(i, int(d));
    return plan;
}

/// One work item as an int: a pair (phase 1, `length` = the mate limit) or a root move's tree
/// (phase 2, `length` = its key length or -1; index == root size: set play only).
struct Item {
    bool tree = false;
    bool setPlay = false;
    int index = 0;
    int length = 0;
    int code() const { return ((index * 64 + length + 1) * 2 + int(setPlay)) * 2 + int(tree); }
    static Item of(int code) {
        Item it;
        it.tree = code & 1;
        it.setPlay = (code >> 1) & 1;
        it.length = (code >> 2) % 64 - 1;
        it.index = (code >> 2) / 64;
        return it;
    }
};

/// What rank 0 knows of one root move.
struct MoveState {
    int returned = 0; ///< Pairs whose answer came back.
    int longest = 0;  ///< Longest of their shortest mates.
    bool decided = false;
    int length = 0; ///< Key length once decided (0: not a key).
};

} // namespace

int runReplySplit(const SplitRequest& request, const Position& pos) {
    const bool rank0 = worldRank() == 0;
    const auto& stop = stopRequested();
    SolverOptions options = request.setup.options;
    if (request.keysOnly) options.buildTree = false;
    // One table per rank for all its items of this problem: what one item proved helps the next.
    options.table = std::make_shared<TranspositionTable>();
    options.keepTable = true;
    const int n = request.stipulation.moves;
    const bool minimal = options.mode == SolverOptions::Mode::Minimal;
    const ReplyPlan plan = makePlan(pos, options);
    const int rootCount = plan.root.size;

    SolveItem solve = [&](int code) -> std::optional<std::string> {
        const Item item = Item::of(code);
        SolverOptions share = options;
        Position p = pos;
        Stipulation stip = request.stipulation;
        if (!item.tree) { // the shortest mate after the pair, up to the limit
            const auto [m, d] = plan.pairs[std::size_t(item.index)];
            UndoInfo u1, u2;
            p.makeMove(plan.root.moves[m], u1);
            p.makeMove(plan.replies[std::size_t(m)][std::size_t(d)], u2);
            share.mode = SolverOptions::Mode::Minimal;
            share.buildTree = false;
            share.maxRefutations = 0;
            share.setPlay = false;
            stip.moves = item.length;
        } else {
            share.rootMoves = {item.index < rootCount ? plan.root.moves[item.index] : Move::none()};
            share.knownKeyLength = item.length;
            share.setPlay = options.setPlay && item.setPlay;
            if (item.index == rootCount) share.maxRefutations = 0;
        }
        Solver solver(share);
        solver.setCancelFlag(&stop);
        const Solution sol = solver.solve(p, stip);
        if (stop.load()) return std::nullopt;
        return encodeSolution(sol);
    };
    if (!rank0) return serve(solve, stop) ? 0 : 130;

    const auto t0 = std::chrono::steady_clock::now();
    std::vector<MoveState> moves(static_cast<std::size_t>(rootCount));
    int bound = n;          // minimal mode: the shortest key length known so far
    std::deque<Item> trees; // phase-2 items ready to hand out
    bool setPlayGiven = false;
    std::size_t cursor = 0; // next pair to hand out
    int pairsOut = 0;       // pairs handed out, answer not back
    bool planned = false;   // phase 2 of the minimal mode queued
    std::vector<Solution> shares;
    std::vector<IterationStats> searchRows(static_cast<std::size_t>(n)); // phase 1's statistics by root length
    std::string error, stoppedWhy;
    std::vector<int> rankItems(std::size_t(worldSize()), 0);
    std::vector<double> rankSeconds(std::size_t(worldSize()), 0.0);
    int pairsSolved = 0;

    auto queueTree = [&](int index, int length) {
        Item it;
        it.tree = true;
        it.index = index;
        it.length = length;
        it.setPlay = !setPlayGiven;
        setPlayGiven = true;
        trees.push_back(it);
    };
    auto decide = [&](int m, int length) {
        MoveState& s = moves[std::size_t(m)];
        s.decided = true;
        s.length = length;
        if (length > 0 && minimal) bound = std::min(bound, length);
        if (minimal) return; // the keys are known only once every move is decided
        if (length > 0)
            queueTree(m, length);
        else if (options.maxRefutations > 0)
            queueTree(m, -1);
    };
    for (int m = 0; m < rootCount; ++m) // no reply: mate (a key in one) or stalemate (no key)
        if (plan.replies[std::size_t(m)].empty()) {
            Position p = pos;
            UndoInfo undo;
            p.makeMove(plan.root.moves[m], undo);
            decide(m, p.inCheck() ? 1 : 0);
        }

    ItemSource next = [&]() -> NextItem {
        if (!trees.empty()) {
            const Item it = trees.front();
            trees.pop_front();
            return NextItem::of(it.code());
        }
        while (stoppedWhy.empty() && cursor < plan.pairs.size()) {
            const int index = int(cursor++);
            const int m = plan.pairs[std::size_t(index)].first;
            if (moves[std::size_t(m)].decided) continue; // refuted (or too long) already
            const int limit = (minimal ? bound : n) - 1;
            if (limit < 1) { // minimal mode with a mate in one: this move is longer
                decide(m, 0);
                continue;
            }
            Item it;
            it.index = index;
            it.length = limit;
            ++pairsOut;
            return NextItem::of(it.code());
        }
        if (pairsOut > 0) return NextItem::wait();
        if (minimal && !planned) {
            planned = true;
            for (int m = 0; m < rootCount; ++m) {
                const int length = moves[std::size_t(m)].length;
                if (length > 0 && length == bound)
                    queueTree(m, length);
                else if (options.maxRefutations > 0)
                    queueTree(m, -1);
            }
        }
        if (!setPlayGiven && options.setPlay && stoppedWhy.empty()) queueTree(rootCount, -1);
        if (trees.empty()) return NextItem::finished();
        const Item it = trees.front();
        trees.pop_front();
        return NextItem::of(it.code());
    };
    RecordResult record = [&](int rank, int code, const std::string& bytes) {
        Solution sol;
        if (!decodeSolution(bytes, sol)) {
            error = "rank " + std::to_string(rank) + " sent a malformed solution";
            return false;
        }
        ++rankItems[std::size_t(rank)];
        rankSeconds[std::size_t(rank)] += sol.total.seconds;
        const Item item = Item::of(code);
        if (!sol.complete && stoppedWhy.empty()) stoppedWhy = sol.error.empty() ? "stopped" : sol.error;
        if (item.tree) {
            shares.push_back(std::move(sol));
            return true;
        }
        --pairsOut;
        ++pairsSolved;
        const int m = plan.pairs[std::size_t(item.index)].first;
        for (std::size_t i = 0; i < sol.iterations.size() && i + 1 < searchRows.size(); ++i) {
            IterationStats& row = searchRows[i + 1]; // a mate in j after the pair is one in j + 1
            row.gen += sol.iterations[i].gen;
            row.evl += sol.iterations[i].evl;
            row.repetitions += sol.iterations[i].repetitions;
            row.tableProbes += sol.iterations[i].tableProbes;
            row.tableHits += sol.iterations[i].tableHits;
            row.seconds += sol.iterations[i].seconds;
        }
        MoveState& s = moves[std::size_t(m)];
        ++s.returned;
        if (s.decided || !sol.complete) return true;
        const int j = sol.shortest;
        if (j == 0 || (minimal && 1 + j > bound)) {
            decide(m, 0); // a reply escapes (or the move is longer than a key already found)
        } else {
            s.longest = std::max(s.longest, j);
            if (s.returned == int(plan.replies[std::size_t(m)].size())) decide(m, 1 + s.longest);
        }
        return true;
    };
    if (!coordinate(
            next, solve, record, [] {}, stop)) {
        if (stop.load()) return 130;
        std::cerr << "gms-mpi: " << error << "\n";
        return 3;
    }
    double heaviest = 0.0;
    for (const Solution& share : shares) heaviest = std::max(heaviest, share.total.seconds);
    std::fprintf(
        stderr,
        "gms-mpi: second-level split: %d root moves, %zu pairs (%d solved), %zu trees and try tests (heaviest %.2f s);",
        rootCount, plan.pairs.size(), pairsSolved, shares.size(), heaviest);
    for (std::size_t r = 0; r < rankItems.size(); ++r)
        std::fprintf(stderr, " r%zu: %d items %.2f s%s", r, rankItems[r], rankSeconds[r],
                     r + 1 < rankItems.size() ? "," : "\n");

    std::vector<Move> reportOrder(plan.root.moves, plan.root.moves + rootCount);
    std::stable_sort(reportOrder.begin(), reportOrder.end(), [](Move a, Move b) { return a.from() < b.from(); });
    Solution base;
    base.fen = toFen(pos);
    base.stipulation = request.stipulation;
    base.moves = n;
    Solution merged = mergeRootShares(base, shares, reportOrder, options.mode);
    // The key search's rows as one process reports them: lengths 1..N, or up to the shortest key.
    const int rows = minimal && merged.shortest > 0 ? merged.shortest : n;
    merged.iterations.assign(searchRows.begin(), searchRows.begin() + rows);
    for (int k = 1; k <= rows; ++k) merged.iterations[std::size_t(k - 1)].ply = 2 * k - 1;
    for (const IterationStats& row : searchRows) { // phase 1's work counts in the total
        merged.total.gen += row.gen;
        merged.total.evl += row.evl;
        merged.total.repetitions += row.repetitions;
        merged.total.tableProbes += row.tableProbes;
        merged.total.tableHits += row.tableHits;
    }
    if (!stoppedWhy.empty()) {
        merged.complete = false;
        merged.error = stoppedWhy;
    }
    merged.total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); // wall time
    Problem problem;
    problem.fen = request.fen;
    problem.stipulation = request.stipulation;
    return printSplitSolution(problem, {merged}, request) ? 0 : 2;
}

} // namespace gms::mpi

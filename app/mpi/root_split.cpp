// SPDX-License-Identifier: GPL-3.0-or-later
#include "root_split.h"

#include "fen.h"
#include "movegen.h"
#include "mpi_channel.h"
#include "problem_result_json.h"
#include "reply_split.h"
#include "solution_merge.h"
#include "solution_text.h"
#include "solution_wire.h"
#include "solver.h"
#include "stop_signal.h"
#include "work_farm.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

namespace gms::mpi {

bool printSplitSolution(const Problem& problem, const std::vector<Solution>& solutions, const SplitRequest& request) {
    const std::string failure = solveFailure(solutions);
    if (!failure.empty()) {
        if (request.json)
            std::cout << problemErrorJson({}, 0, failure) << "\n";
        else
            std::cerr << "gms-mpi: " << failure << "\n";
        return false;
    }
    if (request.json) {
        std::cout << problemSolutionsJson({}, problem, solutions, !request.keysOnly) << std::endl;
        return true;
    }
    TextOptions text;
    text.tree = !request.keysOnly;
    const Solution& sol = solutions.front();
    Position pos;
    std::string message;
    loadProblemPosition(sol.fen, pos, message, AnySideKingless);
    std::cout << formatSolutionText(pos, sol, text) << "verdict: " << verdictText(sol) << "\n\n" << std::flush;
    return true;
}

int runRootSplit(const SplitRequest& request) {
    const bool rank0 = worldRank() == 0;
    const auto& stop = stopRequested();
    Problem problem;
    problem.fen = request.fen;
    problem.stipulation = request.stipulation;
    SolverOptions options = request.setup.options;
    if (request.keysOnly) options.buildTree = false;
    // One table per rank for all its items of this problem: what one item proved helps the next.
    options.table = std::make_shared<TranspositionTable>();
    options.keepTable = true;

    Position pos;
    std::string message;
    MoveList root;
    // #N only: exact-#N has no shorter keys and its own trees.
    const bool splittable = request.stipulation.kind == Stipulation::Kind::DirectMate && !request.stipulation.exact &&
                            loadProblemPosition(request.fen, pos, message, options.kinglessSides);
    if (splittable) generateLegal(pos, root, GenMode::All);
    const bool fewRootMoves = worldSize() > 1 && root.size <= 2 * worldSize();
    // Threat N and MaxFlightsquares N judge the position after the key, which a (key, reply) pair
    // starts beyond: with them the split stays at root moves, each solved with the filter.
    const bool pairsSplittable = splittable && request.stipulation.moves >= 2 && !options.defenderGuarded();
    if (pairsSplittable && (request.splitLevel == 2 || (request.splitLevel == 0 && fewRootMoves)))
        return runReplySplit(request, pos);
    if (!splittable || root.size < 2) {
        // Nothing to split: rank 0 solves alone (and reports any error as gms-cli does).
        if (!rank0) return 0;
        Solver solver(options);
        solver.setCancelFlag(&stop);
        const auto solutions = solver.solveProblem(problem);
        if (stop.load()) return 130;
        return printSplitSolution(problem, solutions, request) ? 0 : 2;
    }
    // The solver reports root moves in generation order sorted by from-square: so does the merge.
    std::vector<Move> reportOrder(root.moves, root.moves + root.size);
    std::stable_sort(reportOrder.begin(), reportOrder.end(), [](Move a, Move b) { return a.from() < b.from(); });

    SolveItem solve = [&](int item) -> std::optional<std::string> {
        SolverOptions share = options;
        share.rootMoves = {root.moves[item]};
        Solver solver(share);
        solver.setCancelFlag(&stop);
        const Solution sol = solver.solve(pos, request.stipulation);
        if (stop.load()) return std::nullopt;
        return encodeSolution(sol);
    };
    if (!rank0) return serve(solve, stop) ? 0 : 130;

    const auto t0 = std::chrono::steady_clock::now();
    std::vector<Solution> shares(std::size_t(root.size));
    std::vector<int> order(std::size_t(root.size));
    for (int i = 0; i < root.size; ++i) order[std::size_t(i)] = i;
    std::string error;
    std::vector<int> rankMoves(std::size_t(worldSize()), 0);
    std::vector<double> rankSeconds(std::size_t(worldSize()), 0.0);
    auto record = [&](int rank, int item, const std::string& bytes) {
        if (item < 0 || item >= root.size || !decodeSolution(bytes, shares[std::size_t(item)])) {
            error = "rank " + std::to_string(rank) + " sent a malformed solution";
            return false;
        }
        ++rankMoves[std::size_t(rank)];
        rankSeconds[std::size_t(rank)] += shares[std::size_t(item)].total.seconds;
        return true;
    };
    if (!coordinate(
            order, solve, record, [] {}, stop)) {
        if (stop.load()) return 130;
        std::cerr << "gms-mpi: " << error << "\n";
        return 3;
    }
    // The work balance on stderr: how the root moves and their solving time fell on the ranks.
    double heaviest = 0.0;
    for (const Solution& share : shares) heaviest = std::max(heaviest, share.total.seconds);
    std::fprintf(stderr, "gms-mpi: %d root moves; heaviest %.2f s;", root.size, heaviest);
    for (std::size_t r = 0; r < rankMoves.size(); ++r)
        std::fprintf(stderr, " r%zu: %d moves %.2f s%s", r, rankMoves[r], rankSeconds[r],
                     r + 1 < rankMoves.size() ? "," : "\n");
    Solution base;
    base.fen = toFen(pos);
    base.stipulation = request.stipulation;
    base.moves = request.stipulation.moves;
    Solution merged = mergeRootShares(base, shares, reportOrder, options.mode);
    merged.total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); // wall time
    return printSplitSolution(problem, {merged}, request) ? 0 : 2;
}

} // namespace gms::mpi

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file root_split.h  `gms-mpi solve --fen FEN --stip #N`: one deep problem's root moves spread over the ranks.
#pragma once

#include "solver_options_args.h"
#include "problem.h"
#include "solution.h"
#include "stipulation.h"

#include <string>

namespace gms::mpi {

struct SplitRequest {
    std::string fen;
    Stipulation stipulation;
    cli::SolverSetup setup;
    bool keysOnly = false;
    bool json = false;
    /// 1: root moves are the work items; 2: (root move, reply) pairs (reply_split.h);
    /// 0: 2 when the root has at most two moves per rank (too few to keep the ranks busy), else 1.
    int splitLevel = 0;
};

/// Prints one problem's solutions as gms-cli solve --fen does; false when the solve failed.
bool printSplitSolution(const Problem& problem, const std::vector<Solution>& solutions, const SplitRequest& request);

/// Runs on every rank. Hands a direct mate (N >= 2) with few root moves, or any with
/// splitLevel 2, to runReplySplit. Otherwise each root move is one item of the work queue: a rank solves it with
/// SolverOptions::rootMoves = {move} and its own tables; rank 0 merges the shares and prints
/// the solution as `gms-cli solve --fen` does. Direct mates only; anything else (or an
/// unreadable position) rank 0 solves alone. Returns the exit status (0, 2 bad input, 130 stopped).
int runRootSplit(const SplitRequest& request);

} // namespace gms::mpi

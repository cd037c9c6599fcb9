// SPDX-License-Identifier: GPL-3.0-or-later
/// @file root_split.h  `gms-mpi solve --fen FEN --stip #N`: one deep problem's root moves spread over the ranks.
#pragma once

#include "solver_options_args.h"
#include "stipulation.h"

#include <string>

namespace gms::mpi {

struct SplitRequest {
    std::string fen;
    Stipulation stipulation;
    cli::SolverSetup setup;
    bool keysOnly = false;
    bool json = false;
};

/// Runs on every rank. Each root move is one item of the work queue: a rank solves it with
/// SolverOptions::rootMoves = {move} and its own tables; rank 0 merges the shares and prints
/// the solution as `gms-cli solve --fen` does. Direct mates only; anything else (or an
/// unreadable position) rank 0 solves alone. Returns the exit status (0, 2 bad input, 130 stopped).
int runRootSplit(const SplitRequest& request);

} // namespace gms::mpi

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solver_options_args.h  Solver options shared by solve, bench and tune.
#pragma once

#include "command.h"

#include "solver.h"
#include "weights.h"

#include <memory>
#include <string>

namespace gms::cli {

/// Options read from the command line plus the weights they may point to.
struct SolverSetup {
    SolverOptions options;
    std::shared_ptr<OrderingWeights> weights; ///< Owned here; options.weights points into it.
    std::string error;
};

/// Takes --hash, --threads, --mode, --max-time SECONDS, --max-nodes N (per problem), --tries, --all-defences,
/// --set-play, --max-solutions, --repetition, --move-tables, --weights.
/// Returns false on a bad value (message in reader.error() or setup.error).
bool readSolverOptions(ArgReader& reader, SolverSetup& setup, bool& triesGiven);

} // namespace gms::cli

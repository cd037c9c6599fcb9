// SPDX-License-Identifier: GPL-3.0-or-later
/// @file batch_run.h  `gms-mpi solve FILE... --out RESULTS.jsonl`: the problems of files spread over the ranks.
#pragma once

#include "batch_jobs.h"

#include <optional>
#include <string>
#include <vector>

namespace gms::mpi {

struct BatchRequest {
    std::vector<std::string> inputs;
    std::string outPath;
    std::string run; ///< The files and options as given (not --out, --json): a resumed run must match.
    std::optional<Stipulation> stipulation; ///< --stip / --mate: replaces every problem's own.
    BatchSettings settings;
    bool jsonSummary = false; ///< --json: the summary on rank 0's stdout.
};

/// Runs on every rank; returns the exit status (0 all solved, 1 some problem had an error,
/// 2 bad input (on every rank), 130 stopped by a signal, 3 the results file cannot be used or
/// written: rank 0 alone returns it, the caller aborts the job).
int runBatch(const BatchRequest& request);

} // namespace gms::mpi

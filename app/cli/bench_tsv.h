// SPDX-License-Identifier: GPL-3.0-or-later
/// @file bench_tsv.h  Benchmarks on reference sets in TSV form (shared/problems style): GMS seconds, answers checked.
#pragma once

#include "solver.h"

#include <string>

namespace gms::cli {

/// Solves every row of a TSV set (columns by header: id, fen, n or stipulation, keys and
/// short_keys or solutions), checks the answer against the row, and prints per problem
/// GMS's wall seconds and GEN, then the median seconds per stipulation family. (No recorded
/// peer seconds: scripts/peer_bench.py measures Popeye in the same run.) Returns the exit status.
int runTsvBench(const std::string& name, const std::string& text, const SolverOptions& options, bool json,
                double maxSeconds);

/// Makes the table every solve of a benchmark shares and backs all its pages before the
/// first problem, so that no problem is charged the set-up (nothing when the table is off).
void prepareBenchTable(SolverOptions& options);

/// problems/long_mates.tsv (matetrack #6/#7 with their key sets), compiled in.
extern const char* const LongMatesTsv;

} // namespace gms::cli

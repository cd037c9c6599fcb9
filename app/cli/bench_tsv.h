// SPDX-License-Identifier: GPL-3.0-or-later
/// @file bench_tsv.h  Benchmarks on reference sets in TSV form (shared/problems style) against Popeye's seconds.
#pragma once

#include "solver.h"

#include <string>

namespace gms::cli {

/// Solves every row of a TSV set (columns by header: id, fen, n or stipulation, keys and
/// short_keys or solutions, popeye_seconds), checks the answer against the row, and prints
/// per problem GMS's wall seconds, Popeye's recorded seconds and their ratio, then the
/// median ratio per stipulation family. Returns the exit status.
int runTsvBench(const std::string& name, const std::string& text, const SolverOptions& options, bool json,
                double maxSeconds);

/// problems/long_mates.tsv (matetrack #6/#7 with Popeye 4.104's seconds), compiled in.
extern const char* const LongMatesTsv;

} // namespace gms::cli

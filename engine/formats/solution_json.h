// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution_json.h  A Solution as one JSON object (schema in README.md).
#pragma once

#include "position.h"
#include "solution.h"

#include <string>

namespace gms {

/// JSON string literal with escapes.
std::string jsonQuote(const std::string& s);
/// The whole solution: fen, stipulation, complete, keys, shortest, sound, cooked,
/// short, tries, tree, iterations, tree_phase, total (and error when it failed).
/// One statistics row: {"ply","gen","evl","repetitions","seconds","gen_per_second","table_probes","table_hits"}.
std::string statisticsToJson(const IterationStats& row);
/// The whole solution (see README: JSON schema).
std::string solutionToJson(const Position& root, const Solution& solution, bool withTree = true);

} // namespace gms

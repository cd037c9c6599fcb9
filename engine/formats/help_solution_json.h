// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_solution_json.h  A help-play Solution (h#, h#N.5, ser-h#) as one JSON object (schema in README.md).
#pragma once

#include "position.h"
#include "solution.h"

#include <string>

namespace gms {

/// fen, stipulation ("h#3", "h#2.5", "ser-h#4"), complete, error, solutions (each
/// {"line": [uci...], "text": Popeye's line, "short": true on a shorter line}), set_play
/// (likewise, when asked), max_solutions_reached, iterations, set_phase, total.
std::string helpSolutionToJson(const Position& root, const Solution& solution);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution_text.h  A Solution as Popeye prints it, and the G.M.S. statistics table.
#pragma once

#include "position.h"
#include "solution.h"

#include <string>

namespace gms {

struct TextOptions {
    bool tree = true;       ///< Threats and variations (false: key lines only).
    bool threats = true;    ///< Print threats (Popeye's NoThreat hides them).
    bool tries = true;      ///< Tries with "but 1...X !".
    bool statistics = true; ///< The PLY/GEN/EVL/S/T table after the solution.
};

/// Popeye's conventions: "   1.Qd4-g1 ! threat:", "          2.Qg1-a7 #", "      1...Kb8-c8", "    but".
std::string formatSolutionText(const Position& root, const Solution& solution, const TextOptions& options = {});
/// The statistics table of the G.M.S. paper: PLY GEN EVL S=GEN/T T, a row per iteration and a total.
std::string formatStatisticsTable(const Solution& solution);
/// One line: "sound", "cooked (3 keys)", "short solution (#1)", "no solution", "stopped".
std::string verdictText(const Solution& solution);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolveSummary.h  The one-line summaries a finished solve leaves in the status line.
#pragma once

#include "position.h"
#include "solution.h"

#include <QString>

#include <vector>

namespace gms::ui {

/// "Solved in 0.12 s. a) Sound: mate in 2 ..." / "Stopped after 3.00 s (time limit). ... Keys so far:
/// 1.Qd4!." / the failure's verdict, for `solution` solved from `root`.
QString solveSummary(const Position& root, const Solution& solution);

/// Solve All Twins: "Every twin solved: a) sound; b) cooked (2 keys)." or "Stopped in b): a) sound; b) ...".
/// `labelled` is non-empty, one solution per twin solved, in order.
QString allTwinsSummary(const std::vector<Solution>& labelled);

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution_merge.h  One problem's Solution from the shares of its root moves that ranks solved.
#pragma once

#include "search_context.h"
#include "solution.h"

#include <vector>

namespace gms::mpi {

/// Merges the solutions of disjoint root-move shares (each solved with SolverOptions::rootMoves)
/// into what one solve of all root moves gives: keys and tries in the solver's report order
/// (`reportOrder`: the root moves as the solver lists them), set play from the first share that
/// has it, statistics summed per iteration; in Minimal mode only the shortest keys remain.
/// `base` gives fen, stipulation and moves; the options honoured (Threat N, ...) come from the shares.
Solution mergeRootShares(const Solution& base, const std::vector<Solution>& shares,
                         const std::vector<Move>& reportOrder, SolverOptions::Mode mode);

} // namespace gms::mpi

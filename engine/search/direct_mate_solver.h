// SPDX-License-Identifier: GPL-3.0-or-later
/// @file direct_mate_solver.h  #N: every key with its length, threats, variations, duals and tries.
#pragma once

#include "direct_mate_goal.h"
#include "family_solver.h"
#include "prover.h"

namespace gms {

/// G.M.S. iterative deepening over the root moves (#1, #2, ... #N), then the solution tree.
class DirectMateSolver : public FamilySolver {
public:
    explicit DirectMateSolver(SearchContext& context) : ctx_(context), prover_(context) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

private:
    SearchContext& ctx_;
    Prover<DirectMateGoal> prover_;
};

} // namespace gms

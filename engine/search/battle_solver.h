// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_solver.h  Battle play (#N, s#N, r#N): every key with its length, threats, variations,
/// duals, tries and set play, for any battle goal (direct_mate_goal.h, selfmate_goal.h, reflexmate_goal.h).
#pragma once

#include "family_solver.h"
#include "prover.h"

namespace gms {

/// G.M.S. iterative deepening over the root moves (goal in 1, 2, ... N), then the solution tree.
template <class Goal>
class BattleSolver : public FamilySolver {
public:
    explicit BattleSolver(SearchContext& context) : ctx_(context), prover_(context) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

private:
    SearchContext& ctx_;
    Prover<Goal> prover_;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_line_solver.h  Battle play (#N, s#N, r#N, semi-r#N, exact-) answered as lines, as
/// Popeye prints it after an introductory series (m->): key, defence, reply, ... goal, one line
/// for every defence and every reply, without threats or tries.
#pragma once

#include "family_solver.h"
#include "prover.h"

namespace gms {

/// Lines of the shortest win: the attacker's moves that force the goal in the fewest moves
/// (at every attacker node, the key's too), each answered by every legal defence; the
/// defender's moves judged in place (s#'s last move, r#'s obligation) end the line.
template <class Goal>
class BattleLineSolver : public FamilySolver {
public:
    explicit BattleLineSolver(SearchContext& context) : ctx_(context), prover_(context) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

private:
    SearchContext& ctx_;
    Prover<Goal> prover_;
};

} // namespace gms

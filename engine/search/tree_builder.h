// SPDX-License-Identifier: GPL-3.0-or-later
/// @file tree_builder.h  Threats, variations, duals and tries of #N, built from the prover's answers.
#pragma once

#include "direct_mate_goal.h"
#include "position.h"
#include "prover.h"
#include "solution.h"

#include <vector>

namespace gms {

/// Builds the solution tree below attacker moves with the non-recursive prover; its
/// own recursion follows the tree (at most N levels), never the search.
class TreeBuilder {
public:
    TreeBuilder(SearchContext& context, Prover<DirectMateGoal>& prover, Position& pos)
        : ctx_(context), prover_(prover), pos_(pos) {}

    /// Does the side to move force mate within n moves?
    bool canMateIn(int n) { return prover_.prove(pos_, 2 * n - 1); }
    /// With the defender to move: is every defence met by a mate within n attacker moves?
    bool defenderLoses(int n) { return prover_.prove(pos_, 2 * n); }
    /// Smallest k in [1, maxMoves] with a forced mate for the side to move, 0 if none.
    int shortestMate(int maxMoves);
    /// Attacker moves that mate in exactly `k` (k minimal, so none mates faster), a1 first.
    std::vector<Move> matingMoves(int k);
    /// Node for attacker move m (mating in exactly k) with everything below it; with
    /// maxRefutations > 0 (tries) the defences that escape become refutations.
    AttackNode attackNode(Move m, int k, int maxRefutations = 0);

private:
    void fillDefences(AttackNode& node, int k, bool isTry);
    bool threatStillWorks(const std::vector<Move>& threatMoves, int threatLength);

    SearchContext& ctx_;
    Prover<DirectMateGoal>& prover_;
    Position& pos_;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file tree_builder.h  Threats, variations, duals and tries, built from the mate prover's answers.
#pragma once

#include "position.h"
#include "solution.h"

#include <vector>

namespace gms {

class Solver;

/// Builds the solution tree below attacker moves with the Solver's non-recursive
/// prover; its own recursion follows the tree (at most N levels), never the search.
class TreeBuilder {
public:
    TreeBuilder(Solver& s, Position& p) : solver(s), pos(p) {}

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

    Solver& solver;
    Position& pos;
};

} // namespace gms

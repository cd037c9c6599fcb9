// SPDX-License-Identifier: GPL-3.0-or-later
/// @file parry_battle_solver.h  pser- and pser-s (any goal): battle play whose answer Popeye prints
/// as lines, one per path through the solution.
#pragma once

#include "family_solver.h"

namespace gms {

/// Every series move that reaches the goal within N series moves against every parry (the
/// keys, short ones too), and below each the other side's every parry with the series side's
/// continuations of the shortest length that still succeeds: one HelpLine per path, passes
/// left out (Popeye 4.104's "1.Qe1-g3 + Ke5-d4   2.Qg3-e1   3.Qe1-a1 #"). Lines shorter
/// than N series moves are marked short. With `afterIntro` (the play after an introductory
/// series, m->, as Popeye 4.104 prints it there) pser-, pser-s and pser-r give the keys of the
/// fewest series moves only, and pser-r's obliged goal moves no line (phser-r's stay).
class ParryBattleSolver : public FamilySolver {
public:
    ParryBattleSolver(SearchContext& context, bool afterIntro) : ctx_(context), afterIntro_(afterIntro) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

private:
    SearchContext& ctx_;
    bool afterIntro_;
};

} // namespace gms

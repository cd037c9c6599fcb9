// SPDX-License-Identifier: GPL-3.0-or-later
/// @file intro_series_solver.h  Popeye's "m->" (an introductory series): the side to move makes
/// 1 to m moves in a row, then the play starts with the other side; every line of the play from
/// every such position is a solution, the intro's moves in front.
#pragma once

#include "family_solver.h"

#include <memory>

namespace gms {

/// Wraps the solver of the play after the intro (a play answered by lines). The intro side's
/// moves are legal moves; the other side passes between them, so only the intro's last move may
/// give check (Popeye 4.104: "1.Rb8-b1 2.Rb1-..." is no intro). Lines come by intro length,
/// shorter intros first (as Popeye prints them); an end position reached by two intros is
/// solved once. Before a play of N.5 moves the other side passes once more
/// (Stipulation::introSideStartsPlay).
class IntroSeriesSolver : public FamilySolver {
public:
    IntroSeriesSolver(SearchContext& context, std::unique_ptr<FamilySolver> play)
        : ctx_(context), play_(std::move(play)) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

private:
    SearchContext& ctx_;
    std::unique_ptr<FamilySolver> play_;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_solver.h  Help and series play (h, h N.5, ser-h, ser-; any goal): every solution line,
/// short ones first, and set play.
#pragma once

#include "family_solver.h"

namespace gms {

/// Sorts lines of one length in UCI text order (deterministic; the tests compare sets).
void sortLines(std::vector<HelpLine>::iterator first, std::vector<HelpLine>::iterator last);

/// Enumerates every line that reaches the goal, as Popeye counts solutions: each length
/// shorter than the stipulation first (marked short), then the full length; within a length
/// in UCI text order. Set play (SolverOptions::setPlay): the same play with the other side
/// starting one half move earlier (h#N, h#N.5), or the mating side's mates in one (ser-h#N).
class HelpSolver : public FamilySolver {
public:
    explicit HelpSolver(SearchContext& context) : ctx_(context) {}
    void solve(const Position& pos, const Stipulation& stip, Solution& sol) override;

    /// `stip`'s play type and goal have a composition here (help, series help, series direct).
    static bool composes(const Stipulation& stip);
    /// Half-move lengths searched for `stip`, shortest first (the last is the full length).
    static std::vector<int> lengths(const Stipulation& stip);
    /// Half-move lengths of the set play of `stip` after the other side passes (empty: none).
    static std::vector<int> setPlayLengths(const Stipulation& stip);
    /// Set play asked for `stip` is ignored, as Popeye ignores it ("SetPlay not applicable -
    /// ignored": ser- play, where no side passes before the series).
    static bool setPlayIgnored(const Stipulation& stip) { return stip.kind == Stipulation::Kind::SeriesDirect; }

private:
    SearchContext& ctx_;
};

} // namespace gms

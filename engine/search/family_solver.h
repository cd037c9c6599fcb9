// SPDX-License-Identifier: GPL-3.0-or-later
/// @file family_solver.h  One solver per stipulation family behind one interface, and the factory that picks it.
#pragma once

#include "movegen.h"
#include "position.h"
#include "search_context.h"
#include "solution.h"
#include "stipulation.h"

#include <memory>
#include <vector>

namespace gms {

/// Solves the stipulations of one family (#; s# and r#; h#, h#N.5 and ser-h#).
/// Called through Solver (solver.h), which has already checked the position and the stipulation.
class FamilySolver {
public:
    virtual ~FamilySolver() = default;
    /// Fills `sol` (fen, stipulation and moves are set) for the side to move of `pos`.
    virtual void solve(const Position& pos, const Stipulation& stip, Solution& sol) = 0;
};

/// Keeps only the moves of `allowed` in `list` (weights follow); an empty `allowed` keeps all.
void restrictRootMoves(MoveList& list, const std::vector<Move>& allowed);

/// The solver of `stip`'s family working in `context` (with its options' Quodlibet); nullptr
/// when the family has none.
std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include "family_solver.h"
#include "fen.h"

namespace gms {

Solution Solver::solve(const Position& start, int n) {
    Stipulation stip;
    stip.kind = Stipulation::Kind::DirectMate;
    stip.moves = n;
    return solve(start, stip);
}

Solution Solver::solve(const Position& start, const Stipulation& stip) {
    SearchContext ctx(options_, hooks_);
    Solution sol;
    sol.fen = toFen(start);
    sol.stipulation = stip;
    sol.moves = stip.moves;

    if (std::string why = validatePosition(start); !why.empty()) {
        sol.error = "illegal position: " + why;
        return sol;
    }
    const int minimum = stip.halfMove ? 0 : 1;
    if (stip.moves < minimum || stip.moves > MaxMoves) {
        sol.error = stip.toString() + " is out of range: N must be between " + std::to_string(minimum) + " and " +
                    std::to_string(MaxMoves);
        return sol;
    }
    std::unique_ptr<FamilySolver> family = makeFamilySolver(stip, ctx);
    if (!family) {
        sol.error = "stipulation " + stip.toString() + " is not supported yet";
        return sol;
    }
    family->solve(start, stip, sol);

    for (const auto& row : sol.iterations) {
        sol.total.gen += row.gen;
        sol.total.evl += row.evl;
        sol.total.repetitions += row.repetitions;
    }
    sol.total.gen += sol.treePhase.gen;
    sol.total.evl += sol.treePhase.evl;
    sol.total.seconds = ctx.elapsed();
    sol.total.ply = stip.plies();
    if (options_.useMoveTables) {
        sol.hasMoveTables = true;
        sol.moveTables = ctx.tables;
    }
    sol.complete = !ctx.cancelled();
    if (ctx.cancelled()) sol.error = stopReasonText(ctx.stopReason());
    return sol;
}

} // namespace gms

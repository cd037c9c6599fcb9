// SPDX-License-Identifier: GPL-3.0-or-later
#include "help_solver.h"

#include "help_line_enumerator.h"
#include "helpmate_goal.h"
#include "notation.h"
#include "series_helpmate_goal.h"

#include <algorithm>

namespace gms {

namespace {

/// Lines of one length in UCI text order (deterministic; the tests compare sets).
void sortLines(std::vector<HelpLine>::iterator first, std::vector<HelpLine>::iterator last) {
    std::stable_sort(first, last, [](const HelpLine& a, const HelpLine& b) {
        std::size_t n = std::min(a.moves.size(), b.moves.size());
        for (std::size_t i = 0; i < n; ++i) {
            if (a.moves[i] == b.moves[i]) continue;
            return toUci(a.moves[i]) < toUci(b.moves[i]);
        }
        return a.moves.size() < b.moves.size();
    });
}

/// Walks every length of `plies` from `pos` into `out`; one statistics row per length when
/// `rows` is given. Returns false when MaxSolutions or a cancel stopped it.
template <class Goal>
bool collectLengths(SearchContext& ctx, DeadPositionTable& dead, Position& pos, const std::vector<int>& plies,
                    std::vector<HelpLine>& out, std::vector<IterationStats>* rows, IterationStats* phase) {
    HelpLineEnumerator<Goal> enumerator(ctx, dead);
    const std::size_t limit = ctx.options().maxSolutions > 0 ? std::size_t(ctx.options().maxSolutions) : 0;
    bool finished = true;
    for (std::size_t i = 0; i < plies.size() && finished; ++i) {
        const int k = plies[i];
        IterationStats row;
        row.ply = k;
        const std::uint64_t gen0 = ctx.counters.gen, evl0 = ctx.counters.evl;
        const double t0 = ctx.elapsed();
        ctx.progress.iteration = Goal::series ? k - 1 : (k + 1) / 2; // moves: the series, or full moves
        const std::size_t first = out.size();
        finished = enumerator.collect(pos, k, out, limit, i + 1 < plies.size());
        sortLines(out.begin() + std::ptrdiff_t(first), out.end());
        row.gen = ctx.counters.gen - gen0;
        row.evl = ctx.counters.evl - evl0;
        row.seconds = ctx.elapsed() - t0;
        if (ctx.cancelled()) break;
        if (rows) {
            rows->push_back(row);
            if (ctx.hooks().iteration) ctx.hooks().iteration(row);
        }
        if (phase) {
            phase->gen += row.gen;
            phase->evl += row.evl;
            phase->seconds += row.seconds;
        }
    }
    return finished && !ctx.cancelled();
}

template <class Goal>
void solveFamily(SearchContext& ctx, const Position& start, const Stipulation& stip, Solution& sol) {
    Position pos = start;
    bool stopped = false;
    // Set play and every length share the table: (position, half moves left) means the same.
    // Sized by the depth: zeroing 8 MiB costs 4 ms, twice an h#2's whole solve (measured).
    DeadPositionTable dead(std::clamp(4 + 2 * stip.plies(), 10, 20));
    if (ctx.options().setPlay) {
        std::vector<int> setPlies = HelpSolver::setPlayLengths(stip);
        // The diagram's side passes first: impossible while it is in check (Popeye then
        // prints no set play block at all: data/help/h2-set-in-check.out).
        if (!setPlies.empty() && !pos.inCheck()) {
            ctx.progress.phase = "set play";
            UndoInfo nullUndo;
            pos.makeNullMove(nullUndo);
            sol.hasSetPlay = true;
            stopped = !collectLengths<Goal>(ctx, dead, pos, setPlies, sol.setLines, nullptr, &sol.treePhase);
            pos.unmakeNullMove(nullUndo);
            if (stopped && !ctx.cancelled()) sol.hitMaxSolutions = true;
        }
    }
    if (ctx.cancelled()) return;
    ctx.progress.phase = "search";
    if (!collectLengths<Goal>(ctx, dead, pos, HelpSolver::lengths(stip), sol.lines, &sol.iterations, nullptr) &&
        !ctx.cancelled())
        sol.hitMaxSolutions = true;
}

} // namespace

std::vector<int> HelpSolver::lengths(const Stipulation& stip) {
    std::vector<int> plies;
    const int full = stip.plies();
    if (stip.kind == Stipulation::Kind::SeriesHelpMate) {
        for (int k = 2; k <= full; ++k) plies.push_back(k); // 1..N series moves, then the mate
    } else {
        for (int k = full % 2 ? 1 : 2; k <= full; k += 2) plies.push_back(k);
    }
    return plies;
}

std::vector<int> HelpSolver::setPlayLengths(const Stipulation& stip) {
    std::vector<int> plies;
    if (stip.kind == Stipulation::Kind::SeriesHelpMate) {
        plies.push_back(1); // Popeye: the mating side's immediate mates
    } else {
        const int full = stip.plies() - 1;
        for (int k = full % 2 ? 1 : 2; k <= full; k += 2) plies.push_back(k);
    }
    return plies;
}

void HelpSolver::solve(const Position& pos, const Stipulation& stip, Solution& sol) {
    if (stip.kind == Stipulation::Kind::SeriesHelpMate) solveFamily<SeriesHelpmateGoal>(ctx_, pos, stip, sol);
    else solveFamily<HelpmateGoal>(ctx_, pos, stip, sol);
}

} // namespace gms

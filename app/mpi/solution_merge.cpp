// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_merge.h"

#include <algorithm>

namespace gms::mpi {
namespace {

void add(IterationStats& into, const IterationStats& row) {
    into.ply = row.ply;
    into.gen += row.gen;
    into.evl += row.evl;
    into.repetitions += row.repetitions;
    into.tableProbes += row.tableProbes;
    into.tableHits += row.tableHits;
    into.seconds += row.seconds;
}

void sortByReport(std::vector<AttackNode>& nodes, const std::vector<Move>& reportOrder) {
    auto rank = [&](Move m) { return std::find(reportOrder.begin(), reportOrder.end(), m) - reportOrder.begin(); };
    std::stable_sort(nodes.begin(), nodes.end(),
                     [&](const AttackNode& a, const AttackNode& b) { return rank(a.move) < rank(b.move); });
}

} // namespace

Solution mergeRootShares(const Solution& base, const std::vector<Solution>& shares,
                         const std::vector<Move>& reportOrder, SolverOptions::Mode mode) {
    Solution out;
    out.fen = base.fen;
    out.stipulation = base.stipulation;
    out.moves = base.moves;
    out.complete = true;
    if (!shares.empty()) { // every share was solved with the same options
        out.quodlibet = shares.front().quodlibet;
        out.maxThreatLength = shares.front().maxThreatLength;
        out.maxFlights = shares.front().maxFlights;
        out.nonTrivial = shares.front().nonTrivial;
    }
    for (const Solution& s : shares) {
        out.complete = out.complete && s.complete;
        if (out.error.empty()) out.error = s.error;
        out.keys.insert(out.keys.end(), s.keys.begin(), s.keys.end());
        out.tries.insert(out.tries.end(), s.tries.begin(), s.tries.end());
        out.lines.insert(out.lines.end(), s.lines.begin(), s.lines.end());
        if (s.hasSetPlay && !out.hasSetPlay) {
            out.hasSetPlay = true;
            out.setPlay = s.setPlay;
            out.setLines = s.setLines;
        }
        if (s.iterations.size() > out.iterations.size()) out.iterations.resize(s.iterations.size());
        for (std::size_t i = 0; i < s.iterations.size(); ++i) add(out.iterations[i], s.iterations[i]);
        add(out.treePhase, s.treePhase);
        add(out.total, s.total);
    }
    for (const AttackNode& k : out.keys)
        if (out.shortest == 0 || k.mateIn < out.shortest) out.shortest = k.mateIn;
    if (mode == SolverOptions::Mode::Minimal && out.shortest > 0) {
        // One solve stops at the first length with a key; the shares each stopped at their own.
        std::erase_if(out.keys, [&](const AttackNode& k) { return k.mateIn > out.shortest; });
        if (out.iterations.size() > std::size_t(out.shortest)) out.iterations.resize(std::size_t(out.shortest));
    }
    sortByReport(out.keys, reportOrder);
    sortByReport(out.tries, reportOrder);
    return out;
}

} // namespace gms::mpi

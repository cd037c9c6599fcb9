// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolveSession.h  One problem being solved: its twins, what Solve hands to the engine, every result.
#pragma once

#include "problem.h"
#include "solution.h"
#include "solver.h"
#include "twin.h"

#include <string>
#include <vector>

namespace gms::ui {

/// The solving side of one problem of the document, without widgets:
///  - its twins, expanded from the edited diagram as Popeye expands them, and the one chosen;
///  - the request Solve hands to the engine's one facade (Solver::solveProblem), with the
///    options gms-cli solve would use (the problem's SetPlay, MaxSolutions, Try/Defence);
///  - every result it got, kept for the session: back to a solved position (undo, redo,
///    another twin, another problem of the collection) shows its solution again.
class SolveSession {
public:
    /// Takes the problem as edited (its fen is the edited diagram). False with `error` when its
    /// twins cannot be applied (the diagram alone is then solved).
    bool setProblem(const Problem& problem, std::string& error);
    const Problem& problem() const { return problem_; }

    // ---- twins -----------------------------------------------------------------------
    /// Empty for a problem without twins; with ZeroPosition the diagram is listed first (not solved).
    const std::vector<TwinInstance>& twins() const { return twins_; }
    int twinIndex() const { return twinIndex_; }
    void setTwinIndex(int index);
    /// A twin other than the diagram is chosen (its position is not the edited one).
    bool viewingTwin() const;
    /// The chosen twin's position (or the diagram) and stipulation: what the board shows and Solve solves.
    std::string rootFen() const;
    Stipulation stipulation() const;
    /// How many twins Solve All Twins solves (a zero position is not one of them).
    int solvableTwinCount() const;

    // ---- the request -------------------------------------------------------------------
    /// The problem Solve hands to the engine: the chosen twin alone, or (allTwins) the problem with
    /// every twin, as gms-cli solve solves a file's problem.
    Problem request(bool allTwins) const;
    /// gms-cli solve's options for this problem over the app's `base` settings.
    SolverOptions options(const SolverOptions& base) const;
    /// Labels the solutions of request(allTwins) with their twins' headings (as Solver::solveProblem
    /// labels a whole problem) and keeps the complete ones.
    std::vector<Solution> finish(std::vector<Solution> solutions, bool allTwins);
    /// Of finish()'s solutions, the (last) one solved from `fen` with `stip`, or nullptr: a stopped
    /// Solve All Twins may not have reached the board's twin.
    static const Solution* resultOf(const std::vector<Solution>& labelled, const std::string& fen,
                                    const Stipulation& stip);
    /// Chooses the twin labelled `label` (where a stopped Solve All Twins ended); no change if none is.
    void chooseTwin(const std::string& label);

    // ---- results -----------------------------------------------------------------------
    /// Keeps a result (a later one of the same position and stipulation replaces it).
    void record(const Solution& solution);
    /// The kept result for a position and stipulation, or nullptr.
    const Solution* find(const std::string& fen, const Stipulation& stip) const;
    /// The kept result of the chosen twin (or of the diagram), or nullptr.
    const Solution* current() const { return find(rootFen(), stipulation()); }
    const std::vector<Solution>& results() const { return results_; }
    void clearResults() { results_.clear(); }

    /// How many results are kept (the oldest go first).
    static constexpr std::size_t MaxResults = 64;

private:
    Problem problem_;
    std::vector<TwinInstance> twins_;
    int twinIndex_ = 0;
    std::vector<Solution> results_;
};

} // namespace gms::ui

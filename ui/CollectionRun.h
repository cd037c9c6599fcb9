// SPDX-License-Identifier: GPL-3.0-or-later
/// @file CollectionRun.h  The problems of a collection: each one's session, Solve Whole Collection's jobs and results.
#pragma once

#include "SolveSession.h"
#include "problem.h"
#include "solution.h"
#include "solver.h"

#include <optional>
#include <string>
#include <vector>

namespace gms::ui {

/// One problem of Solve Whole Collection as gms-cli solve solves it: every twin, its own options.
struct CollectionJob {
    int index = 0; ///< The problem's place in the collection.
    Problem problem;
    SolverOptions options;
};

/// The problems of a collection without widgets: one SolveSession each (its twins and every
/// result it got, kept for the session), and a run of Solve Whole Collection: the jobs handed to
/// the worker, and for each solved problem the whole result Solver::solveProblem gave (every
/// twin, keys, tree, tries), so that selecting a problem shows it. The words are the CLI's
/// (verdictText), and the results are saved as gms-cli solve --json writes them.
class CollectionRun {
public:
    /// Drops every session and result: the collection now holds `count` other problems.
    void reset(int count);
    /// Problem `index`'s session (made on first use).
    SolveSession& session(int index);

    /// Starts a run over `problems` (the current one as edited): each problem's session takes it,
    /// and its job carries gms-cli solve's options over `base`, without the app's time limit
    /// (that is for one solve, not for each problem of a long run). Results of an earlier run go.
    std::vector<CollectionJob> start(const std::vector<Problem>& problems, const SolverOptions& base);
    /// Problem `index`'s result: kept, and labelled and kept by its session.
    void record(int index, const std::vector<Solution>& solutions);
    /// The run is over (done or stopped); the results stay.
    void finish() { running_ = false; }
    bool isRunning() const { return running_; }
    /// A result after which the run stops: a solve that was stopped (failures go on, as in the CLI).
    static bool stopsTheRun(const std::vector<Solution>& solutions);

    int count() const { return count_; }
    /// Problem `index`'s result, or nullptr when it was not solved in the run.
    const std::vector<Solution>* results(int index) const;
    /// How many problems have a result.
    int solvedCount() const;

    /// The verdict of one problem as gms-cli solve words it ("sound", "cooked (2 keys)",
    /// "2 solutions, 1 short"; twins "a) sound; b) no solution"); "" when not solved.
    std::string verdict(int index) const;
    /// A verdict that a problemist would look at again: not sound, or stopped, or failed.
    bool isBad(int index) const;
    /// "3 × sound; 1 × cooked (2 keys); 1 × no solution" (each twin counted).
    std::string summary() const;
    /// One JSON line per solved problem, as `gms-cli solve FILE --json` writes them;
    /// `numbers[i]` is problem i's number in the file.
    std::string json(const std::vector<Problem>& problems, const std::vector<int>& numbers) const;

private:
    int count_ = 0;
    bool running_ = false;
    std::vector<std::optional<std::vector<Solution>>> results_;
    std::vector<SolveSession> sessions_;
};

/// One solution's verdict without a twin label: verdictText, with a failure shortened to its reason.
std::string shortVerdict(const Solution& solution);

} // namespace gms::ui

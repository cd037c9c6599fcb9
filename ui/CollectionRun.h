// SPDX-License-Identifier: GPL-3.0-or-later
/// @file CollectionRun.h  Solve Whole Collection: the problems in turn, and each one's full result.
#pragma once

#include "problem.h"
#include "solution.h"

#include <optional>
#include <string>
#include <vector>

namespace gms::ui {

/// The state of a run over every problem of a collection, without widgets: which problem is next,
/// and for each solved problem the whole result Solver::solveProblem gave (every twin, keys, tree,
/// tries), kept for the session so that selecting a problem shows it. The words are the CLI's
/// (verdictText), and the results are saved as gms-cli solve --json writes them.
class CollectionRun {
public:
    /// Starts a run over `count` problems (results of an earlier run are dropped).
    void start(int count);
    /// Stops the run; the results so far stay.
    void stop() { next_ = -1; }
    bool isRunning() const { return next_ >= 0; }
    /// The problem to solve next (-1: none; the run is over when it reaches the count).
    int next() const { return next_; }
    /// The result of problem `index`; moves on to the next problem.
    void record(int index, const std::vector<Solution>& solutions);
    /// Done with every problem.
    bool finished() const { return next_ >= count_; }

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
    int next_ = -1;
    std::vector<std::optional<std::vector<Solution>>> results_;
};

/// One solution's verdict without a twin label: verdictText, with a failure shortened to its reason.
std::string shortVerdict(const Solution& solution);

} // namespace gms::ui

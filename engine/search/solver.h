// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solver.h  The one entry point of every solve: checks the input, picks the family's solver, runs it.
#pragma once

#include "position.h"
#include "problem.h"
#include "search_context.h"
#include "solution.h"
#include "stipulation.h"
#include "transposition_table.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace gms {

/// Solves any supported stipulation. No I/O: results through the returned Solution and callbacks.
/// The CLI, the GUI worker, the benchmarks and the tuner all solve through this class.
class Solver {
public:
    using ProgressFn = std::function<void(const SolveProgress&)>;
    using IterationFn = std::function<void(const IterationStats&)>;

    explicit Solver(SolverOptions options = {}) : options_(options) {}

    /// Cancels a running solve from any thread; the solve returns with complete = false.
    void setCancelFlag(const std::atomic<bool>* flag) { hooks_.cancel = flag; }
    void onProgress(ProgressFn fn) { hooks_.progress = std::move(fn); }
    void onIteration(IterationFn fn) { hooks_.iteration = std::move(fn); }
    /// Battle play: each key as soon as it is proven (see SolveHooks::keyFound).
    void onKeyFound(std::function<void(const Position& root, Move key, int moves)> fn) {
        hooks_.keyFound = std::move(fn);
    }

    /// Solves `stip` for the side to move of `pos`; an illegal position or an unsupported
    /// stipulation gives a Solution with `error` set.
    Solution solve(const Position& pos, const Stipulation& stip);
    /// Solves #n (the direct mate).
    Solution solve(const Position& pos, int n);
    /// Solves a problem and its twins: one Solution per twin a), b), ... (label and
    /// description set), or one for a problem without twins. When the twins cannot be
    /// built or a position cannot be read, a single Solution whose `error` says why.
    std::vector<Solution> solveProblem(const Problem& problem);

    static constexpr int MaxMoves = Stipulation::MaxMoves; ///< Largest N accepted (series play: Stipulation::maxMoves).

    /// The options a problem's own Popeye options ask for, over `base`: SetPlay, MaxSolutions, MaxTime
    /// and (when `triesFromHints`) Try/Defence as the number of refutations shown.
    static SolverOptions withProblemHints(SolverOptions base, const SolvingHints& hints, bool triesFromHints);

private:
    /// Popeye's Duplex: `fen` (the twin with the other side to move) solved as the second half.
    Solution solveOtherHalf(const std::string& fen, const Stipulation& stip);

    SolverOptions options_;
    SolveHooks hooks_;
    std::shared_ptr<TranspositionTable> table_; ///< options_.table, or the Solver's own.
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solver.h  The G.M.S. mate solver: non-recursive full-width search plus the solution tree.
#pragma once

#include "move_tables.h"
#include "position.h"
#include "repetition.h"
#include "solution.h"
#include "stipulation.h"
#include "weights.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace gms {

/// How a solve is run.
struct SolverOptions {
    enum class Mode { Complete, Minimal };
    Mode mode = Mode::Complete;  ///< Complete: every key <= N. Minimal: stop at the first depth with a mate.
    bool buildTree = true;       ///< Threats, variations and duals for every key (false: keys only).
    bool allDefences = false;    ///< List every defence, not only those that stop the threat.
    int maxRefutations = 0;      ///< Tries: non-keys refuted by 1..K defences (0: no tries).
    bool useRepetition = false;  ///< Cut repeated positions in the minimal-depth key search.
    bool useMoveTables = false;  ///< Greer's move tables and chains for ordering.
    const OrderingWeights* weights = nullptr; ///< nullptr: the built-in defaults.
};

/// Progress as the search runs (called from the solving thread).
struct SolveProgress {
    int iteration = 0;       ///< Mate length being searched (moves).
    int rootIndex = 0;       ///< 1-based index of the root move being searched.
    int rootCount = 0;
    std::uint64_t gen = 0;   ///< Totals so far.
    std::uint64_t evl = 0;
    double seconds = 0.0;
    const char* phase = "search"; ///< "search", "tree", "tries".
};

/// Counters a search maintains; exposed for benchmarks and the literature measurements.
struct SearchCounters {
    std::uint64_t gen = 0;
    std::uint64_t evl = 0;
    std::uint64_t repetitions = 0; ///< Lines cut as repeated positions.
};

/// Solves direct mates. No I/O: results through the returned Solution and callbacks.
class Solver {
public:
    using ProgressFn = std::function<void(const SolveProgress&)>;
    using IterationFn = std::function<void(const IterationStats&)>;

    explicit Solver(SolverOptions options = {});

    /// Cancels a running solve from any thread; the solve returns with complete = false.
    void setCancelFlag(const std::atomic<bool>* flag) { cancel_ = flag; }
    void onProgress(ProgressFn fn) { progress_ = std::move(fn); }
    void onIteration(IterationFn fn) { iteration_ = std::move(fn); }

    /// Solves #n for the side to move of `pos` (which must be a legal problem position).
    Solution solve(const Position& pos, int n);

    /// Mate-in-n prover used by everything else: does the side to move force
    /// mate within n moves? Non-recursive; counts into counters().
    bool canMateIn(Position& pos, int n);
    /// With the defender to move: is every defence met by a mate within n
    /// attacker moves? (n = 0: is the defender checkmated now?)
    bool defenderLoses(Position& pos, int n);

    const SearchCounters& counters() const { return counters_; }
    /// What the move tables learned in the last solve (for the GUI's heat map).
    const MoveTables& moveTables() const { return tables_; }
    bool cancelled() const { return cancelled_; }

    static constexpr int MaxMoves = Stipulation::MaxMoves; ///< Largest N accepted.

private:
    struct Impl;
    SolverOptions options_;
    const std::atomic<bool>* cancel_ = nullptr;
    ProgressFn progress_;
    IterationFn iteration_;
    SearchCounters counters_;
    bool cancelled_ = false;
    std::uint64_t nextPoll_ = 0;
    double startSeconds_ = 0.0;
    SolveProgress current_;
    MoveTables tables_;
    const OrderingWeights* weights_;  ///< options_.weights or the defaults.
    /// weights_ without the hanging-piece term: defenders flee or interpose, whether
    /// their piece hangs rarely matters, and the attack maps behind that term cost
    /// ~13% of the search (measured), so defender nodes skip it.
    OrderingWeights defenderWeights_;
    /// The search path as 16-bit move codes for the repetition test (entry 0: the root).
    std::vector<RepMove> line_;
    bool repetitionActive_ = false; ///< Only in the minimal-depth key search.

    void pushLine(const Position& after, Move m, const UndoInfo& undo);
    bool repeatsOnPath() const;

    bool search(Position& pos, bool attackerToMove, int n);
    bool pollCancel();
    double elapsed() const;
    friend class TreeBuilder;
};

} // namespace gms

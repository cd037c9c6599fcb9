// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_prover.h  The #N prover for callers that walk positions themselves (UCI's root loop and lines).
#pragma once

#include "direct_mate_goal.h"
#include "prover.h"
#include "search_context.h"
#include "split_prover.h"
#include "worker_pool.h"

#include <memory>
#include <vector>

namespace gms {

/// "Mate in n" questions answered by the kernel's #N instantiation, with its own context
/// (counters, cancellation through hooks.cancel, progress through hooks.progress) and the
/// transposition table of options.table (or its own of options.hashMegabytes; 0: none).
/// With options.threads > 1 every question is shared among the threads through split points.
class MateProver {
public:
    explicit MateProver(const SolverOptions& options = {}, const SolveHooks& hooks = {});
    ~MateProver();

    /// Does the side to move force mate within n moves?
    bool canMateIn(Position& pos, int n) { return prove(pos, 2 * n - 1); }
    /// With the defender to move: is every defence met by a mate within n attacker moves? (n = 0: mated now?)
    bool defenderLoses(Position& pos, int n) { return prove(pos, 2 * n); }
    /// Moves made by every thread (the other threads' counted once each question is answered).
    const SearchCounters& counters() const { return ctx_.counters; }
    bool cancelled() const { return ctx_.cancelled(); }

private:
    bool prove(Position& pos, int pliesLeft);

    SearchContext ctx_;
    Prover<DirectMateGoal> prover_;
    std::shared_ptr<TranspositionTable> table_;
    // Several threads: one prover per worker, and the split provers that share the work.
    std::unique_ptr<WorkerPool> pool_;
    std::vector<std::unique_ptr<Prover<DirectMateGoal>>> helperProvers_;
    std::vector<std::unique_ptr<SplitProver<DirectMateGoal>>> splitProvers_;
    std::vector<SplitProver<DirectMateGoal>*> team_;
};

} // namespace gms

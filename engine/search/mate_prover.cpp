// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_prover.h"

namespace gms {

MateProver::MateProver(const SolverOptions& options, const SolveHooks& hooks) : ctx_(options, hooks), prover_(ctx_) {
    if (options.hashMegabytes > 0) {
        table_ = options.table;
        if (!table_) {
            table_ = std::make_shared<TranspositionTable>();
            table_->resize(std::size_t(options.hashMegabytes));
        }
        ctx_.table = table_.get();
        ctx_.restart(); // the table's set-up is not charged to the time limit
    }
    const int threads = resolveThreadCount(options.threads);
    if (threads <= 1) return;
    pool_ = std::make_unique<WorkerPool>(ctx_, Position(), threads);
    for (int w = 0; w < pool_->size(); ++w) {
        Prover<DirectMateGoal>* prover = &prover_;
        if (w > 0) {
            helperProvers_.push_back(std::make_unique<Prover<DirectMateGoal>>(pool_->context(w)));
            prover = helperProvers_.back().get();
        }
        splitProvers_.push_back(std::make_unique<SplitProver<DirectMateGoal>>(*pool_, w, *prover, team_));
        team_.push_back(splitProvers_.back().get());
    }
}

MateProver::~MateProver() = default;

bool MateProver::prove(Position& pos, int pliesLeft) {
    if (!pool_) return prover_.prove(pos, pliesLeft);
    // One item: whichever worker takes it searches the caller's position; the others help.
    bool result = false;
    pool_->run(1, [&](int w, SearchContext&, Position&, int) {
        result = splitProvers_[std::size_t(w)]->prove(pos, pliesLeft);
    });
    pool_->collectCounters();
    return result && !ctx_.cancelled();
}

} // namespace gms

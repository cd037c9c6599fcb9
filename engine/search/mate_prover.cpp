// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_prover.h"

namespace gms {

MateProver::MateProver(const SolverOptions& options, const SolveHooks& hooks) : ctx_(options, hooks), prover_(ctx_) {
    if (options.hashMegabytes <= 0) return;
    table_ = options.table;
    if (!table_) {
        table_ = std::make_shared<TranspositionTable>();
        table_->resize(std::size_t(options.hashMegabytes));
    }
    ctx_.table = table_.get();
}

} // namespace gms

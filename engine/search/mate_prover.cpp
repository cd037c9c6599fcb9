// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_prover.h"

namespace gms {

MateProver::MateProver(const SolverOptions& options, const SolveHooks& hooks) : ctx_(options, hooks), prover_(ctx_) {}

} // namespace gms

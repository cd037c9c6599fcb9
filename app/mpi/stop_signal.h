// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stop_signal.h  SIGINT/SIGTERM: every rank stops; results already recorded stay.
#pragma once

#include <atomic>

namespace gms::mpi {

/// Set once SIGINT or SIGTERM arrived (mpirun and srun forward them to every rank).
std::atomic<bool>& stopRequested();
/// Installs the handlers that set stopRequested().
void installStopHandlers();

} // namespace gms::mpi

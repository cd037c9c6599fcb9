// SPDX-License-Identifier: GPL-3.0-or-later
#include "stop_signal.h"

#include <csignal>

namespace gms::mpi {

std::atomic<bool>& stopRequested() {
    static std::atomic<bool> flag{false};
    return flag;
}

namespace {
extern "C" void onStopSignal(int) { stopRequested().store(true); } // lock-free store: signal-safe
} // namespace

void installStopHandlers() {
    stopRequested(); // construct before any signal can arrive
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

} // namespace gms::mpi

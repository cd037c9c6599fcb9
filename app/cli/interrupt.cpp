// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt.h"

#include <csignal>
#include <cstdio>
#include <iostream>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define GMS_POSIX_SIGNALS 1
#endif

namespace gms::cli {

namespace {
std::atomic<bool> stopFlag{false};
volatile std::sig_atomic_t receivedSignal = 0;
volatile std::sig_atomic_t cleanStop = 0;

static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler needs a lock-free flag");

extern "C" void onStopSignal(int sig) {
    // Only async-signal-safe work here: set flags, or leave at once.
    if (receivedSignal != 0 || !cleanStop) {
#ifdef GMS_POSIX_SIGNALS
        ::_exit(128 + sig);
#else
        std::_Exit(128 + sig);
#endif
    }
    receivedSignal = sig;
    stopFlag.store(true, std::memory_order_relaxed);
}
} // namespace

void installInterruptHandlers() {
#ifdef GMS_POSIX_SIGNALS
    struct sigaction sa {};
    sa.sa_handler = onStopSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART; // a write interrupted by the signal goes on
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
#else
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
#endif
}

void allowCleanStop() { cleanStop = 1; }
const std::atomic<bool>& interruptFlag() { return stopFlag; }
bool interrupted() { return stopFlag.load(std::memory_order_relaxed); }
int interruptSignal() { return receivedSignal; }
int interruptExitStatus() { return receivedSignal ? 128 + receivedSignal : 0; }

void writeRecord(const std::string& text) {
    std::cout << text;
    std::cout.flush();
}

} // namespace gms::cli

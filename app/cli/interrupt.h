// SPDX-License-Identifier: GPL-3.0-or-later
/// @file interrupt.h  SIGINT/SIGTERM for every gms-cli command: the first one stops cleanly, a second one at once.
///
/// A command that can stop cleanly (solve, bench) calls allowCleanStop() and hands
/// interruptFlag() to its solves as their cancel flag: the first signal raises the
/// flag, the running solve returns what it proved (marked stopped), the command
/// prints it and returns; main() then exits 128 + signal (130 SIGINT, 143 SIGTERM).
/// In a command that did not call allowCleanStop(), and on a second signal, the
/// process exits at once with the same status (nothing it printed is half a line:
/// every record is written and flushed whole, see writeRecord()).
#pragma once

#include <atomic>
#include <string>

namespace gms::cli {

/// Installs the SIGINT and SIGTERM handlers (main() does this once).
void installInterruptHandlers();
/// Declares that the running command polls interruptFlag() and stops by itself.
void allowCleanStop();
/// Raised by the first SIGINT or SIGTERM; a cancel flag for Solver::setCancelFlag.
const std::atomic<bool>& interruptFlag();
/// True once a signal asked to stop.
bool interrupted();
/// The signal received (0 if none).
int interruptSignal();
/// 128 + the signal: the exit status of an interrupted command.
int interruptExitStatus();
/// Writes `text` to standard output and flushes it, so a record is never cut by a later kill.
void writeRecord(const std::string& text);

} // namespace gms::cli

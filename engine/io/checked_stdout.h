// SPDX-License-Identifier: GPL-3.0-or-later
/// @file checked_stdout.h  Standard output through the checked writer: results that
/// could not be written (a full disk, /dev/full) are a failure, never lost silently.
///
/// After checkStandardOutput(), printf and std::cout both go through one stdio
/// buffer whose every write to file descriptor 1 is checked (see checked_write.h);
/// the first failure is kept for standardOutputWritten().
#pragma once

#include <string>

namespace gms::io {

/// Routes C stdio's stdout and std::cout through the checked writer. Call once,
/// first thing in main, before anything is printed.
void checkStandardOutput();

/// True once a write to standard output failed (a batch can stop early: nothing more would be read).
bool standardOutputFailed();

/// Flushes standard output; false with `error` ("cannot write standard output: No space
/// left on device") when any of it was lost.
bool standardOutputWritten(std::string& error);

} // namespace gms::io

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file checked_write.h  The one place GMS writes bytes to a file descriptor: every
/// write checked, short writes and EINTR retried, the OS's message kept.
///
/// The system calls go through a table that tests replace to inject faults
/// (short writes, ENOSPC, EINTR) without a full disk.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace gms::io {

/// The system calls the writers make.
struct SystemCalls {
    ssize_t (*write)(int fd, const void* data, std::size_t size);
    int (*fsync)(int fd);
    int (*close)(int fd);
};

/// The calls in use (the operating system's unless a test replaced them).
const SystemCalls& systemCalls();
/// Replaces the calls for the whole process (tests only); nullptr restores the real ones.
void setSystemCalls(const SystemCalls* calls);

/// The OS's message for an errno value ("No space left on device"), thread-safe.
std::string systemErrorText(int err);

/// Writes all of `bytes` to `fd`: a short write goes on with the rest, EINTR is
/// retried. False with the errno in `err` when the OS refused (a write that
/// returns 0 for a non-empty buffer counts as ENOSPC: nothing more would fit).
bool writeAll(int fd, std::string_view bytes, int& err);

} // namespace gms::io

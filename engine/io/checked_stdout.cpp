// SPDX-License-Identifier: GPL-3.0-or-later
#include "checked_stdout.h"

#include "checked_write.h"
#include "stdio_buffer.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <iostream>
#include <unistd.h>

namespace gms::io {

namespace {

std::atomic<int> firstError{0};

void keepError(int err) {
    int none = 0;
    firstError.compare_exchange_strong(none, err);
}

#ifdef __GLIBC__
ssize_t writeStdout(void*, const char* data, std::size_t size) {
    if (firstError.load() != 0) { // a hole in the output is worse than its end: stop at the first loss
        errno = firstError.load();
        return -1;
    }
    int err = 0;
    if (!writeAll(STDOUT_FILENO, std::string_view(data, size), err)) {
        keepError(err);
        errno = err;
        return -1;
    }
    return ssize_t(size);
}
#endif

} // namespace

void checkStandardOutput() {
#ifdef __GLIBC__
    static bool installed = false;
    if (installed) return;
    installed = true;
    std::fflush(stdout);
    cookie_io_functions_t functions{};
    functions.write = writeStdout;
    std::FILE* checked = ::fopencookie(nullptr, "w", functions);
    if (!checked) return; // stays unchecked, but standardOutputWritten() still sees stdio's error flag
    // A terminal sees each line at once, as before; a file or pipe gets whole buffers.
    std::setvbuf(checked, nullptr, ::isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF, 1 << 16);
    stdout = checked; // glibc: stdout is a variable meant to be reassigned
    // Never destroyed: std::cout is flushed at exit after every static of ours is gone.
    std::cout.rdbuf(new StdioBuffer(checked));
#endif
}

bool standardOutputFailed() { return firstError.load() != 0 || std::ferror(stdout) || !std::cout; }

bool standardOutputWritten(std::string& error) {
    std::cout.flush();
    const bool flushed = std::fflush(stdout) == 0;
    const int flushErrno = errno;
    if (flushed && !standardOutputFailed()) return true;
    int err = firstError.load();
    if (err == 0 && !flushed) err = flushErrno;
    error = "cannot write standard output" + (err != 0 ? ": " + systemErrorText(err) : std::string()) +
            "; the results are incomplete";
    return false;
}

} // namespace gms::io

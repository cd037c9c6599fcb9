// SPDX-License-Identifier: GPL-3.0-or-later
#include "checked_write.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace gms::io {

namespace {
const SystemCalls RealCalls{[](int fd, const void* data, std::size_t size) { return ::write(fd, data, size); },
                            [](int fd) { return ::fsync(fd); }, [](int fd) { return ::close(fd); }};
std::atomic<const SystemCalls*> activeCalls{&RealCalls};

/// strerror_r has two signatures (GNU returns a pointer, XSI fills the buffer): take both.
[[maybe_unused]] const char* messageOf(const char* gnu, const char*) { return gnu; }
[[maybe_unused]] const char* messageOf(int xsi, const char* buffer) { return xsi == 0 ? buffer : nullptr; }
} // namespace

const SystemCalls& systemCalls() { return *activeCalls.load(std::memory_order_acquire); }

void setSystemCalls(const SystemCalls* calls) {
    activeCalls.store(calls ? calls : &RealCalls, std::memory_order_release);
}

std::string systemErrorText(int err) {
    char buffer[256] = {};
    const char* text = messageOf(::strerror_r(err, buffer, sizeof buffer), buffer);
    return text && *text ? std::string(text) : "error " + std::to_string(err);
}

bool writeAll(int fd, std::string_view bytes, int& err) {
    const SystemCalls& calls = systemCalls();
    while (!bytes.empty()) {
        const ssize_t n = calls.write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            err = errno;
            return false;
        }
        if (n == 0) { // POSIX allows it only when nothing fits: a full device
            err = ENOSPC;
            return false;
        }
        bytes.remove_prefix(std::min(bytes.size(), std::size_t(n)));
    }
    return true;
}

} // namespace gms::io

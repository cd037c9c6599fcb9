// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_writer.cpp  libFuzzer target: the checked writer (engine/io) under injected
/// faults. The first bytes are a schedule of what each write, the fsync and the close
/// do (write all, a short write, EINTR, ENOSPC, EIO, 0 bytes); the rest is the content.
///
/// Properties: no crash, no hang; a save that reports success left exactly the
/// content in the file; a save that failed left the old file byte for byte, a message
/// with the OS's reason, and no temporary file; EINTR and short writes alone never fail.
#include "checked_write.h"
#include "output_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <signal.h>
#include <unistd.h>

namespace {

[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz_writer: %s\n", what.c_str());
    std::abort();
}

struct Schedule {
    std::string_view steps; ///< One byte per write call; after the last, writes succeed.
    std::size_t next = 0;
    bool failFsync = false, failClose = false;
    bool onlyHarmless = true; ///< only EINTR and short writes were injected
} schedule;

ssize_t scheduledWrite(int fd, const void* data, std::size_t size) {
    if (schedule.next >= schedule.steps.size() || size == 0) return ::write(fd, data, size);
    const auto step = static_cast<unsigned char>(schedule.steps[schedule.next++]);
    switch (step % 6) {
        case 0: return ::write(fd, data, size);
        case 1: return ::write(fd, data, std::max<std::size_t>(1, size * (step / 6) / 43)); // short
        case 2: errno = EINTR; return -1;
        case 3:
            schedule.onlyHarmless = false;
            errno = ENOSPC;
            return -1;
        case 4:
            schedule.onlyHarmless = false;
            errno = EIO;
            return -1;
        default: schedule.onlyHarmless = false; return 0; // a full device
    }
}
int scheduledFsync(int fd) {
    if (schedule.failFsync) {
        errno = EIO;
        return -1;
    }
    return ::fsync(fd) == 0 || errno == EINVAL ? 0 : -1;
}
int scheduledClose(int fd) {
    ::close(fd);
    if (schedule.failClose) {
        errno = EDQUOT;
        return -1;
    }
    return 0;
}
const gms::io::SystemCalls Scheduled{scheduledWrite, scheduledFsync, scheduledClose};

std::string contentsOf(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// The target's own folder, "fuzz_writer.PID" (tmpfs when there is one: fsync costs
/// nothing there, so the schedule is what is fuzzed). libFuzzer may leave without
/// running atexit: folders of processes that are gone are removed at the start.
const std::filesystem::path& folder() {
    static const std::filesystem::path dir = [] {
        const std::filesystem::path base = std::filesystem::is_directory("/dev/shm") ? "/dev/shm" : "/tmp";
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(base, ec)) {
            const std::string name = e.path().filename().string();
            if (name.rfind("fuzz_writer.", 0) != 0) continue;
            const long pid = std::atol(name.c_str() + 12);
            if (pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH) std::filesystem::remove_all(e.path(), ec);
        }
        const std::filesystem::path mine = base / ("fuzz_writer." + std::to_string(::getpid()));
        std::filesystem::create_directory(mine, ec);
        if (ec) broken("no temporary folder: " + ec.message());
        return mine;
    }();
    return dir;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2 || size > 1 << 16) return 0;
    const std::size_t steps = std::min<std::size_t>(data[0] % 16, size - 1);
    schedule = {};
    schedule.steps = std::string_view(reinterpret_cast<const char*>(data + 1), steps);
    schedule.failFsync = data[0] & 0x40;
    schedule.failClose = data[0] & 0x80;
    if (schedule.failFsync || schedule.failClose) schedule.onlyHarmless = false;
    const std::string_view content(reinterpret_cast<const char*>(data + 1 + steps), size - 1 - steps);

    const std::filesystem::path target = folder() / "out.txt";
    const std::string old = "the old file\n";
    std::string error;
    if (!gms::io::writeOutputFile(target.string(), old, error)) broken("cannot set up: " + error);

    gms::io::setSystemCalls(&Scheduled);
    const bool ok = gms::io::writeOutputFile(target.string(), content, error);
    gms::io::setSystemCalls(nullptr);

    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(folder())) ++files;
    if (files != 1) broken("a temporary file was left behind");
    if (ok) {
        if (contentsOf(target) != content) broken("success reported, but the file differs from the content");
    } else {
        if (schedule.onlyHarmless) broken("EINTR or a short write made the save fail: " + error);
        if (contentsOf(target) != old) broken("a failed save changed the old file");
        if (error.find("; " + target.string() + " is unchanged") == std::string::npos) broken("message: " + error);
    }
    return 0;
}

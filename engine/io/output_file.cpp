// SPDX-License-Identifier: GPL-3.0-or-later
#include "output_file.h"

#include "checked_write.h"

#include <atomic>
#include <cerrno>
#include <filesystem>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gms::io {

namespace fs = std::filesystem;

namespace {

/// Removes ".NAME.tmp-PID-N" files in `dir` left by a save of `name` in a process that is gone.
void removeStaleTemporaries(const fs::path& dir, const std::string& name) {
    const std::string prefix = "." + name + ".tmp-";
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::string file = it->path().filename().string();
        if (file.size() <= prefix.size() || file.compare(0, prefix.size(), prefix) != 0) continue;
        std::string rest = file.substr(prefix.size()); // "PID-N"
        std::size_t dash = rest.find('-');
        if (dash == 0 || dash == std::string::npos || dash + 1 == rest.size()) continue;
        bool digits = true;
        for (std::size_t k = 0; k < rest.size(); ++k)
            if (k != dash && (rest[k] < '0' || rest[k] > '9')) digits = false;
        if (!digits || dash > 9) continue;
        pid_t pid = pid_t(std::stol(rest.substr(0, dash)));
        if (pid == ::getpid()) continue; // ours: a save of another thread may be writing it
        if (pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH) {
            std::error_code ignore;
            fs::remove(it->path(), ignore);
        }
    }
}

/// The file a path names after following every symlink (the last link's target
/// need not exist yet). False with errno ELOOP after 40 links, as the kernel does.
bool followLinks(fs::path& p, int& err) {
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return true;
        std::error_code ec;
        fs::path link = fs::read_symlink(p, ec);
        if (ec) {
            err = ec.value();
            return false;
        }
        p = link.is_absolute() ? link : p.parent_path() / link;
    }
    err = ELOOP;
    return false;
}

std::string unchanged(const std::string& path, bool existed) { return existed ? "; " + path + " is unchanged" : ""; }

/// A device or FIFO: written in place (fsync means nothing there).
bool writeInPlace(const std::string& shown, const fs::path& target, std::string_view bytes, std::string& error) {
    const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error = "cannot open " + shown + ": " + systemErrorText(errno);
        return false;
    }
    int err = 0;
    const bool written = writeAll(fd, bytes, err);
    if (systemCalls().close(fd) != 0 && written && errno != EINTR) err = errno;
    if (!written || err != 0) {
        error = "cannot write " + shown + ": " + systemErrorText(err);
        return false;
    }
    return true;
}

} // namespace

bool writeOutputFile(const std::string& path, std::string_view bytes, std::string& error) {
    const SystemCalls& calls = systemCalls();
    fs::path target(path);
    int err = 0;
    if (!followLinks(target, err)) {
        error = "cannot write " + path + ": " + systemErrorText(err);
        return false;
    }
    struct stat st {};
    const bool existed = ::stat(target.c_str(), &st) == 0;
    if (existed && S_ISDIR(st.st_mode)) {
        error = "cannot write " + path + ": it is a folder";
        return false;
    }
    if (existed && !S_ISREG(st.st_mode)) return writeInPlace(path, target, bytes, error);

    fs::path dir = target.parent_path();
    if (dir.empty()) dir = ".";
    removeStaleTemporaries(dir, target.filename().string());
    static std::atomic<unsigned> counter{0};
    fs::path temp;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temp = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()) + "-" +
                      std::to_string(++counter));
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) {
        error = "cannot create a temporary file in " + dir.string() + ": " + systemErrorText(errno) +
                unchanged(path, existed);
        return false;
    }
    bool ok = writeAll(fd, bytes, err);
    if (ok && calls.fsync(fd) != 0) {
        ok = false;
        err = errno;
    }
    if (calls.close(fd) != 0 && ok && errno != EINTR) { // after EINTR the descriptor is closed (Linux)
        ok = false;
        err = errno;
    }
    std::error_code ec;
    if (ok && existed) ::chmod(temp.c_str(), st.st_mode & 07777); // keep the permissions of the file replaced
    if (ok && ::rename(temp.c_str(), target.c_str()) != 0) {
        ok = false;
        err = errno;
    }
    if (!ok) {
        fs::remove(temp, ec);
        error = "cannot write " + path + ": " + systemErrorText(err) + unchanged(path, existed);
        return false;
    }
    // The rename itself is durable once the folder is synced (a failure here loses nothing).
    if (const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    error.clear();
    return true;
}

} // namespace gms::io

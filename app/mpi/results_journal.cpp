// SPDX-License-Identifier: GPL-3.0-or-later
#include "results_journal.h"

#include "checked_write.h"
#include "problem_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <fstream>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

namespace gms::mpi {
namespace {

std::string headerFor(const std::string& run) { return "# gms-mpi results journal; run: " + run; }

/// A record longer than this is not one GMS wrote whole: it is skipped and its problem solved
/// again (the journal is read a line at a time, so no file can make the reader grow without end).
constexpr std::size_t MaxRecordBytes = std::size_t(1) << 30;

/// Reads `in` a line at a time; a line over MaxRecordBytes comes back empty with `overlong` set.
bool nextRecord(std::istream& in, std::string& line, bool& overlong) {
    line.clear();
    overlong = false;
    if (!in.good() || in.peek() == std::char_traits<char>::eof()) return false;
    char buffer[1 << 16];
    for (;;) {
        in.getline(buffer, sizeof buffer);
        const std::streamsize got = in.gcount();
        const bool ended = !in.fail() || in.eof(); // newline consumed, or the end of the file
        const std::size_t text = std::size_t(got) - (!in.fail() && !in.eof() ? 1 : 0);
        if (!overlong) {
            if (line.size() + text > MaxRecordBytes) {
                overlong = true;
                line.clear();
            } else {
                line.append(buffer, text);
            }
        }
        if (ended) return true;
        in.clear(); // the buffer filled before the newline: go on with the same line
    }
}

/// A regular file (or none); false with `error` for a folder, a device or a FIFO.
bool regularOrAbsent(const std::string& path, std::string& error) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return true;
    if (S_ISREG(st.st_mode)) return true;
    error = path + " is not a regular file (" + (S_ISDIR(st.st_mode) ? "a folder" : "a device or FIFO") +
            "); choose another --out";
    return false;
}

/// The size of `fd`'s file up to and including its last newline.
bool wholeLinesSize(int fd, off_t& whole, off_t& size) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) return false;
    size = st.st_size;
    char buffer[1 << 16];
    for (off_t end = size; end > 0;) {
        const off_t start = end > off_t(sizeof buffer) ? end - off_t(sizeof buffer) : 0;
        const ssize_t got = ::pread(fd, buffer, std::size_t(end - start), start);
        if (got != ssize_t(end - start)) return false;
        for (ssize_t k = got; k > 0; --k)
            if (buffer[k - 1] == '\n') {
                whole = start + k;
                return true;
            }
        end = start;
    }
    whole = 0;
    return true;
}

/// Through the checked writer (engine/io): short writes, EINTR and a write of 0 bytes
/// handled; false with errno set to the OS's reason.
bool writeAll(int fd, const std::string& text) {
    int err = 0;
    if (io::writeAll(fd, text, err)) return true;
    errno = err;
    return false;
}

/// The verdict of a line of a finished file (where it is not recorded beside the line).
Verdict verdictOfLine(const std::string& l) {
    if (l.find("\"error\":{\"line\"") != std::string::npos) return Verdict::Error;
    if (l.find("\"complete\":false") != std::string::npos) return Verdict::Stopped;
    if (l.find("\"cooked\":true") != std::string::npos) return Verdict::Cooked;
    if (l.find("\"short\":true") != std::string::npos) return Verdict::Short;
    if (l.find("\"keys\":[]") != std::string::npos) return Verdict::NoSolution;
    return Verdict::Sound;
}

} // namespace

bool ResultsJournal::readFinished(std::istream& finished, const std::vector<BatchJob>& jobs, std::string& error) {
    // A completed run: its lines are the jobs in input order.
    std::string line;
    bool overlong = false;
    std::size_t i = 0;
    for (; i < jobs.size() && nextRecord(finished, line, overlong); ++i) {
        const std::string expect = "{\"index\":" + std::to_string(jobs[i].index) + ",";
        if (overlong || line.rfind(expect, 0) != 0) break;
        done_[jobs[i].key()] = Entry{verdictOfLine(line), line};
    }
    if (i != jobs.size() || nextRecord(finished, line, overlong)) {
        error = outPath_ + " exists and is not the result of these inputs; remove it or choose another --out";
        done_.clear();
        return false;
    }
    completed_ = true;
    return true;
}

bool ResultsJournal::open(const std::string& outPath, const std::string& run, const std::vector<BatchJob>& jobs,
                          std::string& error) {
    outPath_ = outPath;
    partPath_ = outPath + ".part";
    const std::string header = headerFor(run);
    if (!regularOrAbsent(outPath_, error) || !regularOrAbsent(partPath_, error)) return false;
    if (::access(partPath_.c_str(), F_OK) != 0) {
        std::ifstream finished(outPath_, std::ios::binary);
        if (finished && finished.peek() != std::char_traits<char>::eof()) return readFinished(finished, jobs, error);
    }
    fd_ = ::open(partPath_.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd_ < 0) {
        error = "cannot write " + partPath_ + ": " + io::systemErrorText(errno);
        return false;
    }
    // A killed mpirun can leave its rank 0 running for a few seconds: wait until it is gone.
    for (int waited = 0; ::flock(fd_, LOCK_EX | LOCK_NB) != 0; ++waited) {
        if (waited == 0)
            std::fprintf(stderr, "gms-mpi: %s is still written by an earlier run; waiting\n", partPath_.c_str());
        if (waited == 600) {
            error = partPath_ + " is locked by another gms-mpi run";
            return false;
        }
        ::usleep(100000);
    }
    off_t whole = 0, size = 0;
    if (!wholeLinesSize(fd_, whole, size)) {
        error = "cannot read " + partPath_ + ": " + io::systemErrorText(errno);
        return false;
    }
    if (whole < size) {
        // Killed in the middle of a write: the torn line goes, the problem is solved again.
        if (::ftruncate(fd_, whole) != 0) {
            error = partPath_ + ": cannot repair the torn last line: " + std::strerror(errno);
            return false;
        }
        std::fprintf(stderr, "gms-mpi: %s: cut off a torn last line (%lld bytes)\n", partPath_.c_str(),
                     static_cast<long long>(size - whole));
    }
    if (whole == 0) {
        if (!writeAll(fd_, header + "\n")) {
            error = "cannot write " + partPath_ + ": " + io::systemErrorText(errno);
            return false;
        }
        return true;
    }
    std::ifstream lines(partPath_, std::ios::binary);
    std::string line;
    bool overlong = false;
    if (!nextRecord(lines, line, overlong) || line != header) {
        error = partPath_ + " belongs to another run (" +
                (overlong || line.find(':') == std::string::npos ? std::string("not a gms-mpi journal")
                                                                 : line.substr(line.find(':') + 2)) +
                "); give the same files and options, or remove it";
        return false;
    }
    std::set<std::string> keys;
    for (const BatchJob& job : jobs) keys.insert(job.key());
    while (nextRecord(lines, line, overlong)) {
        if (overlong) continue;
        const auto tab1 = line.find('\t');
        const auto tab2 = tab1 == std::string::npos ? tab1 : line.find('\t', tab1 + 1);
        Entry e;
        if (tab2 == std::string::npos || !parseVerdict(line.substr(tab1 + 1, tab2 - tab1 - 1), e.verdict)) continue;
        e.line = line.substr(tab2 + 1);
        // Only a whole line of a problem of this run counts; anything else is solved again.
        const std::string key = line.substr(0, tab1);
        const std::string start = "{\"index\":" + key.substr(key.find(':') + 1) + ",";
        if (!keys.count(key) || e.line.rfind(start, 0) != 0 || e.line.back() != '}') continue;
        done_.emplace(key, std::move(e)); // the first record of a problem counts
    }
    return true;
}

bool ResultsJournal::append(const BatchJob& job, const BatchResult& result, std::string& error) {
    const std::string key = job.key();
    if (done_.count(key)) return true;
    // One write() of a whole line: a kill leaves at worst one torn last line, repaired on resume.
    if (fd_ < 0 || !writeAll(fd_, key + "\t" + verdictName(result.verdict) + "\t" + result.line + "\n")) {
        error = "cannot write " + partPath_ + ": " + io::systemErrorText(errno);
        return false;
    }
    done_[key] = Entry{result.verdict, result.line};
    return true;
}

bool ResultsJournal::finish(const std::vector<BatchJob>& jobs, std::string& error) {
    if (completed_) return true; // OUT is already the finished file
    std::string out;
    for (const BatchJob& job : jobs) {
        auto it = done_.find(job.key());
        if (it == done_.end()) {
            error =
                "problem " + std::to_string(job.index) + " of input " + std::to_string(job.file + 1) + " has no result";
            return false;
        }
        out += it->second.line + "\n";
    }
    if (!writeFileAtomically(outPath_, out, error)) return false;
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    std::remove(partPath_.c_str());
    return true;
}

ResultsJournal::~ResultsJournal() {
    if (fd_ >= 0) ::close(fd_);
}

} // namespace gms::mpi

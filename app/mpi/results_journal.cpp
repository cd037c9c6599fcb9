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
#include <sstream>
#include <unistd.h>

namespace gms::mpi {
namespace {

std::string headerFor(const std::string& run) { return "# gms-mpi results journal; run: " + run; }

bool readAll(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
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

bool ResultsJournal::readFinished(const std::string& finished, const std::vector<BatchJob>& jobs, std::string& error) {
    // A completed run: its lines are the jobs in input order.
    std::istringstream lines(finished);
    std::string line;
    std::size_t i = 0;
    for (; i < jobs.size() && std::getline(lines, line); ++i) {
        const std::string expect = "{\"index\":" + std::to_string(jobs[i].index) + ",";
        if (line.rfind(expect, 0) != 0) break;
        done_[jobs[i].key()] = Entry{verdictOfLine(line), line};
    }
    if (i != jobs.size() || std::getline(lines, line)) {
        error = outPath_ + " exists and is not the result of these inputs; remove it or choose another --out";
        done_.clear();
        return false;
    }
    completed_ = true;
    return true;
}

bool ResultsJournal::open(const std::string& outPath, const std::string& run,
                          const std::vector<BatchJob>& jobs, std::string& error) {
    outPath_ = outPath;
    partPath_ = outPath + ".part";
    const std::string header = headerFor(run);
    if (::access(partPath_.c_str(), F_OK) != 0) {
        std::string finished;
        if (readAll(outPath_, finished) && !finished.empty()) return readFinished(finished, jobs, error);
    }
    fd_ = ::open(partPath_.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd_ < 0) {
        error = "cannot write " + partPath_ + ": " + io::systemErrorText(errno);
        return false;
    }
    // A killed mpirun can leave its rank 0 running for a few seconds: wait until it is gone.
    for (int waited = 0; ::flock(fd_, LOCK_EX | LOCK_NB) != 0; ++waited) {
        if (waited == 0) std::fprintf(stderr, "gms-mpi: %s is still written by an earlier run; waiting\n", partPath_.c_str());
        if (waited == 600) {
            error = partPath_ + " is locked by another gms-mpi run";
            return false;
        }
        ::usleep(100000);
    }
    std::string text;
    readAll(partPath_, text);
    const auto lastNewline = text.rfind('\n');
    const std::size_t whole = lastNewline == std::string::npos ? 0 : lastNewline + 1;
    if (whole < text.size()) {
        // Killed in the middle of a write: the torn line goes, the problem is solved again.
        if (::ftruncate(fd_, off_t(whole)) != 0) {
            error = partPath_ + ": cannot repair the torn last line: " + std::strerror(errno);
            return false;
        }
        std::fprintf(stderr, "gms-mpi: %s: cut off a torn last line (%zu bytes)\n", partPath_.c_str(), text.size() - whole);
        text.resize(whole);
    }
    if (text.empty()) {
        if (!writeAll(fd_, header + "\n")) {
            error = "cannot write " + partPath_ + ": " + io::systemErrorText(errno);
            return false;
        }
        return true;
    }
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);
    if (line != header) {
        error = partPath_ + " belongs to another run (" + line.substr(line.find(':') + 2) +
                "); give the same files and options, or remove it";
        return false;
    }
    while (std::getline(lines, line)) {
        const auto tab1 = line.find('\t');
        const auto tab2 = tab1 == std::string::npos ? tab1 : line.find('\t', tab1 + 1);
        Entry e;
        if (tab2 == std::string::npos || !parseVerdict(line.substr(tab1 + 1, tab2 - tab1 - 1), e.verdict)) continue;
        e.line = line.substr(tab2 + 1);
        // Only a whole line of the problem it names counts; anything else is solved again.
        const std::string key = line.substr(0, tab1);
        const std::string start = "{\"index\":" + key.substr(key.find(':') + 1) + ",";
        if (e.line.rfind(start, 0) != 0 || e.line.back() != '}') continue;
        done_.emplace(line.substr(0, tab1), std::move(e)); // the first record of a problem counts
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
            error = "problem " + std::to_string(job.index) + " of input " + std::to_string(job.file + 1) + " has no result";
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

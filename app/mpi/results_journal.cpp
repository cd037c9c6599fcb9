// SPDX-License-Identifier: GPL-3.0-or-later
#include "results_journal.h"

#include "problem_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace gms::mpi {
namespace {

std::string headerFor(const std::vector<std::string>& inputs) {
    std::string h = "# gms-mpi results journal; inputs:";
    for (const auto& in : inputs) h += "\t" + in;
    return h;
}

bool readAll(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

bool writeAll(int fd, const std::string& text) {
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        written += std::size_t(n);
    }
    return true;
}

} // namespace

bool ResultsJournal::open(const std::string& outPath, const std::vector<std::string>& inputs,
                          const std::vector<BatchJob>& jobs, std::string& error) {
    outPath_ = outPath;
    partPath_ = outPath + ".part";
    const std::string header = headerFor(inputs);
    std::string text;
    const bool resuming = readAll(partPath_, text);
    if (!resuming) {
        std::string finished;
        if (readAll(outPath_, finished) && !finished.empty()) {
            // A completed run: its lines are the jobs in input order.
            std::istringstream lines(finished);
            std::string line;
            std::size_t i = 0;
            for (; std::getline(lines, line) && i < jobs.size(); ++i) {
                const std::string expect = "{\"index\":" + std::to_string(jobs[i].index) + ",";
                if (line.rfind(expect, 0) != 0) break;
                done_[jobs[i].key()] = Entry{Verdict::Error, line};
            }
            if (i != jobs.size() || std::getline(lines, line)) {
                error = outPath_ + " exists and is not the result of these inputs; remove it or choose another --out";
                return false;
            }
            // Verdicts are not in the final file: read them back from the lines.
            for (auto& [key, e] : done_) {
                const std::string& l = e.line;
                if (l.find("\"error\":{\"line\"") != std::string::npos) e.verdict = Verdict::Error;
                else if (l.find("\"cooked\":true") != std::string::npos) e.verdict = Verdict::Cooked;
                else if (l.find("\"short\":true") != std::string::npos) e.verdict = Verdict::Short;
                else if (l.find("\"keys\":[]") != std::string::npos) e.verdict = Verdict::NoSolution;
                else e.verdict = Verdict::Sound;
            }
            return true;
        }
    }
    if (resuming) {
        const auto lastNewline = text.rfind('\n');
        const std::size_t whole = lastNewline == std::string::npos ? 0 : lastNewline + 1;
        if (whole < text.size()) {
            // Killed in the middle of a write: the torn line goes, the problem is solved again.
            if (::truncate(partPath_.c_str(), off_t(whole)) != 0) {
                error = partPath_ + ": cannot repair the torn last line: " + std::strerror(errno);
                return false;
            }
            text.resize(whole);
        }
        std::istringstream lines(text);
        std::string line;
        if (!text.empty()) {
            std::getline(lines, line);
            if (line != header) {
                error = partPath_ + " belongs to a run with other inputs (" + line.substr(line.find(':') + 1) +
                        "); give the same inputs or remove it";
                return false;
            }
        }
        while (std::getline(lines, line)) {
            const auto a = line.find('\t');
            const auto b = a == std::string::npos ? a : line.find('\t', a + 1);
            Entry e;
            if (b == std::string::npos || !parseVerdict(line.substr(a + 1, b - a - 1), e.verdict)) continue;
            e.line = line.substr(b + 1);
            done_.emplace(line.substr(0, a), std::move(e)); // the first record of a problem counts
        }
    }
    fd_ = ::open(partPath_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd_ < 0) {
        error = "cannot write " + partPath_ + ": " + std::strerror(errno);
        return false;
    }
    if (!resuming || text.empty()) {
        if (::ftruncate(fd_, 0) != 0 || !writeAll(fd_, header + "\n")) {
            error = "cannot write " + partPath_ + ": " + std::strerror(errno);
            return false;
        }
    }
    return true;
}

bool ResultsJournal::append(const BatchJob& job, const BatchResult& result, std::string& error) {
    const std::string key = job.key();
    if (done_.count(key)) return true;
    // One write() of a whole line: a kill leaves at worst one torn last line, repaired on resume.
    if (fd_ < 0 || !writeAll(fd_, key + "\t" + verdictName(result.verdict) + "\t" + result.line + "\n")) {
        error = "cannot write " + partPath_ + ": " + std::strerror(errno);
        return false;
    }
    done_[key] = Entry{result.verdict, result.line};
    return true;
}

bool ResultsJournal::finish(const std::vector<BatchJob>& jobs, std::string& error) {
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "batch_report.h"

#include <cstdio>

namespace gms::mpi {

BatchReport::BatchReport(int total, int resumed, int ranks)
    : total_(total), resumed_(resumed), rankProblems_(std::size_t(ranks), 0), rankSeconds_(std::size_t(ranks), 0.0) {}

double BatchReport::elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void BatchReport::count(Verdict verdict, int rank, double seconds) {
    ++done_;
    ++verdicts_[int(verdict)];
    if (rank >= 0 && rank < int(rankProblems_.size())) {
        ++rankProblems_[std::size_t(rank)];
        rankSeconds_[std::size_t(rank)] += seconds;
    }
}

void BatchReport::progress(double everySeconds) {
    const double now = elapsed();
    if (now - lastPrint_ < everySeconds) return;
    lastPrint_ = now;
    const int solvedNow = done_ - resumed_;
    const double rate = now > 0 ? solvedNow / now : 0.0;
    std::fprintf(stderr, "gms-mpi: %d/%d problems", done_, total_);
    if (resumed_) std::fprintf(stderr, " (%d from the earlier run)", resumed_);
    std::fprintf(stderr, ", %.2f problems/s", rate);
    if (rate > 0 && done_ < total_) {
        const long eta = long((total_ - done_) / rate + 0.5);
        std::fprintf(stderr, ", ETA %ld:%02ld:%02ld", eta / 3600, eta / 60 % 60, eta % 60);
    }
    std::fprintf(stderr, ", %.1f s\n", now);
}

std::string BatchReport::summaryJson() const {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", elapsed());
    std::string s = "{\"problems\":" + std::to_string(total_);
    for (Verdict v : {Verdict::Sound, Verdict::Cooked, Verdict::Short, Verdict::NoSolution})
        s += ",\"" + std::string(verdictName(v)) + "\":" + std::to_string(verdicts_[int(v)]);
    s += ",\"errors\":" + std::to_string(verdicts_[int(Verdict::Error)]);
    s += ",\"stopped\":" + std::to_string(verdicts_[int(Verdict::Stopped)]);
    s += ",\"resumed\":" + std::to_string(resumed_) + ",\"seconds\":" + seconds + ",\"ranks\":[";
    for (std::size_t r = 0; r < rankProblems_.size(); ++r) {
        char busy[32];
        std::snprintf(busy, sizeof busy, "%.3f", rankSeconds_[r]);
        if (r) s += ",";
        s += "{\"rank\":" + std::to_string(r) + ",\"problems\":" + std::to_string(rankProblems_[r]) +
             ",\"solve_seconds\":" + busy + "}";
    }
    return s + "]}";
}

} // namespace gms::mpi

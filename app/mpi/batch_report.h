// SPDX-License-Identifier: GPL-3.0-or-later
/// @file batch_report.h  What rank 0 tells about a batch run: progress on stderr, a JSON summary at the end.
#pragma once

#include "batch_jobs.h"

#include <chrono>
#include <string>
#include <vector>

namespace gms::mpi {

/// Counts finished problems per verdict and per rank; prints progress lines and the summary.
class BatchReport {
public:
    /// `total` problems, `resumed` of them recorded by an earlier run; `ranks` processes.
    BatchReport(int total, int resumed, int ranks);
    /// A problem recorded in this run (solved by `rank`) or an earlier one (rank -1).
    void count(Verdict verdict, int rank, double seconds);
    /// "gms-mpi: done/total problems, rate/s, ETA" on stderr, at most every `everySeconds`.
    void progress(double everySeconds = 2.0);
    /// {"problems", "sound", "cooked", "short", "no_solution", "errors", "stopped", "resumed", "seconds", "ranks":[...]}.
    std::string summaryJson() const;
    int done() const { return done_; }

private:
    double elapsed() const;
    int total_;
    int resumed_;
    int done_ = 0;
    int verdicts_[6] = {};
    std::vector<int> rankProblems_;
    std::vector<double> rankSeconds_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    double lastPrint_ = -1e9;
};

} // namespace gms::mpi

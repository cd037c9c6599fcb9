// SPDX-License-Identifier: GPL-3.0-or-later
/// @file results_journal.h  The record of a batch run: every finished problem appended and flushed at once,
/// so a run killed at any moment resumes where it stopped.
#pragma once

#include "batch_jobs.h"

#include <istream>
#include <map>
#include <string>
#include <vector>

namespace gms::mpi {

/// OUT.part while the run goes on: a header naming the files and options of the run, then one line per finished
/// problem in finishing order ("file:index<TAB>verdict<TAB>json"). When every problem is
/// done, OUT is written in input order (atomically) and OUT.part removed.
class ResultsJournal {
public:
    /// One recorded problem.
    struct Entry {
        Verdict verdict = Verdict::Error;
        std::string line;
    };

    /// Opens OUT.part, keeping what an earlier run with the same `run` (files and solve options)
    /// finished (a torn last line is cut off), or reads OUT when that run completed. False
    /// with `error` when the files belong to another run or cannot be written.
    bool open(const std::string& outPath, const std::string& run, const std::vector<BatchJob>& jobs,
              std::string& error);
    /// Problems recorded so far, by BatchJob::key().
    const std::map<std::string, Entry>& done() const { return done_; }
    /// Appends one finished problem and hands it to the kernel before returning.
    bool append(const BatchJob& job, const BatchResult& result, std::string& error);
    /// Every job recorded: writes OUT in input order and removes OUT.part.
    bool finish(const std::vector<BatchJob>& jobs, std::string& error);
    ~ResultsJournal();

private:
    /// Reads OUT of a completed run (no OUT.part): every job must have its line, in order.
    bool readFinished(std::istream& finished, const std::vector<BatchJob>& jobs, std::string& error);
    std::string outPath_;
    std::string partPath_;
    int fd_ = -1;            ///< OUT.part, locked (flock) while this run writes it.
    bool completed_ = false; ///< OUT held every result already.
    std::map<std::string, Entry> done_;
};

} // namespace gms::mpi

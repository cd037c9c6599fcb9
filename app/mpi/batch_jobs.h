// SPDX-License-Identifier: GPL-3.0-or-later
/// @file batch_jobs.h  The problems of a batch run: read from the input files, solved one at a time.
#pragma once

#include "problem.h"
#include "solver_options_args.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace gms::mpi {

/// One problem of one input file (or one that could not be read).
struct BatchJob {
    int file = 0;  ///< 0-based position of its file among the inputs.
    int index = 0; ///< 1-based within the file, as gms-cli numbers it.
    int line = 0;
    std::string title;
    Problem problem;
    std::string error; ///< Read error: reported, never solved.
    /// "file:index": names the job in the results journal.
    std::string key() const { return std::to_string(file) + ":" + std::to_string(index); }
};

/// How the problems are solved (the same options for every problem).
struct BatchSettings {
    cli::SolverSetup setup;
    bool keysOnly = false;
    bool triesFromHints = true; ///< No --tries given: a problem's own Try option counts.
};

/// One problem's verdict, counted in the summary.
/// Stopped: a limit (--max-time, --max-nodes) ended the solve; what was proven is in its
/// line, but no verdict is claimed for it.
enum class Verdict { Sound, Cooked, Short, NoSolution, Error, Stopped };
const char* verdictName(Verdict v);
bool parseVerdict(const std::string& name, Verdict& out);

/// A finished job: the line gms-cli would print, its verdict and the seconds it took.
struct BatchResult {
    int job = 0;
    Verdict verdict = Verdict::Error;
    double seconds = 0.0;
    std::string line;
};

/// Reads every file; problems in file order, each file's in index order (as gms-cli solve prints them).
/// `stipulation` (from --stip/--mate) replaces every problem's own. False when a file cannot be read.
bool loadBatchJobs(const std::vector<std::string>& paths, const std::optional<Stipulation>& stipulation,
                   std::vector<BatchJob>& jobs, std::string& error);
/// Job numbers, the expected longest first (more moves, then more pieces), so the last to finish are short.
std::vector<int> largestFirst(const std::vector<BatchJob>& jobs);
/// Solves one job; nullopt when stopped before it finished (a stopped solve is never recorded).
std::optional<BatchResult> solveBatchJob(const std::vector<BatchJob>& jobs, int job, const BatchSettings& settings,
                                         const std::atomic<bool>& stop);

/// Result <-> text for a message between ranks.
std::string encodeResult(const BatchResult& r);
bool decodeResult(const std::string& text, BatchResult& out);

} // namespace gms::mpi

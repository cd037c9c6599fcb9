// SPDX-License-Identifier: GPL-3.0-or-later
#include "batch_run.h"

#include "batch_report.h"
#include "mpi_channel.h"
#include "results_journal.h"
#include "stop_signal.h"
#include "work_farm.h"

#include <iostream>

namespace gms::mpi {

int runBatch(const BatchRequest& request) {
    // Every rank reads the inputs itself (a cluster's ranks share the file system), so only
    // problem numbers travel to the workers and only finished lines travel back.
    std::vector<BatchJob> jobs;
    std::string error;
    const bool rank0 = worldRank() == 0;
    const auto& stop = stopRequested();
    if (!loadBatchJobs(request.inputs, request.stipulation, jobs, error)) {
        if (rank0) std::cerr << "gms-mpi: " << error << "\n";
        return 2;
    }
    SolveItem solve = [&](int item) -> std::optional<std::string> {
        auto r = solveBatchJob(jobs, item, request.settings, stop);
        if (!r) return std::nullopt;
        return encodeResult(*r);
    };
    if (!rank0) return serve(solve, stop) ? 0 : 130;

    ResultsJournal journal;
    if (!journal.open(request.outPath, request.run, jobs, error)) {
        std::cerr << "gms-mpi: " << error << "\n";
        return 3;
    }
    BatchReport report(int(jobs.size()), int(journal.done().size()), worldSize());
    std::vector<int> todo;
    for (int j : largestFirst(jobs)) {
        auto it = journal.done().find(jobs[std::size_t(j)].key());
        if (it == journal.done().end())
            todo.push_back(j);
        else
            report.count(it->second.verdict, -1, 0.0);
    }
    auto record = [&](int rank, int item, const std::string& text) {
        BatchResult r;
        if (!decodeResult(text, r) || item < 0 || item >= int(jobs.size())) {
            error = "rank " + std::to_string(rank) + " sent a malformed result";
            return false;
        }
        const BatchJob& job = jobs[std::size_t(item)];
        if (!journal.append(job, r, error)) return false;
        if (!job.error.empty()) std::cerr << "gms-mpi: problem " << job.index << ": " << job.error << "\n";
        report.count(r.verdict, rank, r.seconds);
        return true;
    };
    const bool finished = coordinate(
        todo, solve, record, [&] { report.progress(); }, stop);
    if (!finished) {
        if (stop.load()) {
            std::cerr << "gms-mpi: stopped; " << report.done() << " of " << jobs.size() << " problems are recorded in "
                      << request.outPath << ".part (run the same command again to continue)\n";
            return 130;
        }
        std::cerr << "gms-mpi: " << error << "\n";
        return 3;
    }
    if (!journal.finish(jobs, error)) {
        std::cerr << "gms-mpi: " << error << "\n";
        return 3;
    }
    report.progress(0.0);
    if (request.jsonSummary) std::cout << report.summaryJson() << std::endl;
    for (const auto& [key, entry] : journal.done())
        if (entry.verdict == Verdict::Error || entry.verdict == Verdict::Stopped)
            return 1; // as gms-cli: a limit is exit 1
    return 0;
}

} // namespace gms::mpi

// SPDX-License-Identifier: GPL-3.0-or-later
#include "batch_jobs.h"

#include "problem_file.h"
#include "problem_result_json.h"
#include "solver.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cstdlib>

namespace gms::mpi {

const char* verdictName(Verdict v) {
    switch (v) {
        case Verdict::Sound: return "sound";
        case Verdict::Cooked: return "cooked";
        case Verdict::Short: return "short";
        case Verdict::NoSolution: return "no_solution";
        case Verdict::Error: return "error";
        case Verdict::Stopped: return "stopped";
    }
    return "error";
}

bool parseVerdict(const std::string& name, Verdict& out) {
    for (Verdict v :
         {Verdict::Sound, Verdict::Cooked, Verdict::Short, Verdict::NoSolution, Verdict::Error, Verdict::Stopped})
        if (name == verdictName(v)) {
            out = v;
            return true;
        }
    return false;
}

bool loadBatchJobs(const std::vector<std::string>& paths, const std::optional<Stipulation>& stipulation,
                   std::vector<BatchJob>& jobs, std::string& error) {
    jobs.clear();
    for (std::size_t f = 0; f < paths.size(); ++f) {
        ProblemCollection collection;
        if (!readProblemFile(paths[f], collection, error)) return false;
        std::vector<BatchJob> fileJobs;
        for (const auto& e : collection.entries) {
            BatchJob job;
            job.file = int(f);
            job.index = e.index;
            job.line = e.line;
            job.title = e.problem.meta.title;
            job.problem = e.problem;
            if (stipulation) job.problem.stipulation = *stipulation;
            fileJobs.push_back(std::move(job));
        }
        for (const auto& s : collection.skipped) {
            BatchJob job;
            job.file = int(f);
            job.index = s.index;
            job.line = s.line;
            job.error = describeSkipped(paths[f], s);
            fileJobs.push_back(std::move(job));
        }
        std::sort(fileJobs.begin(), fileJobs.end(),
                  [](const BatchJob& a, const BatchJob& b) { return a.index < b.index; });
        if (fileJobs.empty()) {
            error = paths[f] + ": no problem found";
            return false;
        }
        jobs.insert(jobs.end(), fileJobs.begin(), fileJobs.end());
    }
    return true;
}

namespace {
/// Solving time grows steeply with the length and with the material.
int expectedCost(const BatchJob& job) {
    if (!job.error.empty()) return 0;
    int pieces = 0;
    for (char c : job.problem.fen) {
        if (c == ' ') break;
        if (std::isalpha(static_cast<unsigned char>(c))) ++pieces;
    }
    const int twins = 1 + int(job.problem.twins.size());
    return (job.problem.stipulation.plies() * 64 + pieces) * twins;
}
} // namespace

std::vector<int> largestFirst(const std::vector<BatchJob>& jobs) {
    std::vector<int> order(jobs.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return expectedCost(jobs[std::size_t(a)]) > expectedCost(jobs[std::size_t(b)]);
    });
    return order;
}

std::optional<BatchResult> solveBatchJob(const std::vector<BatchJob>& jobs, int jobNumber,
                                         const BatchSettings& settings, const std::atomic<bool>& stop) {
    const BatchJob& job = jobs[std::size_t(jobNumber)];
    const ProblemLabel label{true, job.index, job.title};
    BatchResult r;
    r.job = jobNumber;
    if (!job.error.empty()) {
        r.line = problemErrorJson(label, job.line, job.error);
        return r;
    }
    const auto t0 = std::chrono::steady_clock::now();
    SolverOptions options =
        Solver::withProblemHints(settings.setup.options, job.problem.hints, settings.triesFromHints);
    if (settings.keysOnly) options.buildTree = false;
    Solver solver(options);
    solver.setCancelFlag(&stop);
    const std::vector<Solution> solutions = solver.solveProblem(job.problem);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (stop.load()) return std::nullopt;
    if (const std::string failure = solveFailure(solutions); !failure.empty()) {
        r.line = problemErrorJson(label, job.line, failure);
        return r;
    }
    bool cooked = false, shortMate = false, none = false, stopped = false;
    for (const Solution& s : solutions) {
        stopped = stopped || !s.complete;
        cooked = cooked || s.cooked();
        shortMate = shortMate || s.hasShortSolution();
        none = none || !s.hasSolution();
    }
    // A solve a limit stopped proved no verdict (its keys are in the line all the same).
    r.verdict = stopped     ? Verdict::Stopped
                : cooked    ? Verdict::Cooked
                : shortMate ? Verdict::Short
                : none      ? Verdict::NoSolution
                            : Verdict::Sound;
    r.line = problemSolutionsJson(label, job.problem, solutions, !settings.keysOnly);
    return r;
}

std::string encodeResult(const BatchResult& r) {
    return std::to_string(r.job) + "\t" + verdictName(r.verdict) + "\t" + std::to_string(r.seconds) + "\t" + r.line;
}

bool decodeResult(const std::string& text, BatchResult& out) {
    const auto a = text.find('\t');
    const auto b = a == std::string::npos ? a : text.find('\t', a + 1);
    const auto c = b == std::string::npos ? b : text.find('\t', b + 1);
    if (c == std::string::npos) return false;
    out.job = std::atoi(text.substr(0, a).c_str());
    if (!parseVerdict(text.substr(a + 1, b - a - 1), out.verdict)) return false;
    out.seconds = std::atof(text.substr(b + 1, c - b - 1).c_str());
    out.line = text.substr(c + 1);
    return true;
}

} // namespace gms::mpi

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_solve.cpp  gms-cli solve: one position or every problem of a file.
#include "command.h"

#include "fen.h"
#include "problem_file.h"
#include "problem_result_json.h"
#include "solution_json.h"
#include "solution_text.h"
#include "solver.h"
#include "solver_options_args.h"

#include <algorithm>
#include <iostream>

namespace gms::cli {
namespace {

struct Job {
    int index = 0;      ///< 1-based within the file; 0 for --fen.
    int line = 0;
    std::string title;
    Problem problem;    ///< Position, stipulation (after any --stip/--mate), hints and twins.
    std::string error;  ///< Read error: the problem is not solved.
};

/// Solves one job and prints it; returns false if it could not be solved.
bool runJob(const Job& job, const SolverSetup& setup, bool json, bool jsonLines, bool keysOnly, bool triesFromHints) {
    auto printError = [&](const std::string& message) {
        if (json) {
            std::cout << problemErrorJson({jsonLines, job.index, job.title}, job.line, message) << "\n";
        } else {
            if (jsonLines || job.index) std::cout << "problem " << job.index << ": error: " << message << "\n";
            else std::cerr << "gms-cli: " << message << "\n";
        }
    };
    if (!job.error.empty()) {
        printError(job.error);
        return false;
    }
    SolverOptions options = Solver::withProblemHints(setup.options, job.problem.hints, triesFromHints);
    if (keysOnly) options.buildTree = false;
    Solver solver(options);
    const std::vector<Solution> solutions = solver.solveProblem(job.problem);
    if (const std::string failure = solveFailure(solutions); !failure.empty()) {
        printError(failure);
        return false;
    }
    const bool twins = !solutions.front().twinLabel.empty();
    if (json) {
        std::cout << problemSolutionsJson({jsonLines, job.index, job.title}, job.problem, solutions, !keysOnly) << "\n";
        return true;
    }
    if (jsonLines) {
        std::cout << "problem " << job.index;
        if (!job.title.empty()) std::cout << " \"" << job.title << "\"";
        std::cout << "  " << job.problem.stipulation.toString() << "  " << job.problem.fen << "\n\n";
    }
    TextOptions text;
    text.tree = !keysOnly;
    for (const Solution& sol : solutions) {
        Position pos;
        std::string message;
        loadProblemPosition(sol.fen, pos, message); // solved above, so it loads
        if (twins) std::cout << sol.twinDescription << "\n";
        std::cout << formatSolutionText(pos, sol, text);
        std::string verdict = verdictText(sol);
        if (twins) verdict = sol.twinLabel + ") " + verdict;
        std::cout << (jsonLines ? "problem " + std::to_string(job.index) + ": " : std::string("verdict: ")) << verdict
                  << "\n\n";
    }
    return true;
}

int cmdSolve(const std::vector<std::string>& rawArgs) {
    std::vector<std::string> args = rawArgs;
    takeNoAsm(args);
    ArgReader reader(args);
    std::string fen;
    bool haveFen = reader.value("--fen", fen);
    int mate = 0;
    bool haveMate = reader.intValue("--mate", mate, 1, Solver::MaxMoves);
    std::string stipText;
    Stipulation stip;
    bool haveStip = reader.value("--stip", stipText);
    if (haveStip) {
        std::string why;
        if (!parseStipulation(stipText, stip, why)) return badInput("--stip: " + why);
        if (haveMate) return badInput("give either --mate N or --stip S, not both");
    } else if (haveMate) {
        stip.kind = Stipulation::Kind::DirectMate;
        stip.moves = mate;
    }
    int problemIndex = 0;
    bool haveProblem = reader.intValue("--problem", problemIndex, 1, 1000000);
    bool json = reader.flag("--json");
    bool keysOnly = reader.flag("--keys-only");
    SolverSetup setup;
    bool triesGiven = false;
    if (!readSolverOptions(reader, setup, triesGiven)) return badInput(reader.ok() ? setup.error : reader.error());
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());

    if (haveFen) {
        if (!rest.empty()) return badInput("give either --fen or a FILE, not both");
        if (!haveMate && !haveStip)
            return badInput("--fen needs --stip S (#N, s#N, r#N, h#N, h#N.5, ser-h#N) or --mate N (1.." +
                            std::to_string(Solver::MaxMoves) + ")");
        Job job;
        job.problem.fen = fen;
        job.problem.stipulation = stip;
        return runJob(job, setup, json, false, keysOnly, false) ? ExitOk : ExitBadInput;
    }
    if (rest.size() != 1)
        return badInput("usage: gms-cli solve (--fen FEN (--stip S | --mate N) | FILE [--problem K]) [--mode complete|minimal] "
                        "[--tries K] [--set-play] [--keys-only] [--no-asm] [--json]");
    const std::string& path = rest[0];
    ProblemCollection collection;
    std::string error;
    if (!readProblemFile(path, collection, error)) return badInput(error);

    std::vector<Job> jobs;
    for (const auto& e : collection.entries) {
        Job job;
        job.index = e.index;
        job.line = e.line;
        job.title = e.problem.meta.title;
        job.problem = e.problem;
        if (haveMate || haveStip) job.problem.stipulation = stip;
        jobs.push_back(job);
    }
    for (const auto& s : collection.skipped) {
        Job job;
        job.index = s.index;
        job.line = s.line;
        job.error = describeSkipped(path, s);
        jobs.push_back(job);
    }
    std::sort(jobs.begin(), jobs.end(), [](const Job& a, const Job& b) { return a.index < b.index; });
    if (jobs.empty()) return badInput(path + ": no problem found");
    if (haveProblem) {
        auto it = std::find_if(jobs.begin(), jobs.end(), [&](const Job& j) { return j.index == problemIndex; });
        if (it == jobs.end())
            return badInput(path + " has " + std::to_string(jobs.size()) + " problems; --problem " + std::to_string(problemIndex) + " does not exist");
        jobs = {*it};
    }
    bool allRead = true;
    for (const Job& job : jobs) {
        bool ok = runJob(job, setup, json, true, keysOnly, !triesGiven);
        allRead = allRead && ok;
        if (!job.error.empty()) std::cerr << "gms-cli: problem " << job.index << ": " << job.error << "\n";
    }
    return allRead ? ExitOk : ExitBadInput;
}

const Registration registration{
    "solve",
    "solve (--fen FEN (--stip S | --mate N) | FILE [--problem K] [--stip S | --mate N]) [--mode complete|minimal] [--tries K] [--keys-only] "
    "[--all-defences] [--set-play] [--max-solutions K] [--repetition on|off] [--move-tables on|off] [--weights FILE] [--no-asm] [--json]",
    cmdSolve};

} // namespace
} // namespace gms::cli

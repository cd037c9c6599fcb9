// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_solve.cpp  gms-cli solve: one position or every problem of a file.
#include "command.h"

#include "popeye_format.h"
#include "printable.h"

#include "fen.h"
#include "help_solver.h"
#include "interrupt.h"
#include "problem_file.h"
#include "problem_result_json.h"
#include "solution_json.h"
#include "solution_text.h"
#include "solver.h"
#include "solver_options_args.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>

namespace gms::cli {
namespace {

struct Job {
    int index = 0; ///< 1-based within the file; 0 for --fen.
    int line = 0;
    std::string title;
    Problem problem;      ///< Position, stipulation (after any --stip/--mate), hints and twins.
    std::string error;    ///< Read error: the problem is not solved.
    std::string protocol; ///< Popeye's Protocol FILE given in this problem (empty: none).
};

/// Popeye's Protocol: what is printed is appended to a file as well, from the problem that
/// names the file on (as Popeye does).
class ProtocolFile {
public:
    /// Switches to `path`; false (with `error`) when it cannot be opened.
    bool open(const std::string& path, std::string& error) {
        file_.close();
        file_.clear();
        path_ = path;
        file_.open(path, std::ios::app | std::ios::binary);
        if (!file_) {
            error = "cannot write the Protocol file '" + path + "': " + std::strerror(errno);
            return false;
        }
        return true;
    }
    /// Appends `text`; false (with `error`) when the write fails.
    bool write(const std::string& text, std::string& error) {
        if (!file_.is_open()) return true;
        file_ << text;
        file_.flush();
        if (!file_) {
            error = "cannot write the Protocol file '" + path_ + "': " + std::strerror(errno);
            file_.close();
            return false;
        }
        return true;
    }

private:
    std::ofstream file_;
    std::string path_;
};

/// What became of a job.
enum class JobResult { Solved, Stopped, BadInput };

/// Solves one job and prints it (each record written and flushed whole, so a killed
/// batch leaves whole lines only).
JobResult runJob(const Job& job, const SolverSetup& setup, bool json, bool jsonLines, bool keysOnly,
                 bool triesFromHints, ProtocolFile* protocol = nullptr, bool* protocolFailed = nullptr) {
    auto writeRecord = [&](const std::string& text) {
        cli::writeRecord(text);
        std::string why;
        if (protocol && !protocol->write(text, why)) {
            std::cerr << "gms-cli: " << why << "\n";
            if (protocolFailed) *protocolFailed = true;
        }
    };
    auto printError = [&](const std::string& message) {
        if (json) {
            writeRecord(problemErrorJson({jsonLines, job.index, job.title}, job.line, message) + "\n");
        } else {
            if (jsonLines || job.index)
                writeRecord("problem " + std::to_string(job.index) + ": error: " + message + "\n");
            else
                std::cerr << "gms-cli: " << message << "\n";
        }
    };
    if (!job.error.empty()) {
        printError(job.error);
        return JobResult::BadInput;
    }
    SolverOptions options = Solver::withProblemHints(setup.options, job.problem.hints, triesFromHints);
    if (options.setPlay && HelpSolver::setPlayIgnored(job.problem.stipulation))
        std::cerr << "gms-cli: note: problem " << job.index << ": set play is not applicable to "
                  << job.problem.stipulation.toString()
                  << " and is ignored (Popeye: \"SetPlay not applicable - ignored\")\n";
    if (keysOnly) options.buildTree = false;
    Solver solver(options);
    solver.setCancelFlag(&interruptFlag());
    const std::vector<Solution> solutions = solver.solveProblem(job.problem);
    if (const std::string failure = solveFailure(solutions); !failure.empty()) {
        printError(failure);
        return JobResult::BadInput;
    }
    bool complete = true;
    for (const Solution& sol : solutions) complete = complete && sol.complete;
    const JobResult result = complete ? JobResult::Solved : JobResult::Stopped;
    const bool twins = !solutions.front().twinLabel.empty();
    if (json) {
        writeRecord(problemSolutionsJson({jsonLines, job.index, job.title}, job.problem, solutions, !keysOnly) + "\n");
        return result;
    }
    std::string out;
    if (jsonLines) {
        out += "problem " + std::to_string(job.index);
        if (!job.title.empty()) out += " \"" + io::printable(job.title) + "\""; // a title cannot drive the terminal
        out += "  " + job.problem.stipulation.toString() + "  " + job.problem.fen + "\n\n";
    }
    TextOptions text;
    text.tree = !keysOnly;
    for (const Solution& sol : solutions) {
        Position pos;
        std::string message;
        loadProblemPosition(sol.fen, pos, message, AnySideKingless); // solved above, so it loads
        if (twins && !sol.duplexHalf) out += sol.twinDescription + "\n";
        if (sol.duplexHalf)
            out += "duplex: " + std::string(sol.fen.find(" w ") != std::string::npos ? "White" : "Black") + " starts\n";
        if (sol.duplexIllegal.empty()) out += formatSolutionText(pos, sol, text);
        std::string verdict = verdictText(sol);
        if (sol.duplexHalf) verdict = "duplex: " + verdict;
        if (twins) verdict = sol.twinLabel + ") " + verdict;
        out +=
            (jsonLines ? "problem " + std::to_string(job.index) + ": " : std::string("verdict: ")) + verdict + "\n\n";
    }
    writeRecord(out);
    return result;
}

int cmdSolve(const std::vector<std::string>& rawArgs) {
    allowCleanStop();
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
    bool duplex = reader.flag("--duplex"); // Popeye's Duplex: each problem solved again with the other side starting
    // Popeye's PostKeyPlay: the FEN is the position after the key, the defender to move.
    bool postKeyPlay = reader.flag("--post-key-play");
    bool quodlibet =
        reader.flag("--quodlibet"); // Popeye's Quodlibet: in s#, s#=, s=, semi-r# the attacker's own goal solves too
    // Popeye's StopOnShortSolutions: help play stops after a short length with solutions.
    bool stopOnShort = reader.flag("--stop-on-short-solutions");
    bool goalIsEnd = reader.flag("--goal-is-end"); // Popeye's GoalIsEnd: the wrong side reaching the goal ends the play
    // Popeye's CastlingMutuallyExclusive: "a1h8" or "a1h8,h1a8", read by the Popeye option reader.
    std::uint16_t castlingExclusions = 0;
    if (std::string pairs; reader.value("--castling-exclusive", pairs)) {
        std::string text;
        for (std::size_t at = 0; at <= pairs.size();) {
            const std::size_t comma = std::min(pairs.find(',', at), pairs.size());
            text += "CastlingMutuallyExclusive " + pairs.substr(at, comma - at) + " ";
            at = comma + 1;
        }
        SolvingHints hints;
        std::vector<std::string> kept;
        int column = 0;
        std::string why;
        if (!parsePopeyeOptions(text, hints, kept, column, why)) return badInput("--castling-exclusive: " + why);
        castlingExclusions = hints.castlingExclusions;
    }
    // Popeye's NoWk, NoBk: the sides that may stand without a king.
    std::uint8_t kinglessSides = 0;
    if (std::string sides; reader.value("--no-king", sides)) {
        if (sides == "white")
            kinglessSides = kinglessSide(White);
        else if (sides == "black")
            kinglessSides = kinglessSide(Black);
        else if (sides == "both")
            kinglessSides = AnySideKingless;
        else
            return badInput("--no-king: expected white, black or both, not '" + sides + "'");
    }
    SolverSetup setup;
    bool triesGiven = false;
    if (!readSolverOptions(reader, setup, triesGiven)) return badInput(reader.ok() ? setup.error : reader.error());
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());

    if (haveFen) {
        if (!rest.empty()) return badInput("give either --fen or a FILE, not both");
        if (haveProblem) return badInput("--problem K picks a problem of a FILE; --fen gives one position");
        if (!haveMate && !haveStip)
            return badInput(
                "--fen needs --stip S (#N, s#N, h=N.5, hs#N, ser-h#N, ... as Popeye writes them) or --mate N (1.." +
                std::to_string(Solver::MaxMoves) + ")");
        Job job;
        job.problem.fen = fen;
        job.problem.stipulation = stip;
        job.problem.hints.duplex = duplex;
        job.problem.hints.postKeyPlay = postKeyPlay;
        job.problem.hints.quodlibet = quodlibet;
        job.problem.hints.stopOnShortSolutions = stopOnShort;
        job.problem.hints.goalIsEnd = goalIsEnd;
        job.problem.hints.castlingExclusions = castlingExclusions;
        job.problem.hints.kinglessSides = kinglessSides;
        switch (runJob(job, setup, json, false, keysOnly, false)) {
            case JobResult::Solved: return ExitOk;
            case JobResult::Stopped: return ExitFailed;
            case JobResult::BadInput: return ExitBadInput;
        }
        return ExitFailed;
    }
    if (rest.size() != 1)
        return badInput(
            "usage: gms-cli solve (--fen FEN (--stip S | --mate N) | FILE [--problem K]) [--mode complete|minimal] "
            "[--tries K] [--set-play] [--duplex] [--post-key-play] [--quodlibet] [--stop-on-short-solutions] "
            "[--goal-is-end] [--castling-exclusive a1h8,...] [--no-king white|black|both] "
            "[--keys-only] [--no-asm] [--json]");
    if (postKeyPlay)
        return badInput("--post-key-play goes with --fen (the position after the key, the defender to move); "
                        "a Popeye file gives 'Option PostKeyPlay' itself");
    const std::string& path = rest[0];
    ProblemCollection collection;
    std::string error;
    // With --stip/--mate, a line that gives no stipulation of its own is read too (and solved as asked).
    std::optional<Stipulation> fallback;
    if (haveMate || haveStip) fallback = stip;
    if (!readProblemFile(path, collection, error, fallback)) return badInput(error);
    for (const auto& n : collection.notes) std::cerr << "gms-cli: " << describeNote(path, n) << "\n";

    std::vector<Job> jobs;
    for (const auto& e : collection.entries) {
        Job job;
        job.index = e.index;
        job.line = e.line;
        job.title = e.problem.meta.title;
        job.problem = e.problem;
        if (haveMate || haveStip) job.problem.stipulation = stip;
        if (duplex) job.problem.hints.duplex = true;
        if (quodlibet) job.problem.hints.quodlibet = true;
        if (stopOnShort) job.problem.hints.stopOnShortSolutions = true;
        if (goalIsEnd) job.problem.hints.goalIsEnd = true;
        if (castlingExclusions) job.problem.hints.castlingExclusions = castlingExclusions;
        job.problem.hints.kinglessSides |= kinglessSides;
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
    for (Job& job : jobs)
        if (auto it = collection.protocols.find(job.index); it != collection.protocols.end()) job.protocol = it->second;
    if (jobs.empty()) return badInput(path + ": no problem found");
    if (haveProblem) {
        auto it = std::find_if(jobs.begin(), jobs.end(), [&](const Job& j) { return j.index == problemIndex; });
        if (it == jobs.end())
            return badInput(path + " has " + std::to_string(jobs.size()) + " problems; --problem " +
                            std::to_string(problemIndex) + " does not exist");
        jobs = {*it};
    }
    bool allRead = true, anyStopped = false, protocolFailed = false;
    ProtocolFile protocol;
    bool haveProtocol = false;
    for (const Job& job : jobs) {
        if (!job.protocol.empty()) {
            std::string why;
            haveProtocol = protocol.open(job.protocol, why);
            if (!haveProtocol) {
                std::cerr << "gms-cli: problem " << job.index << ": " << why << "\n";
                protocolFailed = true;
            }
        }
        JobResult result =
            runJob(job, setup, json, true, keysOnly, !triesGiven, haveProtocol ? &protocol : nullptr, &protocolFailed);
        allRead = allRead && result != JobResult::BadInput;
        anyStopped = anyStopped || result == JobResult::Stopped;
        if (!job.error.empty()) std::cerr << "gms-cli: problem " << job.index << ": " << job.error << "\n";
        if (interrupted()) break;                        // the problems not started are not printed
        if (!standardOutputWritten()) return ExitFailed; // nobody would read the rest (a full disk)
    }
    return !allRead ? ExitBadInput : (anyStopped || protocolFailed) ? ExitFailed : ExitOk;
}

const Registration registration{
    "solve",
    "solve (--fen FEN (--stip S | --mate N) | FILE [--problem K] [--stip S | --mate N]) [--mode complete|minimal] "
    "[--tries K] [--keys-only] "
    "[--max-time SECONDS] [--max-nodes N] [--all-defences] [--no-threat] [--no-short-variations] [--mates-in-1] "
    "[--null-moves] "
    "[--set-play] "
    "[--duplex] [--post-key-play] [--quodlibet] [--stop-on-short-solutions] [--goal-is-end] [--castling-exclusive "
    "a1h8,...] [--no-king white|black|both] [--max-solutions K] [--start-move-number N] "
    "[--threat N] "
    "[--max-flights N] [--non-trivial M,N] [--hash MB] [--threads N] "
    "[--repetition on|off] [--move-tables on|off] [--help-method full-width|intelligent|auto] [--weights FILE] "
    "[--no-asm] [--json]",
    cmdSolve};

} // namespace
} // namespace gms::cli

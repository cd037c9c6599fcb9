// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_bench.cpp  gms-cli bench: the fixed problem set every speed claim is measured with.
#include "command.h"

#include "bounded_input.h"
#include "printable.h"

#include "bench_tsv.h"

#include "fen.h"
#include "interrupt.h"
#include "notation.h"
#include "problem_file.h"
#include "solver.h"
#include "solver_options_args.h"

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace gms::cli {

extern const char* const BenchSetEpd;

namespace {

int cmdBench(const std::vector<std::string>& rawArgs) {
    allowCleanStop();
    std::vector<std::string> args = rawArgs;
    takeNoAsm(args);
    ArgReader reader(args);
    bool json = reader.flag("--json");
    bool tree = reader.flag("--tree");
    std::string file;
    bool haveFile = reader.value("--file", file);
    bool longSet = reader.flag("--long");
    std::string tsvPath;
    bool haveTsv = reader.value("--tsv", tsvPath);
    std::string withinText;
    double within = 0.0;
    if (reader.value("--within", withinText)) {
        char* end = nullptr;
        within = std::strtod(withinText.c_str(), &end);
        if (!end || *end || within <= 0) return badInput("--within expects seconds > 0, got '" + withinText + "'");
    }
    SolverSetup setup;
    bool triesGiven = false;
    if (!readSolverOptions(reader, setup, triesGiven)) return badInput(reader.ok() ? setup.error : reader.error());
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());
    if (!rest.empty()) return badInput("unexpected argument '" + rest[0] + "'");
    if (int(haveFile) + int(longSet) + int(haveTsv) > 1) return badInput("give one of --file, --tsv and --long");
    if (longSet) return runTsvBench("long_mates.tsv", LongMatesTsv, setup.options, json, within > 0 ? within : 5.0);
    if (haveTsv) {
        std::string text, error;
        if (!io::readInputFile(tsvPath, text, error)) return badInput(error);
        return runTsvBench(tsvPath, text, setup.options, json, within);
    }

    ProblemCollection set;
    if (haveFile) {
        std::string error;
        if (!readProblemFile(file, set, error)) return badInput(error);
    } else {
        set = parseProblems(BenchSetEpd, ProblemFormat::Epd);
    }
    for (const auto& s : set.skipped)
        std::cerr << "gms-cli: bench problem " << s.index << " (line " << s.line << ") skipped: " << s.message << "\n";
    if (set.entries.empty()) return badInput("no problem to benchmark");

    SolverOptions options = setup.options;
    options.buildTree = tree;
    prepareBenchTable(options);
    std::uint64_t totalGen = 0, totalEvl = 0, totalRep = 0;
    double totalSeconds = 0;
    char line[256];
    if (!json) {
        std::printf("GMS bench: %zu problems, complete solve%s, hot paths: %s\n", set.entries.size(),
                    tree ? " with tree" : " (keys)", hot::describeActive());
        std::printf("%-18s %4s %5s %-24s %12s %12s %9s %12s\n", "problem", "N", "side", "keys", "GEN", "EVL", "T",
                    "GEN/s");
    } else {
        std::printf("{\"hot_paths\":\"%s\",\"problems\":[", hot::describeActive());
    }
    bool first = true;
    int failures = 0;
    for (const auto& e : set.entries) {
        Position pos;
        std::string message;
        if (!loadProblemPosition(e.problem.fen, pos, message)) {
            std::cerr << "gms-cli: bench problem " << e.index << ": " << message << "\n";
            ++failures;
            continue;
        }
        // Each problem is solved as its own stipulation, or refused: never as another one.
        Solver solver(options);
        solver.setCancelFlag(&interruptFlag());
        Solution sol = solver.solve(pos, e.problem.stipulation);
        if (!sol.error.empty() && !isStoppedError(sol.error)) {
            std::cerr << "gms-cli: bench problem " << e.index << " (line " << e.line << ", "
                      << e.problem.stipulation.toString() << "): " << sol.error << "\n";
            ++failures;
            continue;
        }
        if (!sol.complete) {
            std::cerr << "gms-cli: bench problem " << e.index << ": " << sol.error << "\n";
            ++failures;
        }
        std::vector<std::string> found;
        for (const auto& k : sol.keys) found.push_back(toUci(k.move));
        for (const auto& l : sol.lines)
            if (!l.moves.empty()) found.push_back(toUci(l.moves.front()));
        std::sort(found.begin(), found.end());
        std::string keys;
        for (const auto& k : found) keys += (keys.empty() ? "" : " ") + k;
        if (keys.empty()) keys = "-";
        // The set records Popeye's keys as remarks "keys ..."; flag any disagreement (as sets).
        std::string expected;
        if (e.problem.meta.remarks.rfind("keys ", 0) == 0) {
            std::istringstream in(e.problem.meta.remarks.substr(5));
            std::vector<std::string> want;
            for (std::string k; in >> k;) want.push_back(k);
            std::sort(want.begin(), want.end());
            for (const auto& k : want) expected += (expected.empty() ? "" : " ") + k;
        }
        bool mismatch = !expected.empty() && expected != keys;
        std::string keysShown = found.size() > 3 ? std::to_string(found.size()) + " keys" : keys;
        if (mismatch) ++failures;
        const IterationStats& t = sol.total;
        totalGen += t.gen;
        totalEvl += t.evl;
        totalRep += sol.total.repetitions;
        totalSeconds += t.seconds;
        std::string name = e.problem.meta.title.empty() ? "#" + std::to_string(e.index) : e.problem.meta.title;
        if (json) {
            std::printf("%s{\"id\":%s,\"n\":%d,\"side\":\"%c\",\"keys\":%s,\"expected\":%s,\"gen\":%llu,\"evl\":%llu,"
                        "\"repetitions\":%llu,\"seconds\":%.6f,\"gen_per_second\":%.0f}",
                        first ? "" : ",", jsonString(name).c_str(), sol.moves, pos.sideToMove() == White ? 'w' : 'b',
                        jsonString(keys).c_str(), jsonString(expected).c_str(), (unsigned long long)t.gen,
                        (unsigned long long)t.evl, (unsigned long long)sol.total.repetitions, t.seconds,
                        t.genPerSecond());
        } else {
            std::snprintf(line, sizeof line, "%-18s %4d %5c %-24s %12llu %12llu %9.3f %12.0f%s\n",
                          io::printable(name).c_str(), sol.moves, pos.sideToMove() == White ? 'w' : 'b',
                          keysShown.c_str(), (unsigned long long)t.gen, (unsigned long long)t.evl, t.seconds,
                          t.genPerSecond(), mismatch ? ("  MISMATCH, expected " + expected).c_str() : "");
            std::fputs(line, stdout);
        }
        std::fflush(stdout);
        first = false;
        if (interrupted()) break;
    }
    double rate = totalSeconds > 0 ? double(totalGen) / totalSeconds : 0;
    if (json) {
        std::printf(
            "],\"total\":{\"gen\":%llu,\"evl\":%llu,\"repetitions\":%llu,\"seconds\":%.6f,\"gen_per_second\":%.0f},"
            "\"failures\":%d}\n",
            (unsigned long long)totalGen, (unsigned long long)totalEvl, (unsigned long long)totalRep, totalSeconds,
            rate, failures);
    } else {
        std::printf("%-18s %4s %5s %-24s %12llu %12llu %9.3f %12.0f\n", "total", "", "", "",
                    (unsigned long long)totalGen, (unsigned long long)totalEvl, totalSeconds, rate);
        if (totalRep) std::printf("repetitions cut: %llu\n", (unsigned long long)totalRep);
        if (failures) std::printf("%d problem(s) failed or disagreed with the recorded keys\n", failures);
    }
    return failures ? ExitFailed : ExitOk;
}

const Registration registration{
    "bench",
    "bench [--json] [--tree] [--file FILE | --tsv FILE | --long] [--within S] [--hash MB] [--threads N] "
    "[--max-time SECONDS] [--max-nodes N] [--repetition on|off] [--move-tables on|off] [--help-method "
    "full-width|intelligent|auto] [--weights FILE] [--no-asm]",
    cmdBench};

} // namespace
} // namespace gms::cli

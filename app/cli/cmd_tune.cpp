// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_tune.cpp  gms-cli tune: genetic tuning of the move-ordering weights (fewer GEN).
#include "command.h"

#include "fen.h"
#include "genetic_tuner.h"
#include "hotpath.h"
#include "notation.h"
#include "problem_file.h"
#include "solver.h"
#include "solver_options_args.h"
#include "tune_set.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace gms::cli {
namespace {

/// Total GEN of a set and every problem's sorted key list (complete keys-only solves).
struct SetRun {
    std::uint64_t gen = 0;
    std::vector<std::string> keys;
};

bool solveSet(const std::vector<SetProblem>& set, const OrderingWeights& weights, const SolverOptions& base,
              SetRun& run, std::string& error) {
    SolverOptions o = base;
    o.mode = SolverOptions::Mode::Complete;
    o.buildTree = false;
    o.maxRefutations = 0;
    o.weights = &weights;
    run = {};
    for (const auto& sp : set) {
        Solver solver(o);
        Solution sol = solver.solve(sp.problem.position, sp.problem.moves);
        if (!sol.complete) {
            error =
                sp.problem.name + ": " + (sol.error.empty() ? std::string("the solve did not complete") : sol.error);
            return false;
        }
        std::vector<std::string> keys;
        for (const auto& k : sol.keys) keys.push_back(toUci(k.move));
        std::sort(keys.begin(), keys.end());
        std::string joined;
        for (const auto& k : keys) joined += (joined.empty() ? "" : " ") + k;
        run.keys.push_back(joined);
        run.gen += sol.total.gen;
    }
    return true;
}

std::string percentChange(std::uint64_t from, std::uint64_t to) {
    if (from == 0) return "n/a";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f%%", 100.0 * (double(to) - double(from)) / double(from));
    return buf;
}

int cmdTune(const std::vector<std::string>& rawArgs) {
    std::vector<std::string> args = rawArgs;
    takeNoAsm(args);
    ArgReader reader(args);
    std::string trainPath, holdoutPath, outPath = "tuned-weights.txt", seedText;
    bool haveTrain = reader.value("--train", trainPath);
    bool haveHoldout = reader.value("--holdout", holdoutPath);
    reader.value("--out", outPath);
    TunerOptions opt;
    reader.intValue("--population", opt.population, 2, 10000);
    reader.intValue("--generations", opt.generations, 0, 100000);
    reader.intValue("--elites", opt.elites, 1, 10000);
    reader.intValue("--tournament", opt.tournamentSize, 1, 100);
    reader.intValue("--cap-percent", opt.capPercent, 0, 1000000);
    bool haveSeed = reader.value("--seed", seedText);
    SolverSetup setup;
    bool triesGiven = false;
    if (!readSolverOptions(reader, setup, triesGiven)) return badInput(reader.ok() ? setup.error : reader.error());
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());
    if (!rest.empty()) return badInput("unexpected argument '" + rest[0] + "'");
    if (!haveTrain) return badInput("tune needs --train FILE");
    if (!haveHoldout) return badInput("tune needs --holdout FILE");
    if (triesGiven) return badInput("tune measures complete keys-only solves: --tries is not accepted");
    if (setup.options.mode != SolverOptions::Mode::Complete)
        return badInput("tune measures complete solves: --mode minimal is not accepted");
    if (haveSeed) {
        auto [ptr, ec] = std::from_chars(seedText.data(), seedText.data() + seedText.size(), opt.seed);
        if (ec != std::errc() || ptr != seedText.data() + seedText.size() || seedText.empty())
            return badInput("option --seed expects a whole number from 0 to 18446744073709551615, got '" + seedText +
                            "'");
    }
    if (opt.elites >= opt.population)
        return badInput("option --elites must be smaller than --population (" + std::to_string(opt.population) + ")");
    if (opt.capPercent != 0 && opt.capPercent <= 100)
        return badInput("option --cap-percent must be 0 (no cap) or above 100, got " + std::to_string(opt.capPercent));
    if (outPath.empty()) return badInput("option --out needs a file name");

    std::vector<SetProblem> train, holdout;
    std::string error;
    if (!readTuneSet(trainPath, train, error)) return badInput(error);
    if (!readTuneSet(holdoutPath, holdout, error)) return badInput(error);

    const OrderingWeights start = setup.weights ? *setup.weights : OrderingWeights::defaults();
    const std::string startName = setup.weights ? std::string("start") : std::string("default");
    SolverOptions base = setup.options;
    opt.solver = base;

    // Baseline solves: validate every problem and record keys and GEN with the start weights.
    SetRun trainStart, holdoutStart;
    if (!solveSet(train, start, base, trainStart, error)) return badInput(trainPath + ": " + error);
    if (!solveSet(holdout, start, base, holdoutStart, error)) return badInput(holdoutPath + ": " + error);

    std::printf("GMS tune: %zu training problems (%s), %zu holdout problems (%s), hot paths: %s\n", train.size(),
                trainPath.c_str(), holdout.size(), holdoutPath.c_str(), hot::describeActive());
    std::printf("population %d, generations %d, seed %llu, tournament %d, elites %d, crossover %d%%, "
                "mutation %d%% per parameter, bounds [%d, %d], ",
                opt.population, opt.generations, (unsigned long long)opt.seed, opt.tournamentSize, opt.elites,
                opt.crossoverPermille / 10, opt.mutationPermille / 10, opt.lowerBound, opt.upperBound);
    if (opt.capPercent)
        std::printf("evaluation cap %d%% of the best GEN\n", opt.capPercent);
    else
        std::printf("no evaluation cap\n");
    std::printf("fitness = total GEN of complete keys-only solves of the training set (lower is better)\n\n");
    std::printf("%4s %14s %16s %7s %6s %9s\n", "gen", "best", "mean", "capped", "evals", "T");
    std::fflush(stdout);

    std::vector<TuningProblem> trainProblems;
    for (const auto& sp : train) trainProblems.push_back(sp.problem);
    const auto t0 = std::chrono::steady_clock::now();
    TuningResult result;
    try {
        GeneticTuner tuner(std::move(trainProblems), opt);
        tuner.setStart(start);
        tuner.onGeneration([&](const GenerationStats& s) {
            double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::printf("%4d %14llu %16.1f %7d %6llu %9.1f\n", s.generation, (unsigned long long)s.best, s.mean,
                        s.capped, (unsigned long long)s.evaluations, seconds);
            std::fflush(stdout);
        });
        result = tuner.run();
    } catch (const std::exception& e) {
        return badInput(std::string("tuning failed: ") + e.what());
    }

    SetRun trainTuned, holdoutTuned;
    if (!solveSet(train, result.best, base, trainTuned, error)) return badInput(trainPath + ": " + error);
    if (!solveSet(holdout, result.best, base, holdoutTuned, error)) return badInput(holdoutPath + ": " + error);

    std::printf("\n%-9s %14s %14s %9s\n", "GEN", startName.c_str(), "tuned", "change");
    std::printf("%-9s %14llu %14llu %9s\n", "training", (unsigned long long)trainStart.gen,
                (unsigned long long)trainTuned.gen, percentChange(trainStart.gen, trainTuned.gen).c_str());
    std::printf("%-9s %14llu %14llu %9s\n", "holdout", (unsigned long long)holdoutStart.gen,
                (unsigned long long)holdoutTuned.gen, percentChange(holdoutStart.gen, holdoutTuned.gen).c_str());

    // Weights only reorder moves: the keys must be the same, and equal to the recorded ones.
    int mismatches = 0;
    auto checkKeys = [&](const std::vector<SetProblem>& set, const SetRun& a, const SetRun& b,
                         const std::string& file) {
        for (std::size_t i = 0; i < set.size(); ++i) {
            bool differ = a.keys[i] != b.keys[i];
            bool wrong = !set[i].recordedKeys.empty() && set[i].recordedKeys != b.keys[i];
            if (differ || wrong) {
                ++mismatches;
                std::printf("KEY MISMATCH %s %s: %s '%s', tuned '%s'%s%s\n", file.c_str(), set[i].problem.name.c_str(),
                            startName.c_str(), a.keys[i].c_str(), b.keys[i].c_str(), wrong ? ", recorded " : "",
                            wrong ? set[i].recordedKeys.c_str() : "");
            }
        }
    };
    checkKeys(train, trainStart, trainTuned, trainPath);
    checkKeys(holdout, holdoutStart, holdoutTuned, holdoutPath);
    if (mismatches == 0)
        std::printf("keys: identical with %s and tuned weights on all %zu problems\n", startName.c_str(),
                    train.size() + holdout.size());

    std::ostringstream text;
    text << "# Tuned by: gms-cli tune --train " << trainPath << " --holdout " << holdoutPath << " --population "
         << opt.population << " --generations " << opt.generations << " --seed " << opt.seed << "\n";
    text << "# training GEN " << startName << " " << trainStart.gen << ", tuned " << trainTuned.gen << " ("
         << percentChange(trainStart.gen, trainTuned.gen) << "); holdout GEN " << startName << " " << holdoutStart.gen
         << ", tuned " << holdoutTuned.gen << " (" << percentChange(holdoutStart.gen, holdoutTuned.gen) << ")\n";
    text << result.best.serialize();
    if (!writeFileAtomically(outPath, text.str(), error)) { // a write that failed is exit 1, as in every command
        std::cerr << "gms-cli: " << error << "\n";
        return ExitFailed;
    }
    std::printf("tuned weights written to %s\n", outPath.c_str());
    return mismatches ? ExitFailed : ExitOk;
}

const Registration registration{
    "tune",
    "tune --train FILE --holdout FILE [--population P] [--generations G] [--seed S] [--out FILE]\n"
    "      [--elites E] [--tournament K] [--cap-percent C] [--weights START] [--repetition on|off]\n"
    "      [--move-tables on|off] [--no-asm]   genetic tuning of the move-ordering weights (fewer GEN)",
    cmdTune};

} // namespace
} // namespace gms::cli

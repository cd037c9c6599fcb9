// SPDX-License-Identifier: GPL-3.0-or-later
/// @file genetic_tuner.h  Genetic algorithm that tunes the move-ordering weights for fewer GEN.
///
/// An individual is an OrderingWeights vector; its fitness is the total GEN
/// (positions generated) of complete, keys-only solves of every training
/// problem: lower is better. Weights change only the order in which moves are
/// tried, never a result, so every individual finds the same keys.
///
/// One run: generation 0 is the starting weights plus mutated copies of them;
/// each further generation keeps the `elites` best unchanged (so the best
/// fitness never gets worse) and fills the rest with children: two parents
/// chosen by tournament selection, uniform crossover, then mutation and
/// clamping to [lowerBound, upperBound].
///
/// Evaluation cap (`capPercent`, default 150, `gms-cli tune --cap-percent`):
/// once one individual is known with fitness B, evaluating another stops as
/// soon as its running GEN total exceeds B * capPercent / 100 (the solver is
/// cancelled at its next progress poll), and its fitness is counted as exactly
/// that cap. Bad individuals thus cost about capPercent % of the best at most;
/// the ranking among the individuals that can win is unchanged; capped
/// individuals count at the cap in the generation's mean. GEN counts do not
/// depend on timing, so the run stays deterministic: the same seed, problems
/// and options give the same result on every run.
#pragma once

#include "position.h"
#include "solver.h"
#include "weights.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gms {

/// One training or holdout problem: a legal position and N of #N.
struct TuningProblem {
    std::string name;
    Position position;
    int moves = 0;
};

/// Deterministic random numbers (xoshiro256**, seeded through splitmix64);
/// integer arithmetic only, so every platform draws the same sequence.
class TunerRng {
public:
    explicit TunerRng(std::uint64_t seed);
    std::uint64_t next();
    /// Uniform integer in [0, n), n > 0, without modulo bias.
    std::uint64_t below(std::uint64_t n);
    /// True with probability permille / 1000.
    bool chance(int permille);
    /// Approximately standard normal, in units of 1/1000: the sum of twelve
    /// uniform [0, 1000) draws minus 6000 (Irwin-Hall), so no floating point.
    int gaussianMilli();

private:
    std::uint64_t s_[4];
};

/// The genetic algorithm's parameters.
struct TunerOptions {
    int population = 16;  ///< Individuals per generation (>= 2).
    int generations = 10; ///< Generations bred after the initial one.
    std::uint64_t seed = 1;
    int tournamentSize = 3;            ///< Individuals drawn per parent selection; the fittest wins.
    int elites = 2;                    ///< Best individuals copied unchanged into the next generation (>= 1).
    int crossoverPermille = 800;       ///< Chance of uniform crossover; otherwise the child copies the first parent.
    int mutationPermille = 150;        ///< Chance that each tunable parameter of a child is mutated.
    int initialMutationPermille = 500; ///< The same for the mutated copies of generation 0.
    int mutationScalePermille = 250;   ///< Mutation step: normal with sigma = |value| * scale + floor.
    int mutationFloor = 10;
    int lowerBound = -1000; ///< Every parameter is clamped to [lowerBound, upperBound].
    int upperBound = 2000;
    int capPercent = 150; ///< Evaluation cap in % of the best fitness known (0: no cap; else > 100).
    SolverOptions solver; ///< Base solver options; the tuner forces Complete mode, no tree, no tries.
};

/// Result of one evaluation.
struct Fitness {
    std::uint64_t gen = 0; ///< Total GEN, or the cap when capped.
    bool capped = false;   ///< Stopped at the cap (the true total is larger).
};

/// Statistics of one generation, as printed by `gms-cli tune`.
struct GenerationStats {
    int generation = 0;            ///< 0 = the initial population.
    std::uint64_t best = 0;        ///< Best (lowest) fitness in this generation.
    double mean = 0.0;             ///< Mean fitness, capped individuals counted at their cap.
    int capped = 0;                ///< Individuals stopped at the cap.
    std::uint64_t evaluations = 0; ///< Solves of the training set run so far (cache hits not counted).
    OrderingWeights bestWeights;
};

/// Outcome of GeneticTuner::run.
struct TuningResult {
    OrderingWeights best; ///< Fittest individual of the last generation.
    std::uint64_t bestFitness = 0;
    std::uint64_t startFitness = 0; ///< Fitness of the starting weights.
    std::vector<GenerationStats> history;
    std::uint64_t evaluations = 0;
};

/// False for the parameter slots the move generator never reads (the "none"
/// entries, capturing a king, promoting to a pawn or king); the GA leaves them alone.
bool isTunableWeight(int index);
/// Clamps every parameter into [lo, hi].
void clampWeights(OrderingWeights& w, int lo, int hi);
/// Uniform crossover: each tunable parameter from `a` or `b` with equal chance
/// (the others from `a`), then clamped to the options' bounds.
OrderingWeights crossoverWeights(const OrderingWeights& a, const OrderingWeights& b, TunerRng& rng,
                                 const TunerOptions& options);
/// Mutates each tunable parameter with chance permille/1000 by a normal step
/// (see TunerOptions), then clamps to the options' bounds.
void mutateWeights(OrderingWeights& w, TunerRng& rng, const TunerOptions& options, int permille);

/// Total GEN of complete keys-only solves of `problems` with `weights`
/// (`base` gives the other solver options). With cap > 0 the solves stop once
/// the running total exceeds cap, and the result is {cap, capped = true}.
/// Throws std::runtime_error naming the problem if a solve fails for another reason.
Fitness evaluateWeights(const std::vector<TuningProblem>& problems, const OrderingWeights& weights,
                        const SolverOptions& base, std::uint64_t cap = 0);

/// The genetic algorithm itself. Single-threaded; no I/O.
class GeneticTuner {
public:
    using GenerationFn = std::function<void(const GenerationStats&)>;

    GeneticTuner(std::vector<TuningProblem> training, TunerOptions options);

    /// Starting point of the search (default: OrderingWeights::defaults()), clamped to the bounds.
    void setStart(const OrderingWeights& start);
    /// Called after each generation (0 .. generations).
    void onGeneration(GenerationFn fn) { onGeneration_ = std::move(fn); }

    /// Runs the GA; deterministic for given problems, options and start.
    TuningResult run();

    /// Fitness of one individual with the current cap (results are cached per weight vector).
    Fitness fitness(const OrderingWeights& w);

private:
    using Key = std::array<int, OrderingWeights::ParameterCount>;
    std::vector<TuningProblem> training_;
    TunerOptions options_;
    OrderingWeights start_;
    GenerationFn onGeneration_;
    std::map<Key, Fitness> cache_;
    std::uint64_t bestKnown_ = 0; ///< Best uncapped fitness seen (0: none yet).
    std::uint64_t evaluations_ = 0;

    std::uint64_t currentCap() const;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "genetic_tuner.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <string_view>

namespace gms {

// ---- random numbers ---------------------------------------------------------

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

TunerRng::TunerRng(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& s : s_) s = splitmix64(x);
}

std::uint64_t TunerRng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t TunerRng::below(std::uint64_t n) {
    // Rejection sampling: draws in the incomplete last block of size n are redrawn.
    const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % n);
    for (;;) {
        std::uint64_t r = next();
        if (r < limit) return r % n;
    }
}

bool TunerRng::chance(int permille) { return int(below(1000)) < permille; }

int TunerRng::gaussianMilli() {
    // Twelve uniform draws in [0, 1000] have mean 6000 and standard deviation ~1000.
    int sum = 0;
    for (int i = 0; i < 12; ++i) sum += int(below(1001));
    return sum - 6000;
}

// ---- operators --------------------------------------------------------------

bool isTunableWeight(int index) {
    if (index < 0 || index >= OrderingWeights::ParameterCount) return false;
    // Decided by name so the list follows weights.h: these slots are never read by the generator.
    std::string_view n = OrderingWeights::defaults().name(index);
    auto endsWith = [&](std::string_view s) { return n.size() >= s.size() && n.substr(n.size() - s.size()) == s; };
    if (endsWith(".none")) return false;  // no piece type
    if (n == "victim.king") return false; // a king is never captured
    if (n == "promotion.pawn" || n == "promotion.king") return false;
    return true;
}

void clampWeights(OrderingWeights& w, int lo, int hi) {
    for (int i = 0; i < OrderingWeights::ParameterCount; ++i) w.at(i) = std::clamp(w.at(i), lo, hi);
}

OrderingWeights crossoverWeights(const OrderingWeights& a, const OrderingWeights& b, TunerRng& rng,
                                 const TunerOptions& options) {
    OrderingWeights child = a;
    for (int i = 0; i < OrderingWeights::ParameterCount; ++i)
        if (isTunableWeight(i) && (rng.next() >> 63)) child.at(i) = b.at(i);
    clampWeights(child, options.lowerBound, options.upperBound);
    return child;
}

void mutateWeights(OrderingWeights& w, TunerRng& rng, const TunerOptions& options, int permille) {
    for (int i = 0; i < OrderingWeights::ParameterCount; ++i) {
        if (!isTunableWeight(i) || !rng.chance(permille)) continue;
        const std::int64_t v = w.at(i);
        // sigma in thousandths: |v| * scale + floor; the step is gaussian * sigma, truncated to an integer.
        const std::int64_t sigmaMilli =
            std::llabs(v) * options.mutationScalePermille + std::int64_t(options.mutationFloor) * 1000;
        const std::int64_t step = std::int64_t(rng.gaussianMilli()) * sigmaMilli / 1000000;
        const std::int64_t moved = std::clamp<std::int64_t>(v + step, options.lowerBound, options.upperBound);
        w.at(i) = int(moved);
    }
    clampWeights(w, options.lowerBound, options.upperBound);
}

// ---- fitness ----------------------------------------------------------------

Fitness evaluateWeights(const std::vector<TuningProblem>& problems, const OrderingWeights& weights,
                        const SolverOptions& base, std::uint64_t cap) {
    SolverOptions o = base;
    o.mode = SolverOptions::Mode::Complete;
    o.buildTree = false;
    o.maxRefutations = 0;
    o.weights = &weights;
    std::uint64_t total = 0;
    for (const TuningProblem& p : problems) {
        Solver solver(o);
        std::atomic<bool> stop{false};
        if (cap > 0) {
            solver.setCancelFlag(&stop);
            // Progress comes every few thousand GEN; the solver stops at its next poll.
            solver.onProgress([&](const SolveProgress& progress) {
                if (total + progress.gen > cap) stop.store(true, std::memory_order_relaxed);
            });
        }
        Solution sol = solver.solve(p.position, p.moves);
        if (!sol.complete) {
            if (stop.load()) return {cap, true};
            throw std::runtime_error(p.name + ": " +
                                     (sol.error.empty() ? std::string("the solve did not complete") : sol.error));
        }
        total += sol.total.gen;
        if (cap > 0 && total > cap) return {cap, true};
    }
    return {total, false};
}

// ---- the genetic algorithm -----------------------------------------------------

GeneticTuner::GeneticTuner(std::vector<TuningProblem> training, TunerOptions options)
    : training_(std::move(training)), options_(options), start_(OrderingWeights::defaults()) {
    if (options_.population < 2) throw std::invalid_argument("population must be at least 2");
    if (options_.generations < 0) throw std::invalid_argument("generations must not be negative");
    if (options_.elites < 1 || options_.elites >= options_.population)
        throw std::invalid_argument("elites must be at least 1 and smaller than the population");
    if (options_.tournamentSize < 1) throw std::invalid_argument("tournament size must be at least 1");
    if (options_.lowerBound > options_.upperBound) throw std::invalid_argument("lower bound above upper bound");
    if (options_.capPercent != 0 && options_.capPercent <= 100)
        throw std::invalid_argument("the evaluation cap must be above 100% of the best fitness (or 0: none)");
    if (training_.empty()) throw std::invalid_argument("no training problem");
    clampWeights(start_, options_.lowerBound, options_.upperBound);
}

void GeneticTuner::setStart(const OrderingWeights& start) {
    start_ = start;
    clampWeights(start_, options_.lowerBound, options_.upperBound);
}

std::uint64_t GeneticTuner::currentCap() const {
    if (options_.capPercent == 0 || bestKnown_ == 0) return 0;
    return std::max<std::uint64_t>(bestKnown_ * std::uint64_t(options_.capPercent) / 100, bestKnown_ + 1);
}

Fitness GeneticTuner::fitness(const OrderingWeights& w) {
    Key key;
    for (int i = 0; i < OrderingWeights::ParameterCount; ++i) key[std::size_t(i)] = w.at(i);
    const std::uint64_t cap = currentCap();
    auto it = cache_.find(key);
    if (it != cache_.end()) {
        if (!it->second.capped) return it->second;
        // Capped before at a cap no lower than today's (the best only improves): still over the cap.
        if (cap > 0 && it->second.gen >= cap) return {cap, true};
    }
    Fitness f = evaluateWeights(training_, w, options_.solver, cap);
    ++evaluations_;
    if (!f.capped && (bestKnown_ == 0 || f.gen < bestKnown_)) bestKnown_ = std::max<std::uint64_t>(f.gen, 1);
    cache_[key] = f;
    return f;
}

TuningResult GeneticTuner::run() {
    const int P = options_.population;
    TunerRng rng(options_.seed);
    TuningResult result;

    std::vector<OrderingWeights> pop;
    std::vector<Fitness> fit;
    pop.push_back(start_);
    while (int(pop.size()) < P) {
        OrderingWeights w = start_;
        mutateWeights(w, rng, options_, options_.initialMutationPermille);
        pop.push_back(w);
    }
    for (const auto& w : pop) fit.push_back(fitness(w));
    result.startFitness = fit[0].gen;

    // Lower GEN first; an exact value before a cap of the same size; then population order.
    auto better = [&](int a, int b) {
        const Fitness& fa = fit[std::size_t(a)];
        const Fitness& fb = fit[std::size_t(b)];
        if (fa.gen != fb.gen) return fa.gen < fb.gen;
        if (fa.capped != fb.capped) return !fa.capped;
        return a < b;
    };
    auto ranking = [&] {
        std::vector<int> order(static_cast<std::size_t>(P));
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), better);
        return order;
    };
    auto report = [&](int generation) {
        std::vector<int> order = ranking();
        GenerationStats s;
        s.generation = generation;
        s.best = fit[std::size_t(order[0])].gen;
        s.bestWeights = pop[std::size_t(order[0])];
        double sum = 0;
        for (const Fitness& f : fit) {
            sum += double(f.gen);
            s.capped += f.capped ? 1 : 0;
        }
        s.mean = sum / P;
        s.evaluations = evaluations_;
        result.history.push_back(s);
        if (onGeneration_) onGeneration_(s);
    };
    auto tournament = [&]() -> int {
        int winner = int(rng.below(std::uint64_t(P)));
        for (int k = 1; k < options_.tournamentSize; ++k) {
            int c = int(rng.below(std::uint64_t(P)));
            if (better(c, winner)) winner = c;
        }
        return winner;
    };

    report(0);
    for (int g = 1; g <= options_.generations; ++g) {
        std::vector<int> order = ranking();
        std::vector<OrderingWeights> next;
        std::vector<Fitness> nextFit;
        for (int e = 0; e < options_.elites; ++e) {
            next.push_back(pop[std::size_t(order[std::size_t(e)])]);
            nextFit.push_back(fitness(next.back())); // from the cache: no new solve
        }
        while (int(next.size()) < P) {
            const OrderingWeights& a = pop[std::size_t(tournament())];
            const OrderingWeights& b = pop[std::size_t(tournament())];
            OrderingWeights child = rng.chance(options_.crossoverPermille) ? crossoverWeights(a, b, rng, options_) : a;
            mutateWeights(child, rng, options_, options_.mutationPermille);
            next.push_back(child);
            nextFit.push_back(fitness(child));
        }
        pop = std::move(next);
        fit = std::move(nextFit);
        report(g);
    }

    std::vector<int> order = ranking();
    result.best = pop[std::size_t(order[0])];
    result.bestFitness = fit[std::size_t(order[0])].gen;
    result.evaluations = evaluations_;
    return result;
}

} // namespace gms

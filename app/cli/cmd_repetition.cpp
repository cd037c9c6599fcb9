// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_repetition.cpp  `gms-cli repetition`: which plies of a move sequence repeat an earlier
/// position, and (`--bench`) the speed of each repetition detector per call.
#include "command.h"

#include "fen.h"
#include "notation.h"
#include "repetition.h"
#include "repetition_chains.h"
#include "repetition_hash.h"
#include "repetition_journeys.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <time.h>

namespace gms::cli {

namespace {

constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Strips a leading move number ("12." / "12...") from a token; empty if nothing is left
/// (also for a bare "..." as in "12. ... e5").
std::string stripMoveNumber(const std::string& token) {
    if (token.find_first_not_of('.') == std::string::npos) return {};
    std::size_t i = 0;
    while (i < token.size() && token[i] >= '0' && token[i] <= '9') ++i;
    if (i == 0 || i == token.size() || token[i] != '.') return token;
    while (i < token.size() && token[i] == '.') ++i;
    return token.substr(i);
}

int runRepetition(const std::string& fen, const std::string& movesText, RepetitionMethod method, bool json) {
    Position start;
    std::string message;
    if (!loadProblemPosition(fen, start, message)) return badInput("--fen: " + message);

    RepetitionHistory history(start);
    std::vector<std::string> sans{""};
    std::istringstream in(movesText);
    std::string token;
    while (in >> token) {
        const std::string text = stripMoveNumber(token);
        if (text.empty()) continue;
        const int ply = history.ply() + 1;
        const Position& pos = history.position();
        const auto move = parseMoveText(pos, text);
        if (!move) {
            return badInput("--moves: ply " + std::to_string(ply) + " (" +
                            (pos.sideToMove() == White ? "White" : "Black") + " to move): '" + text +
                            "' is not a legal move in this position (" + toFen(pos) + ")");
        }
        sans.push_back(toSan(pos, *move));
        history.play(*move);
    }

    if (json) {
        std::string out = "{\"plies\":[";
        for (int p = 0; p <= history.ply(); ++p) {
            const int r = history.findRepetition(method, p, RepetitionQuery::Earliest);
            if (p) out += ",";
            out += "{\"ply\":" + std::to_string(p) +
                   ",\"repeats\":" + (r == NoRepetition ? "null" : std::to_string(r)) + "}";
        }
        out += "]}";
        std::cout << out << "\n";
        return ExitOk;
    }
    for (int p = 0; p <= history.ply(); ++p) {
        const int r = history.findRepetition(method, p, RepetitionQuery::Earliest);
        std::cout << "ply " << p << "  " << (p == 0 ? std::string("start") : sans[std::size_t(p)]) << "  "
                  << (r == NoRepetition ? std::string("-") : "repeats ply " + std::to_string(r)) << "\n";
    }
    return ExitOk;
}

// ---- benchmark --------------------------------------------------------------

/// Start positions for the benchmark games: the opening, Kiwipete (a published perft
/// position), and endgames with several identical pieces so that swaps occur.
const char* const BenchFens[] = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1n1k1nr/8/8/8/8/8/8/R1N1K1NR w - - 0 1",
    "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
    "4k3/1pp1p1p1/8/P2P1P2/8/8/8/4K3 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "2r1r1k1/8/8/8/8/8/8/1KR1R3 w - - 0 1",
    "6k1/8/2n1n3/8/8/2N1N3/8/6K1 w - - 0 1",
};

/// Random games: mostly reversible moves, and often a piece stepping back, so that
/// repetitions are frequent.
constexpr double BenchReversibleBias = 0.9;
constexpr double BenchReturnBias = 0.3;

/// Nanoseconds of CPU time of this thread (not disturbed by other processes sharing the
/// cores); wall-clock time where that clock is missing.
std::int64_t cpuNanoseconds() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec ts{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return std::int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
#endif
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// Calls `detect(game, ply)` for every ply of every game, `passes` times after one warm-up
/// pass; returns the ns per call of the fastest pass (the least disturbed by other load).
template <class Detect>
double timePerCall(const std::vector<RepetitionHistory>& games, int passes, long long& checksum, Detect detect) {
    long long calls = 0;
    for (const auto& g : games) {
        for (int p = 0; p <= g.ply(); ++p) checksum += detect(g, p);
        calls += g.ply() + 1;
    }
    double best = 0;
    for (int r = 0; r < passes; ++r) {
        const std::int64_t t0 = cpuNanoseconds();
        for (const auto& g : games)
            for (int p = 0; p <= g.ply(); ++p) checksum += detect(g, p);
        const double ns = double(cpuNanoseconds() - t0);
        if (r == 0 || ns < best) best = ns;
    }
    return best / double(calls);
}

int runBench(int games, int seed, int passes) {
    std::mt19937_64 rng{std::uint64_t(seed)};
    std::vector<RepetitionHistory> histories;
    histories.reserve(std::size_t(games));
    long long positions = 0, repeating = 0, publishedMissed = 0, publishedLater = 0, reversibleRun = 0;
    const int nFens = int(sizeof BenchFens / sizeof BenchFens[0]);
    for (int i = 0; i < games; ++i) {
        Position start;
        std::string message;
        if (!loadProblemPosition(BenchFens[i % nFens], start, message)) return badInput(message);
        RepetitionHistory h(start);
        playRandomMoves(h, rng, 60 + int(rng() % 61), BenchReversibleBias, BenchReturnBias);
        for (int p = 0; p <= h.ply(); ++p) {
            const int ref = h.findRepetition(RepetitionMethod::Hash, p);
            const int pub = h.findRepetition(RepetitionMethod::ChainsPublished, p);
            ++positions;
            reversibleRun += h.reversibleRun()[p];
            repeating += ref != NoRepetition;
            publishedMissed += ref != NoRepetition && pub == NoRepetition;
            publishedLater += ref != NoRepetition && pub != NoRepetition && pub != ref;
        }
        histories.push_back(std::move(h));
    }
    std::printf("repetition bench: %d random games from %d start positions (seed %d, 60-120 plies;\n"
                "each move a step back with p=%.2f, else reversible with p=%.2f)\n"
                "positions %lld, repeating an earlier one %lld (%.1f%%), mean reversible moves since the last\n"
                "irreversible one %.1f; published chains miss %lld repetitions (and see %lld only at a later ply)\n\n",
                games, nFens, seed, BenchReturnBias, BenchReversibleBias, positions, repeating,
                100.0 * double(repeating) / double(positions), double(reversibleRun) / double(positions),
                publishedMissed, publishedLater);
    std::printf("ns (thread CPU time) per call, best of %d passes over all positions\n"
                "(latest: stop at the nearest repetition; earliest: scan back to the last irreversible move)\n",
                passes);
    std::printf("  %-18s %10s %10s\n", "method", "latest", "earliest");
    long long checksum = 0;
    for (RepetitionMethod m : {RepetitionMethod::Hash, RepetitionMethod::Chains, RepetitionMethod::ChainsPublished,
                               RepetitionMethod::Journeys}) {
        double ns[2];
        const RepetitionQuery queries[2] = {RepetitionQuery::Latest, RepetitionQuery::Earliest};
        for (int k = 0; k < 2; ++k) {
            const RepetitionQuery q = queries[k];
            switch (m) {
                case RepetitionMethod::Hash:
                    ns[k] = timePerCall(histories, passes, checksum, [q](const RepetitionHistory& g, int p) {
                        return findRepetitionHash(g.keys(), g.reversibleRun(), p, q);
                    });
                    break;
                case RepetitionMethod::Chains:
                    ns[k] = timePerCall(histories, passes, checksum, [q](const RepetitionHistory& g, int p) {
                        return findRepetitionChains(g.line(), p, ChainMode::Extended, q);
                    });
                    break;
                case RepetitionMethod::ChainsPublished:
                    ns[k] = timePerCall(histories, passes, checksum, [q](const RepetitionHistory& g, int p) {
                        return findRepetitionChains(g.line(), p, ChainMode::Published, q);
                    });
                    break;
                case RepetitionMethod::Journeys:
                    ns[k] = timePerCall(histories, passes, checksum, [q](const RepetitionHistory& g, int p) {
                        return findRepetitionJourneys(g.line(), p, q);
                    });
                    break;
            }
        }
        std::printf("  %-18s %10.1f %10.1f\n", repetitionMethodName(m), ns[0], ns[1]);
    }
    std::printf("(checksum %lld)\n", checksum);
    return ExitOk;
}

int cmdRepetition(const std::vector<std::string>& args) {
    ArgReader reader(args);
    const bool bench = reader.flag("--bench");
    const bool json = reader.flag("--json");
    std::string fen = StartFen, movesText, methodText = "chains";
    reader.value("--fen", fen);
    const bool haveMoves = reader.value("--moves", movesText);
    reader.value("--method", methodText);
    int games = 2000, seed = 1, passes = 5;
    reader.intValue("--games", games, 1, 1000000);
    reader.intValue("--seed", seed, 0, 2147483647);
    reader.intValue("--passes", passes, 1, 1000);
    const auto rest = reader.positionals();
    if (!reader.ok()) return badInput("repetition: " + reader.error());
    if (!rest.empty()) return badInput("repetition: unexpected argument '" + rest.front() + "'");
    if (bench) return runBench(games, seed, passes);
    RepetitionMethod method;
    if (!parseRepetitionMethod(methodText, method))
        return badInput("repetition: --method must be chains, chains-published, journeys or hash, got '" + methodText +
                        "'");
    if (!haveMoves) return badInput("repetition: --moves \"m1 m2 ...\" is required (or --bench)");
    return runRepetition(fen, movesText, method, json);
}

Registration registration{
    "repetition",
    "repetition [--fen FEN] --moves \"m1 m2 ...\" [--method chains|chains-published|journeys|hash] [--json]\n"
    "      which plies repeat an earlier position (SAN or UCI moves; default: start position)\n"
    "  repetition --bench [--games N] [--seed S] [--passes N]   ns per call of each detector",
    cmdRepetition};

} // namespace

} // namespace gms::cli

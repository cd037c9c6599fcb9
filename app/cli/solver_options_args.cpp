// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver_options_args.h"

#include "bounded_input.h"
#include "printable.h"

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace gms::cli {

namespace {
bool onOff(ArgReader& reader, const std::string& name, bool& out, std::string& error) {
    std::string v;
    if (!reader.value(name, v)) return true;
    if (v == "on")
        out = true;
    else if (v == "off")
        out = false;
    else {
        error = "option " + name + " expects 'on' or 'off', got '" + v + "'";
        return false;
    }
    return true;
}
/// Longest time limit (about 31 years): beyond it a limit means nothing.
constexpr double MaxSeconds = 1e9;

/// A positive decimal number of seconds ("0.5", "30", "1e3"); false with `error` otherwise.
/// Only decimal: strtod would also read "0x10" (hex), "inf" and "nan".
bool positiveSeconds(ArgReader& reader, const std::string& name, double& out, std::string& error) {
    std::string v;
    if (!reader.value(name, v)) return true;
    double d = 0;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), d, std::chars_format::general);
    const bool outOfRange = ec == std::errc::result_out_of_range;
    const bool whole = !v.empty() && ptr == v.data() + v.size() && (ec == std::errc() || outOfRange);
    if (!whole || v.find_first_not_of("0123456789.eE+-") != std::string::npos) {
        error = "option " + name + " expects a decimal number of seconds (such as 0.5 or 30), got " + io::quoteInput(v);
        return false;
    }
    const bool tiny = outOfRange && (v.find("e-") != std::string::npos || v.find("E-") != std::string::npos);
    if ((outOfRange && !tiny) || d > MaxSeconds) {
        error = "option " + name + " must be at most 1e9 seconds (about 31 years), got " + io::quoteInput(v);
        return false;
    }
    if (tiny || !(d > 0)) {
        error = "option " + name + " must be greater than 0 seconds, got " + io::quoteInput(v);
        return false;
    }
    out = d;
    return true;
}

/// A positive whole number of moves made; false with `error` otherwise.
bool positiveCount(ArgReader& reader, const std::string& name, std::uint64_t& out, std::string& error) {
    std::string v;
    if (!reader.value(name, v)) return true;
    std::uint64_t n = 0;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    const bool whole = !v.empty() && ptr == v.data() + v.size();
    if (whole && ec == std::errc::result_out_of_range) {
        error = "option " + name + " must be at most " + std::to_string(UINT64_MAX) + ", got " + io::quoteInput(v);
        return false;
    }
    if (!whole || ec != std::errc() || n == 0) {
        error = "option " + name + " expects a whole number greater than 0, got " + io::quoteInput(v);
        return false;
    }
    out = n;
    return true;
}
} // namespace

bool readSolverOptions(ArgReader& reader, SolverSetup& setup, bool& triesGiven) {
    SolverOptions& o = setup.options;
    std::string mode;
    if (reader.value("--mode", mode)) {
        if (mode == "complete")
            o.mode = SolverOptions::Mode::Complete;
        else if (mode == "minimal")
            o.mode = SolverOptions::Mode::Minimal;
        else {
            setup.error = "option --mode expects 'complete' or 'minimal', got '" + mode + "'";
            return false;
        }
    }
    if (!positiveSeconds(reader, "--max-time", o.maxSeconds, setup.error)) return false;
    if (!positiveCount(reader, "--max-nodes", o.maxNodes, setup.error)) return false;
    triesGiven = reader.intValue("--tries", o.maxRefutations, 0, 99);
    o.allDefences = reader.flag("--all-defences");
    o.noThreat = reader.flag("--no-threat");                    // Popeye's NoThreat: no threats, every defence listed
    o.noShortVariations = reader.flag("--no-short-variations"); // Popeye's NoShortVariations
    o.nullMoves = reader.flag("--null-moves");                  // Popeye's NullMoves: in h#N either side may pass
    o.matesIn1 = reader.flag("--mates-in-1"); // Popeye's MatesIn1: self play shows the defender's immediate goal moves
    reader.intValue("--hash", o.hashMegabytes, 0, 65536);
    o.threads = 0; // every core unless --threads says otherwise
    reader.intValue("--threads", o.threads, 1, 256);
    if (o.hashMegabytes > 0) o.table = std::make_shared<TranspositionTable>(); // one for every problem of a run
    o.setPlay = reader.flag("--set-play");
    reader.intValue("--max-solutions", o.maxSolutions, 1, 1000000);
    // Popeye's StartMoveNumber N: help and series play's lines from its N-th first move on.
    reader.intValue("--start-move-number", o.startMoveNumber, 1, 1000);
    // Popeye's Threat N and MaxFlightsquares N (battle play; a file's options give them too).
    reader.intValue("--threat", o.maxThreatLength, 1, Stipulation::MaxMoves);
    reader.intValue("--max-flights", o.maxFlights, 0, 64);
    // Popeye's NonTrivial M N, written M,N.
    if (std::string pair; reader.value("--non-trivial", pair)) {
        const std::size_t comma = pair.find(',');
        const auto number = [](std::string_view v, int& out) {
            auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
            return !v.empty() && ec == std::errc() && ptr == v.data() + v.size() && out >= 0 &&
                   out <= Stipulation::MaxMoves;
        };
        if (comma == std::string::npos || !number(std::string_view(pair).substr(0, comma), o.nonTrivialMax) ||
            !number(std::string_view(pair).substr(comma + 1), o.nonTrivialLength)) {
            setup.error = "option --non-trivial expects M,N (two whole numbers from 0 to " +
                          std::to_string(Stipulation::MaxMoves) + ", Popeye's NonTrivial M N), got " +
                          io::quoteInput(pair);
            return false;
        }
    }
    if (!onOff(reader, "--repetition", o.useRepetition, setup.error)) return false;
    if (!onOff(reader, "--move-tables", o.useMoveTables, setup.error)) return false;
    std::string helpMethod;
    if (reader.value("--help-method", helpMethod) && !parseHelpMethod(helpMethod, o.helpMethod)) {
        setup.error = "option --help-method expects 'full-width', 'intelligent' or 'auto', got '" + helpMethod + "'";
        return false;
    }
    std::string weightsPath;
    if (reader.value("--weights", weightsPath)) {
        std::string text, error;
        if (!io::readInputFile(weightsPath, text, error)) { // bounded: /dev/zero or a folder is refused
            setup.error = "--weights: " + error;
            return false;
        }
        auto w = std::make_shared<OrderingWeights>();
        if (!OrderingWeights::parse(text, *w, error)) {
            setup.error = weightsPath + ": " + error;
            return false;
        }
        setup.weights = w;
        o.weights = setup.weights.get();
    }
    return reader.ok();
}

} // namespace gms::cli

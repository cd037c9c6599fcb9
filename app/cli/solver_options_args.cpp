// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver_options_args.h"

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace gms::cli {

namespace {
bool onOff(ArgReader& reader, const std::string& name, bool& out, std::string& error) {
    std::string v;
    if (!reader.value(name, v)) return true;
    if (v == "on") out = true;
    else if (v == "off") out = false;
    else {
        error = "option " + name + " expects 'on' or 'off', got '" + v + "'";
        return false;
    }
    return true;
}
/// A positive number of seconds ("0.5", "30"); false with `error` otherwise.
bool positiveSeconds(ArgReader& reader, const std::string& name, double& out, std::string& error) {
    std::string v;
    if (!reader.value(name, v)) return true;
    char* end = nullptr;
    double d = std::strtod(v.c_str(), &end);
    if (v.empty() || end != v.c_str() + v.size() || !(d > 0) || d > 1e9) {
        error = "option " + name + " expects a number of seconds greater than 0, got '" + v + "'";
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
    if (v.empty() || ec != std::errc() || ptr != v.data() + v.size() || n == 0) {
        error = "option " + name + " expects a whole number greater than 0, got '" + v + "'";
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
        if (mode == "complete") o.mode = SolverOptions::Mode::Complete;
        else if (mode == "minimal") o.mode = SolverOptions::Mode::Minimal;
        else {
            setup.error = "option --mode expects 'complete' or 'minimal', got '" + mode + "'";
            return false;
        }
    }
    if (!positiveSeconds(reader, "--max-time", o.maxSeconds, setup.error)) return false;
    if (!positiveCount(reader, "--max-nodes", o.maxNodes, setup.error)) return false;
    triesGiven = reader.intValue("--tries", o.maxRefutations, 0, 99);
    o.allDefences = reader.flag("--all-defences");
    reader.intValue("--hash", o.hashMegabytes, 0, 65536);
    o.threads = 0; // every core unless --threads says otherwise
    reader.intValue("--threads", o.threads, 1, 256);
    if (o.hashMegabytes > 0) o.table = std::make_shared<TranspositionTable>(); // one for every problem of a run
    o.setPlay = reader.flag("--set-play");
    reader.intValue("--max-solutions", o.maxSolutions, 1, 1000000);
    if (!onOff(reader, "--repetition", o.useRepetition, setup.error)) return false;
    if (!onOff(reader, "--move-tables", o.useMoveTables, setup.error)) return false;
    std::string helpMethod;
    if (reader.value("--help-method", helpMethod) && !parseHelpMethod(helpMethod, o.helpMethod)) {
        setup.error = "option --help-method expects 'full-width', 'intelligent' or 'auto', got '" + helpMethod + "'";
        return false;
    }
    std::string weightsPath;
    if (reader.value("--weights", weightsPath)) {
        std::ifstream in(weightsPath);
        if (!in) {
            setup.error = "cannot open weights file '" + weightsPath + "'";
            return false;
        }
        std::stringstream text;
        text << in.rdbuf();
        auto w = std::make_shared<OrderingWeights>();
        std::string error;
        if (!OrderingWeights::parse(text.str(), *w, error)) {
            setup.error = weightsPath + ": " + error;
            return false;
        }
        setup.weights = w;
        o.weights = setup.weights.get();
    }
    return reader.ok();
}

} // namespace gms::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench_tsv.h"

#include "bounded_input.h"
#include "printable.h"

#include "command.h"
#include "fen.h"
#include "interrupt.h"
#include "notation.h"
#include "solution.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <vector>

namespace gms::cli {

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else if (c != '\r') {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

std::string trim(const std::string& s) {
    std::size_t a = s.find_first_not_of(' '), b = s.find_last_not_of(' ');
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

/// The expected answer as a sorted text: keys ("e1h4 d2g2:1") or lines ("a2a1b e6f8 ... | ...").
std::string expectedAnswer(const std::map<std::string, std::string>& row, int n) {
    auto get = [&](const char* k) {
        auto it = row.find(k);
        return it == row.end() ? std::string() : trim(it->second);
    };
    std::set<std::string> items;
    if (row.count("solutions")) {
        for (const std::string& line : {get("solutions"), get("short_solutions")})
            if (!line.empty() && line != "-")
                for (const std::string& l : split(line, '|')) items.insert(trim(l));
    } else {
        std::map<std::string, int> lengths;
        std::istringstream keys(get("keys"));
        for (std::string k; keys >> k;)
            if (k != "-") lengths[k] = n;
        std::istringstream shorts(get("short_keys"));
        for (std::string k; shorts >> k;) {
            std::size_t colon = k.find(':');
            if (colon != std::string::npos) lengths[k.substr(0, colon)] = std::stoi(k.substr(colon + 1));
        }
        for (const auto& [k, m] : lengths) items.insert(m == n ? k : k + ":" + std::to_string(m));
    }
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : " | ") + s;
    return out;
}

std::string foundAnswer(const Solution& sol) {
    std::set<std::string> items;
    if (sol.stipulation.isHelp()) {
        for (const HelpLine& line : sol.lines) {
            std::string text;
            for (Move m : line.moves) text += (text.empty() ? "" : " ") + toUci(m);
            items.insert(text);
        }
    } else {
        for (const AttackNode& k : sol.keys)
            items.insert(k.mateIn == sol.moves ? toUci(k.move) : toUci(k.move) + ":" + std::to_string(k.mateIn));
    }
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : " | ") + s;
    return out;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/// "#", "s#", "h#", ... : the family a row's ratio is grouped under.
std::string familyOf(const Stipulation& s) {
    std::string text = s.toString();
    std::size_t hash = text.find('#');
    std::string family = text.substr(0, hash + 1);
    if (s.halfMove) family += "N.5";
    return family;
}

} // namespace

void prepareBenchTable(SolverOptions& options) {
    if (options.hashMegabytes <= 0) return;
    if (!options.table) options.table = std::make_shared<TranspositionTable>();
    if (options.table->megabytes() != std::size_t(options.hashMegabytes))
        options.table->resize(std::size_t(options.hashMegabytes));
    options.table->prefault(&interruptFlag()); // a signal stops the set-up too (the solves then stop at once)
}

int runTsvBench(const std::string& name, const std::string& text, const SolverOptions& setOptions, bool json,
                double maxSeconds) {
    if (std::size_t line = 0, length = 0; io::findOverlongLine(text, line, length))
        return badInput(name + ":" + std::to_string(line) + ": " + io::overlongLineMessage(length));
    SolverOptions options = setOptions;
    prepareBenchTable(options);
    std::istringstream in(text);
    std::string headerLine;
    if (!std::getline(in, headerLine)) return badInput(name + ": empty set");
    const std::vector<std::string> header = split(headerLine, '\t');
    std::map<std::string, std::vector<double>> seconds;
    int failures = 0, badRows = 0, rows = 0, over = 0;
    double worst = 0;
    if (!json)
        std::printf("%-12s %-9s %10s %14s  %s\n", "problem", "stip", "GMS s", "GEN", "answer");
    else
        std::printf("{\"set\":%s,\"problems\":[", jsonString(name).c_str());
    int lineNo = 1;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cells = split(line, '\t');
        std::map<std::string, std::string> row;
        for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) row[header[i]] = cells[i];
        Stipulation stip;
        std::string why;
        std::string stipText = row.count("stipulation") ? row["stipulation"] : "#" + row["n"];
        if (!parseStipulation(stipText, stip, why)) {
            std::fprintf(stderr, "gms-cli: %s:%d: %s\n", name.c_str(), lineNo, why.c_str());
            ++failures;
            ++badRows;
            continue;
        }
        Position pos;
        std::string message;
        if (!loadProblemPosition(row["fen"], pos, message)) {
            std::fprintf(stderr, "gms-cli: %s:%d: %s\n", name.c_str(), lineNo, message.c_str());
            ++failures;
            ++badRows;
            continue;
        }
        SolverOptions o = options;
        o.buildTree = false;
        Solver solver(o);
        auto t0 = std::chrono::steady_clock::now();
        Solution sol = solver.solve(pos, stip);
        double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::string expected = expectedAnswer(row, stip.moves), found = foundAnswer(sol);
        const bool hasAnswer = row.count("keys") || row.count("solutions");
        bool ok = sol.complete && sol.error.empty();
        if (!hasAnswer) {
            ok = ok && sol.hasSolution(); // a set of known mates: proving one is the answer
            if (!sol.hasSolution()) expected = "a solution";
        } else if (o.mode == SolverOptions::Mode::Minimal) {
            // Minimal mode stops at the shortest length: its keys are the set's keys of that length.
            std::set<std::string> all;
            for (const std::string& k : split(expected, '|')) all.insert(trim(k));
            if (!found.empty())
                for (const std::string& k : split(found, '|')) ok = ok && all.count(trim(k));
            ok = ok && sol.hasSolution() == !expected.empty();
        } else {
            ok = ok && expected == found;
        }
        ++rows;
        if (!ok) ++failures;
        seconds[familyOf(stip)].push_back(t);
        worst = std::max(worst, t);
        if (maxSeconds > 0 && t > maxSeconds) ++over;
        if (json) {
            std::printf("%s{\"id\":%s,\"stipulation\":%s,\"seconds\":%.6f,\"ok\":%s,\"gen\":%llu}", rows > 1 ? "," : "",
                        jsonString(row["id"]).c_str(), jsonString(stip.toString()).c_str(), t, ok ? "true" : "false",
                        (unsigned long long)sol.total.gen);
        } else {
            std::printf("%-12s %-9s %10.3f %14llu  %s\n", io::printable(row["id"]).c_str(), stip.toString().c_str(), t,
                        (unsigned long long)sol.total.gen,
                        ok ? "ok"
                           : ("MISMATCH: expected " + expected + ", found " + found +
                              (sol.error.empty() ? "" : " (" + sol.error + ")"))
                                 .c_str());
        }
        std::fflush(stdout);
    }
    if (json) {
        std::printf("],\"families\":{");
        bool first = true;
        for (const auto& [family, t] : seconds) {
            std::printf("%s%s:{\"median_seconds\":%.6f,\"problems\":%zu}", first ? "" : ",", jsonString(family).c_str(),
                        median(t), t.size());
            first = false;
        }
        std::printf("},\"worst_seconds\":%.6f,\"failures\":%d}\n", worst, failures);
    } else {
        std::printf("\n");
        for (const auto& [family, t] : seconds)
            std::printf("%-6s %zu problems, median GMS %.3f s\n", family.c_str(), t.size(), median(t));
        std::vector<double> all;
        for (const auto& [family, t] : seconds) all.insert(all.end(), t.begin(), t.end());
        std::sort(all.begin(), all.end());
        auto quantile = [&](double q) {
            return all.empty() ? 0.0 : all[std::size_t(q * double(all.size() - 1) + 0.5)];
        };
        std::printf("GMS seconds: median %.3f, 90%% %.3f, slowest %.3f", quantile(0.5), quantile(0.9), worst);
        if (maxSeconds > 0) std::printf("; %d of %d within %.1f s", rows - over, rows, maxSeconds);
        std::printf(
            "\n(GMS seconds are wall-clock, in process; scripts/peer_bench.py compares with Popeye in one run)\n");
        if (failures) std::printf("%d problem(s) failed or disagreed with the set\n", failures);
    }
    // A row that cannot be read is bad input (2), as in every command; a wrong answer is a failure (1).
    return badRows ? ExitBadInput : failures ? ExitFailed : ExitOk;
}

} // namespace gms::cli

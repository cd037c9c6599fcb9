// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_text.h"

#include "notation.h"
#include "search_context.h"

#include <cstdio>

namespace gms {

namespace {

struct Writer {
    std::string out;
    Position pos;
    bool threats = true;

    static std::string spaces(int n) { return std::string(std::size_t(n), ' '); }
    static int attackIndent(int number) { return number == 1 ? 3 : 10 + 8 * (number - 2); }
    static int defenceIndent(int number) { return 6 + 8 * (number - 1); }

    /// Attacker node at move `number`; `suffix` is " !" / " ?" for first moves.
    void attack(const AttackNode& node, int number, const char* suffix, bool withTries) {
        out += spaces(attackIndent(number)) + std::to_string(number) + "." + toPopeye(pos, node.move, true);
        out += suffix;
        UndoInfo undo;
        pos.makeMove(node.move, undo);
        if (threats) {
            if (!node.threats.empty()) out += " threat:";
            else if (node.zugzwang) out += " zugzwang.";
        }
        out += "\n";
        for (const AttackNode& t : node.threats) {
            if (!threats) break;
            UndoInfo nullUndo;
            pos.makeNullMove(nullUndo);
            attack(t, number + 1, "", false);
            pos.unmakeNullMove(nullUndo);
        }
        for (const DefenceNode& d : node.defences) defence(d, number);
        if (withTries && !node.refutations.empty()) {
            out += "    but\n";
            for (const DefenceNode& r : node.refutations)
                out += spaces(defenceIndent(number)) + std::to_string(number) + "..." + toPopeye(pos, r.move, true) + " !\n";
        }
        pos.unmakeMove(node.move, undo);
    }

    void defence(const DefenceNode& d, int number) {
        out += spaces(defenceIndent(number)) + std::to_string(number) + "..." + toPopeye(pos, d.move, true) + "\n";
        UndoInfo undo;
        pos.makeMove(d.move, undo);
        for (const AttackNode& r : d.replies) attack(r, number + 1, "", false);
        pos.unmakeMove(d.move, undo);
    }
};

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

std::string formatSolutionText(const Position& root, const Solution& solution, const TextOptions& options) {
    Writer w{{}, root, options.threats};
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error + "\n";
    for (const AttackNode& key : solution.keys) {
        if (options.tree) {
            w.attack(key, 1, " !", false);
        } else {
            w.out += "   1." + toPopeye(w.pos, key.move, true) + " !\n";
        }
        w.out += "\n";
    }
    if (options.tries) {
        for (const AttackNode& t : solution.tries) {
            if (options.tree) {
                w.attack(t, 1, " ?", true);
            } else {
                AttackNode bare = t;
                bare.threats.clear();
                bare.defences.clear();
                bare.zugzwang = false;
                w.attack(bare, 1, " ?", true);
            }
            w.out += "\n";
        }
    }
    if (solution.keys.empty() && solution.complete) w.out += "   no solution in " + std::to_string(solution.moves) + "\n\n";
    if (!solution.complete) w.out += "   (solving stopped: the list above is incomplete)\n\n";
    if (options.statistics) w.out += formatStatisticsTable(solution);
    return w.out;
}

std::string formatStatisticsTable(const Solution& solution) {
    std::string s;
    char line[160];
    const bool withRep = solution.total.repetitions > 0;
    std::snprintf(line, sizeof line, "%5s %14s %14s %14s %10s%s\n", "PLY", "GEN", "EVL", "S", "T", withRep ? "        REP" : "");
    s += line;
    auto row = [&](const std::string& label, const IterationStats& r) {
        std::snprintf(line, sizeof line, "%5s %14llu %14llu %14.0f %10s", label.c_str(),
                      static_cast<unsigned long long>(r.gen), static_cast<unsigned long long>(r.evl), r.genPerSecond(),
                      fixed(r.seconds, 3).c_str());
        s += line;
        if (withRep) {
            std::snprintf(line, sizeof line, " %10llu", static_cast<unsigned long long>(r.repetitions));
            s += line;
        }
        s += "\n";
    };
    for (const auto& r : solution.iterations) row(std::to_string(r.ply), r);
    if (solution.treePhase.gen) row("tree", solution.treePhase);
    row("total", solution.total);
    return s;
}

std::string verdictText(const Solution& solution) {
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error;
    if (!solution.complete) return solution.error.empty() ? "stopped" : solution.error;
    if (solution.keys.empty()) return "no solution";
    std::string v;
    if (solution.sound()) return "sound";
    if (solution.cooked()) v = "cooked (" + std::to_string(solution.keys.size()) + " keys)";
    if (solution.hasShortSolution()) {
        if (!v.empty()) v += ", ";
        v += "short solution (#" + std::to_string(solution.shortest) + ")";
    }
    return v;
}

} // namespace gms

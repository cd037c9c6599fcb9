// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_text.h"

#include "goals/goal_dispatch.h"
#include "help_solution_text.h"
#include "notation.h"
#include "solution_walk.h"
#include "search_context.h"

#include <cstdio>

namespace gms {

namespace {

/// Writes Popeye's lines as the walk reaches each move.
class TextWriter : public SolutionVisitor {
public:
    TextWriter(const Solution& solution, const TextOptions& options)
        : options_(options), defenderMates_(solution.stipulation.kind != Stipulation::Kind::DirectMate),
          goal_(solution.stipulation.goal), targetSquare_(solution.stipulation.targetSquare),
          postKey_(solution.hasPostKey), ownNumbers_(solution.hasPostKey && solution.postKeyOwnNumbers),
          fromOtherSide_(solution.stipulation.numberedFromOtherSide), quodlibet_(solution.quodlibet),
          exactLength_(solution.stipulation.exact ? solution.stipulation.moves : 0),
          goalAtEndOnly_(solution.stipulation.kind == Stipulation::Kind::Self && solution.stipulation.earlyGoalGoesOn) {
    }

    std::string out;

    bool enter(const WalkStep& s) override {
        switch (s.role) {
            case WalkRole::Threat:
                if (!options_.threats || !options_.tree) return false;
                attackLine(s, "");
                return true;
            case WalkRole::Defence:
                if (!options_.tree) return false;
                defenceLine(s, "");
                return true;
            case WalkRole::SetDefence: defenceLine(s, ""); return true;
            case WalkRole::Refutation:
                if (postKey_) { // PostKeyPlay: Popeye says below the defence that it refutes
                    defenceLine(s, "");
                    // two columns left of the line below the defence, as a reply would stand
                    out += spaces(ownNumbers_ ? defenceIndent(s.number) - 2 : attackIndent(s.number + 1) - 2) +
                           "refutes.\n";
                    return true;
                }
                if (s.index == 0) out += "    but\n";
                defenceLine(s, " !");
                return true;
            case WalkRole::Key: attackLine(s, " !"); return options_.tree;
            case WalkRole::Try: attackLine(s, " ?"); return true;
            case WalkRole::ObligedMate:
            case WalkRole::Reply: attackLine(s, ""); return true;
        }
        return true;
    }

    void leave(const WalkStep& s) override {
        // A blank line closes each first move and the set play.
        if (s.depth == 0 && (s.role != WalkRole::SetDefence || s.index + 1 == s.count)) out += "\n";
    }

private:
    static std::string spaces(int n) { return std::string(std::size_t(n), ' '); }
    static int attackIndent(int number) { return number == 1 ? 3 : 10 + 8 * (number - 2); }
    static int defenceIndent(int number) { return 6 + 8 * (number - 1); }

    /// Popeye marks the goal only on the moves that reach it for the side that wants it: the
    /// attacker's in direct play, the defender's in s# and r# (and r#'s obliged attacker mates);
    /// any other mating move is printed as a check. In exact- play a goal other than mate counts
    /// at the last move (`number`) only ("1...Bb1*c2" in exact-semi-rx2, no " x"), and at an
    /// obliged move.
    std::string moveText(const Position& pos, Move m, bool mayReachGoal, int number, bool obliged = false) const {
        const bool goalCounts = exactLength_ == 0 || number == exactLength_ || obliged;
        if (mayReachGoal && goal_ != Stipulation::GoalType::Mate && goalCounts &&
            goalReachedBy(goal_, pos, m, targetSquare_))
            return goalMoveText(pos, m, goal_);
        if (mayReachGoal && goal_ == Stipulation::GoalType::Mate) return toPopeye(pos, m, true);
        return toPopeyeNoGoal(pos, m);
    }

    /// "3." or "2..." before a move: PostKeyPlay numbered as a play of its own (ownNumbers_)
    /// gives the defender's moves the play's numbers and the attacker's the replies'.
    std::string numbered(int number, bool attacker) const {
        if (fromOtherSide_) // "Black - 3a[#]d": each move a half move later ("1...e7-e8=S !", "2.e6-e5 !")
            return attacker ? spaces(defenceIndent(number)) + std::to_string(number) + "..."
                            : spaces(attackIndent(number + 1)) + std::to_string(number + 1) + ".";
        if (ownNumbers_ && attacker) return spaces(defenceIndent(number - 1)) + std::to_string(number - 1) + "...";
        if (ownNumbers_) return spaces(attackIndent(number)) + std::to_string(number) + ".";
        return attacker ? spaces(attackIndent(number)) + std::to_string(number) + "."
                        : spaces(defenceIndent(number)) + std::to_string(number) + "...";
    }

    void attackLine(const WalkStep& s, const char* suffix) {
        const AttackNode& node = *s.attack;
        out += numbered(s.number, true) +
               moveText(s.before, s.move, !defenderMates_ || node.obliged || quodlibet_, s.number, node.obliged) +
               suffix;
        if (node.obliged) out += " ?!?";
        if (options_.threats && options_.tree) {
            // Popeye 4.104 lists the threats of self play with a nested forced end without
            // the word ("1.Rg1*g2 !" above "2.Re2-e1", "2...Kc2*d2 x").
            if (!node.threats.empty() && !goalAtEndOnly_)
                out += " threat:";
            else if (node.zugzwang)
                out += " zugzwang.";
        }
        out += "\n";
    }

    void defenceLine(const WalkStep& s, const char* suffix) {
        // The forced end a branch of its own: the goal counts at the end of a line only.
        const bool endsLine = s.role != WalkRole::Refutation && (!s.defence || s.defence->replies.empty());
        const bool mayReachGoal = defenderMates_ && (!goalAtEndOnly_ || endsLine);
        out += numbered(s.number, false) + moveText(s.before, s.move, mayReachGoal, s.number) + suffix + "\n";
    }

    const TextOptions& options_;
    bool defenderMates_;
    Stipulation::GoalType goal_;
    int targetSquare_; ///< Zxy's square
    bool postKey_;
    bool ownNumbers_;    ///< SolvingHints::postKeyOwnNumbers
    bool fromOtherSide_; ///< Numbered from the side that does not start (Stipulation::numberedFromOtherSide).
    bool quodlibet_;     ///< The attacker's own goal moves are marked too (Popeye's Quodlibet).
    int exactLength_;    ///< exact-: the move number the goal counts at; 0: any.
    bool goalAtEndOnly_; ///< Self play whose forced end is a branch of its own ("3a[1d[x]a]d").
};

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

} // namespace

std::string formatSolutionText(const Position& root, const Solution& solution, const TextOptions& options) {
    if (solution.stipulation.isHelp()) return formatHelpSolutionText(root, solution, options);
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error + "\n";
    TextWriter w(solution, options);
    WalkParts parts;
    parts.setPlay = options.tree;
    parts.tries = options.tries;
    parts.postKey = true;
    if (solution.hasPostKey && root.inCheck()) {
        w.out += " +\n"; // PostKeyPlay: the key's own line is not printed, its check is
    } else if (solution.hasPostKey && options.tree && options.threats) {
        // ... or its threat or zugzwang.
        if (!solution.postKey.threats.empty())
            w.out += " threat:\n";
        else if (solution.postKey.zugzwang)
            w.out += " zugzwang.\n";
    }
    walkSolution(root, solution, w, parts);
    if (solution.hasPostKey)
        w.out += "\n";
    else if (solution.keys.empty() && solution.complete && solution.andFailedPart == 0) // '&': the verdict says why
        w.out += "   no solution in " + std::to_string(solution.moves) + "\n\n";
    if (!solution.complete) w.out += "   (solving stopped: the list above is incomplete)\n\n";
    if (options.statistics) w.out += formatStatisticsTable(solution);
    return w.out;
}

std::string formatStatisticsTable(const Solution& solution) {
    std::string s;
    char line[160];
    const bool withRep = solution.total.repetitions > 0;
    const bool withTable = solution.total.tableProbes > 0;
    const bool withCuts = solution.total.boundTests > 0; // intelligent help play
    std::snprintf(line, sizeof line, "%5s %14s %14s %14s %10s%s%s%s\n", "PLY", "GEN", "EVL", "S", "T",
                  withRep ? "        REP" : "", withTable ? "   HIT%" : "", withCuts ? "            CUT" : "");
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
        if (withTable) {
            std::snprintf(line, sizeof line, " %6.1f", r.hitRate());
            s += line;
        }
        if (withCuts) { // nodes cut because the goal is out of reach in the moves left
            std::snprintf(line, sizeof line, " %14llu", static_cast<unsigned long long>(r.boundCuts));
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
    if (!solution.duplexIllegal.empty()) return "not solved (" + solution.duplexIllegal + ")";
    if (solution.andFailedPart > 0) // Popeye prints nothing then
        return "nothing shown: part " + std::to_string(solution.andFailedPart) +
               " of the '&' has no solution, and every part must have one";
    if (solution.stipulation.isHelp()) return helpVerdictText(solution);
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error;
    if (!solution.complete) return solution.error.empty() ? "stopped" : solution.error;
    if (solution.hasPostKey) {
        const std::size_t r = solution.postKey.refutations.size();
        return std::string("play after the key: ") + (solution.postKey.zugzwang ? "zugzwang, " : "") +
               std::to_string(solution.postKey.defences.size()) + " defences answered, " + std::to_string(r) +
               (r == 1 ? " refutes" : " refute");
    }
    if (solution.keys.empty()) return "no solution";
    std::string v;
    if (solution.sound()) return "sound";
    if (solution.cooked()) v = "cooked (" + std::to_string(solution.keys.size()) + " keys)";
    if (solution.hasShortSolution()) {
        if (!v.empty()) v += ", ";
        v += "short solution (" + solution.stipulation.goalSymbol() + std::to_string(solution.shortest) + ")";
    }
    return v;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "help_solution_json.h"

#include "help_solution_text.h"
#include "notation.h"
#include "solution_json.h"

#include <cstdio>

namespace gms {

namespace {

std::string lineJson(const Position& root, const Solution& sol, const HelpLine& line, bool setPlay) {
    std::string s = "{\"line\":[";
    for (std::size_t i = 0; i < line.moves.size(); ++i) s += (i ? "," : "") + jsonQuote(toUci(line.moves[i]));
    s += "],\"text\":" + jsonQuote(helpLineText(root, sol.stipulation, line, setPlay));
    if (line.isShort) s += ",\"short\":true";
    if (line.introLength > 0) s += ",\"intro\":" + std::to_string(line.introLength); // m->: the intro's moves
    if (line.obliged) s += ",\"obliged\":true"; // m->: a goal move the play's side had to make
    return s + "}";
}

std::string linesJson(const Position& root, const Solution& sol, const std::vector<HelpLine>& lines, bool setPlay) {
    std::string s = "[";
    for (std::size_t i = 0; i < lines.size(); ++i) s += (i ? "," : "") + lineJson(root, sol, lines[i], setPlay);
    return s + "]";
}

} // namespace

std::string helpSolutionToJson(const Position& root, const Solution& sol) {
    std::string s = "{\"fen\":" + jsonQuote(sol.fen) + ",\"stipulation\":" + jsonQuote(sol.stipulation.toString()) +
                    ",\"complete\":" + (sol.complete ? "true" : "false");
    if (!sol.error.empty()) s += ",\"error\":" + jsonQuote(sol.error);
    s += ",\"solutions\":" + linesJson(root, sol, sol.lines, false);
    if (!sol.obligedMates.empty()) { // hr: the attacker's goal moves in the diagram, which it must make
        s += ",\"obliged_mates\":[";
        for (std::size_t i = 0; i < sol.obligedMates.size(); ++i)
            s += std::string(i ? "," : "") + "{\"uci\":" + jsonQuote(toUci(sol.obligedMates[i].move)) +
                 ",\"popeye\":" + jsonQuote(goalMoveText(root, sol.obligedMates[i].move, sol.stipulation.goal)) + "}";
        s += "]";
    }
    if (sol.hasSetPlay) s += ",\"set_play\":" + linesJson(root, sol, sol.setLines, true);
    s += ",\"max_solutions_reached\":" + std::string(sol.hitMaxSolutions ? "true" : "false");
    if (sol.stoppedOnShort) s += ",\"stopped_on_short_solutions\":true";
    s += ",\"help_method\":" + jsonQuote(helpMethodName(sol.helpMethod));
    s += ",\"iterations\":[";
    for (std::size_t i = 0; i < sol.iterations.size(); ++i) s += (i ? "," : "") + statisticsToJson(sol.iterations[i]);
    s += "]";
    if (sol.hasSetPlay) s += ",\"set_phase\":" + statisticsToJson(sol.treePhase);
    s += ",\"total\":" + statisticsToJson(sol.total) + "}";
    return s;
}

} // namespace gms

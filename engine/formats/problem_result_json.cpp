// SPDX-License-Identifier: GPL-3.0-or-later
#include "problem_result_json.h"

#include "fen.h"
#include "search_context.h"
#include "solution_json.h"

namespace gms {
namespace {

/// One solution as a JSON object (without the file's index and title).
std::string solutionObject(const Solution& sol, bool withTree) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(sol.fen, pos, message, AnySideKingless)) return "{\"fen\":" + jsonQuote(sol.fen) + "}";
    std::string obj = solutionToJson(pos, sol, withTree);
    if (sol.andFailedPart > 0) { // Popeye's '&': no part shows its lines, this one says why
        obj.pop_back();
        obj += ",\"and_failed_part\":" + std::to_string(sol.andFailedPart) + "}";
    }
    return obj;
}

/// A solution with its Duplex half (the next one, if it is that) as its "duplex" member.
std::string withDuplexHalf(const std::vector<Solution>& solutions, std::size_t i, bool withTree) {
    std::string obj = solutionObject(solutions[i], withTree);
    if (i + 1 >= solutions.size() || !solutions[i + 1].duplexHalf) return obj;
    const Solution& half = solutions[i + 1];
    const std::string other = half.duplexIllegal.empty() ? solutionObject(half, withTree)
                                                         : "{\"fen\":" + jsonQuote(half.fen) +
                                                               ",\"illegal\":" + jsonQuote(half.duplexIllegal) + "}";
    obj.pop_back();
    return obj + ",\"duplex\":" + other + "}";
}

/// `obj` with the file's index and title put first (lines of a file only).
std::string labelled(const ProblemLabel& label, const std::string& obj) {
    if (!label.inFile) return obj;
    return "{\"index\":" + std::to_string(label.index) + ",\"title\":" + jsonQuote(label.title) + "," + obj.substr(1);
}

} // namespace

std::string problemErrorJson(const ProblemLabel& label, int line, const std::string& message) {
    return labelled(label,
                    "{\"error\":{\"line\":" + std::to_string(line) + ",\"message\":" + jsonQuote(message) + "}}");
}

std::string problemSolutionsJson(const ProblemLabel& label, const Problem& problem,
                                 const std::vector<Solution>& solutions, bool withTree) {
    const bool twins = !solutions.front().twinLabel.empty();
    if (!twins) return labelled(label, withDuplexHalf(solutions, 0, withTree));
    // Popeye's '&': the parts, each with its own side to move, in the twins' form.
    const std::string list = problem.andParts.empty() ? "twins" : "parts";
    std::string obj = "{\"fen\":" + jsonQuote(problem.fen) +
                      ",\"stipulation\":" + jsonQuote(problem.stipulation.toString()) + ",\"" + list + "\":[";
    bool first = true;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& sol = solutions[i];
        if (sol.duplexHalf) continue; // inside its twin's object
        obj += (first ? "" : ",") + std::string("{\"label\":") + jsonQuote(sol.twinLabel) +
               ",\"heading\":" + jsonQuote(sol.twinDescription) + "," +
               withDuplexHalf(solutions, i, withTree).substr(1);
        first = false;
    }
    obj += "]}";
    return labelled(label, obj);
}

std::string solveFailure(const std::vector<Solution>& solutions) {
    for (const Solution& sol : solutions)
        if (!sol.error.empty() && !sol.complete && !isStoppedError(sol.error)) return sol.error;
    return {};
}

} // namespace gms

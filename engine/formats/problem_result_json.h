// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem_result_json.h  The JSON line `gms-cli solve --json` prints for one problem (gms-mpi prints the same).
#pragma once

#include "problem.h"
#include "solution.h"

#include <string>
#include <vector>

namespace gms {

/// Where a problem came from: its 1-based index and title in a file (inFile), or a lone --fen.
struct ProblemLabel {
    bool inFile = false; ///< Lines of a file start with "index" and "title"; a --fen solve has neither.
    int index = 0;
    std::string title;
};

/// The error line of a problem that could not be read or solved: {"index","title","error":{"line","message"}}.
std::string problemErrorJson(const ProblemLabel& label, int line, const std::string& message);
/// The line of a solved problem: one solution object, or {"fen","stipulation","twins":[...]} for twins.
std::string problemSolutionsJson(const ProblemLabel& label, const Problem& problem,
                                 const std::vector<Solution>& solutions, bool withTree);
/// Why the solve failed (a solution with an error that is not a stop), or "" when it did not.
std::string solveFailure(const std::vector<Solution>& solutions);

} // namespace gms

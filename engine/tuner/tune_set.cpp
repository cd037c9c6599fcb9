// SPDX-License-Identifier: GPL-3.0-or-later
#include "tune_set.h"

#include "fen.h"
#include "solver.h"

#include <algorithm>
#include <sstream>

namespace gms {

namespace {

bool setFromCollection(const ProblemCollection& coll, const std::string& name, std::vector<SetProblem>& out,
                       std::string& error) {
    out.clear();
    if (!coll.skipped.empty()) {
        error = describeSkipped(name, coll.skipped.front());
        return false;
    }
    for (const auto& e : coll.entries) {
        const Problem& pr = e.problem;
        std::string where = name + ":" + std::to_string(e.line) + ": problem " + std::to_string(e.index);
        if (pr.stipulation.kind != Stipulation::Kind::DirectMate || !pr.stipulation.isMate() || pr.stipulation.exact) {
            error = where + ": stipulation " + pr.stipulation.toString() + ": only direct mates (#N) can be tuned on";
            return false;
        }
        SetProblem sp;
        std::string message;
        if (!loadProblemPosition(pr.fen, sp.problem.position, message)) {
            error = where + ": " + message;
            return false;
        }
        sp.problem.moves = pr.stipulation.moves;
        sp.problem.name = pr.meta.title.empty() ? name + " #" + std::to_string(e.index) : pr.meta.title;
        if (pr.meta.remarks.rfind("keys ", 0) == 0) {
            std::istringstream in(pr.meta.remarks.substr(5));
            std::vector<std::string> keys;
            for (std::string k; in >> k;) keys.push_back(k);
            std::sort(keys.begin(), keys.end());
            for (const auto& k : keys) sp.recordedKeys += (sp.recordedKeys.empty() ? "" : " ") + k;
        }
        out.push_back(std::move(sp));
    }
    if (out.empty()) {
        error = name + ": no problem in the file";
        return false;
    }
    return true;
}

} // namespace

bool parseTuneSet(std::string_view text, ProblemFormat format, const std::string& name, std::vector<SetProblem>& out,
                  std::string& error) {
    return setFromCollection(parseProblems(text, format), name, out, error);
}

bool readTuneSet(const std::string& path, std::vector<SetProblem>& out, std::string& error) {
    ProblemCollection coll;
    return readProblemFile(path, coll, error) && setFromCollection(coll, path, out, error);
}

} // namespace gms

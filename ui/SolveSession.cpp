// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolveSession.h"

#include "fen.h"

#include <algorithm>

namespace gms::ui {

namespace {
/// Position identity for the results: the FEN without the move counters.
std::string positionKey(const std::string& fen) {
    std::string key;
    int fields = 0;
    for (char c : fen) {
        if (c == ' ' && ++fields == 4) break;
        key += c;
    }
    return key;
}
} // namespace

bool SolveSession::setProblem(const Problem& problem, std::string& error) {
    problem_ = problem;
    twins_.clear();
    error.clear();
    if (problem.twins.empty() && !problem.zeroPosition && problem.andParts.empty()) {
        twinIndex_ = 0;
        return true;
    }
    if (!expandTwins(problem, twins_, error)) {
        twins_.clear();
        twinIndex_ = 0;
        return false;
    }
    if (problem.zeroPosition) {
        // Popeye does not solve a zero position, but it is what is edited: listed first.
        TwinInstance zero;
        zero.fen = problem.fen;
        zero.stipulation = problem.stipulation;
        twins_.insert(twins_.begin(), zero);
    }
    twinIndex_ = std::clamp(twinIndex_, 0, int(twins_.size()) - 1);
    return true;
}

void SolveSession::setTwinIndex(int index) {
    twinIndex_ = twins_.empty() ? 0 : std::clamp(index, 0, int(twins_.size()) - 1);
}

bool SolveSession::viewingTwin() const {
    return !twins_.empty() && positionKey(twins_[std::size_t(twinIndex_)].fen) != positionKey(problem_.fen);
}

std::string SolveSession::rootFen() const {
    return twins_.empty() ? problem_.fen : twins_[std::size_t(twinIndex_)].fen;
}

Stipulation SolveSession::stipulation() const {
    return twins_.empty() ? problem_.stipulation : twins_[std::size_t(twinIndex_)].stipulation;
}

int SolveSession::solvableTwinCount() const {
    if (twins_.empty()) return 1;
    return int(twins_.size()) - (problem_.zeroPosition ? 1 : 0);
}

Problem SolveSession::request(bool allTwins) const {
    if (allTwins || twins_.empty()) return problem_;
    Problem one = problem_;
    one.fen = rootFen();
    one.stipulation = stipulation();
    one.twins.clear();
    one.andParts.clear(); // a part of '&' alone
    one.zeroPosition = false;
    return one;
}

SolverOptions SolveSession::options(const SolverOptions& base) const {
    // The app's tries setting asks for refutations; the problem's Defence says how many.
    SolverOptions o = base;
    if (o.maxRefutations > 0) o.maxRefutations = std::max(1, problem_.hints.defence);
    if (!stipulation().isBattle()) o.maxRefutations = 0;
    return Solver::withProblemHints(o, problem_.hints, false);
}

std::vector<Solution> SolveSession::finish(std::vector<Solution> solutions, bool allTwins) {
    if (!allTwins && !twins_.empty() && solutions.size() == 1) {
        const TwinInstance& twin = twins_[std::size_t(twinIndex_)];
        solutions.front().twinLabel = twin.label;
        solutions.front().twinDescription = twin.heading();
    }
    for (const Solution& s : solutions)
        if (s.complete && s.error.empty()) record(s);
    return solutions;
}

void SolveSession::record(const Solution& solution) {
    const std::string key = positionKey(solution.fen);
    std::erase_if(results_, [&](const Solution& s) {
        return positionKey(s.fen) == key && s.stipulation == solution.stipulation;
    });
    results_.push_back(solution);
    if (results_.size() > MaxResults) results_.erase(results_.begin());
}

const Solution* SolveSession::find(const std::string& fen, const Stipulation& stip) const {
    const std::string key = positionKey(fen);
    for (auto it = results_.rbegin(); it != results_.rend(); ++it)
        if (positionKey(it->fen) == key && it->stipulation == stip) return &*it;
    return nullptr;
}

const Solution* SolveSession::resultOf(const std::vector<Solution>& labelled, const std::string& fen,
                                       const Stipulation& stip) {
    const Solution* found = nullptr;
    for (const Solution& sol : labelled)
        if (sol.fen == fen && sol.stipulation == stip) found = &sol;
    return found;
}

void SolveSession::chooseTwin(const std::string& label) {
    for (std::size_t i = 0; i < twins_.size(); ++i)
        if (twins_[i].label == label) setTwinIndex(int(i));
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "CollectionRun.h"

#include "problem_result_json.h"
#include "search_context.h"
#include "solution_text.h"

#include <map>

namespace gms::ui {

std::string shortVerdict(const Solution& solution) { return verdictText(solution); }

void CollectionRun::reset(int count) {
    count_ = count > 0 ? count : 0;
    running_ = false;
    results_.assign(std::size_t(count_), std::nullopt);
    sessions_.clear();
    sessions_.resize(std::size_t(count_));
}

SolveSession& CollectionRun::session(int index) {
    const std::size_t i = std::size_t(index > 0 ? index : 0);
    if (sessions_.size() <= i) sessions_.resize(i + 1);
    return sessions_[i];
}

std::vector<CollectionJob> CollectionRun::start(const std::vector<Problem>& problems, const SolverOptions& base) {
    count_ = int(problems.size());
    results_.assign(problems.size(), std::nullopt);
    if (sessions_.size() < problems.size()) sessions_.resize(problems.size());
    std::vector<CollectionJob> jobs;
    for (int i = 0; i < count_; ++i) {
        SolveSession& s = sessions_[std::size_t(i)];
        std::string twinError; // the twins' error is the solve's to report, as in the CLI
        s.setProblem(problems[std::size_t(i)], twinError);
        CollectionJob job{i, problems[std::size_t(i)], s.options(base)};
        job.options.maxSeconds = 0;
        jobs.push_back(std::move(job));
    }
    running_ = !jobs.empty();
    return jobs;
}

void CollectionRun::record(int index, const std::vector<Solution>& solutions) {
    if (index < 0 || index >= count_) return;
    results_[std::size_t(index)] = solutions;
    session(index).finish(solutions, true);
}

bool CollectionRun::stopsTheRun(const std::vector<Solution>& solutions) {
    if (solutions.empty()) return true;
    for (const Solution& sol : solutions)
        if (!sol.complete && isStoppedError(sol.error)) return true;
    return false;
}

const std::vector<Solution>* CollectionRun::results(int index) const {
    if (index < 0 || index >= int(results_.size()) || !results_[std::size_t(index)]) return nullptr;
    return &*results_[std::size_t(index)];
}

int CollectionRun::solvedCount() const {
    int n = 0;
    for (const auto& r : results_) n += r ? 1 : 0;
    return n;
}

std::string CollectionRun::verdict(int index) const {
    const std::vector<Solution>* r = results(index);
    if (!r || r->empty()) return {};
    if (r->size() == 1 && r->front().twinLabel.empty()) return shortVerdict(r->front());
    std::string v;
    for (const Solution& s : *r) {
        if (!v.empty()) v += "; ";
        if (!s.twinLabel.empty()) v += s.twinLabel + ") ";
        v += shortVerdict(s);
    }
    return v;
}

bool CollectionRun::isBad(int index) const {
    const std::vector<Solution>* r = results(index);
    if (!r) return false;
    for (const Solution& s : *r) {
        if (!s.complete || !s.error.empty()) return true;
        if (s.stipulation.isHelp() ? s.lines.empty() : !s.sound()) return true;
    }
    return false;
}

std::string CollectionRun::summary() const {
    std::map<std::string, int> counts;
    for (int i = 0; i < count_; ++i) {
        const std::vector<Solution>* r = results(i);
        if (!r) continue;
        for (const Solution& s : *r) {
            std::string v = shortVerdict(s);
            if (v.rfind("error: ", 0) == 0) v = "error";
            ++counts[v];
        }
    }
    std::string out;
    // "2 × sound; 1 × cooked (2 keys)": the counts stay apart from the numbers in the verdicts.
    for (const auto& [v, n] : counts) out += (out.empty() ? "" : "; ") + std::to_string(n) + " \u00d7 " + v;
    return out;
}

std::string CollectionRun::json(const std::vector<Problem>& problems, const std::vector<int>& numbers) const {
    std::string out;
    for (int i = 0; i < count_ && i < int(problems.size()); ++i) {
        const std::vector<Solution>* r = results(i);
        if (!r || r->empty()) continue;
        const ProblemLabel label{true, i < int(numbers.size()) ? numbers[std::size_t(i)] : i + 1,
                                 problems[std::size_t(i)].meta.title};
        if (const std::string failure = solveFailure(*r); !failure.empty())
            out += problemErrorJson(label, 0, failure) + "\n";
        else
            out += problemSolutionsJson(label, problems[std::size_t(i)], *r, true) + "\n";
    }
    return out;
}

} // namespace gms::ui

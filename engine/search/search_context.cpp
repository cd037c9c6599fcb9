// SPDX-License-Identifier: GPL-3.0-or-later
#include "search_context.h"

#include "repetition_chains.h"

#include <chrono>

namespace gms {

namespace {
double nowSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}
} // namespace

SearchContext::SearchContext(const SolverOptions& options, const SolveHooks& hooks)
    : options_(options), hooks_(hooks), weights_(options.weights ? options.weights : &OrderingWeights::defaults()),
      defenderWeights_(*weights_) {
    defenderWeights_.hanging = 0;
    nonTrivialBudget = options.nonTrivialMax;
    restart();
}

void SearchContext::restart() {
    counters = {};
    progress = {};
    cancelled_ = false;
    abandoned_ = false;
    abandonLink_ = nullptr;
    stopReason_ = StopReason::None;
    nextPoll_ = 0;
    startSeconds_ = nowSeconds();
    tables.reset();
    line.clear();
    repetitionActive = false;
}

double SearchContext::elapsed() const { return nowSeconds() - startSeconds_; }

void SearchContext::joinSolve(const SearchContext& solve, std::atomic<std::uint64_t>* nodes) {
    startSeconds_ = solve.startSeconds_;
    solveNodes_ = nodes;
    nodesAdded_ = counters.gen;
}

bool SearchContext::pollSlow() {
    nextPoll_ = counters.gen + PollInterval;
    checkStop();
    if (abandonLink_ && !abandoned_) abandoned_ = abandonLink_->raised();
    if (hooks_.progress) {
        progress.gen = counters.gen;
        progress.evl = counters.evl;
        progress.seconds = elapsed();
        hooks_.progress(progress);
    }
    return cancelled_ || abandoned_;
}

bool SearchContext::pollNow() {
    checkStop();
    return cancelled_;
}

std::uint64_t SearchContext::solveMoves() {
    if (!solveNodes_) return counters.gen;
    const std::uint64_t fresh = counters.gen - nodesAdded_;
    nodesAdded_ = counters.gen;
    return solveNodes_->fetch_add(fresh, std::memory_order_relaxed) + fresh;
}

void SearchContext::checkStop() {
    if (cancelled_) return;
    StopReason reason = StopReason::None;
    if (hooks_.cancel && hooks_.cancel->load(std::memory_order_relaxed))
        reason = StopReason::Cancelled;
    else if (options_.maxNodes && solveMoves() >= options_.maxNodes)
        reason = StopReason::NodeLimit;
    else if (options_.maxSeconds > 0 && elapsed() >= options_.maxSeconds)
        reason = StopReason::TimeLimit;
    if (reason == StopReason::None) return;
    cancelled_ = true;
    stopReason_ = reason;
}

std::string stopReasonText(StopReason reason) {
    switch (reason) {
        case StopReason::None: return {};
        case StopReason::Cancelled: return "stopped";
        case StopReason::TimeLimit: return "stopped: time limit";
        case StopReason::NodeLimit: return "stopped: node limit";
    }
    return "stopped";
}

bool isStoppedError(const std::string& error) { return error.rfind("stopped", 0) == 0; }

void SearchContext::pushLine(const Position& after, Move m, const UndoInfo& undo) {
    // Reversible: no capture, no pawn move, no castling, no castling right lost.
    Piece mover = after.pieceOn(m.to());
    bool reversible =
        !undo.captured && !m.isCastling() && typeOf(mover) != Pawn && undo.castling == after.castlingRights();
    line.push_back(reversible ? RepMove::reversible(m.from(), m.to(), mover) : RepMove::irreversible(false));
}

bool SearchContext::repeatsOnPath() const {
    return findRepetitionChains(line.data(), int(line.size()) - 1, ChainMode::Extended, RepetitionQuery::Latest) !=
           NoRepetition;
}

} // namespace gms

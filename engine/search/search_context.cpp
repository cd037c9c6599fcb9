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
    restart();
}

void SearchContext::restart() {
    counters = {};
    progress = {};
    cancelled_ = false;
    nextPoll_ = 0;
    startSeconds_ = nowSeconds();
    tables.reset();
    line.clear();
    repetitionActive = false;
}

double SearchContext::elapsed() const { return nowSeconds() - startSeconds_; }

bool SearchContext::pollSlow() {
    nextPoll_ = counters.gen + PollInterval;
    if (hooks_.cancel && hooks_.cancel->load(std::memory_order_relaxed)) cancelled_ = true;
    if (hooks_.progress) {
        progress.gen = counters.gen;
        progress.evl = counters.evl;
        progress.seconds = elapsed();
        hooks_.progress(progress);
    }
    return cancelled_;
}

bool SearchContext::pollNow() {
    if (hooks_.cancel && hooks_.cancel->load(std::memory_order_relaxed)) cancelled_ = true;
    return cancelled_;
}

void SearchContext::pushLine(const Position& after, Move m, const UndoInfo& undo) {
    // Reversible: no capture, no pawn move, no castling, no castling right lost.
    Piece mover = after.pieceOn(m.to());
    bool reversible = !undo.captured && !m.isCastling() && typeOf(mover) != Pawn && undo.castling == after.castlingRights();
    line.push_back(reversible ? RepMove::reversible(m.from(), m.to(), mover) : RepMove::irreversible(false));
}

bool SearchContext::repeatsOnPath() const {
    return findRepetitionChains(line.data(), int(line.size()) - 1, ChainMode::Extended, RepetitionQuery::Latest) !=
           NoRepetition;
}

} // namespace gms

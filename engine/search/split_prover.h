// SPDX-License-Identifier: GPL-3.0-or-later
/// @file split_prover.h  The prover for a solve with several threads: the top of the tree is walked
/// here, node by node, and every node with moves left after its first is offered to idle threads
/// as a split point (young brothers wait) once some thread is idle; below `MinPlies` the
/// non-recursive kernel (prover.h) proves alone. Values are the kernel's, whatever thread
/// finds them.
#pragma once

#include "prover.h"
#include "worker_pool.h"

#include <vector>

namespace gms {

/// Aligned to a cache line, as the kernel: the workers' objects lie side by side.
template <class Goal>
class alignas(64) SplitProver {
public:
    /// Nodes with at least this many plies left are shared: below, a subtree is too small to
    /// be worth the hand-over (a split point copies the position and the move list).
    static constexpr int MinPlies = 5;

    /// `team` holds every worker's SplitProver by worker index (helpers search through their own).
    SplitProver(WorkerPool& pool, int worker, Prover<Goal>& prover, const std::vector<SplitProver*>& team)
        : pool_(pool), worker_(worker), prover_(prover), ctx_(pool.context(worker)), team_(team) {}

    /// prove() of the kernel, with idle threads helping (false when stopped: check the context).
    bool prove(Position& pos, int pliesLeft) { return node(pos, pliesLeft) == 1; }

private:
    int node(Position& pos, int pliesLeft);
    /// Offers moves [next, size) of the node to idle threads and searches them with their
    /// help; true when one of them decided the node (stored), false when none did or the
    /// search stopped (check the context).
    bool share(Position& pos, int pliesLeft, const MoveList& moves, int next, std::uint64_t key);
    /// A helper's share of a split point: move `index`, searched on a copy of the node.
    void helpMove(SplitPoint& sp, int index);
    int childValue(Position& pos, Move m, int pliesLeft) {
        return prover_.valueAfter(pos, m, pliesLeft, [this](Position& p, int plies) { return node(p, plies) == 1; });
    }
    static bool decides(bool isOr, int value) { return isOr ? value == 1 : value == 0; }

    WorkerPool& pool_;
    int worker_;
    Prover<Goal>& prover_;
    SearchContext& ctx_;
    const std::vector<SplitProver*>& team_;
};

template <class Goal>
int SplitProver<Goal>::node(Position& pos, int pliesLeft) {
    if (pliesLeft < MinPlies || pool_.size() == 1) return prover_.prove(pos, pliesLeft) ? 1 : 0;
    MoveList moves;
    std::uint64_t key = 0;
    if (int decided = prover_.expand(pos, pliesLeft, moves, key); decided >= 0) return decided;
    const bool isOr = Goal::kind(pliesLeft) == NodeKind::Or;
    // Alone while every thread is busy: a split point costs a copy of the node and a lock
    // per move, so it is made only once a thread is idle, after the first move (young
    // brothers wait) did not decide the node.
    int next = 0;
    for (; next < moves.size; ++next) {
        if (next > 0 && pool_.idleWorkers() > 0) break;
        moves.selectBest(next);
        const int value = childValue(pos, moves.moves[next], pliesLeft);
        if (ctx_.stopped()) return 0;
        if (decides(isOr, value)) {
            prover_.store(key, pliesLeft, isOr, moves.moves[next]);
            return isOr;
        }
    }
    if (next < moves.size && share(pos, pliesLeft, moves, next, key)) return isOr;
    if (ctx_.stopped()) return 0;
    // Every move searched, none decided: an Or node failed, an And node held.
    prover_.store(key, pliesLeft, !isOr, Move::none());
    return !isOr;
}

template <class Goal>
bool SplitProver<Goal>::share(Position& pos, int pliesLeft, const MoveList& moves, int next, std::uint64_t key) {
    const bool isOr = Goal::kind(pliesLeft) == NodeKind::Or;
    SplitPoint sp;
    sp.pos = pos;
    sp.line = ctx_.line;
    sp.repetitionActive = ctx_.repetitionActive;
    sp.moves = moves;
    sp.next = next;
    sp.pliesLeft = pliesLeft;
    const AbandonLink* outer = ctx_.abandonLink();
    sp.link = {&sp.cutOff, outer};
    sp.searchMove = [team = &team_](int worker, SplitPoint& point, int index) {
        (*team)[std::size_t(worker)]->helpMove(point, index);
    };
    pool_.publish(sp);
    ctx_.setAbandonLink(&sp.link); // a helper's decision stops this thread's move too
    for (int i; (i = pool_.takeMove(sp)) >= 0;) {
        const int value = childValue(pos, sp.moves.moves[i], pliesLeft);
        if (ctx_.stopped()) break;
        if (decides(isOr, value)) {
            sp.cut(i);
            break;
        }
    }
    pool_.close(worker_, sp);
    ctx_.setAbandonLink(outer);
    // A helper stopped inside a move leaves the node undecided: stop here too rather than
    // take the moves for searched (this thread may not have polled the stop yet).
    if (int why = sp.helperStopped.load(std::memory_order_acquire)) ctx_.markCancelled(StopReason(why));
    if (ctx_.stopped() || !sp.cutOff.load(std::memory_order_acquire)) return false;
    prover_.store(key, pliesLeft, isOr, sp.moves.moves[sp.cutIndex.load(std::memory_order_relaxed)]);
    return true;
}

template <class Goal>
void SplitProver<Goal>::helpMove(SplitPoint& sp, int index) {
    // The helper takes the owner's view of the node: its path, and its place in the chain.
    std::vector<RepMove> savedLine = std::move(ctx_.line);
    const bool savedRepetition = ctx_.repetitionActive;
    const AbandonLink* savedLink = ctx_.abandonLink();
    ctx_.line = sp.line;
    ctx_.repetitionActive = sp.repetitionActive;
    ctx_.setAbandonLink(&sp.link);
    Position local = sp.pos;
    const int value = childValue(local, sp.moves.moves[index], sp.pliesLeft);
    if (ctx_.cancelled())
        sp.helperStopped.store(int(ctx_.stopReason()), std::memory_order_release);
    else if (!ctx_.abandoned() && decides(Goal::kind(sp.pliesLeft) == NodeKind::Or, value))
        sp.cut(index);
    ctx_.line = std::move(savedLine);
    ctx_.repetitionActive = savedRepetition;
    ctx_.setAbandonLink(savedLink);
}

} // namespace gms

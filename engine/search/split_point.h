// SPDX-License-Identifier: GPL-3.0-or-later
/// @file split_point.h  A node whose remaining moves idle threads may search (young brothers wait):
/// its owner searched the first move, which did not decide it, and offers the rest through the
/// worker pool (worker_pool.h). A move that decides the node abandons the others.
#pragma once

#include "movegen.h"
#include "position.h"
#include "repetition.h"

#include <atomic>
#include <functional>
#include <vector>

namespace gms {

/// One link of the chain of split points a thread is searching under: when any flag of the
/// chain is up, the thread's result is no longer wanted and it unwinds (SearchContext::poll).
struct AbandonLink {
    const std::atomic<bool>* flag = nullptr;
    const AbandonLink* parent = nullptr;
    bool raised() const {
        for (const AbandonLink* l = this; l; l = l->parent)
            if (l->flag->load(std::memory_order_relaxed)) return true;
        return false;
    }
    /// `this` lies in the chain starting at `below` (a split point under this one, or this one).
    bool isAncestorOf(const AbandonLink* below) const {
        for (const AbandonLink* l = below; l; l = l->parent)
            if (l == this) return true;
        return false;
    }
};

/// A node offered for sharing. Lives on its owner's stack from publish to close (worker_pool.h).
struct SplitPoint {
    Position pos;              ///< The node itself.
    std::vector<RepMove> line; ///< The repetition path up to the node.
    bool repetitionActive = false;
    MoveList moves;                  ///< The node's moves with their weights; [0, next) are taken.
    int pliesLeft = 0;               ///< Plies left at the node.
    int next = 1;                    ///< Next move to hand out, the best of the rest (guarded by the pool's lock).
    bool open = false;               ///< Moves are still handed out (guarded by the pool's lock).
    std::atomic<int> working{0};     ///< Helpers inside one of the node's moves.
    std::atomic<bool> cutOff{false}; ///< A move decided the node: the others are abandoned.
    std::atomic<int> cutIndex{-1};   ///< The first move that decided it.
    /// A helper was stopped (cancel, limit) inside a move: the node's value is unknown, and the
    /// owner stops too, for the same reason (StopReason as int; 0: none).
    std::atomic<int> helperStopped{0};
    AbandonLink link; ///< {&cutOff, the owner's chain}.
    /// Searches move `index` on helper thread `worker` (and calls cut() when it decides the node).
    std::function<void(int worker, SplitPoint&, int index)> searchMove;

    /// Move `index` decided the node.
    void cut(int index) {
        int none = -1;
        cutIndex.compare_exchange_strong(none, index, std::memory_order_relaxed);
        cutOff.store(true, std::memory_order_release);
    }
};

} // namespace gms

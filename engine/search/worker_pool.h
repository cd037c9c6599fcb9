// SPDX-License-Identifier: GPL-3.0-or-later
/// @file worker_pool.h  Every core on one solve: independent items (root moves, keys, tries) shared out
/// through an atomic work queue; each thread has its own search context and position, all share the table.
#pragma once

#include "position.h"
#include "search_context.h"
#include "split_point.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace gms {

/// One solving thread's own state: a context (counters, move tables, repetition path) and a
/// copy of the position; the transposition table and the cancel flag are shared. Cache-line
/// aligned: its counters change at every move, so no other thread's data may share a line.
struct alignas(64) SearchWorker {
    SearchWorker(const SolverOptions& options, const SolveHooks& hooks, TranspositionTable* table, const Position& root)
        : context(options, hooks), pos(root) {
        context.table = table;
    }
    SearchContext context;
    Position pos;
};

/// The threads of a solve. Worker 0 runs on the calling thread and reports progress; the
/// others only poll the cancel flag. Results are written by item index, so the report is
/// the same for any thread count. Once the items run out, idle workers help the busy ones
/// inside their items through split points (split_point.h).
class WorkerPool {
public:
    /// `main` is the solve's own context (worker 0 uses it); `threads` >= 1.
    WorkerPool(SearchContext& main, const Position& root, int threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    int size() const { return int(extra_.size()) + 1; }
    /// Runs `fn(worker, context, pos, item)` for every item in [0, count) in queue order,
    /// spread over the threads (worker 0 is the calling thread); returns when all are done.
    /// `fn` must leave the position as it was given.
    void run(int count, const std::function<void(int, SearchContext&, Position&, int)>& fn);
    /// Worker `w`'s context and position (0: the solve's own context).
    SearchContext& context(int w) { return w == 0 ? main_ : extra_[std::size_t(w - 1)]->context; }
    Position& position(int w) { return w == 0 ? mainPos_ : extra_[std::size_t(w - 1)]->pos; }
    /// Workers looking for a split point to help (a node worth sharing only when > 0).
    int idleWorkers() const { return idle_.load(std::memory_order_relaxed); }
    /// Offers `sp`'s moves from sp.next on to idle workers (inside run()).
    void publish(SplitPoint& sp);
    /// The next move of `sp` for its owner to search; -1 when none is left or it was cut off.
    int takeMove(SplitPoint& sp);
    /// Stops handing out `sp`'s moves and returns once no helper is inside it; meanwhile
    /// worker `worker` helps split points below `sp`.
    void close(int worker, SplitPoint& sp);
    /// Adds the extra workers' counters into the main context (call once the work is done).
    void collectCounters();
    /// True when any worker saw the cancel flag (the main context is marked too).
    bool cancelled() const { return main_.cancelled(); }

private:
    /// Searches one move of an open split point at or below `within` (nullptr: any) on
    /// worker `worker` (an idle one: counted busy meanwhile); false when there was none to take.
    bool helpOnce(int worker, const AbandonLink* within);
    /// Takes the next move of `sp` under the lock (-1: none).
    int claim(SplitPoint& sp);

    SearchContext& main_;
    std::atomic<std::uint64_t> nodes_{0}; ///< Moves of every worker: the node limit is the solve's.
    std::atomic<int> idle_{0};
    std::mutex splitLock_;
    std::vector<SplitPoint*> open_; ///< Published split points, oldest (shallowest) first.
    Position mainPos_;
    std::vector<std::unique_ptr<SearchWorker>> extra_;
    std::vector<SearchCounters> collected_; ///< Extra workers' counters already added to main.
};

/// The thread count to use for `requested` (0: every core this process may run on).
int resolveThreadCount(int requested);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "worker_pool.h"

#include "goals/goal_parameter.h"

#ifdef __linux__
#include <sched.h>
#endif

#include <algorithm>
#include <chrono>

namespace gms {

int resolveThreadCount(int requested) {
    if (requested > 0) return requested;
#ifdef __linux__
    // The cores this process may run on: mpirun binds each rank to one core by default,
    // and Slurm gives a task its --cpus-per-task; more threads would only share them.
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof(allowed), &allowed) == 0) return std::max(1, CPU_COUNT(&allowed));
#endif
    return std::max(1, int(std::thread::hardware_concurrency()));
}

WorkerPool::WorkerPool(SearchContext& main, const Position& root, int threads) : main_(main), mainPos_(root) {
    SolveHooks quiet;
    quiet.cancel = main.hooks().cancel; // only worker 0 reports progress
    if (threads <= 1) return;
    nodes_ = main.counters.gen;
    main.joinSolve(main, &nodes_);
    for (int i = 1; i < threads; ++i) {
        extra_.push_back(std::make_unique<SearchWorker>(main.options(), quiet, main.table, root));
        extra_.back()->context.joinSolve(main, &nodes_);
        collected_.emplace_back();
    }
}

WorkerPool::~WorkerPool() {
    if (!extra_.empty()) main_.joinSolve(main_, nullptr);
}

namespace {
/// Counts a worker as idle (looking for split points to help) for its lifetime.
struct IdleScope {
    explicit IdleScope(std::atomic<int>& idle) : idle_(idle) { idle_.fetch_add(1, std::memory_order_relaxed); }
    ~IdleScope() { idle_.fetch_sub(1, std::memory_order_relaxed); }
    std::atomic<int>& idle_;
};

/// An idle worker first yields, then naps, so that oversubscribed runs (gms-mpi) keep the cores.
void idlePause(int& idleRounds) {
    if (++idleRounds < 4)
        std::this_thread::yield();
    else
        std::this_thread::sleep_for(std::chrono::microseconds(200));
}
} // namespace

void WorkerPool::run(int count, const std::function<void(int, SearchContext&, Position&, int)>& fn) {
    std::atomic<int> next{0};
    std::atomic<int> busy{0}; // workers inside an item
    std::atomic<bool> stop{false};
    auto loop = [&](int worker, SearchContext& ctx, Position& pos) {
        for (;;) {
            if (stop.load(std::memory_order_relaxed) || ctx.pollNow()) {
                stop.store(true, std::memory_order_relaxed);
                return;
            }
            busy.fetch_add(1, std::memory_order_acq_rel);
            int item = next.fetch_add(1, std::memory_order_relaxed);
            if (item >= count) {
                busy.fetch_sub(1, std::memory_order_acq_rel);
                break;
            }
            fn(worker, ctx, pos, item);
            busy.fetch_sub(1, std::memory_order_acq_rel);
        }
        // No items left: help the workers still inside one until they are all done.
        IdleScope waiting(idle_);
        for (int idle = 0; busy.load(std::memory_order_acquire) > 0;) {
            if (ctx.pollNow()) return;
            if (helpOnce(worker, nullptr))
                idle = 0;
            else
                idlePause(idle);
        }
    };
    std::vector<std::thread> threads;
    const GoalParameters goalParameters = GoalParameter::current(); // Zxy's square ..., on every thread
    if (count > 0)                                                  // even one item: the others help inside it
        for (std::size_t i = 0; i < extra_.size(); ++i) {
            SearchWorker* w = extra_[i].get();
            w->context.repetitionActive = main_.repetitionActive;
            w->context.line = main_.line;
            threads.emplace_back([&, w, index = int(i) + 1, goalParameters] {
                GoalParameter::Scope scope(goalParameters);
                loop(index, w->context, w->pos);
            });
        }
    loop(0, main_, mainPos_);
    for (auto& t : threads) t.join();
    for (auto& w : extra_)
        if (w->context.cancelled()) main_.markCancelled(w->context.stopReason());
}

void WorkerPool::publish(SplitPoint& sp) {
    std::lock_guard lock(splitLock_);
    sp.open = true;
    open_.push_back(&sp);
}

int WorkerPool::claim(SplitPoint& sp) {
    if (!sp.open || sp.next >= sp.moves.size || sp.cutOff.load(std::memory_order_relaxed)) return -1;
    sp.moves.selectBest(sp.next); // in the order one thread would take them
    return sp.next++;
}

int WorkerPool::takeMove(SplitPoint& sp) {
    std::lock_guard lock(splitLock_);
    return claim(sp);
}

bool WorkerPool::helpOnce(int worker, const AbandonLink* within) {
    SplitPoint* found = nullptr;
    int index = -1;
    {
        std::lock_guard lock(splitLock_);
        for (SplitPoint* sp : open_) {
            if (within && !within->isAncestorOf(&sp->link)) continue;
            if ((index = claim(*sp)) >= 0) {
                found = sp;
                found->working.fetch_add(1, std::memory_order_acq_rel);
                break;
            }
        }
    }
    if (!found) return false;
    idle_.fetch_sub(1, std::memory_order_relaxed); // busy while it searches the move
    found->searchMove(worker, *found, index);
    idle_.fetch_add(1, std::memory_order_relaxed);
    found->working.fetch_sub(1, std::memory_order_acq_rel);
    return true;
}

void WorkerPool::close(int worker, SplitPoint& sp) {
    if (!sp.open) return;
    {
        std::lock_guard lock(splitLock_);
        sp.open = false;
        open_.erase(std::find(open_.begin(), open_.end(), &sp));
    }
    IdleScope waiting(idle_); // free to help below sp: the threads there may share their nodes
    for (int idle = 0; sp.working.load(std::memory_order_acquire) > 0;) {
        if (helpOnce(worker, &sp.link))
            idle = 0;
        else
            idlePause(idle);
    }
}

void WorkerPool::collectCounters() {
    for (std::size_t i = 0; i < extra_.size(); ++i) {
        const SearchCounters& c = extra_[i]->context.counters;
        SearchCounters& seen = collected_[i];
        const SearchCounters fresh = c - seen;
        main_.counters += fresh;
        main_.nodesAdded_ += fresh.gen; // already in nodes_ through the worker
        seen = c;
    }
}

} // namespace gms

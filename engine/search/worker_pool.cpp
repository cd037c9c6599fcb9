// SPDX-License-Identifier: GPL-3.0-or-later
#include "worker_pool.h"

#include <algorithm>

namespace gms {

int resolveThreadCount(int requested) {
    if (requested > 0) return requested;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

WorkerPool::WorkerPool(SearchContext& main, const Position& root, int threads) : main_(main), mainPos_(root) {
    SolveHooks quiet;
    quiet.cancel = main.hooks().cancel; // only worker 0 reports progress
    for (int i = 1; i < threads; ++i) {
        extra_.push_back(std::make_unique<SearchWorker>(main.options(), quiet, main.table, root));
        collected_.emplace_back();
    }
}

void WorkerPool::run(int count, const std::function<void(int, SearchContext&, Position&, int)>& fn) {
    std::atomic<int> next{0};
    std::atomic<bool> stop{false};
    auto loop = [&](int worker, SearchContext& ctx, Position& pos) {
        for (;;) {
            if (stop.load(std::memory_order_relaxed) || ctx.pollNow()) {
                stop.store(true, std::memory_order_relaxed);
                return;
            }
            int item = next.fetch_add(1, std::memory_order_relaxed);
            if (item >= count) return;
            fn(worker, ctx, pos, item);
        }
    };
    std::vector<std::thread> threads;
    if (count > 1)
        for (std::size_t i = 0; i < extra_.size(); ++i) {
            SearchWorker* w = extra_[i].get();
            w->context.repetitionActive = main_.repetitionActive;
            w->context.line = main_.line;
            threads.emplace_back([&, w, index = int(i) + 1] { loop(index, w->context, w->pos); });
        }
    loop(0, main_, mainPos_);
    for (auto& t : threads) t.join();
    for (auto& w : extra_)
        if (w->context.cancelled()) main_.markCancelled(w->context.stopReason());
}

void WorkerPool::collectCounters() {
    for (std::size_t i = 0; i < extra_.size(); ++i) {
        const SearchCounters& c = extra_[i]->context.counters;
        SearchCounters& seen = collected_[i];
        main_.counters.gen += c.gen - seen.gen;
        main_.counters.evl += c.evl - seen.evl;
        main_.counters.repetitions += c.repetitions - seen.repetitions;
        main_.counters.tableProbes += c.tableProbes - seen.tableProbes;
        main_.counters.tableHits += c.tableHits - seen.tableHits;
        seen = c;
    }
}

} // namespace gms

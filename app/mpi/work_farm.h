// SPDX-License-Identifier: GPL-3.0-or-later
/// @file work_farm.h  A dynamic work queue over MPI ranks: rank 0 hands out items, workers ask for more.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gms::mpi {

/// Does one item; nullopt when stopped before it finished.
using SolveItem = std::function<std::optional<std::string>(int item)>;
/// Rank 0 receives an item's result (from `rank`); false to abandon the run (e.g. a write failed).
using RecordResult = std::function<bool(int rank, int item, const std::string& result)>;

/// What rank 0 hands out next: an item, nothing yet (results still out may make more), or nothing ever again.
struct NextItem {
    enum class State { Item, Wait, Finished };
    State state = State::Finished;
    int item = 0;
    static NextItem of(int item) { return {State::Item, item}; }
    static NextItem wait() { return {State::Wait, 0}; }
    static NextItem finished() { return {State::Finished, 0}; }
};
/// Asked (on rank 0's main thread only) whenever a rank is free; may depend on the results recorded so far.
using ItemSource = std::function<NextItem()>;

/// Rank 0: hands out `next`'s items one at a time to the other ranks and to a solving thread
/// of its own (its main thread only talks MPI, sleeping between polls), calls `record` on the
/// main thread as results arrive and `tick` between them. Returns true when the source is
/// finished, every item recorded and every worker dismissed; false when stopped or `record` failed.
bool coordinate(const ItemSource& next, const SolveItem& solve, const RecordResult& record,
                const std::function<void()>& tick, const std::atomic<bool>& stop);
/// The same over a fixed list of items, handed out in `order`.
bool coordinate(const std::vector<int>& order, const SolveItem& solve, const RecordResult& record,
                const std::function<void()>& tick, const std::atomic<bool>& stop);
/// Ranks > 0: asks rank 0 for items and sends back results until dismissed; false when stopped.
bool serve(const SolveItem& solve, const std::atomic<bool>& stop);

} // namespace gms::mpi

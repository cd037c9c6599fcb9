// SPDX-License-Identifier: GPL-3.0-or-later
#include "transposition_table.h"

#include <algorithm>
#include <mutex>

namespace gms {

void TranspositionTable::resize(std::size_t megabytes) {
    std::size_t wanted = (megabytes << 20) / sizeof(Bucket);
    std::size_t count = 0;
    if (wanted) {
        count = 1;
        while (count * 2 <= wanted) count *= 2;
    }
    if (count != bucketCount_) {
        buckets_.reset(count ? new Bucket[count] : nullptr); // zeroed: no entry of any epoch
        bucketCount_ = count;
    }
    clear();
}

std::shared_ptr<TranspositionTable> TranspositionTable::shared(std::size_t megabytes) {
    static std::mutex mutex;
    static std::shared_ptr<TranspositionTable> table;
    std::lock_guard<std::mutex> lock(mutex);
    if (!table) {
        table = std::make_shared<TranspositionTable>();
        table->resize(megabytes);
    }
    if (table->megabytes() != megabytes) return nullptr;
    return table;
}

void TranspositionTable::clear() {
    age_.store(0, std::memory_order_relaxed);
    if (epoch_.fetch_add(1, std::memory_order_relaxed) != 0xFF) return;
    epoch_.store(1, std::memory_order_relaxed);
    for (std::size_t i = 0; i < bucketCount_; ++i)
        for (Entry& e : buckets_[i].entries) {
            e.check.store(0, std::memory_order_relaxed);
            e.data.store(0, std::memory_order_relaxed);
        }
}

TranspositionTable::Probe TranspositionTable::probe(std::uint64_t key, int plies, BoundKind kind,
                                                     std::uint16_t& bestMove) const {
    bestMove = 0;
    if (!bucketCount_) return Probe::Unknown;
    const Bucket& b = bucketFor(key);
    for (const Entry& e : b.entries) {
        std::uint64_t data = read(e, key);
        if (!data) continue;
        std::uint8_t proven = provenAt(data), refuted = refutedAt(data);
        if (kind == BoundKind::Monotone) {
            if (proven != None && proven <= plies) return Probe::Proven;
            if (refuted != None && refuted >= plies) return Probe::Refuted;
        } else {
            if (proven == plies) return Probe::Proven;
            if (refuted == plies) return Probe::Refuted;
        }
        bestMove = moveOf(data);
        return Probe::Unknown;
    }
    return Probe::Unknown;
}

void TranspositionTable::store(std::uint64_t key, int plies, bool proven, BoundKind kind, std::uint16_t decidingMove) {
    if (!bucketCount_ || plies < 0 || plies >= None) return;
    const std::uint8_t p = std::uint8_t(plies);
    Bucket& b = bucketFor(key);
    Entry* victim = nullptr;
    int victimScore = 1 << 30;
    for (Entry& e : b.entries) {
        std::uint64_t data = read(e, key);
        if (data) { // update in place, keeping what is still true
            std::uint8_t pr = provenAt(data), rf = refutedAt(data);
            if (kind == BoundKind::Monotone) {
                if (proven) pr = pr == None ? p : std::min(pr, p);
                else rf = rf == None ? p : std::max(rf, p);
            } else {
                if (proven) pr = p;
                else rf = p;
            }
            std::uint64_t nd = pack(pr, rf, decidingMove ? decidingMove : moveOf(data));
            e.data.store(nd, std::memory_order_relaxed);
            e.check.store(key ^ nd, std::memory_order_relaxed);
            return;
        }
        // Deep entries cost the most to find again; old ones matter least.
        data = e.data.load(std::memory_order_relaxed);
        if (epochOf(data) != epoch_.load(std::memory_order_relaxed)) data = 0; // another problem's: free
        int depth = data == 0 ? -1000 : std::max(provenAt(data) == None ? 0 : provenAt(data), refutedAt(data) == None ? 0 : refutedAt(data));
        int score = depth - 8 * int(std::uint8_t(age_.load(std::memory_order_relaxed) - ageOf(data)));
        if (score < victimScore) {
            victimScore = score;
            victim = &e;
        }
    }
    std::uint64_t nd = pack(proven ? p : None, proven ? None : p, decidingMove);
    victim->data.store(nd, std::memory_order_relaxed);
    victim->check.store(key ^ nd, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    if (!bucketCount_) return 0;
    std::size_t n = std::min<std::size_t>(bucketCount_, 250), used = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (const Entry& e : buckets_[i].entries)
            used += epochOf(e.data.load(std::memory_order_relaxed)) == epoch_.load(std::memory_order_relaxed);
    return int(used * 1000 / (n * BucketSize));
}

} // namespace gms

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
        // Zero pages: every entry reads as empty (epoch 0 is never used). Page-aligned from
        // mmap; the slack keeps a calloc fallback's buckets 64-byte aligned too.
        buckets_ = nullptr;
        bucketCount_ = 0;
        memory_.reset(count ? count * sizeof(Bucket) + alignof(Bucket) : 0);
        if (count) {
            auto address = reinterpret_cast<std::uintptr_t>(memory_.data());
            address = (address + alignof(Bucket) - 1) & ~std::uintptr_t(alignof(Bucket) - 1);
            buckets_ = reinterpret_cast<Bucket*>(address);
        }
        bucketCount_ = count;
        prefaulted_ = false;
    }
    clear();
}

void TranspositionTable::prefault(const std::atomic<bool>* stop) {
    memory_.prefault(stop);
    if (stop && stop->load(std::memory_order_relaxed)) return;
    prefaulted_ = true; // the next solve (clear()) starts on the whole table: its pages cost nothing more
}

void TranspositionTable::countFreshStore() {
    // Counted in batches per thread: one shared counter update in 16 stores.
    thread_local unsigned batch = 0;
    if (++batch < 16) return;
    batch = 0;
    const std::size_t fresh = freshStores_.fetch_add(16, std::memory_order_relaxed) + 16;
    std::size_t active = activeBuckets_.load(std::memory_order_relaxed);
    while (active < bucketCount_ && fresh * 2 >= active * BucketSize &&
           !activeBuckets_.compare_exchange_weak(active, active * 2, std::memory_order_relaxed)) {}
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
    activeBuckets_.store(prefaulted_ ? bucketCount_ : std::min(bucketCount_, InitialBuckets),
                         std::memory_order_relaxed);
    freshStores_.store(0, std::memory_order_relaxed);
    if (epoch_.fetch_add(1, std::memory_order_relaxed) != 0xFF) return;
    epoch_.store(1, std::memory_order_relaxed);
    memory_.zero(); // entries of epoch 1 from 255 problems ago must not come back
    prefaulted_ = false;
    activeBuckets_.store(std::min(bucketCount_, InitialBuckets), std::memory_order_relaxed);
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
            const int below = int(refuted) - plies; // refuted != None here when below >= 1
            if (kind == BoundKind::SeriesExact && refuted != None && below >= 1 && below <= RefutedBelowBits &&
                (refutedBelowOf(data) >> (below - 1) & 1))
                return Probe::Refuted;
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
    bool victimFree = false;
    for (Entry& e : b.entries) {
        std::uint64_t data = read(e, key);
        if (data) { // update in place, keeping what is still true
            std::uint8_t pr = provenAt(data), rf = refutedAt(data);
            std::uint32_t below = refutedBelowOf(data);
            if (kind == BoundKind::Monotone) {
                if (proven)
                    pr = pr == None ? p : std::min(pr, p);
                else
                    rf = rf == None ? p : std::max(rf, p);
            } else if (proven) {
                pr = p;
            } else if (kind == BoundKind::Exact || rf == None) {
                rf = p;
                below = 0;
            } else if (p > rf) { // the old refutation moves into the mask, `shift` below the new one
                const int shift = p - rf;
                below = shift > RefutedBelowBits ? 0 : (below << shift | 1u << (shift - 1));
                rf = p;
            } else if (p < rf && rf - p <= RefutedBelowBits) {
                below |= 1u << (rf - p - 1);
            }
            std::uint64_t nd = pack(pr, rf, decidingMove ? decidingMove : moveOf(data), std::uint16_t(below));
            put(e.data, nd);
            put(e.check, key ^ nd);
            return;
        }
        // Deep entries cost the most to find again; old ones matter least.
        data = load(e.data);
        if (epochOf(data) != epoch_.load(std::memory_order_relaxed)) data = 0; // another problem's: free
        int depth = data == 0 ? -1000
                              : std::max(provenAt(data) == None ? 0 : provenAt(data),
                                         refutedAt(data) == None ? 0 : refutedAt(data));
        int score = depth - 8 * int(std::uint8_t(age_.load(std::memory_order_relaxed) - ageOf(data)));
        if (score < victimScore) {
            victimScore = score;
            victim = &e;
            victimFree = data == 0;
        }
    }
    std::uint64_t nd = pack(proven ? p : None, proven ? None : p, decidingMove);
    put(victim->data, nd);
    put(victim->check, key ^ nd);
    if (victimFree) countFreshStore();
}

int TranspositionTable::hashfull() const {
    if (!bucketCount_) return 0;
    std::size_t n = std::min<std::size_t>(bucketCount_, 250), used = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (const Entry& e : buckets_[i].entries)
            used += epochOf(load(e.data)) == epoch_.load(std::memory_order_relaxed);
    return int(used * 1000 / (n * BucketSize));
}

} // namespace gms

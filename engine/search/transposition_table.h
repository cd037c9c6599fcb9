// SPDX-License-Identifier: GPL-3.0-or-later
/// @file transposition_table.h  Proven, path-independent prover results shared by every thread of a solve.
#pragma once

#include "zeroed_pages.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace gms {

/// How a goal's results depend on the number of half moves left.
enum class BoundKind : std::uint8_t {
    Monotone, ///< Proven within p plies stays proven with more; refuted within p stays refuted with fewer (#, s#, r#).
    Exact,    ///< The value holds for exactly p plies only (help play: the mate must fall on the last move).
    /// Exact, and an entry keeps its refutations at up to 16 fewer plies as well: in series
    /// play one side moves, so a position recurs with many numbers of moves left.
    SeriesExact
};

/// A lock-free hash table of proven bounds keyed by the Zobrist key (which holds side to
/// move, castling rights and the e.p. file) salted with the goal. Each entry keeps the
/// plies at which the goal was proven and the plies at which it was refuted. Entries are
/// two 64-bit words written with the key XORed into the first, so a torn write between
/// threads reads as a miss, never as a wrong result. Buckets of four entries replace the
/// shallowest, oldest entry first. The memory is zero pages from the system (ZeroedPages):
/// allocating any size is O(1), and a solve pays only for the pages it touches. A solve
/// starts on the first megabyte and doubles the part it uses whenever half of it has been
/// filled, so that a small solve touches few pages (each first touch is a page fault); the
/// entries a doubling moves out of reach are only lost time, never a wrong result.
class TranspositionTable {
public:
    /// Result of a probe.
    enum class Probe : std::uint8_t { Unknown, Proven, Refuted };

    TranspositionTable() = default;
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    /// Reserves about `megabytes` MB (rounded down to a power of two buckets) as zero
    /// pages, O(1) at any size; 0 turns it off.
    void resize(std::size_t megabytes);
    /// Forgets every entry (between problems): O(1), by starting a new epoch; entries of
    /// other epochs read as empty. Every 255 epochs the pages are handed back as zero pages.
    void clear();
    /// Backs every page with memory now, so that the searches that follow pay no first-touch
    /// faults (bench and UCI do this outside their clocks; a plain solve does not). Stops
    /// early, the rest left lazy, once `stop` is raised.
    void prefault(const std::atomic<bool>* stop = nullptr);
    bool enabled() const { return bucketCount_ != 0; }
    /// What the entries were stored for (a digest of the stipulation and of the options that
    /// change what a position is worth; 0: nothing yet). A kept table (keepTable) is cleared
    /// when the next solve's differs: the goal salts alone do not tell every solve apart
    /// (a Zxy square, Threat N).
    std::uint64_t contentTag() const { return contentTag_; }
    void setContentTag(std::uint64_t tag) { contentTag_ = tag; }
    std::size_t megabytes() const { return bucketCount_ * sizeof(Bucket) >> 20; }
    /// The part of the table the current solve uses so far, in kilobytes.
    std::size_t activeKilobytes() const {
        return activeBuckets_.load(std::memory_order_relaxed) * sizeof(Bucket) >> 10;
    }
    /// Starts a new age: entries of older ages are replaced first.
    void newAge() { age_.fetch_add(1, std::memory_order_relaxed); }
    /// The table solves share when their options name none (so a run of many small solves
    /// allocates it once): made at the first request, reused while the size matches.
    static std::shared_ptr<TranspositionTable> shared(std::size_t megabytes);

    /// What is known of `key` (already salted with the goal) with `plies` half moves left;
    /// `bestMove` gets the move that last decided the node (0: none), worth trying first.
    Probe probe(std::uint64_t key, int plies, BoundKind kind, std::uint16_t& bestMove) const;
    /// Records that the goal is reached (`proven`) or not within `plies` half moves, and the
    /// move that decided it (0 when every move had to be searched).
    void store(std::uint64_t key, int plies, bool proven, BoundKind kind, std::uint16_t decidingMove);

    /// Per-mille of the first 1000 buckets' entries in use (for statistics).
    int hashfull() const;

private:
    std::uint64_t contentTag_ = 0;
    static constexpr int BucketSize = 4;
    static constexpr std::uint8_t None = 0xFF;
    /// data: byte 0 proven-at plies, byte 1 refuted-at plies (None: not known), byte 2 age,
    /// byte 3 epoch (never 0 in a used entry), bytes 4-5 the deciding move, bytes 6-7 (SeriesExact
    /// bounds) more refutations below the refuted-at plies: bit i set, refuted at refuted-at
    /// - 1 - i as well (a series position met again with fewer moves left keeps what an
    /// earlier length learnt).
    /// Plain words (so that zero pages are valid empty entries), read and written through
    /// std::atomic_ref with relaxed order: plain moves on x86-64.
    struct Entry {
        std::uint64_t check; ///< key ^ data
        std::uint64_t data;
    };
    static std::uint64_t load(const std::uint64_t& word) {
        return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word)).load(std::memory_order_relaxed);
    }
    static void put(std::uint64_t& word, std::uint64_t value) {
        std::atomic_ref<std::uint64_t>(word).store(value, std::memory_order_relaxed);
    }
    struct alignas(64) Bucket {
        Entry entries[BucketSize];
    };
    static std::uint8_t provenAt(std::uint64_t data) { return std::uint8_t(data); }
    static std::uint8_t refutedAt(std::uint64_t data) { return std::uint8_t(data >> 8); }
    static std::uint8_t ageOf(std::uint64_t data) { return std::uint8_t(data >> 16); }
    static std::uint8_t epochOf(std::uint64_t data) { return std::uint8_t(data >> 24); }
    static std::uint16_t moveOf(std::uint64_t data) { return std::uint16_t(data >> 32); }
    static constexpr int RefutedBelowBits = 16;
    static std::uint16_t refutedBelowOf(std::uint64_t data) { return std::uint16_t(data >> 48); }
    std::uint64_t pack(std::uint8_t proven, std::uint8_t refuted, std::uint16_t move,
                       std::uint16_t refutedBelow = 0) const {
        return std::uint64_t(proven) | std::uint64_t(refuted) << 8 |
               std::uint64_t(age_.load(std::memory_order_relaxed)) << 16 |
               std::uint64_t(epoch_.load(std::memory_order_relaxed)) << 24 | std::uint64_t(move) << 32 |
               std::uint64_t(refutedBelow) << 48;
    }
    /// The entry's data when it holds `key` in this epoch, else 0.
    std::uint64_t read(const Entry& e, std::uint64_t key) const {
        std::uint64_t data = load(e.data);
        if (epochOf(data) != epoch_.load(std::memory_order_relaxed) || (load(e.check) ^ data) != key) return 0;
        return data;
    }
    Bucket& bucketFor(std::uint64_t key) const {
        return buckets_[key & (activeBuckets_.load(std::memory_order_relaxed) - 1)];
    }
    /// Counts a store into a free entry; doubles the part in use when half of it is filled.
    void countFreshStore();
    /// The part a solve starts on: 1 MB.
    static constexpr std::size_t InitialBuckets = (std::size_t(1) << 20) / 64;

    ZeroedPages memory_;
    Bucket* buckets_ = nullptr; ///< In memory_, 64-byte aligned.
    std::size_t bucketCount_ = 0;
    std::atomic<std::size_t> activeBuckets_{0}; ///< The part in use (a power of two, at most bucketCount_).
    std::atomic<std::size_t> freshStores_{0};   ///< Stores into free entries since the last clear().
    bool prefaulted_ = false;                   ///< Every page is backed: use the whole table at once.
    std::atomic<std::uint8_t> age_{0};          ///< Atomic: solves on other threads may share the table.
    std::atomic<std::uint8_t> epoch_{1};
};

/// A salt per goal so that different goals never share entries.
constexpr std::uint64_t goalSalt(int goalId) { return 0x9E3779B97F4A7C15ull * std::uint64_t(goalId + 1); }
/// Salts a key with a value of the path that decides a node besides its position (NonTrivial's
/// allowance): splitmix64's finalizer, so that no two values give the same salt.
constexpr std::uint64_t pathSalt(int value) {
    std::uint64_t z = std::uint64_t(std::int64_t(value)) + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

} // namespace gms

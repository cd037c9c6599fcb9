// SPDX-License-Identifier: GPL-3.0-or-later
/// @file dead_position_table.h  Positions known to reach no goal in exactly k half moves (help play's transpositions).
#pragma once

#include <cstdint>
#include <vector>

namespace gms {

/// A direct-mapped table of (Zobrist key, half moves left) pairs whose whole subtree held no
/// solution. In help play the two sides' moves commute, so the same position is reached by
/// many move orders; a dead one is then walked once. An entry is the 64-bit key mixed with
/// the half moves left; a newer entry replaces an older one in its slot. A false "dead"
/// needs two different positions with equal 64-bit mixed keys.
class DeadPositionTable {
public:
    /// `log2Entries` slots of 8 bytes (20: 8 MiB).
    explicit DeadPositionTable(int log2Entries = 20)
        : slots_(std::size_t(1) << log2Entries, 0), mask_((std::uint64_t(1) << log2Entries) - 1) {}

    bool contains(std::uint64_t key, int pliesLeft) const {
        const std::uint64_t tag = mix(key, pliesLeft);
        return slots_[tag & mask_] == tag;
    }
    void insert(std::uint64_t key, int pliesLeft) {
        const std::uint64_t tag = mix(key, pliesLeft);
        slots_[tag & mask_] = tag;
    }

private:
    static std::uint64_t mix(std::uint64_t key, int pliesLeft) {
        // Odd multiplier: distinct depths of one position land in unrelated slots; never 0 (empty).
        std::uint64_t tag = key ^ (std::uint64_t(pliesLeft + 1) * 0x9E3779B97F4A7C15ull);
        return tag ? tag : 1;
    }
    std::vector<std::uint64_t> slots_;
    std::uint64_t mask_;
};

} // namespace gms

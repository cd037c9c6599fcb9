// SPDX-License-Identifier: GPL-3.0-or-later
/// @file hotpath.h  The x86-64 hot paths (inline asm / SSE) and their portable twins.
///
/// Every routine here has two implementations: an accelerated one (BMI2 PEXT,
/// BMI1 TZCNT/BLSR, SSE2) and a portable C++ one. Which one runs is decided
/// once at start-up by CPUID and can be forced off (gms-cli --no-asm). Tests run
/// both on the same inputs and compare.
#pragma once

#include "types.h"

#include <bit>
#include <cstdint>

namespace gms::hot {

/// What the CPU offers, read once by CPUID.
struct CpuFeatures {
    bool popcnt = false;
    bool bmi1 = false;
    bool bmi2 = false;
    bool sse2 = false;
};
CpuFeatures detectCpu();

/// Chosen paths; read in hot loops, so plain globals set once at start-up.
struct Paths {
    bool pext = false;      ///< Slider lookups via PEXT instead of magic multiply.
    bool sseSelect = false; ///< SSE2 best-weight selection in move lists.
    bool bitLoops = false;  ///< TZCNT/BLSR for bit-scan loops.
};
extern Paths active;

/// Picks the fastest paths this CPU supports (called automatically at start-up).
void useBestAvailable();
/// Forces every portable twin (--no-asm).
void usePortableOnly();
/// True when any accelerated path is in use.
bool anyAccelerated();
/// Human-readable list of active paths, e.g. "pext sse2-select tzcnt-blsr".
const char* describeActive();

// ---- portable twins -------------------------------------------------------
inline int popcountPortable(Bitboard b) {
    // SWAR count: what a CPU without POPCNT runs.
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
}
std::uint64_t pextPortable(std::uint64_t value, std::uint64_t mask);
int bestWeightIndexPortable(const std::int16_t* weights, int count);

// ---- accelerated versions (valid only when the CPU has the feature) -------
#if defined(GMS_HAVE_X86_ASM)
inline Square popLsbAsm(Bitboard& b) {
    std::uint64_t index;
    asm("tzcntq %1, %0" : "=r"(index) : "r"(b) : "cc");
    asm("blsrq %1, %0" : "=r"(b) : "r"(b) : "cc");
    return Square(index);
}
inline std::uint64_t pextAsm(std::uint64_t value, std::uint64_t mask) {
    std::uint64_t r;
    asm("pextq %2, %1, %0" : "=r"(r) : "r"(value), "rm"(mask));
    return r;
}
#endif
int bestWeightIndexSse(const std::int16_t* weights, int count);

// ---- dispatching entry points ---------------------------------------------
/// Bit count. An inline POPCNT twin was measured (scripts/hotpath_gains.sh): leaving it
/// out cost 0.1-0.2% of cycles, since no hot loop counts bits, so it was removed.
inline int popcount(Bitboard b) { return popcountPortable(b); }

/// Index of the least significant set bit; b must be non-zero.
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
/// Portable twin of the bit loop step: BSF-based count and b & (b - 1).
inline Square popLsbPortable(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
/// Removes and returns the least significant set bit.
inline Square popLsb(Bitboard& b) {
#if defined(GMS_HAVE_X86_ASM)
    if (active.bitLoops) return popLsbAsm(b);
#endif
    return popLsbPortable(b);
}

/// Index of the highest weight (first one on ties) among count >= 1 weights.
inline int bestWeightIndex(const std::int16_t* weights, int count) {
    if (active.sseSelect) return bestWeightIndexSse(weights, count);
    return bestWeightIndexPortable(weights, count);
}

} // namespace gms::hot

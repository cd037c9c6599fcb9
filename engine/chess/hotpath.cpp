// SPDX-License-Identifier: GPL-3.0-or-later
#include "hotpath.h"

#include <climits>
#include <string>

#if defined(GMS_HAVE_X86_ASM)
#include <cpuid.h>
#include <emmintrin.h>
#endif

namespace gms::hot {

Paths active;

CpuFeatures detectCpu() {
    CpuFeatures f;
#if defined(GMS_HAVE_X86_ASM)
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        f.popcnt = c & bit_POPCNT;
        f.sse2 = d & bit_SSE2;
    }
    if (__get_cpuid_max(0, nullptr) >= 7) {
        __cpuid_count(7, 0, a, b, c, d);
        f.bmi1 = b & bit_BMI;
        f.bmi2 = b & bit_BMI2;
    }
#endif
    return f;
}

void useBestAvailable() {
    CpuFeatures f = detectCpu();
    active.pext = f.bmi2;
    active.sseSelect = f.sse2;
    active.bitLoops = f.bmi1;
}

void usePortableOnly() { active = Paths{}; }

bool anyAccelerated() { return active.pext || active.sseSelect || active.bitLoops; }

const char* describeActive() {
    static std::string text;
    text.clear();
    if (active.pext) text += "pext ";
    if (active.sseSelect) text += "sse2-select ";
    if (active.bitLoops) text += "tzcnt-blsr ";
    if (text.empty())
        text = "portable";
    else
        text.pop_back();
    return text.c_str();
}

namespace {
// Chosen before main() so every table and search sees one consistent choice.
const bool initialised = (useBestAvailable(), true);
} // namespace

std::uint64_t pextPortable(std::uint64_t value, std::uint64_t mask) {
    std::uint64_t result = 0;
    for (std::uint64_t bit = 1; mask; bit <<= 1) {
        std::uint64_t low = mask & (0 - mask);
        if (value & low) result |= bit;
        mask &= mask - 1;
    }
    return result;
}

int bestWeightIndexPortable(const std::int16_t* weights, int count) {
    int best = 0;
    for (int i = 1; i < count; ++i)
        if (weights[i] > weights[best]) best = i;
    return best;
}

int bestWeightIndexSse(const std::int16_t* weights, int count) {
#if defined(GMS_HAVE_X86_ASM)
    // Eight weights per step: PMAXSW finds the maximum, PCMPEQW+PMOVMSKB its first position.
    int vectorEnd = count & ~7;
    int best = SHRT_MIN;
    if (vectorEnd) {
        __m128i mx = _mm_loadu_si128(reinterpret_cast<const __m128i*>(weights));
        for (int i = 8; i < vectorEnd; i += 8)
            mx = _mm_max_epi16(mx, _mm_loadu_si128(reinterpret_cast<const __m128i*>(weights + i)));
        mx = _mm_max_epi16(mx, _mm_shuffle_epi32(mx, 0x4E));
        mx = _mm_max_epi16(mx, _mm_shuffle_epi32(mx, 0xB1));
        mx = _mm_max_epi16(mx, _mm_shufflelo_epi16(mx, 0xB1));
        best = std::int16_t(_mm_cvtsi128_si32(mx));
    }
    int tailBest = -1;
    for (int i = vectorEnd; i < count; ++i)
        if (weights[i] > best) {
            best = weights[i];
            tailBest = i;
        }
    if (tailBest >= 0) return tailBest; // tail holds a strictly larger weight
    __m128i target = _mm_set1_epi16(std::int16_t(best));
    for (int i = 0; i < vectorEnd; i += 8) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(weights + i));
        int mask = _mm_movemask_epi8(_mm_cmpeq_epi16(v, target));
        if (mask) return i + (__builtin_ctz(unsigned(mask)) >> 1);
    }
    return 0; // unreachable: the maximum is somewhere
#else
    return bestWeightIndexPortable(weights, count);
#endif
}

} // namespace gms::hot

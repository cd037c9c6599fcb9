// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_popeye.cpp  libFuzzer target: any bytes through checkPopeyeText (format_invariants.h).
#include "format_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 65536) return 0; // Long inputs only slow the search down.
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string broken = gms::fuzz::checkPopeyeText(text);
    if (!broken.empty()) {
        std::fprintf(stderr, "fuzz_popeye: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_fen.cpp  libFuzzer target: any bytes through checkFenText (format_invariants.h).
#include "format_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 1024) return 0; // A FEN is short; long inputs only slow the search down.
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string broken = gms::fuzz::checkFenText(text);
    if (!broken.empty()) {
        std::fprintf(stderr, "fuzz_fen: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}

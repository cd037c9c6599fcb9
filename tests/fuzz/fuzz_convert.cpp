// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_convert.cpp  libFuzzer target: `gms-cli convert` round trips (the properties
/// and the input's layout: checkConvertData in format_invariants.h, which test_formats also
/// runs on this target's seed corpus).
#include "format_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (const std::string broken = gms::fuzz::checkConvertData(data, size); !broken.empty()) {
        std::fprintf(stderr, "fuzz_convert: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}

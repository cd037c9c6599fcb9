// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_solver.cpp  libFuzzer target: random legal positions with #1-#3 and h#1-h#2
/// through the solver, every answer checked by solver_invariants.h (rules and brute force).
#include "solver_invariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64) return 0; // two kings, seven men and two choices fit in 19 bytes
    std::string broken = gms::fuzz::checkSolverOnBytes(data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "fuzz_solver: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_tune_set.cpp  libFuzzer target: any bytes as a `gms-cli tune` training or
/// holdout set (the first byte picks EPD or Popeye input).
///
/// Properties: no crash; a set that is read holds only direct mates of 1..MaxMoves
/// moves in legal positions with sorted recorded keys; a refused one says why.
#include "fen.h"
#include "solver.h"
#include "tune_set.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace {
[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz_tune_set: %s\n", what.c_str());
    std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > 65536) return 0;
    const gms::ProblemFormat format = data[0] & 1 ? gms::ProblemFormat::Popeye : gms::ProblemFormat::Epd;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::vector<gms::SetProblem> set;
    std::string error;
    if (!gms::parseTuneSet(text, format, "set.epd", set, error)) {
        if (error.empty()) broken("refused without a message");
        if (error.rfind("set.epd", 0) != 0) broken("the message does not name the file: " + error);
        return 0;
    }
    if (set.empty()) broken("an empty set was accepted");
    for (const auto& sp : set) {
        if (sp.problem.moves < 1 || sp.problem.moves > gms::Solver::MaxMoves)
            broken("mate in " + std::to_string(sp.problem.moves) + " accepted");
        if (!gms::validatePosition(sp.problem.position).empty()) broken("an illegal position was accepted");
        std::istringstream keys(sp.recordedKeys);
        std::vector<std::string> list;
        for (std::string k; keys >> k;) list.push_back(k);
        if (!std::is_sorted(list.begin(), list.end())) broken("recorded keys not sorted: " + sp.recordedKeys);
    }
    return 0;
}

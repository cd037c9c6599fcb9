// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_weights.cpp  libFuzzer target: any bytes as a --weights file.
///
/// Properties: no crash; a line longer than the input limit is refused; a file that
/// is read survives serialize + parse unchanged; every value read is in range.
#include "bounded_input.h"
#include "weights.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {
[[noreturn]] void broken(const char* what) {
    std::fprintf(stderr, "fuzz_weights: %s\n", what);
    std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 200000) return 0; // beyond the line limit and a few lines: nothing new
    const std::string text(reinterpret_cast<const char*>(data), size);
    gms::OrderingWeights w;
    std::string error;
    const bool ok = gms::OrderingWeights::parse(text, w, error);
    std::size_t line = 0, length = 0;
    if (ok && gms::io::findOverlongLine(text, line, length)) broken("a line over the limit was read");
    if (!ok && error.empty()) broken("refused without a message");
    if (!ok) return 0;
    for (int i = 0; i < gms::OrderingWeights::ParameterCount; ++i)
        if (w.at(i) < -30000 || w.at(i) > 30000) broken("a value out of range was read");
    gms::OrderingWeights again;
    if (!gms::OrderingWeights::parse(w.serialize(), again, error) || !(again == w))
        broken("serialize + parse changed the weights");
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fuzz_convert.cpp  libFuzzer target: `gms-cli convert` round trips. The first
/// byte picks the input format (FEN/EPD or Popeye) and the output format (FEN, EPD,
/// Popeye); the rest is the file.
///
/// Properties (read, write, read): no crash; the written collection reads back with
/// no problem skipped and as many problems as were read; each one keeps what the
/// output format can hold (the same problem when unrepresentableFields is empty, the
/// same position and stipulation always); FEN/EPD keep every comment line, in its
/// place; Popeye output says it drops them (commentsLost).
#include <algorithm>
#include "problem_file.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz_convert: %s\n", what.c_str());
    std::abort();
}

/// Position and stipulation: what every format holds.
bool sameCore(const gms::Problem& a, const gms::Problem& b) {
    std::string fa = a.fen, fb = b.fen;
    // FEN fields 1-4; the move counters are not stored by every format.
    auto firstFour = [](const std::string& fen) {
        std::size_t at = 0;
        for (int k = 0; k < 4 && at != std::string::npos; ++k) at = fen.find(' ', at + 1);
        return fen.substr(0, at);
    };
    return firstFour(fa) == firstFour(fb) && a.stipulation == b.stipulation;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > 65536) return 0;
    using gms::ProblemFormat;
    const ProblemFormat from = data[0] & 1 ? ProblemFormat::Popeye : ProblemFormat::Epd;
    const ProblemFormat formats[] = {ProblemFormat::Fen, ProblemFormat::Epd, ProblemFormat::Popeye};
    const ProblemFormat to = formats[(data[0] >> 1) % 3];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    const gms::ProblemCollection first = gms::parseProblems(text, from);
    if (first.entries.empty()) return 0;
    const std::string written = gms::writeCollection(first, to);
    const gms::ProblemCollection second = gms::parseProblems(written, to);
    if (!second.skipped.empty())
        broken(std::string("the written ") + gms::formatName(to) +
               " does not read back: " + second.skipped.front().message);
    if (second.entries.size() != first.entries.size())
        broken(std::to_string(first.entries.size()) + " problems written, " + std::to_string(second.entries.size()) +
               " read back");
    for (std::size_t i = 0; i < first.entries.size(); ++i) {
        const gms::Problem& a = first.entries[i].problem;
        const gms::Problem& b = second.entries[i].problem;
        if (!sameCore(a, b)) broken("problem " + std::to_string(i + 1) + ": position or stipulation changed");
        if (gms::unrepresentableFields(a, to).empty() && to != ProblemFormat::Fen && !(a == b))
            broken("problem " + std::to_string(i + 1) + " changed though " + gms::formatName(to) + " holds all of it");
    }
    if (to == ProblemFormat::Popeye) {
        if (!first.comments.empty() != gms::commentsLost(first, to)) broken("comments dropped without a warning");
    } else {
        if (gms::commentsLost(first, to)) broken("FEN/EPD claims to drop comments");
        if (second.comments.size() != first.comments.size()) broken("comment lines lost or invented");
        for (std::size_t i = 0; i < first.comments.size(); ++i)
            if (second.comments[i].text != first.comments[i].text) broken("a comment line changed");
        // Each comment stays before the same problem.
        auto before = [](const gms::ProblemCollection& c, int line) {
            std::size_t n = 0;
            for (const auto& comment : c.comments) n += comment.line < line;
            return n;
        };
        for (std::size_t i = 0; i < first.entries.size(); ++i)
            if (before(first, first.entries[i].line) != before(second, second.entries[i].line))
                broken("a comment line moved to another problem");
    }
    return 0;
}

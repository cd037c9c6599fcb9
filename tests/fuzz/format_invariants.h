// SPDX-License-Identifier: GPL-3.0-or-later
/// @file format_invariants.h  What must hold for ANY input text given to the
/// problem-file parsers. Shared by the libFuzzer targets (tests/fuzz/fuzz_*.cpp)
/// and by test_formats (which runs every corpus file through it with any
/// compiler). Each check returns "" when every property holds, else a
/// description of the first broken one.
///
/// Properties: no crash (sanitizers watch that in the fuzzers); every problem
/// that is read survives write + read unchanged in its own format (EPD, Popeye;
/// FEN keeps position and stipulation) and through the other formats as far
/// as they can hold it; error positions are inside the text; a FEN that is
/// read is written back as a FEN that reads to the same position; in a legal
/// position every legal move survives SAN and UCI out and in.
#pragma once

#include "epd_format.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "popeye_format.h"
#include "problem_file.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace gms::fuzz {

namespace detail {

inline std::string describe(const Problem& p) {
    return "'" + p.fen + "' " + p.stipulation.toString() + " title '" + p.meta.title + "'";
}

inline std::string firstSkipped(const ProblemCollection& c) {
    if (c.skipped.empty()) return "(none skipped)";
    const auto& s = c.skipped.front();
    return "line " + std::to_string(s.line) + " column " + std::to_string(s.column) + ": " + s.message;
}

inline std::string checkCollectionShape(const ProblemCollection& c, std::string_view text, const char* what) {
    int lines = 1;
    for (char ch : text)
        if (ch == '\n') ++lines;
    std::vector<bool> seen(std::size_t(c.total()) + 1, false);
    auto check = [&](int index, int line, const char* kind) -> std::string {
        if (index < 1 || index > c.total() || seen[std::size_t(index)])
            return std::string(what) + ": bad or repeated index " + std::to_string(index) + " of a " + kind;
        seen[std::size_t(index)] = true;
        if (line < 1 || line > lines)
            return std::string(what) + ": " + kind + " " + std::to_string(index) + " has line " + std::to_string(line) +
                   " outside 1.." + std::to_string(lines);
        return {};
    };
    for (const auto& e : c.entries)
        if (auto err = check(e.index, e.line, "problem"); !err.empty()) return err;
    for (const auto& s : c.skipped) {
        if (auto err = check(s.index, s.line, "skipped problem"); !err.empty()) return err;
        if (s.message.empty()) return std::string(what) + ": skipped problem without a message";
        if (s.column < 0) return std::string(what) + ": negative column";
    }
    return {};
}

/// p written as a FEN line (position and stipulation) and read back.
inline std::string checkFenLineRoundTrip(const Problem& p) {
    std::string fen = problemToFenLine(p);
    ProblemCollection f = parseEpdText(fen);
    if (f.entries.size() != 1 || !f.skipped.empty())
        return "FEN line written cannot be read back: " + fen + " -> " + firstSkipped(f);
    if (f.entries[0].problem.fen != p.fen || !(f.entries[0].problem.stipulation == p.stipulation))
        return "FEN round trip changed " + describe(p) + " into " + describe(f.entries[0].problem);
    return {};
}

/// p (read from some format) written as EPD, FEN and Popeye and read back.
inline std::string checkProblemRoundTrips(const Problem& p, bool popeyeExact) {
    // EPD holds everything but Popeye's twins, which unrepresentableFields names.
    Problem withoutTwins = p;
    withoutTwins.twins.clear();
    withoutTwins.zeroPosition = false;
    if (!p.twins.empty() && unrepresentableFields(p, ProblemFormat::Epd).empty())
        return "twins lost in EPD but not named by unrepresentableFields: " + describe(p);
    std::string epd = problemToEpdLine(p);
    if (epd.find('\n') != std::string::npos) return "EPD line contains a newline: " + epd;
    ProblemCollection e = parseEpdText(epd);
    if (e.entries.size() != 1 || !e.skipped.empty())
        return "EPD written cannot be read back: " + epd + " -> " + firstSkipped(e);
    if (!(e.entries[0].problem == withoutTwins))
        return "EPD round trip changed " + describe(p) + " into " + describe(e.entries[0].problem);

    // FEN: position and stipulation. A FEN line has no field for a side without a king (Popeye's
    // NoWk/NoBk, set too when a Popeye file leaves a king out): it reads back only with
    // --no-king, and the writer names the loss ("solving options").
    if (p.hints.kinglessSides != 0) {
        const auto lost = unrepresentableFields(p, ProblemFormat::Fen);
        if (std::find(lost.begin(), lost.end(), "solving options") == lost.end())
            return "a side without a king lost in a FEN line but not named by unrepresentableFields: " + describe(p);
    } else if (auto err = checkFenLineRoundTrip(p); !err.empty()) {
        return err;
    }

    // Popeye: position (move counters aside), stipulation and options always;
    // everything when the problem was read from Popeye.
    std::string inp = problemsToPopeye({p});
    ProblemCollection q = parseProblems(inp, ProblemFormat::Popeye);
    if (q.entries.size() != 1 || !q.skipped.empty())
        return "Popeye text written cannot be read back:\n" + inp + "-> " + firstSkipped(q);
    const Problem& back = q.entries[0].problem;
    Position a, b;
    FenError fe;
    if (!parseFen(p.fen, a, fe) || !parseFen(back.fen, b, fe)) return "unreadable FEN after Popeye round trip";
    a.setMoveCounters(0, 1);
    a.refresh();
    if (toFen(a) != back.fen || !(back.stipulation == p.stipulation) || !(back.hints == p.hints) ||
        back.extraPopeyeOptions != p.extraPopeyeOptions)
        return "Popeye round trip changed " + describe(p) + " into " + describe(back) + "\n" + inp;
    if (popeyeExact && !(back == p)) return "Popeye round trip changed the metadata of " + describe(p) + "\n" + inp;
    // What is read back is stable from then on.
    std::string again = problemsToPopeye({back});
    ProblemCollection q2 = parseProblems(again, ProblemFormat::Popeye);
    if (q2.entries.size() != 1 || !(q2.entries[0].problem == back))
        return "Popeye round trip is not stable for " + describe(back) + "\n" + again;
    return {};
}

} // namespace detail

/// Any text read as FEN/EPD lines.
inline std::string checkEpdText(std::string_view text) {
    ProblemCollection c = parseEpdText(text);
    if (auto err = detail::checkCollectionShape(c, text, "EPD"); !err.empty()) return err;
    for (const auto& e : c.entries)
        if (auto err = detail::checkProblemRoundTrips(e.problem, false); !err.empty()) return err;
    // The whole collection written as EPD reads back the same.
    std::vector<Problem> problems;
    for (const auto& e : c.entries) problems.push_back(e.problem);
    ProblemCollection again = parseEpdText(writeProblems(problems, ProblemFormat::Epd));
    if (again.entries.size() != problems.size() || !again.skipped.empty()) return "EPD collection does not read back";
    return {};
}

/// Any text read as Popeye input.
inline std::string checkPopeyeText(std::string_view text) {
    ProblemCollection c = parseProblems(text, ProblemFormat::Popeye);
    if (auto err = detail::checkCollectionShape(c, text, "Popeye"); !err.empty()) return err;
    std::vector<Problem> problems;
    for (const auto& e : c.entries) {
        if (auto err = detail::checkProblemRoundTrips(e.problem, true); !err.empty()) return err;
        problems.push_back(e.problem);
    }
    std::string all = problemsToPopeye(problems);
    ProblemCollection again = parseProblems(all, ProblemFormat::Popeye);
    if (again.entries.size() != problems.size() || !again.skipped.empty())
        return "Popeye collection does not read back:\n" + all;
    for (std::size_t k = 0; k < problems.size(); ++k)
        if (!(again.entries[k].problem == problems[k]))
            return "Popeye collection round trip changed problem " + std::to_string(k + 1);
    return {};
}

/// Any text given to parseFen (and, when legal, to the move generator and notation).
inline std::string checkFenText(std::string_view text) {
    Position pos;
    FenError error;
    if (!parseFen(text, pos, error)) {
        if (error.message.empty()) return "parseFen failed without a message";
        if (error.column < 1 || std::size_t(error.column) > text.size() + 1)
            return "parseFen error column " + std::to_string(error.column) + " outside the text (" +
                   std::to_string(text.size()) + " characters): " + error.toString();
        return {};
    }
    std::string fen = toFen(pos);
    Position again;
    if (!parseFen(fen, again, error)) return "toFen wrote '" + fen + "' which parseFen rejects: " + error.toString();
    if (toFen(again) != fen || !(again == pos)) return "FEN round trip changed '" + fen + "'";
    if (!validatePosition(pos).empty()) return {};
    std::string message;
    Position loaded;
    if (!loadProblemPosition(text, loaded, message)) return "loadProblemPosition rejects a legal position: " + message;
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i) {
        Move m = list.moves[i];
        std::string san = toSan(pos, m);
        auto parsed = parseSan(pos, san);
        if (!parsed || *parsed != m) return "SAN '" + san + "' does not read back in '" + fen + "'";
        auto uci = parseUci(pos, toUci(m));
        if (!uci || *uci != m) return "UCI '" + toUci(m) + "' does not read back in '" + fen + "'";
        UndoInfo undo;
        Position copy = pos;
        copy.makeMove(m, undo);
        if (copy.key() != copy.computeKey()) return "incremental key differs after " + san + " in '" + fen + "'";
        copy.unmakeMove(m, undo);
        if (!(copy == pos)) return "unmakeMove does not restore '" + fen + "' after " + san;
    }
    return {};
}

/// `gms-cli convert` round trips (fuzz_convert): the first byte picks the input format (bit 0:
/// Popeye, else FEN/EPD) and the output format ((byte >> 1) % 3: FEN, EPD, Popeye); the rest is
/// the file. Read, write, read: the written collection reads back with no problem skipped and
/// as many problems as were read; each one keeps what the output format can hold (the same
/// problem when unrepresentableFields is empty, the same position and stipulation always);
/// FEN/EPD keep every comment line, in its place; Popeye output says it drops them
/// (commentsLost). A FEN line has no field for a side without a king (Popeye's NoWk/NoBk): such
/// a problem must have the loss named ("solving options"), and where the board lacks the king
/// it does not read back (GMS asks for --no-king), so it is left out of the comparison.
inline std::string checkConvertData(const unsigned char* data, std::size_t size) {
    if (size < 1 || size > 65536) return {};
    const ProblemFormat from = data[0] & 1 ? ProblemFormat::Popeye : ProblemFormat::Epd;
    const ProblemFormat formats[] = {ProblemFormat::Fen, ProblemFormat::Epd, ProblemFormat::Popeye};
    const ProblemFormat to = formats[(data[0] >> 1) % 3];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    const ProblemCollection first = parseProblems(text, from);
    if (first.entries.empty()) return {};
    // Position and stipulation: what every format holds (FEN fields 1-4: the move counters are
    // not stored by every format).
    const auto sameCore = [](const Problem& a, const Problem& b) {
        const auto firstFour = [](const std::string& fen) {
            std::size_t at = 0;
            for (int k = 0; k < 4 && at != std::string::npos; ++k) at = fen.find(' ', at + 1);
            return fen.substr(0, at);
        };
        return firstFour(a.fen) == firstFour(b.fen) && a.stipulation == b.stipulation;
    };
    const auto kingMissing = [](const Problem& p) {
        const std::string board = p.fen.substr(0, p.fen.find(' '));
        return board.find('K') == std::string::npos || board.find('k') == std::string::npos;
    };
    std::vector<bool> unreadable(first.entries.size(), false);
    std::size_t expectedSkips = 0;
    for (std::size_t i = 0; i < first.entries.size(); ++i) {
        const Problem& a = first.entries[i].problem;
        if (to != ProblemFormat::Fen || a.hints.kinglessSides == 0) continue;
        const auto lost = unrepresentableFields(a, to);
        if (std::find(lost.begin(), lost.end(), "solving options") == lost.end())
            return "problem " + std::to_string(i + 1) +
                   ": a side without a king lost in FEN but not named by unrepresentableFields";
        if (kingMissing(a)) {
            unreadable[i] = true;
            ++expectedSkips;
        }
    }
    const std::string written = writeCollection(first, to);
    const ProblemCollection second = parseProblems(written, to);
    if (second.skipped.size() != expectedSkips)
        return std::string("the written ") + formatName(to) + " does not read back: " + detail::firstSkipped(second) +
               " (" + std::to_string(expectedSkips) + " kingless problems expected to be skipped)";
    for (const auto& s : second.skipped)
        if (s.message.find("has no king") == std::string::npos)
            return std::string("the written ") + formatName(to) + " does not read back: " + s.message;
    if (second.entries.size() + expectedSkips != first.entries.size())
        return std::to_string(first.entries.size()) + " problems written, " + std::to_string(second.entries.size()) +
               " read back";
    for (std::size_t i = 0, j = 0; i < first.entries.size(); ++i) {
        if (unreadable[i]) continue;
        const Problem& a = first.entries[i].problem;
        const Problem& b = second.entries[j++].problem;
        if (!sameCore(a, b)) return "problem " + std::to_string(i + 1) + ": position or stipulation changed";
        if (unrepresentableFields(a, to).empty() && to != ProblemFormat::Fen && !(a == b))
            return "problem " + std::to_string(i + 1) + " changed though " + formatName(to) + " holds all of it";
    }
    if (to == ProblemFormat::Popeye) {
        if (!first.comments.empty() != commentsLost(first, to)) return "comments dropped without a warning";
    } else {
        if (commentsLost(first, to)) return "FEN/EPD claims to drop comments";
        if (second.comments.size() != first.comments.size()) return "comment lines lost or invented";
        for (std::size_t i = 0; i < first.comments.size(); ++i)
            if (second.comments[i].text != first.comments[i].text) return "a comment line changed";
        // Each comment stays before the same problem (a skipped problem's line included).
        const auto before = [](const ProblemCollection& c, int line) {
            std::size_t n = 0;
            for (const auto& comment : c.comments) n += comment.line < line;
            return n;
        };
        for (std::size_t i = 0, j = 0; i < first.entries.size(); ++i) {
            if (unreadable[i]) continue;
            if (before(first, first.entries[i].line) != before(second, second.entries[j++].line))
                return "a comment line moved to another problem";
        }
    }
    return {};
}

} // namespace gms::fuzz

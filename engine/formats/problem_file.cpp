// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem_file.cpp  Problem collections by format: dispatch, files, atomic saving.
#include "problem_file.h"

#include "epd_format.h"
#include "popeye_format.h"

#include "bounded_input.h"
#include "output_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace gms {

static_assert(MaxProblemFileBytes == io::MaxInputFileBytes && MaxLineBytes == io::MaxInputLineBytes,
              "problem files have the limits of every input");

namespace {

std::string lowerAscii(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

std::string extensionOf(const std::string& path) {
    return lowerAscii(std::filesystem::path(path).extension().string());
}

/// First word of the text (after a UTF-8 byte order mark and blank lines).
std::string firstWord(std::string_view text) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::size_t i = 0;
    auto sep = [](char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == ',' || c == ':';
    };
    while (i < text.size() && sep(text[i])) ++i;
    std::size_t start = i;
    while (i < text.size() && !sep(text[i])) ++i;
    return lowerAscii(std::string(text.substr(start, i - start)));
}

/// A NUL byte or an over-long line anywhere in a text read as a whole (Popeye input):
/// true with where it is in `bad` (the whole text is then one unreadable problem).
bool findUnreadableText(std::string_view text, SkippedProblem& bad) {
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (i - lineStart > MaxLineBytes) {
                bad = {1, line, int(MaxLineBytes) + 1,
                       "line too long: " + std::to_string(i - lineStart) + " bytes, at most " +
                           std::to_string(MaxLineBytes) + " are read"};
                return true;
            }
            ++line;
            lineStart = i + 1;
        } else if (text[i] == '\0') {
            bad = {1, line, int(i - lineStart) + 1, "NUL byte (character code 0): problem input is text"};
            return true;
        }
    }
    return false;
}

/// The comment lines of a FEN/EPD text (first non-blank character '#'), every "\r" at the
/// end removed (not only one: a comment must read back as it was written).
std::vector<ProblemCollection::Comment> epdComments(std::string_view text) {
    std::vector<ProblemCollection::Comment> out;
    int number = 1;
    for (std::size_t start = 0; start <= text.size(); ++number) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        while (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::size_t first = line.find_first_not_of(" \t");
        if (first != std::string_view::npos && line[first] == '#') out.push_back({number, std::string(line)});
        start = end + 1;
    }
    return out;
}

} // namespace

ProblemFormat detectFormat(std::string_view text) {
    std::string w = firstWord(text);
    static const std::string begin = "beginproblem";
    if (w.size() >= 3 && begin.compare(0, w.size(), w) == 0) return ProblemFormat::Popeye;
    // A Popeye file may start with something else (a stray word): look for a line
    // that starts with begin/beginproblem.
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string line = firstWord(text.substr(pos, end - pos));
        if (line == "begin" || line == "beginproblem") return ProblemFormat::Popeye;
        pos = end + 1;
    }
    return ProblemFormat::Epd;
}

ProblemFormat formatForPath(const std::string& path) {
    std::string ext = extensionOf(path);
    if (ext == ".fen") return ProblemFormat::Fen;
    if (ext == ".epd") return ProblemFormat::Epd;
    if (ext == ".inp" || ext == ".pbm" || ext == ".txt") return ProblemFormat::Popeye;
    if (ext == ".pgn") return ProblemFormat::Pgn;
    // Unknown extension: look at the beginning of the file if there is one.
    std::ifstream in(path, std::ios::binary);
    if (in) {
        std::string head(4096, '\0');
        in.read(head.data(), std::streamsize(head.size()));
        head.resize(std::size_t(in.gcount()));
        return detectFormat(head);
    }
    return ProblemFormat::Epd;
}

const char* formatName(ProblemFormat format) {
    switch (format) {
        case ProblemFormat::Fen: return "fen";
        case ProblemFormat::Epd: return "epd";
        case ProblemFormat::Popeye: return "popeye";
        case ProblemFormat::Pgn: return "pgn";
    }
    return "?";
}

bool parseFormatName(std::string_view name, ProblemFormat& out) {
    std::string n = lowerAscii(std::string(name));
    if (!n.empty() && n[0] == '.') n.erase(0, 1);
    if (n == "fen")
        out = ProblemFormat::Fen;
    else if (n == "epd")
        out = ProblemFormat::Epd;
    else if (n == "popeye" || n == "inp" || n == "pbm")
        out = ProblemFormat::Popeye;
    else if (n == "pgn")
        out = ProblemFormat::Pgn;
    else
        return false;
    return true;
}

ProblemCollection parseProblems(std::string_view text, ProblemFormat format,
                                const std::optional<Stipulation>& fallback) {
    switch (format) {
        case ProblemFormat::Fen:
        case ProblemFormat::Epd: {
            ProblemCollection out = parseEpdText(text, fallback);
            out.comments = epdComments(text);
            return out;
        }
        case ProblemFormat::Popeye:
            if (SkippedProblem bad; findUnreadableText(text, bad)) {
                ProblemCollection out;
                out.skipped.push_back(bad);
                return out;
            }
            return parsePopeyeText(text);
        case ProblemFormat::Pgn: break;
    }
    ProblemCollection out;
    out.skipped.push_back({1, 1, 0, "PGN files cannot be read as problems (PGN is an export format of GMS)"});
    return out;
}

std::string writeProblems(const std::vector<Problem>& problems, ProblemFormat format) {
    std::string s;
    switch (format) {
        case ProblemFormat::Fen:
            for (const auto& p : problems) s += problemToFenLine(p) + "\n";
            return s;
        case ProblemFormat::Epd:
            for (const auto& p : problems) s += problemToEpdLine(p) + "\n";
            return s;
        case ProblemFormat::Popeye: return problemsToPopeye(problems);
        case ProblemFormat::Pgn: break;
    }
    return s;
}

std::string writeCollection(const ProblemCollection& collection, ProblemFormat format) {
    std::vector<Problem> problems;
    for (const auto& e : collection.entries) problems.push_back(e.problem);
    if (commentsLost(collection, format) || collection.comments.empty()) return writeProblems(problems, format);
    std::string s;
    std::size_t next = 0;
    const auto& comments = collection.comments;
    for (const auto& e : collection.entries) {
        while (next < comments.size() && comments[next].line < e.line) s += comments[next++].text + "\n";
        s += writeProblems({e.problem}, format);
    }
    while (next < comments.size()) s += comments[next++].text + "\n";
    return s;
}

bool commentsLost(const ProblemCollection& collection, ProblemFormat format) {
    return !collection.comments.empty() && format != ProblemFormat::Fen && format != ProblemFormat::Epd;
}

std::vector<std::string> unrepresentableFields(const Problem& p, ProblemFormat format) {
    std::vector<std::string> lost;
    if ((format == ProblemFormat::Fen || format == ProblemFormat::Epd) && !p.twins.empty())
        lost.push_back(p.zeroPosition ? "twins (ZeroPosition and Twin: only Popeye input has them)"
                                      : "twins (only Popeye input has them)");
    if ((format == ProblemFormat::Fen || format == ProblemFormat::Epd) && !p.andParts.empty())
        lost.push_back("the stipulation's '&' parts after the first (only Popeye input has them)");
    if (format == ProblemFormat::Fen) {
        if (!p.meta.title.empty()) lost.push_back("title");
        if (!p.meta.author.empty()) lost.push_back("author");
        if (!p.meta.source.empty()) lost.push_back("source");
        if (!p.meta.year.empty()) lost.push_back("year");
        if (!p.meta.remarks.empty()) lost.push_back("remarks");
        if (!p.meta.intendedSolution.empty()) lost.push_back("intended solution");
        if (!(p.hints == SolvingHints{})) lost.push_back("solving options");
        if (!p.extraPopeyeOptions.empty()) lost.push_back("Popeye options");
        if (!p.extraEpdOpcodes.empty()) lost.push_back("EPD opcodes");
    } else if (format == ProblemFormat::Popeye) {
        if (!p.extraEpdOpcodes.empty()) lost.push_back("EPD opcodes");
        for (auto& field : popeyeLostTextFields(p)) lost.push_back(field + " (as written: Popeye input trims it)");
        std::istringstream fen(p.fen);
        std::string field, halfmove = "0", fullmove = "1";
        for (int k = 0; fen >> field; ++k) {
            if (k == 4) halfmove = field;
            if (k == 5) fullmove = field;
        }
        if (halfmove != "0" || fullmove != "1") lost.push_back("move counters");
    } else if (format == ProblemFormat::Pgn) {
        lost.push_back("everything but the position (PGN is written from a solution)");
    }
    return lost;
}

std::string describeNote(const std::string& file, const SkippedProblem& note) {
    std::string out = file + ":" + std::to_string(note.line);
    if (note.column > 0) out += ":" + std::to_string(note.column);
    return out + ": note: " + note.message;
}

std::string describeSkipped(const std::string& file, const SkippedProblem& s) {
    std::string out = file + ":" + std::to_string(s.line);
    if (s.column > 0) {
        out += ':';
        out += std::to_string(s.column);
    }
    return out + ": " + s.message + " (problem " + std::to_string(s.index) + " skipped)";
}

bool readTextFile(const std::string& path, std::string& text, std::string& error) {
    return io::readInputFile(path, text, error);
}

bool readProblemFile(const std::string& path, ProblemCollection& out, std::string& error,
                     const std::optional<Stipulation>& fallback) {
    std::string text;
    if (!readTextFile(path, text, error)) return false;
    std::string ext = extensionOf(path);
    ProblemFormat format = formatForPath(path);
    if (format == ProblemFormat::Pgn) {
        error = "cannot read " + path + ": PGN files cannot be read as problems (PGN is an export format)";
        return false;
    }
    // .txt files are Popeye input by convention, but a .txt of FEN lines is read as EPD.
    if (ext == ".txt") format = detectFormat(text);
    out = parseProblems(text, format, fallback);
    error.clear();
    return true;
}

bool writeFileAtomically(const std::string& path, const std::string& contents, std::string& error) {
    return io::writeOutputFile(path, contents, error);
}

} // namespace gms

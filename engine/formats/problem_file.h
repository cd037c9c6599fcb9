// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem_file.h  Reading and writing problem collections (FEN, EPD, Popeye input) by extension.
#pragma once

#include "problem.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gms {

enum class ProblemFormat { Fen, Epd, Popeye, Pgn };

/// .fen -> Fen; .epd -> Epd; .inp .pbm .txt -> Popeye; .pgn -> Pgn (export only).
/// Unknown extension: Epd when the text looks like FEN/EPD lines (see detectFormat).
ProblemFormat formatForPath(const std::string& path);
/// Guesses from content: a `begin`/`beginproblem` keyword means Popeye, else EPD.
ProblemFormat detectFormat(std::string_view text);

/// A problem of a collection that could not be read.
struct SkippedProblem {
    int index = 0;       ///< 1-based position in the collection (counting good and bad).
    int line = 0;        ///< 1-based line where the error was found.
    int column = 0;      ///< 1-based column, 0 if not applicable.
    std::string message; ///< What was found and what was expected.
};

/// A collection as read from text. `entries` keeps the good problems with their
/// 1-based index in the file and start line; `skipped` lists the bad ones.
struct ProblemCollection {
    struct Entry {
        int index = 0;
        int line = 0;
        Problem problem;
    };
    std::vector<Entry> entries;
    std::vector<SkippedProblem> skipped;
    /// A comment line of a FEN/EPD file (first non-blank character '#'), kept so that
    /// a conversion can write it back in its place.
    struct Comment {
        int line = 0;
        std::string text;
    };
    std::vector<Comment> comments;
    /// What was read but changes nothing GMS solves (Popeye's printing options, a second
    /// Stipulation, text after EndProblem): the tools say each once on stderr.
    std::vector<SkippedProblem> notes;
    /// Popeye's `Protocol FILE` by the index of the problem that gives it (read or skipped):
    /// the output of that problem and the later ones is appended to FILE as well.
    std::map<int, std::string> protocols;
    int total() const { return int(entries.size() + skipped.size()); }
};

/// Parses a whole text in the given format. Never throws; bad problems go to `skipped`.
/// `fallback`: the stipulation of an EPD/FEN line that gives none (nullopt: such a line
/// is an error; Popeye input always needs its Stipulation). A NUL byte or a line longer
/// than 64 KiB is an error naming its line and column.
ProblemCollection parseProblems(std::string_view text, ProblemFormat format,
                                const std::optional<Stipulation>& fallback = std::nullopt);
/// Writes problems in the given format (Fen: one FEN per line; Epd; Popeye).
std::string writeProblems(const std::vector<Problem>& problems, ProblemFormat format);
/// Writes the collection's problems in the given format with its comment lines in
/// their places (before the problem that followed them) when the format has
/// comments (FEN, EPD); Popeye input has none: see commentsLost().
std::string writeCollection(const ProblemCollection& collection, ProblemFormat format);
/// True when writing `collection` in `format` drops its comment lines.
bool commentsLost(const ProblemCollection& collection, ProblemFormat format);

/// "fen", "epd", "popeye", "pgn".
const char* formatName(ProblemFormat format);
/// Reads a format name as given on a command line: fen, epd, popeye (or inp, pbm), pgn.
bool parseFormatName(std::string_view name, ProblemFormat& out);
/// What of `p` the format cannot store (e.g. "title", "solving options");
/// empty when writing and reading back gives the same Problem.
std::vector<std::string> unrepresentableFields(const Problem& p, ProblemFormat format);
/// "FILE:LINE:COLUMN: MESSAGE (problem N skipped)" as printed by the command line tools.
std::string describeSkipped(const std::string& file, const SkippedProblem& skipped);
/// "FILE:LINE:COLUMN: note: MESSAGE" for ProblemCollection::notes.
std::string describeNote(const std::string& file, const SkippedProblem& note);

/// Largest problem file read (64 MiB: far above any collection; /dev/zero is refused, not read forever).
constexpr std::size_t MaxProblemFileBytes = 64u * 1024 * 1024;

/// Reads a whole text file of at most MaxProblemFileBytes (io::readInputFile: a folder or
/// a device is refused); false with `error` otherwise.
bool readTextFile(const std::string& path, std::string& text, std::string& error);
/// Reads a file; false with `error` ("cannot open ...", "... is larger than 64 MiB")
/// when it cannot be read at all. `fallback` as for parseProblems.
bool readProblemFile(const std::string& path, ProblemCollection& out, std::string& error,
                     const std::optional<Stipulation>& fallback = std::nullopt);
/// io::writeOutputFile: a temporary beside the file, fsynced and renamed over it only
/// when all went well (a symlink's target is written, a device or FIFO written in
/// place), so a failure never leaves a half-written file.
bool writeFileAtomically(const std::string& path, const std::string& contents, std::string& error);

} // namespace gms

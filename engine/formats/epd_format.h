// SPDX-License-Identifier: GPL-3.0-or-later
/// @file epd_format.h  FEN and EPD problem collections: one problem per line.
///
/// Both formats are read by the same line reader; they differ only in what is
/// written.
///
/// A line holds, separated by blanks:
///   1. the FEN fields: placement, side to move, castling ('-' for none), e.p.
///      square ('-' for none), then optionally the halfmove clock and the fullmove
///      number (both or neither); a FEN cut short is an error at the missing field;
///   2. optionally a stipulation token: `#3`, `s#4`, `r#2`, `h#2`, `h#2.5`, `ser-h#7`
///      (FEN-file style; any case);
///   3. optionally EPD operations `opcode operand...;` (the `;` may be left out
///      at the end of the line). An operand is a bare word or a "quoted string";
///      inside quotes `\"`, `\\` and `\n` (newline) are escapes (a GMS extension:
///      standard EPD has none; other backslashes are kept as they are).
/// Blank lines and lines whose first non-blank character is `#` are comments.
///
/// Opcodes GMS interprets (each at most once per line):
///   dm N        direct mate in N: stipulation #N (1 <= N <= Solver::MaxMoves)
///   stip S      any stipulation GMS knows, quoted or not: `stip "h#2.5";`,
///               `stip ser-h#7;` (GMS extension; GMS writes it quoted for every
///               stipulation but #N, which it writes as `dm N;`)
///   bm #N       matetrack.epd style "best move: mate in N": the stipulation #N
///               when no other stipulation is given (bm is also kept as unknown opcode)
///   id "..."    title
///   c0 "..."    author
///   c1 "..."    source (publication)
///   c2 "..."    year
///   c3 "..."    remarks
///   c4 "..."    intended solution
///   hmvc N      halfmove clock;  fmvn N  fullmove number
///   popeye_options "Variation Try NoBoard"   solving options (Problem::hints) and
///               kept Popeye options, in Popeye's words (GMS extension); without
///               it the hints are the defaults. Written only when not the defaults.
/// Every other opcode (c5..c9, bm, am, ...) is kept verbatim in
/// Problem::extraEpdOpcodes (operands as written, quotes included) and written back
/// after the ones above, in the original order.
/// A line without a stipulation (no `#N`, `dm`, `stip` or `bm #N`) is an error,
/// unless the reader is given a default (gms-cli: `--stip S`); nothing is invented.
/// A line holding a NUL byte, or longer than MaxLineBytes, is an error too.
///
/// The side to move is the FEN's, whatever the stipulation (no Popeye conventions).
///
/// Writing: the FEN format writes "FEN #N" / "FEN h#3" / "FEN ser-h#4" (full
/// six-field FEN, then the stipulation) and drops everything else; the EPD format
/// writes the four EPD position fields, `dm N;` (or `stip "h#2.5";`), the metadata
/// opcodes that are not empty, `hmvc`/`fmvn` when they differ from 0 and 1, then
/// the kept opcodes. Twins (Problem::twins) have no EPD or FEN form: they are not
/// written, and unrepresentableFields() names them.
#pragma once

#include "problem_file.h"

#include <optional>
#include <string>
#include <string_view>

namespace gms {

/// Longest line read (64 KiB): a longer one is an error, not a problem.
constexpr std::size_t MaxLineBytes = 64 * 1024;

/// Reads FEN or EPD lines (see above); never throws, bad lines go to `skipped`.
/// `fallback`: the stipulation of a line that gives none (nullopt: such a line is an error).
ProblemCollection parseEpdText(std::string_view text, const std::optional<Stipulation>& fallback = std::nullopt);
/// Reads one line. On failure returns false with `errorColumn` (1-based) and `error`.
bool parseEpdLine(std::string_view line, Problem& out, int& errorColumn, std::string& error,
                  const std::optional<Stipulation>& fallback = std::nullopt);
/// One problem as an EPD line (no newline).
std::string problemToEpdLine(const Problem& problem);
/// One problem as a FEN line "FEN #N" (no newline).
std::string problemToFenLine(const Problem& problem);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_format.h  Popeye's input language (English), read and written.
///
/// What is read (keywords are case-insensitive; a unique prefix of a keyword is
/// accepted, as Popeye does: `begin`, `stip`, `opti vari`; words are separated by
/// blanks, line breaks and `;` `,` `:`):
///   BeginProblem ... EndProblem     problems are separated by NextProblem; after
///                                    EndProblem a new BeginProblem may follow.
///   Title/Author/Origin/Remark/Award TEXT   the rest of the line; repeated
///                                    commands add lines (joined with '\n').
///     Origin: a last word of four digits is the year ("Origin Freie Presse 1994":
///     source "Freie Presse", year "1994"); trailing commas before it are dropped.
///     Remark lines that start with "Solution:" are the intended solution; Award
///     lines are kept in the remarks as "Award: TEXT". (Popeye has neither field.)
///   Pieces White Kc1 Qd4 Sc5g6 Pc4c7 Black ...   K Q R B S(knight) P; a piece
///                                    letter may be followed by several squares;
///                                    a word starting with a square is pawns
///                                    (`c4c7e4`); `B a1b2` (letter alone) too.
///                                    N (nightrider) and other fairy pieces,
///                                    neutral pieces and piece attributes are
///                                    reported as unsupported.
///   Forsyth PLACEMENT                FEN-like placement with Popeye's letters
///                                    (S = knight, N = nightrider: unsupported).
///   InitialGameArray                 the pieces of the game array.
///   Stipulation #N | h#N | s#N       1 <= N <= Solver::MaxMoves.
///   Option ...                       Variation, Try, Defence n, NoThreat, SetPlay,
///                                    MaxSolutions n -> Problem::hints;
///                                    HalfDuplex (the other side moves first),
///                                    NoCastling SQUARES (e1/e8 remove both rights
///                                    of that side, a1 h1 a8 h8 one each),
///                                    EnPassant SQUARE (the square the pawn passed,
///                                    as in FEN) -> the position;
///                                    NoBoard, MoveNumbers, MaxTime n,
///                                    NoShortVariations, Intelligent [n], Beep [n],
///                                    SuppressGrid, WriteGrid -> kept verbatim
///                                    (canonical spelling) in extraPopeyeOptions;
///                                    any other Popeye option is an error naming it.
///   Condition, Twin, ZeroPosition, SStipulation, Protocol, Input, LaTeX, LaTeXPieces
///                                    are errors naming the command.
/// Position conventions (Popeye's): White moves first in #N and s#N, Black in
/// h#N; HalfDuplex swaps. Castling is allowed whenever king and rook stand on
/// their home squares unless NoCastling says otherwise; there is no e.p. square
/// unless Option EnPassant gives one. Halfmove clock and move number are 0 and 1.
/// A problem with an error is skipped up to its NextProblem/EndProblem; text
/// outside BeginProblem...EndProblem is reported as a skipped entry too. The
/// line of a problem (ProblemCollection::Entry::line) is the line of the
/// BeginProblem or NextProblem that opens it.
///
/// What is written: the same language with full keywords, one problem after the
/// other separated by NextProblem, so that reading what was written gives the
/// same Problem (Problem::fen's halfmove clock and move number excepted).
#pragma once

#include "problem_file.h"

#include <string>
#include <string_view>
#include <vector>

namespace gms {

/// Reads a Popeye input file; never throws, bad problems go to `skipped`.
ProblemCollection parsePopeyeText(std::string_view text);
/// Writes problems as one Popeye input file (BeginProblem ... EndProblem); "" for none.
std::string problemsToPopeye(const std::vector<Problem>& problems);

/// Reads a list of Popeye solving options such as "Variation Try Defence 2 NoBoard"
/// into `hints` (which starts as Popeye's defaults: no variations) and `kept`.
/// Options that change the position (HalfDuplex, NoCastling, EnPassant) are errors
/// here. On failure `errorColumn` is the 1-based column in `text`.
bool parsePopeyeOptions(std::string_view text, SolvingHints& hints, std::vector<std::string>& kept,
                        int& errorColumn, std::string& error);
/// The option words for `hints` and `kept` ("Variation Try Defence 2 NoBoard"), as
/// parsePopeyeOptions reads them.
std::string popeyeOptionsText(const SolvingHints& hints, const std::vector<std::string>& kept);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_format.h  Popeye's input language (English, German, French), read and written.
///
/// The format is in files of one concern each: popeye_language (the keyword tables
/// of the three languages), popeye_lexer (words with line and column; Popeye's
/// prefix rule), popeye_reader (problems) with popeye_option_reader (Option) and
/// popeye_twin_reader (Twin, ZeroPosition), and popeye_writer (English Popeye input).
///
/// What is read (keywords are case-insensitive; a unique prefix of a keyword is
/// accepted, as Popeye does: `begin`, `stip`, `opti vari`; words are separated by
/// blanks, line breaks and `;` `,` `:`):
///   Language                         the word that opens the problems chooses it, as in
///                                    Popeye: BeginProblem (English), AnfangProblem
///                                    (German), DebutProbleme (French); every command,
///                                    option, colour, twin word and piece letter is then
///                                    that language's (German K D T L S B, French R D T F C P).
///   BeginProblem ... EndProblem     problems are separated by NextProblem. Popeye stops
///                                    reading at EndProblem: text after it is ignored (a
///                                    note), except a new BeginProblem (any language), which
///                                    opens more problems (GMS's collections).
///   Title/Author/Origin/Remark/Award TEXT   the rest of the line; repeated
///                                    commands add lines (joined with '\n').
///     Origin: a last word of four digits is the year ("Origin Freie Presse 1994":
///     source "Freie Presse", year "1994"); every character before it stays in the
///     source ("London Era, 1861": "London Era,").
///     Remark lines that start with "Solution:" are the intended solution; Award
///     lines are kept in the remarks as "Award: TEXT". (Popeye has neither field.)
///   Protocol FILE                    ProblemCollection::protocols (the rest of the line): the tools that
///                                    solve append their output to FILE as well.
///   Pieces White Kc1 Qd4 Sc5g6 Pc4c7 Black ...   a piece letter may be followed by
///                                    several squares; a word starting with a square is
///                                    pawns (`c4c7e4`); `B a1b2` (letter alone) too.
///                                    N (nightrider) and other fairy pieces, neutral
///                                    pieces and piece attributes are errors naming them.
///   Forsyth PLACEMENT                FEN-like placement with the language's letters.
///   InitialGameArray                 the pieces of the game array.
///   Stipulation S                    #N, s#N, r#N, h#N, h#N.5, ser-h#N (1 <= N <= 30,
///                                    h#0.5 too); the number may be the next word
///                                    of the line ("h# 2"). A second Stipulation is
///                                    ignored as Popeye ignores it, with a note naming both.
///   Option ...                       Variation, Try, Defence n, NoThreat, SetPlay,
///                                    MaxSolutions n, MaxTime n -> Problem::hints;
///                                    HalfDuplex (the other side moves first),
///                                    WhiteToPlay (helpmates only: h#N is read as
///                                    h#(N-1).5, the same solutions in Popeye),
///                                    NoCastling SQUARES (e1/e8 remove both rights
///                                    of that side, a1 h1 a8 h8 one each),
///                                    EnPassant e2e3e4 (or e2e4, or e3) -> the position;
///                                    NoBoard, MoveNumbers, NoShortVariations, Beep [n],
///                                    SuppressGrid, WriteGrid (Popeye's printing: a note),
///                                    Intelligent [n] -> kept verbatim (canonical English
///                                    spelling) in extraPopeyeOptions;
///                                    NoWk, NoBk -> SolvingHints::kinglessSides (a side
///                                    without a king gets it with a note, as Popeye
///                                    solves on after its warning);
///                                    an option GMS cannot honour is an error naming
///                                    the option.
///   Twin [Continued] CHANGES         a twin (Problem::twins, see twin.h); changes
///                                    up to the next command, any number of them:
///                                    Move SQ SQ, Exchange SQ SQ, Remove SQ,
///                                    Add COLOUR PIECES [COLOUR PIECES...] (one
///                                    TwinChange per piece word: "Add White Sg6g5"),
///                                    Substitute P P, Rotate 90|180|270,
///                                    Mirror a1<-->h1|a1<-->a8|a1<-->h8|a8<-->h1,
///                                    Shift SQ SQ, PolishType, Stipulation S.
///                                    Twins come last: Pieces, Forsyth, Option after a
///                                    twin are errors. A twin whose position is
///                                    illegal (or that moves/removes from an empty
///                                    square, shifts a piece off the board) is an
///                                    error at its Twin keyword naming the twin:
///                                    "twin c) (Add White Qe2): illegal position: ...".
///   ZeroPosition CHANGES             before any Twin: the diagram is not solved, the
///                                    changes give a) (Problem::zeroPosition).
///   Condition (and twin Condition), SStipulation, LaTeX, LaTeXPieces are errors naming
///                                    the command (and the condition).
/// Position conventions (Popeye's, checked with Popeye 4.104): White moves first
/// in #N, s#N, r#N and h#N.5, Black in h#N and ser-h#N; HalfDuplex swaps (for every
/// twin too). Castling is allowed whenever king and rook stand on
/// their home squares unless NoCastling says otherwise; there is no e.p. square
/// unless Option EnPassant gives one. Halfmove clock and move number are 0 and 1.
/// A problem with an error is skipped up to its NextProblem/EndProblem; text
/// before the first BeginProblem is reported as a skipped entry. The
/// line of a problem (ProblemCollection::Entry::line) is the line of the
/// BeginProblem or NextProblem that opens it.
///
/// What is written: English with full keywords, one problem after the
/// other separated by NextProblem, so that reading what was written gives the
/// same Problem (Problem::fen's halfmove clock and move number excepted):
/// HalfDuplex when the side to move is not the family's, NoCastling for rights
/// the pieces would allow, EnPassant as the double step (e2e3e4), then one line
/// per twin ("ZeroPosition ...", "Twin Continued Move c3 c4 Remove g8"). Popeye
/// reads what GMS writes with the same result (tests/test_twins.cpp).
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
/// The text fields of `p` that Popeye input cannot hold as they are (it has no quoting:
/// each command takes the rest of its line, trimmed): "title", "author", "source",
/// "year", "remarks", "intended solution". Empty when problemsToPopeye keeps them all.
std::vector<std::string> popeyeLostTextFields(const Problem& p);

/// Reads a list of Popeye solving options such as "Variation Try Defence 2 NoBoard"
/// into `hints` (which starts as Popeye's defaults: no variations) and `kept`.
/// Options that change the position (HalfDuplex, NoCastling, EnPassant) are errors
/// here. On failure `errorColumn` is the 1-based column in `text`.
bool parsePopeyeOptions(std::string_view text, SolvingHints& hints, std::vector<std::string>& kept, int& errorColumn,
                        std::string& error);
/// CastlingMutuallyExclusive's pairs of SolvingHints::castlingExclusions: "a1h8 h1a8" (empty: none).
std::string castlingExclusionPairs(std::uint16_t exclusions);
/// The option words for `hints` and `kept` ("Variation Try Defence 2 NoBoard"), as
/// parsePopeyeOptions reads them.
std::string popeyeOptionsText(const SolvingHints& hints, const std::vector<std::string>& kept);

} // namespace gms

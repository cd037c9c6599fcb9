// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DiagramBlock.h  What one problem diagram shows: header, board, stipulation, piece count, solution.
#pragma once

#include "problem.h"
#include "types.h"

#include <QString>
#include <QStringList>

#include <array>
#include <string>

namespace gms::diagram {

/// The content of one diagram block, in the order a problemist reads it:
/// author and source above the board, stipulation and piece count below it,
/// then optionally the solution.
struct DiagramBlock {
    QString author;                ///< Bold line above the board ("" = none).
    QString source;                ///< "London Era, 1861": source and year ("" = none).
    QString title;                 ///< Italic line under the source ("" = none).
    std::array<Piece, 64> board{}; ///< Square 0 = a1 .. 63 = h8.
    int whiteCount = 0;
    int blackCount = 0;
    QString stipulation;  ///< "#2", "h#2.5", ...
    QString note;         ///< "Black to play" when the side to move is not the usual one.
    QStringList solution; ///< Solution text lines (empty: no solution shown).

    /// "(6+4)": white and black men, as problemists count them.
    QString pieceCountText() const;
    /// The document title of an exported file: the problem's title, else "Author, Source", and the stipulation.
    QString documentTitle() const;
};

/// Builds the block of `problem` (its diagram position, i.e. Problem::fen).
/// False with `error` naming the FEN column when the position cannot be read.
bool blockFromProblem(const Problem& problem, DiagramBlock& out, std::string& error);

/// "Source, Year" as printed under the author; either part may be missing, and a
/// source that already ends with the year is not given it twice.
QString sourceLine(const ProblemMetadata& meta);

/// Splits solution text into lines with the blank lines at both ends removed.
QStringList solutionLines(const std::string& text);

} // namespace gms::diagram

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MoveNotation.h  Moves as the app shows them: one knight letter (S or N, a setting) everywhere.
#pragma once

#include "position.h"
#include "solution.h"

#include <QChar>
#include <QString>
#include <QStringList>

namespace gms::ui {

/// Replaces the knight letter of every move in `text` (a piece letter starts a move token
/// or follows '=' of a promotion) by `knight`; other capitals ("S=GEN/T", "Sound") stay.
QString withKnightLetter(const QString& text, QChar knight);

/// SAN of `m` in `pos` with the knight letter of the setting ("Sf3" or "Nf3").
QString sanText(const Position& pos, Move m);
/// The same with an explicit letter (for tests and callers that already read the setting).
QString sanText(const Position& pos, Move m, QChar knight);

/// A help line from `root` as the board plays it: series play and an intro (m->) get a pass
/// (Move::none()) of the other side between two moves of one side; other lines are returned
/// as they are.
std::vector<Move> playableHelpLine(const Position& root, const Stipulation& stip, const std::vector<Move>& line);

/// How set play lines of a help stipulation are numbered: after the diagram's side passes,
/// the other side starts (h#N: as h#(N-1).5, "1...X 2.Y Z#"; h#N.5: as h#N; ser-h#: "1...X#").
Stipulation setPlayNumbering(const Stipulation& stip);

/// One line of help play in SAN with problem numbering from the side that starts:
/// "1.Kd4 Nb3 2.Kc3 Qd2#" (h#N), "1...Kb3 2.Nf8 Kc3 ..." (h#N.5: the mating side
/// starts), "1.Kd4 2.Kc3 3.Kb2 Qd2#" (ser-h#: the series, then the mate); with an intro of
/// `introLength` moves (m->) Popeye's numbers: "1.Bc4 2.Ra8 1.Bg5+ hxg5 ...".
QString helpLineText(const Position& root, const Stipulation& stip, const std::vector<Move>& line, QChar knight,
                     int introLength = 0);

} // namespace gms::ui

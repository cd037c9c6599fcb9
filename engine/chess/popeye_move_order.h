// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_move_order.h  The order in which Popeye 4.104 tries the moves of a position and
/// the numbers it gives them (its MoveNumbers lines; what StartMoveNumber counts).
#pragma once

#include "position.h"

#include <vector>

namespace gms {

struct NumberedMove {
    Move move;
    int number; ///< Popeye's: 1 for its first move; moves it generates but finds illegal count too.
};

/// The legal moves of `pos` in Popeye's order, each with Popeye's number. Popeye goes through
/// the units from a1 to h8 and, for each, tries the moves it generated last first: a king's
/// castlings (queenside, kingside), then its steps; the lines of a piece in the order
/// down-left, down-right, up-right, up-left, down, left, up, right (as they apply), each from its
/// far end back; a knight's leaps from (-2 files, -1 rank) round to (-2 files, +1 rank); a
/// pawn's double step, single step, capture towards the h-file, capture towards the a-file
/// (en passant in its place), each promotion as queen, knight, rook, bishop. Every move it
/// generates is numbered, legal or not; castling only with the right, the squares between king
/// and rook empty, the king not in check and the square it passes not attacked.
std::vector<NumberedMove> popeyeMoveOrder(const Position& pos);

} // namespace gms

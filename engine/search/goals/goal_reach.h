// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_reach.h  Where the units of the side to move can go in one move, as the goals that are
/// a property of the move (target square, capture, circuit, ...) ask it before any move is made.
#pragma once

#include "bitboard.h"
#include "hotpath.h"
#include "position.h"

namespace gms {

/// The squares the unit on `from` (of the side to move) can go to in one move, ignoring pins and
/// checks (a superset of its legal destinations); castling is not counted.
inline Bitboard unitReach(const Position& pos, Square from) {
    const Piece piece = pos.pieceOn(from);
    const Color side = colorOf(piece);
    const Bitboard own = pos.pieces(side);
    if (typeOf(piece) != Pawn) return pieceAttacks(typeOf(piece), from, pos.pieces()) & ~own;
    const Bitboard empty = ~pos.pieces();
    const Bitboard single = pawnPush(side, squareBB(from)) & empty;
    const bool onStart = rankOf(from) == (side == White ? 1 : 6);
    const Bitboard twice = onStart ? pawnPush(side, single) & empty : 0;
    const Bitboard ep = pos.epSquare() == NoSquare ? 0 : squareBB(pos.epSquare());
    return single | twice | (pawnAttacks(side, from) & (pos.pieces(~side) | ep));
}

/// The squares some unit of the side to move can go to in one move (unitReach of each).
inline Bitboard sideReach(const Position& pos) {
    Bitboard reach = 0;
    for (Bitboard units = pos.pieces(pos.sideToMove()); units; units &= units - 1)
        reach |= unitReach(pos, hot::lsb(units));
    return reach;
}

/// The side to move may still castle (a castling move is judged by no square test).
inline bool sideMayCastle(const Position& pos) {
    const int rights = pos.sideToMove() == White ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside;
    return (pos.castlingRights() & rights) != 0;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_reachability.h"

#include "bitboard.h"
#include "unit_distances.h"

#include <algorithm>

namespace gms {

namespace {

using hot::lsb;

/// Fewest moves for the king of `c` from `from` to `to`: king steps, or castling first
/// (one move to the g- or c-file) while a right is left.
int kingDistance(const Position& pos, Color c, Square from, Square to) {
    int d = distance(from, to);
    const int rights = pos.castlingRights() & (c == White ? (WhiteKingside | WhiteQueenside)
                                                          : (BlackKingside | BlackQueenside));
    if (rights) {
        const int rank = c == White ? 0 : 7;
        if (rights & (WhiteKingside | BlackKingside)) d = std::min(d, 1 + distance(makeSquare(6, rank), to));
        if (rights & (WhiteQueenside | BlackQueenside)) d = std::min(d, 1 + distance(makeSquare(2, rank), to));
    }
    return d;
}

} // namespace

bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves) {
    const UnitDistances& dist = UnitDistances::get();
    const Color mating = ~mated;
    const Square king = pos.kingSquare(mated);

    // Where the mated king can stand at the end.
    Bitboard kingSquares = 0;
    for (Square s = 0; s < 64; ++s)
        if (kingDistance(pos, mated, king, s) <= matedMoves) kingSquares |= squareBB(s);

    // What the mating side can attack by then: checks come from its non-royal units,
    // guards from every unit.
    Bitboard checkable = 0;
    for (Bitboard units = pos.pieces(mating) & ~pos.pieces(King); units; units &= units - 1) {
        const Square s = lsb(units);
        checkable |= dist.attackedWithin(pos.pieceOn(s), s, matingMoves);
    }
    Bitboard candidates = kingSquares & checkable;
    if (!candidates) return false;
    const Square matingKing = pos.kingSquare(mating);
    const Bitboard guardable = checkable | dist.attackedWithin(pos.pieceOn(matingKing), matingKing, matingMoves);

    // A castling rook moves in the king's move: it may be one move nearer than it looks.
    const bool mayCastle = pos.castlingRights() & (mated == White ? (WhiteKingside | WhiteQueenside)
                                                                  : (BlackKingside | BlackQueenside));
    const Bitboard blockers = pos.pieces(mated) & ~pos.pieces(King);
    int fillCost[64];
    std::fill(std::begin(fillCost), std::end(fillCost), -1); // -1: not computed yet
    const auto cheapestFill = [&](Square f) {
        if (fillCost[f] >= 0) return fillCost[f];
        int best = UnitDistances::Unreachable;
        for (Bitboard units = blockers; units; units &= units - 1) {
            const Square u = lsb(units);
            const Piece p = pos.pieceOn(u);
            int d = dist.occupy(p, u, f);
            if (mayCastle && typeOf(p) == Rook && d > 0) --d;
            best = std::min(best, d);
        }
        return fillCost[f] = best;
    };

    for (; candidates; candidates &= candidates - 1) {
        const Square s = lsb(candidates);
        const int budget = matedMoves - kingDistance(pos, mated, king, s);
        int need = 0;
        for (Bitboard open = kingAttacks(s) & ~guardable; open && need <= budget; open &= open - 1)
            need += cheapestFill(lsb(open));
        if (need <= budget) return true;
    }
    return false;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "stalemate_move_filter.h"

#include "bitboard.h"
#include "hotpath.h"
#include "movegen.h"

namespace gms {

using hot::lsb;

namespace {

/// Whether `side` still has a castling right (its castling is judged by no witness's squares).
bool mayCastle(const Position& pos, Color side) {
    const int rights = side == White ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside;
    return pos.castlingRights() & rights;
}

} // namespace

void StalemateMoveFilter::prepare(const Position& pos) {
    witnessCount_ = 0;
    stalematedKing_ = pos.kingSquare(~pos.sideToMove());
    if (pos.inCheck()) return; // the null move below needs the mover out of check
    Position opponent = pos;
    UndoInfo undo;
    opponent.makeNullMove(undo);
    if (opponent.inCheck()) return; // not a position of help play: keep every move
    chooseWitnesses(opponent, MaxWitnesses);
}

void StalemateMoveFilter::prepareBeforeLast(const Position& pos) {
    witnessCount_ = 0;
    stalematedKing_ = pos.kingSquare(pos.sideToMove());
    if (pos.inCheck()) return; // its moves answer the check: the witnesses would not stand
    // One more than the last move's: the moving unit's own is left out.
    chooseWitnesses(pos, MaxWitnesses + 1);
}

void StalemateMoveFilter::chooseWitnesses(const Position& side, int most) {
    MoveList list;
    generateLegal(side, list);
    // One witness per unit; units off every line through their king first (only a capture or
    // a block disables them), then the king, then the rest.
    Move ranked[3][MaxWitnesses + 1];
    int counts[3] = {0, 0, 0};
    Bitboard units = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move w = list.moves[i];
        if (w.isCastling() || w.isEnPassant() || (units & squareBB(w.from()))) continue;
        units |= squareBB(w.from());
        const Square from = w.from();
        const int rank = typeOf(side.pieceOn(from)) == King                                    ? 1
                         : stalematedKing_ == NoSquare || !tables::line[stalematedKing_][from] ? 0
                                                                                               : 2;
        if (counts[rank] < most) ranked[rank][counts[rank]++] = w;
    }
    for (int r = 0; r < 3; ++r)
        for (int i = 0; i < counts[r] && witnessCount_ < most; ++i)
            witnesses_[witnessCount_++] = witnessOf(side, ranked[r][i]);
}

StalemateMoveFilter::Witness StalemateMoveFilter::witnessOf(const Position& pos, Move w) const {
    Witness out;
    out.move = w;
    const Square from = w.from(), to = w.to();
    // Its unit captured, its path or destination occupied, or the unit it captures gone.
    out.to = squareBB(from) | squareBB(to) | between(from, to);
    out.from = squareBB(to);
    if (typeOf(pos.pieceOn(from)) == King) {
        // Attacked on `to` by the moved unit or by a slider through the mover's square.
        out.king = true;
        const Bitboard lines = queenAttacks(to, 0);
        out.to |= lines | knightAttacks(to);
        out.from |= lines;
    } else if (stalematedKing_ != NoSquare && tables::line[stalematedKing_][from]) {
        // Pinned: the moved unit beyond it on the line from its king, or a line opened through
        // the mover's square.
        for (Bitboard b = tables::line[stalematedKing_][from]; b; b &= b - 1)
            if (between(stalematedKing_, lsb(b)) & squareBB(from)) out.to |= squareBB(lsb(b));
        out.from |= tables::line[stalematedKing_][from];
    }
    return out;
}

bool StalemateMoveFilter::mayStalemate(const Position& pos, Move m) const {
    for (int i = 0; i < witnessCount_; ++i)
        if (!mayDisable(pos, m, witnesses_[i])) return false;
    return true;
}

bool StalemateMoveFilter::anyMayStalemate(const Position& pos) const {
    const Color mover = pos.sideToMove();
    if (witnessCount_ == 0 || mayCastle(pos, mover) || pos.epSquare() != NoSquare) return true;
    const Witness* chosen[MaxWitnesses + 1];
    for (int i = 0; i < witnessCount_; ++i) chosen[i] = &witnesses_[i];
    return someUnitMayPass(pos, mover, pos.pieces(mover), pos.pieces(~mover), pos.pieces(), chosen, witnessCount_);
}

bool StalemateMoveFilter::mayLeadToStalemate(const Position& pos, Move m) const {
    if (witnessCount_ == 0 || m.isCastling() || m.isEnPassant()) return true;
    const Square from = m.from(), to = m.to();
    const Color side = pos.sideToMove();
    const Piece piece = pos.pieceOn(from);
    if (typeOf(piece) == King) return true; // its units' lines to the king change
    // A double step gives the opponent an en passant capture, castling a move the squares do
    // not show (both kept: mayDisable keeps them too).
    if (typeOf(piece) == Pawn && (from ^ to) == 16) return true;
    if (mayCastle(pos, ~side)) return true;
    // The witnesses of the other units that the move leaves legal: it neither stands on their
    // path or destination nor opens a line to their king (or, for the king's, to its
    // destination).
    const Witness* standing[MaxWitnesses + 1];
    int count = 0;
    for (int i = 0; i < witnessCount_; ++i) {
        const Witness& w = witnesses_[i];
        const Square wFrom = w.move.from(), wTo = w.move.to();
        if (wFrom == from || to == wTo || (between(wFrom, wTo) & squareBB(to))) continue;
        const Bitboard exposed =
            w.king ? queenAttacks(wTo, 0) : (stalematedKing_ == NoSquare ? 0 : tables::line[stalematedKing_][wFrom]);
        if (exposed & squareBB(from)) continue;
        standing[count++] = &w;
    }
    if (count == 0) return true;
    const Color mover = ~side;
    const Bitboard occupied = (pos.pieces() & ~squareBB(from)) | squareBB(to);
    const Bitboard opponents = (pos.pieces(side) & ~squareBB(from)) | squareBB(to);
    const Bitboard units = pos.pieces(mover) & ~squareBB(to); // a captured one moves no more
    return someUnitMayPass(pos, mover, units, opponents, occupied, standing, count);
}

bool StalemateMoveFilter::someUnitMayPass(const Position& pos, Color mover, Bitboard moverUnits, Bitboard opponents,
                                          Bitboard occupied, const Witness* const* chosen, int count) const {
    const Bitboard empty = ~occupied;
    for (Bitboard units = moverUnits; units; units &= units - 1) {
        const Square from = lsb(units);
        // The destinations that would let a move of this unit pass every witness.
        Bitboard wanted = ~Bitboard(0);
        for (int i = 0; i < count; ++i)
            if (!(chosen[i]->from & squareBB(from))) wanted &= chosen[i]->to;
        if (!wanted) continue;
        const Piece piece = pos.pieceOn(from);
        Bitboard reach;
        if (typeOf(piece) == Pawn) {
            const Bitboard single = pawnPush(mover, squareBB(from)) & empty;
            const Bitboard twice = pawnPush(mover, single) & empty;
            const bool onStart = rankOf(from) == (mover == White ? 1 : 6);
            reach = single | (onStart ? twice : 0) | (pawnAttacks(mover, from) & opponents);
        } else {
            reach = pieceAttacks(typeOf(piece), from, occupied) & ~moverUnits;
        }
        if (reach & wanted) return true;
    }
    return false;
}

bool StalemateMoveFilter::mayDisable(const Position& pos, Move m, const Witness& witness) const {
    if (m.isCastling() || m.isEnPassant()) return true;
    const Square from = m.from(), to = m.to();
    if (!(witness.to & squareBB(to)) && !(witness.from & squareBB(from))) return false;
    if (!witness.king) return true;
    const Square wFrom = witness.move.from(), wTo = witness.move.to();
    if (to == wFrom || to == wTo || from == wTo) return true;
    // The king on wTo afterwards: attacked by the moved unit, or by a slider through `from`.
    const Color mover = pos.sideToMove();
    const Bitboard occupied = (pos.pieces() & ~squareBB(from) & ~squareBB(wFrom)) | squareBB(to);
    const PieceType moved = m.isPromotion() ? m.promoted() : typeOf(pos.pieceOn(from));
    const Bitboard hits = moved == Pawn ? pawnAttacks(mover, to) : pieceAttacks(moved, to, occupied);
    if (hits & squareBB(wTo)) return true;
    const Bitboard diagonal = pos.pieces(mover, Bishop, Queen) & ~squareBB(from);
    const Bitboard straight = pos.pieces(mover, Rook, Queen) & ~squareBB(from);
    return (bishopAttacks(wTo, occupied) & diagonal) || (rookAttacks(wTo, occupied) & straight);
}

} // namespace gms

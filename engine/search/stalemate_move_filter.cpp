// SPDX-License-Identifier: GPL-3.0-or-later
#include "stalemate_move_filter.h"

#include "bitboard.h"
#include "hotpath.h"
#include "movegen.h"

namespace gms {

using hot::lsb;

void StalemateMoveFilter::prepare(const Position& pos) {
    witnessCount_ = 0;
    opponentKing_ = pos.kingSquare(~pos.sideToMove());
    if (pos.inCheck()) return; // the null move below needs the mover out of check
    Position opponent = pos;
    UndoInfo undo;
    opponent.makeNullMove(undo);
    if (opponent.inCheck()) return; // not a position of help play: keep every move
    MoveList list;
    generateLegal(opponent, list);
    // One witness per unit; units off every line through their king first (only a capture or
    // a block disables them), then the king, then the rest.
    Move ranked[3][MaxWitnesses];
    int counts[3] = {0, 0, 0};
    Bitboard units = 0;
    for (int i = 0; i < list.size; ++i) {
        const Move w = list.moves[i];
        if (w.isCastling() || w.isEnPassant() || (units & squareBB(w.from()))) continue;
        units |= squareBB(w.from());
        const Square from = w.from();
        const int rank = typeOf(opponent.pieceOn(from)) == King                              ? 1
                         : opponentKing_ == NoSquare || !tables::line[opponentKing_][from] ? 0
                                                                                             : 2;
        if (counts[rank] < MaxWitnesses) ranked[rank][counts[rank]++] = w;
    }
    for (int r = 0; r < 3; ++r)
        for (int i = 0; i < counts[r] && witnessCount_ < MaxWitnesses; ++i)
            witnesses_[witnessCount_++] = witnessOf(opponent, ranked[r][i]);
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
    } else if (opponentKing_ != NoSquare && tables::line[opponentKing_][from]) {
        // Pinned: the moved unit beyond it on the line from its king, or a line opened through
        // the mover's square.
        for (Bitboard b = tables::line[opponentKing_][from]; b; b &= b - 1)
            if (between(opponentKing_, lsb(b)) & squareBB(from)) out.to |= squareBB(lsb(b));
        out.from |= tables::line[opponentKing_][from];
    }
    return out;
}

bool StalemateMoveFilter::mayStalemate(const Position& pos, Move m) const {
    for (int i = 0; i < witnessCount_; ++i)
        if (!mayDisable(pos, m, witnesses_[i])) return false;
    return true;
}

bool StalemateMoveFilter::anyMayStalemate(const Position& pos) const {
    if (witnessCount_ == 0 || pos.castlingRights() || pos.epSquare() != NoSquare) return true;
    const Color mover = pos.sideToMove();
    const Bitboard occupied = pos.pieces();
    const Bitboard empty = ~occupied;
    for (Bitboard units = pos.pieces(mover); units; units &= units - 1) {
        const Square from = lsb(units);
        // The destinations that would let a move of this unit pass every witness.
        Bitboard wanted = ~Bitboard(0);
        for (int i = 0; i < witnessCount_; ++i)
            if (!(witnesses_[i].from & squareBB(from))) wanted &= witnesses_[i].to;
        if (!wanted) continue;
        const Piece piece = pos.pieceOn(from);
        Bitboard reach;
        if (typeOf(piece) == Pawn) {
            const Bitboard single = (mover == White ? squareBB(from) << 8 : squareBB(from) >> 8) & empty;
            const Bitboard twice = (mover == White ? single << 8 : single >> 8) & empty;
            const bool onStart = rankOf(from) == (mover == White ? 1 : 6);
            reach = single | (onStart ? twice : 0) | (pawnAttacks(mover, from) & pos.pieces(~mover));
        } else {
            reach = pieceAttacks(typeOf(piece), from, occupied) & ~pos.pieces(mover);
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

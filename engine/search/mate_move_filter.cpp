// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_move_filter.h"

#include "bitboard.h"
#include "unit_distances.h"

namespace gms {

namespace {

using hot::lsb;

/// Whether `to` is nearer than `from` to some square of `targets` by `distanceOf`.
template <class Distance>
bool nearerToSome(Bitboard targets, Square from, Square to, Distance distanceOf) {
    if (targets & squareBB(to)) return true;
    for (; targets; targets &= targets - 1) {
        const Square t = lsb(targets);
        if (distanceOf(to, t) < distanceOf(from, t)) return true;
    }
    return false;
}

} // namespace

void MateMoveFilter::prepare(const Position& pos, Color mated, int matedMoves, int matingMoves,
                             const MateFocus& focus) {
    moverIsMated_ = pos.sideToMove() == mated;
    all_ = moverIsMated_ ? mateReachable(pos, mated, matedMoves - 1, matingMoves, witness_, focus)
                         : mateReachable(pos, mated, matedMoves, matingMoves - 1, witness_, focus);
    if (all_) return;
    // Every scheme that fits uses all the mover's moves: which units go where in them.
    collectMateTargets(pos, mated, matedMoves, matingMoves, !moverIsMated_, targets_, focus);
    if (moverIsMated_) {
        mateBlockSlack(pos, mated, matedMoves - 1, matingMoves, blockSlack_, focus);
        blockFlights_ = 0;
        for (Square f = 0; f < 64; ++f)
            if (blockSlack_[f] >= 0) blockFlights_ |= squareBB(f);
    }
    if (!targets_.complete) all_ = true;
}

bool MateMoveFilter::mayHelp(const Position& pos, Move m) const {
    if (all_) return true;
    // Moves that change more than one unit's distances, or the units themselves.
    if (m.isCastling() || m.isEnPassant() || m.isPromotion() || pos.pieceOn(m.to()) != NoPiece) return true;
    const Square from = m.from(), to = m.to();
    const Piece piece = pos.pieceOn(from);
    const PieceType type = typeOf(piece);
    const Color mover = colorOf(piece);
    const int rights = mover == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside);
    if ((type == King || type == Rook) && (pos.castlingRights() & rights)) return true; // castling distances
    const UnitDistances& dist = UnitDistances::get();
    const auto occupy = [&](Square a, Square b) { return int(dist.occupy(piece, a, b)); };
    if (moverIsMated_) {
        if (type == King)
            return nearerToSome(targets_.kingSquares, from, to, [](Square a, Square b) { return distance(a, b); });
        // A flight it fills in a scheme after this move: reached within the moves then left.
        for (Bitboard flights = blockFlights_; flights; flights &= flights - 1) {
            const Square f = lsb(flights);
            const int after = occupy(to, f);
            if (after <= blockSlack_[f] && after < occupy(from, f)) return true;
        }
        return false;
    }
    if (type == Pawn)
        return nearerToSome(targets_.stands[from], from, to,
                            [&](Square a, Square b) { return int(dist.asPawn(mover, a, b)); }) ||
               nearerToSome(targets_.promotedStands[from], from, to,
                            [&](Square a, Square b) { return int(dist.promoted(mover, a, b)); });
    return nearerToSome(targets_.stands[from], from, to, occupy);
}

} // namespace gms

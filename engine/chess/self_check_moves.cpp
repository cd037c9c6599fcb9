// SPDX-License-Identifier: GPL-3.0-or-later
#include "self_check_moves.h"

#include "bitboard.h"
#include "hotpath.h"

#include <array>

namespace gms {

namespace {

/// Room for every pseudo-legal move of 16 men (more than a MoveList holds: no bound is known
/// that keeps them under its 256, though legal moves stay under 219).
struct PseudoLegalMoves {
    std::array<Move, 512> moves;
    int size = 0;
    void add(Move m) { moves[std::size_t(size++)] = m; }
};

/// Every pseudo-legal move of the side to move (own king safety not asked).
void pseudoLegalMoves(const Position& pos, PseudoLegalMoves& out) {
    const Color us = pos.sideToMove(), them = ~us;
    const Bitboard occ = pos.pieces(), ours = pos.pieces(us), theirs = pos.pieces(them);
    const Bitboard lastRank = us == White ? Rank8BB : Rank1BB;
    const Bitboard startRank = us == White ? rankBB(1) : rankBB(6);
    auto addPawnMove = [&](Square from, Square to) {
        if (squareBB(to) & lastRank) {
            for (PieceType p : {Queen, Knight, Rook, Bishop}) out.add(Move::promotion(from, to, p));
        } else {
            out.add(Move(from, to));
        }
    };
    for (Bitboard pawns = pos.pieces(us, Pawn); pawns;) {
        const Square from = hot::popLsb(pawns);
        const Bitboard one = pawnPush(us, squareBB(from)) & ~occ;
        if (one) {
            addPawnMove(from, hot::lsb(one));
            const Bitboard two = pawnPush(us, one) & ~occ;
            if ((squareBB(from) & startRank) && two) out.add(Move(from, hot::lsb(two)));
        }
        for (Bitboard caps = pawnAttacks(us, from) & theirs; caps;) addPawnMove(from, hot::popLsb(caps));
        if (pos.epSquare() != NoSquare && (pawnAttacks(us, from) & squareBB(pos.epSquare())))
            out.add(Move(from, pos.epSquare(), Move::EnPassant));
    }
    for (Bitboard units = ours & ~pos.pieces(Pawn); units;) {
        const Square from = hot::popLsb(units);
        for (Bitboard to = pieceAttacks(typeOf(pos.pieceOn(from)), from, occ) & ~ours; to;)
            out.add(Move(from, hot::popLsb(to)));
    }
    // Castling: the king not in check and the square it crosses not attacked; where it lands is
    // what a self-check may ignore.
    const Square k = pos.kingSquare(us);
    if (pos.inCheck()) return;
    const int rights =
        pos.castlingRights() & (us == White ? WhiteKingside | WhiteQueenside : BlackKingside | BlackQueenside);
    for (int side = 0; side < 2; ++side) {
        if (!(rights & ((us == White ? WhiteKingside : BlackKingside) << side))) continue;
        const Square rook = side == 0 ? k + 3 : k - 4;
        const Square to = side == 0 ? k + 2 : k - 2;
        const Square crossed = side == 0 ? k + 1 : k - 1;
        if (pos.pieceOn(rook) != makePiece(us, Rook) || (between(k, rook) & occ)) continue;
        if (pos.attackersTo(crossed, occ) & theirs) continue;
        out.add(Move(k, to, Move::Castling));
    }
}

} // namespace

void appendSelfCheckMoves(const Position& pos, MoveList& list) {
    const Color us = pos.sideToMove();
    if (pos.kingSquare(us) == NoSquare) return;
    const Square theirKing = pos.kingSquare(~us);
    PseudoLegalMoves candidates;
    pseudoLegalMoves(pos, candidates);
    Position after = pos;
    for (int i = 0; i < candidates.size && list.size < MoveList::Capacity; ++i) {
        const Move m = candidates.moves[std::size_t(i)];
        if (m.to() == theirKing) continue; // capturing the king is no move
        UndoInfo undo;
        after.makeMove(m, undo);
        const bool exposed = after.isAttacked(after.kingSquare(us), ~us);
        after.unmakeMove(m, undo);
        if (exposed) list.add(m);
    }
}

bool isSelfCheckMove(const Position& pos, Move m) {
    MoveList moves;
    appendSelfCheckMoves(pos, moves);
    return moves.contains(m);
}

void generateWithSelfChecks(const Position& pos, MoveList& list, GenMode mode, const OrderingWeights* weights) {
    list.size = 0;
    if (mode == GenMode::AllAndSelfChecks) generateLegalMoves(pos, list, GenMode::All, weights);
    appendSelfCheckMoves(pos, list);
}

} // namespace gms

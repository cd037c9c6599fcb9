// SPDX-License-Identifier: GPL-3.0-or-later
#include "popeye_move_order.h"

#include "movegen.h"

namespace gms {

namespace {

struct Step {
    int file, rank;
};

// Popeye's line vectors, in the order it tries them (the reverse of the order it generates them).
constexpr Step QueenLines[] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {0, 1}, {1, 0}};
constexpr Step RookLines[] = {{0, -1}, {-1, 0}, {0, 1}, {1, 0}};
constexpr Step BishopLines[] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
constexpr Step KnightLeaps[] = {{-2, -1}, {-1, -2}, {1, -2}, {2, -1}, {2, 1}, {1, 2}, {-1, 2}, {-2, 1}};
constexpr PieceType PromotionOrder[] = {Queen, Knight, Rook, Bishop};

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

class Numbering {
public:
    explicit Numbering(const Position& pos) { generateLegal(pos, legal_); }

    /// Numbers one generated move; keeps it when it is legal.
    void generated(Square from, Square to, PieceType promoted = NoPieceType) {
        ++number_;
        for (int i = 0; i < legal_.size; ++i) {
            const Move m = legal_.moves[i];
            if (m.from() == from && m.to() == to && !m.isCastling() && m.promoted() == promoted) {
                out.push_back({m, number_});
                return;
            }
        }
    }
    /// Castling: generated (and numbered) with the right, the squares between king and rook
    /// empty, the king not in check and the square it passes not attacked; where it lands is
    /// judged with its legality, as for any move.
    void castling(const Position& pos, Square king, bool kingside) {
        const Color us = pos.sideToMove();
        const int right =
            us == White ? (kingside ? WhiteKingside : WhiteQueenside) : (kingside ? BlackKingside : BlackQueenside);
        if (!(pos.castlingRights() & right) || pos.inCheck()) return;
        const int step = kingside ? 1 : -1;
        for (Square s = king + step; s != (kingside ? king + 3 : king - 4); s += step)
            if (pos.pieceOn(s) != NoPiece) return;
        if (pos.isAttacked(king + step, ~us)) return;
        ++number_;
        for (int i = 0; i < legal_.size; ++i) {
            const Move m = legal_.moves[i];
            if (m.isCastling() && m.from() == king && (m.to() > m.from()) == kingside) {
                out.push_back({m, number_});
                return;
            }
        }
    }

    std::vector<NumberedMove> out;

private:
    MoveList legal_;
    int number_ = 0;
};

/// Along each line from its far end back: the squares a slider reaches, the last one possibly a capture.
template <std::size_t N>
void lines(const Position& pos, Square from, const Step (&steps)[N], bool slides, Numbering& n) {
    const Color us = pos.sideToMove();
    for (const Step& s : steps) {
        Square reached[8];
        int count = 0;
        int f = fileOf(from) + s.file, r = rankOf(from) + s.rank;
        while (onBoard(f, r)) {
            const Square to = makeSquare(f, r);
            const Piece p = pos.pieceOn(to);
            if (p != NoPiece && colorOf(p) == us) break;
            reached[count++] = to;
            if (p != NoPiece || !slides) break;
            f += s.file;
            r += s.rank;
        }
        while (count > 0) n.generated(from, reached[--count]);
    }
}

void pawnMoves(const Position& pos, Square from, Numbering& n) {
    const Color us = pos.sideToMove();
    const int forward = us == White ? 1 : -1;
    const int file = fileOf(from), rank = rankOf(from);
    const bool promotes = rank + forward == (us == White ? 7 : 0);
    const auto emit = [&](Square to) {
        if (!promotes) {
            n.generated(from, to);
            return;
        }
        for (PieceType t : PromotionOrder) n.generated(from, to, t);
    };
    if (!onBoard(file, rank + forward)) return;
    const Square one = makeSquare(file, rank + forward);
    if (pos.pieceOn(one) == NoPiece) {
        const bool home = rank == (us == White ? 1 : 6);
        if (home && pos.pieceOn(makeSquare(file, rank + 2 * forward)) == NoPiece)
            n.generated(from, makeSquare(file, rank + 2 * forward));
        emit(one);
    }
    for (int side : {1, -1}) { // towards the h-file first
        if (!onBoard(file + side, rank + forward)) continue;
        const Square to = makeSquare(file + side, rank + forward);
        const Piece p = pos.pieceOn(to);
        if ((p != NoPiece && colorOf(p) != us) || to == pos.epSquare()) emit(to);
    }
}

} // namespace

std::vector<NumberedMove> popeyeMoveOrder(const Position& pos) {
    Numbering n(pos);
    const Color us = pos.sideToMove();
    for (Square s = 0; s < 64; ++s) {
        const Piece p = pos.pieceOn(s);
        if (p == NoPiece || colorOf(p) != us) continue;
        switch (typeOf(p)) {
            case King:
                n.castling(pos, s, false);
                n.castling(pos, s, true);
                lines(pos, s, QueenLines, false, n);
                break;
            case Queen: lines(pos, s, QueenLines, true, n); break;
            case Rook: lines(pos, s, RookLines, true, n); break;
            case Bishop: lines(pos, s, BishopLines, true, n); break;
            case Knight: lines(pos, s, KnightLeaps, false, n); break;
            case Pawn: pawnMoves(pos, s, n); break;
            default: break;
        }
    }
    return n.out;
}

} // namespace gms

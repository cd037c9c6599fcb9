// SPDX-License-Identifier: GPL-3.0-or-later
#include "unit_distances.h"

#include "bitboard.h"

#include <algorithm>

namespace gms {

namespace {

using hot::lsb;

using Row = std::array<std::uint8_t, 64>;

/// Breadth-first distances on an empty board from `from`, one step being `step(square)`.
template <class Step>
Row breadthFirst(Square from, Step step) {
    Row d;
    d.fill(UnitDistances::Unreachable);
    d[std::size_t(from)] = 0;
    Square queue[64];
    int head = 0, tail = 0;
    queue[tail++] = from;
    while (head < tail) {
        const Square s = queue[head++];
        for (Bitboard b = step(s); b; b &= b - 1) {
            const Square t = lsb(b);
            if (d[std::size_t(t)] != UnitDistances::Unreachable) continue;
            d[std::size_t(t)] = std::uint8_t(d[std::size_t(s)] + 1);
            queue[tail++] = t;
        }
    }
    return d;
}

/// A pawn's steps as a pawn: one forward, two from its start rank, a capture either side.
/// It stops on the last rank (it is promoted there).
Bitboard pawnSteps(Color c, Square s) {
    const int rank = rankOf(s);
    const int lastRank = c == White ? 7 : 0;
    if (rank == lastRank) return 0;
    const Bitboard bb = squareBB(s);
    Bitboard steps = pawnPush(c, bb) | pawnAttacks(c, s);
    if (rank == (c == White ? 1 : 6)) steps |= pawnPush(c, pawnPush(c, bb));
    return steps;
}

} // namespace

UnitDistances::UnitDistances() {
    initBitboards();
    const auto attacksFrom = [this](std::size_t p, std::size_t from, Bitboard (*hitsAt)(Square)) {
        Row& att = attack_[p][from];
        const Row& occ = occupy_[p][from];
        for (Square stand = 0; stand < 64; ++stand) {
            if (occ[std::size_t(stand)] == Unreachable) continue;
            for (Bitboard hits = hitsAt(stand); hits; hits &= hits - 1) {
                const Square target = lsb(hits);
                att[std::size_t(target)] = std::min(att[std::size_t(target)], occ[std::size_t(stand)]);
            }
        }
    };
    for (auto& table : attack_)
        for (Row& row : table) row.fill(Unreachable);
    for (auto& table : occupy_)
        for (Row& row : table) row.fill(Unreachable);
    static constexpr PieceType pieceTypes[] = {Knight, Bishop, Rook, Queen, King};
    static Bitboard (*const hitsOf[])(Square) = {
        [](Square s) { return pieceAttacks(Knight, s, 0); }, [](Square s) { return pieceAttacks(Bishop, s, 0); },
        [](Square s) { return pieceAttacks(Rook, s, 0); }, [](Square s) { return pieceAttacks(Queen, s, 0); },
        [](Square s) { return pieceAttacks(King, s, 0); }};
    for (Color c : {White, Black}) {
        // Pieces: distances on the empty board, then from where they attack.
        for (int i = 0; i < 5; ++i) {
            const std::size_t p = makePiece(c, pieceTypes[i]);
            for (Square from = 0; from < 64; ++from) {
                occupy_[p][std::size_t(from)] = breadthFirst(from, hitsOf[i]);
                attacksFrom(p, std::size_t(from), hitsOf[i]);
            }
        }
        // Pawns: as a pawn, or promoted on the last rank and moving on as the new piece.
        const std::size_t pawn = makePiece(c, Pawn);
        const int lastRank = c == White ? 7 : 0;
        for (Square from = 0; from < 64; ++from) {
            const Row asPawn = breadthFirst(from, [c](Square s) { return pawnSteps(c, s); });
            Row& occ = occupy_[pawn][std::size_t(from)];
            Row& att = attack_[pawn][std::size_t(from)];
            Row& promotedRow = promoted_[c][std::size_t(from)];
            promotedRow.fill(Unreachable);
            for (auto& byType : promotedAs_[c]) byType[std::size_t(from)].fill(Unreachable);
            asPawn_[c][std::size_t(from)] = asPawn;
            occ = asPawn;
            for (Square stand = 0; stand < 64; ++stand) {
                if (asPawn[std::size_t(stand)] == Unreachable || rankOf(stand) == lastRank) continue;
                for (Bitboard hits = pawnAttacks(c, stand); hits; hits &= hits - 1) {
                    const Square target = lsb(hits);
                    att[std::size_t(target)] = std::min(att[std::size_t(target)], asPawn[std::size_t(stand)]);
                }
            }
            for (int file = 0; file < 8; ++file) {
                const Square promo = makeSquare(file, lastRank);
                const int toPromote = asPawn[std::size_t(promo)];
                if (toPromote == Unreachable) continue;
                for (int i = 0; i < 4; ++i) { // N, B, R, Q
                    const std::size_t piece = makePiece(c, pieceTypes[i]);
                    for (Square to = 0; to < 64; ++to) {
                        const int byOccupy = toPromote + occupy_[piece][std::size_t(promo)][std::size_t(to)];
                        const int byAttack = toPromote + attack_[piece][std::size_t(promo)][std::size_t(to)];
                        occ[std::size_t(to)] = std::uint8_t(std::min<int>(occ[std::size_t(to)], byOccupy));
                        promotedRow[std::size_t(to)] =
                            std::uint8_t(std::min<int>(promotedRow[std::size_t(to)], byOccupy));
                        std::uint8_t& asType = promotedAs_[c][std::size_t(i)][std::size_t(from)][std::size_t(to)];
                        asType = std::uint8_t(std::min<int>(asType, byOccupy));
                        att[std::size_t(to)] = std::uint8_t(std::min<int>(att[std::size_t(to)], byAttack));
                    }
                }
            }
        }
    }
    for (std::size_t p = 0; p < 16; ++p)
        for (std::size_t from = 0; from < 64; ++from)
            for (int budget = 0; budget <= MaxBudget; ++budget) {
                Bitboard within = 0;
                for (Square target = 0; target < 64; ++target)
                    if (attack_[p][from][std::size_t(target)] <= budget) within |= squareBB(target);
                attackedWithin_[p][from][std::size_t(budget)] = within;
                const bool pawn = typeOf(Piece(p)) == Pawn;
                const Row& stand = pawn ? asPawn_[colorOf(Piece(p))][from] : occupy_[p][from];
                Bitboard standing = 0;
                for (Square to = 0; to < 64; ++to)
                    if (stand[std::size_t(to)] <= budget) standing |= squareBB(to);
                standWithin_[p][from][std::size_t(budget)] = standing;
            }
    for (std::size_t c = 0; c < 2; ++c)
        for (std::size_t from = 0; from < 64; ++from)
            for (int budget = 0; budget <= MaxBudget; ++budget) {
                Bitboard standing = 0;
                for (Square to = 0; to < 64; ++to)
                    if (promoted_[c][from][std::size_t(to)] <= budget) standing |= squareBB(to);
                promotedWithin_[c][from][std::size_t(budget)] = standing;
            }
}

} // namespace gms

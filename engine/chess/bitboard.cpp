// SPDX-License-Identifier: GPL-3.0-or-later
#include "bitboard.h"

#include <cstdlib>
#include <mutex>
#include <vector>

namespace gms {

namespace tables {
Bitboard knight[64];
Bitboard king[64];
Bitboard pawn[2][64];
Bitboard between[64][64];
Bitboard line[64][64];
int distance[64][64];
SliderEntry rook[64];
SliderEntry bishop[64];
} // namespace tables

namespace {

#include "magics.inc"

// 102,400 rook and 5,248 bishop entries for each indexing scheme.
Bitboard rookMagicTable[0x19000];
Bitboard bishopMagicTable[0x1480];
Bitboard rookPextTable[0x19000];
Bitboard bishopPextTable[0x1480];

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

Bitboard rayAttacks(const int (&dirs)[4][2], Square s, Bitboard occupied) {
    Bitboard attacks = 0;
    for (const auto& d : dirs) {
        int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Square t = makeSquare(f, r);
            attacks |= squareBB(t);
            if (occupied & squareBB(t)) break;
            f += d[0];
            r += d[1];
        }
    }
    return attacks;
}

Bitboard leaperAttacks(Square s, const int (*steps)[2], int count) {
    Bitboard b = 0;
    for (int i = 0; i < count; ++i) {
        int f = fileOf(s) + steps[i][0], r = rankOf(s) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) b |= squareBB(makeSquare(f, r));
    }
    return b;
}

// xorshift64*: a fixed seed makes the magics, hence everything, reproducible.
struct Prng {
    std::uint64_t s = 0x9E3779B97F4A7C15ULL;
    std::uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void initSlider(tables::SliderEntry* entries, Bitboard* magicTable, Bitboard* pextTable, const int (&dirs)[4][2],
                const Bitboard* knownMagics, Prng& prng) {
    std::vector<Bitboard> occupancy, reference;
    std::vector<int> epoch(4096, 0);
    int attempt = 0;
    Bitboard* magicBase = magicTable;
    Bitboard* pextBase = pextTable;
    for (Square s = 0; s < 64; ++s) {
        tables::SliderEntry& e = entries[s];
        Bitboard edges = ((Rank1BB | Rank8BB) & ~rankBB(rankOf(s))) | ((FileABB | FileHBB) & ~fileBB(fileOf(s)));
        e.mask = rayAttacks(dirs, s, 0) & ~edges;
        int bits = hot::popcountPortable(e.mask);
        e.shift = unsigned(64 - bits);
        e.magicAttacks = magicBase;
        e.pextAttacks = pextBase;
        occupancy.clear();
        reference.clear();
        Bitboard subset = 0;
        do { // every subset of the mask (carry-rippler)
            occupancy.push_back(subset);
            reference.push_back(rayAttacks(dirs, s, subset));
            pextBase[hot::pextPortable(subset, e.mask)] = reference.back();
            subset = (subset - e.mask) & e.mask;
        } while (subset);
        std::size_t size = occupancy.size();
        for (bool stored = true;; stored = false) {
            if (stored) {
                e.magic = knownMagics[s]; // verified below like any candidate
            } else {
                do e.magic = prng.sparse();
                while (hot::popcountPortable((e.magic * e.mask) >> 56) < 6);
            }
            ++attempt;
            bool ok = true;
            for (std::size_t i = 0; i < size && ok; ++i) {
                unsigned idx = unsigned(((occupancy[i] & e.mask) * e.magic) >> e.shift);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    magicBase[idx] = reference[i];
                } else if (magicBase[idx] != reference[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        magicBase += size;
        pextBase += size;
    }
}

void buildTables() {
    static constexpr int KnightSteps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static constexpr int KingSteps[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr int WhitePawnSteps[2][2] = {{-1, 1}, {1, 1}};
    static constexpr int BlackPawnSteps[2][2] = {{-1, -1}, {1, -1}};
    for (Square s = 0; s < 64; ++s) {
        tables::knight[s] = leaperAttacks(s, KnightSteps, 8);
        tables::king[s] = leaperAttacks(s, KingSteps, 8);
        tables::pawn[White][s] = leaperAttacks(s, WhitePawnSteps, 2);
        tables::pawn[Black][s] = leaperAttacks(s, BlackPawnSteps, 2);
        for (Square t = 0; t < 64; ++t) {
            int df = std::abs(fileOf(s) - fileOf(t)), dr = std::abs(rankOf(s) - rankOf(t));
            tables::distance[s][t] = df > dr ? df : dr;
        }
    }
    Prng prng;
    initSlider(tables::rook, rookMagicTable, rookPextTable, RookDirs, RookMagics, prng);
    initSlider(tables::bishop, bishopMagicTable, bishopPextTable, BishopDirs, BishopMagics, prng);
    for (Square a = 0; a < 64; ++a)
        for (Square b = 0; b < 64; ++b) {
            tables::between[a][b] = tables::line[a][b] = 0;
            if (a == b) continue;
            for (const auto* dirs : {&RookDirs, &BishopDirs}) {
                if (rayAttacks(*dirs, a, 0) & squareBB(b)) {
                    tables::line[a][b] =
                        (rayAttacks(*dirs, a, 0) & rayAttacks(*dirs, b, 0)) | squareBB(a) | squareBB(b);
                    tables::between[a][b] = rayAttacks(*dirs, a, squareBB(b)) & rayAttacks(*dirs, b, squareBB(a));
                }
            }
        }
}

} // namespace

void initBitboards() {
    static std::once_flag once;
    std::call_once(once, buildTables);
}

namespace {
const bool tablesReady = (initBitboards(), true);
}

Bitboard slowSliderAttacks(PieceType t, Square s, Bitboard occupied) {
    Bitboard b = 0;
    if (t == Rook || t == Queen) b |= rayAttacks(RookDirs, s, occupied);
    if (t == Bishop || t == Queen) b |= rayAttacks(BishopDirs, s, occupied);
    return b;
}

Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied) {
    switch (t) {
        case Knight: return knightAttacks(s);
        case Bishop: return bishopAttacks(s, occupied);
        case Rook: return rookAttacks(s, occupied);
        case Queen: return queenAttacks(s, occupied);
        case King: return kingAttacks(s);
        default: return 0;
    }
}

} // namespace gms

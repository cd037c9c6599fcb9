// SPDX-License-Identifier: GPL-3.0-or-later
/// @file bitboard.h  Attack tables: leapers precomputed, sliders by magic or PEXT.
#pragma once

#include "hotpath.h"
#include "types.h"

namespace gms {

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank8BB = Rank1BB << 56;
constexpr Bitboard rankBB(int r) { return Rank1BB << (8 * r); }
constexpr Bitboard fileBB(int f) { return FileABB << f; }

namespace tables {
extern Bitboard knight[64];
extern Bitboard king[64];
extern Bitboard pawn[2][64];     ///< Squares a pawn of colour c on s attacks.
extern Bitboard between[64][64]; ///< Squares strictly between two aligned squares.
extern Bitboard line[64][64];    ///< Full line through two aligned squares (0 if not aligned).
extern int distance[64][64];     ///< Chebyshev distance.

/// One slider's lookup data: mask, magic and two table bases (magic and PEXT indexing).
struct SliderEntry {
    Bitboard mask;
    Bitboard magic;
    Bitboard* magicAttacks;
    Bitboard* pextAttacks;
    unsigned shift;
};
extern SliderEntry rook[64];
extern SliderEntry bishop[64];
} // namespace tables

/// Builds every table; idempotent, called by the first Position constructed.
void initBitboards();

inline Bitboard sliderAttacks(const tables::SliderEntry& e, Bitboard occupied) {
#if defined(GMS_HAVE_X86_ASM)
    if (hot::active.pext) return e.pextAttacks[hot::pextAsm(occupied, e.mask)];
#endif
    return e.magicAttacks[((occupied & e.mask) * e.magic) >> e.shift];
}
inline Bitboard rookAttacks(Square s, Bitboard occupied) { return sliderAttacks(tables::rook[s], occupied); }
inline Bitboard bishopAttacks(Square s, Bitboard occupied) { return sliderAttacks(tables::bishop[s], occupied); }
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return rookAttacks(s, occupied) | bishopAttacks(s, occupied);
}
inline Bitboard knightAttacks(Square s) { return tables::knight[s]; }
inline Bitboard kingAttacks(Square s) { return tables::king[s]; }
inline Bitboard pawnAttacks(Color c, Square s) { return tables::pawn[c][s]; }
/// Attacks of a non-pawn piece type from s.
Bitboard pieceAttacks(PieceType t, Square s, Bitboard occupied);
/// Slider attacks computed by walking rays: the reference the tables are checked against.
Bitboard slowSliderAttacks(PieceType t, Square s, Bitboard occupied);

inline Bitboard between(Square a, Square b) { return tables::between[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return tables::line[a][b] & squareBB(c); }
inline int distance(Square a, Square b) { return tables::distance[a][b]; }

inline Bitboard shiftNorth(Bitboard b) { return b << 8; }
inline Bitboard shiftSouth(Bitboard b) { return b >> 8; }
inline Bitboard pawnPush(Color c, Bitboard b) { return c == White ? b << 8 : b >> 8; }
inline Bitboard pawnAttacksBB(Color c, Bitboard b) {
    return c == White ? ((b & ~FileABB) << 7) | ((b & ~FileHBB) << 9) : ((b & ~FileABB) >> 9) | ((b & ~FileHBB) >> 7);
}

} // namespace gms

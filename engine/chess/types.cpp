// SPDX-License-Identifier: GPL-3.0-or-later
#include "types.h"

namespace gms {

std::string squareName(Square s) {
    if (s < 0 || s >= 64) return "-";
    return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(char file, char rank) {
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return NoSquare;
    return makeSquare(file - 'a', rank - '1');
}

char pieceLetter(PieceType t) { return " PNBRQK"[t < PieceTypeCount ? t : 0]; }

char pieceFenLetter(Piece p) {
    char c = pieceLetter(typeOf(p));
    return colorOf(p) == Black ? char(c - 'A' + 'a') : c;
}

} // namespace gms

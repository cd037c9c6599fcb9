// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"

#include "printable.h"

#include "movegen.h"

#include <cctype>
#include <cstdlib>
#include <cstdint>
#include <cstdio>
#include <string>

namespace gms {

std::string FenError::toString() const {
    std::string s = "FEN error";
    if (column > 0) s += " at column " + std::to_string(column);
    if (!field.empty()) s += " (" + field + ")";
    return s + ": " + message;
}

namespace {

bool fail(FenError& e, const char* field, int column, std::string message) {
    e.field = field;
    e.column = column;
    e.message = std::move(message);
    return false;
}

/// The character at `at` as a message shows it: 'x', a non-ASCII character with its
/// code point (from its UTF-8 bytes), or the byte's code when it is not printable.
std::string quoted(std::string_view text, std::size_t at) {
    unsigned char c = static_cast<unsigned char>(text[at]);
    if (c < 0x80) {
        if (std::isprint(c)) return std::string("'") + char(c) + "'";
        return c == 0 ? std::string("a NUL byte (character code 0)") : "control character code " + std::to_string(c);
    }
    int length = c >= 0xF0 && c < 0xF8 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
    if (length == 0 || at + std::size_t(length) > text.size()) return "byte " + std::to_string(c) + " (not UTF-8 text)";
    std::uint32_t code = c & (0xFF >> (length + 1));
    for (int k = 1; k < length; ++k) {
        unsigned char b = static_cast<unsigned char>(text[at + std::size_t(k)]);
        if ((b & 0xC0) != 0x80) return "byte " + std::to_string(c) + " (not UTF-8 text)";
        code = (code << 6) | (b & 0x3F);
    }
    char hex[16];
    std::snprintf(hex, sizeof hex, "U+%04X", unsigned(code));
    return "non-ASCII character '" + std::string(text.substr(at, std::size_t(length))) + "' (" + hex + ")";
}

Piece pieceFromLetter(char c) {
    switch (c) {
        case 'P': return WPawn;
        case 'N': return WKnight;
        case 'B': return WBishop;
        case 'R': return WRook;
        case 'Q': return WQueen;
        case 'K': return WKing;
        case 'p': return BPawn;
        case 'n': return BKnight;
        case 'b': return BBishop;
        case 'r': return BRook;
        case 'q': return BQueen;
        case 'k': return BKing;
        default: return NoPiece;
    }
}

bool parseCounter(std::string_view text, int& value) {
    if (text.empty() || text.size() > 6) return false;
    value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

} // namespace

bool parseFen(std::string_view fen, Position& pos, FenError& error) {
    pos.clear();
    std::size_t i = 0;
    auto skipSpaces = [&] {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
    };
    skipSpaces();
    if (i == fen.size())
        return fail(
            error, "placement", 1,
            "empty FEN: expected piece placement such as 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'");

    // 1. Piece placement, rank 8 first.
    int rank = 7, file = 0;
    for (; i < fen.size() && fen[i] != ' ' && fen[i] != '\t'; ++i) {
        char c = fen[i];
        int col = int(i) + 1;
        if (c == '/') {
            if (file != 8)
                return fail(error, "placement", col,
                            "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                " squares, expected 8 before '/'");
            if (rank == 0) return fail(error, "placement", col, "too many ranks: expected 8");
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail(error, "placement", col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else if (Piece p = pieceFromLetter(c)) {
            if (file > 7)
                return fail(error, "placement", col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            pos.putPiece(p, makeSquare(file, rank));
            ++file;
        } else {
            return fail(error, "placement", col,
                        "unknown piece letter " + quoted(fen, i) +
                            ": expected one of PNBRQK pnbrqk, a digit 1-8 or '/'");
        }
    }
    if (rank != 0 || file != 8)
        return fail(error, "placement", int(i) + 1,
                    rank != 0 ? "only " + std::to_string(8 - rank) + " ranks given, expected 8"
                              : "rank 1 has " + std::to_string(file) + " squares, expected 8");

    // 2. Side to move.
    skipSpaces();
    if (i == fen.size()) return fail(error, "side", int(i) + 1, "missing side to move: expected 'w' or 'b'");
    char side = fen[i];
    if ((side != 'w' && side != 'b') || (i + 1 < fen.size() && fen[i + 1] != ' ' && fen[i + 1] != '\t'))
        return fail(error, "side", int(i) + 1, "expected 'w' or 'b' for the side to move, found " + quoted(fen, i));
    pos.setSideToMove(side == 'w' ? White : Black);
    ++i;

    // 3. Castling ('-' for none). A FEN cut here is an error: nothing is invented.
    skipSpaces();
    int rights = 0;
    if (i == fen.size())
        return fail(error, "castling", int(i) + 1,
                    "the FEN ends after the side to move: expected the castling field ('-' or letters from KQkq) and "
                    "the e.p. field ('-' or a square)");
    {
        if (fen[i] == '-') {
            ++i;
        } else {
            for (; i < fen.size() && fen[i] != ' ' && fen[i] != '\t'; ++i) {
                int bit = 0;
                switch (fen[i]) {
                    case 'K': bit = WhiteKingside; break;
                    case 'Q': bit = WhiteQueenside; break;
                    case 'k': bit = BlackKingside; break;
                    case 'q': bit = BlackQueenside; break;
                    default:
                        return fail(error, "castling", int(i) + 1,
                                    "unexpected " + quoted(fen, i) + ": expected '-' or letters from KQkq");
                }
                if (rights & bit)
                    return fail(error, "castling", int(i) + 1, "castling right " + quoted(fen, i) + " given twice");
                rights |= bit;
            }
        }
        if (i < fen.size() && fen[i] != ' ' && fen[i] != '\t')
            return fail(error, "castling", int(i) + 1, "unexpected " + quoted(fen, i) + " after '-'");
    }
    pos.setCastlingRights(rights);

    // 4. En passant square ('-' for none).
    skipSpaces();
    if (i == fen.size())
        return fail(error, "en passant", int(i) + 1,
                    "the FEN ends after the castling field: expected the e.p. field ('-' or a square such as e3)");
    {
        if (fen[i] == '-') {
            ++i;
        } else {
            int col = int(i) + 1;
            if (i + 1 >= fen.size()) return fail(error, "en passant", col, "expected '-' or a square such as e3");
            Square s = parseSquare(fen[i], fen[i + 1]);
            if (s == NoSquare)
                return fail(error, "en passant", col,
                            "expected '-' or a square such as e3, found " + std::string(fen.substr(i, 2)));
            Color stm = pos.sideToMove();
            if (rankOf(s) != (stm == White ? 5 : 2))
                return fail(error, "en passant", col,
                            "square " + squareName(s) + " cannot be an e.p. square with " +
                                (stm == White ? "White" : "Black") + " to move: expected rank " +
                                (stm == White ? "6" : "3"));
            pos.setEpSquare(s);
            i += 2;
        }
        if (i < fen.size() && fen[i] != ' ' && fen[i] != '\t')
            return fail(error, "en passant", int(i) + 1, "unexpected " + quoted(fen, i) + " after the e.p. field");
    }

    // 5-6. Counters (optional).
    int counters[2] = {0, 1};
    const char* names[2] = {"halfmove", "fullmove"};
    for (int k = 0; k < 2; ++k) {
        skipSpaces();
        if (i >= fen.size()) break;
        std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (!parseCounter(fen.substr(start, i - start), counters[k]))
            return fail(error, names[k], int(start) + 1,
                        "expected a number for the " + std::string(names[k]) + " counter, found " +
                            io::quoteInput(fen.substr(start, i - start)));
    }
    skipSpaces();
    if (i < fen.size())
        return fail(error, "end", int(i) + 1,
                    "unexpected text after the six FEN fields: " + io::quoteInput(fen.substr(i)));
    if (counters[1] < 1) counters[1] = 1;
    pos.setMoveCounters(counters[0], counters[1]);
    pos.refresh();
    return true;
}

std::string toFen(const Position& pos) {
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = pos.pieceOn(makeSquare(file, rank));
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) s += char('0' + empty);
            empty = 0;
            s += pieceFenLetter(p);
        }
        if (empty) s += char('0' + empty);
        if (rank) s += '/';
    }
    s += pos.sideToMove() == White ? " w " : " b ";
    int r = pos.castlingRights();
    if (!r) s += '-';
    if (r & WhiteKingside) s += 'K';
    if (r & WhiteQueenside) s += 'Q';
    if (r & BlackKingside) s += 'k';
    if (r & BlackQueenside) s += 'q';
    s += ' ' + squareName(pos.epSquare());
    s += ' ' + std::to_string(pos.halfmoveClock()) + ' ' + std::to_string(pos.fullmoveNumber());
    return s;
}

std::string validatePosition(const Position& pos, unsigned kinglessSides) {
    for (Color c : {White, Black}) {
        const char* name = c == White ? "White" : "Black";
        int kings = hot::popcountPortable(pos.pieces(c, King));
        if (kings == 0 && !(kinglessSides & kinglessSide(c)))
            return std::string(name) + " has no king (Popeye's option " + (c == White ? "NoWk" : "NoBk") +
                   " allows it)";
        if (kings > 1) return std::string(name) + " has " + std::to_string(kings) + " kings: exactly one is needed";
        if (hot::popcountPortable(pos.pieces(c)) > 16) return std::string(name) + " has more than 16 men";
        if (hot::popcountPortable(pos.pieces(c, Pawn)) > 8) return std::string(name) + " has more than 8 pawns";
    }
    Bitboard badPawns = pos.pieces(Pawn) & (Rank1BB | Rank8BB);
    if (badPawns) return "pawn on " + squareName(hot::lsb(badPawns)) + ": pawns cannot stand on the first or last rank";
    Color stm = pos.sideToMove();
    Square wk = pos.kingSquare(White), bk = pos.kingSquare(Black);
    if (wk != NoSquare && bk != NoSquare && std::abs(fileOf(wk) - fileOf(bk)) <= 1 &&
        std::abs(rankOf(wk) - rankOf(bk)) <= 1)
        return "the kings stand next to each other (" + squareName(wk) + " and " + squareName(bk) +
               "): kings can never be adjacent";
    if (pos.kingSquare(~stm) != NoSquare && pos.isAttacked(pos.kingSquare(~stm), stm))
        return std::string(stm == White ? "Black" : "White") + " is in check but it is " +
               (stm == White ? "White" : "Black") + " to move";
    if (hot::popcountPortable(pos.checkers()) > 2) return "the side to move is in check from more than two pieces";
    struct Right {
        int bit;
        Square king, rook;
        Piece k, r;
        const char* name;
    };
    const Right rights[4] = {
        {WhiteKingside, makeSquare(4, 0), makeSquare(7, 0), WKing, WRook, "White kingside castling (K)"},
        {WhiteQueenside, makeSquare(4, 0), makeSquare(0, 0), WKing, WRook, "White queenside castling (Q)"},
        {BlackKingside, makeSquare(4, 7), makeSquare(7, 7), BKing, BRook, "Black kingside castling (k)"},
        {BlackQueenside, makeSquare(4, 7), makeSquare(0, 7), BKing, BRook, "Black queenside castling (q)"}};
    for (const Right& r : rights) {
        if (!(pos.castlingRights() & r.bit)) continue;
        if (pos.pieceOn(r.king) != r.k) return std::string(r.name) + " needs the king on " + squareName(r.king);
        if (pos.pieceOn(r.rook) != r.r) return std::string(r.name) + " needs a rook on " + squareName(r.rook);
    }
    if (Square ep = pos.epSquare(); ep != NoSquare) {
        // The opponent must just have played a double step over ep.
        Color them = ~stm;
        Square pawnSq = them == White ? ep + 8 : ep - 8;
        Square origin = them == White ? ep - 8 : ep + 8;
        if (pos.pieceOn(pawnSq) != makePiece(them, Pawn))
            return "e.p. square " + squareName(ep) + " needs a " + (them == White ? "white" : "black") + " pawn on " +
                   squareName(pawnSq) + " that just moved two squares";
        if (pos.pieceOn(ep) != NoPiece || pos.pieceOn(origin) != NoPiece)
            return "e.p. square " + squareName(ep) + ": the squares " + squareName(ep) + " and " + squareName(origin) +
                   " the pawn passed must be empty";
    }
    return {};
}

bool loadProblemPosition(std::string_view fen, Position& pos, std::string& message, unsigned kinglessSides) {
    FenError error;
    if (!parseFen(fen, pos, error)) {
        message = error.toString();
        return false;
    }
    message = validatePosition(pos, kinglessSides);
    if (!message.empty()) {
        message = "illegal position: " + message;
        return false;
    }
    return true;
}

} // namespace gms

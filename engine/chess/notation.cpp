// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

#include "movegen.h"

#include <cctype>

namespace gms {

namespace {

/// "+", "#" or "" after playing m.
const char* checkSuffix(const Position& pos, Move m) {
    if (!pos.givesCheck(m)) return "";
    Position after = pos;
    UndoInfo undo;
    after.makeMove(m, undo);
    return hasLegalMove(after) ? "+" : "#";
}

PieceType pieceFromLetter(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
        case 'N':
        case 'S': return Knight;
        case 'B': return Bishop;
        case 'R': return Rook;
        case 'Q':
        case 'D': return Queen;
        case 'K': return King;
        case 'P': return Pawn;
        default: return NoPieceType;
    }
}

char uciPromotionLetter(PieceType t) { return " pnbrqk"[t]; }

} // namespace

std::string toUci(Move m) {
    if (m.isNone()) return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += uciPromotionLetter(m.promoted());
    return s;
}

std::optional<Move> parseUci(const Position& pos, std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return std::nullopt;
    Square from = parseSquare(text[0], text[1]), to = parseSquare(text[2], text[3]);
    if (from == NoSquare || to == NoSquare) return std::nullopt;
    PieceType promo = NoPieceType;
    if (text.size() == 5) {
        promo = pieceFromLetter(text[4]);
        if (promo == NoPieceType || promo == Pawn || promo == King) return std::nullopt;
    }
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i) {
        Move m = list.moves[i];
        if (m.from() == from && m.to() == to && m.promoted() == promo) return m;
    }
    return std::nullopt;
}

std::string toSan(const Position& pos, Move m) {
    std::string s;
    if (m.isCastling()) {
        s = m.to() > m.from() ? "O-O" : "O-O-O";
        return s + checkSuffix(pos, m);
    }
    Square from = m.from(), to = m.to();
    PieceType pt = typeOf(pos.pieceOn(from));
    bool capture = pos.isCapture(m);
    if (pt == Pawn) {
        if (capture) s += char('a' + fileOf(from)), s += 'x';
        s += squareName(to);
        if (m.isPromotion()) s += '=', s += pieceLetter(m.promoted());
    } else {
        s += pieceLetter(pt);
        // Disambiguate among other legal moves of the same piece type to the same square.
        MoveList list;
        generateLegal(pos, list);
        bool clash = false, sameFile = false, sameRank = false;
        for (int i = 0; i < list.size; ++i) {
            Move o = list.moves[i];
            if (o.to() != to || o.from() == from || typeOf(pos.pieceOn(o.from())) != pt) continue;
            clash = true;
            if (fileOf(o.from()) == fileOf(from)) sameFile = true;
            if (rankOf(o.from()) == rankOf(from)) sameRank = true;
        }
        if (clash) {
            if (!sameFile)
                s += char('a' + fileOf(from));
            else if (!sameRank)
                s += char('1' + rankOf(from));
            else
                s += squareName(from);
        }
        if (capture) s += 'x';
        s += squareName(to);
    }
    return s + checkSuffix(pos, m);
}

std::optional<Move> parseSan(const Position& pos, std::string_view input) {
    std::string t;
    for (char c : input)
        if (!std::isspace(static_cast<unsigned char>(c))) t += c;
    // Annotations and e.p. markers carry no information.
    for (const char* tail : {"e.p.", "ep."}) {
        if (t.size() > 4 && t.ends_with(tail)) t.erase(t.size() - std::string_view(tail).size());
    }
    while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?')) t.pop_back();
    if (t.empty()) return std::nullopt;

    MoveList list;
    generateLegal(pos, list);
    auto castle = [&](bool kingside) -> std::optional<Move> {
        for (int i = 0; i < list.size; ++i)
            if (list.moves[i].isCastling() && (list.moves[i].to() > list.moves[i].from()) == kingside)
                return list.moves[i];
        return std::nullopt;
    };
    if (t == "O-O" || t == "0-0" || t == "OO" || t == "00") return castle(true);
    if (t == "O-O-O" || t == "0-0-0" || t == "OOO" || t == "000") return castle(false);

    PieceType pt = Pawn;
    std::size_t i = 0;
    if (std::isupper(static_cast<unsigned char>(t[0])) && pieceFromLetter(t[0]) != NoPieceType) {
        pt = pieceFromLetter(t[0]);
        i = 1;
    }
    // Promotion suffix: "=Q", "Q", "(Q)", "/Q".
    PieceType promo = NoPieceType;
    if (t.size() >= 2) {
        char last = t.back();
        PieceType p = std::isalpha(static_cast<unsigned char>(last)) ? pieceFromLetter(last) : NoPieceType;
        if (last == ')' && t.size() >= 4 && t[t.size() - 3] == '(') {
            p = pieceFromLetter(t[t.size() - 2]);
            if (p != NoPieceType) {
                promo = p;
                t.erase(t.size() - 3);
            }
        } else if (p != NoPieceType && p != Pawn && p != King &&
                   !(t.size() >= 2 && std::isdigit(static_cast<unsigned char>(last)))) {
            // Lower-case b could be a file, only accept it as promotion after a rank digit or '='.
            char before = t[t.size() - 2];
            if (before == '=' || before == '/' || std::isdigit(static_cast<unsigned char>(before))) {
                promo = p;
                t.erase(t.size() - ((before == '=' || before == '/') ? 2 : 1));
            }
        }
    }
    // The rest: [from file][from rank][x|-|:][to square].
    std::string body = t.substr(i);
    std::string cleaned;
    for (char c : body)
        if (c != 'x' && c != 'X' && c != '-' && c != ':' && c != '*') cleaned += c;
    if (cleaned.size() < 2) return std::nullopt;
    Square to = parseSquare(cleaned[cleaned.size() - 2], cleaned[cleaned.size() - 1]);
    if (to == NoSquare) return std::nullopt;
    std::string dis = cleaned.substr(0, cleaned.size() - 2);
    int fromFile = -1, fromRank = -1;
    for (char c : dis) {
        if (c >= 'a' && c <= 'h' && fromFile < 0)
            fromFile = c - 'a';
        else if (c >= '1' && c <= '8' && fromRank < 0)
            fromRank = c - '1';
        else
            return std::nullopt;
    }
    std::optional<Move> found;
    for (int k = 0; k < list.size; ++k) {
        Move m = list.moves[k];
        if (m.to() != to || m.isCastling()) continue;
        if (typeOf(pos.pieceOn(m.from())) != pt) continue;
        if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
        if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
        if (m.promoted() != promo) continue;
        if (found) return std::nullopt; // ambiguous
        found = m;
    }
    return found;
}

std::optional<Move> parseMoveText(const Position& pos, std::string_view text) {
    if (auto m = parseUci(pos, text)) return m;
    return parseSan(pos, text);
}

std::string toPopeye(const Position& pos, Move m, bool withCheck) {
    std::string s;
    if (m.isCastling()) {
        s = m.to() > m.from() ? "0-0" : "0-0-0";
    } else {
        PieceType pt = typeOf(pos.pieceOn(m.from()));
        if (pt != Pawn) s += pt == Knight ? 'S' : pieceLetter(pt);
        s += squareName(m.from());
        s += pos.isCapture(m) ? '*' : '-';
        s += squareName(m.to());
        if (m.isPromotion()) s += '=', s += m.promoted() == Knight ? 'S' : pieceLetter(m.promoted());
        if (m.isEnPassant()) s += " ep.";
    }
    if (withCheck) {
        const char* suffix = checkSuffix(pos, m);
        if (*suffix) s += ' ', s += suffix;
    }
    return s;
}

std::string toPopeyeNoGoal(const Position& pos, Move m) { return toPopeye(pos, m) + (pos.givesCheck(m) ? " +" : ""); }

} // namespace gms

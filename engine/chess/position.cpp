// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

#include <cstring>

namespace gms {

namespace zobrist {
std::uint64_t psq[PieceCount][64];
std::uint64_t castling[16];
std::uint64_t epFile[8];
std::uint64_t side;
} // namespace zobrist

namespace {

// Rights that survive a move touching each square (king and rook home squares clear theirs).
std::uint8_t castlingMask[64];

void initZobrist() {
    std::uint64_t s = 0x2545F4914F6CDD1DULL;
    auto next = [&s] { // splitmix64
        std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto& piece : zobrist::psq)
        for (auto& k : piece) k = next();
    for (auto& k : zobrist::castling) k = next();
    for (auto& k : zobrist::epFile) k = next();
    zobrist::side = next();
    for (auto& m : castlingMask) m = AllCastling;
    castlingMask[makeSquare(4, 0)] = AllCastling & ~(WhiteKingside | WhiteQueenside);
    castlingMask[makeSquare(7, 0)] = AllCastling & ~WhiteKingside;
    castlingMask[makeSquare(0, 0)] = AllCastling & ~WhiteQueenside;
    castlingMask[makeSquare(4, 7)] = AllCastling & ~(BlackKingside | BlackQueenside);
    castlingMask[makeSquare(7, 7)] = AllCastling & ~BlackKingside;
    castlingMask[makeSquare(0, 7)] = AllCastling & ~BlackQueenside;
}

const bool zobristReady = (initBitboards(), initZobrist(), true);

} // namespace

Position::Position() { (void)zobristReady; }

Square Position::kingSquare(Color c) const {
    Bitboard k = pieces(c, King);
    return k ? hot::lsb(k) : NoSquare;
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) | (pawnAttacks(White, s) & pieces(Black, Pawn)) |
           (knightAttacks(s) & byType_[Knight]) | (kingAttacks(s) & byType_[King]) |
           (rookAttacks(s, occ) & (byType_[Rook] | byType_[Queen])) |
           (bishopAttacks(s, occ) & (byType_[Bishop] | byType_[Queen]));
}

Bitboard Position::blockersFor(Square s, Color slidersOf, Bitboard* pinners) const {
    Bitboard blockers = 0;
    if (pinners) *pinners = 0;
    Bitboard snipers = ((rookAttacks(s, 0) & (byType_[Rook] | byType_[Queen])) |
                        (bishopAttacks(s, 0) & (byType_[Bishop] | byType_[Queen]))) &
                       byColor_[slidersOf];
    Bitboard occ = pieces() ^ snipers;
    while (snipers) {
        Square sniper = hot::popLsb(snipers);
        Bitboard b = between(s, sniper) & occ;
        if (b && !(b & (b - 1))) {
            blockers |= b;
            if (pinners) *pinners |= squareBB(sniper);
        }
    }
    return blockers;
}

Bitboard Position::computeCheckers() const {
    Square k = kingSquare(side_);
    return k == NoSquare ? 0 : attackersTo(k, pieces()) & byColor_[~side_];
}

bool Position::givesCheck(Move m) const {
    Square from = m.from(), to = m.to();
    Color us = side_;
    Square theirKing = kingSquare(~us);
    if (theirKing == NoSquare) return false;
    PieceType pt = m.isPromotion() ? m.promoted() : typeOf(board_[from]);
    Bitboard occ = (pieces() ^ squareBB(from)) | squareBB(to);
    Square rookFrom = NoSquare, rookTo = NoSquare;
    if (m.isCastling()) { // the rook may give check
        rookFrom = to > from ? from + 3 : from - 4;
        rookTo = to > from ? from + 1 : from - 1;
        occ = (pieces() ^ squareBB(from) ^ squareBB(rookFrom)) | squareBB(to) | squareBB(rookTo);
        return rookAttacks(rookTo, occ) & squareBB(theirKing);
    }
    if (m.isEnPassant()) occ ^= squareBB(makeSquare(fileOf(to), rankOf(from)));
    // Direct check from the destination.
    switch (pt) {
        case Pawn:
            if (pawnAttacks(us, to) & squareBB(theirKing)) return true;
            break;
        case Knight:
            if (knightAttacks(to) & squareBB(theirKing)) return true;
            break;
        case Bishop:
            if (bishopAttacks(to, occ) & squareBB(theirKing)) return true;
            break;
        case Rook:
            if (rookAttacks(to, occ) & squareBB(theirKing)) return true;
            break;
        case Queen:
            if (queenAttacks(to, occ) & squareBB(theirKing)) return true;
            break;
        default: break;
    }
    // Discovered check: any of our sliders now sees the king (captured piece removed from bitboards).
    Bitboard ourRQ = pieces(us, Rook, Queen) & ~squareBB(from);
    Bitboard ourBQ = pieces(us, Bishop, Queen) & ~squareBB(from);
    return (rookAttacks(theirKing, occ) & ourRQ) || (bishopAttacks(theirKing, occ) & ourBQ);
}

void Position::addPiece(Piece p, Square s) {
    board_[s] = p;
    Bitboard b = squareBB(s);
    byType_[typeOf(p)] |= b;
    byColor_[colorOf(p)] |= b;
    key_ ^= zobrist::psq[p][s];
}

void Position::dropPiece(Square s) {
    Piece p = board_[s];
    Bitboard b = squareBB(s);
    byType_[typeOf(p)] ^= b;
    byColor_[colorOf(p)] ^= b;
    board_[s] = NoPiece;
    key_ ^= zobrist::psq[p][s];
}

void Position::shiftPiece(Square from, Square to) {
    Piece p = board_[from];
    Bitboard b = squareBB(from) | squareBB(to);
    byType_[typeOf(p)] ^= b;
    byColor_[colorOf(p)] ^= b;
    board_[from] = NoPiece;
    board_[to] = p;
    key_ ^= zobrist::psq[p][from] ^ zobrist::psq[p][to];
}

void Position::makeMove(Move m, UndoInfo& undo) {
    undo.key = key_;
    undo.checkers = checkers_;
    undo.castling = castling_;
    undo.epSquare = std::uint8_t(ep_);
    undo.halfmoveClock = std::uint32_t(halfmove_);

    Color us = side_;
    Square from = m.from(), to = m.to();
    Piece mover = board_[from];
    Piece captured = m.isEnPassant() ? makePiece(~us, Pawn) : board_[to];
    undo.captured = captured;

    if (ep_ != NoSquare) key_ ^= zobrist::epFile[fileOf(ep_)];
    ep_ = NoSquare;
    ++halfmove_;

    if (m.isCastling()) {
        Square rookFrom = to > from ? from + 3 : from - 4;
        Square rookTo = to > from ? from + 1 : from - 1;
        shiftPiece(from, to);
        shiftPiece(rookFrom, rookTo);
        if (exclusions_) { // CastlingMutuallyExclusive: the other side's paired rights go
            const int right = (us == White ? 0 : 2) + (to > from ? 0 : 1); // the bit of the right exercised
            const std::uint8_t kept = castling_ & ~std::uint8_t((exclusions_ >> (4 * right)) & AllCastling);
            key_ ^= zobrist::castling[castling_] ^ zobrist::castling[kept];
            castling_ = kept;
        }
    } else {
        if (captured) {
            Square capSq = m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
            dropPiece(capSq);
            halfmove_ = 0;
        }
        shiftPiece(from, to);
        if (typeOf(mover) == Pawn) {
            halfmove_ = 0;
            if (m.isPromotion()) {
                dropPiece(to);
                addPiece(makePiece(us, m.promoted()), to);
            } else if ((from ^ to) == 16) {
                Square epSq = (from + to) / 2;
                // Record e.p. only when an enemy pawn could capture (keeps keys of equal positions equal).
                if (pawnAttacks(us, epSq) & pieces(~us, Pawn)) {
                    ep_ = epSq;
                    key_ ^= zobrist::epFile[fileOf(ep_)];
                }
            }
        }
    }
    std::uint8_t newRights = castling_ & castlingMask[from] & castlingMask[to];
    if (newRights != castling_) {
        key_ ^= zobrist::castling[castling_] ^ zobrist::castling[newRights];
        castling_ = newRights;
    }
    if (us == Black) ++fullmove_;
    side_ = ~us;
    key_ ^= zobrist::side;
    checkers_ = computeCheckers();
    if (followsUnits_) [[unlikely]] // origin_ alone: its own bookkeeping, after the board's
        moveOrigins(m, undo);
}

void Position::unmakeMove(Move m, const UndoInfo& undo) {
    side_ = ~side_;
    Color us = side_;
    if (us == Black) --fullmove_;
    Square from = m.from(), to = m.to();
    if (m.isCastling()) {
        Square rookFrom = to > from ? from + 3 : from - 4;
        Square rookTo = to > from ? from + 1 : from - 1;
        shiftPiece(to, from);
        shiftPiece(rookTo, rookFrom);
    } else {
        if (m.isPromotion()) {
            dropPiece(to);
            addPiece(makePiece(us, Pawn), to);
        }
        shiftPiece(to, from);
        if (undo.captured) {
            Square capSq = m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
            addPiece(undo.captured, capSq);
        }
    }
    key_ = undo.key;
    checkers_ = undo.checkers;
    castling_ = undo.castling;
    ep_ = undo.epSquare;
    halfmove_ = int(undo.halfmoveClock);
    if (followsUnits_) [[unlikely]]
        restoreOrigins(m, undo);
}

namespace {

/// The key of the unit from diagram square `origin` standing on `s` (followUnits()).
std::uint64_t unitKey(int origin, Square s) {
    std::uint64_t z = 0xD1B54A32D192ED03ULL * std::uint64_t(origin * 64 + s + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

void Position::setOrigin(Square s, std::uint8_t origin) {
    if (origin_[s] != NoSquare) key_ ^= unitKey(origin_[s], s);
    origin_[s] = origin;
    if (origin != NoSquare) key_ ^= unitKey(origin, s);
}

void Position::followUnits() {
    followsUnits_ = true;
    for (Square s = 0; s < 64; ++s) origin_[s] = std::uint8_t(board_[s] ? s : NoSquare);
    key_ = computeKey();
}

// Each moving unit takes its diagram square along, a captured unit's is kept for unmakeMove.
[[gnu::cold]] void Position::moveOrigins(Move m, UndoInfo& undo) {
    const Square from = m.from(), to = m.to();
    undo.capturedOrigin = std::uint8_t(NoSquare);
    if (m.isCastling()) {
        const Square rookFrom = to > from ? from + 3 : from - 4;
        const Square rookTo = to > from ? from + 1 : from - 1;
        const std::uint8_t king = origin_[from], rook = origin_[rookFrom];
        setOrigin(from, std::uint8_t(NoSquare));
        setOrigin(rookFrom, std::uint8_t(NoSquare));
        setOrigin(to, king);
        setOrigin(rookTo, rook);
        return;
    }
    const Square capturedOn = m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
    undo.capturedOrigin = origin_[capturedOn];
    setOrigin(capturedOn, std::uint8_t(NoSquare));
    const std::uint8_t unit = origin_[from];
    setOrigin(from, std::uint8_t(NoSquare));
    setOrigin(to, unit);
}

// The key is restored from `undo`: only the squares go back.
[[gnu::cold]] void Position::restoreOrigins(Move m, const UndoInfo& undo) {
    const Square from = m.from(), to = m.to();
    if (m.isCastling()) {
        const Square rookFrom = to > from ? from + 3 : from - 4;
        const Square rookTo = to > from ? from + 1 : from - 1;
        origin_[from] = origin_[to];
        origin_[rookFrom] = origin_[rookTo];
        origin_[to] = origin_[rookTo] = std::uint8_t(NoSquare);
        return;
    }
    origin_[from] = origin_[to];
    origin_[to] = std::uint8_t(NoSquare);
    const Square capturedOn = m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
    origin_[capturedOn] = undo.capturedOrigin;
}

void Position::makeNullMove(UndoInfo& undo) {
    undo.key = key_;
    undo.checkers = checkers_;
    undo.castling = castling_;
    undo.epSquare = std::uint8_t(ep_);
    undo.halfmoveClock = std::uint32_t(halfmove_);
    undo.captured = NoPiece;
    undo.capturedOrigin = std::uint8_t(NoSquare);
    if (ep_ != NoSquare) key_ ^= zobrist::epFile[fileOf(ep_)];
    ep_ = NoSquare;
    ++halfmove_;
    if (side_ == Black) ++fullmove_;
    side_ = ~side_;
    key_ ^= zobrist::side;
    checkers_ = computeCheckers();
}

void Position::unmakeNullMove(const UndoInfo& undo) {
    side_ = ~side_;
    if (side_ == Black) --fullmove_;
    key_ = undo.key;
    checkers_ = undo.checkers;
    castling_ = undo.castling;
    ep_ = undo.epSquare;
    halfmove_ = int(undo.halfmoveClock);
}

void Position::clear() {
    std::memset(byType_, 0, sizeof byType_);
    std::memset(byColor_, 0, sizeof byColor_);
    std::memset(board_, 0, sizeof board_);
    side_ = White;
    castling_ = 0;
    ep_ = NoSquare;
    halfmove_ = 0;
    fullmove_ = 1;
    followsUnits_ = false;
    refresh();
}

// A unit put on the board while units are followed has no diagram square.
void Position::putPiece(Piece p, Square s) {
    if (followsUnits_) setOrigin(s, std::uint8_t(NoSquare));
    if (board_[s]) dropPiece(s);
    if (p) addPiece(p, s);
}

void Position::removePiece(Square s) {
    if (followsUnits_) setOrigin(s, std::uint8_t(NoSquare));
    if (board_[s]) dropPiece(s);
}

void Position::setSideToMove(Color c) { side_ = c; }
void Position::setCastlingRights(int rights) { castling_ = std::uint8_t(rights & AllCastling); }
void Position::setEpSquare(Square s) { ep_ = s; }
void Position::setMoveCounters(int halfmove, int fullmove) {
    halfmove_ = halfmove;
    fullmove_ = fullmove;
}

void Position::refresh() {
    key_ = computeKey();
    checkers_ = computeCheckers();
}

std::uint64_t Position::computeKey() const {
    std::uint64_t k = 0;
    for (Square s = 0; s < 64; ++s)
        if (board_[s]) k ^= zobrist::psq[board_[s]][s];
    k ^= zobrist::castling[castling_];
    if (ep_ != NoSquare) k ^= zobrist::epFile[fileOf(ep_)];
    if (side_ == Black) k ^= zobrist::side;
    if (followsUnits_)
        for (Square s = 0; s < 64; ++s)
            if (origin_[s] != NoSquare) k ^= unitKey(origin_[s], s);
    return k;
}

bool Position::operator==(const Position& o) const {
    return std::memcmp(board_, o.board_, sizeof board_) == 0 && side_ == o.side_ && castling_ == o.castling_ &&
           ep_ == o.ep_ && halfmove_ == o.halfmove_ && fullmove_ == o.fullmove_ && followsUnits_ == o.followsUnits_ &&
           (!followsUnits_ || std::memcmp(origin_, o.origin_, sizeof origin_) == 0);
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_picture.h"

#include "bitboard.h"
#include "unit_distances.h"

#include <algorithm>
#include <bit>

namespace gms {

namespace {

using hot::lsb;

int rightsOf(Color c, int castlingRights) {
    return castlingRights & (c == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
}

/// A king's fewest moves: steps, or castling first while a right is left (from its initial square).
int kingMoves(Color c, Square at, Square to, int castlingRights) {
    int d = distance(at, to);
    const int rights = rightsOf(c, castlingRights);
    const int rank = c == White ? 0 : 7;
    if (rights && at == makeSquare(4, rank)) {
        if (rights & (WhiteKingside | BlackKingside)) d = std::min(d, 1 + distance(makeSquare(6, rank), to));
        if (rights & (WhiteQueenside | BlackQueenside)) d = std::min(d, 1 + distance(makeSquare(2, rank), to));
    }
    return d;
}

/// A rook that may still castle moves once for free (in its king's move).
int rookMoves(Color c, Square at, int moves, int castlingRights) {
    if (moves == 0) return 0;
    const int rights = rightsOf(c, castlingRights);
    const int rank = c == White ? 0 : 7;
    if ((at == makeSquare(7, rank) && (rights & (WhiteKingside | BlackKingside))) ||
        (at == makeSquare(0, rank) && (rights & (WhiteQueenside | BlackQueenside))))
        return moves - 1;
    return moves;
}

int pieceMoves(Piece now, Square at, Square to, int castlingRights) {
    const UnitDistances& dist = UnitDistances::get();
    const int d = dist.occupy(now, at, to);
    if (d >= UnitDistances::Unreachable) return d;
    if (typeOf(now) == Rook) return rookMoves(colorOf(now), at, d, castlingRights);
    if (typeOf(now) == King) return kingMoves(colorOf(now), at, to, castlingRights);
    return d;
}

/// The fewest moves for the unit's form, without the rule of a checker that must arrive.
int formDistance(const PicturedUnit& unit, Piece now, Square at, int castlingRights) {
    const UnitDistances& dist = UnitDistances::get();
    constexpr int Unreachable = UnitDistances::Unreachable;
    const bool pawn = typeOf(now) == Pawn;
    switch (unit.form) {
        case PictureForm::King:
            return typeOf(now) == King ? kingMoves(unit.color, at, unit.stand, castlingRights) : Unreachable;
        case PictureForm::Piece: return pawn ? Unreachable : pieceMoves(now, at, unit.stand, castlingRights);
        case PictureForm::Pawn: // never on the first or last rank
            return pawn && rankOf(unit.stand) % 7 != 0 ? int(dist.asPawn(unit.color, at, unit.stand)) : Unreachable;
        case PictureForm::Promoted:
            if (pawn) return dist.promotedAs(unit.color, unit.promotedTo, at, unit.stand);
            return typeOf(now) == unit.promotedTo ? pieceMoves(now, at, unit.stand, castlingRights) : Unreachable;
        case PictureForm::Blocker:
            return pawn ? std::min<int>(dist.asPawn(unit.color, at, unit.stand),
                                        dist.promoted(unit.color, at, unit.stand))
                        : pieceMoves(now, at, unit.stand, castlingRights);
        case PictureForm::Captured: return 0; // its capture is the other side's move
    }
    return Unreachable;
}

} // namespace

int pictureDistance(const PicturedUnit& unit, Piece now, Square at, int castlingRights, int movesLeft) {
    constexpr int Unreachable = UnitDistances::Unreachable;
    if (now == NoPiece || colorOf(now) != unit.color) return Unreachable;
    const bool pawn = typeOf(now) == Pawn;
    const int d = formDistance(unit, now, at, castlingRights);
    // Standing there with moves left: it leaves and comes back (a pawn cannot).
    if (d == 0 && at == unit.stand && unit.mustArrive && movesLeft > 0) return pawn ? Unreachable : 2;
    return d;
}

namespace {

/// The salts of the pictures emitted (never 0): open addressing, since the enumeration
/// asks once per placement that closes every flight.
class SaltSet {
public:
    /// Adds `salt`; false when it was there.
    bool insert(std::uint64_t salt) {
        if (2 * (count_ + 1) > slots_.size()) grow();
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = std::size_t(salt * 0x9e3779b97f4a7c15ULL >> 20) & mask;; i = (i + 1) & mask) {
            if (slots_[i] == salt) return false;
            if (slots_[i] == 0) {
                slots_[i] = salt;
                ++count_;
                return true;
            }
        }
    }

private:
    void grow() {
        std::vector<std::uint64_t> old(slots_.empty() ? 1024 : 2 * slots_.size(), 0);
        old.swap(slots_);
        count_ = 0;
        for (const std::uint64_t salt : old)
            if (salt) insert(salt);
    }
    std::vector<std::uint64_t> slots_;
    std::size_t count_ = 0;
};

/// What the pictures end in: a mate (a checker besides the king) or a stalemate (the king alone).
enum class PictureEnd : std::uint8_t { Mate, Stalemate };

/// Builds the pictures of one mated (stalemated) king square and checker, flight by flight.
class PictureBuilder {
public:
    PictureBuilder(const Position& pos, PictureEnd end, Color mated, int matedMoves, int matingMoves,
                   std::vector<MatePicture>& out, std::size_t maxPictures, bool immobilise = false)
        : pos_(pos), end_(end), mated_(mated), mating_(~mated), matedMoves_(matedMoves), matingMoves_(matingMoves),
          out_(out), maxPictures_(maxPictures), fixed_(end == PictureEnd::Mate ? 2 : 1),
          immobilise_(immobilise && end == PictureEnd::Stalemate) {
        // Untouched until filled, and no copies as it grows.
        out_.reserve(out_.size() + std::min<std::size_t>(maxPictures_, 1 << 17));
    }

    bool run();

private:
    /// The forms a unit of the mating side can take at the end (a pawn: itself or one of four pieces).
    struct Form {
        PictureForm form;
        PieceType type; ///< The piece it attacks as.
    };
    int formsOf(Square origin, Form forms[5]) const {
        const PieceType type = typeOf(pos_.pieceOn(origin));
        if (type == King) {
            forms[0] = {PictureForm::King, King};
            return 1;
        }
        if (type == Pawn) {
            forms[0] = {PictureForm::Pawn, Pawn};
            for (int i = 0; i < 4; ++i) forms[i + 1] = {PictureForm::Promoted, PieceType(Knight + i)};
            return 5;
        }
        forms[0] = {PictureForm::Piece, type};
        return 1;
    }
    PicturedUnit unitOf(Square origin, Square stand, const Form& form, Color side) const {
        PicturedUnit u{origin, stand, side, form.form};
        if (form.form == PictureForm::Promoted) u.promotedTo = form.type;
        return u;
    }
    PicturedUnit unitOf(Square origin, Square stand, const Form& form) const {
        return unitOf(origin, stand, form, mating_);
    }
    /// The piece a placed unit stands as (a Blocker's is not known).
    PieceType placedType(const PicturedUnit& u) const {
        switch (u.form) {
            case PictureForm::King: return King;
            case PictureForm::Pawn: return Pawn;
            case PictureForm::Promoted: return u.promotedTo;
            default: return typeOf(pos_.pieceOn(u.origin));
        }
    }
    /// Places the unit of the stalemated side from `origin` on `stand` in each form its moves
    /// allow, and completes each picture.
    void placeStalematedUnit(Square origin, Square stand) {
        Form forms[5];
        const int formCount = formsOf(origin, forms);
        for (int k = 0; k < formCount; ++k) {
            if (forms[k].form == PictureForm::Pawn && rankOf(stand) % 7 == 0) continue;
            const PicturedUnit u = unitOf(origin, stand, forms[k], mated_);
            const int d = distanceOf(u);
            if (matedUsed_ + d > matedMoves_) continue;
            place(u, d);
            complete();
            unplace(d);
        }
    }
    /// Places a unit of the other side from `origin` on `stand`, in each form among `types`
    /// (0: any) its moves allow, and completes each picture.
    void placeOtherUnit(Square origin, Square stand, Bitboard types = 0) {
        Form forms[5];
        const int formCount = formsOf(origin, forms);
        for (int k = 0; k < formCount; ++k) {
            if (types && !(types & (Bitboard(1) << forms[k].type))) continue;
            if (forms[k].form == PictureForm::Pawn && rankOf(stand) % 7 == 0) continue;
            if (forms[k].form == PictureForm::King && (kingAttacks(kingSquare_) & squareBB(stand))) continue;
            placeOther(unitOf(origin, stand, forms[k]));
        }
    }
    /// Places `u`, of the other side, unless it checks the stalemated king in contact or its
    /// side lacks the moves, and completes the picture.
    void placeOther(const PicturedUnit& u) {
        if (checksInContact(u)) return;
        const int d = distanceOf(u);
        if (matingUsed_ + d > matingMoves_) return;
        place(u, d);
        complete();
        unplace(d);
    }
    /// pictureDistance of `u` from its origin, worked out once per origin, stand and form:
    /// the enumeration asks for the same ones again and again.
    int distanceOf(const PicturedUnit& u) const {
        if (u.stand >= 64 || u.form == PictureForm::Captured)
            return pictureDistance(u, pos_.pieceOn(u.origin), u.origin, pos_.castlingRights(),
                                   u.color == mated_ ? matedMoves_ : matingMoves_);
        std::int8_t& known =
            distances_[((std::size_t(u.origin) * 8 + formIndex(u.form, u.promotedTo)) * 2 + u.mustArrive) * 64 +
                       u.stand];
        if (known < 0)
            known = std::int8_t(pictureDistance(u, pos_.pieceOn(u.origin), u.origin, pos_.castlingRights(),
                                                u.color == mated_ ? matedMoves_ : matingMoves_));
        return known;
    }
    /// King, Piece, Pawn, Promoted to N B R Q, Blocker: 0-7.
    static int formIndex(PictureForm form, PieceType promotedTo) {
        return form == PictureForm::Promoted ? 3 + (promotedTo - Knight) : form == PictureForm::Blocker ? 7 : int(form);
    }
    /// The squares the unit on `origin` can stand on in `form` (not one that must arrive)
    /// within `moves` moves: the enumeration tries only these.
    Bitboard within(Square origin, const Form& form, int moves) {
        const std::size_t row = std::size_t(origin) * 8 + std::size_t(formIndex(form.form, form.type));
        if (moves < 0) return 0;
        if (moves >= MaxWithin) moves = MaxWithin - 1;
        std::vector<Bitboard>& bands = within_[row];
        if (bands.empty()) {
            bands.assign(MaxWithin, 0);
            for (Square stand = 0; stand < 64; ++stand) {
                const int d = distanceOf(unitOf(origin, stand, form, colorOf(pos_.pieceOn(origin))));
                for (int k = d; k < MaxWithin; ++k) bands[std::size_t(k)] |= squareBB(stand);
            }
        }
        return bands[std::size_t(moves)];
    }
    /// What a placed unit of the mating side attacks from its stand, `occupied` standing.
    Bitboard attacksOf(const PicturedUnit& u, Bitboard occupied) const {
        switch (u.form) {
            case PictureForm::King: return kingAttacks(u.stand);
            case PictureForm::Pawn: return pawnAttacks(u.color, u.stand);
            case PictureForm::Promoted: return pieceAttacks(u.promotedTo, u.stand, occupied);
            default: return pieceAttacks(typeOf(pos_.pieceOn(u.origin)), u.stand, occupied);
        }
    }
    /// The squares from which a unit in `form` attacks `f`.
    Bitboard hittersOf(const Form& form, Square f, Bitboard occupied) const {
        switch (form.form) {
            case PictureForm::King: return kingAttacks(f);
            case PictureForm::Pawn: return pawnAttacks(mated_, f);
            default: return pieceAttacks(form.type, f, occupied);
        }
    }
    /// The placed units' squares but the mated king's (the king does not shield a flight behind it).
    Bitboard occupied(int skip = -1) const { return standing(skip) & ~squareBB(kingSquare_); }
    /// The placed units' squares, the king's included (taken units stand nowhere); unit `skip` left out.
    Bitboard standing(int skip = -1) const {
        Bitboard occ = 0;
        for (int i = 0; i < count_; ++i)
            if (i != skip && units_[i].stand != NoSquare) occ |= squareBB(units_[i].stand);
        return occ;
    }
    /// The squares of the placed units of `side` (taken units stand nowhere); unit `skip` left out.
    Bitboard standsOf(Color side, int skip = -1) const {
        Bitboard stands = 0;
        for (int j = 0; j < count_; ++j)
            if (j != skip && units_[j].color == side && units_[j].stand != NoSquare)
                stands |= squareBB(units_[j].stand);
        return stands;
    }
    /// The squares a unit of `type` (no pawn, no king) on `at` moves to first, whatever stands
    /// around: a slider that can move at all can move one square along a ray.
    static Bitboard firstSteps(PieceType type, Square at) {
        return type == Knight ? knightAttacks(at) : pieceAttacks(type, at, ~Bitboard(0));
    }
    /// Whether `a` and `b` share a file or a rank (else a diagonal, when on a line at all).
    static bool straightLine(Square a, Square b) { return fileOf(a) == fileOf(b) || rankOf(a) == rankOf(b); }
    /// Whether the unit of the stalemated side on `x` is pinned to its king by a placed unit of
    /// the other side, on the board `occ` of the placed units but `skip`.
    bool pinned(Square x, int skip, Bitboard occ) const {
        if (!tables::line[kingSquare_][x] || (between(kingSquare_, x) & occ)) return false;
        const bool straight = straightLine(x, kingSquare_);
        for (int j = 1; j < count_; ++j) {
            const PicturedUnit& p = units_[j];
            if (j == skip || p.color != mating_ || p.stand == NoSquare) continue;
            if (!(between(kingSquare_, p.stand) & squareBB(x)) || (between(x, p.stand) & occ)) continue;
            const PieceType t = placedType(p);
            if (t == Queen || t == (straight ? Rook : Bishop)) return true;
        }
        return false;
    }
    /// A move of placed unit `i` (of the stalemated side, not its king) on the board `occ` of
    /// the placed units but `skip` (`own`: its side's squares there): its square, NoSquare
    /// when it has none; `push` tells a pawn's push. Castling and en passant are not looked at
    /// (the picture only asks more of fewer positions that way, never of a real stalemate).
    Square openMove(int i, int skip, Bitboard occ, Bitboard own, bool& push) const {
        const PicturedUnit& x = units_[i];
        const Bitboard theirs = occ & ~own;
        const Bitboard legal = pinned(x.stand, skip, occ) ? tables::line[kingSquare_][x.stand] : ~Bitboard(0);
        const PieceType type = placedType(x);
        push = false;
        if (type == Pawn) {
            const Bitboard front = pawnPush(mated_, squareBB(x.stand)) & ~occ & legal;
            if (front) {
                push = true;
                return lsb(front);
            }
            const Bitboard takes = pawnAttacks(mated_, x.stand) & theirs & legal;
            return takes ? lsb(takes) : NoSquare;
        }
        const Bitboard targets = firstSteps(type, x.stand) & ~own & legal;
        return targets ? lsb(targets) : NoSquare;
    }
    /// The first placed unit of the stalemated side (not the king) with a move, -1 if none.
    int mobileUnit(int skip, Square& to, bool& push) const {
        const Bitboard occ = standing(skip), own = standsOf(mated_, skip);
        for (int i = 1; i < count_; ++i) {
            const PicturedUnit& x = units_[i];
            if (i == skip || x.color != mated_ || x.form == PictureForm::Captured) continue;
            to = openMove(i, skip, occ, own, push);
            if (to != NoSquare) return i;
        }
        return -1;
    }
    /// Whether no picture holding the placed ones can take the moves of placed unit `i` (of
    /// the stalemated side): it can never be pinned (off its king's lines, or a placed unit
    /// between), yet it can take a unit of the other side, or the squares it can step to
    /// (not a pawn's push, which any unit blocks) are more than the units of its side left
    /// to stand there, or these need more moves than its side has left.
    bool hopeless(int i) const {
        const PicturedUnit& x = units_[i];
        const Bitboard occ = standing();
        if (tables::line[kingSquare_][x.stand] && !(between(kingSquare_, x.stand) & occ)) return false;
        const Bitboard own = standsOf(mated_);
        const PieceType type = placedType(x);
        if (type == Pawn) return pawnAttacks(mated_, x.stand) & occ & ~own;
        const Bitboard targets = firstSteps(type, x.stand) & ~own;
        if (targets & (occ | mustEmpty_)) return true;
        const Bitboard rest = pos_.pieces(mated_) & ~placedOrigins_;
        if (std::popcount(targets) > std::popcount(rest)) return true;
        int needed = 0;
        for (Bitboard t = targets; t; t &= t - 1) {
            int nearest = UnitDistances::Unreachable;
            for (Bitboard b = rest; b; b &= b - 1)
                nearest = std::min(nearest, distanceOf(PicturedUnit{lsb(b), lsb(t), mated_, PictureForm::Blocker}));
            needed += nearest;
            if (matedUsed_ + needed > matedMoves_) return true;
        }
        return false;
    }
    /// Closes the move of placed unit `i` to `to`: a unit of its side there, a unit of the
    /// other side in front of a pawn, or a pin (a queen, rook or bishop of the other side, or
    /// a pawn promoted to one, beyond it on its line to the king; the line kept empty).
    void closeMove(int i, Square to, bool push);
    /// A unit of the stalemated side not yet pictured: taken, or standing anywhere its moves allow.
    void assign(Square origin);
    /// The squares closed as flights: blocked by a placed unit of the mated side, or attacked
    /// by a placed unit of the mating side (standing elsewhere); unit `skip` left out.
    Bitboard closed(int skip = -1) const {
        const Bitboard occ = occupied(skip);
        Bitboard squares = 0;
        for (int i = 1; i < count_; ++i) {
            if (i == skip) continue;
            const PicturedUnit& u = units_[i];
            if (u.color == mated_) {
                if (u.stand != NoSquare) squares |= squareBB(u.stand);
            } else {
                squares |= attacksOf(u, occ);
            }
        }
        return squares;
    }
    void place(const PicturedUnit& u, int moves) {
        units_[count_++] = u;
        placedOrigins_ |= squareBB(u.origin);
        if (u.stand != NoSquare) placedStands_ |= squareBB(u.stand);
        (u.color == mated_ ? matedUsed_ : matingUsed_) += moves;
    }
    void unplace(int moves) {
        const PicturedUnit& u = units_[--count_];
        placedOrigins_ &= ~squareBB(u.origin);
        if (u.stand != NoSquare) placedStands_ &= ~squareBB(u.stand);
        (u.color == mated_ ? matedUsed_ : matingUsed_) -= moves;
    }
    /// Whether a pictured unit of the mated side could parry the check (take the checker, or
    /// step between) in a way no unit outside the picture can stop with the moves the
    /// pictured units leave over: none can reach a square to check the king too, to pin the
    /// unit (behind it on its line to the king, moving along that line) or to stand in its way.
    bool parried() const;
    /// Places units for the first flight not yet closed; emits the picture when all are.
    void complete();
    void emit();

    /// Whether guard `u` would check the stalemated king with nothing between (a stalemate
    /// leaves it out of check, whatever else stands on the board).
    bool checksInContact(const PicturedUnit& u) const {
        return end_ == PictureEnd::Stalemate && between(u.stand, kingSquare_) == 0 &&
               (attacksOf(u, 0) & squareBB(kingSquare_));
    }

    const Position& pos_;
    PictureEnd end_;
    Color mated_, mating_;
    int matedMoves_, matingMoves_;
    std::vector<MatePicture>& out_;
    std::size_t maxPictures_;
    int fixed_;        ///< The leading units every picture of a king square has: the king (and the checker).
    bool immobilise_;  ///< Stalemate: every unit of the stalemated side pictured, taken or without a move.
    int captures_ = 0; ///< Units of the stalemated side taken in the picture.
    SaltSet seen_;
    /// distanceOf's answers by origin, form (formIndex), mustArrive and stand; -1 not yet asked.
    mutable std::vector<std::int8_t> distances_ = std::vector<std::int8_t>(64 * 8 * 2 * 64, -1);
    static constexpr int MaxWithin = 64;
    std::vector<Bitboard> within_[64 * 8]; ///< within()'s answers by origin and form, per number of moves.
    bool overflow_ = false;
    std::size_t steps_ = 0; ///< Placements tried: bounded too, so that the enumeration's time is.

    Square kingSquare_ = NoSquare;
    Bitboard flights_ = 0;
    Bitboard mustEmpty_ = 0; ///< Between the checker and the king; the lines of pins.
    PicturedUnit units_[MatePicture::MaxUnits];
    int count_ = 0;
    int matedUsed_ = 0, matingUsed_ = 0;
    Bitboard placedOrigins_ = 0, placedStands_ = 0;
};

bool PictureBuilder::parried() const {
    const UnitDistances& dist = UnitDistances::get();
    const int rights = pos_.castlingRights();
    // The units outside the picture make only moves the pictured ones leave over.
    const Bitboard outside = pos_.pieces() & ~placedOrigins_;
    const int reserve[2] = {mated_ == White ? matedMoves_ - matedUsed_ : matingMoves_ - matingUsed_,
                            mated_ == Black ? matedMoves_ - matedUsed_ : matingMoves_ - matingUsed_};
    const auto reaches = [&](Square unit, Square to) {
        const Piece p = pos_.pieceOn(unit);
        return pieceMoves(p, unit, to, rights) <= reserve[colorOf(p)];
    };
    const Bitboard outsideMating = outside & pos_.pieces(mating_) & ~pos_.pieces(King);
    // A second check stops every parry: some unit outside the picture can attack the king's square.
    for (Bitboard b = outsideMating; b; b &= b - 1)
        if (dist.attack(pos_.pieceOn(lsb(b)), lsb(b), kingSquare_) <= reserve[mating_]) return false;
    // Whether a unit outside the picture can stand on one of `squares` (in the way of a parry).
    const auto blockable = [&](Bitboard squares) {
        for (Bitboard u = outside; u; u &= u - 1)
            for (Bitboard t = squares; t; t &= t - 1)
                if (reaches(lsb(u), lsb(t))) return true;
        return false;
    };
    // Whether a unit outside the picture can pin the unit on `x` to the king (stand beyond it on
    // their line, as a piece moving along that line).
    const auto pinnable = [&](Square x) {
        const Bitboard line = tables::line[kingSquare_][x];
        if (!line) return false;
        const bool straight = straightLine(x, kingSquare_);
        Bitboard ray = 0; // the squares behind x seen from the king
        for (Bitboard t = line; t; t &= t - 1)
            if (between(kingSquare_, lsb(t)) & squareBB(x)) ray |= squareBB(lsb(t));
        for (Bitboard u = outsideMating; u; u &= u - 1) {
            const Square from = lsb(u);
            const Piece p = pos_.pieceOn(from);
            for (Bitboard t = ray; t; t &= t - 1) {
                const Square y = lsb(t);
                int d = UnitDistances::Unreachable;
                if (typeOf(p) == Pawn) {
                    d = dist.promotedAs(mating_, Queen, from, y);
                    d = std::min<int>(d, dist.promotedAs(mating_, straight ? Rook : Bishop, from, y));
                } else if (typeOf(p) == Queen || typeOf(p) == (straight ? Rook : Bishop)) {
                    d = pieceMoves(p, from, y, rights);
                }
                if (d <= reserve[mating_]) return true;
            }
        }
        return false;
    };
    Bitboard occ = 0;
    for (int i = 0; i < count_; ++i) occ |= squareBB(units_[i].stand);
    const Square q = units_[1].stand;
    const Bitboard line = between(q, kingSquare_);
    // Whether the mated king is attacked by a pictured unit of the mating side on `occupied`
    // but the one on `taken`.
    const auto attacked = [&](Bitboard occupied, Square taken) {
        for (int i = 1; i < count_; ++i) {
            const PicturedUnit& u = units_[i];
            if (u.color != mating_ || u.stand == taken) continue;
            if (attacksOf(u, occupied) & squareBB(kingSquare_)) return true;
        }
        return false;
    };
    for (int i = 2; i < count_; ++i) {
        const PicturedUnit& b = units_[i];
        if (b.color != mated_) continue;
        const Piece piece = pos_.pieceOn(b.origin);
        PieceType type = typeOf(piece);
        if (type == Pawn) {
            // Still a pawn at the end unless it can be promoted in time (then its piece is unknown).
            const UnitDistances& dist = UnitDistances::get();
            if (rankOf(b.stand) % 7 == 0 || dist.promoted(mated_, b.origin, b.stand) <= matedMoves_) continue;
        }
        Bitboard reach = 0; // squares where its move parries
        if (type == Pawn) {
            reach = pawnAttacks(mated_, b.stand) & squareBB(q);
            const Bitboard one = pawnPush(mated_, squareBB(b.stand)) & ~occ;
            reach |= one & line;
            const int startRank = mated_ == White ? 1 : 6;
            if (one && rankOf(b.stand) == startRank) reach |= pawnPush(mated_, one) & ~occ & line;
        } else {
            reach = pieceAttacks(type, b.stand, occ) & (line | squareBB(q));
        }
        bool pinnableChecked = false, isPinnable = false;
        for (; reach; reach &= reach - 1) {
            const Square to = lsb(reach);
            if (blockable(between(b.stand, to))) continue; // a unit outside the picture may stand in its way
            const Bitboard after = (occ & ~squareBB(b.stand)) | squareBB(to);
            if (attacked(after, to)) continue; // it would leave the king in check
            // A pin stops it unless it moves along the pin's line.
            if (!(tables::line[kingSquare_][b.stand] & squareBB(to))) {
                if (!pinnableChecked) {
                    pinnableChecked = true;
                    isPinnable = pinnable(b.stand);
                }
                if (isPinnable) continue;
            }
            return true;
        }
    }
    return false;
}

void PictureBuilder::emit() {
    // Minimal pictures only: a guard or blocker whose flights stay closed without it is left
    // out (the picture without it is enumerated too, and matches every mate this one does).
    for (int i = fixed_; i < count_; ++i) {
        if (immobilise_ && units_[i].color == mated_) continue; // every one is pictured
        bool needed = (flights_ & ~closed(i)) != 0;
        Square to;
        bool push;
        if (!needed && immobilise_ && mobileUnit(i, to, push) >= 0) needed = true;
        if (!needed) return;
    }
    if (end_ == PictureEnd::Mate && parried()) return;
    // The same set of units may be placed in another order: one picture each.
    int order[MatePicture::MaxUnits];
    for (int i = 0; i < count_; ++i) order[i] = i;
    std::sort(order + fixed_, order + count_, [this](int x, int y) {
        const PicturedUnit &a = units_[x], &b = units_[y];
        if (a.origin != b.origin) return a.origin < b.origin;
        return a.stand != b.stand ? a.stand < b.stand : a.promotedTo < b.promotedTo;
    });
    std::uint64_t h = 0x51ed270b27a1f3c5ULL;
    for (int i = 0; i < count_; ++i) {
        const PicturedUnit& u = units_[order[i]];
        h ^= (std::uint64_t(u.origin) | std::uint64_t(u.stand) << 8 | std::uint64_t(u.form) << 16 |
              std::uint64_t(u.promotedTo) << 20 | std::uint64_t(i) << 24) +
             0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        h *= 0xbf58476d1ce4e5b9ULL;
    }
    if (!seen_.insert(h | 1)) return;
    if (out_.size() >= maxPictures_) {
        overflow_ = true;
        return;
    }
    MatePicture& picture = out_.emplace_back();
    picture.count = count_;
    for (int i = 0; i < count_; ++i) picture.units[i] = units_[order[i]];
    picture.salt = h | 1;
}

void PictureBuilder::complete() {
    if (overflow_) return;
    // Placements that end in few pictures: too many all the same (immobilising takes more per picture).
    if (++steps_ > (immobilise_ ? 64 : 16) * maxPictures_) {
        overflow_ = true;
        return;
    }
    const Bitboard unclosed = flights_ & ~closed();
    if (!unclosed) {
        if (immobilise_) {
            Square to;
            bool push;
            const int mobile = mobileUnit(-1, to, push);
            if (mobile >= 0) {
                if (!hopeless(mobile)) closeMove(mobile, to, push);
                return;
            }
            const Bitboard rest = pos_.pieces(mated_) & ~placedOrigins_;
            if (rest) {
                assign(lsb(rest));
                return;
            }
        }
        emit();
        return;
    }
    const Square open = lsb(unclosed);
    const Bitboard openBB = squareBB(open);
    // A unit of the mated side on it (not where a unit of the mating side stands, nor on the check line).
    if (!(placedStands_ & openBB) && !(mustEmpty_ & openBB)) {
        for (Bitboard b = pos_.pieces(mated_) & ~pos_.pieces(King) & ~placedOrigins_; b; b &= b - 1) {
            if (immobilise_) { // in the form it stands in, which its mobility asks
                placeStalematedUnit(lsb(b), open);
                continue;
            }
            const PicturedUnit u{lsb(b), open, mated_, PictureForm::Blocker};
            const int d = distanceOf(u);
            if (matedUsed_ + d > matedMoves_) continue;
            place(u, d);
            complete();
            unplace(d);
        }
    }
    // A unit of the mating side attacking it from a free square.
    const Bitboard occ = occupied();
    const Bitboard excluded = placedStands_ | mustEmpty_ | squareBB(kingSquare_) | openBB;
    for (Bitboard b = pos_.pieces(mating_) & ~placedOrigins_; b; b &= b - 1) {
        const Square origin = lsb(b);
        Form forms[5];
        const int formCount = formsOf(origin, forms);
        for (int k = 0; k < formCount; ++k) {
            Bitboard stands =
                hittersOf(forms[k], open, occ) & ~excluded & within(origin, forms[k], matingMoves_ - matingUsed_);
            if (forms[k].form == PictureForm::King) stands &= ~kingAttacks(kingSquare_); // kings never touch
            for (; stands; stands &= stands - 1) placeOther(unitOf(origin, lsb(stands), forms[k]));
        }
    }
}

void PictureBuilder::closeMove(int i, Square to, bool push) {
    const Bitboard toBB = squareBB(to);
    const Bitboard occ = standing();
    const bool free = !(occ & toBB) && !(mustEmpty_ & toBB);
    // A unit of its side on the square.
    if (free)
        for (Bitboard b = pos_.pieces(mated_) & ~placedOrigins_; b; b &= b - 1) placeStalematedUnit(lsb(b), to);
    // A unit of the other side in front of a pawn.
    if (push && free)
        for (Bitboard b = pos_.pieces(mating_) & ~placedOrigins_; b; b &= b - 1) placeOtherUnit(lsb(b), to);
    // A pin: the move leaves the line to the king.
    const Square x = units_[i].stand;
    const Bitboard line = tables::line[kingSquare_][x];
    if (!line || (line & toBB) || (between(kingSquare_, x) & occ)) return;
    const bool straight = straightLine(x, kingSquare_);
    const Bitboard types = (Bitboard(1) << Queen) | (Bitboard(1) << (straight ? Rook : Bishop));
    const Bitboard saved = mustEmpty_;
    for (Bitboard t = line; t; t &= t - 1) {
        const Square y = lsb(t);
        if (!(between(kingSquare_, y) & squareBB(x)) || ((occ | mustEmpty_) & squareBB(y)) || (between(x, y) & occ))
            continue;
        mustEmpty_ = saved | between(kingSquare_, x) | between(x, y);
        for (Bitboard b = pos_.pieces(mating_) & ~pos_.pieces(King) & ~placedOrigins_; b; b &= b - 1)
            placeOtherUnit(lsb(b), y, types);
        mustEmpty_ = saved;
    }
}

void PictureBuilder::assign(Square origin) {
    // Taken: a move of the other side each (its units' distances may include the capture,
    // so the count bounds the other side's moves by itself).
    if (captures_ < matingMoves_) {
        ++captures_;
        place(PicturedUnit{origin, NoSquare, mated_, PictureForm::Captured}, 0);
        complete();
        unplace(0);
        --captures_;
    }
    const Bitboard taken = standing() | mustEmpty_;
    for (Square s = 0; s < 64 && !overflow_; ++s)
        if (!(taken & squareBB(s))) placeStalematedUnit(origin, s);
}

bool PictureBuilder::run() {
    const Square king = pos_.kingSquare(mated_);
    const int rights = pos_.castlingRights();
    for (Square s = 0; s < 64 && !overflow_; ++s) {
        const PicturedUnit kingUnit{king, s, mated_, PictureForm::King};
        const int kingCost = pictureDistance(kingUnit, pos_.pieceOn(king), king, rights, matedMoves_);
        if (kingCost > matedMoves_) continue;
        kingSquare_ = s;
        flights_ = kingAttacks(s);
        if (end_ == PictureEnd::Stalemate) {
            count_ = 0;
            placedOrigins_ = placedStands_ = 0;
            matedUsed_ = matingUsed_ = 0;
            mustEmpty_ = 0;
            place(kingUnit, kingCost);
            complete();
            continue;
        }
        for (Bitboard checkers = pos_.pieces(mating_) & ~pos_.pieces(King); checkers; checkers &= checkers - 1) {
            const Square origin = lsb(checkers);
            Form forms[5];
            const int formCount = formsOf(origin, forms);
            for (int k = 0; k < formCount; ++k) {
                for (Bitboard stands = hittersOf(forms[k], s, 0) & ~squareBB(s); stands; stands &= stands - 1) {
                    const Square q = lsb(stands);
                    PicturedUnit checker = unitOf(origin, q, forms[k]);
                    // No square between: no unit can uncover the check, the checker gives it.
                    checker.mustArrive = between(q, s) == 0;
                    const int d = distanceOf(checker);
                    if (d > matingMoves_) continue;
                    count_ = 0;
                    placedOrigins_ = placedStands_ = 0;
                    matedUsed_ = matingUsed_ = 0;
                    place(kingUnit, kingCost);
                    place(checker, d);
                    // A slider's line to the king stays empty (a knight's jump has none).
                    mustEmpty_ = between(q, s);
                    complete();
                    if (overflow_) break;
                }
            }
        }
    }
    return !overflow_;
}

} // namespace

bool enumerateMatePictures(const Position& pos, Color mated, int matedMoves, int matingMoves,
                           std::vector<MatePicture>& out, std::size_t maxPictures) {
    if (pos.kingSquare(mated) == NoSquare || matingMoves < 1) return true;
    PictureBuilder builder(pos, PictureEnd::Mate, mated, matedMoves, matingMoves, out, maxPictures);
    return builder.run();
}

bool enumerateStalematePictures(const Position& pos, Color stalemated, int stalematedMoves, int otherMoves,
                                std::vector<MatePicture>& out, std::size_t maxPictures, bool immobilise) {
    if (pos.kingSquare(stalemated) == NoSquare || otherMoves < 1) return true;
    PictureBuilder builder(pos, PictureEnd::Stalemate, stalemated, stalematedMoves, otherMoves, out, maxPictures,
                           immobilise);
    return builder.run();
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "movegen.h"

#include "weights.h"

#include <algorithm>

namespace gms {

void MoveList::selectBest(int from) {
    int best = from + hot::bestWeightIndex(weights + from, size - from);
    if (best != from) {
        std::swap(moves[from], moves[best]);
        std::swap(weights[from], weights[best]);
    }
}

namespace {

/// Everything the generator derives once per position.
struct GenContext {
    const Position& pos;
    MoveList& list;
    const OrderingWeights* weights;
    Color us, them;
    Bitboard occ, ours, theirs;
    Square ksq, theirKsq;
    Bitboard pinned;
    Bitboard targetMask;                        ///< Non-king destinations allowed (check evasion / not own pieces).
    Bitboard checkSquares[PieceTypeCount] = {}; ///< Where each piece type would check their king.
    Bitboard discoverers = 0;                   ///< Our pieces whose move may uncover a check.
    Bitboard enemyAttacks = 0;                  ///< For the hanging-piece term.
    Bitboard ourDefence = 0;
    Bitboard theirKingZone = 0;
    Bitboard zoneReach[PieceTypeCount] = {}; ///< Squares from which a piece type attacks the king zone.
    int count = 0;                           ///< Legal moves counted (countLegal: nothing is written to the list).

    GenContext(const Position& p, MoveList& l, const OrderingWeights* w)
        : pos(p), list(l), weights(w), us(p.sideToMove()), them(~us), occ(p.pieces()), ours(p.pieces(us)),
          theirs(p.pieces(them)), ksq(p.kingSquare(us)), theirKsq(p.kingSquare(them)),
          pinned(ksq == NoSquare ? 0 : p.blockersFor(ksq, them) & ours), targetMask(~ours) {}

    void prepareChecks() {
        if (theirKsq == NoSquare) return;
        checkSquares[Pawn] = pawnAttacks(them, theirKsq);
        checkSquares[Knight] = knightAttacks(theirKsq);
        checkSquares[Bishop] = bishopAttacks(theirKsq, occ);
        checkSquares[Rook] = rookAttacks(theirKsq, occ);
        checkSquares[Queen] = checkSquares[Bishop] | checkSquares[Rook];
        discoverers = pos.blockersFor(theirKsq, us) & ours;
    }

    void prepareScores() {
        if (weights->kingZoneAttack == 0) return prepareAttackMaps();
        theirKingZone = theirKsq == NoSquare ? 0 : kingAttacks(theirKsq);
        // Attacks are symmetric for pieces, so "reaches the zone" is the zone's own attack set.
        for (Bitboard z = theirKingZone; z;) {
            Square s = hot::popLsb(z);
            zoneReach[Pawn] |= pawnAttacks(them, s);
            zoneReach[Knight] |= knightAttacks(s);
            zoneReach[Bishop] |= bishopAttacks(s, occ);
            zoneReach[Rook] |= rookAttacks(s, occ);
            zoneReach[King] |= kingAttacks(s);
        }
        zoneReach[Queen] = zoneReach[Bishop] | zoneReach[Rook];
        prepareAttackMaps();
    }

    void prepareAttackMaps() {
        if (weights->hanging != 0) { // the two attack maps serve only the hanging-piece term
            enemyAttacks = attackMap(them);
            ourDefence = attackMap(us);
        }
    }

    Bitboard attackMap(Color c) const {
        Bitboard a = pawnAttacksBB(c, pos.pieces(c, Pawn));
        for (Bitboard b = pos.pieces(c) & ~pos.pieces(Pawn); b;) {
            Square s = hot::popLsb(b);
            a |= pieceAttacks(typeOf(pos.pieceOn(s)), s, occ);
        }
        return a;
    }

    /// Check test for a non-special move by a piece of type pt (after promotion).
    bool checks(Square from, Square to, PieceType pt) const {
        if (checkSquares[pt] & squareBB(to)) return true;
        return (discoverers & squareBB(from)) && !aligned(from, to, theirKsq);
    }

    std::int16_t score(Move m, PieceType mover, bool givesCheck) const {
        const OrderingWeights& w = *weights;
        Square from = m.from(), to = m.to();
        int s = 0;
        if (givesCheck) s += w.check;
        PieceType victim = m.isEnPassant() ? Pawn : typeOf(pos.pieceOn(to));
        if (victim) s += w.captureBase + w.victim[victim] + w.attacker[mover];
        if (m.isPromotion()) s += w.promotion[m.promoted()];
        if (m.isCastling()) s += w.castling;
        if (theirKsq != NoSquare) {
            s += w.kingProximity[mover] * (distance(from, theirKsq) - distance(to, theirKsq));
            PieceType after = m.isPromotion() ? m.promoted() : mover;
            if (zoneReach[after] & squareBB(to)) s += w.kingZoneAttack;
        }
        if (mover == King)
            s += w.kingMove;
        else if ((enemyAttacks & squareBB(to)) && !(ourDefence & squareBB(to)))
            s += w.hanging;
        return std::int16_t(std::clamp(s, -32000, 32000));
    }
};

/// Scored: weights for ordering; ChecksOnly: only checking moves; Counting: only how many
/// (perft's last ply), the same rules without writing a move.
template <bool Scored, bool ChecksOnly, bool Counting = false>
struct Generator {
    GenContext& c;

    void add(Move m, PieceType mover, bool special) {
        if constexpr (Counting) {
            ++c.count;
            return;
        }
        bool check = false;
        if constexpr (Scored || ChecksOnly) {
            check = special ? c.pos.givesCheck(m) : c.checks(m.from(), m.to(), m.isPromotion() ? m.promoted() : mover);
            if (ChecksOnly && !check) return;
        }
        if constexpr (Scored)
            c.list.add(m, c.score(m, mover, check));
        else
            c.list.add(m, 0);
    }

    void pawnMoves() {
        const Color us = c.us;
        const Bitboard pawns = c.pos.pieces(us, Pawn);
        const int up = us == White ? 8 : -8;
        const Bitboard rank3 = us == White ? rankBB(2) : rankBB(5);
        const Bitboard lastRank = us == White ? Rank8BB : Rank1BB;
        const Bitboard empty = ~c.occ;
        auto pinnedOk = [&](Square from, Square to) {
            return !(c.pinned & squareBB(from)) || aligned(c.ksq, from, to);
        };
        auto emit = [&](Bitboard targets, int delta) {
            while (targets) {
                Square to = hot::popLsb(targets);
                Square from = to - delta;
                if (!pinnedOk(from, to)) continue;
                if (squareBB(to) & lastRank) {
                    for (PieceType p : {Queen, Knight, Rook, Bishop}) add(Move::promotion(from, to, p), Pawn, true);
                } else {
                    add(Move(from, to), Pawn, false);
                }
            }
        };
        Bitboard single = pawnPush(us, pawns) & empty;
        Bitboard dbl = pawnPush(us, single & rank3) & empty;
        emit(single & c.targetMask, up);
        emit(dbl & c.targetMask, 2 * up);
        Bitboard west = pawns & ~FileABB, east = pawns & ~FileHBB;
        Bitboard capWest = (us == White ? west << 7 : west >> 9) & c.theirs & c.targetMask;
        Bitboard capEast = (us == White ? east << 9 : east >> 7) & c.theirs & c.targetMask;
        emit(capWest, us == White ? 7 : -9);
        emit(capEast, us == White ? 9 : -7);

        Square ep = c.pos.epSquare();
        if (ep != NoSquare) {
            Square capSq = ep - up;
            for (Bitboard b = pawnAttacks(c.them, ep) & pawns; b;) {
                Square from = hot::popLsb(b);
                // Full test: the capture removes two pawns from a line through the king.
                Bitboard after = (c.occ ^ squareBB(from) ^ squareBB(capSq)) | squareBB(ep);
                const bool exposesKing =
                    c.ksq != NoSquare && (c.pos.attackersTo(c.ksq, after) & c.theirs & ~squareBB(capSq));
                if (!exposesKing) add(Move(from, ep, Move::EnPassant), Pawn, true);
            }
        }
    }

    void pieceMoves(PieceType pt) {
        for (Bitboard b = c.pos.pieces(c.us, pt); b;) {
            Square from = hot::popLsb(b);
            Bitboard targets = pieceAttacks(pt, from, c.occ) & c.targetMask;
            if (c.pinned & squareBB(from)) targets &= tables::line[c.ksq][from];
            if constexpr (ChecksOnly) {
                // Without uncovering a check only the check squares can give check.
                if (!(c.discoverers & squareBB(from))) targets &= c.checkSquares[pt];
            }
            if constexpr (Counting) {
                c.count += hot::popcount(targets);
                continue;
            }
            while (targets) add(Move(from, hot::popLsb(targets)), pt, false);
        }
    }

    void kingMoves() {
        if (c.ksq == NoSquare) return; // Popeye's NoWk/NoBk
        Bitboard targets = kingAttacks(c.ksq) & ~c.ours;
        if constexpr (ChecksOnly) {
            // A king move checks only by discovery.
            if (!(c.discoverers & squareBB(c.ksq))) targets = 0;
        }
        Bitboard occNoKing = c.occ ^ squareBB(c.ksq);
        while (targets) {
            Square to = hot::popLsb(targets);
            if (!(c.pos.attackersTo(to, occNoKing) & c.theirs)) add(Move(c.ksq, to), King, false);
        }
    }

    void castlingMoves() {
        if (c.pos.inCheck() || c.ksq == NoSquare) return;
        int rights = c.pos.castlingRights() &
                     (c.us == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
        if (!rights) return;
        const Square k = c.ksq;
        for (int side = 0; side < 2; ++side) {
            int bit = (c.us == White ? WhiteKingside : BlackKingside) << side;
            if (!(rights & bit)) continue;
            Square rook = side == 0 ? k + 3 : k - 4;
            Square to = side == 0 ? k + 2 : k - 2;
            if (c.pos.pieceOn(rook) != makePiece(c.us, Rook)) continue;
            if (between(k, rook) & c.occ) continue;
            bool safe = true;
            for (Square s = k + (side == 0 ? 1 : -1);; s += side == 0 ? 1 : -1) {
                if (c.pos.attackersTo(s, c.occ) & c.theirs) {
                    safe = false;
                    break;
                }
                if (s == to) break;
            }
            if (safe) add(Move(k, to, Move::Castling), King, true);
        }
    }

    void run() {
        Bitboard checkers = c.pos.checkers();
        if (checkers & (checkers - 1)) { // double check: only the king moves
            kingMoves();
            return;
        }
        if (checkers) c.targetMask = between(c.ksq, hot::lsb(checkers)) | checkers;
        pawnMoves();
        pieceMoves(Knight);
        pieceMoves(Bishop);
        pieceMoves(Rook);
        pieceMoves(Queen);
        kingMoves();
        castlingMoves();
    }
};

/// hasLegalMove for a side without a king (Popeye's NoWk, NoBk): nothing is pinned and
/// nothing checks it, so a unit with a step to take has a legal move.
bool hasMoveWithoutKing(const Position& pos) {
    const Color us = pos.sideToMove();
    const Bitboard occ = pos.pieces(), ours = pos.pieces(us), theirs = pos.pieces(~us);
    for (Bitboard b = ours & ~pos.pieces(Pawn); b;) {
        const Square from = hot::popLsb(b);
        if (pieceAttacks(typeOf(pos.pieceOn(from)), from, occ) & ~ours) return true;
    }
    const Bitboard pawns = pos.pieces(us, Pawn);
    Bitboard captures = pawnAttacksBB(us, pawns) & theirs;
    if (pos.epSquare() != NoSquare) captures |= pawnAttacksBB(us, pawns) & squareBB(pos.epSquare());
    return (pawnPush(us, pawns) & ~occ) || captures;
}

} // namespace

// flatten: the counting generator (countLegal) took the unit's inlining budget, and the
// unscored and checks-only generators were left out of line (bench +3-5% time); measured.
[[gnu::flatten]] void generateLegalMoves(const Position& pos, MoveList& list, GenMode mode,
                                         const OrderingWeights* weights) {
    list.size = 0;
    GenContext ctx(pos, list, weights);
    bool checksOnly = mode == GenMode::ChecksOnly;
    // Check detection is needed to filter checks or to score them; a weight set
    // without a check term (the solver's light ordering) skips it.
    if (checksOnly || (weights && weights->check != 0)) ctx.prepareChecks();
    if (weights) {
        ctx.prepareScores();
        if (checksOnly)
            Generator<true, true>{ctx}.run();
        else
            Generator<true, false>{ctx}.run();
    } else {
        if (checksOnly)
            Generator<false, true>{ctx}.run();
        else
            Generator<false, false>{ctx}.run();
    }
}

int countLegal(const Position& pos) {
    MoveList unused; // the counting generator writes nothing to it
    GenContext ctx(pos, unused, nullptr);
    Generator<false, false, true>{ctx}.run();
    return ctx.count;
}

bool hasLegalMove(const Position& pos) {
    const Color us = pos.sideToMove(), them = ~us;
    const Square ksq = pos.kingSquare(us);
    if (ksq == NoSquare) return hasMoveWithoutKing(pos);
    const Bitboard occ = pos.pieces(), ours = pos.pieces(us), theirs = pos.pieces(them);
    // King steps first: the commonest escape, and the only one in double check.
    Bitboard occNoKing = occ ^ squareBB(ksq);
    for (Bitboard t = kingAttacks(ksq) & ~ours; t;)
        if (!(pos.attackersTo(hot::popLsb(t), occNoKing) & theirs)) return true;
    Bitboard checkers = pos.checkers();
    if (checkers & (checkers - 1)) return false;
    const Bitboard pinned = pos.blockersFor(ksq, them) & ours;
    const Bitboard target = checkers ? (between(ksq, hot::lsb(checkers)) | checkers) : ~ours;
    const Bitboard pawns = pos.pieces(us, Pawn);
    // Pieces other than pawns and king.
    for (Bitboard b = ours & ~pos.pieces(Pawn) & ~pos.pieces(King); b;) {
        Square from = hot::popLsb(b);
        Bitboard t = pieceAttacks(typeOf(pos.pieceOn(from)), from, occ) & target;
        if (pinned & squareBB(from)) t &= tables::line[ksq][from];
        if (t) return true;
    }
    // Pawns: pushes and captures, pin-aware.
    const Bitboard rank3 = us == White ? rankBB(2) : rankBB(5);
    Bitboard single = pawnPush(us, pawns) & ~occ;
    Bitboard dbl = pawnPush(us, single & rank3) & ~occ;
    const int up = us == White ? 8 : -8;
    auto anyLegal = [&](Bitboard targets, int delta) {
        targets &= target;
        while (targets) {
            Square to = hot::popLsb(targets);
            Square from = to - delta;
            if (!(pinned & squareBB(from)) || aligned(ksq, from, to)) return true;
        }
        return false;
    };
    if (anyLegal(single, up) || anyLegal(dbl, 2 * up)) return true;
    Bitboard west = pawns & ~FileABB, east = pawns & ~FileHBB;
    if (anyLegal((us == White ? west << 7 : west >> 9) & theirs, us == White ? 7 : -9)) return true;
    if (anyLegal((us == White ? east << 9 : east >> 7) & theirs, us == White ? 9 : -7)) return true;
    if (Square ep = pos.epSquare(); ep != NoSquare) {
        Square capSq = ep - up;
        for (Bitboard b = pawnAttacks(them, ep) & pawns; b;) {
            Square from = hot::popLsb(b);
            Bitboard after = (occ ^ squareBB(from) ^ squareBB(capSq)) | squareBB(ep);
            if (!(pos.attackersTo(ksq, after) & theirs & ~squareBB(capSq))) return true;
        }
    }
    return false; // castling needs a free king step, already tried
}

bool isLegalMove(const Position& pos, Move m) {
    MoveList list;
    generateLegal(pos, list);
    return list.contains(m);
}

} // namespace gms

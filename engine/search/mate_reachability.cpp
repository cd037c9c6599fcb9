// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate_reachability.h"

#include "bitboard.h"
#include "unit_distances.h"

#include <algorithm>

namespace gms {

namespace {

using hot::lsb;

/// The placement search (which other mating unit goes where) answers "maybe" after this many
/// placements for one checker square: it bounds the cost per node, and a "maybe" only cuts less.
constexpr int MaxPlacementSteps = 256;

/// What a piece of `type` (no pawn) attacks from `s` on an empty board.
inline Bitboard emptyBoardAttacks(PieceType type, Square s) {
    switch (type) {
        case Knight: return knightAttacks(s);
        case Bishop: return bishopAttacks(s, 0);
        case Rook: return rookAttacks(s, 0);
        case Queen: return queenAttacks(s, 0);
        default: return kingAttacks(s);
    }
}

/// Fewest moves for the king of `c` from `from` to `to`: king steps, or castling first
/// (one move to the g- or c-file) while a right is left.
int kingDistance(const Position& pos, Color c, Square from, Square to) {
    int d = distance(from, to);
    const int rights =
        pos.castlingRights() & (c == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
    if (rights) {
        const int rank = c == White ? 0 : 7;
        if (rights & (WhiteKingside | BlackKingside)) d = std::min(d, 1 + distance(makeSquare(6, rank), to));
        if (rights & (WhiteQueenside | BlackQueenside)) d = std::min(d, 1 + distance(makeSquare(2, rank), to));
    }
    return d;
}

/// Where the king of `mated` on `king` can stand after at most `moves` moves (castling first:
/// one move to the g- or c-file while a right is left).
Bitboard matedKingSquares(const Position& pos, Color mated, int moves) {
    const UnitDistances& dist = UnitDistances::get();
    const Square king = pos.kingSquare(mated);
    const Piece matedKing = pos.pieceOn(king);
    Bitboard squares = dist.standWithin(matedKing, king, moves);
    const int rights =
        pos.castlingRights() & (mated == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
    if (rights && moves >= 1) {
        const int rank = mated == White ? 0 : 7;
        if (rights & (WhiteKingside | BlackKingside))
            squares |= dist.standWithin(matedKing, makeSquare(6, rank), moves - 1);
        if (rights & (WhiteQueenside | BlackQueenside))
            squares |= dist.standWithin(matedKing, makeSquare(2, rank), moves - 1);
    }
    return squares;
}

bool searchMateSchemes(const Position& pos, Color mated, int matedMoves, int matingMoves, const MateFocus& focus,
                       MateTargets* collect, MateWitness* witness);

} // namespace

bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves, const MateFocus& focus) {
    return searchMateSchemes(pos, mated, matedMoves, matingMoves, focus, nullptr, nullptr);
}

bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves, MateWitness& witness,
                   const MateFocus& focus) {
    witness.units = witness.approaching = 0;
    return searchMateSchemes(pos, mated, matedMoves, matingMoves, focus, nullptr, &witness);
}

void collectMateTargets(const Position& pos, Color mated, int matedMoves, int matingMoves, bool roles, MateTargets& out,
                        const MateFocus& focus) {
    out = MateTargets{};
    out.roles = roles;
    searchMateSchemes(pos, mated, matedMoves, matingMoves, focus, &out, nullptr);
}

void mateBlockSlack(const Position& pos, Color mated, int matedMoves, int matingMoves, std::int8_t slack[64],
                    const MateFocus& focus) {
    const UnitDistances& dist = UnitDistances::get();
    std::fill(slack, slack + 64, std::int8_t(-1));
    Bitboard checkable = 0;
    for (Bitboard units = pos.pieces(~mated) & ~pos.pieces(King); units; units &= units - 1)
        checkable |= dist.attackedWithin(pos.pieceOn(lsb(units)), lsb(units), matingMoves);
    const Square king = pos.kingSquare(mated);
    for (Bitboard b = matedKingSquares(pos, mated, matedMoves) & focus.kingSquares & checkable; b; b &= b - 1) {
        const Square s = lsb(b);
        const int left = matedMoves - kingDistance(pos, mated, king, s);
        for (Bitboard f = kingAttacks(s); f; f &= f - 1)
            slack[lsb(f)] = std::int8_t(std::max<int>(slack[lsb(f)], left));
    }
}

namespace {

bool searchMateSchemes(const Position& pos, Color mated, int matedMoves, int matingMoves, const MateFocus& focus,
                       MateTargets* collect, MateWitness* witness) {
    const UnitDistances& dist = UnitDistances::get();
    const Color mating = ~mated;
    const Square king = pos.kingSquare(mated);

    // Where the mated king can stand at the end.
    Bitboard kingSquares = matedKingSquares(pos, mated, matedMoves) & focus.kingSquares;

    // What the mating side can attack by then: checks come from its non-royal units,
    // guards from every unit.
    Bitboard checkable = 0;
    for (Bitboard units = pos.pieces(mating) & ~pos.pieces(King); units; units &= units - 1) {
        const Square s = lsb(units);
        checkable |= dist.attackedWithin(pos.pieceOn(s), s, matingMoves);
    }
    Bitboard candidates = kingSquares & checkable;
    if (!candidates) return false;
    bool found = false; // collect mode: some scheme was found
    const Square matingKing = pos.kingSquare(mating);
    // A mating side that may still castle moves its king and a rook in one move: its king
    // is then taken to guard every square (rare in help play; exactness first).
    const bool matingMayCastle =
        pos.castlingRights() & (mating == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
    const auto kingGuards = [&](int moves) {
        return matingMayCastle ? ~Bitboard(0) : dist.attackedWithin(pos.pieceOn(matingKing), matingKing, moves);
    };
    const Bitboard guardable = checkable | kingGuards(matingMoves);

    // A castling rook moves in the king's move: it may be one move nearer than it looks.
    const bool mayCastle =
        pos.castlingRights() & (mated == White ? (WhiteKingside | WhiteQueenside) : (BlackKingside | BlackQueenside));
    const Bitboard blockers = pos.pieces(mated) & ~pos.pieces(King);
    int fillCost[64];
    std::fill(std::begin(fillCost), std::end(fillCost), -1); // -1: not computed yet
    const auto cheapestFill = [&](Square f) {
        if (fillCost[f] >= 0) return fillCost[f];
        int best = UnitDistances::Unreachable;
        for (Bitboard units = blockers; units; units &= units - 1) {
            const Square u = lsb(units);
            const Piece p = pos.pieceOn(u);
            int d = dist.occupy(p, u, f);
            if (mayCastle && typeOf(p) == Rook && d > 0) --d;
            best = std::min(best, d);
        }
        return fillCost[f] = best;
    };

    // The mating units, for the second, finer test: the checking unit placed on one square,
    // the others (the king too) each anywhere within the moves the checker leaves.
    struct Unit {
        Square square;
        Piece piece;
    };
    Unit units[32];
    int unitCount = 0;
    for (Bitboard b = pos.pieces(mating) & ~pos.pieces(King); b; b &= b - 1)
        units[unitCount++] = {lsb(b), pos.pieceOn(lsb(b))};
    units[unitCount] = {matingKing, pos.pieceOn(matingKing)}; // guards only, never checks
    const auto reach = [&](int v, int moves) {
        return v == unitCount ? kingGuards(moves) : dist.attackedWithin(units[v].piece, units[v].square, moves);
    };
    // guardedByOthers(u, r): what every unit but u can attack within r moves, from the
    // prefix and suffix unions of each budget (computed once per budget and call).
    constexpr int Budgets = UnitDistances::MaxBudget + 1;
    Bitboard prefix[Budgets][33], suffix[Budgets][34];
    unsigned prepared = 0; // bit r: the unions of budget r are computed
    const auto guardedByOthers = [&](int checker, int moves) {
        const int r = moves < Budgets ? moves : Budgets - 1;
        if (!(prepared & (1u << r))) {
            prepared |= 1u << r;
            prefix[r][0] = 0;
            for (int v = 0; v <= unitCount; ++v) prefix[r][v + 1] = prefix[r][v] | reach(v, r);
            suffix[r][unitCount + 1] = 0;
            for (int v = unitCount; v >= 0; --v) suffix[r][v] = suffix[r][v + 1] | reach(v, r);
        }
        return prefix[r][checker] | suffix[r][checker + 1];
    };
    // What the units from `first` on (the checker too: a superset) can attack within `moves`.
    const auto reachFrom = [&](int first, int moves) {
        guardedByOthers(0, moves); // prepares the unions of that budget
        return suffix[moves < Budgets ? moves : Budgets - 1][first];
    };

    // Whether the flights `open` can be closed with `spare` moves of the mating units other
    // than `checker`: each unit either stays (what it attacks now is in `open` already) or
    // goes to one square it reaches within the moves left and attacks from there (empty-board
    // attacks: a superset); the rest is filled by the mated side. `mustGuard` (the checker's
    // square on a flight) cannot be filled. The mating king never stands next to the mated
    // king. Past MaxPlacementSteps the search answers "maybe" (true): exactness first.
    int fillBudget = 0;
    const int blockerCount = hot::popcount(blockers);
    // The fewest moves that put a distinct unit of the mated side on each flight of `open`
    // (a unit stands on one square at the end): a min-cost assignment, by subsets of flights.
    // Remembered per flight set (the placement search asks for the same sets again).
    constexpr int FillMemo = 64;
    Bitboard memoOpen[FillMemo] = {};
    int memoCost[FillMemo];
    const auto assignedFill = [&](Bitboard open) {
        const int slot = int((open * 0x9e3779b97f4a7c15ULL) >> 58);
        if (memoOpen[slot] == open) return memoCost[slot];
        Square flights[8];
        int count = 0;
        for (Bitboard o = open; o; o &= o - 1) flights[count++] = lsb(o);
        constexpr int Infinite = 1 << 20;
        int best[256];
        const int full = (1 << count) - 1;
        std::fill(best, best + full + 1, Infinite);
        best[0] = 0;
        for (Bitboard units = blockers; units; units &= units - 1) {
            const Square u = lsb(units);
            const Piece p = pos.pieceOn(u);
            int cost[8];
            for (int j = 0; j < count; ++j) {
                int d = dist.occupy(p, u, flights[j]);
                if (mayCastle && typeOf(p) == Rook && d > 0) --d;
                cost[j] = d >= UnitDistances::Unreachable ? Infinite : d;
            }
            for (int mask = full - 1; mask >= 0; --mask) { // downwards: each unit fills one flight
                if (best[mask] >= Infinite) continue;
                for (int j = 0; j < count; ++j)
                    if (!(mask & (1 << j)) && cost[j] < Infinite)
                        best[mask | (1 << j)] = std::min(best[mask | (1 << j)], best[mask] + cost[j]);
            }
        }
        memoOpen[slot] = open;
        return memoCost[slot] = best[full];
    };
    const auto fillableWithin = [&](Bitboard open) {
        if (hot::popcount(open) > blockerCount) return false; // one unit fills one flight
        int need = 0;
        for (Bitboard o = open; o && need <= fillBudget; o &= o - 1) need += cheapestFill(lsb(o));
        if (need > fillBudget) return false;
        // The cheapest units may be the same one for two flights: count distinct units (not
        // needed when every flight is filled already, by the unit standing there).
        return need == 0 || (open & (open - 1)) == 0 || assignedFill(open) <= fillBudget;
    };
    Square matedSquare = king;
    // The roles of the scheme being built (collect mode): the checker's stand, then the
    // placed units' stands.
    struct Role {
        Square unit, stand;
        bool promoted;
    };
    Role path[34];
    int pathLength = 0;
    // A scheme is complete: record it (collect mode). Returns true when the search stops.
    const auto scheme = [&](int movesLeft, Bitboard left) {
        found = true;
        if (witness) { // every unit whose square the scheme reads
            Bitboard w = squareBB(king);
            const Bitboard near = kingAttacks(matedSquare) | squareBB(matedSquare);
            Bitboard guarding = 0; // mating units whose attacks from where they stand count
            for (int v = 0; v <= unitCount; ++v)
                if (reach(v, 0) & near) guarding |= squareBB(units[v].square);
            witness->approaching = squareBB(king);
            witness->target[king] = matedSquare;
            for (int i = 0; i < pathLength; ++i) {
                const Square u = path[i].unit;
                w |= squareBB(u);
                if (i > 0 && (guarding & squareBB(u))) continue; // the checker's own square guards nothing
                witness->approaching |= squareBB(u);
                witness->target[u] = path[i].stand;
                witness->promoted[u] = path[i].promoted;
            }
            w |= guarding;
            witness->approaching &= ~(guarding & ~squareBB(path[0].unit));
            for (; left; left &= left - 1) {
                const Square f = lsb(left);
                for (Bitboard b = blockers; b; b &= b - 1) {
                    const Square y = lsb(b);
                    int d = dist.occupy(pos.pieceOn(y), y, f);
                    if (mayCastle && typeOf(pos.pieceOn(y)) == Rook && d > 0) --d;
                    if (d == cheapestFill(f)) w |= squareBB(y);
                }
            }
            witness->units = w;
        }
        if (!collect) return true;
        collect->kingSquares |= squareBB(matedSquare);
        if (!collect->roles) return true; // the king's squares only: the first scheme of s will do
        if (movesLeft > 0) {              // a scheme with a move to spare: the caller's premise fails
            collect->complete = false;
            return true;
        }
        for (int i = 0; i < pathLength; ++i)
            (path[i].promoted ? collect->promotedStands : collect->stands)[path[i].unit] |= squareBB(path[i].stand);
        return false;
    };
    bool capped = false;
    const auto coverable = [&](int checker, Bitboard open, Bitboard mustGuard, int spare) {
        int steps = 0;
        // Returns true when the search stops: a scheme in test mode, a cap in collect mode.
        const auto step = [&](const auto& self, Bitboard left, int moves, int first) -> bool {
            if (!(left & mustGuard) && fillableWithin(left) && scheme(moves, left)) return true;
            if (moves == 0) return false;
            // Even with every unit left anywhere within the moves left it stays open: no scheme.
            const Bitboard beyond = left & ~reachFrom(first, moves);
            if ((beyond & mustGuard) || !fillableWithin(beyond)) return false;
            if (++steps > MaxPlacementSteps) {
                capped = true;
                return true;
            }
            for (int v = first; v <= unitCount; ++v) {
                if (v == checker) continue;
                const Square from = units[v].square;
                const Piece piece = units[v].piece;
                const PieceType type = typeOf(piece);
                // Squares from which the unit would attack some square of `left`.
                Bitboard hitters = 0, promotedHitters = 0;
                for (Bitboard b = left; b; b &= b - 1) {
                    const Square f = lsb(b);
                    if (type == Pawn) {
                        hitters |= pawnAttacks(mated, f);
                        promotedHitters |= queenAttacks(f, 0) | knightAttacks(f);
                    } else {
                        hitters |= emptyBoardAttacks(type, f);
                    }
                }
                if (v == unitCount) {
                    if (matingMayCastle) continue; // it guards everything already
                    hitters &= ~(kingAttacks(matedSquare) | squareBB(matedSquare));
                }
                for (Bitboard t = dist.standWithin(piece, from, moves) & hitters & ~squareBB(from); t; t &= t - 1) {
                    const Square to = lsb(t);
                    const int cost = type == Pawn ? dist.asPawn(mating, from, to) : dist.occupy(piece, from, to);
                    const Bitboard hit = type == Pawn ? pawnAttacks(mating, to) : emptyBoardAttacks(type, to);
                    path[pathLength++] = {from, to, false};
                    const bool stop = self(self, left & ~hit, moves - cost, v + 1);
                    --pathLength;
                    if (stop) return true;
                }
                if (type == Pawn)
                    for (Bitboard t = dist.promotedWithin(mating, from, moves) & promotedHitters; t; t &= t - 1) {
                        const Square to = lsb(t);
                        const Bitboard hit = queenAttacks(to, 0) | knightAttacks(to);
                        path[pathLength++] = {from, to, true};
                        const bool stop = self(self, left & ~hit, moves - dist.promoted(mating, from, to), v + 1);
                        --pathLength;
                        if (stop) return true;
                    }
            }
            return false;
        };
        return step(step, open, spare, 0);
    };

    for (; candidates; candidates &= candidates - 1) {
        const Square s = lsb(candidates);
        const int budget = matedMoves - kingDistance(pos, mated, king, s);
        fillBudget = budget;
        matedSquare = s;
        const Bitboard flights = kingAttacks(s);
        const auto& fillable = fillableWithin;
        // First test: every flight guarded by whichever unit can, or filled.
        if (!fillable(flights & ~guardable)) continue;
        // Finer test: some unit checks from a square q it reaches in c moves; it guards what
        // it attacks from q, the others what they can attack within the other moves; a
        // checker standing on a flight must be guarded there (else the king takes it).
        for (int u = 0; u < unitCount; ++u) {
            const Unit& unit = units[u];
            const PieceType type = typeOf(unit.piece);
            const auto tryStands = [&](Bitboard stands, auto cost, auto attacksFrom, bool promoted) {
                for (stands &= focus.checkerStands; stands; stands &= stands - 1) {
                    const Square q = lsb(stands);
                    const Bitboard qb = squareBB(q);
                    const int spare = matingMoves - cost(q);
                    const Bitboard others = guardedByOthers(u, spare);
                    if ((flights & qb) && !(others & qb)) continue;
                    // Each of the others anywhere within all spare moves: a cheap first sieve.
                    if (!fillable(flights & ~(attacksFrom(q) | others | qb))) continue;
                    // The others stand still but for `spare` moves shared among them.
                    const Bitboard still = guardedByOthers(u, 0);
                    const Bitboard checkerOnFlight = (flights & qb) & ~still; // must be guarded
                    const Bitboard open = (flights & ~(attacksFrom(q) | still | qb)) | checkerOnFlight;
                    path[0] = {unit.square, q, promoted};
                    pathLength = 1;
                    if (coverable(u, open, checkerOnFlight, spare)) return true;
                }
                return false;
            };
            if (type == Pawn) {
                const Bitboard asPawn = dist.standWithin(unit.piece, unit.square, matingMoves) & pawnAttacks(mated, s);
                if (tryStands(
                        asPawn, [&](Square q) { return int(dist.asPawn(mating, unit.square, q)); },
                        [&](Square q) { return pawnAttacks(mating, q); }, false))
                    goto stopped;
                // Promoted: attacks as a queen or a knight at best.
                const Bitboard promotedStands =
                    dist.promotedWithin(mating, unit.square, matingMoves) & (queenAttacks(s, 0) | knightAttacks(s));
                if (tryStands(
                        promotedStands, [&](Square q) { return int(dist.promoted(mating, unit.square, q)); },
                        [&](Square q) { return queenAttacks(q, 0) | knightAttacks(q); }, true))
                    goto stopped;
            } else {
                const Bitboard stands =
                    dist.standWithin(unit.piece, unit.square, matingMoves) & pieceAttacks(type, s, 0);
                if (tryStands(
                        stands, [&](Square q) { return int(dist.occupy(unit.piece, unit.square, q)); },
                        [&](Square q) { return pieceAttacks(type, q, 0); }, false))
                    goto stopped;
            }
        }
        continue;
    stopped:
        if (!collect) return true; // a scheme, or "maybe" past the cap
        if (capped || !collect->complete) {
            collect->complete = false;
            return true;
        }
        // The king's squares only: on to the next square.
    }
    return found;
}

} // namespace

} // namespace gms

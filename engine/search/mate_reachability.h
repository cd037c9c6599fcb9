// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_reachability.h  Can a checkmate still arise within the moves each side has left?
///
/// A necessary condition, from move-count lower bounds (unit_distances.h): in a checkmate
/// the mated king stands on a square s it can reach in its moves, some unit of the mating
/// side attacks s, and each flight of s is attacked by the mating side or occupied by a
/// unit of the mated side. So a mate needs a square s such that
///   - the king reaches s in k moves, k <= its side's moves;
///   - a non-royal mating unit can attack s within the mating side's moves;
///   - the flights no mating unit (king included) can attack within those moves are each
///     filled by a distinct unit of the mated side, and the cheapest such assignment of
///     units to them plus k fits into the mated side's moves (first summed per flight at
///     its cheapest unit, then, when that fits, as a min-cost assignment: one unit, one flight).
/// When no square passes, no line of the remaining length can end in mate: the help search
/// cuts the node, and the set of solutions stays exactly the full-width one.
#pragma once

#include "position.h"

#include <cstdint>

namespace gms {

/// False only when `mated` certainly cannot be checkmated after it has made `matedMoves`
/// moves and its opponent `matingMoves` moves (in any order); true when it may.
/// A target of the goal-directed search (help_solver.cpp searches each on its own): the
/// schemes are restricted to a mated king ending on one of `kingSquares` and a checking unit
/// standing on one of `checkerStands` (a unit checking from where it stands included). The
/// default admits every scheme.
struct MateFocus {
    Bitboard kingSquares = ~Bitboard(0);
    Bitboard checkerStands = ~Bitboard(0);
};

bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves, const MateFocus& focus = {});
/// The units a scheme found by mateReachable reads.
struct MateWitness {
    Bitboard units = 0;       ///< Every unit the scheme reads (the mated king, the checker, the placed
                              ///< and the guarding mating units, the cheapest fillers of the open flights).
    Bitboard approaching = 0; ///< Of those, the ones whose part is only a place to go to: the mated king
                              ///< (its square) and the checker and placed units not guarding from where they stand.
    Square target[64] = {};   ///< Their place, by their square now.
    bool promoted[64] = {};   ///< A pawn's place promoted (else as a pawn).
};

/// The same; when true because a scheme was found (not a search cap), `witness` names the
/// units it reads, else witness.units is 0. After a quiet move (no capture, castling, e.p.,
/// promotion, no change of castling rights) of a unit not in witness.units, or of an
/// approaching one not farther from its place, the scheme still fits: the test holds.
bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves, MateWitness& witness,
                   const MateFocus& focus = {});

/// What the schemes of mateReachable (a mated king's square, a checker's stand, the stands
/// of the other mating units placed to guard) need, over every scheme that fits the moves.
struct MateTargets {
    bool roles = false;               ///< The units' stands were collected, not only the king's squares.
    bool complete = true;             ///< False: a search cap, or a scheme with a move to spare, was met.
    Bitboard kingSquares = 0;         ///< Where the mated king stands in some scheme.
    Bitboard stands[64] = {};         ///< Per mating unit's square: where it stands (a pawn as a pawn) in some scheme.
    Bitboard promotedStands[64] = {}; ///< Per mating pawn's square: where it stands promoted in some scheme.
};

/// Collects the targets of every scheme of mateReachable with these budgets: the mated
/// king's squares, and with `roles` the mating units' stands too.
void collectMateTargets(const Position& pos, Color mated, int matedMoves, int matingMoves, bool roles, MateTargets& out,
                        const MateFocus& focus = {});

/// For each square: the most moves the mated side can have left for filling it in a scheme
/// (its king on a square it reaches within `matedMoves` and a mating unit can check within
/// `matingMoves`, the square one of its flights), or -1 when no scheme needs it filled.
void mateBlockSlack(const Position& pos, Color mated, int matedMoves, int matingMoves, std::int8_t slack[64],
                    const MateFocus& focus = {});

} // namespace gms

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
///     filled by a unit of the mated side, and the cheapest fillings of all of them plus k
///     fit into the mated side's moves (a unit that fills two flights is counted twice at
///     its cheapest: still a lower bound).
/// When no square passes, no line of the remaining length can end in mate: the help search
/// cuts the node, and the set of solutions stays exactly the full-width one.
#pragma once

#include "position.h"

namespace gms {

/// False only when `mated` certainly cannot be checkmated after it has made `matedMoves`
/// moves and its opponent `matingMoves` moves (in any order); true when it may.
bool mateReachable(const Position& pos, Color mated, int matedMoves, int matingMoves);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file self_check_moves.h  The moves that leave the mover's own king attacked: illegal in play,
/// but the goal moves of Popeye's !# (automate), ## (double mate) and ##! (counter-mate).
#pragma once

#include "movegen.h"

namespace gms {

/// Appends to `list` (weight 0) every pseudo-legal move of the side to move after which its own
/// king is attacked: a king stepping into an attack, a pinned unit leaving its line, a move that
/// ignores a check, a castling that ends in check (its king not in check and the square it
/// crosses not attacked, as for any castling). A capture of the other king is no move. A side
/// without a king (NoWk, NoBk) has none. Stops when `list` is full (MoveList::Capacity).
void appendSelfCheckMoves(const Position& pos, MoveList& list);
/// `m` is one of appendSelfCheckMoves' moves in `pos`.
bool isSelfCheckMove(const Position& pos, Move m);

} // namespace gms

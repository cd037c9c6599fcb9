// SPDX-License-Identifier: GPL-3.0-or-later
/// @file unwritten_pass.h  Lines written without their passes (series play, parry series, m->):
/// the one place of the rule that a move of the side not to move follows a pass.
#pragma once

#include "position.h"

namespace gms {

/// `m`, the next move of such a line in `pos`, is the other side's: the side to move passed first.
inline bool followsUnwrittenPass(const Position& pos, Move m) {
    return colorOf(pos.pieceOn(m.from())) != pos.sideToMove();
}

/// Makes the pass that `m` follows, if it follows one (followsUnwrittenPass); true if it did.
inline bool makeUnwrittenPass(Position& pos, Move m, UndoInfo& passUndo) {
    if (!followsUnwrittenPass(pos, m)) return false;
    pos.makeNullMove(passUndo);
    return true;
}

} // namespace gms

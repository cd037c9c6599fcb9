// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_tests.h  In-place mate questions the battle goals ask at their horizon and obligations.
#pragma once

#include "movegen.h"
#include "search_context.h"

namespace gms {

/// The side to move is checkmated.
inline bool isCheckmated(const Position& pos) { return pos.inCheck() && !hasLegalMove(pos); }

/// The side to move has a move that checkmates; with `found` non-null every such move is
/// collected there (in generation order), otherwise the test stops at the first.
inline bool hasMatingMove(Position& pos, SearchCounters& counters, MoveList* found = nullptr) {
    MoveList checks;
    generateLegal(pos, checks, GenMode::ChecksOnly);
    if (found) found->size = 0;
    bool any = false;
    for (int i = 0; i < checks.size; ++i) {
        UndoInfo undo;
        pos.makeMove(checks.moves[i], undo);
        ++counters.gen;
        bool mates = !hasLegalMove(pos);
        pos.unmakeMove(checks.moves[i], undo);
        if (!mates) continue;
        any = true;
        if (!found) return true;
        found->add(checks.moves[i]);
    }
    return any;
}

/// The side to move has at least one move and every one of them checkmates (s#'s last move).
inline bool everyMoveMates(Position& pos, SearchCounters& counters) {
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.size == 0) return false;
    for (int i = 0; i < moves.size; ++i) // only checks can mate: the cheap test first
        if (!pos.givesCheck(moves.moves[i])) return false;
    for (int i = 0; i < moves.size; ++i) {
        UndoInfo undo;
        pos.makeMove(moves.moves[i], undo);
        ++counters.gen;
        bool mates = !hasLegalMove(pos);
        pos.unmakeMove(moves.moves[i], undo);
        if (!mates) return false;
    }
    return true;
}

} // namespace gms

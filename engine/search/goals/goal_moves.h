// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_moves.h  The moves of the side to move that reach a goal at once (the obligations
/// of reflex play, the endings of reciprocal help play).
#pragma once

#include "goals/goal_traits.h"
#include "movegen.h"
#include "search_context.h"

namespace gms {

/// The side to move has a move that reaches G; with `found`, every such move is collected.
template <class G>
inline bool hasGoalMove(Position& pos, SearchCounters& counters, MoveList* found = nullptr) {
    MoveList moves;
    generateLegal(pos, moves, G::generation);
    if (found) found->size = 0;
    bool any = false;
    for (int i = 0; i < moves.size; ++i) {
        UndoInfo undo;
        pos.makeMove(moves.moves[i], undo);
        ++counters.gen;
        const bool reached = G::reached(pos, moves.moves[i], undo);
        pos.unmakeMove(moves.moves[i], undo);
        if (!reached) continue;
        any = true;
        if (!found) return true;
        found->add(moves.moves[i]);
    }
    return any;
}

} // namespace gms

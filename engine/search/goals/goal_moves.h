// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_moves.h  The moves of the side to move that reach a goal at once (the obligations
/// of reflex play, the endings of reciprocal help play).
#pragma once

#include "goals/goal_traits.h"
#include "movegen.h"
#include "search_context.h"
#include "solution.h"

#include <algorithm>
#include <vector>

namespace gms {

/// The side to move has a move that reaches G; with `found`, every such move is collected.
template <class G>
inline bool hasGoalMove(Position& pos, SearchCounters& counters, MoveList* found = nullptr) {
    MoveList moves;
    if constexpr (goalRulesOutMoves<G>())
        keepGoalMoves<G>(pos, moves, G::generation);
    else
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

/// The goal moves a side must make because it can (r# and hr: a side that can reach the goal in
/// one must), as the report shows them (Popeye's "1.Ra1-h1 # ?!?"), ordered by their square of
/// departure; none when it cannot reach the goal in one.
template <class G>
std::vector<AttackNode> obligedGoalMoves(Position& pos, SearchCounters& counters) {
    std::vector<AttackNode> obliged;
    MoveList found;
    if (!hasGoalMove<G>(pos, counters, &found)) return obliged;
    std::stable_sort(found.moves, found.moves + found.size, [](Move a, Move b) { return a.from() < b.from(); });
    for (int i = 0; i < found.size; ++i) {
        AttackNode a;
        a.move = found.moves[i];
        a.mateIn = 1;
        a.givesCheck = pos.givesCheck(a.move);
        a.obliged = true;
        obliged.push_back(a);
    }
    return obliged;
}

} // namespace gms

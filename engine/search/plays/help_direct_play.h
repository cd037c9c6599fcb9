// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_direct_play.h  Help-direct play (Popeye's structured "2Nhh[2da[G]]" and
/// "2N+1h[2M-1a[G]d]h"): both sides cooperate, then the side that did not start the help play
/// reaches the goal against every defence: in one after the other side's move, or in M moves.
#pragma once

#include "goals/goal_moves.h"
#include "goals/goal_parameter.h"
#include "goals/goal_traits.h"
#include "plays/cooperative_play.h"

#include <cstdint>
#include <vector>

namespace gms {

/// The side to move has a move, and after each `holds(pos)`.
template <class Holds>
inline bool everyMoveLeadsTo(Position& pos, SearchCounters& counters, Holds holds) {
    MoveList moves;
    generateLegal(pos, moves);
    if (moves.size == 0) return false;
    for (int i = 0; i < moves.size; ++i) {
        UndoInfo undo;
        pos.makeMove(moves.moves[i], undo);
        ++counters.gen;
        const bool held = holds(pos);
        pos.unmakeMove(moves.moves[i], undo);
        if (!held) return false;
    }
    return true;
}

/// The direct ending in one: the side to move has a move (a side already mated or stalemated
/// has no defence to answer: Popeye 4.104 prints no line), and after each the other side has
/// a move that reaches G. With `NotInCheck` (Popeye's constraint {!+}) the side to move must
/// not be in check either.
template <class G, bool NotInCheck>
inline bool everyDefenceAllowsGoal(Position& pos, SearchCounters& counters) {
    if (NotInCheck && pos.inCheck()) return false;
    return everyMoveLeadsTo(pos, counters, [&](Position& after) { return hasGoalMove<G>(after, counters); });
}

template <class G>
bool winsWithin(Position& pos, int moves, SearchCounters& counters);

/// The defender to move has a move, and after each the attacker reaches G within `moves`.
template <class G>
bool everyDefenceLosesWithin(Position& pos, int moves, SearchCounters& counters) {
    if (moves == 1) return everyDefenceAllowsGoal<G, false>(pos, counters);
    return everyMoveLeadsTo(pos, counters, [&](Position& after) { return winsWithin<G>(after, moves, counters); });
}

/// A key of direct play "2M-1a[G]d": a move that reaches G, or after which every defence
/// allows G within `moves` - 1 more moves.
template <class G>
inline bool isDirectKey(Position& pos, Move key, int moves, SearchCounters& counters) {
    UndoInfo undo;
    pos.makeMove(key, undo);
    ++counters.gen;
    const bool wins = G::reached(pos, key, undo) || (moves > 1 && everyDefenceLosesWithin<G>(pos, moves - 1, counters));
    pos.unmakeMove(key, undo);
    return wins;
}

/// The values winsWithin<G> found on this thread: help lines meet the same end positions, and
/// the ending's own tree its transpositions. A value depends on the position, the moves and
/// the goal's square alone, so entries stay valid from one solve to the next. A speed feature
/// that goes with the transposition table (GoalParameter::endingCache).
template <class G>
class DirectEndingCache {
public:
    static std::uint64_t keyOf(const Position& pos, int moves) {
        return pos.key() ^ (0x9E3779B97F4A7C15ull * std::uint64_t(moves)) ^
               (0xD6E8FEB86659FD93ull * std::uint64_t(GoalParameter::targetSquare() + 2));
    }
    /// 1 or 0 when known, else -1.
    static int find(std::uint64_t key) {
        const Entry& e = slot(key);
        return e.key == key ? e.value : -1;
    }
    static void store(std::uint64_t key, bool value) { slot(key) = Entry{key, value}; }

private:
    struct Entry {
        std::uint64_t key = 0;
        bool value = false;
    };
    static constexpr std::size_t Slots = std::size_t(1) << 16;
    static Entry& slot(std::uint64_t key) {
        thread_local std::vector<Entry> entries(Slots);
        return entries[std::size_t(key) & (Slots - 1)];
    }
};

/// Direct play: the side to move reaches G within `moves` of its moves whatever the other side
/// plays. The goal in one is asked first: it is cheap and cuts the deeper tries. Stopped, it
/// answers false at once and keeps nothing (the solve that asked is abandoned).
template <class G>
bool winsWithin(Position& pos, int moves, SearchCounters& counters) {
    if (hasGoalMove<G>(pos, counters)) return true;
    if (moves == 1 || GoalParameter::cancelled()) return false;
    const bool cached = GoalParameter::endingCache();
    const std::uint64_t key = cached ? DirectEndingCache<G>::keyOf(pos, moves) : 0;
    if (const int known = cached ? DirectEndingCache<G>::find(key) : -1; known >= 0) return known == 1;
    MoveList keys;
    generateLegal(pos, keys);
    bool wins = false;
    for (int i = 0; i < keys.size && !wins; ++i) {
        UndoInfo undo;
        pos.makeMove(keys.moves[i], undo);
        ++counters.gen;
        wins = everyDefenceLosesWithin<G>(pos, moves - 1, counters);
        pos.unmakeMove(keys.moves[i], undo);
    }
    if (cached && !GoalParameter::cancelled()) DirectEndingCache<G>::store(key, wins);
    return wins;
}

/// Searched with the help play's plies + 1: at `pliesLeft` = 1 the ending is judged in place
/// (the solver appends its moves to each line unless the ending is hidden): the defender's
/// move ("2da[G]"), or with `AttackerFirst` the attacker's direct play of
/// GoalParameter::directEndingMoves() moves ("3a[G]d", "7a[G]d").
template <class G, bool NotInCheck, bool AttackerFirst = false>
struct HelpDirectPlay : CooperativePlay {
    using GoalType = G;
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 1) return -1;
        ++counters.evl;
        if constexpr (AttackerFirst)
            return winsWithin<G>(pos, GoalParameter::directEndingMoves(), counters);
        else
            return everyDefenceAllowsGoal<G, NotInCheck>(pos, counters);
    }
    static constexpr bool forcedLastMove = true;
    /// The ending's moves (help_solver.cpp writes a line for each defence and goal move).
    static constexpr bool endingWithGoalMove = true;
    static constexpr bool attackerFirst = AttackerFirst;
    static constexpr int goalId = (AttackerFirst ? 448 : NotInCheck ? 416 : 400) + G::id;
    /// The length of the attacker's ending decides a position's value too.
    static std::uint64_t tableSalt() {
        return AttackerFirst ? 0xC2B2AE3D27D4EB4Full * std::uint64_t(GoalParameter::directEndingMoves()) : 0;
    }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file null_move_play.h  Popeye's option NullMoves over help play: a side not in check may pass
/// (a null move, printed "...") instead of moving, but not right after the other side passed.
#pragma once

#include "goal.h"

#include <vector>

namespace gms {

/// Which of the moves made on this thread's search path were passes (make and take back go
/// through makeGoalMove and unmakeGoalMove, which push and pop here).
class PassHistory {
public:
    static void push(bool pass) { path().push_back(pass); }
    static void pop() { path().pop_back(); }
    static bool lastWasPass() { return !path().empty() && path().back(); }
    /// A solve starts from the diagram, where nobody has passed.
    static void clear() { path().clear(); }

private:
    static std::vector<bool>& path() {
        static thread_local std::vector<bool> moves;
        return moves;
    }
};

/// `Base` (help play) with a pass beside the legal moves of every node but the goal move (a
/// pass reaches no mate) and but right after a pass (Popeye 4.104 never passes twice in a row:
/// tests/data/stipulations/h#2-nullmoves.out). Its lines show the passes, as Popeye's do:
/// "2.Kg7*g8  ...   3.Rb7-g7 Sf5-h6 #" (EXAMPLES/nullmoves.inp).
template <class Base>
struct NullMovePlay : Base {
    static constexpr bool passMoves = true;
    static constexpr bool passesInLines = true;
    static constexpr bool onlyPass(const Position&, int) { return false; }
    static bool mayPass(const Position& pos, int pliesLeft) {
        return pliesLeft > 1 && !pos.inCheck() && !PassHistory::lastWasPass();
    }
    static void made(Move m) { PassHistory::push(m == Move::none()); }
    static void takenBack() { PassHistory::pop(); }
    /// A position just after a pass has other moves (no pass) than the same one after a move.
    static std::uint64_t tableSalt() { return PassHistory::lastWasPass() ? 0x5DEECE66DA3F1C2Bull : 0; }
    static constexpr int goalId = Base::goalId + 2048;
};

} // namespace gms

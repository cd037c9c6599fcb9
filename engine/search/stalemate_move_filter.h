// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stalemate_move_filter.h  The last move of help play with stalemate as the goal: the
/// moves that certainly leave the opponent a legal move are dropped unmade.
///
/// Before the last move, the opponent's legal moves are worked out as if it were to move, and
/// a few of them, of different units, are kept as witnesses. A last move that touches none of
/// the squares a witness depends on (its unit's square, its path and destination, and the
/// lines along which it could expose its king) leaves that witness legal, or gives check
/// itself: either way no stalemate. Exact: the lines found stay the full-width ones.
#pragma once

#include "position.h"

namespace gms {

class StalemateMoveFilter {
public:
    /// Prepares for the last moves of the side to move in `pos`, after which the opponent is
    /// to be stalemated.
    void prepare(const Position& pos);
    /// False only when move `m` of the prepared position certainly stalemates nobody.
    bool mayStalemate(const Position& pos, Move m) const;
    /// False only when no move of the prepared position `pos` passes mayStalemate (worked out
    /// from where each unit can go, without generating the moves).
    bool anyMayStalemate(const Position& pos) const;

    /// The most witnesses kept (each costs a few bit tests per move).
    static constexpr int MaxWitnesses = 4;

private:
    /// Per witness: the destinations and origins of the moves that may disable it (a move
    /// touching neither leaves it legal).
    struct Witness {
        Move move;
        bool king = false; ///< A king move: the squares only say which moves to look at closely.
        Bitboard to = 0;
        Bitboard from = 0;
    };
    /// Whether `m` may make the witness `w` illegal (conservative: true when unsure).
    bool mayDisable(const Position& pos, Move m, const Witness& w) const;
    /// The witness `w` with the squares of the moves that may disable it.
    Witness witnessOf(const Position& pos, Move w) const;

    Witness witnesses_[MaxWitnesses];
    int witnessCount_ = 0;
    Square opponentKing_ = NoSquare;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stalemate_move_filter.h  The last two moves of help play with stalemate as the goal:
/// the moves after which the side to be stalemated certainly keeps a legal move are dropped
/// unmade.
///
/// The side to be stalemated has legal moves now (as if it were to move); a few of them, of
/// different units, are kept as witnesses. A move of the other side that touches none of the
/// squares a witness depends on (its unit's square, its path and destination, the lines along
/// which it could expose its king) leaves that witness legal, or gives check itself: either
/// way no stalemate. So the last move must touch every witness's squares (prepare,
/// mayStalemate, anyMayStalemate), and the move before it must leave the stalemating side
/// some unit that can go where it touches the squares of every witness that move leaves
/// standing (prepareBeforeLast, mayLeadToStalemate). Exact: the lines found stay the
/// full-width ones.
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

    /// Prepares for the moves of the side to move in `pos`, which is to be stalemated by the
    /// opponent's next move.
    void prepareBeforeLast(const Position& pos);
    /// False only when after move `m` of the position prepared by prepareBeforeLast no move
    /// of the opponent passes mayStalemate.
    bool mayLeadToStalemate(const Position& pos, Move m) const;

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
    /// Keeps up to `most` witnesses among the legal moves of the side to move in `side`.
    void chooseWitnesses(const Position& side, int most);
    /// Whether `m` may make the witness `w` illegal (conservative: true when unsure).
    bool mayDisable(const Position& pos, Move m, const Witness& w) const;
    /// The witness `w` with the squares of the moves that may disable it.
    Witness witnessOf(const Position& pos, Move w) const;
    /// Whether some unit of `mover` (units `moverUnits`, the opponent's `opponents`, the board
    /// `occupied`) can go where it touches the squares of every witness of `chosen`.
    bool someUnitMayPass(const Position& pos, Color mover, Bitboard moverUnits, Bitboard opponents, Bitboard occupied,
                         const Witness* const* chosen, int count) const;

    Witness witnesses_[MaxWitnesses + 1];
    int witnessCount_ = 0;
    Square stalematedKing_ = NoSquare;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file unit_distances.h  How many moves a unit needs, at the least, to reach a square or to attack one.
///
/// Lower bounds on an empty board, so they hold in every position: other units can only
/// lengthen a unit's way (a pawn's captures are counted as if a victim were always there).
/// A pawn's figures include its promotion to any piece and that piece's further moves.
/// The goal-directed help search (intelligent_goal.h) prunes with them.
#pragma once

#include "types.h"

#include <array>
#include <cstdint>

namespace gms {

class UnitDistances {
public:
    /// Longest budget the "within" sets distinguish; larger budgets are clamped to it (every
    /// reachable square is reached in fewer moves: a pawn needs at most 5 + 1 + 2 moves).
    static constexpr int MaxBudget = 15;
    static constexpr std::uint8_t Unreachable = 99;

    /// The tables, built once (thread-safe).
    static const UnitDistances& get() {
        static const UnitDistances tables;
        return tables;
    }

    /// Fewest moves for piece `p` on `from` to stand on `to` (0 when from == to).
    std::uint8_t occupy(Piece p, Square from, Square to) const { return occupy_[p][from][to]; }
    /// Fewest moves for piece `p` on `from` to stand where it attacks `target` (0: it does now).
    std::uint8_t attack(Piece p, Square from, Square target) const { return attack_[p][from][target]; }
    /// Squares piece `p` on `from` can attack after at most `moves` moves.
    Bitboard attackedWithin(Piece p, Square from, int moves) const {
        return attackedWithin_[p][from][moves > MaxBudget ? MaxBudget : moves];
    }

    /// Squares piece `p` on `from` can stand on after at most `moves` moves; a pawn as a pawn.
    Bitboard standWithin(Piece p, Square from, int moves) const {
        return standWithin_[p][from][moves > MaxBudget ? MaxBudget : moves];
    }
    /// Fewest moves for a pawn of colour `c` on `from` to stand on `to` as a pawn.
    std::uint8_t asPawn(Color c, Square from, Square to) const { return asPawn_[c][from][to]; }
    /// Fewest moves for a pawn of colour `c` on `from` to stand on `to` promoted (any piece).
    std::uint8_t promoted(Color c, Square from, Square to) const { return promoted_[c][from][to]; }
    /// Fewest moves for a pawn of colour `c` on `from` to stand on `to` promoted to `type`
    /// (Knight, Bishop, Rook or Queen).
    std::uint8_t promotedAs(Color c, PieceType type, Square from, Square to) const {
        return promotedAs_[c][type - Knight][from][to];
    }
    /// Squares a pawn of colour `c` on `from` can stand on promoted after at most `moves` moves.
    Bitboard promotedWithin(Color c, Square from, int moves) const {
        return promotedWithin_[c][from][moves > MaxBudget ? MaxBudget : moves];
    }

private:
    UnitDistances();
    using Table = std::array<std::array<std::uint8_t, 64>, 64>;
    std::array<Table, 16> occupy_{};
    std::array<Table, 16> attack_{};
    std::array<std::array<std::array<Bitboard, MaxBudget + 1>, 64>, 16> attackedWithin_{};
    std::array<std::array<std::array<Bitboard, MaxBudget + 1>, 64>, 16> standWithin_{};
    std::array<Table, 2> asPawn_{};
    std::array<Table, 2> promoted_{};
    std::array<std::array<Table, 4>, 2> promotedAs_{};
    std::array<std::array<std::array<Bitboard, MaxBudget + 1>, 64>, 2> promotedWithin_{};
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file move_tables.h  Greer's move tables and dynamic move chains: learned ordering, never pruning.
///
/// Long-term memory: for each role (attacker, defender) and piece type a table of
/// 64 destination-square weights, raised when a move to that square causes a
/// cut-off (the attacker's mate, the defender's escape) and lowered when it fails.
/// Short-term memory: the chain of the current cut-off sequence, one move per
/// ply, tried first at the sibling nodes of that ply.
#pragma once

#include "types.h"

#include <array>
#include <cstdint>

namespace gms {

class MoveTables {
public:
    static constexpr int MaxPly = 64;
    /// Extra weight of the chained cut-off move: a nudge, not "always first" (which measured worse).
    static constexpr int ChainBonus = 50;
    enum Role { Attacker = 0, Defender = 1 };

    void reset();
    /// Ordering bonus for a move of piece type pt to square `to`.
    int bonus(Role role, PieceType pt, Square to) const { return table_[role][pt][to] / BonusDivisor; }
    void reward(Role role, PieceType pt, Square to);
    void penalize(Role role, PieceType pt, Square to);
    /// The cut-off move remembered for a ply (none if nothing yet).
    Move chainMove(int ply) const { return ply < MaxPly ? chain_[std::size_t(ply)] : Move::none(); }
    void setChainMove(int ply, Move m) {
        if (ply < MaxPly) chain_[std::size_t(ply)] = m;
    }
    /// Raw table value (for the GUI's heat map).
    int value(Role role, PieceType pt, Square s) const { return table_[role][pt][s]; }

private:
    static constexpr int Limit = 400;       // keeps learned weights below the check bonus scale
    static constexpr int BonusDivisor = 16; // measured on gms-cli bench: larger shares let tables override checks
    std::int16_t table_[2][PieceTypeCount][64] = {};
    std::array<Move, MaxPly> chain_{};
};

} // namespace gms

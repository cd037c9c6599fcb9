// SPDX-License-Identifier: GPL-3.0-or-later
/// @file movegen.h  Legal move generation with ordering weights.
#pragma once

#include "position.h"

#include <cstdint>

namespace gms {

/// Moves and their ordering weights, kept as two arrays so SSE can scan weights.
struct MoveList {
    static constexpr int Capacity = 256;
    alignas(16) std::int16_t weights[Capacity];
    Move moves[Capacity];
    int size = 0;

    void add(Move m, std::int16_t w = 0) {
        moves[size] = m;
        weights[size] = w;
        ++size;
    }
    bool contains(Move m) const {
        for (int i = 0; i < size; ++i)
            if (moves[i] == m) return true;
        return false;
    }
    /// Swaps the highest-weighted move of [from, size) into slot `from`.
    void selectBest(int from);
};

struct OrderingWeights; // weights.h

enum class GenMode {
    All,             ///< Every legal move.
    ChecksOnly,      ///< Only legal moves that give check (direct, discovered, castling, promotion, e.p.).
    SelfChecks,      ///< Only the moves that leave the mover's king attacked (self_check_moves.h).
    AllAndSelfChecks ///< Every legal move, then the self-checks (goals !#, ##, ##! before the last move).
};

/// generateLegal for GenMode::All and ChecksOnly (movegen.cpp).
void generateLegalMoves(const Position& pos, MoveList& list, GenMode mode, const OrderingWeights* weights);
/// generateLegal for GenMode::SelfChecks and AllAndSelfChecks (self_check_moves.cpp).
void generateWithSelfChecks(const Position& pos, MoveList& list, GenMode mode, const OrderingWeights* weights);

/// Generates the legal moves of the side to move. When `weights` is non-null
/// each move gets an ordering weight; otherwise all weights are 0. Inline, so that a caller
/// whose mode is a constant pays nothing for the self-check modes.
inline void generateLegal(const Position& pos, MoveList& list, GenMode mode = GenMode::All,
                          const OrderingWeights* weights = nullptr) {
    if (mode == GenMode::SelfChecks || mode == GenMode::AllAndSelfChecks) [[unlikely]]
        generateWithSelfChecks(pos, list, mode, weights);
    else
        generateLegalMoves(pos, list, mode, weights);
}
/// True when the side to move has at least one legal move (stops at the first).
bool hasLegalMove(const Position& pos);
/// How many legal moves the side to move has (generateLegal's size, without the list).
int countLegal(const Position& pos);
/// True if m is among the legal moves.
bool isLegalMove(const Position& pos, Move m);

} // namespace gms

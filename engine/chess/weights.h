// SPDX-License-Identifier: GPL-3.0-or-later
/// @file weights.h  The move-ordering weight vector (G.M.S. heuristics), tunable by the GA.
#pragma once

#include <array>
#include <string>

namespace gms {

/// Parameters of the generator's ordering weight. A move's weight is the sum
/// of the terms that apply to it; higher is tried first. Only speed depends on
/// them, never a result.
struct OrderingWeights {
    int check = 400;                                           ///< Move gives check.
    int captureBase = 100;                                     ///< Any capture.
    std::array<int, 7> victim = {0, 10, 30, 30, 50, 90, 0};    ///< By captured type (index PieceType).
    std::array<int, 7> attacker = {0, 6, 4, 4, 3, 2, 1};       ///< MVV/LVA: small bonus for cheap capturers.
    std::array<int, 7> promotion = {0, 0, 60, 20, 30, 120, 0}; ///< By promoted type.
    int castling = 5;
    std::array<int, 7> kingProximity = {0, 4, 6, 4, 5, 8, 2}; ///< Per step closer to the enemy king, by mover type.
    int kingZoneAttack = 25;                                  ///< Destination attacks a square next to the enemy king.
    int kingMove = -10; ///< Extra term for king moves (mostly useful for the defender to flee).
    int hanging = -60;  ///< Destination attacked by the enemy and not defended.

    static constexpr int ParameterCount = 1 + 1 + 7 + 7 + 7 + 1 + 7 + 1 + 1 + 1;
    /// Flat view for the genetic algorithm: index i of ParameterCount.
    int& at(int i);
    int at(int i) const;
    const char* name(int i) const;

    /// "name value" lines; unknown names are an error.
    std::string serialize() const;
    /// Parses serialize()'s format; on failure returns false with a message naming the line.
    static bool parse(const std::string& text, OrderingWeights& out, std::string& error);

    static const OrderingWeights& defaults();
    bool operator==(const OrderingWeights&) const = default;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file perft.h  Move-path enumeration: the standard check of a move generator.
#pragma once

#include "position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gms {

/// Number of leaf nodes at `depth` plies (bulk-counted at the last ply).
std::uint64_t perft(Position& pos, int depth);
/// Per root move counts (the move and its subtree's leaf count), in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

} // namespace gms

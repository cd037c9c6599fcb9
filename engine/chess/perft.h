// SPDX-License-Identifier: GPL-3.0-or-later
/// @file perft.h  Move-path enumeration: the standard check of a move generator.
#pragma once

#include "position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gms {

/// Number of leaf nodes at `depth` plies. With `bulk` the last ply is counted from the
/// move list (as Stockfish does); without it every leaf move is made and unmade.
std::uint64_t perft(Position& pos, int depth, bool bulk = true);
/// Per root move counts (the move and its subtree's leaf count), in generation order.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth, bool bulk = true);

} // namespace gms

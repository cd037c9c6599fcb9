// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_tables.h"

#include <cstring>

namespace gms {

void MoveTables::reset() {
    std::memset(table_, 0, sizeof table_);
    chain_.fill(Move::none());
}

void MoveTables::reward(Role role, PieceType pt, Square to) {
    std::int16_t& v = table_[role][pt][to];
    if (v < Limit) v = std::int16_t(v + 4);
}

void MoveTables::penalize(Role role, PieceType pt, Square to) {
    std::int16_t& v = table_[role][pt][to];
    if (v > -Limit) v = std::int16_t(v - 1);
}

} // namespace gms

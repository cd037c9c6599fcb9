// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_hash.h  Zobrist-key history: the reference repetition detector.
///
/// Each ply keeps repetitionKey() of its position; ply p repeats ply q when q has the
/// same parity, lies at or after the last irreversible move and has the same key.
#pragma once

#include "repetition.h"

#include <cstdint>

namespace gms {

/// Zobrist key for repetition: pieces, side to move, castling rights, and the e.p. file
/// only when an e.p. capture is legal (see repetition.h). `epLive` must be
/// hasLegalEnPassant(pos); passed in so callers that know it need not compute it again.
std::uint64_t repetitionKey(const Position& pos, bool epLive);
/// Same, computing hasLegalEnPassant itself.
std::uint64_t repetitionKey(const Position& pos);

/// An earlier ply q in [p - run[p], p - 2] with keys[q] == keys[p] (same parity), or NoRepetition.
int findRepetitionHash(const std::uint64_t* keys, const std::uint32_t* run, int p,
                       RepetitionQuery query = RepetitionQuery::Earliest);

} // namespace gms

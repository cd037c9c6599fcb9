// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_journeys.h  Piece journeys (MATCOS-13): repetition from the moves alone.
///
/// The reversed move sequence is scanned from ply p down to the last irreversible move.
/// Each moved piece has a journey record: its original square (where it stands at ply p)
/// and its current square (where it stood at the scanned ply). A move X->Y found at the
/// record whose current square is Y sets it to X (or opens a record Y/X); a piece back
/// on its original square is deleted. At every even distance (same side to move) the
/// position repeats when no record is left, or when the remaining records only swap
/// identical pieces (every square has the same piece type and colour as original and
/// as current occupant; kept as an incremental mismatch count, so the test is O(1)).
#pragma once

#include "repetition.h"

namespace gms {

/// An earlier ply of line[0..p] with the same position as ply p, or NoRepetition.
/// line[0] must be irreversible (the start sentinel of RepetitionHistory).
int findRepetitionJourneys(const RepMove* line, int p, RepetitionQuery query = RepetitionQuery::Earliest);

} // namespace gms

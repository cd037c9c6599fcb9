// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_chains.h  Variant strings (Vuckovic & Vidanovic, Axon): repetition from the moves alone.
///
/// The move line is scanned backwards from ply p down to the last irreversible move.
/// Every moved piece gets a chain "from F ... to T": the piece that stood on F at the
/// scanned ply is on T at ply p. An earlier move X->F extends the chain to X->T (the
/// same piece: between the two moves nothing else could enter F), a chain whose ends
/// meet (T->T) is closed and removed. The chains carry the moving piece, so moves of
/// different pieces are never joined. At every even distance (same side to move):
/// - published form: a repetition when no chain is left open;
/// - extended form: also a repetition when the open chains only permute identical
///   pieces (for every open chain F->T, the chain ending on F moves the same piece
///   type and colour), e.g. two white rooks that swapped their squares.
#pragma once

#include "repetition.h"

namespace gms {

/// Published form or the GMS extension that also sees swaps of identical pieces.
enum class ChainMode { Published, Extended };

/// An earlier ply of line[0..p] with the same position as ply p, or NoRepetition.
/// line[0] must be irreversible (the start sentinel of RepetitionHistory).
int findRepetitionChains(const RepMove* line, int p, ChainMode mode, RepetitionQuery query = RepetitionQuery::Earliest);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_move_filter.h  Which moves may still lead to mate when the side to move has no move to spare.
///
/// At a node of help play with mate as the goal, the side to move has a move to spare when
/// mateReachable still holds with one move fewer for it. When it has none, every scheme of
/// mateReachable (mate_reachability.h) that fits the moves left uses all of that side's
/// moves, so each of its moves must bring some unit nearer to its place in some such scheme:
/// the mated king to its square, a mating unit to its stand, a unit of the mated side to a
/// flight it may have to block within the moves then left (in the test's sum of the
/// cheapest fillings, a unit counts for a flight only when no other unit is cheaper, so a
/// move that brings it nearer to no flight it can then still reach in time changes no sum). Any other move leaves every distance the test reads at
/// least as large as before, so the position after it fails the test with the moves then
/// left (one fewer for the mover): the forward search would cut it; the filter drops it
/// unmade. Exact: the lines found stay the full-width ones.
#pragma once

#include "mate_reachability.h"
#include "position.h"

#include <cstdint>

namespace gms {

class MateMoveFilter {
public:
    /// Prepares for the moves of the side to move in `pos`, where `mated` has `matedMoves`
    /// and its opponent `matingMoves` moves left (the coming move included), restricted to
    /// the schemes of `focus`.
    void prepare(const Position& pos, Color mated, int matedMoves, int matingMoves, const MateFocus& focus = {});
    /// False only when move `m` of the prepared position certainly leads to no mate.
    bool mayHelp(const Position& pos, Move m) const;
    /// Whether prepare() found no move to spare (some moves may be dropped).
    bool filtering() const { return !all_; }
    /// When the mover has a move to spare by a scheme found: the squares of the units that
    /// scheme reads (mateReachable's witness), else null. After a quiet move of any other unit
    /// the test with one move fewer for the mover holds: the test of that position.
    const MateWitness* spareWitness() const { return all_ && witness_.units ? &witness_ : nullptr; }

private:
    bool all_ = true; ///< A move to spare, or the targets are not known exactly.
    bool moverIsMated_ = false;
    MateWitness witness_;
    std::int8_t blockSlack_[64] = {}; ///< The mated side's units: mateBlockSlack of the position after the move.
    Bitboard blockFlights_ = 0;       ///< The squares whose blockSlack_ is not -1.
    MateTargets targets_;
};

} // namespace gms

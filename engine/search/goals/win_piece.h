// SPDX-License-Identifier: GPL-3.0-or-later
/// @file win_piece.h  Goal "%" (win a piece, Popeye's Steingewinn): the move captures.
#pragma once

#include "capture.h"

namespace gms {

/// In orthodox chess Popeye 4.104 judges it as it judges "x" (any capture, e.p. included): the
/// same test, its own marker and table salt (tests/data/stipulations: h%1, %2, ser-%3).
struct WinPieceGoal : CaptureGoal {
    static constexpr Stipulation::GoalType type = Stipulation::GoalType::WinPiece;
    static constexpr int id = 12;
};

} // namespace gms

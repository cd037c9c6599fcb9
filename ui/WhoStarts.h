// SPDX-License-Identifier: GPL-3.0-or-later
/// @file WhoStarts.h  Who moves first and who reaches the goal, in a problemist's words.
#pragma once

#include "position.h"
#include "stipulation.h"

#include <QString>

namespace gms::ui {

/// "White" or "Black".
QString sideName(Color c);

/// "h=2: Black moves first, both sides help White to stalemate Black." for `stip` with `side`
/// to move; `unusual` is set when Popeye would start with the other side (the sentence then
/// names Popeye's HalfDuplex).
QString whoStartsText(const Stipulation& stip, Color side, bool& unusual);

} // namespace gms::ui

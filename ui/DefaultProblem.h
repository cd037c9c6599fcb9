// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DefaultProblem.h  The problem the app starts with, so that the first thing to do can be pressing Solve.
#pragma once

#include "problem.h"

namespace gms::ui {

/// A sound #2 with a threat, an en passant defence, duals and tries:
/// A. Armeni, Freie Presse 1994 (from Popeye's example file BEISPIEL/ep.inp).
/// Key 1.f4!, threat 2.fxe5#.
Problem defaultProblem();

} // namespace gms::ui

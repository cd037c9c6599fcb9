// SPDX-License-Identifier: GPL-3.0-or-later
/// @file direct_mate_goal.h  #N: direct play (plays/direct_play.h) with the goal mate.
#pragma once

#include "goals/mate.h"
#include "plays/direct_play.h"

namespace gms {

using DirectMateGoal = DirectPlay<MateGoal>;

} // namespace gms

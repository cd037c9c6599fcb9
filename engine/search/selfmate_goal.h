// SPDX-License-Identifier: GPL-3.0-or-later
/// @file selfmate_goal.h  s#N: self play (plays/self_play.h) with the goal mate.
#pragma once

#include "goals/mate.h"
#include "plays/self_play.h"

namespace gms {

using SelfMateGoal = SelfPlay<MateGoal>;

} // namespace gms

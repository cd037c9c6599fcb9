// SPDX-License-Identifier: GPL-3.0-or-later
/// @file helpmate_goal.h  h#N and h#N.5: help play (plays/help_play.h) with the goal mate.
#pragma once

#include "goals/mate.h"
#include "plays/help_play.h"

namespace gms {

using HelpmateGoal = HelpPlay<MateGoal>;

} // namespace gms

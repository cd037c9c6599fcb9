// SPDX-License-Identifier: GPL-3.0-or-later
/// @file series_helpmate_goal.h  ser-h#N: series help play (plays/series_help_play.h) with the goal mate.
#pragma once

#include "goals/mate.h"
#include "plays/series_help_play.h"

namespace gms {

using SeriesHelpmateGoal = SeriesHelpPlay<MateGoal>;

} // namespace gms

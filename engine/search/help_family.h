// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_family.h  solveFamily<Play>: every line of one help play type (h, ser-h, ser-,
/// hs, hr, help-direct, reci-h, pser-h, ...) composed with its goal; compiled for each play
/// type of help_policies.h in the files help_play_*.cpp, called through help_solver.cpp's dispatch.
#pragma once

#include "intelligent_goal.h"
#include "mate_picture.h"
#include "picture_goal.h"
#include "search_context.h"
#include "solution.h"

namespace gms::help_detail {

/// Help play towards stalemate pictures; without them (too many) full width.
template <class Play>
using StalematePictureGoal =
    PictureGoal<Play, IntelligentGoal<Play, goalAlwaysReachable, StalemateEndFilter>, StalematePictures>;

/// Every line of `stip` from `start` (set play too when the options ask for it) into `sol`.
template <class Goal>
void solveFamily(SearchContext& ctx, const Position& start, const Stipulation& stip, Solution& sol);

} // namespace gms::help_detail

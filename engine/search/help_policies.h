// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_policies.h  Every help play type solveFamily (help_family.h) is compiled for, in
/// five lists, each compiled in a file of its own (help_play_*.cpp) so that a build spreads them
/// over the cores; help_solver.cpp's dispatch calls them (a play type missing here does not link).
/// A list calls GMS_HELP_POLICY(...) once per play type; the including file defines it (variadic,
/// since a type's name may hold commas).
#pragma once

#include "goals/goal_dispatch.h"
#include "plays/help_direct_play.h"
#include "plays/help_either_goal_play.h"
#include "plays/help_forbidden_goal_play.h"
#include "plays/help_play.h"
#include "plays/help_reflex_play.h"
#include "plays/help_self_play.h"
#include "plays/null_move_play.h"
#include "plays/parry_series_play.h"
#include "plays/reci_help_play.h"
#include "plays/series_direct_play.h"
#include "plays/series_help_play.h"
#include "plays/series_help_self_play.h"
#include "plays/series_reflex_play.h"

/// h, ser-h and ser- with goal G (every goal, the self-check goals included, takes them).
#define GMS_HELP_SERIES_POLICIES_OF_GOAL(G)                                                                            \
    GMS_HELP_POLICY(HelpPlay<G>) GMS_HELP_POLICY(SeriesHelpPlay<G>) GMS_HELP_POLICY(SeriesDirectPlay<G>)
/// hs (the ending's defender not in check, or any) and help-direct (its three endings).
#define GMS_HELP_SELF_DIRECT_POLICIES_OF_GOAL(G)                                                                       \
    GMS_HELP_POLICY(HelpSelfPlay<G, true>)                                                                             \
    GMS_HELP_POLICY(HelpSelfPlay<G>)                                                                                   \
    GMS_HELP_POLICY(HelpDirectPlay<G, false, true>)                                                                    \
    GMS_HELP_POLICY(HelpDirectPlay<G, true>) GMS_HELP_POLICY(HelpDirectPlay<G, false>)
/// hr, ser-s, ser-r and ser-hs.
#define GMS_SERIES_SELF_REFLEX_POLICIES_OF_GOAL(G)                                                                     \
    GMS_HELP_POLICY(HelpReflexPlay<G>)                                                                                 \
    GMS_HELP_POLICY(SeriesSelfPlay<G>) GMS_HELP_POLICY(SeriesReflexPlay<G>) GMS_HELP_POLICY(SeriesHelpSelfPlay<G>)
/// reci-h, ser-reci-h, pser-h and pser-hs.
#define GMS_RECI_PARRY_POLICIES_OF_GOAL(G)                                                                             \
    GMS_HELP_POLICY(ReciHelpPlay<G>)                                                                                   \
    GMS_HELP_POLICY(SeriesReciHelpPlay<G>)                                                                             \
    GMS_HELP_POLICY(ParrySeriesPlay<G, ParryEnd::Help>) GMS_HELP_POLICY(ParrySeriesPlay<G, ParryEnd::HelpSelf>)
/// Every play type with goal G.
#define GMS_HELP_POLICIES_OF_GOAL(G)                                                                                   \
    GMS_HELP_SERIES_POLICIES_OF_GOAL(G)                                                                                \
    GMS_HELP_SELF_DIRECT_POLICIES_OF_GOAL(G)                                                                           \
    GMS_SERIES_SELF_REFLEX_POLICIES_OF_GOAL(G) GMS_RECI_PARRY_POLICIES_OF_GOAL(G)

/// Mate: every play type; h# with NullMoves; the intelligent searches (h#, ser-h#, h=, ser-h=:
/// help_solver.cpp).
#define GMS_MATE_HELP_POLICIES                                                                                         \
    GMS_HELP_POLICIES_OF_GOAL(MateGoal)                                                                                \
    GMS_HELP_POLICY(NullMovePlay<HelpPlay<MateGoal>>)                                                                  \
    GMS_HELP_POLICY(HelpEitherGoalPlay)                                                                                \
    GMS_HELP_POLICY(HelpForbiddenGoalPlay)                                                                             \
    GMS_HELP_POLICY(PictureGoal<HelpPlay<MateGoal>>)                                                                   \
    GMS_HELP_POLICY(PictureGoal<SeriesHelpPlay<MateGoal>>)                                                             \
    GMS_HELP_POLICY(StalematePictureGoal<HelpPlay<StalemateGoal>>)                                                     \
    GMS_HELP_POLICY(StalematePictureGoal<SeriesHelpPlay<StalemateGoal>>)
/// Every other goal (those reached by a self-check and those that follow units included), one
/// list per group of play types; Stipulation::supported() says which pairs are asked for.
#define GMS_FOR_EACH_HELP_GOAL_BUT_MATE(X)                                                                             \
    GMS_FOR_EACH_GOAL_BUT_MATE(X) GMS_FOR_EACH_SELF_CHECK_GOAL(X) GMS_FOR_EACH_UNIT_GOAL(X)
#define GMS_HELP_SERIES_POLICIES GMS_FOR_EACH_HELP_GOAL_BUT_MATE(GMS_HELP_SERIES_POLICIES_OF_GOAL)
#define GMS_HELP_SELF_DIRECT_POLICIES GMS_FOR_EACH_HELP_GOAL_BUT_MATE(GMS_HELP_SELF_DIRECT_POLICIES_OF_GOAL)
#define GMS_SERIES_SELF_REFLEX_POLICIES GMS_FOR_EACH_HELP_GOAL_BUT_MATE(GMS_SERIES_SELF_REFLEX_POLICIES_OF_GOAL)
#define GMS_RECI_PARRY_POLICIES GMS_FOR_EACH_HELP_GOAL_BUT_MATE(GMS_RECI_PARRY_POLICIES_OF_GOAL)

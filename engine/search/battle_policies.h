// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_policies.h  Every battle-play policy BattleSolver, BattleLineSolver and TreeBuilder are compiled for,
/// in five lists, each compiled in a file of its own (battle_play_*.cpp) so that a build spreads
/// them over the cores. A list calls GMS_BATTLE_POLICY(...) once per policy; the including file
/// defines it (variadic, since a policy's name may hold commas).
#pragma once

#include "direct_mate_goal.h"
#include "goals/goal_dispatch.h"
#include "plays/defender_guard.h"
#include "plays/exact_play.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"

/// Direct and self play with goal G.
#define GMS_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL(G) GMS_BATTLE_POLICY(DirectPlay<G>) GMS_BATTLE_POLICY(SelfPlay<G>)
/// Reflex and semi-reflex play with goal G.
#define GMS_REFLEX_BATTLE_POLICIES_OF_GOAL(G)                                                                          \
    GMS_BATTLE_POLICY(ReflexPlay<G, true>) GMS_BATTLE_POLICY(ReflexPlay<G, false>)
/// The same, exact- (exactly that many moves).
#define GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL(G)                                                               \
    GMS_BATTLE_POLICY(ExactPlay<DirectPlay<G>>) GMS_BATTLE_POLICY(ExactPlay<SelfPlay<G>>)
#define GMS_EXACT_REFLEX_BATTLE_POLICIES_OF_GOAL(G)                                                                    \
    GMS_BATTLE_POLICY(ExactPlay<ReflexPlay<G, true>>) GMS_BATTLE_POLICY(ExactPlay<ReflexPlay<G, false>>)
/// A goal reached by a self-check: direct, self, reflex and semi-reflex play (their exact- forms
/// are in the exact- lists).
#define GMS_SELF_CHECK_BATTLE_POLICIES_OF_GOAL(G)                                                                      \
    GMS_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL(G) GMS_REFLEX_BATTLE_POLICIES_OF_GOAL(G)

/// Mate: #, s#, r#, semi-r# and their exact- forms; Quodlibet (s# and semi-r# with the
/// attacker's own mate allowed as well); Threat N / MaxFlightsquares N (plays/defender_guard.h);
/// the goals reached by a self-check (!#, ##, ##!); the negated mate ("1a[!#]d") in direct play.
#define GMS_MATE_BATTLE_POLICIES                                                                                       \
    GMS_BATTLE_POLICY(DirectMateGoal)                                                                                  \
    GMS_BATTLE_POLICY(SelfMateGoal)                                                                                    \
    GMS_BATTLE_POLICY(ReflexMateGoal)                                                                                  \
    GMS_BATTLE_POLICY(SemiReflexMateGoal)                                                                              \
    GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL(MateGoal)                                                            \
    GMS_EXACT_REFLEX_BATTLE_POLICIES_OF_GOAL(MateGoal)                                                                 \
    GMS_BATTLE_POLICY(SelfPlay<MateGoal, true>)                                                                        \
    GMS_BATTLE_POLICY(SelfPlay<MateOrStalemateGoal, true>)                                                             \
    GMS_BATTLE_POLICY(SelfPlay<StalemateGoal, true>)                                                                   \
    GMS_BATTLE_POLICY(ReflexPlay<MateGoal, false, true>)                                                               \
    GMS_BATTLE_POLICY(DefenderGuarded<DirectMateGoal>)                                                                 \
    GMS_BATTLE_POLICY(DefenderGuarded<SelfMateGoal>)                                                                   \
    GMS_BATTLE_POLICY(DefenderGuarded<ReflexMateGoal>)                                                                 \
    GMS_BATTLE_POLICY(DefenderGuarded<SemiReflexMateGoal>)                                                             \
    GMS_FOR_EACH_SELF_CHECK_GOAL(GMS_SELF_CHECK_BATTLE_POLICIES_OF_GOAL)                                               \
    GMS_BATTLE_POLICY(DirectPlay<NotMateGoal>)                                                                         \
    GMS_BATTLE_POLICY(ExactPlay<DirectPlay<NotMateGoal>>)
/// Every other goal: direct and self play (the goals that follow units too); reflex and
/// semi-reflex play (those too); the same, exact- (there with the self-check goals too).
#define GMS_DIRECT_SELF_BATTLE_POLICIES                                                                                \
    GMS_FOR_EACH_GOAL_BUT_MATE(GMS_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL)                                                \
    GMS_FOR_EACH_UNIT_GOAL(GMS_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL)
#define GMS_REFLEX_BATTLE_POLICIES                                                                                     \
    GMS_FOR_EACH_GOAL_BUT_MATE(GMS_REFLEX_BATTLE_POLICIES_OF_GOAL)                                                     \
    GMS_FOR_EACH_UNIT_GOAL(GMS_REFLEX_BATTLE_POLICIES_OF_GOAL)
#define GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES                                                                          \
    GMS_FOR_EACH_GOAL_BUT_MATE(GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL)                                          \
    GMS_FOR_EACH_UNIT_GOAL(GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL)                                              \
    GMS_FOR_EACH_SELF_CHECK_GOAL(GMS_EXACT_DIRECT_SELF_BATTLE_POLICIES_OF_GOAL)
#define GMS_EXACT_REFLEX_BATTLE_POLICIES                                                                               \
    GMS_FOR_EACH_GOAL_BUT_MATE(GMS_EXACT_REFLEX_BATTLE_POLICIES_OF_GOAL)                                               \
    GMS_FOR_EACH_UNIT_GOAL(GMS_EXACT_REFLEX_BATTLE_POLICIES_OF_GOAL)                                                   \
    GMS_FOR_EACH_SELF_CHECK_GOAL(GMS_EXACT_REFLEX_BATTLE_POLICIES_OF_GOAL)

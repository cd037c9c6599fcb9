// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_play_reflex.cpp  BattleSolver, BattleLineSolver and TreeBuilder compiled for
/// reflex and semi-reflex play with every goal but mate (battle_policies.h).
#include "battle_policies.h"
#include "battle_line_solver_impl.h"
#include "battle_solver_impl.h"
#include "tree_builder_impl.h"

namespace gms {

#define GMS_BATTLE_POLICY(...)                                                                                         \
    template class TreeBuilder<__VA_ARGS__>;                                                                           \
    template class BattleSolver<__VA_ARGS__>;                                                                          \
    template class BattleLineSolver<__VA_ARGS__>;
GMS_REFLEX_BATTLE_POLICIES
#undef GMS_BATTLE_POLICY

} // namespace gms

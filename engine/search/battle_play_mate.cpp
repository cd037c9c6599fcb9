// SPDX-License-Identifier: GPL-3.0-or-later
/// @file battle_play_mate.cpp  BattleSolver, BattleLineSolver and TreeBuilder compiled for
/// mate (#, s#, r#, semi-r#, exact-, Quodlibet, the guards) and the self-check goals (battle_policies.h).
#include "battle_policies.h"
#include "battle_line_solver_impl.h"
#include "battle_solver_impl.h"
#include "tree_builder_impl.h"

namespace gms {

#define GMS_BATTLE_POLICY(...)                                                                                         \
    template class TreeBuilder<__VA_ARGS__>;                                                                           \
    template class BattleSolver<__VA_ARGS__>;                                                                          \
    template class BattleLineSolver<__VA_ARGS__>;
GMS_MATE_BATTLE_POLICIES
#undef GMS_BATTLE_POLICY

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "family_solver.h"

#include "battle_solver.h"
#include "direct_mate_goal.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"

namespace gms {

std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context) {
    switch (stip.kind) {
    case Stipulation::Kind::DirectMate: return std::make_unique<BattleSolver<DirectMateGoal>>(context);
    case Stipulation::Kind::SelfMate: return std::make_unique<BattleSolver<SelfMateGoal>>(context);
    case Stipulation::Kind::ReflexMate: return std::make_unique<BattleSolver<ReflexMateGoal>>(context);
    case Stipulation::Kind::HelpMate:
    case Stipulation::Kind::SeriesHelpMate: break;
    }
    return nullptr;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "family_solver.h"

#include "battle_solver.h"
#include "direct_mate_goal.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"
#include "help_solver.h"

#include <algorithm>

namespace gms {

void restrictRootMoves(MoveList& list, const std::vector<Move>& allowed) {
    if (allowed.empty()) return;
    int kept = 0;
    for (int i = 0; i < list.size; ++i)
        if (std::find(allowed.begin(), allowed.end(), list.moves[i]) != allowed.end()) {
            list.moves[kept] = list.moves[i];
            list.weights[kept++] = list.weights[i];
        }
    list.size = kept;
}

std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context) {
    switch (stip.kind) {
    case Stipulation::Kind::DirectMate: return std::make_unique<BattleSolver<DirectMateGoal>>(context);
    case Stipulation::Kind::SelfMate: return std::make_unique<BattleSolver<SelfMateGoal>>(context);
    case Stipulation::Kind::ReflexMate: return std::make_unique<BattleSolver<ReflexMateGoal>>(context);
    case Stipulation::Kind::HelpMate:
    case Stipulation::Kind::SeriesHelpMate: return std::make_unique<HelpSolver>(context);
    }
    return nullptr;
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stipulation_registry.cpp  The registry of (play type, goal) pairs: which solver answers a
/// parsed stipulation. Battle play has one BattleSolver per play-type policy; help and series
/// play go to HelpSolver, which composes the play type with the goal (goals/goal_dispatch.h).
/// Stipulation::supported() lists the same pairs (test_stipulations checks they agree).
#include "family_solver.h"

#include "battle_solver.h"
#include "direct_mate_goal.h"
#include "goals/goal_dispatch.h"
#include "help_solver.h"
#include "intro_series_solver.h"
#include "parry_battle_solver.h"
#include "plays/defender_guard.h"
#include "plays/exact_play.h"
#include "reflexmate_goal.h"
#include "selfmate_goal.h"

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

namespace {

/// exact- in battle play: the play type's policy under ExactPlay (plays/exact_play.h).
std::unique_ptr<FamilySolver> makeExactBattleSolver(const Stipulation& stip, SearchContext& context) {
    using Kind = Stipulation::Kind;
    std::unique_ptr<FamilySolver> solver;
    const auto make = [&]<class G>() {
        switch (stip.kind) {
            case Kind::Direct: solver = std::make_unique<BattleSolver<ExactPlay<DirectPlay<G>>>>(context); break;
            case Kind::Self: solver = std::make_unique<BattleSolver<ExactPlay<SelfPlay<G>>>>(context); break;
            case Kind::Reflex: solver = std::make_unique<BattleSolver<ExactPlay<ReflexPlay<G, true>>>>(context); break;
            case Kind::SemiReflex:
                solver = std::make_unique<BattleSolver<ExactPlay<ReflexPlay<G, false>>>>(context);
                break;
            default: break;
        }
    };
    if (dispatchGoal(stip.goal, make) || dispatchUnitGoal(stip.goal, make) || stip.kind != Kind::Direct) return solver;
    // The goals of a self-check and the negated mate: exact- direct play only.
    const auto exactDirect = [&]<class G>() {
        solver = std::make_unique<BattleSolver<ExactPlay<DirectPlay<G>>>>(context);
    };
    if (!dispatchSelfCheckGoal(stip.goal, exactDirect)) dispatchNegatedGoal(stip.goal, exactDirect);
    return solver;
}

} // namespace

std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context) {
    using Kind = Stipulation::Kind;
    if (!stip.supported()) return nullptr;
    if (stip.introMoves > 0) {
        std::unique_ptr<FamilySolver> play = makeFamilySolver(stip.mainPlay(), context);
        return play ? std::make_unique<IntroSeriesSolver>(context, std::move(play)) : nullptr;
    }
    if (context.options().quodlibet) {
        if (!stip.quodlibetSolved()) return nullptr;
        if (stip.kind == Kind::SemiReflex)
            return std::make_unique<BattleSolver<ReflexPlay<MateGoal, false, true>>>(context);
        if (stip.goal == Stipulation::GoalType::MateOrStalemate)
            return std::make_unique<BattleSolver<SelfPlay<MateOrStalemateGoal, true>>>(context);
        if (stip.goal == Stipulation::GoalType::Stalemate)
            return std::make_unique<BattleSolver<SelfPlay<StalemateGoal, true>>>(context);
        return std::make_unique<BattleSolver<SelfPlay<MateGoal, true>>>(context);
    }
    if (context.options().defenderGuarded() && stip.isBattle()) {
        // Threat N / MaxFlightsquares N: the guarded policies (mate only; the caller says why not).
        if (!stip.defenderGuardSolved()) return nullptr;
        switch (stip.kind) {
            case Kind::Direct: return std::make_unique<BattleSolver<DefenderGuarded<DirectMateGoal>>>(context);
            case Kind::Self: return std::make_unique<BattleSolver<DefenderGuarded<SelfMateGoal>>>(context);
            case Kind::Reflex: return std::make_unique<BattleSolver<DefenderGuarded<ReflexMateGoal>>>(context);
            default: return std::make_unique<BattleSolver<DefenderGuarded<SemiReflexMateGoal>>>(context);
        }
    }
    if (stip.exact && stip.isBattle()) return makeExactBattleSolver(stip, context);
    switch (stip.kind) {
        case Kind::Direct: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() { solver = std::make_unique<BattleSolver<DirectPlay<G>>>(context); };
            if (!dispatchGoal(stip.goal, make) && !dispatchSelfCheckGoal(stip.goal, make) &&
                !dispatchUnitGoal(stip.goal, make))
                dispatchNegatedGoal(stip.goal, make);
            return solver;
        }
        case Kind::Self: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() { solver = std::make_unique<BattleSolver<SelfPlay<G>>>(context); };
            if (!dispatchGoal(stip.goal, make) && !dispatchSelfCheckGoal(stip.goal, make))
                dispatchUnitGoal(stip.goal, make);
            return solver;
        }
        case Kind::Reflex:
        case Kind::SemiReflex: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() {
                if (stip.kind == Kind::Reflex)
                    solver = std::make_unique<BattleSolver<ReflexPlay<G, true>>>(context);
                else
                    solver = std::make_unique<BattleSolver<ReflexPlay<G, false>>>(context);
            };
            // The goals of a self-check too: the obligations find their moves (hasGoalMove).
            if (!dispatchGoal(stip.goal, make) && !dispatchSelfCheckGoal(stip.goal, make))
                dispatchUnitGoal(stip.goal, make);
            return solver;
        }
        case Kind::Help:
        case Kind::SeriesHelp:
        case Kind::SeriesDirect:
        case Kind::HelpSelf:
        case Kind::HelpDirect:
        case Kind::HelpReflex:
        case Kind::SeriesSelf:
        case Kind::SeriesReflex:
        case Kind::SeriesHelpSelf:
        case Kind::ReciHelp:
        case Kind::SeriesReciHelp:
        case Kind::ParrySeriesHelp:
        case Kind::ParrySeriesHelpSelf:
            if (!HelpSolver::composes(stip)) return nullptr;
            return std::make_unique<HelpSolver>(context);
        case Kind::ParrySeriesDirect:
        case Kind::ParrySeriesSelf:
        case Kind::HelpParrySeriesDirect:
        case Kind::HelpParrySeriesSelf:
        case Kind::ParrySeriesReflex:
        case Kind::HelpParrySeriesReflex: return std::make_unique<ParryBattleSolver>(context);
        default: return nullptr;
    }
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stipulation_registry.cpp  The registry of (play type, goal) pairs: which solver answers a
/// parsed stipulation. Battle play has one BattleSolver per play-type policy; help and series
/// play go to HelpSolver, which composes the play type with the goal (goals/goal_dispatch.h).
/// Stipulation::supported() lists the same pairs (test_stipulations checks they agree).
#include "family_solver.h"

#include "battle_line_solver.h"
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

/// How a battle play answers: a tree (keys, threats, variations, tries), or lines of its
/// shortest win as Popeye prints them after an introductory series (m->).
enum class Answer { Tree, Lines };

template <class Policy>
std::unique_ptr<FamilySolver> battle(SearchContext& context, Answer answer) {
    if (answer == Answer::Lines) return std::make_unique<BattleLineSolver<Policy>>(context);
    return std::make_unique<BattleSolver<Policy>>(context);
}

/// exact- in battle play: the play type's policy under ExactPlay (plays/exact_play.h).
std::unique_ptr<FamilySolver> makeExactBattleSolver(const Stipulation& stip, SearchContext& context, Answer answer) {
    using Kind = Stipulation::Kind;
    std::unique_ptr<FamilySolver> solver;
    const auto make = [&]<class G>() {
        switch (stip.kind) {
            case Kind::Direct: solver = battle<ExactPlay<DirectPlay<G>>>(context, answer); break;
            case Kind::Self: solver = battle<ExactPlay<SelfPlay<G>>>(context, answer); break;
            case Kind::Reflex: solver = battle<ExactPlay<ReflexPlay<G, true>>>(context, answer); break;
            case Kind::SemiReflex: solver = battle<ExactPlay<ReflexPlay<G, false>>>(context, answer); break;
            default: break;
        }
    };
    if (dispatchAnyGoal(stip.goal, make) || stip.kind != Kind::Direct) return solver;
    // The negated mate: exact- direct play only.
    dispatchNegatedGoal(stip.goal, [&]<class G>() { solver = battle<ExactPlay<DirectPlay<G>>>(context, answer); });
    return solver;
}

std::unique_ptr<FamilySolver> makeSolver(const Stipulation& stip, SearchContext& context, Answer answer) {
    using Kind = Stipulation::Kind;
    if (context.options().quodlibet) {
        if (!stip.quodlibetSolved()) return nullptr;
        if (stip.kind == Kind::SemiReflex) return battle<ReflexPlay<MateGoal, false, true>>(context, answer);
        if (stip.goal == Stipulation::GoalType::MateOrStalemate)
            return battle<SelfPlay<MateOrStalemateGoal, true>>(context, answer);
        if (stip.goal == Stipulation::GoalType::Stalemate)
            return battle<SelfPlay<StalemateGoal, true>>(context, answer);
        return battle<SelfPlay<MateGoal, true>>(context, answer);
    }
    if (context.options().defenderGuarded() && stip.isBattle()) {
        // Threat N / MaxFlightsquares N: the guarded policies (mate only; the caller says why not).
        if (!stip.defenderGuardSolved()) return nullptr;
        switch (stip.kind) {
            case Kind::Direct: return battle<DefenderGuarded<DirectMateGoal>>(context, answer);
            case Kind::Self: return battle<DefenderGuarded<SelfMateGoal>>(context, answer);
            case Kind::Reflex: return battle<DefenderGuarded<ReflexMateGoal>>(context, answer);
            default: return battle<DefenderGuarded<SemiReflexMateGoal>>(context, answer);
        }
    }
    if (stip.exact && stip.isBattle()) return makeExactBattleSolver(stip, context, answer);
    switch (stip.kind) {
        case Kind::Direct: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() { solver = battle<DirectPlay<G>>(context, answer); };
            if (!dispatchAnyGoal(stip.goal, make)) dispatchNegatedGoal(stip.goal, make);
            return solver;
        }
        case Kind::Self: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() { solver = battle<SelfPlay<G>>(context, answer); };
            dispatchAnyGoal(stip.goal, make);
            return solver;
        }
        case Kind::Reflex:
        case Kind::SemiReflex: {
            std::unique_ptr<FamilySolver> solver;
            const auto make = [&]<class G>() {
                if (stip.kind == Kind::Reflex)
                    solver = battle<ReflexPlay<G, true>>(context, answer);
                else
                    solver = battle<ReflexPlay<G, false>>(context, answer);
            };
            // The goals of a self-check too: the obligations find their moves (hasGoalMove).
            dispatchAnyGoal(stip.goal, make);
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
        case Kind::HelpParrySeriesReflex: return std::make_unique<ParryBattleSolver>(context, answer == Answer::Lines);
        default: return nullptr;
    }
}

} // namespace

std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context) {
    if (!stip.supported()) return nullptr;
    if (stip.introMoves > 0) {
        std::unique_ptr<FamilySolver> play = makeSolver(stip.mainPlay(), context, Answer::Lines);
        return play ? std::make_unique<IntroSeriesSolver>(context, std::move(play)) : nullptr;
    }
    return makeSolver(stip, context, Answer::Tree);
}

} // namespace gms

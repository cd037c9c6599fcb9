// SPDX-License-Identifier: GPL-3.0-or-later
#include "help_solver.h"

#include "goals/goal_dispatch.h"
#include "help_family.h"
#include "help_policies.h"
#include "notation.h"

#include <algorithm>

namespace gms {

using help_detail::solveFamily;
using help_detail::StalematePictureGoal;

void sortLines(std::vector<HelpLine>::iterator first, std::vector<HelpLine>::iterator last) {
    std::stable_sort(first, last, [](const HelpLine& a, const HelpLine& b) {
        std::size_t n = std::min(a.moves.size(), b.moves.size());
        for (std::size_t i = 0; i < n; ++i) {
            if (a.moves[i] == b.moves[i]) continue;
            return toUci(a.moves[i]) < toUci(b.moves[i]);
        }
        return a.moves.size() < b.moves.size();
    });
}

std::vector<int> HelpSolver::lengths(const Stipulation& stip) {
    std::vector<int> plies;
    const int full = stip.plies();
    // exact-: only the full length is a solution (reci-h: the help moves before the ending)
    if (stip.exact) return {stip.isReciprocal() ? full - 2 : full};
    if (stip.startingSideGoal) { // a goal for each side: either side's move may end a line
        for (int k = 1; k <= full; ++k) plies.push_back(k);
        return plies;
    }
    if (stip.kind == Stipulation::Kind::SeriesReciHelp) {
        // 1..N-1 series moves before the ending (Popeye 4.104: ser-reci-h#1 alone has none)
        for (int k = std::min(1, full - 2); k <= full - 2; ++k) plies.push_back(k);
        return plies;
    }
    if (stip.kind == Stipulation::Kind::SeriesHelp || stip.kind == Stipulation::Kind::SeriesSelf ||
        stip.kind == Stipulation::Kind::SeriesReflex) {
        for (int k = 2; k <= full; ++k) plies.push_back(k); // 1..N series moves, then the goal
    } else if (stip.kind == Stipulation::Kind::SeriesHelpSelf) {
        for (int k = 3; k <= full; ++k) plies.push_back(k); // 1..N series moves, the other side's move, the forced end
    } else if (stip.kind == Stipulation::Kind::ReciHelp) {
        // the help moves before the ending (N.5: the other side's half move first)
        for (int k = stip.halfMove ? 1 : 0; k <= full - 2; k += 2) plies.push_back(k);
    } else if (stip.kind == Stipulation::Kind::ParrySeriesHelp) {
        for (int k = 2; k <= full; k += 2) plies.push_back(k); // 1..N series moves, a parry or pass after each
    } else if (stip.kind == Stipulation::Kind::ParrySeriesHelpSelf) {
        for (int k = 3; k <= full; k += 2) plies.push_back(k); // the same, then the forced end
    } else if (stip.kind == Stipulation::Kind::SeriesDirect) {
        for (int k = 1; k <= full; ++k) plies.push_back(k);
    } else {
        for (int k = full % 2 ? 1 : 2; k <= full; k += 2) plies.push_back(k);
    }
    return plies;
}

std::vector<int> HelpSolver::setPlayLengths(const Stipulation& stip) {
    std::vector<int> plies;
    if (stip.kind == Stipulation::Kind::SeriesHelp) {
        plies.push_back(1); // Popeye: the goal side's immediate goal moves
    } else if (stip.kind == Stipulation::Kind::Help || stip.kind == Stipulation::Kind::HelpSelf ||
               stip.kind == Stipulation::Kind::HelpDirect) {
        // The diagram's side passes, then help play one half move shorter (hs, help-direct:
        // Popeye 4.104 prints it, EXAMPLES/capzug.inp, BEISPIEL/undeckbar.inp).
        const int full = stip.plies() - 1;
        // A goal for each side ("4h[=]h[#]"): either side's move may end a line.
        const int step = stip.startingSideGoal ? 1 : 2;
        for (int k = step == 1 || full % 2 ? 1 : 2; k <= full; k += step) plies.push_back(k);
    }
    return plies;
}

namespace {

/// Calls `f.template operator()<Play>()` with `stip`'s play type composed with the goal G;
/// false for a play type the help solver does not take. Stipulation::supported() says which
/// (play type, goal) pairs are asked for.
template <class G, class F>
bool dispatchPlayOfGoal(const Stipulation& stip, F& f) {
    switch (stip.kind) {
        case Stipulation::Kind::Help:
            if (stip.startingSideGoal) { // a goal for each side: one play for every pair, goals read at run time
                f.template operator()<HelpEitherGoalPlay>();
                return true;
            }
            if (stip.forbiddenGoal) { // a goal forbidden to one side's moves: goals read at run time
                f.template operator()<HelpForbiddenGoalPlay>();
                return true;
            }
            f.template operator()<HelpPlay<G>>();
            return true;
        case Stipulation::Kind::SeriesHelp: f.template operator()<SeriesHelpPlay<G>>(); return true;
        case Stipulation::Kind::SeriesDirect: f.template operator()<SeriesDirectPlay<G>>(); return true;
        case Stipulation::Kind::HelpSelf:
            if (stip.endingNotInCheck)
                f.template operator()<HelpSelfPlay<G, true>>();
            else
                f.template operator()<HelpSelfPlay<G>>();
            return true;
        case Stipulation::Kind::HelpDirect:
            if (stip.attackerEnding())
                f.template operator()<HelpDirectPlay<G, false, true>>();
            else if (stip.endingNotInCheck)
                f.template operator()<HelpDirectPlay<G, true>>();
            else
                f.template operator()<HelpDirectPlay<G, false>>();
            return true;
        case Stipulation::Kind::HelpReflex: f.template operator()<HelpReflexPlay<G>>(); return true;
        case Stipulation::Kind::SeriesSelf: f.template operator()<SeriesSelfPlay<G>>(); return true;
        case Stipulation::Kind::SeriesReflex: f.template operator()<SeriesReflexPlay<G>>(); return true;
        case Stipulation::Kind::SeriesHelpSelf: f.template operator()<SeriesHelpSelfPlay<G>>(); return true;
        case Stipulation::Kind::ReciHelp: f.template operator()<ReciHelpPlay<G>>(); return true;
        case Stipulation::Kind::SeriesReciHelp: f.template operator()<SeriesReciHelpPlay<G>>(); return true;
        case Stipulation::Kind::ParrySeriesHelp:
            f.template operator()<ParrySeriesPlay<G, ParryEnd::Help>>();
            return true;
        case Stipulation::Kind::ParrySeriesHelpSelf:
            f.template operator()<ParrySeriesPlay<G, ParryEnd::HelpSelf>>();
            return true;
        default: return false;
    }
}

/// Calls `f.template operator()<Play>()` with `stip`'s play type composed with its goal.
template <class F>
bool dispatchHelpPlay(const Stipulation& stip, F&& f) {
    bool composed = false;
    const auto compose = [&]<class G>() { composed = dispatchPlayOfGoal<G>(stip, f); };
    dispatchAnyGoal(stip.goal, compose);
    return composed;
}

/// Auto searches help play of fewer half moves full width: there the goal-directed search's
/// set-up costs more than it cuts (README: helpmates.tsv's h#2 and h#2.5).
constexpr int autoIntelligentMinPlies = 6;

} // namespace

bool HelpSolver::composes(const Stipulation& stip) {
    return dispatchHelpPlay(stip, []<class Play>() {});
}

void HelpSolver::solve(const Position& pos, const Stipulation& stip, Solution& sol) {
    // The goal-directed search knows the final positions of mate and stalemate (mate_picture.h):
    // other goals run full width.
    if (ctx_.options().nullMoves) { // h#N (Solver refuses the rest): full width, the passes among the moves
        sol.helpMethod = HelpMethod::FullWidth;
        PassHistory::clear();
        solveFamily<NullMovePlay<HelpPlay<MateGoal>>>(ctx_, pos, stip, sol);
        return;
    }
    const bool intelligent =
        ctx_.options().helpMethod != HelpMethod::FullWidth &&
        (stip.goal == Stipulation::GoalType::Mate || stip.goal == Stipulation::GoalType::Stalemate) &&
        (stip.kind == Stipulation::Kind::Help || stip.kind == Stipulation::Kind::SeriesHelp) &&
        !stip.startingSideGoal && // a goal for each side: the pictures know one side's goal only
        !stip.forbiddenGoal &&    // nor a goal forbidden to one side
        pos.kingSquare(White) != NoSquare && pos.kingSquare(Black) != NoSquare && // pictures stand on both kings
        !(ctx_.options().helpMethod == HelpMethod::Auto && stip.kind == Stipulation::Kind::Help &&
          stip.plies() < autoIntelligentMinPlies);
    sol.helpMethod = intelligent ? HelpMethod::Intelligent : HelpMethod::FullWidth;
    if (intelligent) {
        const bool series = stip.kind == Stipulation::Kind::SeriesHelp;
        if (stip.goal == Stipulation::GoalType::Stalemate) {
            if (series)
                solveFamily<StalematePictureGoal<SeriesHelpPlay<StalemateGoal>>>(ctx_, pos, stip, sol);
            else
                solveFamily<StalematePictureGoal<HelpPlay<StalemateGoal>>>(ctx_, pos, stip, sol);
        } else if (series)
            solveFamily<PictureGoal<SeriesHelpPlay<MateGoal>>>(ctx_, pos, stip, sol);
        else
            solveFamily<PictureGoal<HelpPlay<MateGoal>>>(ctx_, pos, stip, sol);
        return;
    }
    if (!dispatchHelpPlay(stip, [&]<class Play>() { solveFamily<Play>(ctx_, pos, stip, sol); }))
        sol.error = "stipulation " + stip.toString() + " is not yet supported";
}

} // namespace gms

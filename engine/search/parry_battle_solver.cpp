// SPDX-License-Identifier: GPL-3.0-or-later
#include "parry_battle_solver.h"

#include "goals/goal_dispatch.h"
#include "help_solver.h"
#include "plays/exact_play.h"
#include "plays/parry_series_play.h"
#include "prover.h"

#include <algorithm>

namespace gms {

namespace {

/// Walks the solution of pser-, pser-s, pser-r, phser-, phser-s or phser-r (Play: ParrySeriesPlay<G,
/// Direct, Self or Reflex, help parries or not>) with the prover's answers; its own recursion follows the solution (at
/// most 2N levels), never the search. After a defending parry (pser-) only the shortest
/// continuations are lines; after a helping one (phser-) every continuation is.
template <class Play>
class ParryLineWalker {
public:
    ParryLineWalker(SearchContext& context, Position& pos, int seriesMoves, bool shortestOnly)
        : ctx_(context), prover_(context), pos_(pos), seriesMoves_(seriesMoves), shortestOnly_(shortestOnly) {}

    /// Every line of the keys within the stipulation's series moves (the shortest only, if
    /// so made), the series side to move, those with fewer series moves first, each length in
    /// UCI text order.
    void collect(std::vector<HelpLine>& out) {
        byLength_.assign(std::size_t(seriesMoves_) + 1, {});
        // After an intro Popeye 4.104 prints pser-, pser-s and pser-r by their shortest keys only,
        // and phser- in full; exact- has one length.
        seriesNode(Play::plies(seriesMoves_), shortestOnly_ && !Play::helpParries && !Exact);
        for (auto& lines : byLength_) {
            sortLines(lines.begin(), lines.end());
            out.insert(out.end(), lines.begin(), lines.end());
        }
    }

private:
    using G = typename Play::GoalType;
    /// exact-: the goal counts at the last move only; every continuation has the full length.
    static constexpr bool Exact = isExactPlay<Play>();

    /// The series side to move with `pliesLeft`: its moves that succeed within them (with
    /// `shortest`, within the fewest plies that still succeed), each followed on.
    void seriesNode(int pliesLeft, bool shortest) {
        if (shortest) {
            int found = 0;
            for (int k = 1; Play::plies(k) <= pliesLeft && !found; ++k)
                if (prover_.prove(pos_, Play::plies(k))) found = Play::plies(k);
            if (!found) return;
            pliesLeft = found;
        }
        forEachMove(pliesLeft, [&](Move m, const UndoInfo& undo) {
            int value = Play::leaf(pos_, m, undo, pliesLeft - 1, ctx_.counters);
            if (value == -1) value = prover_.prove(pos_, pliesLeft - 1) ? 1 : 0;
            if (value != 1) return;
            line_.push_back(m);
            ++seriesInLine_;
            otherNode(pliesLeft - 1, m, undo);
            --seriesInLine_;
            line_.pop_back();
        });
    }

    /// Makes each of the node's moves (a pass too) in turn, calls `visit(move, undo)`, takes it back.
    template <class Visit>
    void forEachMove(int pliesLeft, Visit&& visit) {
        MoveList moves;
        generateGoalMoves<Play>(pos_, moves, pliesLeft);
        for (int i = 0; i < moves.size && !ctx_.pollNow(); ++i) {
            const Move m = moves.moves[i];
            UndoInfo undo, passUndo;
            const bool passed = makeGoalMove<Play>(pos_, m, pliesLeft, undo, passUndo);
            ++ctx_.counters.gen;
            visit(m, undo);
            unmakeGoalMove<Play>(pos_, m, passed, undo, passUndo);
        }
    }

    /// The other side to move with `pliesLeft` after the series move `last`, which succeeds:
    /// the goal reached here ends the line; else every parry (or the pass) is followed on.
    void otherNode(int pliesLeft, Move last, const UndoInfo& lastUndo) {
        if constexpr (Play::end == ParryEnd::Direct) {
            if (G::reached(pos_, last, lastUndo) && (!Exact || pliesLeft == 0)) {
                emit();
                // Help parries: a stalemate (an immobility) before the last series move lets the
                // other side pass, and the series goes on (Popeye 4.104: phser-=3 lists
                // "1.Kg4*h4 2.Qe2-f2 =" and "1.Kg4*h4 2.Qe2-f2 3.Bh3-c8 =").
                if constexpr (!(Play::helpParries && G::immobility)) return;
                if (pliesLeft == 0) return;
            }
        } else if constexpr (Play::end == ParryEnd::Reflex) {
            (void)last, (void)lastUndo;
            MoveList goalMoves; // the other side that can reach the goal must: a line per goal move
            // exact-: the other side's obligation holds at its last move only, but in phser-r
            // throughout (there an early goal move fails the series move, so none is found here)
            if ((!Exact || Play::obligedThroughout || pliesLeft == 1) &&
                hasGoalMove<G>(pos_, ctx_.counters, &goalMoves)) {
                emitEach(goalMoves);
                return;
            }
        } else {
            (void)last, (void)lastUndo;
            // the other side is forced to the goal: a line each
            if ((!Exact || pliesLeft == 1) && everyMoveReaches<G>(pos_, ctx_.counters)) {
                MoveList forced; // its legal moves, or its goal self-checks when it has none (!#, ##, ##!)
                SelfEndingPlay<G>::forcedMoves(pos_, forced, ctx_.counters);
                emitEach(forced);
                return;
            }
            // pser-s: a parry by a goal self-check (!#, ##, ##!) reaches the goal, a line each
            // (Popeye 4.104: "1.Qe2-f1 + Kf7-f6 !#" in pser-s!#2). Such a parry refutes nothing,
            // so the prover, which knows the legal parries only, judges the series move alike.
            if constexpr (isSelfCheckGoal<G>() && !Play::helpParries) {
                MoveList goalParries;
                if (pos_.inCheck() && hasGoalMove<G>(pos_, ctx_.counters, &goalParries)) emitEach(goalParries);
            }
        }
        forEachMove(pliesLeft, [&](Move d, const UndoInfo& undo) {
            const bool pass = d == Move::none();
            if (!pass) line_.push_back(d);
            // pser-s: a parry that reaches the goal itself (or mates the series side) ends the line.
            const int value = Play::leaf(pos_, d, undo, pliesLeft - 1, ctx_.counters);
            if (value == 1 ||
                (Play::end == ParryEnd::Self && !pass && !hasLegalMove(pos_) && Play::noMoves(pos_, pliesLeft - 1)))
                emit();
            else if (value == -1)
                seriesNode(pliesLeft - 1, !Play::helpParries && !Exact);
            if (!pass) line_.pop_back();
        });
    }

    /// A line for each of `last`'s moves, each ending the line so far.
    void emitEach(const MoveList& last) {
        for (int i = 0; i < last.size; ++i) {
            line_.push_back(last.moves[i]);
            emit();
            line_.pop_back();
        }
    }

    void emit() {
        HelpLine line;
        line.moves = line_;
        line.isShort = seriesInLine_ < seriesMoves_;
        byLength_[std::size_t(seriesInLine_)].push_back(std::move(line));
    }

    SearchContext& ctx_;
    Prover<Play> prover_;
    Position& pos_;
    int seriesMoves_;
    bool shortestOnly_;
    std::vector<Move> line_;                      ///< The line so far, passes left out.
    int seriesInLine_ = 0;                        ///< The series side's moves in it.
    std::vector<std::vector<HelpLine>> byLength_; ///< The lines found, by their series moves.
};

} // namespace

void ParryBattleSolver::solve(const Position& start, const Stipulation& stip, Solution& sol) {
    Position pos = start;
    const SearchCounters before = ctx_.counters;
    const double t0 = ctx_.elapsed();
    ctx_.progress.phase = "search";
    // Play: the play type composed with its goal; exact- wraps it (plays/exact_play.h).
    const auto collect = [&]<class Play>() {
        if (stip.exact)
            ParryLineWalker<ExactPlay<Play>>(ctx_, pos, stip.moves, afterIntro_).collect(sol.lines);
        else
            ParryLineWalker<Play>(ctx_, pos, stip.moves, afterIntro_).collect(sol.lines);
    };
    const auto walk = [&]<class G>() {
        using Kind = Stipulation::Kind;
        switch (stip.kind) {
            case Kind::ParrySeriesSelf: collect.template operator()<ParrySeriesPlay<G, ParryEnd::Self>>(); break;
            case Kind::HelpParrySeriesDirect:
                collect.template operator()<ParrySeriesPlay<G, ParryEnd::Direct, true>>();
                break;
            case Kind::HelpParrySeriesSelf:
                collect.template operator()<ParrySeriesPlay<G, ParryEnd::Self, true>>();
                break;
            case Kind::ParrySeriesReflex:
            case Kind::HelpParrySeriesReflex:
                // The series side that can reach the goal in the diagram must: those moves are
                // shown (Popeye: "1.Qb5-a6 # ?!?") and nothing else.
                // After an intro Popeye 4.104 shows them for phser-r, but not for pser-r (as not
                // for r#): there is no line then.
                if (std::vector<AttackNode> obliged = obligedGoalMoves<G>(pos, ctx_.counters); !obliged.empty()) {
                    if (!afterIntro_ || stip.kind == Kind::HelpParrySeriesReflex) sol.obligedMates = std::move(obliged);
                    break;
                }
                if (stip.kind == Kind::ParrySeriesReflex)
                    collect.template operator()<ParrySeriesPlay<G, ParryEnd::Reflex>>();
                else
                    collect.template operator()<ParrySeriesPlay<G, ParryEnd::Reflex, true>>();
                break;
            default: collect.template operator()<ParrySeriesPlay<G, ParryEnd::Direct>>(); break;
        }
    };
    dispatchAnyGoal(stip.goal, walk);
    IterationStats row;
    row.ply = stip.plies();
    addCounters(row, ctx_.counters - before);
    row.seconds = ctx_.elapsed() - t0;
    sol.iterations.push_back(row);
    if (ctx_.hooks().iteration && !ctx_.cancelled()) ctx_.hooks().iteration(row);
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_parameter.h  The run-time parameters of a goal: Zxy's target square, the goal of
/// reci-h's direct ending when it is not the help ending's (reci-h(=)#), Popeye's GoalIsEnd,
/// semi-reflex help and series play.
#pragma once

#include "stipulation.h"
#include "types.h"

#include <atomic>
#include <optional>

namespace gms {

/// What a problem adds to its goal at run time.
struct GoalParameters {
    int targetSquare = -1;                                 ///< Zxy's square; -1: none.
    std::optional<Stipulation::GoalType> directEndingGoal; ///< reci-h(G)...: G; none: the play's goal.
    /// Popeye's GoalIsEnd: a goal that is no immobility, reached by the side that is not to
    /// reach it, ends the play unsolved.
    bool goalIsEnd = false;
    /// Help-reflex and series-reflex play written with '>' alone: the side that does not reach
    /// the goal is not obliged to (Stipulation::semiReflex).
    bool semiReflex = false;
    /// Help play written "3h[1a[x]d]h": the goal side's earlier goal does not end the line
    /// (Stipulation::earlyGoalGoesOn).
    bool earlyGoalGoesOn = false;
    /// Help-direct play with the attacker's ending ("3a[G]d", "7a[G]d"): its moves.
    int directEndingMoves = 2;
    /// The solve's stop flag (nullptr: none), for a goal test that searches (that ending).
    const std::atomic<bool>* cancel = nullptr;
    /// That ending keeps the values it found (off with the transposition table: hash 0).
    bool endingCache = true;
    /// Help play in which each side has a goal ("4h[=]h[#]"): the goal of the side that starts
    /// (Stipulation::startingSideGoal), that side (the diagram's side to move), and the other
    /// side's goal.
    std::optional<Stipulation::GoalType> startingSideGoal;
    Color startingSide = White;
    Stipulation::GoalType otherSideGoal = Stipulation::GoalType::Mate;
    /// Help play with a goal forbidden to one side's moves (Stipulation::forbiddenGoal).
    std::optional<Stipulation::GoalType> forbiddenGoal;
    bool forbiddenForGoalSide = true;
    /// Series-self play ending in the series side's own forced move (Stipulation::seriesSideEnds).
    bool seriesSideEnds = false;
    /// Series help-self and self play's forced end with Popeye's {!+} ("8s[1a[/1d[+]a{!+}]d]",
    /// "3a[/1d[+]a{!+}]d"): the forced side must not be in check there (help-self play has it
    /// as a template parameter).
    bool endingNotInCheck = false;
    /// Self play's forced end behind Popeye's '/' ("3a[/1d[+]a{!+}]d"): proved, not shown.
    bool endingHidden = false;

    GoalParameters() = default;
    explicit GoalParameters(int square) : targetSquare(square) {}
    GoalParameters(const Stipulation& stip, bool goalIsEnd)
        : targetSquare(stip.targetSquare), directEndingGoal(stip.directEndingGoal), goalIsEnd(goalIsEnd),
          semiReflex(stip.semiReflex), earlyGoalGoesOn(stip.earlyGoalGoesOn),
          directEndingMoves(stip.attackerEnding() ? stip.attackerEndingMoves() : 2),
          startingSideGoal(stip.startingSideGoal), otherSideGoal(stip.goal), forbiddenGoal(stip.forbiddenGoal),
          forbiddenForGoalSide(stip.forbiddenForGoalSide), seriesSideEnds(stip.seriesSideEnds),
          endingNotInCheck(stip.endingNotInCheck), endingHidden(stip.endingHidden) {}
};

/// Goals are static structs composed with the play types at compile time, but the square of
/// Zxy, reci-h's bracketed goal, GoalIsEnd and semi-reflex play are known only when the problem is read. Each thread
/// solving a problem holds them: set by Solver::solve (and by whoever tests a goal outside a
/// solve, e.g. the notation), handed on to the worker threads by WorkerPool::run.
class GoalParameter {
public:
    static int targetSquare() { return current_.targetSquare; }
    static const std::optional<Stipulation::GoalType>& directEndingGoal() { return current_.directEndingGoal; }
    static bool goalIsEnd() { return current_.goalIsEnd; }
    static bool semiReflex() { return current_.semiReflex; }
    static bool earlyGoalGoesOn() { return current_.earlyGoalGoesOn; }
    static int directEndingMoves() { return current_.directEndingMoves; }
    static bool cancelled() { return current_.cancel && current_.cancel->load(std::memory_order_relaxed); }
    static bool endingCache() { return current_.endingCache; }
    static bool seriesSideEnds() { return current_.seriesSideEnds; }
    static bool endingNotInCheck() { return current_.endingNotInCheck; }
    static bool endingHidden() { return current_.endingHidden; }
    static const GoalParameters& current() { return current_; }
    /// Sets the parameters for the life of the scope on this thread.
    class Scope {
    public:
        explicit Scope(const GoalParameters& parameters) : saved_(current_) { current_ = parameters; }
        ~Scope() { current_ = saved_; }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        GoalParameters saved_;
    };

private:
    static inline thread_local GoalParameters current_;
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal_dispatch.h  From a run-time goal (Stipulation::GoalType) to its compile-time goal
/// struct: the one place that lists the goals a play type can be composed with.
#pragma once

#include "goals/any_move.h"
#include "goals/auto_mate.h"
#include "goals/auto_stalemate.h"
#include "goals/capture.h"
#include "goals/castling.h"
#include "goals/check.h"
#include "goals/chess81.h"
#include "goals/circuit.h"
#include "goals/counter_mate.h"
#include "goals/double_mate.h"
#include "goals/double_stalemate.h"
#include "goals/en_passant.h"
#include "goals/exchange.h"
#include "goals/kiss.h"
#include "goals/mate.h"
#include "goals/mate_or_stalemate.h"
#include "goals/not_mate.h"
#include "goals/stalemate.h"
#include "goals/target.h"
#include "goals/win_piece.h"

/// Every goal struct but MateGoal (the mate families are instantiated by name): X(Goal) for
/// each, for explicit template instantiations (battle_policies.h).
#define GMS_FOR_EACH_GOAL_BUT_MATE(X)                                                                                  \
    X(StalemateGoal)                                                                                                   \
    X(DoubleStalemateGoal)                                                                                             \
    X(MateOrStalemateGoal)                                                                                             \
    X(CheckGoal)                                                                                                       \
    X(CaptureGoal)                                                                                                     \
    X(EnPassantGoal) X(CastlingGoal) X(AnyMoveGoal) X(AutoStalemateGoal) X(TargetGoal) X(Chess81Goal) X(WinPieceGoal)

/// The goals reached by a self-check (goals/self_check_goal.h): their goal moves are generated
/// apart (GenMode::SelfChecks), so they have a list and a dispatch of their own.
#define GMS_FOR_EACH_SELF_CHECK_GOAL(X) X(AutoMateGoal) X(DoubleMateGoal) X(CounterMateGoal)

/// The goals that follow units from the diagram (ct, <>, Kxy: Position::followUnits): the
/// position must follow units for them, so they have a list and a dispatch of their own.
#define GMS_FOR_EACH_UNIT_GOAL(X) X(CircuitGoal) X(ExchangeGoal) X(KissGoal)

namespace gms {

/// Calls `f.template operator()<G>()` with the goal struct G of `goal`; returns false (and
/// calls nothing) for a goal that has no struct yet. A new goal is one file in goals/ and one
/// line here.
template <class F>
bool dispatchGoal(Stipulation::GoalType goal, F&& f) {
    using T = Stipulation::GoalType;
    switch (goal) {
        case T::Mate: f.template operator()<MateGoal>(); return true;
        case T::Stalemate: f.template operator()<StalemateGoal>(); return true;
        case T::DoubleStalemate: f.template operator()<DoubleStalemateGoal>(); return true;
        case T::MateOrStalemate: f.template operator()<MateOrStalemateGoal>(); return true;
        case T::Check: f.template operator()<CheckGoal>(); return true;
        case T::Capture: f.template operator()<CaptureGoal>(); return true;
        case T::EnPassant: f.template operator()<EnPassantGoal>(); return true;
        case T::Castling: f.template operator()<CastlingGoal>(); return true;
        case T::AnyMove: f.template operator()<AnyMoveGoal>(); return true;
        case T::AutoStalemate: f.template operator()<AutoStalemateGoal>(); return true;
        case T::Target: f.template operator()<TargetGoal>(); return true;
        case T::Chess81: f.template operator()<Chess81Goal>(); return true;
        case T::WinPiece: f.template operator()<WinPieceGoal>(); return true;
        default: return false;
    }
}

/// dispatchGoal for the negated mate of structured stipulations ("1a[!#]d"), composed with
/// direct play and its exact- form only; false for any other goal.
template <class F>
bool dispatchNegatedGoal(Stipulation::GoalType goal, F&& f) {
    if (goal != Stipulation::GoalType::NotMate) return false;
    f.template operator()<NotMateGoal>();
    return true;
}

/// dispatchGoal for the goals reached by a self-check (!#, ##, ##!); false for any other goal.
template <class F>
bool dispatchSelfCheckGoal(Stipulation::GoalType goal, F&& f) {
    using T = Stipulation::GoalType;
    switch (goal) {
        case T::AutoMate: f.template operator()<AutoMateGoal>(); return true;
        case T::DoubleMate: f.template operator()<DoubleMateGoal>(); return true;
        case T::CounterMate: f.template operator()<CounterMateGoal>(); return true;
        default: return false;
    }
}

/// dispatchGoal for the goals that follow units (ct, <>, Kxy); false for any other goal.
template <class F>
bool dispatchUnitGoal(Stipulation::GoalType goal, F&& f) {
    using T = Stipulation::GoalType;
    switch (goal) {
        case T::Circuit: f.template operator()<CircuitGoal>(); return true;
        case T::Exchange: f.template operator()<ExchangeGoal>(); return true;
        case T::Kiss: f.template operator()<KissGoal>(); return true;
        default: return false;
    }
}

/// Every goal a play type composes with (dispatchGoal, dispatchSelfCheckGoal, dispatchUnitGoal);
/// false for the negated mate, which direct play alone takes (dispatchNegatedGoal).
template <class F>
bool dispatchAnyGoal(Stipulation::GoalType goal, F&& f) {
    return dispatchGoal(goal, f) || dispatchSelfCheckGoal(goal, f) || dispatchUnitGoal(goal, f);
}

/// Whether `m` from `before` reaches `goal` (false for a goal without a struct), `targetSquare`
/// that of Zxy and Kxy: for the notation of a solution, not for the search (`before` follows
/// units where the goal needs it).
inline bool goalReachedBy(Stipulation::GoalType goal, const Position& before, Move m, int targetSquare = -1) {
    GoalParameter::Scope target{GoalParameters(targetSquare)};
    Position after = before;
    UndoInfo undo;
    after.makeMove(m, undo);
    bool reached = false;
    const auto test = [&]<class G>() { reached = G::reached(after, m, undo); };
    dispatchAnyGoal(goal, test);
    return reached;
}

} // namespace gms

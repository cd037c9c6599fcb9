// SPDX-License-Identifier: GPL-3.0-or-later
/// @file defender_guard.h  Popeye's Threat N, MaxFlightsquares N and NonTrivial M N: battle play
/// (any play policy `Play`) where the defender has also defended when it faces no short threat,
/// when its king has too many flights, or when it has too many non-trivial defences. Only solves
/// with one of these options use it (stipulation_registry.cpp), so the plain policies pay nothing.
#pragma once

#include "goal.h"
#include "prover.h"
#include "reflexmate_goal.h"

#include <type_traits>

namespace gms {

/// Popeye guards every defender node (options/maxthreatlength.c, options/maxflightsquares.c).
/// Popeye counts a defender node's length as the half moves left including the defender's
/// (slack aside): 2m in #, 2m+1 in s# and r# (the defender's final move), m the attacker moves
/// still to come; GMS's pliesLeft is the same number.
///  - Threat N: at a node of at least 2N half moves whose defender is not in check, the
///    attacker must win within 2N-1 half moves were the defender to pass (#N; in s# that is
///    s#(N-1): the defender's final move must fit as well; in r# and semi-r#, whose defender
///    nodes count one half move more here, both lengths are one half move longer: r#N's
///    threat from 2N+1 on); otherwise the attacker's last move fails.
///  - MaxFlightsquares N: at a node of more than 3 half moves ("for moremovers"), the
///    attacker's last move fails when the defender's king has more than N legal moves.
///  - NonTrivial M N (options/nontrivial.c): at a node of more than 2N+1 half moves, a defence
///    is trivial when the attacker wins after it within 2N+1 half moves (2N+2 in #, where the
///    node's length is even: Popeye keeps the parity), the defence included. With k non-trivial
///    defences and an allowance M' (M at the root), the attacker's last move fails when
///    k > M'+1; otherwise the nodes below get M'+1-k. The allowance depends on the path: the
///    table keys it with the position (prover.h); such a solve runs without the repetition cut
///    and helper threads (solver.cpp). In (semi-)reflex play Popeye's defender nodes count one
///    half move less than GMS's pliesLeft (the defender's obliged last move stands outside its
///    branch there), which makes N one higher here (checked against Popeye's trees).
/// They apply at every level of the tree (keys, threats, variations, tries), as in Popeye, and
/// at the length Popeye judges them: an attack node wins when it wins at any length up to its
/// own (shorterWin), and keys are judged at the full length (battle_solver_impl.h).
template <class Play>
struct DefenderGuarded : Play {
    static constexpr bool hasContextTest = true;
    static int contextTest(Position& pos, int pliesLeft, SearchContext& ctx, int& budget) {
        const SolverOptions& o = ctx.options();
        if (Play::kind(pliesLeft) != NodeKind::And) {
            const bool lengthGuarded = o.maxThreatLength > 0 || o.maxFlights >= 0;
            return lengthGuarded && shorterWin(pos, pliesLeft, ctx, budget) ? 1 : -1;
        }
        constexpr int reflexShift = IsReflexPlay<Play>::value ? 1 : 0; // see the class comment
        const int trivialLength = o.nonTrivialLength + reflexShift;
        if (o.nonTrivialMax >= 0 && pliesLeft > 2 * trivialLength + 1) {
            const int nonTrivial = nonTrivialDefences(pos, pliesLeft, ctx, trivialLength, budget + 2);
            if (nonTrivial > budget + 1) return 0;
            budget += 1 - nonTrivial;
        }
        if (o.maxFlights >= 0 && pliesLeft > 3 + reflexShift && kingMoves(pos, o.maxFlights + 1) > o.maxFlights)
            return 0;
        const int threatPlies = 2 * o.maxThreatLength + reflexShift;
        if (o.maxThreatLength > 0 && pliesLeft >= threatPlies && !pos.inCheck()) {
            int moves = 0; // the longest win that fits in 2N-1 half moves (Popeye's count)
            while (Play::plies(moves + 1) <= threatPlies - 1) ++moves;
            if (moves == 0) return 0;
            UndoInfo pass;
            pos.makeNullMove(pass);
            // The threat is the plain goal's: within N moves no guarded node lies deep enough.
            Prover<Play> threat(ctx);
            const bool threatens = threat.prove(pos, Play::plies(moves));
            pos.unmakeNullMove(pass);
            if (!threatens) return 0;
        }
        return -1;
    }
    /// Other table entries than the plain policy's; and a guard that applies from N moves on
    /// breaks "a win within p plies is a win within more", so entries hold for their plies only.
    static constexpr int goalId = 128 + Play::goalId;
    static constexpr BoundKind bounds = BoundKind::Exact;

private:
    template <class P>
    struct IsReflexPlay : std::false_type {};
    template <class G, bool AttackerObliged, bool Quodlibet>
    struct IsReflexPlay<ReflexPlay<G, AttackerObliged, Quodlibet>> : std::true_type {};
    /// Popeye looks for the attacker's shortest win at every attack node, one length after the
    /// other, and a guard judges the defender nodes of that length: a win at a shorter length of
    /// the same parity is a win here even when the guard would refute it at this one. (Threat
    /// and MaxFlightsquares; NonTrivial agrees with Popeye without it on every tree compared.)
    static bool shorterWin(Position& pos, int pliesLeft, SearchContext& ctx, int budget) {
        const int saved = ctx.nonTrivialBudget;
        bool wins = false;
        for (int q = (pliesLeft & 1) ? 3 : 2; q < pliesLeft && !wins && !ctx.cancelled(); q += 2) {
            ctx.nonTrivialBudget = budget;
            Prover<DefenderGuarded> shorter(ctx);
            wins = shorter.prove(pos, q);
        }
        ctx.nonTrivialBudget = saved;
        return wins;
    }
    /// The defences after which the attacker does not win within 2n+1 half moves (Popeye's
    /// parity kept), counted up to `enough`.
    static int nonTrivialDefences(Position& pos, int pliesLeft, SearchContext& ctx, int n, int enough) {
        const int testPlies = 2 * n + 1 + (pliesLeft - 1) % 2;
        MoveList defences;
        generateLegal(pos, defences, GenMode::All, nullptr);
        Prover<Play> attacker(ctx); // the plain play: no guarded node lies that deep
        int count = 0;
        for (int i = 0; i < defences.size && count < enough && !ctx.cancelled(); ++i) {
            const Move d = defences.moves[i];
            UndoInfo undo;
            pos.makeMove(d, undo);
            ++ctx.counters.gen;
            int wins = Play::leaf(pos, d, undo, testPlies - 1, ctx.counters);
            if (wins == -1) wins = attacker.prove(pos, testPlies - 1) ? 1 : 0;
            pos.unmakeMove(d, undo);
            if (wins == 0) ++count;
        }
        return count;
    }
    /// Legal moves of the side to move's king, counted up to `enough`.
    static int kingMoves(const Position& pos, int enough) {
        MoveList list;
        generateLegal(pos, list, GenMode::All, nullptr);
        const Square king = pos.kingSquare(pos.sideToMove());
        int count = 0;
        for (int i = 0; i < list.size && count < enough; ++i)
            if (list.moves[i].from() == king) ++count;
        return count;
    }
};

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file goal.h  The goal-policy vocabulary of the prover kernel (prover.h).
///
/// A goal policy (a play type composed with a goal, see plays/ and goals/) is a class of static members that tells the kernel, for a node
/// with `pliesLeft` half moves still to play (the move from this node included):
///   static NodeKind kind(int pliesLeft);          Or: one good move is enough; And: every move must be good.
///   static GenMode generation(int pliesLeft);     which moves to generate (checks only for a mating move).
///   static Ordering ordering(int pliesLeft);      which ordering weights (None: unordered, cheapest).
///   static bool noMoves(const Position&, int pliesLeft);   value of a node without moves.
///   static int leaf(Position&, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters&);
///                                                 after the move `last`: 1/0 when the node reached
///                                                 is decided without a search, -1 to search it.
///   static constexpr bool hasEntryTest;           entryTest() is called before generating (obligations).
///   static int entryTest(Position&, int pliesLeft, SearchCounters&);  1/0 decided, -1 search on.
///   static constexpr bool hasContextTest;         contextTest() is called after the table probe (options' guards).
///   static int contextTest(Position&, int pliesLeft, SearchContext&, int& budget);  1/0 decided, -1 search on;
///                                                 `budget`: NonTrivial's allowance, the parent's in, this node's out.
///   static constexpr bool series;                 series play: the other side passes after some moves.
///   static bool passAfter(int pliesLeft);         a null move follows the move from this node.
///   static bool allowed(const Position&, Move, int pliesLeft);  series play: may this move be played?
///   static constexpr bool filtersMoves;           allowed() is asked outside series play too.
///   static constexpr int goalId;                  salts the transposition-table key (one per goal).
///   static constexpr BoundKind bounds;            how table entries carry over to other plies.
///   static constexpr int tableMinPlies;           nodes with fewer plies left are not worth a table probe.
/// Values are "the goal is reached" (the attacker, or the helping sides, succeed).
/// Battle goals (#, s#, r#) also answer the tree builder's questions (plies(moves), the
/// defender's moves judged in place, obligations): see tree_builder.h.
#pragma once

#include "goals/self_check_goal.h"
#include "movegen.h"
#include "search_context.h"
#include "transposition_table.h"

#include <cstdint>

namespace gms {

/// How a node combines its children.
enum class NodeKind : std::uint8_t {
    Or, ///< The side to move chooses: the node succeeds with its first succeeding move.
    And ///< The side to move resists: the node fails with its first failing move.
};

/// Which ordering weights a node's moves get.
enum class Ordering : std::uint8_t { None, Attacker, Defender };

/// What a goal policy inherits unless it says otherwise: no obligations, no series play,
/// every move allowed, and the usual horizon.
struct GoalDefaults {
    static constexpr bool hasEntryTest = false;
    static int entryTest(Position&, int, SearchCounters&) { return -1; }
    static constexpr bool hasContextTest = false;
    static int contextTest(Position&, int, SearchContext&, int&) { return -1; }
    static constexpr bool series = false;
    static constexpr bool filtersMoves = false; ///< allowed() filters moves outside series play too.
    static constexpr bool passAfter(int) { return false; }
    static bool allowed(const Position&, Move, int) { return true; }
    /// The horizon of #N and help play: at 0 plies left only a checkmate of the side to
    /// move counts (zero evaluation); elsewhere the node is searched.
    static int leaf(Position& pos, Move, const UndoInfo&, int pliesLeft, SearchCounters& counters) {
        if (pliesLeft != 0) return -1;
        ++counters.evl;
        return pos.inCheck() && !hasLegalMove(pos);
    }
};

/// The goal's leaf test on the node reached by the root move `m` with `pliesLeft` to go, for
/// the callers that make root moves themselves (the prover judges only the children of its
/// root): 1/0 when decided, -1 to search on. Only goals that are no immobility (capture,
/// check, ...) can be decided there before the horizon; mate and stalemate cost nothing here.
template <class Goal>
inline int attackerMoveReached(Position& pos, Move m, const UndoInfo& undo, int pliesLeft, SearchCounters& counters) {
    if constexpr (requires { Goal::GoalType::immobility; }) {
        if constexpr (!Goal::GoalType::immobility) return Goal::leaf(pos, m, undo, pliesLeft, counters);
    }
    return -1;
}

/// The goal of a policy that has one (Goal::GoalType) is reached by a self-check (!#, ##, ##!).
template <class Goal>
constexpr bool policyGoalIsSelfCheck() {
    if constexpr (requires { typename Goal::GoalType; }) return isSelfCheckGoal<typename Goal::GoalType>();
    return false;
}

/// The attacker's moves in the diagram: every legal move, and the self-checks where one may reach
/// the goal at once (direct play, where the attacker's last move is the goal move; in self and
/// reflex play the defender reaches it, and the attacker's self-checks are no moves).
template <class Goal>
constexpr GenMode attackerRootGeneration() {
    if constexpr (requires { Goal::defendsAfterLastMove; })
        if constexpr (Goal::defendsAfterLastMove) return GenMode::All;
    return policyGoalIsSelfCheck<Goal>() ? GenMode::AllAndSelfChecks : GenMode::All;
}

/// Keeps the moves of `list` the goal allows at `pliesLeft` (series play: no check before
/// the last series move); weights follow their moves. Nothing to do outside series play.
template <class Goal>
inline void keepAllowedMoves(const Position& pos, MoveList& list, int pliesLeft) {
    if constexpr (Goal::series || Goal::filtersMoves) {
        int kept = 0;
        for (int i = 0; i < list.size; ++i)
            if (Goal::allowed(pos, list.moves[i], pliesLeft)) {
                list.moves[kept] = list.moves[i];
                list.weights[kept++] = list.weights[i];
            }
        list.size = kept;
    }
}

/// Play in which a side may pass: a pass is a move of its own, Move::none() in the move list.
/// Parry series play (plays/parry_series_play.h): the other side passes when not in check
/// (Goal::onlyPass); Popeye's NullMoves (plays/null_move_play.h): a side may pass besides
/// moving (Goal::mayPass). Goal::passesInLines: the solution lines show the passes ("...").
template <class Goal>
constexpr bool hasPassMoves() {
    if constexpr (requires { Goal::passMoves; }) return Goal::passMoves;
    return false;
}

/// Play whose solution lines leave its passes out (parry series).
template <class Goal>
constexpr bool passesLeftOutOfLines() {
    if constexpr (hasPassMoves<Goal>()) return !Goal::passesInLines;
    return false;
}

/// The policy names the plies whose move must reach its goal (`static bool goalMoveAt(int
/// pliesLeft)`, an Or node: one such move is enough) and its goal rules out moves before they
/// are made (goalRulesOutMoves): there only the moves that may reach the goal are generated.
template <class Goal>
constexpr bool filtersGoalMoves() {
    if constexpr (requires {
                      typename Goal::GoalType;
                      Goal::goalMoveAt(1);
                  })
        return goalRulesOutMoves<typename Goal::GoalType>();
    return false;
}

/// The moves of a node with `pliesLeft` for Goal: the legal moves it generates and allows,
/// and the passes of play that has them. `weights` as generateLegal's.
template <class Goal>
inline void generateGoalMoves(const Position& pos, MoveList& list, int pliesLeft,
                              const OrderingWeights* weights = nullptr) {
    if constexpr (hasPassMoves<Goal>()) {
        if (Goal::onlyPass(pos, pliesLeft)) {
            list.size = 0;
            list.add(Move::none(), 0);
            return;
        }
    }
    if constexpr (filtersGoalMoves<Goal>()) {
        if (Goal::goalMoveAt(pliesLeft)) {
            keepGoalMoves<typename Goal::GoalType>(pos, list, Goal::generation(pliesLeft), weights);
            keepAllowedMoves<Goal>(pos, list, pliesLeft);
            if constexpr (hasPassMoves<Goal>()) {
                if (Goal::mayPass(pos, pliesLeft)) list.add(Move::none(), 0);
            }
            return;
        }
    }
    generateLegal(pos, list, Goal::generation(pliesLeft), weights);
    keepAllowedMoves<Goal>(pos, list, pliesLeft);
    if constexpr (hasPassMoves<Goal>()) {
        if (Goal::mayPass(pos, pliesLeft)) list.add(Move::none(), 0);
    }
}

/// Makes `m` from a node with `pliesLeft` and, when the goal's series play says so, the
/// other side's pass after it; returns whether it passed (for unmakeGoalMove).
template <class Goal>
inline bool makeGoalMove(Position& pos, Move m, int pliesLeft, UndoInfo& undo, UndoInfo& passUndo) {
    if constexpr (requires { Goal::made(m); }) Goal::made(m); // play that follows its path (NullMoves)
    if constexpr (hasPassMoves<Goal>()) {
        if (m == Move::none()) {
            pos.makeNullMove(undo);
            return false;
        }
    }
    pos.makeMove(m, undo);
    if constexpr (Goal::series) {
        if (Goal::passAfter(pliesLeft)) {
            pos.makeNullMove(passUndo);
            return true;
        }
    }
    return false;
}

/// Takes back what makeGoalMove made.
template <class Goal>
inline void unmakeGoalMove(Position& pos, Move m, bool passed, const UndoInfo& undo, const UndoInfo& passUndo) {
    if constexpr (requires { Goal::takenBack(); }) Goal::takenBack();
    if constexpr (hasPassMoves<Goal>()) {
        if (m == Move::none()) {
            pos.unmakeNullMove(undo);
            return;
        }
    }
    if constexpr (Goal::series) {
        if (passed) pos.unmakeNullMove(passUndo);
    }
    pos.unmakeMove(m, undo);
}

} // namespace gms

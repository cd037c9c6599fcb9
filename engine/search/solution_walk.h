// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution_walk.h  One walk over a Solution's tree for every consumer (text, JSON, PGN, GUI).
///
/// The walk replays the tree on its own Position and hands the visitor each move with the
/// position before it, its role, Popeye's move number and the node. Order (depth first):
///   set play (SetDefence, the defender's moves in the diagram after a pass, and their replies),
///   r#'s obliged mates in the diagram (ObligedMate), keys (Key), tries (Try);
///   with PostKeyPlay, instead of keys: the play after the key already made (the diagram),
///   its threats (Threat) and its defences and refutations in square order, at depth 1;
///   below an attacker move: its threats (Threat, played after a pass), defences (Defence),
///   refutations (Refutation); below a defender move: its replies (Reply).
/// enter() is called before a move's subtree, leave() after it (with the same position);
/// a move that is not legal where it stands (hand-made trees only) gets illegal() instead
/// and its subtree is skipped.
#pragma once

#include "position.h"
#include "solution.h"

namespace gms {

/// What a move is in the solution.
enum class WalkRole {
    SetDefence,  ///< A defender's move of the set play (before the key).
    ObligedMate, ///< r#: a mate in one the attacker must give in the diagram (no solution).
    Key,         ///< A first move that solves (every key, short ones included).
    Try,         ///< A first move refuted by a few defences.
    Threat,      ///< What the attacker plays if the defender passes.
    Defence,     ///< A defender's move shown in the tree.
    Refutation,  ///< A defence that refutes a try.
    Reply        ///< An attacker's answer to a defence (more than one: duals).
};

/// True for the roles of attacker moves (their node is `attack`).
constexpr bool isAttackRole(WalkRole r) {
    return r == WalkRole::ObligedMate || r == WalkRole::Key || r == WalkRole::Try || r == WalkRole::Threat ||
           r == WalkRole::Reply;
}

/// One move of the solution as the walk reaches it.
struct WalkStep {
    WalkRole role;
    Move move;
    const Position& before;               ///< The position before the move (valid during the callback only).
    int number = 1;                       ///< Popeye's move number: 1 for first moves and the defences after them.
    int depth = 0;                        ///< Nesting: 0 for set-play defences, obliged mates, keys and tries.
    int index = 0;                        ///< Index among the siblings of the same list (threats, defences, ...).
    int count = 1;                        ///< Size of that list.
    const AttackNode* attack = nullptr;   ///< The node of an attacker move, else nullptr.
    const DefenceNode* defence = nullptr; ///< The node of a defender move, else nullptr.
};

/// Receives the walk's moves; every callback is optional.
class SolutionVisitor {
public:
    virtual ~SolutionVisitor() = default;
    /// A move is reached; return false to skip its subtree (leave() still follows).
    virtual bool enter(const WalkStep&) { return true; }
    /// The move's subtree has been walked.
    virtual void leave(const WalkStep&) {}
    /// The move is not legal in `before` (hand-made trees): nothing below it is walked.
    virtual void illegal(const WalkStep&) {}
};

/// Which parts of a solution walkSolution visits.
struct WalkParts {
    bool setPlay = true;
    bool obligedMates = true;
    bool keys = true;
    bool tries = true;
    bool postKey = false; ///< PostKeyPlay: the play after the key (Solution::postKey), depth 1 without a parent.
};

/// Walks a solution from its diagram `root` (the position solved).
void walkSolution(const Position& root, const Solution& solution, SolutionVisitor& visitor,
                  const WalkParts& parts = {});
/// Walks one attacker move from `before` with everything below it (`number`: its move number).
void walkAttack(const Position& before, const AttackNode& node, WalkRole role, int number, SolutionVisitor& visitor);

} // namespace gms

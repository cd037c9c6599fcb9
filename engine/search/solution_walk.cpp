// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_walk.h"

#include "movegen.h"
#include "self_check_moves.h"

#include <vector>

namespace gms {

namespace {

class Walker {
public:
    /// `selfCheckGoal`: the goal moves of !#, ##, ##! leave their own king attacked (legal there).
    Walker(const Position& start, SolutionVisitor& visitor, bool selfCheckGoal = false)
        : pos_(start), visitor_(visitor), selfCheckGoal_(selfCheckGoal) {}

    void attackList(const std::vector<AttackNode>& nodes, WalkRole role, int number, int depth) {
        for (std::size_t i = 0; i < nodes.size(); ++i) attack(nodes[i], role, number, depth, int(i), int(nodes.size()));
    }

    void defenceList(const std::vector<DefenceNode>& nodes, WalkRole role, int number, int depth) {
        for (std::size_t i = 0; i < nodes.size(); ++i)
            defence(nodes[i], role, number, depth, int(i), int(nodes.size()));
    }

    /// Runs `body` with the side to move passing (threats, set play); the position is restored.
    template <class F>
    void afterPass(F body) {
        UndoInfo undo;
        pos_.makeNullMove(undo);
        body();
        pos_.unmakeNullMove(undo);
    }

    void attack(const AttackNode& node, WalkRole role, int number, int depth, int index, int count) {
        WalkStep step{role, node.move, pos_, number, depth, index, count, &node, nullptr};
        if (!isLegalMove(pos_, node.move) && !(selfCheckGoal_ && isSelfCheckMove(pos_, node.move))) {
            visitor_.illegal(step);
            return;
        }
        if (visitor_.enter(step)) {
            UndoInfo undo;
            pos_.makeMove(node.move, undo);
            if (!node.threats.empty())
                afterPass([&] { attackList(node.threats, WalkRole::Threat, number + 1, depth + 1); });
            defenceList(node.defences, WalkRole::Defence, number, depth + 1);
            defenceList(node.refutations, WalkRole::Refutation, number, depth + 1);
            pos_.unmakeMove(node.move, undo);
        }
        visitor_.leave(step);
    }

    /// PostKeyPlay: below the key already made (the walk's position), as below a key.
    void postKey(const AttackNode& node) {
        if (!node.threats.empty()) afterPass([&] { attackList(node.threats, WalkRole::Threat, 2, 1); });
        // Popeye lists the defences, refuting or not, by the mover's square, a1 first.
        std::size_t d = 0, r = 0;
        while (d < node.defences.size() || r < node.refutations.size()) {
            const bool takeDefence =
                r == node.refutations.size() ||
                (d < node.defences.size() && node.defences[d].move.from() <= node.refutations[r].move.from());
            if (takeDefence) {
                defence(node.defences[d], WalkRole::Defence, 1, 1, int(d), int(node.defences.size()));
                ++d;
            } else {
                defence(node.refutations[r], WalkRole::Refutation, 1, 1, int(r), int(node.refutations.size()));
                ++r;
            }
        }
    }

private:
    void defence(const DefenceNode& node, WalkRole role, int number, int depth, int index, int count) {
        WalkStep step{role, node.move, pos_, number, depth, index, count, nullptr, &node};
        // r!#, semi-r##!: the defender's goal move is a self-check.
        if (!isLegalMove(pos_, node.move) && !(selfCheckGoal_ && isSelfCheckMove(pos_, node.move))) {
            visitor_.illegal(step);
            return;
        }
        if (visitor_.enter(step)) {
            UndoInfo undo;
            pos_.makeMove(node.move, undo);
            attackList(node.replies, WalkRole::Reply, number + 1, depth + 1);
            pos_.unmakeMove(node.move, undo);
        }
        visitor_.leave(step);
    }

    Position pos_;
    SolutionVisitor& visitor_;
    bool selfCheckGoal_;
};

} // namespace

void walkSolution(const Position& root, const Solution& solution, SolutionVisitor& visitor, const WalkParts& parts) {
    Position start = root;
    if (solution.stipulation.goalFollowsUnits()) start.followUnits(); // the goal tests see units as the search did
    Walker walker(start, visitor, solution.stipulation.goalIsSelfCheck());
    if (parts.setPlay && solution.hasSetPlay && !solution.setPlay.empty())
        walker.afterPass([&] { walker.defenceList(solution.setPlay, WalkRole::SetDefence, 1, 0); });
    if (parts.obligedMates) walker.attackList(solution.obligedMates, WalkRole::ObligedMate, 1, 0);
    if (parts.keys) walker.attackList(solution.keys, WalkRole::Key, 1, 0);
    if (parts.postKey && solution.hasPostKey) walker.postKey(solution.postKey);
    if (parts.tries) walker.attackList(solution.tries, WalkRole::Try, 1, 0);
}

void walkAttack(const Position& before, const AttackNode& node, WalkRole role, int number, SolutionVisitor& visitor) {
    Walker walker(before, visitor);
    walker.attack(node, role, number, 0, 0, 1);
}

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree_builder.h"

#include "movegen.h"

#include <algorithm>

namespace gms {

namespace {
/// Popeye lists moves by the mover's square, a1 first; the tree does too.
void sortBySquare(MoveList& list) {
    std::stable_sort(list.moves, list.moves + list.size, [](Move a, Move b) { return a.from() < b.from(); });
}
} // namespace

/// Smallest k in [1, maxMoves] with a forced mate for the side to move, 0 if none.
int TreeBuilder::shortestMate(int maxMoves) {
    for (int k = 1; k <= maxMoves; ++k) {
        if (canMateIn(k)) return k;
        if (ctx_.cancelled()) return 0;
    }
    return 0;
}

/// Attacker moves that mate in exactly `k` (k minimal, so none mates faster).
std::vector<Move> TreeBuilder::matingMoves(int k) {
    std::vector<Move> found;
    MoveList list;
    generateLegal(pos_, list, k == 1 ? GenMode::ChecksOnly : GenMode::All);
    sortBySquare(list);
    for (int i = 0; i < list.size && !ctx_.cancelled(); ++i) {
        UndoInfo undo;
        pos_.makeMove(list.moves[i], undo);
        ++ctx_.counters.gen;
        if (defenderLoses(k - 1)) found.push_back(list.moves[i]);
        pos_.unmakeMove(list.moves[i], undo);
    }
    return found;
}

/// Node for attacker move m (mating in exactly k) with everything below it.
AttackNode TreeBuilder::attackNode(Move m, int k, int maxRefutations) {
    AttackNode node;
    node.move = m;
    node.mateIn = k;
    node.givesCheck = pos_.givesCheck(m);
    UndoInfo undo;
    pos_.makeMove(m, undo);
    ++ctx_.counters.gen;
    if (ctx_.poll()) {
        pos_.unmakeMove(m, undo);
        return node;
    }
    if (k > 1 || maxRefutations > 0) fillDefences(node, k, maxRefutations > 0);
    pos_.unmakeMove(m, undo);
    return node;
}

/// With the defender to move after node.move: threat, shown defences and (for tries) refutations.
void TreeBuilder::fillDefences(AttackNode& node, int k, bool isTry) {
    std::vector<Move> threatMoves;
    int threatLength = 0;
    if (!pos_.inCheck() && k > 1) {
        UndoInfo undo;
        pos_.makeNullMove(undo);
        threatLength = shortestMate(k - 1);
        if (threatLength > 0) {
            threatMoves = matingMoves(threatLength);
            for (Move t : threatMoves) node.threats.push_back(attackNode(t, threatLength));
        }
        pos_.unmakeNullMove(undo);
        node.zugzwang = threatLength == 0;
    }
    MoveList defences;
    generateLegal(pos_, defences);
    sortBySquare(defences);
    for (int i = 0; i < defences.size && !ctx_.cancelled(); ++i) {
        Move d = defences.moves[i];
        DefenceNode dn;
        dn.move = d;
        dn.givesCheck = pos_.givesCheck(d);
        UndoInfo undo;
        pos_.makeMove(d, undo);
        ++ctx_.counters.gen;
        // After a key every defence is met, so only the shown ones need their mate
        // length; after a try any defence may refute it, so every one is measured.
        int s = isTry ? (k > 1 ? shortestMate(k - 1) : 0) : -1;
        if (s == 0) {
            pos_.unmakeMove(d, undo);
            node.refutations.push_back(dn);
            continue;
        }
        bool show = ctx_.options().allDefences || threatMoves.empty() || !threatStillWorks(threatMoves, threatLength);
        if (show) {
            if (s < 0) s = shortestMate(k - 1); // 0 only when the solve was stopped
            if (s > 0)
                for (Move r : matingMoves(s)) dn.replies.push_back(attackNode(r, s));
        }
        pos_.unmakeMove(d, undo);
        if (show) node.defences.push_back(std::move(dn));
    }
}

/// Popeye's rule: a defence is answered by the threat when every threat move still mates in time.
bool TreeBuilder::threatStillWorks(const std::vector<Move>& threatMoves, int threatLength) {
    for (Move t : threatMoves) {
        if (!isLegalMove(pos_, t)) return false;
        UndoInfo undo;
        pos_.makeMove(t, undo);
        ++ctx_.counters.gen;
        bool works = defenderLoses(threatLength - 1);
        pos_.unmakeMove(t, undo);
        if (!works) return false;
    }
    return true;
}

} // namespace gms

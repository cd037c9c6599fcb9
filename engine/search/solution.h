// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution.h  What a solve returns: keys, tree, tries and statistics.
#pragma once

#include "move_tables.h"
#include "types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gms {

struct DefenceNode;

/// An attacker's move in the solution tree.
struct AttackNode {
    Move move;
    int mateIn = 0;        ///< Attacker moves to mate counting this one (1: this move mates).
    bool givesCheck = false;
    bool zugzwang = false; ///< No threat: the defender would be safe if allowed to pass.
    std::vector<AttackNode> threats;     ///< What mates next if the defender could pass.
    std::vector<DefenceNode> defences;   ///< Defences shown (those that stop the threat, or all).
    std::vector<DefenceNode> refutations;///< For a try: the defences that refute it.
};

/// A defender's move and the attacker's replies that still mate in time.
struct DefenceNode {
    Move move;
    bool givesCheck = false;
    std::vector<AttackNode> replies; ///< More than one: a dual.
    bool isDual() const { return replies.size() > 1; }
};

/// One row of the G.M.S. statistics table.
struct IterationStats {
    int ply = 0;             ///< Depth in plies (2n-1 for mate in n).
    std::uint64_t gen = 0;   ///< Positions generated (moves made).
    std::uint64_t evl = 0;   ///< Horizon positions evaluated.
    std::uint64_t repetitions = 0; ///< Lines cut as repeated positions (with the repetition option).
    double seconds = 0.0;
    double genPerSecond() const { return seconds > 0 ? double(gen) / seconds : 0.0; }
};

/// Full answer to "mate in N" for one position.
struct Solution {
    std::string fen;
    int moves = 0;                   ///< N of #N asked.
    bool complete = false;           ///< False when stopped or failed.
    std::string error;               ///< Why it failed, if it did.
    std::vector<AttackNode> keys;    ///< Every key, in generation order, each with its tree.
    std::vector<AttackNode> tries;   ///< Non-keys refuted by at most K defences.
    int shortest = 0;                ///< Shortest mate length among keys; 0 = none.
    std::vector<IterationStats> iterations; ///< Key search, one row per mate length 1..N.
    IterationStats treePhase;               ///< Building threats, variations and tries (ply = 0).
    IterationStats total;                   ///< Whole solve: iterations plus tree phase.
    bool hasMoveTables = false;             ///< Solved with move tables: what they learned is below.
    MoveTables moveTables;                  ///< Greer's tables after the solve (for the heat map).

    bool hasSolution() const { return !keys.empty(); }
    bool cooked() const { return keys.size() > 1; }
    bool hasShortSolution() const { return shortest > 0 && shortest < moves; }
    bool sound() const { return keys.size() == 1 && !hasShortSolution(); }
};

} // namespace gms

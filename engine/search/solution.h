// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution.h  What a solve returns: keys, tree, tries and statistics.
#pragma once

#include "help_method.h"
#include "move_tables.h"
#include "stipulation.h"
#include "types.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gms {

struct DefenceNode;

/// An attacker's move in the solution tree.
struct AttackNode {
    Move move;
    int mateIn = 0; ///< Attacker moves to mate counting this one (1: this move mates).
    bool givesCheck = false;
    bool zugzwang = false; ///< No threat: the defender would be safe if allowed to pass.
    bool obliged = false;  ///< r#: a mate in one the attacker must give, failing the stipulation (Popeye's "?!?").
    std::vector<AttackNode> threats;      ///< What mates next if the defender could pass.
    std::vector<DefenceNode> defences;    ///< Defences shown (those that stop the threat, or all).
    std::vector<DefenceNode> refutations; ///< For a try: the defences that refute it.
};

/// A defender's move and the attacker's replies that still mate in time.
struct DefenceNode {
    Move move;
    bool givesCheck = false;
    std::vector<AttackNode> replies; ///< More than one: a dual.
    bool isDual() const { return replies.size() > 1; }
};

/// One line of help play (h#, h#N.5, ser-h#): every half move in order, as played
/// from the root (series play: the series side's moves, then the mating move).
struct HelpLine {
    std::vector<Move> moves;
    bool isShort = false; ///< Shorter than the stipulation (Popeye prints these first).
    /// Help-direct play with the attacker's ending (h[3a[G]d]h): the index of the key, where
    /// Popeye numbers the moves from "1." again; -1: none.
    int endingStart = -1;
    /// m->: how many of the first moves are the introductory series (0: none).
    int introLength = 0;
    /// m->: the play's side to move after the intro could reach the goal at once and had to,
    /// so the play fails there (r#, hr#, ser-r#: Popeye's "1.Kd8-c8   1.Re6-e8 # ?!?").
    bool obliged = false;
    bool operator==(const HelpLine&) const = default;
};

/// One row of the G.M.S. statistics table.
struct IterationStats {
    int ply = 0;                         ///< Depth in plies (2n-1 for mate in n).
    std::uint64_t gen = 0;               ///< Positions generated (moves made).
    std::uint64_t evl = 0;               ///< Horizon positions evaluated.
    std::uint64_t repetitions = 0;       ///< Lines cut as repeated positions (with the repetition option).
    std::uint64_t tableProbes = 0;       ///< Transposition-table look-ups.
    std::uint64_t tableHits = 0;         ///< Look-ups that decided a node.
    std::uint64_t boundTests = 0;        ///< Intelligent help play: nodes tested against the goal's move bounds.
    std::uint64_t boundCuts = 0;         ///< Of those, nodes cut (the goal out of reach in the moves left).
    std::uint64_t targetsEnumerated = 0; ///< Intelligent help play: final king squares the root's test admits.
    std::uint64_t targetsSearched = 0;   ///< Of those, searched each on its own.
    std::uint64_t targetsProved = 0;     ///< Of those, the ones some line reaches.
    double seconds = 0.0;
    double genPerSecond() const { return seconds > 0 ? double(gen) / seconds : 0.0; }
    /// Per cent of table look-ups that decided a node (0 without a table).
    double hitRate() const { return tableProbes ? 100.0 * double(tableHits) / double(tableProbes) : 0.0; }
};

/// Why a solve stopped before it was complete.
enum class StopReason { None, Cancelled, TimeLimit, NodeLimit };

/// The full answer to one stipulation for one position (one twin).
struct Solution {
    std::string fen;
    gms::Stipulation stipulation; ///< What was asked.
    int moves = 0;                ///< N of the stipulation (stipulation.moves).
    std::string twinLabel;        ///< "a", "b", ... for a twin; "" otherwise.
    std::string twinDescription;  ///< The twin's heading as Popeye prints it ("b) wPc3-->c4", "+c) rotate 90").
    bool duplexHalf = false;      ///< Popeye's Duplex: the second solve of a twin, the other side starting.
    /// Popeye's '&' (Problem::andParts): the part, from 1, that has no solution, so that no part
    /// shows its lines (Popeye prints nothing); 0: none.
    int andFailedPart = 0;
    std::string duplexIllegal;                ///< That half's position is illegal (why): Popeye solves nothing there.
    bool complete = false;                    ///< False when stopped or failed.
    std::string error;                        ///< Why it failed, if it did.
    StopReason stopReason = StopReason::None; ///< Why it stopped early (error then says it in words).
    std::vector<AttackNode> keys;             ///< Every key, in generation order, each with its tree.
    std::vector<AttackNode> tries;            ///< Non-keys refuted by at most K defences.
    std::vector<HelpLine> lines;              ///< Help play: every solution, short ones first.
    bool hasSetPlay = false;                  ///< Set play was asked for and computed.
    std::vector<DefenceNode> setPlay;         ///< Battle play: the defender's moves before the key with the answers.
    std::vector<HelpLine> setLines;           ///< Help play: the set play lines.
    bool quodlibet = false;                   ///< s# solved with Quodlibet: the attacker's own mates solve too.
    int maxThreatLength = 0;                  ///< Popeye's Threat N was honoured (0: not asked).
    int maxFlights = -1;                      ///< Popeye's MaxFlightsquares N was honoured (-1: not asked).
    std::pair<int, int> nonTrivial{-1, 0};    ///< Popeye's NonTrivial M N was honoured (M -1: not asked).
    bool hasPostKey = false;                  ///< Battle play with PostKeyPlay: `postKey` holds the play after the key.
    AttackNode postKey;                       ///< The key already played (move none): threats, variations, refutations.
    bool postKeyOwnNumbers = false;           ///< SolvingHints::postKeyOwnNumbers: how `postKey` is numbered in text.
    HelpMethod helpMethod = HelpMethod::Auto; ///< Help play: the method that ran (Auto: not help play).
    bool hitMaxSolutions = false; ///< Help play: MaxSolutions stopped the search (Popeye's "Partial solution").
    bool stoppedOnShort =
        false; ///< Help play: StopOnShortSolutions stopped after short solutions (Popeye's "Partial solution").
    std::vector<AttackNode> obligedMates;   ///< r#: the attacker's mates in one in the diagram (obliged): no key then.
    int shortest = 0;                       ///< Shortest mate length among keys; 0 = none.
    std::vector<IterationStats> iterations; ///< Key search, one row per mate length 1..N.
    IterationStats treePhase;               ///< Building threats, variations and tries (ply = 0).
    IterationStats total;                   ///< Whole solve: iterations plus tree phase.
    bool hasMoveTables = false;             ///< Solved with move tables: what they learned is below.
    MoveTables moveTables;                  ///< Greer's tables after the solve (for the heat map).

    bool hasSolution() const { return !keys.empty() || !lines.empty(); }
    /// Drops every play found (keys, tries, lines, set play, obliged mates, post-key play), the
    /// statistics and the verdict's flags kept: a new field of play must be dropped here too.
    void clearPlay() {
        keys.clear();
        tries.clear();
        lines.clear();
        hasSetPlay = false;
        setPlay.clear();
        setLines.clear();
        obligedMates.clear();
        hasPostKey = false;
        postKey = AttackNode{};
        shortest = 0;
    }
    bool cooked() const { return keys.size() > 1; }
    bool hasShortSolution() const { return shortest > 0 && shortest < moves; }
    bool sound() const { return keys.size() == 1 && !hasShortSolution(); }
};

} // namespace gms

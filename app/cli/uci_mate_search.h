// SPDX-License-Identifier: GPL-3.0-or-later
/// @file uci_mate_search.h  The search behind `gms-cli uci`: shortest mates first, one length at a time.
#pragma once

#include "transposition_table.h"

#include "position.h"

#include <cstdint>
#include <functional>
#include <string>
#include <memory>
#include <vector>

namespace gms::cli {

/// A proven mate: the first move, its mate length and a principal line.
struct MateLine {
    Move key;
    int mateIn = 0;       ///< Moves of the side to move, the key included (1: the key mates).
    std::vector<Move> pv; ///< Key, best defence, mating reply, ... down to mate (shorter if stopped).
};

/// What a search has proved so far.
struct MateSearchState {
    int depth = 0;               ///< Mate length (moves) being searched or last completed.
    bool depthComplete = false;  ///< Every root move was searched at `depth`.
    std::vector<MateLine> lines; ///< Mates found, shortest first (root order within a length).
    std::uint64_t nodes = 0;     ///< Positions generated (moves made) so far.
    double seconds = 0.0;
};

/// How far to search.
struct MateSearchLimits {
    int maxMoves = 30;           ///< Longest mate looked for, in moves of the side to move.
    int multiPv = 1;             ///< Keys wanted: stops once this many are proven, shortest first.
    std::vector<Move> rootMoves; ///< Only these first moves (UCI searchmoves); empty: all.
    /// The transposition table (UCI's Hash); null: none. Kept by the session between searches
    /// of a game: its entries are facts about positions, true whatever the search.
    std::shared_ptr<TranspositionTable> table;
    int threads = 1; ///< Search threads (UCI's Threads): each proof is shared among them.
};

/// Callbacks, all called from the searching thread.
struct MateSearchHooks {
    /// Polled every few thousand nodes and at every root move: true stops the search.
    std::function<bool(std::uint64_t nodes)> shouldStop;
    /// After each mate length has been searched (or when the search ends inside one).
    std::function<void(const MateSearchState&)> onDepth;
    /// Every few thousand nodes while a length is searched.
    std::function<void(std::uint64_t nodes, double seconds)> onProgress;
};

/// Iterative deepening over mate lengths 1..maxMoves with the G.M.S. prover
/// (MateProver::defenderLoses on each root move): every key found at length k is a
/// shortest mate for that move. Principal lines come from the prover too: the
/// defence that holds out longest, then the attacker's first move that still
/// mates in the shortest time, down to mate.
class MateSearch {
public:
    MateSearch(const Position& pos, MateSearchLimits limits, MateSearchHooks hooks);
    /// Runs to the end (limits reached, enough keys, or stopped) and returns what was proved.
    MateSearchState run();
    /// True when the last run ended because shouldStop said so.
    bool stopped() const { return stopped_; }

private:
    Position pos_;
    MateSearchLimits limits_;
    MateSearchHooks hooks_;
    bool stopped_ = false;
};

/// Why `pos` cannot be searched (kings, pawns on the first/last rank, the side not to
/// move in check); empty when it can. Castling rights without king and rook at home
/// and an e.p. square no double step explains are removed (GUIs send such FENs).
std::string prepareGamePosition(Position& pos);

/// The move `bestmove` names when no mate was found: the first legal move (in the
/// solver's order) after which the opponent has no mate in one, else the first legal
/// move; Move::none() when there is no legal move. A non-empty `allowed` (UCI
/// searchmoves) limits the choice to those moves.
Move fallbackMove(const Position& pos, const std::vector<Move>& allowed = {});

} // namespace gms::cli

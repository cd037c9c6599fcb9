// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition.h  Repetition detection: common move coding, game history and method choice.
///
/// Three ways to answer "does the position at ply p repeat an earlier one?":
/// - variant strings (repetition_chains.h, Vuckovic & Vidanovic's Axon method, published
///   and extended form), from the moves alone;
/// - piece journeys (repetition_journeys.h, MATCOS-13), from the moves alone;
/// - a Zobrist-key history (repetition_hash.h), the reference.
///
/// Positions are the same when the same pieces (type and colour) stand on the same
/// squares, the same side is to move, the castling rights are the same and the
/// e.p. right is the same. The e.p. right counts only when an e.p. capture is
/// actually legal (FIDE: "the possible moves are the same"); an e.p. square that no
/// pawn can legally use (no pawn beside it, or the capture would expose its king)
/// is ignored, so the FEN "e3" after 1.e4 with no black pawn on d4/f4 equals "-".
/// Plies are numbered from the given start position (ply 0); move i leads from
/// ply i-1 to ply i.
#pragma once

#include "position.h"
#include "types.h"

#include <cstdint>
#include <random>
#include <string_view>
#include <vector>

namespace gms {

/// Returned when no earlier ply repeats the position.
constexpr int NoRepetition = -1;

/// A played move coded in 16 bits for the move-based detectors (the Axon coding):
/// from (bits 0-5), to (6-11), moving piece (12-15). Piece 0 marks an irreversible
/// move (capture, pawn move, castling, loss of a castling right): scans stop there and
/// its from/to are not needed; bit 0 then says that the position after it had a legal
/// e.p. capture, so no later position can equal it.
class RepMove {
public:
    /// The plain irreversible marker.
    constexpr RepMove() = default;
    /// A reversible move of `piece` from `from` to `to`.
    static constexpr RepMove reversible(Square from, Square to, Piece piece) {
        return RepMove(std::uint16_t(from | (to << 6) | (piece << 12)));
    }
    /// An irreversible move; `epLive`: the position after it has a legal e.p. capture.
    static constexpr RepMove irreversible(bool epLive) { return RepMove(epLive ? 1 : 0); }

    constexpr bool isIrreversible() const { return (raw_ >> 12) == 0; }
    /// True for the irreversible marker whose resulting position can never be repeated.
    constexpr bool blocksRepetition() const { return raw_ == 1; }
    constexpr Square from() const { return raw_ & 63; }
    constexpr Square to() const { return (raw_ >> 6) & 63; }
    constexpr Piece piece() const { return Piece(raw_ >> 12); }
    constexpr std::uint16_t raw() const { return raw_; }
    constexpr bool operator==(const RepMove&) const = default;

private:
    constexpr explicit RepMove(std::uint16_t raw) : raw_(raw) {}
    std::uint16_t raw_ = 0;
};

/// Which detector answers.
enum class RepetitionMethod {
    Chains,          ///< Variant strings, extended: also sees swaps of identical pieces (GMS default).
    ChainsPublished, ///< Variant strings as published: repetition only when every chain is closed.
    Journeys,        ///< MATCOS-13 piece journeys with identical-piece swaps.
    Hash             ///< Zobrist-key history: the reference.
};

/// "chains", "chains-published", "journeys", "hash".
const char* repetitionMethodName(RepetitionMethod m);
/// Reads a method name as printed by repetitionMethodName; false if unknown.
bool parseRepetitionMethod(std::string_view text, RepetitionMethod& out);

/// Which earlier ply to report when several repeat the position.
enum class RepetitionQuery {
    Latest,  ///< The nearest one (stop at the first found: what a search asks).
    Earliest ///< The earliest one (scan back to the last irreversible move).
};

/// True when the legal move m neither captures, moves a pawn, castles nor removes a castling right.
bool isReversibleMove(const Position& pos, Move m);
/// True when the side to move has a legal e.p. capture.
bool hasLegalEnPassant(const Position& pos);

/// A game from a start position with everything the detectors read: the 16-bit move
/// line (entry 0 is an irreversible sentinel for the start position), the reference
/// keys and the count of reversible moves since the last irreversible one.
class RepetitionHistory {
public:
    /// Starts from `start` (which must be a legal position).
    explicit RepetitionHistory(const Position& start);
    void reset(const Position& start);
    /// Plays a legal move.
    void play(Move m);
    /// Takes back the last move; false when at the start.
    bool undo();

    /// Number of moves played (the current ply).
    int ply() const { return int(moves_.size()); }
    const Position& position() const { return pos_; }
    /// Move i (1-based) leads from ply i-1 to ply i.
    Move move(int i) const { return moves_[std::size_t(i - 1)]; }
    /// line()[i] codes move i; line()[0] is the start sentinel.
    const RepMove* line() const { return line_.data(); }
    /// keys()[p] is repetitionKey of ply p.
    const std::uint64_t* keys() const { return keys_.data(); }
    /// reversibleRun()[p]: reversible moves since the last irreversible one (or the start).
    const std::uint32_t* reversibleRun() const { return run_.data(); }

    /// An earlier ply (same side to move) whose position equals ply p, or NoRepetition.
    int findRepetition(RepetitionMethod method, int p, RepetitionQuery query = RepetitionQuery::Earliest) const;

private:
    Position pos_;
    std::vector<Move> moves_;
    std::vector<UndoInfo> undo_;
    std::vector<RepMove> line_;
    std::vector<std::uint64_t> keys_;
    std::vector<std::uint32_t> run_;
};

/// Plays up to `plies` random legal moves (fewer at mate or stalemate), for tests and
/// benchmarks: with probability `returnBias` the side takes back its own last move (a piece
/// returns to where it came from) when that is legal; otherwise, with probability
/// `reversibleBias`, a random reversible move when there is one; otherwise any legal move.
/// Deterministic for a given generator state. Returns the number of moves played.
int playRandomMoves(RepetitionHistory& history, std::mt19937_64& rng, int plies, double reversibleBias,
                    double returnBias = 0.0);

} // namespace gms

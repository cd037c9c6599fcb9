// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_chains.cpp  Variant-string repetition detection (published and extended form).
#include "repetition_chains.h"

#include "types.h"

#include <cstdint>

namespace gms {

namespace {

/// One open chain: the piece that stood on `from` at the scanned ply is on `to` at ply p.
struct Chain {
    std::uint8_t from;
    std::uint8_t to;
    std::uint8_t piece;
};

/// Open chains: one per displaced piece, so never more than the 64 squares.
constexpr int MaxChains = 64;

/// Extended test: the open chains only permute identical pieces.
bool onlyIdenticalSwaps(const Chain* chains, int n) {
    for (int i = 0; i < n; ++i) {
        // The piece now (at ply p) on chains[i].from arrived by the chain ending there.
        bool matched = false;
        for (int j = 0; j < n; ++j) {
            if (chains[j].to == chains[i].from) {
                matched = chains[j].piece == chains[i].piece;
                break;
            }
        }
        if (!matched) return false;
    }
    return true;
}

/// The open chains of one scan plus the squares where they start and end (equal sets are
/// necessary for a repetition, so the piece comparison runs only then).
struct ChainList {
    Chain chains[MaxChains];
    int n = 0;
    Bitboard starts = 0, ends = 0;
    std::int8_t startingAt[64]; ///< Index of the chain starting on a square (valid where `starts` has it).

    /// Adds the move from->to of `piece`, met before (earlier in the game than) all listed
    /// moves; false if the line contradicts itself (not a real game).
    bool prepend(const RepMove m) {
        const auto from = std::uint8_t(m.from()), to = std::uint8_t(m.to()), piece = std::uint8_t(m.piece());
        if (starts & squareBB(from)) return false; // `from` was empty after the move
        if (starts & squareBB(to)) {
            Chain& c = chains[startingAt[to]];
            // The piece that stood on `to` came from `from`: the same piece, join the move.
            if (c.piece != piece) return false;
            if (c.to == from) {
                // Closed (A1B1 + B1A1): the piece is back where it was.
                starts ^= squareBB(to);
                ends ^= squareBB(from);
                c = chains[--n];
                startingAt[c.from] = startingAt[to];
            } else {
                starts ^= squareBB(to) | squareBB(from);
                c.from = from;
                startingAt[from] = startingAt[to];
            }
            return true;
        }
        if (n == MaxChains || (ends & squareBB(to))) return false;
        startingAt[from] = std::int8_t(n);
        chains[n++] = Chain{from, to, piece};
        starts |= squareBB(from);
        ends |= squareBB(to);
        return true;
    }

    bool samePosition(ChainMode mode) const {
        return n == 0 || (mode == ChainMode::Extended && starts == ends && onlyIdenticalSwaps(chains, n));
    }
};

} // namespace

int findRepetitionChains(const RepMove* line, int p, ChainMode mode, RepetitionQuery query) {
    ChainList list;
    int found = NoRepetition;
    // Two plies per step: only positions with the same side to move are compared.
    for (int s = p; !line[s].isIrreversible() && !line[s - 1].isIrreversible(); s -= 2) {
        if (!list.prepend(line[s]) || !list.prepend(line[s - 1])) return found; // inconsistent line
        if (line[s - 2].blocksRepetition()) break;
        if (list.samePosition(mode)) {
            found = s - 2;
            if (query == RepetitionQuery::Latest) break;
        }
    }
    return found;
}

} // namespace gms

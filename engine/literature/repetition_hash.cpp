// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_hash.cpp  Zobrist-key repetition reference.
#include "repetition_hash.h"

namespace gms {

std::uint64_t repetitionKey(const Position& pos, bool epLive) {
    std::uint64_t key = pos.key();
    const Square ep = pos.epSquare();
    if (ep != NoSquare) {
        // Whatever the incremental key does with the e.p. square, drop it and add
        // the e.p. file back only when the capture is legal.
        Position plain = pos;
        plain.setEpSquare(NoSquare);
        plain.refresh();
        key = plain.key();
        if (epLive) key ^= zobrist::epFile[fileOf(ep)];
    }
    return key;
}

std::uint64_t repetitionKey(const Position& pos) {
    return repetitionKey(pos, pos.epSquare() != NoSquare && hasLegalEnPassant(pos));
}

int findRepetitionHash(const std::uint64_t* keys, const std::uint32_t* run, int p, RepetitionQuery query) {
    const std::uint64_t key = keys[p];
    const int lowest = p - int(run[p]);
    int found = NoRepetition;
    for (int q = p - 2; q >= lowest; q -= 2) {
        if (keys[q] == key) {
            found = q;
            if (query == RepetitionQuery::Latest) break;
        }
    }
    return found;
}

} // namespace gms

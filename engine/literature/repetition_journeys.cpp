// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition_journeys.cpp  MATCOS-13 piece-journey repetition detection.
#include "repetition_journeys.h"

#include <cstdint>
#include <cstring>

namespace gms {

namespace {

/// One piece's journey: where it is at ply p (original) and at the scanned ply (current).
struct Journey {
    std::uint8_t piece;
    std::uint8_t original;
    std::uint8_t current;
};

/// The records plus two per-square views of them for the identical-piece test.
class Journeys {
public:
    Journeys() {
        std::memset(atCurrent_, -1, sizeof atCurrent_);
        std::memset(originalPiece_, 0, sizeof originalPiece_);
        std::memset(currentPiece_, 0, sizeof currentPiece_);
    }

    /// Plays the move from->to of `piece` backwards; false when the line is inconsistent.
    bool unplay(int from, int to, std::uint8_t piece) {
        int r = atCurrent_[to];
        if (r < 0) {
            // A piece seen for the first time: it stands on `to` at ply p.
            if (count_ == 64) return false;
            r = count_++;
            records_[r] = Journey{piece, std::uint8_t(to), std::uint8_t(to)};
            setOriginal(to, piece);
            setCurrent(to, piece);
            atCurrent_[to] = std::int8_t(r);
        } else if (records_[r].piece != piece) {
            return false;
        }
        if (atCurrent_[from] >= 0) return false; // the from-square was occupied: inconsistent
        setCurrent(to, 0);
        setCurrent(from, piece);
        atCurrent_[to] = -1;
        atCurrent_[from] = std::int8_t(r);
        records_[r].current = std::uint8_t(from);
        if (records_[r].current == records_[r].original) remove(r);
        return true;
    }

    /// No record left, or the records only exchange identical pieces.
    bool samePosition() const { return count_ == 0 || mismatches_ == 0; }

private:
    void remove(int r) {
        // Back home: original and current occupant of that square are this piece, no mismatch.
        const int sq = records_[r].original;
        setOriginal(sq, 0);
        setCurrent(sq, 0);
        atCurrent_[sq] = -1;
        const int last = --count_;
        if (r != last) {
            records_[r] = records_[last];
            atCurrent_[records_[r].current] = std::int8_t(r);
        }
    }
    void setOriginal(int sq, std::uint8_t piece) {
        mismatches_ -= originalPiece_[sq] != currentPiece_[sq];
        originalPiece_[sq] = piece;
        mismatches_ += originalPiece_[sq] != currentPiece_[sq];
    }
    void setCurrent(int sq, std::uint8_t piece) {
        mismatches_ -= originalPiece_[sq] != currentPiece_[sq];
        currentPiece_[sq] = piece;
        mismatches_ += originalPiece_[sq] != currentPiece_[sq];
    }

    Journey records_[64];
    std::int8_t atCurrent_[64];      ///< Record whose current square this is, or -1.
    std::uint8_t originalPiece_[64]; ///< Piece of the record originally on this square.
    std::uint8_t currentPiece_[64];  ///< Piece of the record currently on this square.
    int count_ = 0;
    int mismatches_ = 0; ///< Squares whose original and current occupant differ.
};

} // namespace

int findRepetitionJourneys(const RepMove* line, int p, RepetitionQuery query) {
    Journeys journeys;
    int found = NoRepetition;
    // Two plies per step: only positions with the same side to move are compared.
    for (int s = p; !line[s].isIrreversible() && !line[s - 1].isIrreversible(); s -= 2) {
        const RepMove a = line[s], b = line[s - 1];
        if (!journeys.unplay(a.from(), a.to(), std::uint8_t(a.piece())) ||
            !journeys.unplay(b.from(), b.to(), std::uint8_t(b.piece())))
            return found; // inconsistent line
        if (line[s - 2].blocksRepetition()) break;
        if (journeys.samePosition()) {
            found = s - 2;
            if (query == RepetitionQuery::Latest) break;
        }
    }
    return found;
}

} // namespace gms

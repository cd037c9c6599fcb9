// SPDX-License-Identifier: GPL-3.0-or-later
/// @file repetition.cpp  Repetition detection: method names, move coding, game history, random games.
#include "repetition.h"

#include "movegen.h"
#include "repetition_chains.h"
#include "repetition_hash.h"
#include "repetition_journeys.h"

namespace gms {

namespace {

/// Castling rights that a move from or to this square removes (king and rook home squares).
constexpr int rightsTouched(Square s) {
    switch (s) {
        case 0: return WhiteQueenside;                  // a1
        case 4: return WhiteKingside | WhiteQueenside;  // e1
        case 7: return WhiteKingside;                   // h1
        case 56: return BlackQueenside;                 // a8
        case 60: return BlackKingside | BlackQueenside; // e8
        case 63: return BlackKingside;                  // h8
        default: return NoCastling;
    }
}

} // namespace

const char* repetitionMethodName(RepetitionMethod m) {
    switch (m) {
        case RepetitionMethod::Chains: return "chains";
        case RepetitionMethod::ChainsPublished: return "chains-published";
        case RepetitionMethod::Journeys: return "journeys";
        case RepetitionMethod::Hash: return "hash";
    }
    return "?";
}

bool parseRepetitionMethod(std::string_view text, RepetitionMethod& out) {
    for (RepetitionMethod m : {RepetitionMethod::Chains, RepetitionMethod::ChainsPublished, RepetitionMethod::Journeys,
                               RepetitionMethod::Hash}) {
        if (text == repetitionMethodName(m)) {
            out = m;
            return true;
        }
    }
    return false;
}

bool isReversibleMove(const Position& pos, Move m) {
    if (m.isCastling() || m.isEnPassant() || m.isPromotion()) return false;
    if (typeOf(pos.pieceOn(m.from())) == Pawn || pos.pieceOn(m.to()) != NoPiece) return false;
    return (pos.castlingRights() & (rightsTouched(m.from()) | rightsTouched(m.to()))) == 0;
}

bool hasLegalEnPassant(const Position& pos) {
    if (pos.epSquare() == NoSquare) return false;
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i)
        if (list.moves[i].isEnPassant()) return true;
    return false;
}

RepetitionHistory::RepetitionHistory(const Position& start) { reset(start); }

void RepetitionHistory::reset(const Position& start) {
    pos_ = start;
    moves_.clear();
    undo_.clear();
    line_.clear();
    keys_.clear();
    run_.clear();
    const bool epLive = hasLegalEnPassant(pos_);
    line_.push_back(RepMove::irreversible(epLive));
    keys_.push_back(repetitionKey(pos_, epLive));
    run_.push_back(0);
}

void RepetitionHistory::play(Move m) {
    const Piece piece = pos_.pieceOn(m.from());
    const int rightsBefore = pos_.castlingRights();
    bool reversible = isReversibleMove(pos_, m);
    moves_.push_back(m);
    undo_.emplace_back();
    pos_.makeMove(m, undo_.back());
    // Belt and braces: whatever removed a castling right makes the move irreversible.
    reversible = reversible && pos_.castlingRights() == rightsBefore;
    const bool epLive = hasLegalEnPassant(pos_);
    line_.push_back(reversible ? RepMove::reversible(m.from(), m.to(), piece) : RepMove::irreversible(epLive));
    keys_.push_back(repetitionKey(pos_, epLive));
    run_.push_back(reversible ? run_.back() + 1 : 0);
}

bool RepetitionHistory::undo() {
    if (moves_.empty()) return false;
    pos_.unmakeMove(moves_.back(), undo_.back());
    moves_.pop_back();
    undo_.pop_back();
    line_.pop_back();
    keys_.pop_back();
    run_.pop_back();
    return true;
}

int RepetitionHistory::findRepetition(RepetitionMethod method, int p, RepetitionQuery query) const {
    if (p < 0 || p > ply()) return NoRepetition;
    switch (method) {
        case RepetitionMethod::Chains: return findRepetitionChains(line(), p, ChainMode::Extended, query);
        case RepetitionMethod::ChainsPublished: return findRepetitionChains(line(), p, ChainMode::Published, query);
        case RepetitionMethod::Journeys: return findRepetitionJourneys(line(), p, query);
        case RepetitionMethod::Hash: return findRepetitionHash(keys(), reversibleRun(), p, query);
    }
    return NoRepetition;
}

int playRandomMoves(RepetitionHistory& history, std::mt19937_64& rng, int plies, double reversibleBias,
                    double returnBias) {
    // 53 random bits as a double in [0, 1): the same on every platform.
    auto uniform = [&rng] { return double(rng() >> 11) * (1.0 / 9007199254740992.0); };
    int played = 0;
    MoveList list;
    Move reversible[MoveList::Capacity];
    for (; played < plies; ++played) {
        const Position& pos = history.position();
        generateLegal(pos, list);
        if (list.size == 0) break;
        if (uniform() < returnBias && history.ply() >= 2) {
            const RepMove own = history.line()[history.ply() - 1];
            const Move back(own.to(), own.from());
            if (!own.isIrreversible() && list.contains(back)) {
                history.play(back);
                continue;
            }
        }
        int nReversible = 0;
        for (int i = 0; i < list.size; ++i)
            if (isReversibleMove(pos, list.moves[i])) reversible[nReversible++] = list.moves[i];
        const Move m = (nReversible > 0 && uniform() < reversibleBias) ? reversible[rng() % std::uint64_t(nReversible)]
                                                                       : list.moves[rng() % std::uint64_t(list.size)];
        history.play(m);
    }
    return played;
}

} // namespace gms

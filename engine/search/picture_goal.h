// SPDX-License-Identifier: GPL-3.0-or-later
/// @file picture_goal.h  Help play searched towards one mate picture (mate_picture.h) at a time.
///
/// A search of one picture follows the pictured units along the line (by the square each
/// stands on) and counts, per side, the moves they still need at the least to reach their
/// squares (pictureDistance). A side whose required moves exceed the moves it has left cannot
/// end in the picture: the node is cut. A move costs its side one move of its reserve (moves
/// left minus required) unless it brings a pictured unit one move nearer; moves that cost more
/// than the reserve, and moves that capture a pictured unit, are dropped unmade. A line counts
/// for the picture when every pictured unit stands on its square at the mate. Exact: a line
/// ending in the picture passes every test on its way, so the union of the pictures' lines is
/// every line. Without a picture (setPicture not called, or clearPicture) it is IntelligentGoal.
#pragma once

#include "intelligent_goal.h"
#include "mate_picture.h"

#include <array>
#include <cstdint>

namespace gms {

template <class Goal>
struct PictureGoal : IntelligentGoal<Goal> {
    using Base = IntelligentGoal<Goal>;
    static constexpr bool filtersMoves = true;

    /// The pictured units at one node of the line: where each stands, its distance, the sums.
    struct Track {
        std::uint64_t key = 0;   ///< The node's position key.
        std::uint64_t epoch = 0; ///< The picture it was computed for.
        bool valid = false;
        std::int8_t slotAt[64];                  ///< The pictured unit on each square, or -1.
        std::uint8_t dist[MatePicture::MaxUnits]; ///< Its moves still needed.
        int required[2] = {0, 0};                 ///< Per colour: the sum.
        std::uint64_t identity = 0;              ///< Which unit stands where (transpositions may swap like units).
    };
    struct State {
        MatePicture picture;
        bool active = false;
        std::uint64_t epoch = 0;
        std::array<Track, Base::MaxTrackedPlies> track;
    };
    static State& state() {
        thread_local State s;
        return s;
    }
    static std::uint64_t identityKey(int slot, Square s) {
        static const auto keys = [] {
            std::array<std::array<std::uint64_t, 64>, MatePicture::MaxUnits> k{};
            std::uint64_t x = 0x2d358dccaa6c78a5ULL;
            for (auto& row : k)
                for (auto& v : row) {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    v = x;
                }
            return k;
        }();
        return keys[std::size_t(slot)][std::size_t(s)];
    }

    /// Searches towards `picture` from now on (this thread).
    static void setPicture(const MatePicture& picture) {
        State& s = state();
        s.picture = picture;
        s.active = true;
        ++s.epoch;
    }
    static void clearPicture() {
        State& s = state();
        s.active = false;
        ++s.epoch;
    }
    /// The root of a search of `plies` half moves: the pictured units stand on their origins.
    static void enterRoot(const Position& pos, int plies) {
        State& s = state();
        if (!s.active || plies >= Base::MaxTrackedPlies) return;
        Track& t = s.track[std::size_t(plies)];
        std::fill(std::begin(t.slotAt), std::end(t.slotAt), std::int8_t(-1));
        t.identity = 0;
        for (int i = 0; i < s.picture.count; ++i) {
            const Square origin = s.picture.units[i].origin;
            t.slotAt[origin] = std::int8_t(i);
            t.identity ^= identityKey(i, origin);
        }
        recompute(pos, t, helpBudgets<Goal>(pos, plies));
        t.key = pos.key();
        t.epoch = s.epoch;
        t.valid = true;
    }

    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        State& s = state();
        if (!s.active) return Base::allowed(pos, m, pliesLeft);
        if (!Goal::allowed(pos, m, pliesLeft)) return false;
        if (pliesLeft >= Base::MaxTrackedPlies) return true;
        const Track& t = s.track[std::size_t(pliesLeft)];
        if (!t.valid || t.key != pos.key() || t.epoch != s.epoch) return true;
        const Color mover = pos.sideToMove();
        const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
        const int reserve = (mover == b.target ? b.targetMoves : b.actorMoves) - t.required[mover];
        const Square from = m.from(), to = m.to();
        if (!m.isCastling()) {
            const Square captured = m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
            if (t.slotAt[captured] >= 0 && pos.pieceOn(captured) != NoPiece) return false; // a pictured unit lost
        }
        int cost = 1;
        const int rights = pos.castlingRights(); // before the move: distances at most the true ones
        const int leftAfter = (mover == b.target ? b.targetMoves : b.actorMoves) - 1;
        if (const int slot = t.slotAt[from]; slot >= 0) {
            const Piece after = m.isPromotion() ? makePiece(mover, m.promoted()) : pos.pieceOn(from);
            cost += pictureDistance(s.picture.units[slot], after, to, rights, leftAfter) - t.dist[slot];
        }
        if (m.isCastling()) {
            const Square rookFrom = to > from ? from + 3 : from - 4;
            const Square rookTo = to > from ? from + 1 : from - 1;
            if (const int slot = t.slotAt[rookFrom]; slot >= 0)
                cost += pictureDistance(s.picture.units[slot], pos.pieceOn(rookFrom), rookTo, rights, leftAfter) -
                        t.dist[slot];
        }
        return cost <= reserve;
    }

    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        State& s = state();
        if (!s.active) return Base::leaf(pos, last, lastUndo, pliesLeft, counters);
        const int decided = Goal::leaf(pos, last, lastUndo, pliesLeft, counters);
        if (pliesLeft + 1 >= Base::MaxTrackedPlies) return decided == 1 ? int(inPicture(pos)) : decided;
        const Track& parent = s.track[std::size_t(pliesLeft + 1)];
        Track& t = s.track[std::size_t(pliesLeft)];
        if (!parent.valid || parent.key != lastUndo.key || parent.epoch != s.epoch) {
            t.valid = false; // not followed from the root: no cut below, the final test by squares
            return decided == 1 ? int(inPicture(pos)) : decided;
        }
        const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
        if (!follow(pos, last, lastUndo, parent, t, b)) {
            ++counters.boundCuts; // a pictured unit was captured
            return 0;
        }
        if (decided == 1) return t.required[White] == 0 && t.required[Black] == 0 ? 1 : 0;
        if (decided != -1) return decided;
        ++counters.boundTests;
        if (t.required[b.target] <= b.targetMoves && t.required[~b.target] <= b.actorMoves) return -1;
        ++counters.boundCuts;
        return 0;
    }

    /// The table keeps each picture's dead nodes apart, and like units swapped apart too.
    static std::uint64_t tableSalt(int pliesLeft) {
        State& s = state();
        if (!s.active) return Base::tableSalt();
        if (pliesLeft < Base::MaxTrackedPlies) {
            const Track& t = s.track[std::size_t(pliesLeft)];
            if (t.valid && t.epoch == s.epoch) return s.picture.salt ^ t.identity;
        }
        return s.picture.salt;
    }

private:
    static int movesLeftOf(Color c, const HelpBudgets& b) { return c == b.target ? b.targetMoves : b.actorMoves; }
    static void recompute(const Position& pos, Track& t, const HelpBudgets& b) {
        const State& s = state();
        t.required[White] = t.required[Black] = 0;
        for (Square sq = 0; sq < 64; ++sq) {
            const int slot = t.slotAt[sq];
            if (slot < 0) continue;
            const PicturedUnit& u = s.picture.units[slot];
            const int d = std::min<int>(
                pictureDistance(u, pos.pieceOn(sq), sq, pos.castlingRights(), movesLeftOf(u.color, b)), 99);
            t.dist[slot] = std::uint8_t(d);
            t.required[u.color] += d;
        }
    }
    /// The child's track from the parent's after `last`; false when a pictured unit was captured.
    static bool follow(const Position& pos, Move last, const UndoInfo& undo, const Track& parent, Track& t,
                       const HelpBudgets& b) {
        const State& s = state();
        std::copy(std::begin(parent.slotAt), std::end(parent.slotAt), std::begin(t.slotAt));
        t.identity = parent.identity;
        t.key = pos.key();
        t.epoch = s.epoch;
        t.valid = true;
        const auto shift = [&](Square from, Square to) {
            const int slot = t.slotAt[from];
            t.slotAt[from] = -1;
            t.slotAt[to] = std::int8_t(slot);
            if (slot >= 0) t.identity ^= identityKey(slot, from) ^ identityKey(slot, to);
        };
        const Square from = last.from(), to = last.to();
        if (last.isCastling()) {
            shift(from, to);
            shift(to > from ? from + 3 : from - 4, to > from ? from + 1 : from - 1);
        } else {
            if (undo.captured != NoPiece) {
                const Square captured = last.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
                if (t.slotAt[captured] >= 0) {
                    t.valid = false;
                    return false;
                }
            }
            shift(from, to);
        }
        if (undo.castling == pos.castlingRights() && !last.isCastling()) {
            // Only the moved unit's distance changed.
            std::copy(std::begin(parent.dist), std::end(parent.dist), std::begin(t.dist));
            t.required[White] = parent.required[White];
            t.required[Black] = parent.required[Black];
            if (const int slot = t.slotAt[to]; slot >= 0) {
                const PicturedUnit& u = s.picture.units[slot];
                const int d = std::min<int>(
                    pictureDistance(u, pos.pieceOn(to), to, pos.castlingRights(), movesLeftOf(u.color, b)), 99);
                t.required[u.color] += d - t.dist[slot];
                t.dist[slot] = std::uint8_t(d);
            }
        } else {
            recompute(pos, t, b);
        }
        return true;
    }
    /// Whether every pictured unit's square holds a unit that may be it (the final test when
    /// the units were not followed).
    static bool inPicture(const Position& pos) {
        const State& s = state();
        for (int i = 0; i < s.picture.count; ++i) {
            const PicturedUnit& u = s.picture.units[i];
            const Piece p = pos.pieceOn(u.stand);
            if (p == NoPiece || colorOf(p) != u.color) return false;
            if (pictureDistance(u, p, u.stand, pos.castlingRights(), 0) != 0) return false;
        }
        return true;
    }
};

} // namespace gms

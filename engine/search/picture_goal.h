// SPDX-License-Identifier: GPL-3.0-or-later
/// @file picture_goal.h  Help play searched towards the mate pictures of its root (mate_picture.h).
///
/// The search follows every unit of the root along the line (by the square it stands on) and
/// keeps, at each node, the pictures the line can still end in: for each, per side, the moves
/// its pictured units still need at the least to reach their squares (pictureDistance). A
/// picture whose side needs more moves than it has left is dropped, and so is one whose
/// pictured unit was captured; a node without pictures is cut. A move costs its side one move
/// of a picture's reserve (moves left minus moves needed) unless it brings a pictured unit of
/// that picture one move nearer; a move that no kept picture can afford is dropped unmade.
/// Every mate reachable in the moves left ends in some picture of the root (mate_picture.h),
/// and a line ending in a picture passes every test on its way: the lines are exactly the
/// full-width ones. Without pictures (none given, or too many) it is `Base` (IntelligentGoal:
/// the goal's bound, if it has one). Stalemate pictures (enumerateStalematePictures) are
/// searched the same way.
#pragma once

#include "intelligent_goal.h"
#include "mate_picture.h"

#include <array>
#include <bit>
#include <atomic>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace gms {

/// The pictures of one root and which of the root's units each one places where.
struct PictureSet {
    static constexpr int MaxUnits = 32;
    std::vector<MatePicture> pictures;
    int unitCount = 0;
    Square unitOrigin[MaxUnits] = {};
    std::int8_t indexAt[64]; ///< The root unit on each square, or -1.
    /// Per root unit: the different places the pictures give it (a move's effect on each is
    /// worked out once, then looked up per picture).
    std::vector<PicturedUnit> places[MaxUnits];
    /// Per root unit, per picture: the index in places[unit] of the unit's place, -1 when not
    /// pictured (by unit first: a move looks up one unit's places in many pictures in a row).
    std::vector<std::int16_t> placeOf[MaxUnits];
    /// Per picture: bit u set when root unit u is pictured.
    std::vector<std::uint32_t> picturedUnits;
    /// Per picture: bit u set when root unit u is pictured as taken (PictureForm::Captured).
    std::vector<std::uint32_t> takenUnits;
    /// Per picture: some line ended in it (set by the searching threads).
    std::unique_ptr<std::atomic<bool>[]> proved;

    /// Indexes the units of `root` and the pictures' places.
    PictureSet(const Position& root, std::vector<MatePicture> all)
        : pictures(std::move(all)), proved(new std::atomic<bool>[pictures.size()]) {
        for (std::size_t p = 0; p < pictures.size(); ++p) proved[p].store(false, std::memory_order_relaxed);
        std::fill(std::begin(indexAt), std::end(indexAt), std::int8_t(-1));
        for (Square s = 0; s < 64 && unitCount < MaxUnits; ++s)
            if (root.pieceOn(s) != NoPiece) {
                indexAt[s] = std::int8_t(unitCount);
                unitOrigin[unitCount++] = s;
            }
        std::unordered_map<std::uint32_t, std::int16_t> index[MaxUnits];
        for (int u = 0; u < unitCount; ++u) placeOf[u].assign(pictures.size(), -1);
        picturedUnits.assign(pictures.size(), 0);
        takenUnits.assign(pictures.size(), 0);
        for (std::size_t p = 0; p < pictures.size(); ++p) {
            for (int i = 0; i < pictures[p].count; ++i) {
                const PicturedUnit& u = pictures[p].units[i];
                const int unit = indexAt[u.origin];
                const std::uint32_t key = std::uint32_t(u.stand) | std::uint32_t(u.form) << 8 |
                                          std::uint32_t(u.promotedTo) << 16 | std::uint32_t(u.mustArrive) << 24;
                auto [at, added] = index[unit].try_emplace(key, std::int16_t(places[unit].size()));
                if (added) places[unit].push_back(u);
                placeOf[unit][p] = at->second;
                picturedUnits[p] |= std::uint32_t(1) << unit;
                if (u.form == PictureForm::Captured) takenUnits[p] |= std::uint32_t(1) << unit;
            }
        }
    }
};

/// Mate pictures (enumerateMatePictures), walked from 4 half moves on.
struct MatePictures {
    static bool enumerate(const Position& pos, Color target, int targetMoves, int actorMoves,
                          std::vector<MatePicture>& out, std::size_t maxPictures) {
        return enumerateMatePictures(pos, target, targetMoves, actorMoves, out, maxPictures);
    }
    static constexpr int minPlies = 4;
    static constexpr const char* phase = "mate pictures";
};

/// Stalemate pictures (enumerateStalematePictures): every unit of the stalemated side
/// immobilised or taken, or, when those are too many, the king and its flights only (the
/// other units left to the search). They cut late: below 8 half moves the walk costs more
/// than it saves (README: BEISPIEL/hpint.inp's h=3).
struct StalematePictures {
    static bool enumerate(const Position& pos, Color target, int targetMoves, int actorMoves,
                          std::vector<MatePicture>& out, std::size_t maxPictures) {
        if (enumerateStalematePictures(pos, target, targetMoves, actorMoves, out, maxPictures, true)) return true;
        out.clear();
        return enumerateStalematePictures(pos, target, targetMoves, actorMoves, out, maxPictures);
    }
    static constexpr int minPlies = 8;
    static constexpr const char* phase = "stalemate pictures";
};

/// `Base`: the search without pictures (too many of them); `Pictures`: the goal's pictures
/// (MatePictures, StalematePictures).
template <class Goal, class Base = IntelligentGoal<Goal>, class Pictures = MatePictures>
struct PictureGoal : Base {
    static constexpr bool filtersMoves = true;
    /// The pictures of `pos` (their side `target` with `targetMoves` left, the other with `actorMoves`).
    static bool enumeratePictures(const Position& pos, Color target, int targetMoves, int actorMoves,
                                  std::vector<MatePicture>& out, std::size_t maxPictures) {
        return Pictures::enumerate(pos, target, targetMoves, actorMoves, out, maxPictures);
    }
    /// Shortest length (half moves) walked towards the pictures.
    static constexpr int minPicturedPlies = Pictures::minPlies;
    /// The progress phase of the walk towards them.
    static constexpr const char* picturePhase = Pictures::phase;

    /// A picture still reachable at a node: what its units need, per colour, and how many of
    /// its units to be taken are still on the board (a move of the other side each).
    struct Alive {
        std::uint32_t picture;
        std::uint8_t required[2];
        std::uint8_t captures;
    };
    /// The units and the pictures at one node of the line.
    struct Track {
        std::uint64_t key = 0;   ///< The node's position key.
        std::uint64_t epoch = 0; ///< The search it belongs to.
        bool valid = false;
        std::int8_t unitAt[64];                  ///< The root unit on each square, or -1.
        Square unitSquare[PictureSet::MaxUnits]; ///< Where each root unit stands (NoSquare: captured).
        std::uint64_t identity = 0;              ///< Which unit stands where (transpositions may swap like units).
        std::vector<Alive> alive;
        /// For the side to move, over the pictures kept (worked out at the node's first allowed()):
        mutable bool summarised = false;
        mutable std::uint32_t freeWithReserve = 0; ///< Units some picture with a move to spare leaves free.
        mutable std::uint32_t pictured = 0;        ///< Units some picture places.
        mutable bool anyReserve = false;           ///< Some picture has a move to spare.
    };
    struct State {
        std::shared_ptr<const PictureSet> set;
        std::uint64_t epoch = 0;
        std::array<Track, Base::MaxTrackedPlies> track;
    };
    static State& state() {
        thread_local State s;
        return s;
    }
    static std::uint64_t identityKey(int unit, Square s) {
        static const auto keys = [] {
            std::array<std::array<std::uint64_t, 64>, PictureSet::MaxUnits> k{};
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
        return keys[std::size_t(unit)][std::size_t(s)];
    }

    /// Searches towards the pictures of `set` from now on (this thread; null: none).
    static void usePictures(std::shared_ptr<const PictureSet> set) {
        State& s = state();
        s.set = std::move(set);
        ++s.epoch;
    }
    static std::shared_ptr<const PictureSet> pictures() { return state().set; }
    /// The root of a search of `plies` half moves: every unit on its origin, every picture kept.
    static void enterRoot(const Position& pos, int plies) {
        State& s = state();
        if (!s.set || plies >= Base::MaxTrackedPlies) return;
        const PictureSet& set = *s.set;
        Track& t = s.track[std::size_t(plies)];
        std::fill(std::begin(t.unitAt), std::end(t.unitAt), std::int8_t(-1));
        t.identity = 0;
        for (int u = 0; u < set.unitCount; ++u) {
            t.unitAt[set.unitOrigin[u]] = std::int8_t(u);
            t.unitSquare[u] = set.unitOrigin[u];
            t.identity ^= identityKey(u, set.unitOrigin[u]);
        }
        const HelpBudgets b = helpBudgets<Goal>(pos, plies);
        // Each unit's distance to each of its places once, then summed per picture.
        std::vector<int> distance[PictureSet::MaxUnits];
        for (int u = 0; u < set.unitCount; ++u) {
            const Square at = set.unitOrigin[u];
            for (const PicturedUnit& place : set.places[u])
                distance[u].push_back(place.form == PictureForm::Captured
                                          ? 0
                                          : pictureDistance(place, pos.pieceOn(at), at, pos.castlingRights(),
                                                            movesLeftOf(place.color, b)));
        }
        t.alive.clear();
        for (std::size_t p = 0; p < set.pictures.size(); ++p) {
            int required[2] = {0, 0}, captures = 0;
            for (std::uint32_t units = set.picturedUnits[p]; units; units &= units - 1) {
                const int u = std::countr_zero(units);
                const PicturedUnit& place = set.places[u][std::size_t(set.placeOf[u][p])];
                if (place.form == PictureForm::Captured)
                    ++captures;
                else
                    required[place.color] += distance[u][std::size_t(set.placeOf[u][p])];
            }
            if (fits(required, captures, b)) t.alive.push_back(aliveOf(p, required, captures));
        }
        t.key = pos.key();
        t.epoch = s.epoch;
        t.valid = true;
        t.summarised = false;
    }

    static bool allowed(const Position& pos, Move m, int pliesLeft) {
        if (!state().set) return Base::allowed(pos, m, pliesLeft);
        // The pictures first: they drop more moves for less.
        return Goal::allowed(pos, m, pliesLeft) && picturesAllow(pos, m, pliesLeft) &&
               Base::endAllowed(pos, m, pliesLeft);
    }

    static int leaf(Position& pos, Move last, const UndoInfo& lastUndo, int pliesLeft, SearchCounters& counters) {
        State& s = state();
        if (!s.set) return Base::leaf(pos, last, lastUndo, pliesLeft, counters);
        const int decided = Goal::leaf(pos, last, lastUndo, pliesLeft, counters);
        if (pliesLeft + 1 >= Base::MaxTrackedPlies) return decided;
        const Track& parent = s.track[std::size_t(pliesLeft + 1)];
        Track& t = s.track[std::size_t(pliesLeft)];
        if (!parent.valid || parent.key != lastUndo.key || parent.epoch != s.epoch) {
            t.valid = false; // not followed from the root: no cut below
            return decided;
        }
        follow(pos, last, lastUndo, parent, t, helpBudgets<Goal>(pos, pliesLeft));
        if (decided == 1) // the pictures it ends in are proved
            for (const Alive& a : t.alive)
                if (a.required[White] == 0 && a.required[Black] == 0 && a.captures == 0)
                    s.set->proved[a.picture].store(true, std::memory_order_relaxed);
        if (decided != -1) return decided; // a mate is a line whichever picture it is
        ++counters.boundTests;
        if (!t.alive.empty() && (pliesLeft != 1 || Base::anyEndAllowed(pos))) return -1;
        ++counters.boundCuts;
        return 0;
    }

    /// Like units swapped apart are different nodes to the pictures: the table tells them apart.
    static std::uint64_t tableSalt(int pliesLeft) {
        State& s = state();
        if (!s.set) return Base::tableSalt();
        if (pliesLeft < Base::MaxTrackedPlies) {
            const Track& t = s.track[std::size_t(pliesLeft)];
            if (t.valid && t.epoch == s.epoch) return t.identity | 1;
        }
        return 0x6a09e667f3bcc909ULL;
    }

private:
    /// Whether some kept picture can afford move `m` (the play type's allowed() said yes).
    static bool picturesAllow(const Position& pos, Move m, int pliesLeft) {
        State& s = state();
        if (pliesLeft >= Base::MaxTrackedPlies) return true;
        const Track& t = s.track[std::size_t(pliesLeft)];
        if (!t.valid || t.key != pos.key() || t.epoch != s.epoch) return true;
        const PictureSet& set = *s.set;
        const Color mover = pos.sideToMove();
        const HelpBudgets b = helpBudgets<Goal>(pos, pliesLeft);
        const int moves = movesLeftOf(mover, b);
        const Square from = m.from(), to = m.to();
        const int unit = t.unitAt[from];
        int victim = -1;
        if (!m.isCastling() && pos.isCapture(m))
            victim = t.unitAt[m.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to];
        int rook = -1;
        Square rookFrom = NoSquare, rookTo = NoSquare;
        if (m.isCastling()) {
            rookFrom = to > from ? from + 3 : from - 4;
            rookTo = to > from ? from + 1 : from - 1;
            rook = t.unitAt[rookFrom];
        }
        const bool actor = mover != b.target;
        if (!t.summarised) summarise(t, mover, moves, actor);
        if (victim < 0 && !m.isCastling() && unit >= 0) {
            const std::uint32_t bit = std::uint32_t(1) << unit;
            if (t.freeWithReserve & bit) return true;               // a picture leaving it free can afford one move
            if (!t.anyReserve && !(t.pictured & bit)) return false; // no move to spare, no pictured unit
        }
        const int rights = pos.castlingRights(); // before the move: distances at most the true ones
        const Piece before = pos.pieceOn(from);
        const Piece after = m.isPromotion() ? makePiece(mover, m.promoted()) : before;
        Deltas& unitDelta = deltas(0);
        Deltas& rookDelta = deltas(1);
        if (unit >= 0) unitDelta.start(set, unit, before, from, rights, moves, after, to, rights, moves - 1);
        if (rook >= 0) {
            const Piece r = pos.pieceOn(rookFrom);
            rookDelta.start(set, rook, r, rookFrom, rights, moves, r, rookTo, rights, moves - 1);
        }
        for (const Alive& a : t.alive) {
            const int taken = takes(set, a.picture, victim);
            if (taken < 0) continue; // its pictured unit would be lost
            if (actor && a.captures - taken > moves - 1) continue;
            int cost = 1;
            if (unit >= 0) cost += unitDelta.of(set, a.picture);
            if (rook >= 0) cost += rookDelta.of(set, a.picture);
            if (cost <= moves - a.required[mover]) return true;
        }
        return false;
    }

    /// One unit's distance to each of its places changing from one state (piece, square,
    /// castling rights, its side's moves left) to another, worked out per place when first
    /// asked (start() forgets the last change).
    struct Deltas {
        std::vector<int> value;
        std::vector<std::uint32_t> stamp;
        std::uint32_t now = 0;
        int unit = -1;
        Piece before = NoPiece, after = NoPiece;
        Square from = NoSquare, to = NoSquare;
        int rightsBefore = 0, rightsAfter = 0, leftBefore = 0, leftAfter = 0;
        void start(const PictureSet& set, int unit_, Piece before_, Square from_, int rightsBefore_, int leftBefore_,
                   Piece after_, Square to_, int rightsAfter_, int leftAfter_) {
            unit = unit_;
            before = before_, from = from_, rightsBefore = rightsBefore_, leftBefore = leftBefore_;
            after = after_, to = to_, rightsAfter = rightsAfter_, leftAfter = leftAfter_;
            const std::size_t places = set.places[unit].size() + 1; // [0]: not pictured
            if (value.size() < places) {
                value.resize(places, 0);
                stamp.resize(places, 0);
            }
            if (++now == 0) { // wrapped: every stamp is stale
                std::fill(stamp.begin(), stamp.end(), 0);
                now = 1;
            }
            stamp[0] = now;
        }
        /// The change for every place, when the pictures to look at are more than the places.
        void fill(const PictureSet& set) {
            const std::vector<PicturedUnit>& places = set.places[unit];
            for (std::size_t i = 0; i < places.size(); ++i) {
                value[i + 1] = changeOf(places[i]);
                stamp[i + 1] = now;
            }
        }
        /// The change for the unit's place in `picture` (0 when it places the unit nowhere).
        int of(const PictureSet& set, std::uint32_t picture) {
            const std::size_t place = std::size_t(set.placeOf[unit][picture] + 1);
            if (stamp[place] != now) {
                stamp[place] = now;
                value[place] = changeOf(set.places[unit][place - 1]);
            }
            return value[place];
        }
        /// The change for `picture` after fill().
        int filled(const PictureSet& set, std::uint32_t picture) const {
            return value[std::size_t(set.placeOf[unit][picture] + 1)];
        }
        int changeOf(const PicturedUnit& pu) const {
            return pictureDistance(pu, after, to, rightsAfter, leftAfter) -
                   pictureDistance(pu, before, from, rightsBefore, leftBefore);
        }
    };
    /// `actor`: the mover is the side that reaches the goal (its moves take the units to be taken).
    static void summarise(const Track& t, Color mover, int moves, bool actor) {
        const PictureSet& set = *state().set;
        std::uint32_t free = 0, pictured = 0;
        bool reserve = false;
        for (const Alive& a : t.alive) {
            const std::uint32_t units = set.picturedUnits[a.picture];
            pictured |= units;
            if (moves - a.required[mover] >= 1 && (!actor || moves - a.captures >= 1)) {
                reserve = true;
                free |= ~units;
            }
        }
        t.freeWithReserve = free;
        t.pictured = pictured;
        t.anyReserve = reserve;
        t.summarised = true;
    }
    /// Most units whose distances one move changes: the moved unit, a castling rook, and the
    /// kings and rooks on their squares of the start when castling rights change.
    static constexpr int MaxChanged = 8;
    static Deltas& deltas(int which) {
        thread_local Deltas d[MaxChanged];
        return d[which];
    }
    static int movesLeftOf(Color c, const HelpBudgets& b) { return c == b.target ? b.targetMoves : b.actorMoves; }
    static std::uint8_t clampReq(int r) { return std::uint8_t(r > 255 ? 255 : r); }
    static bool fits(const int required[2], int captures, const HelpBudgets& b) {
        return required[b.target] <= b.targetMoves && required[~b.target] <= b.actorMoves && captures <= b.actorMoves;
    }
    static Alive aliveOf(std::size_t picture, const int required[2], int captures) {
        return {std::uint32_t(picture), {clampReq(required[0]), clampReq(required[1])}, clampReq(captures)};
    }
    /// What taking root unit `victim` (-1: nothing taken) does to `picture`: -1 loses a
    /// pictured unit, 1 takes a unit it takes, 0 neither.
    static int takes(const PictureSet& set, std::uint32_t picture, int victim) {
        if (victim < 0) return 0;
        const std::uint32_t bit = std::uint32_t(1) << victim;
        if (set.takenUnits[picture] & bit) return 1;
        return set.picturedUnits[picture] & bit ? -1 : 0;
    }
    /// The child's track from the parent's after `last`.
    static void follow(const Position& pos, Move last, const UndoInfo& undo, const Track& parent, Track& t,
                       const HelpBudgets& b) {
        const State& s = state();
        const PictureSet& set = *s.set;
        std::copy(std::begin(parent.unitAt), std::end(parent.unitAt), std::begin(t.unitAt));
        std::copy(parent.unitSquare, parent.unitSquare + set.unitCount, t.unitSquare);
        t.identity = parent.identity;
        t.key = pos.key();
        t.epoch = s.epoch;
        t.valid = true;
        t.summarised = false;
        t.alive.clear();
        const auto shift = [&](Square from, Square to) {
            const int unit = t.unitAt[from];
            t.unitAt[from] = -1;
            t.unitAt[to] = std::int8_t(unit);
            if (unit >= 0) {
                t.unitSquare[unit] = to;
                t.identity ^= identityKey(unit, from) ^ identityKey(unit, to);
            }
        };
        const Square from = last.from(), to = last.to();
        const int moved = parent.unitAt[from];
        int victim = -1;
        if (last.isCastling()) {
            shift(from, to);
            shift(to > from ? from + 3 : from - 4, to > from ? from + 1 : from - 1);
        } else {
            if (undo.captured != NoPiece) {
                const Square at = last.isEnPassant() ? makeSquare(fileOf(to), rankOf(from)) : to;
                victim = t.unitAt[at];
                if (victim >= 0) {
                    t.unitSquare[victim] = NoSquare;
                    t.identity ^= identityKey(victim, at);
                    t.unitAt[at] = -1;
                }
            }
            shift(from, to);
        }
        // The units whose distances change: the moved one (and a castling rook); when castling
        // rights change, the kings and rooks on their squares of the start as well.
        const Color mover = colorOf(pos.pieceOn(to));
        const int moverLeft = movesLeftOf(mover, b);
        const int rightsBefore = undo.castling, rightsAfter = pos.castlingRights();
        int changed = 0;
        int changedUnits[MaxChanged];
        Color changedColor[MaxChanged];
        const auto change = [&](int unit, Piece before, Square at, Piece after, Square atAfter, int leftBefore) {
            if (unit < 0) return;
            for (int i = 0; i < changed; ++i)
                if (changedUnits[i] == unit) return;
            const Color c = colorOf(after);
            deltas(changed).start(set, unit, before, at, rightsBefore, leftBefore, after, atAfter, rightsAfter,
                                  movesLeftOf(c, b));
            changedColor[changed] = c;
            changedUnits[changed++] = unit;
        };
        const Piece after = pos.pieceOn(to);
        change(moved, last.isPromotion() ? makePiece(mover, Pawn) : after, from, after, to, moverLeft + 1);
        if (last.isCastling()) {
            const Square rookTo = to > from ? from + 1 : from - 1;
            change(t.unitAt[rookTo], pos.pieceOn(rookTo), to > from ? from + 3 : from - 4, pos.pieceOn(rookTo), rookTo,
                   moverLeft + 1);
        }
        if (rightsBefore != rightsAfter)
            for (const Square home : {Square(0), Square(4), Square(7), Square(56), Square(60), Square(63)}) {
                const Piece p = pos.pieceOn(home);
                if (p != NoPiece) change(t.unitAt[home], p, home, p, home, movesLeftOf(colorOf(p), b));
            }
        if (victim < 0 && changed == 1) {
            // The common case, the loop every node runs over its pictures.
            Deltas& d = deltas(0);
            const bool eager = set.places[d.unit].size() <= parent.alive.size();
            if (eager) d.fill(set);
            t.alive.resize(parent.alive.size());
            Alive* kept = t.alive.data();
            std::size_t n = 0;
            for (const Alive& a : parent.alive) {
                int required[2] = {a.required[0], a.required[1]};
                required[mover] += eager ? d.filled(set, a.picture) : d.of(set, a.picture);
                kept[n] = aliveOf(a.picture, required, a.captures);
                n += fits(required, a.captures, b);
            }
            t.alive.resize(n);
            return;
        }
        for (const Alive& a : parent.alive) {
            const int taken = takes(set, a.picture, victim);
            if (taken < 0) continue;
            int required[2] = {a.required[0], a.required[1]};
            for (int i = 0; i < changed; ++i) required[changedColor[i]] += deltas(i).of(set, a.picture);
            const int captures = a.captures - taken;
            if (fits(required, captures, b)) t.alive.push_back(aliveOf(a.picture, required, captures));
        }
    }
};

} // namespace gms

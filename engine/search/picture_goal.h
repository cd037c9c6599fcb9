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
    /// Per picture: the index in places[unit] of each root unit's place, -1 when not pictured.
    std::vector<std::array<std::int16_t, MaxUnits>> placeOf;
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
        placeOf.resize(pictures.size());
        picturedUnits.assign(pictures.size(), 0);
        takenUnits.assign(pictures.size(), 0);
        for (std::size_t p = 0; p < pictures.size(); ++p) {
            placeOf[p].fill(-1);
            for (int i = 0; i < pictures[p].count; ++i) {
                const PicturedUnit& u = pictures[p].units[i];
                const int unit = indexAt[u.origin];
                const std::uint32_t key = std::uint32_t(u.stand) | std::uint32_t(u.form) << 8 |
                                          std::uint32_t(u.promotedTo) << 16 | std::uint32_t(u.mustArrive) << 24;
                auto [at, added] = index[unit].try_emplace(key, std::int16_t(places[unit].size()));
                if (added) places[unit].push_back(u);
                placeOf[p][std::size_t(unit)] = at->second;
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
        t.alive.clear();
        for (std::size_t p = 0; p < set.pictures.size(); ++p) {
            int required[2], captures;
            sumRequired(pos, set.pictures[p], t, b, required, captures);
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
        unitDelta.start(unit >= 0 ? set.places[unit].size() : 0);
        rookDelta.start(rook >= 0 ? set.places[rook].size() : 0);
        for (const Alive& a : t.alive) {
            const auto& places = set.placeOf[a.picture];
            const int taken = takes(set, a.picture, victim);
            if (taken < 0) continue; // its pictured unit would be lost
            if (actor && a.captures - taken > moves - 1) continue;
            int cost = 1;
            if (unit >= 0) cost += unitDelta.of(set, places, unit, before, from, after, to, rights, moves);
            if (rook >= 0) {
                const Piece r = pos.pieceOn(rookFrom);
                cost += rookDelta.of(set, places, rook, r, rookFrom, r, rookTo, rights, moves);
            }
            if (cost <= moves - a.required[mover]) return true;
        }
        return false;
    }

    /// A move's effect on one unit's distance to each of its places, worked out when first
    /// asked (start() forgets the last move's).
    struct Deltas {
        std::vector<int> value;
        std::vector<std::uint32_t> stamp;
        std::uint32_t now = 0;
        void start(std::size_t places) {
            if (value.size() < places) {
                value.resize(places);
                stamp.resize(places, 0);
            }
            if (++now == 0) { // wrapped: every stamp is stale
                std::fill(stamp.begin(), stamp.end(), 0);
                now = 1;
            }
        }
        /// The change of root unit `unit`'s distance to its place in a picture (whose places
        /// are `placeOf`: 0 when it places the unit nowhere) when the unit moves from `from` as
        /// `before` to `to` as `after`, its side having `moves` left before the move.
        int of(const PictureSet& set, const std::array<std::int16_t, PictureSet::MaxUnits>& placeOf, int unit,
               Piece before, Square from, Piece after, Square to, int rights, int moves) {
            const int place = placeOf[std::size_t(unit)];
            if (place < 0) return 0;
            if (stamp[std::size_t(place)] != now) {
                const PicturedUnit& pu = set.places[unit][std::size_t(place)];
                stamp[std::size_t(place)] = now;
                value[std::size_t(place)] = pictureDistance(pu, after, to, rights, moves - 1) -
                                            pictureDistance(pu, before, from, rights, moves);
            }
            return value[std::size_t(place)];
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
    static Deltas& deltas(int which) {
        thread_local Deltas d[2];
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
    /// What `picture`'s units need where `t` has them, and how many of its units to be taken
    /// are on the board.
    static void sumRequired(const Position& pos, const MatePicture& picture, const Track& t, const HelpBudgets& b,
                            int required[2], int& captures) {
        const State& s = state();
        const PictureSet& set = *s.set;
        required[White] = required[Black] = 0;
        captures = 0;
        for (int i = 0; i < picture.count; ++i) {
            const PicturedUnit& u = picture.units[i];
            const int unit = set.indexAt[u.origin];
            const Square at = unit >= 0 ? t.unitSquare[unit] : NoSquare;
            if (u.form == PictureForm::Captured) {
                captures += at != NoSquare;
                continue;
            }
            const int d = at == NoSquare
                              ? UnitDistances::Unreachable
                              : pictureDistance(u, pos.pieceOn(at), at, pos.castlingRights(), movesLeftOf(u.color, b));
            required[u.color] += d;
        }
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
        if (undo.castling != pos.castlingRights() || last.isCastling()) {
            // Castling rights changed: a king's or rook's distances may change without a move.
            for (const Alive& a : parent.alive) {
                if (takes(set, a.picture, victim) < 0) continue;
                int required[2], captures;
                sumRequired(pos, set.pictures[a.picture], t, b, required, captures);
                if (fits(required, captures, b)) t.alive.push_back(aliveOf(a.picture, required, captures));
            }
            return;
        }
        // Only the moved unit's distance changed.
        const Color mover = colorOf(pos.pieceOn(to));
        const int moverLeft = movesLeftOf(mover, b);
        const Piece before = last.isPromotion() ? makePiece(mover, Pawn) : pos.pieceOn(to);
        const Piece after = pos.pieceOn(to);
        Deltas& movedDelta = deltas(0);
        movedDelta.start(moved >= 0 ? set.places[moved].size() : 0);
        for (const Alive& a : parent.alive) {
            const auto& places = set.placeOf[a.picture];
            const int taken = takes(set, a.picture, victim);
            if (taken < 0) continue;
            int required[2] = {a.required[0], a.required[1]};
            if (moved >= 0)
                required[mover] +=
                    movedDelta.of(set, places, moved, before, from, after, to, undo.castling, moverLeft + 1);
            const int captures = a.captures - taken;
            if (fits(required, captures, b)) t.alive.push_back(aliveOf(a.picture, required, captures));
        }
    }
};

} // namespace gms

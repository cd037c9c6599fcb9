// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_family_impl.h  The help solver's walk for one play type (solveFamily and its
/// helpers): included only by the files that compile it for the lists of help_policies.h.
#pragma once

#include "goals/goal_parameter.h"
#include "help_family.h"
#include "help_solver.h"
#include "help_line_enumerator.h"
#include "intelligent_goal.h"
#include "mate_picture.h"
#include "picture_goal.h"
#include "notation.h"
#include "unwritten_pass.h"
#include "plays/help_direct_play.h"
#include "plays/help_play.h"
#include "plays/help_reflex_play.h"
#include "plays/help_self_play.h"
#include "plays/null_move_play.h"
#include "plays/parry_series_play.h"
#include "plays/reci_help_play.h"
#include "plays/series_direct_play.h"
#include "plays/series_help_play.h"
#include "plays/series_help_self_play.h"
#include "plays/series_reflex_play.h"
#include "worker_pool.h"
#include "hotpath.h"
#include <memory>
#include <algorithm>

#include <algorithm>
#include <memory>

namespace gms::help_detail {

/// Shortest length (half moves) searched target by target (targeted()).
constexpr int MinTargetedPlies = 4;
/// Shortest length searched target by target when its mate pictures are too many: shorter
/// ones (h#3 and below with a dozen blockers for each flight) cost less in one walk with
/// the bound at every node than in one walk per king square.
constexpr int MinTargetedPliesAfterPictures = 7;

/// The play types whose last half move is forced and judged in place (hs, ser-s): Goal::forcedLastMove.
template <class Goal>
constexpr bool hasForcedLastMove() {
    if constexpr (requires { Goal::forcedLastMove; }) return Goal::forcedLastMove;
    return false;
}

/// reci-h: the lines found end before the reciprocal ending (Goal::reciprocalEnding).
template <class Goal>
constexpr bool hasReciprocalEnding() {
    if constexpr (requires { Goal::reciprocalEnding; }) return Goal::reciprocalEnding;
    return false;
}

/// Appends every line of exactly `k` half moves from `pos` to `out`, the first moves shared
/// out over the solve's threads (each walks its first moves' subtrees with its own
/// enumerator; the lines are sorted afterwards, so the order does not depend on the threads).
/// With few first moves for the threads (fewer than four each) the items are the pairs of a
/// first and a second move instead, so that one first move with a large tree is shared too.
/// Returns false when the solve was cancelled.
template <class Goal>
bool collectParallel(SearchContext& ctx, TranspositionTable* table, const Position& pos, int k, bool isShort,
                     int threads, std::vector<HelpLine>& out) {
    Position root = pos;
    MoveList first;
    generateGoalMoves<Goal>(root, first, k);
    struct Item {
        Move first, second; // second: none when the item is the whole first move
    };
    std::vector<Item> items;
    // (Play with passes: a second move may be a pass, Move::none(), which marks a whole first move here.)
    const bool pairs = !hasPassMoves<Goal>() && first.size < 4 * threads && k >= 4;
    for (int i = 0; i < first.size; ++i) {
        if (!pairs) {
            items.push_back({first.moves[i], Move::none()});
            continue;
        }
        UndoInfo undo, passUndo;
        const bool passed = makeGoalMove<Goal>(root, first.moves[i], k, undo, passUndo);
        ++ctx.counters.gen;
        if (Goal::leaf(root, first.moves[i], undo, k - 1, ctx.counters) != -1) {
            // decided by the first move already: judged again as a whole first move below
            items.push_back({first.moves[i], Move::none()});
        } else {
            MoveList second; // the first move's children, as the enumerator opens them
            generateGoalMoves<Goal>(root, second, k - 1);
            for (int j = 0; j < second.size; ++j) items.push_back({first.moves[i], second.moves[j]});
        }
        unmakeGoalMove<Goal>(root, first.moves[i], passed, undo, passUndo);
    }
    // The workers search the caller's target (intelligent_goal.h: a per-thread focus) or
    // pictures (picture_goal.h).
    MateFocus focus;
    if constexpr (requires { Goal::focus(); }) focus = Goal::focus().target;
    const auto shared = [] {
        if constexpr (requires { Goal::pictures(); })
            return Goal::pictures();
        else
            return 0;
    }();
    WorkerPool pool(ctx, root, threads);
    std::vector<std::unique_ptr<HelpLineEnumerator<Goal>>> walkers;
    for (int w = 0; w < pool.size(); ++w)
        walkers.push_back(std::make_unique<HelpLineEnumerator<Goal>>(pool.context(w), table));
    std::vector<std::vector<HelpLine>> found(items.size());
    pool.run(int(items.size()), [&](int w, SearchContext& c, Position& p, int i) {
        if (w == 0) {
            c.progress.rootIndex = i + 1;
            c.progress.rootCount = int(items.size());
        }
        if constexpr (requires { Goal::focus(); })
            if (Goal::focus().target.kingSquares != focus.kingSquares ||
                Goal::focus().target.checkerStands != focus.checkerStands)
                Goal::setFocus(focus);
        if constexpr (requires { Goal::pictures(); }) {
            if (Goal::pictures() != shared) Goal::usePictures(shared);
            Goal::enterRoot(p, k);
        }
        const Item& item = items[std::size_t(i)];
        std::vector<HelpLine>& lines = found[std::size_t(i)];
        UndoInfo undo, passUndo, undo2, passUndo2;
        const bool passed = makeGoalMove<Goal>(p, item.first, k, undo, passUndo);
        ++c.counters.gen;
        if (item.second.isNone()) {
            // As the enumerator judges a child: the goal's leaf test (an obligation, a goal
            // reached too early), then its subtree.
            const int decided = Goal::leaf(p, item.first, undo, k - 1, c.counters);
            if (decided == 1)
                lines.push_back(HelpLine{{}, isShort});
            else if (decided == -1)
                walkers[std::size_t(w)]->collect(p, k - 1, lines, 0, isShort);
        } else {
            // The first move was judged when the pairs were made (it decides nothing); judged
            // again here for the goals that follow the line (picture_goal.h keeps per-node state).
            Goal::leaf(p, item.first, undo, k - 1, c.counters);
            // As the enumerator judges a child: the goal's leaf test, then its subtree.
            const bool passed2 = makeGoalMove<Goal>(p, item.second, k - 1, undo2, passUndo2);
            ++c.counters.gen;
            const int decided = Goal::leaf(p, item.second, undo2, k - 2, c.counters);
            if (decided == 1)
                lines.push_back(HelpLine{{}, isShort});
            else if (decided == -1)
                walkers[std::size_t(w)]->collect(p, k - 2, lines, 0, isShort);
            unmakeGoalMove<Goal>(p, item.second, passed2, undo2, passUndo2);
            for (HelpLine& line : lines) line.moves.insert(line.moves.begin(), item.second);
        }
        for (HelpLine& line : lines) line.moves.insert(line.moves.begin(), item.first);
        unmakeGoalMove<Goal>(p, item.first, passed, undo, passUndo);
    });
    pool.collectCounters();
    for (auto& lines : found)
        for (HelpLine& line : lines) out.push_back(std::move(line));
    return !ctx.cancelled();
}

/// Most mate pictures one length is searched by (mate_picture.h); beyond, it is searched by
/// the king's final squares (collectTargets): each node walks its list of live pictures, and
/// lists that long (a dozen blockers for every flight) cost more than they cut (README).
constexpr std::size_t MaxPictures = 100000;

/// Sorts `out` from `first` on by moves and drops repeated lines (a line ending in several
/// pictures or targets is found by each).
inline void dropRepeatedLines(std::vector<HelpLine>& out, std::size_t first) {
    const auto byMoves = [](const HelpLine& a, const HelpLine& b) {
        return std::lexicographical_compare(a.moves.begin(), a.moves.end(), b.moves.begin(), b.moves.end(),
                                            [](Move x, Move y) { return x.raw() < y.raw(); });
    };
    const auto sameMoves = [](const HelpLine& a, const HelpLine& b) { return a.moves == b.moves; };
    std::sort(out.begin() + std::ptrdiff_t(first), out.end(), byMoves);
    out.erase(std::unique(out.begin() + std::ptrdiff_t(first), out.end(), sameMoves), out.end());
}

/// Whether a length is searched target by target (intelligent_goal.h): a goal that knows its
/// targets, no MaxSolutions (it keeps the first lines in the serial order) and long enough
/// for the targets' separate cuts to pay (below 4 half moves the bound's cuts come late).
template <class Goal>
bool targeted(std::size_t limit, int plies) {
    if constexpr (requires(const Position& p) { Goal::targets(p, plies); })
        return Goal::hasBound && limit == 0 && plies >= MinTargetedPlies;
    return false;
}

/// Whether a length is searched picture by picture (picture_goal.h): as targeted(), from the
/// goal's shortest pictured length on.
template <class Goal>
bool pictured(std::size_t limit, int plies) {
    if constexpr (requires { Goal::usePictures(nullptr); }) return limit == 0 && plies >= Goal::minPicturedPlies;
    return false;
}

/// Appends every line of exactly `k` half moves, searched once per target (a final king
/// square and a checking stand) for which the root passes the goal's test, each search cut
/// to the lines ending so; every mate has its king on one square and a checker on some
/// stand, so the union is every line. Returns false when cancelled.
template <class Goal>
bool collectTargets(SearchContext& ctx, TranspositionTable* table, HelpLineEnumerator<Goal>& enumerator, Position& pos,
                    int k, bool isShort, int threads, std::vector<HelpLine>& out) {
    if constexpr (requires { Goal::setFocus(MateFocus{}); }) {
        const std::vector<MateFocus> targets = Goal::targets(pos, k);
        ctx.counters.targetsEnumerated += targets.size();
        const std::size_t first = out.size();
        bool finished = true;
        for (std::size_t t = 0; t < targets.size() && finished; ++t) {
            Goal::setFocus(targets[t]);
            ++ctx.counters.targetsSearched;
            if (threads > 1 && k >= 3)
                finished = collectParallel<Goal>(ctx, table, pos, k, isShort, threads, out);
            else
                finished = enumerator.collect(pos, k, out, 0, isShort);
        }
        Goal::setFocus(MateFocus{});
        // A double check ends the targets of both checkers' stands: each line once.
        dropRepeatedLines(out, first);
        return finished && !ctx.cancelled();
    } else {
        (void)threads;
        return enumerator.collect(pos, k, out, 0, isShort); // not reached: targeted() is false
    }
}

/// Appends every line of exactly `k` half moves, searched towards the mate pictures of the
/// root (picture_goal.h): one walk that keeps, at each node, the pictures still reachable.
/// Returns 1 when done, 0 when cancelled, -1 when there were too many pictures (nothing
/// appended: search another way).
template <class Goal>
int collectPictures(SearchContext& ctx, TranspositionTable* table, HelpLineEnumerator<Goal>& enumerator, Position& pos,
                    int k, bool isShort, int threads, std::vector<HelpLine>& out) {
    if constexpr (!requires { Goal::usePictures(nullptr); }) {
        return -1; // not reached: pictured() is false
    } else {
        const HelpBudgets b = helpBudgets<Goal>(pos, k);
        std::vector<MatePicture> pictures;
        if (!Goal::enumeratePictures(pos, b.target, b.targetMoves, b.actorMoves, pictures, MaxPictures)) return -1;
        const auto set = std::make_shared<const PictureSet>(pos, std::move(pictures));
        ctx.counters.targetsEnumerated += set->pictures.size();
        ctx.counters.targetsSearched += set->pictures.size();
        Goal::usePictures(set);
        Goal::enterRoot(pos, k);
        const char* const phase = ctx.progress.phase;
        ctx.progress.phase = Goal::picturePhase; // progress: the walk towards them, by root move
        bool finished;
        if (threads > 1 && k >= 3)
            finished = collectParallel<Goal>(ctx, table, pos, k, isShort, threads, out);
        else
            finished = enumerator.collect(pos, k, out, 0, isShort);
        Goal::usePictures(nullptr);
        ctx.progress.phase = phase;
        for (std::size_t p = 0; p < set->pictures.size(); ++p)
            ctx.counters.targetsProved += set->proved[p].load(std::memory_order_relaxed);
        return finished && !ctx.cancelled() ? 1 : 0;
    }
}

/// Walks every length of `plies` from `pos` into `out`; one statistics row per length when
/// `rows` is given. Returns false when MaxSolutions or a cancel stopped it. With
/// `stoppedOnShort` (StopOnShortSolutions), a short length with solutions is the last one
/// walked, and *stoppedOnShort says whether that happened.
template <class Goal>
bool collectLengths(SearchContext& ctx, TranspositionTable* table, Position& pos, const std::vector<int>& plies,
                    std::vector<HelpLine>& out, std::vector<IterationStats>* rows, IterationStats* phase,
                    bool* stoppedOnShort = nullptr) {
    HelpLineEnumerator<Goal> enumerator(ctx, table);
    const std::size_t limit = ctx.options().maxSolutions > 0 ? std::size_t(ctx.options().maxSolutions) : 0;
    const int threads = resolveThreadCount(ctx.options().threads);
    bool finished = true;
    for (std::size_t i = 0; i < plies.size() && finished; ++i) {
        const int k = plies[i];
        IterationStats row;
        row.ply = k;
        const SearchCounters before = ctx.counters;
        const double t0 = ctx.elapsed();
        // moves: the series, or full moves (reci-h: the help moves before the ending, and the ending)
        ctx.progress.iteration = hasReciprocalEnding<Goal>() ? (Goal::series ? k + 1 : k / 2 + 1)
                                 : Goal::series              ? k - 1
                                                             : (k + 1) / 2;
        const std::size_t first = out.size();
        const bool isShort = i + 1 < plies.size();
        int picturedResult = -1;
        // MaxSolutions keeps the first lines found in the serial order, so it walks serially;
        // so do the short lengths, where threads cost more than they save.
        if constexpr (requires { Goal::rootObligation; }) {
            // hr, ser-r: a side to move in the diagram that can reach the goal in one must, at every
            // length: the defender's goal moves end the play (the lines of length 1, shorter
            // than N), the attacker's fail it. Longer lengths have no lines then.
            if (!(hasForcedLastMove<Goal>() && k == 1) &&
                Goal::leaf(pos, Move::none(), UndoInfo{}, k, ctx.counters) == 0)
                break;
        }
        if (hasReciprocalEnding<Goal>() && k == 0) { // reci-h#1: the ending is at the root
            if (Goal::leaf(pos, Move::none(), UndoInfo{}, 0, ctx.counters) == 1) out.push_back(HelpLine{{}, isShort});
        } else if (hasForcedLastMove<Goal>() && k == 1) { // the root is the defender's forced move
            if (Goal::leaf(pos, Move::none(), UndoInfo{}, 1, ctx.counters) == 1) out.push_back(HelpLine{{}, isShort});
        } else if (pictured<Goal>(limit, k) && (picturedResult = collectPictures<Goal>(ctx, table, enumerator, pos, k,
                                                                                       isShort, threads, out)) >= 0) {
            finished = picturedResult == 1;
        } else if (targeted<Goal>(limit, k) && (!pictured<Goal>(limit, k) || k >= MinTargetedPliesAfterPictures)) {
            // (pictured and here: too many pictures)
            finished = collectTargets<Goal>(ctx, table, enumerator, pos, k, isShort, threads, out);
        } else if (threads > 1 && limit == 0 && k >= 3)
            finished = collectParallel<Goal>(ctx, table, pos, k, isShort, threads, out);
        else
            finished = enumerator.collect(pos, k, out, limit, isShort);
        if constexpr (passesLeftOutOfLines<Goal>()) // parry series: the parries, not the passes
            for (auto line = out.begin() + std::ptrdiff_t(first); line != out.end(); ++line)
                std::erase(line->moves, Move::none());
        sortLines(out.begin() + std::ptrdiff_t(first), out.end());
        addCounters(row, ctx.counters - before);
        row.seconds = ctx.elapsed() - t0;
        if (ctx.cancelled()) break;
        if (rows) {
            rows->push_back(row);
            if (ctx.hooks().iteration) ctx.hooks().iteration(row);
        }
        if (phase) {
            addCounters(*phase, countersOf(row));
            phase->seconds += row.seconds;
        }
        if (stoppedOnShort && isShort && out.size() > first) {
            *stoppedOnShort = true;
            break;
        }
    }
    return finished && !ctx.cancelled();
}

/// hs, ser-s, hr and pser-hs: each line found ends before the defender's forced last half move
/// (hs, ser-s: every move of it reaches the goal; hr: its goal moves, Goal::forcedMoves); one
/// line per such move is written out, as Popeye prints them. Parry series lines leave out the
/// passes: a move of the side not to move follows one.
template <class Goal>
void appendForcedLastMoves(const Position& start, std::vector<HelpLine>& lines, SearchCounters& counters) {
    std::vector<HelpLine> expanded;
    for (const HelpLine& line : lines) {
        Position pos = start;
        const int k = int(line.moves.size()) + 1;
        std::vector<UndoInfo> undos(line.moves.size()), passUndos(line.moves.size()), unwritten(line.moves.size());
        for (std::size_t j = 0; j < line.moves.size(); ++j) {
            if constexpr (passesLeftOutOfLines<Goal>()) makeUnwrittenPass(pos, line.moves[j], unwritten[j]);
            makeGoalMove<Goal>(pos, line.moves[j], k - int(j), undos[j], passUndos[j]);
        }
        MoveList last;
        if constexpr (requires { Goal::forcedMoves(pos, last, counters); })
            Goal::forcedMoves(pos, last, counters);
        else
            generateLegal(pos, last);
        std::stable_sort(last.moves, last.moves + last.size, [](Move a, Move b) { return toUci(a) < toUci(b); });
        for (int i = 0; i < last.size; ++i) {
            HelpLine longer = line;
            longer.moves.push_back(last.moves[i]);
            expanded.push_back(std::move(longer));
        }
    }
    lines = std::move(expanded);
}

/// Appends to `out` one line per move of the side to move in `pos` and goal move of the other
/// side after it (`line` + the two), sorted: reci-h's help ending, help-direct's defences.
template <class G>
void appendMovesAndGoalMoves(Position& pos, const HelpLine& line, std::vector<HelpLine>& out,
                             SearchCounters& counters) {
    const auto byUci = [](Move a, Move b) { return toUci(a) < toUci(b); };
    MoveList first;
    generateLegal(pos, first);
    std::stable_sort(first.moves, first.moves + first.size, byUci);
    for (int i = 0; i < first.size; ++i) {
        UndoInfo undo;
        pos.makeMove(first.moves[i], undo);
        MoveList goalMoves;
        hasGoalMove<G>(pos, counters, &goalMoves);
        std::stable_sort(goalMoves.moves, goalMoves.moves + goalMoves.size, byUci);
        for (int j = 0; j < goalMoves.size; ++j) {
            HelpLine longer = line;
            longer.moves.push_back(first.moves[i]);
            longer.moves.push_back(goalMoves.moves[j]);
            out.push_back(std::move(longer));
        }
        pos.unmakeMove(first.moves[i], undo);
    }
}

/// The attacker's direct play of up to `moves` moves after `line`, one line per path, as Popeye
/// solves it: the moves that reach G in the fewest moves (at once if any can), each with every
/// defence and after it the same again ("1.Qh8-d4 Bh1-d5   2.Qd4-f6 + Ke6-d7   3.Qf6-d6 + ...").
template <class G>
void appendAttackerEnding(Position& pos, const HelpLine& line, int moves, std::vector<HelpLine>& out,
                          SearchCounters& counters) {
    const auto byUci = [](Move a, Move b) { return toUci(a) < toUci(b); };
    MoveList keys;
    generateLegal(pos, keys);
    std::stable_sort(keys.moves, keys.moves + keys.size, byUci);
    for (int fewest = 1; fewest <= moves; ++fewest) {
        bool found = false;
        for (int i = 0; i < keys.size; ++i) {
            if (!isDirectKey<G>(pos, keys.moves[i], fewest, counters)) continue;
            found = true;
            HelpLine keyed = line;
            keyed.moves.push_back(keys.moves[i]);
            UndoInfo undo;
            pos.makeMove(keys.moves[i], undo);
            if (G::reached(pos, keys.moves[i], undo)) {
                out.push_back(keyed);
            } else {
                MoveList defences;
                generateLegal(pos, defences);
                std::stable_sort(defences.moves, defences.moves + defences.size, byUci);
                for (int j = 0; j < defences.size; ++j) {
                    HelpLine defended = keyed;
                    defended.moves.push_back(defences.moves[j]);
                    UndoInfo defenceUndo;
                    pos.makeMove(defences.moves[j], defenceUndo);
                    appendAttackerEnding<G>(pos, defended, fewest - 1, out, counters);
                    pos.unmakeMove(defences.moves[j], defenceUndo);
                }
            }
            pos.unmakeMove(keys.moves[i], undo);
        }
        if (found) return;
    }
}

/// Help-direct: each line found ends before the ending; one line per path of it, as Popeye
/// prints them: "2da[G]" every defence and goal move after it ("3.e6-e5 Qf6*h4 #"), "3a[G]d"
/// ... "9a[G]d" the attacker's play (appendAttackerEnding), numbered from "1." again.
template <class Goal>
void appendDirectEndings(const Position& start, std::vector<HelpLine>& lines, SearchCounters& counters) {
    using G = typename Goal::GoalType;
    std::vector<HelpLine> expanded;
    for (const HelpLine& line : lines) {
        Position pos = start;
        std::vector<UndoInfo> undos(line.moves.size());
        for (std::size_t j = 0; j < line.moves.size(); ++j) pos.makeMove(line.moves[j], undos[j]);
        if constexpr (Goal::attackerFirst) {
            HelpLine numbered = line;
            numbered.endingStart = int(line.moves.size());
            appendAttackerEnding<G>(pos, numbered, GoalParameter::directEndingMoves(), expanded, counters);
        } else {
            appendMovesAndGoalMoves<G>(pos, line, expanded, counters);
        }
    }
    lines = std::move(expanded);
}

/// reci-h: after each line found, one line per ending as Popeye prints them: every pair of a
/// move and the other side's goal move (the help ending), then every move of the side to move
/// that reaches the direct ending's goal.
template <class Goal>
void appendReciprocalEndings(const Position& start, std::vector<HelpLine>& lines, SearchCounters& counters) {
    using G = typename Goal::GoalType;
    std::vector<HelpLine> expanded;
    auto byUci = [](Move a, Move b) { return toUci(a) < toUci(b); };
    for (const HelpLine& line : lines) {
        Position pos = start;
        const int k = int(line.moves.size());
        std::vector<UndoInfo> undos(line.moves.size()), passUndos(line.moves.size());
        for (std::size_t j = 0; j < line.moves.size(); ++j)
            makeGoalMove<Goal>(pos, line.moves[j], k - int(j), undos[j], passUndos[j]); // ser-reci-h: with passes
        appendMovesAndGoalMoves<G>(pos, line, expanded, counters);                      // the help ending
        MoveList direct;
        hasDirectEnding<G>(pos, counters, &direct);
        std::stable_sort(direct.moves, direct.moves + direct.size, byUci);
        for (int i = 0; i < direct.size; ++i) {
            HelpLine longer = line;
            longer.moves.push_back(direct.moves[i]);
            expanded.push_back(std::move(longer));
        }
    }
    lines = std::move(expanded);
}

template <class Goal>
void solveFamily(SearchContext& ctx, const Position& start, const Stipulation& stip, Solution& sol) {
    Position pos = start;
    bool stopped = false;
    // Set play and every length share the table: (position, half moves left) means the same.
    // Without the solve's table (hashMegabytes 0) the walk has no transposition cut-offs.
    TranspositionTable* table = ctx.table;
    if (ctx.options().setPlay) {
        std::vector<int> setPlies = HelpSolver::setPlayLengths(stip);
        // The diagram's side passes first: impossible while it is in check (Popeye then
        // prints no set play block at all: data/help/h2-set-in-check.out).
        if (!setPlies.empty() && !pos.inCheck()) {
            ctx.progress.phase = "set play";
            UndoInfo nullUndo;
            pos.makeNullMove(nullUndo);
            sol.hasSetPlay = true;
            stopped = !collectLengths<Goal>(ctx, table, pos, setPlies, sol.setLines, nullptr, &sol.treePhase);
            pos.unmakeNullMove(nullUndo);
            if (stopped && !ctx.cancelled()) sol.hitMaxSolutions = true;
        }
    }
    if (ctx.cancelled()) return;
    if constexpr (requires { Goal::rootObligation; }) {
        // hr, ser-r: the attacker to move in the diagram that can reach the goal in one must;
        // those moves are shown (Popeye: "1.Ra1-h1 # ?!?") and nothing else. Semi-reflex: it may.
        if (Goal::attackerMovesInDiagram(stip.plies()) && !GoalParameter::semiReflex()) {
            sol.obligedMates = obligedGoalMoves<typename Goal::GoalType>(pos, ctx.counters);
            if (!sol.obligedMates.empty()) return;
        }
    }
    ctx.progress.phase = "search";
    if (!collectLengths<Goal>(ctx, table, pos, HelpSolver::lengths(stip), sol.lines, &sol.iterations, nullptr,
                              ctx.options().stopOnShortSolutions ? &sol.stoppedOnShort : nullptr) &&
        !ctx.cancelled())
        sol.hitMaxSolutions = true;
    if constexpr (hasForcedLastMove<Goal>()) {
        // '/' (Popeye's structured stipulation): the ending is proved but not printed.
        const auto appendEndings = [&](const Position& from, std::vector<HelpLine>& lines) {
            if (stip.endingHidden) return;
            if constexpr (requires { Goal::endingWithGoalMove; })
                appendDirectEndings<Goal>(from, lines, ctx.counters);
            else
                appendForcedLastMoves<Goal>(from, lines, ctx.counters);
        };
        appendEndings(start, sol.lines);
        if (!sol.setLines.empty()) { // set play: from the diagram after its side's pass
            Position passed = start;
            UndoInfo nullUndo;
            passed.makeNullMove(nullUndo);
            appendEndings(passed, sol.setLines);
        }
        // The attacker's ending searches as it is written out: a stop meanwhile cuts it short.
        if constexpr (requires { Goal::attackerFirst; })
            if (Goal::attackerFirst) ctx.pollNow();
    }
    if constexpr (hasReciprocalEnding<Goal>()) appendReciprocalEndings<Goal>(start, sol.lines, ctx.counters);
}

} // namespace gms::help_detail

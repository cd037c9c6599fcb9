// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_line_enumerator.h  Every line of help play that reaches a goal in exactly k half moves,
/// walked on one explicit stack (no recursion), for the goal policies of help play.
#pragma once

#include "dead_position_table.h"
#include "goal.h"
#include "movegen.h"
#include "search_context.h"
#include "solution.h"

#include <cstddef>
#include <vector>

namespace gms {

/// Walks the whole tree of `plies` half moves (every node Or, as in help play) and records
/// each line whose last position is a success of Goal::leaf. A node with at least
/// DeadMinPlies half moves left whose subtree held no line goes into the dead-position table,
/// and a node found there is not walked again (its transpositions are dead too).
///
/// Walking every node once was measured against walking only the children the prover
/// (prover.h) proves: the proofs re-search the live subtrees, +20% time on helpmates_hard.tsv.
template <class Goal>
class HelpLineEnumerator {
public:
    HelpLineEnumerator(SearchContext& context, DeadPositionTable& dead) : ctx_(context), dead_(dead) {}

    /// Smallest half moves left stored in and looked up in the table (measured on
    /// helpmates_hard.tsv: 2 is about twice as fast as 1 or 3).
    static constexpr int DeadMinPlies = 2;

    /// Appends to `out` every line of exactly `plies` half moves from `pos` (marked `isShort`),
    /// in generation order, until `out` holds `limit` lines (0: no limit). Returns false when
    /// the limit stopped it or the solve was cancelled. `pos` is left as it was.
    bool collect(Position& pos, int plies, std::vector<HelpLine>& out, std::size_t limit, bool isShort);

private:
    struct Frame {
        MoveList list;
        int next = 0;
        int pliesLeft = 0;
        std::size_t linesAtOpen = 0; ///< Lines recorded when the frame was opened: none since = dead.
        bool passed = false;
        Move played;
        UndoInfo undo;
        UndoInfo passUndo;
    };

    /// Generates the moves of frame `level`; false when there are none to play.
    bool open(const Position& pos, int level, int pliesLeft);
    void make(Position& pos, Frame& f, Move m);
    void unmake(Position& pos, Frame& f);

    SearchContext& ctx_;
    DeadPositionTable& dead_;
    std::vector<Frame> stack_;
};

template <class Goal>
bool HelpLineEnumerator<Goal>::open(const Position& pos, int level, int pliesLeft) {
    Frame& f = stack_[std::size_t(level)];
    f.pliesLeft = pliesLeft;
    f.next = 0;
    generateLegal(pos, f.list, Goal::generation(pliesLeft), nullptr);
    if constexpr (Goal::series) {
        int kept = 0;
        for (int i = 0; i < f.list.size; ++i)
            if (Goal::allowed(pos, f.list.moves[i], pliesLeft)) f.list.moves[kept++] = f.list.moves[i];
        f.list.size = kept;
    }
    // Help goals fail at a node without moves (Goal::noMoves is false there): nothing to walk.
    return f.list.size > 0;
}

template <class Goal>
void HelpLineEnumerator<Goal>::make(Position& pos, Frame& f, Move m) {
    pos.makeMove(m, f.undo);
    f.played = m;
    ++ctx_.counters.gen;
    if constexpr (Goal::series) {
        f.passed = Goal::passAfter(f.pliesLeft);
        if (f.passed) pos.makeNullMove(f.passUndo);
    }
}

template <class Goal>
void HelpLineEnumerator<Goal>::unmake(Position& pos, Frame& f) {
    if constexpr (Goal::series) {
        if (f.passed) pos.unmakeNullMove(f.passUndo);
    }
    pos.unmakeMove(f.played, f.undo);
}

template <class Goal>
bool HelpLineEnumerator<Goal>::collect(Position& pos, int plies, std::vector<HelpLine>& out, std::size_t limit,
                                       bool isShort) {
    if (plies <= 0) return true;
    if (stack_.size() < std::size_t(plies + 1)) stack_.resize(std::size_t(plies + 1));
    if (!open(pos, 0, plies)) return true;
    stack_[0].linesAtOpen = out.size();
    int top = 0;
    for (;;) {
        Frame& f = stack_[std::size_t(top)];
        if (f.next == f.list.size) {
            if (f.pliesLeft >= DeadMinPlies && out.size() == f.linesAtOpen) dead_.insert(pos.key(), f.pliesLeft);
            if (top == 0) return true;
            --top;
            unmake(pos, stack_[std::size_t(top)]);
            continue;
        }
        if (ctx_.poll()) {
            while (top > 0) unmake(pos, stack_[std::size_t(--top)]);
            return false;
        }
        if (top == 0) { // progress reports which first move is being walked
            ctx_.progress.rootIndex = f.next + 1;
            ctx_.progress.rootCount = f.list.size;
        }
        make(pos, f, f.list.moves[f.next++]);
        const int childPlies = f.pliesLeft - 1;
        int decided = Goal::leaf(pos, childPlies, ctx_.counters);
        if (decided == -1 && childPlies >= DeadMinPlies && dead_.contains(pos.key(), childPlies)) decided = 0;
        if (decided == -1 && open(pos, top + 1, childPlies)) {
            stack_[std::size_t(++top)].linesAtOpen = out.size();
            continue;
        }
        if (decided == 1) {
            HelpLine line;
            line.isShort = isShort;
            line.moves.reserve(std::size_t(top + 1));
            for (int i = 0; i <= top; ++i) line.moves.push_back(stack_[std::size_t(i)].played);
            out.push_back(std::move(line));
        }
        unmake(pos, f);
        if (decided == 1 && limit && out.size() >= limit) {
            while (top > 0) unmake(pos, stack_[std::size_t(--top)]);
            return false;
        }
    }
}

} // namespace gms

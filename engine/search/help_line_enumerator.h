// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_line_enumerator.h  Every line of help play that reaches a goal in exactly k half moves,
/// walked on one explicit stack (no recursion), for the goal policies of help play.
#pragma once

#include "transposition_table.h"
#include "goal.h"
#include "movegen.h"
#include "search_context.h"
#include "solution.h"

#include <cstddef>
#include <vector>

namespace gms {

/// Walks the whole tree of `plies` half moves (every node Or, as in help play) and records
/// each line whose last position is a success of Goal::leaf. A node with at least
/// Goal::tableMinPlies half moves left whose subtree held no line is stored as refuted for
/// exactly those plies in the transposition table, and a node found there is not walked
/// again (in help play the two sides' moves commute, so most positions are reached many ways).
///
/// Walking every node once was measured against walking only the children the prover
/// (prover.h) proves: the proofs re-search the live subtrees, +20% time on helpmates_hard.tsv.
template <class Goal>
class HelpLineEnumerator {
public:
    /// `table` may be null (no transposition cut-offs).
    HelpLineEnumerator(SearchContext& context, TranspositionTable* table) : ctx_(context), table_(table) {}

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
    TranspositionTable* table_;
    static std::uint64_t tableKey(const Position& pos, int pliesLeft) {
        std::uint64_t key = pos.key() ^ goalSalt(Goal::goalId);
        if constexpr (requires { Goal::tableSalt(pliesLeft); })
            key ^= Goal::tableSalt(pliesLeft); // the search's target, as it stands at this node
        else if constexpr (requires { Goal::tableSalt(); })
            key ^= Goal::tableSalt(); // the search's target
        return key;
    }
    bool dead(const Position& pos, int pliesLeft) {
        if (!table_ || pliesLeft < Goal::tableMinPlies) return false;
        ++ctx_.counters.tableProbes;
        std::uint16_t hint;
        bool refuted = table_->probe(tableKey(pos, pliesLeft), pliesLeft, Goal::bounds, hint) ==
                       TranspositionTable::Probe::Refuted;
        ctx_.counters.tableHits += refuted;
        return refuted;
    }
    std::vector<Frame> stack_;
};

template <class Goal>
bool HelpLineEnumerator<Goal>::open(const Position& pos, int level, int pliesLeft) {
    Frame& f = stack_[std::size_t(level)];
    f.pliesLeft = pliesLeft;
    f.next = 0;
    generateGoalMoves<Goal>(pos, f.list, pliesLeft);
    // Help goals fail at a node without moves (Goal::noMoves is false there): nothing to walk.
    return f.list.size > 0;
}

template <class Goal>
void HelpLineEnumerator<Goal>::make(Position& pos, Frame& f, Move m) {
    f.passed = makeGoalMove<Goal>(pos, m, f.pliesLeft, f.undo, f.passUndo);
    f.played = m;
    ++ctx_.counters.gen;
}

template <class Goal>
void HelpLineEnumerator<Goal>::unmake(Position& pos, Frame& f) {
    unmakeGoalMove<Goal>(pos, f.played, f.passed, f.undo, f.passUndo);
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
            if (table_ && f.pliesLeft >= Goal::tableMinPlies && out.size() == f.linesAtOpen)
                table_->store(tableKey(pos, f.pliesLeft), f.pliesLeft, false, Goal::bounds, 0);
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
        int decided = Goal::leaf(pos, f.played, f.undo, childPlies, ctx_.counters);
        if (decided == -1 && dead(pos, childPlies)) decided = 0;
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

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file prover.h  The G.M.S. prover kernel: non-recursive, stack-based, zero evaluation, full width,
/// instantiated once per goal policy (goal.h) as Stockfish instantiates search<NodeType>.
#pragma once

#include "goal.h"
#include "movegen.h"
#include "search_context.h"
#include "transposition_table.h"

#include <algorithm>
#include <vector>

namespace gms {

/// Proves or refutes "the goal is reached within `pliesLeft` half moves" for the side to move.
/// Or nodes succeed at their first succeeding move, And nodes fail at their first failing
/// move; what counts as success, which moves are generated and how they are ordered is the
/// goal's. Moves are made and unmade in place on one explicit stack; no recursion.
/// Aligned to a cache line: the provers (and split provers) of a solve's threads are allocated
/// side by side, and sharing lines between threads cost two threads 20-40% of their speed
/// (measured on mt7-2347 as #6: 2.0 s aligned, 2.3-3.7 s not).
template <class Goal>
class alignas(64) Prover {
public:
    explicit Prover(SearchContext& context) : ctx_(context) {}

    /// Value of the position for the side to move with `pliesLeft` half moves of play left
    /// (false when the solve is cancelled meanwhile: check the context).
    bool prove(Position& pos, int pliesLeft);

    // The steps of prove() for a caller that walks the top of the tree itself (split_prover.h).
    /// Opens the node as prove() does (entry test, table, moves, ordering): its value when
    /// that decides it, else -1 with its moves and their ordering weights in `moves` (take
    /// them with selectBest, as prove() does) and its table key in `key` (0: not to be stored).
    int expand(Position& pos, int pliesLeft, MoveList& moves, std::uint64_t& key);
    /// Value (1/0) of the node reached by `m` from a node with `pliesLeft`, as prove() judges
    /// a child: the repetition cut-off, the goal's leaf test, else `search(pos, pliesLeft - 1)`.
    /// The position and the repetition path are restored.
    template <class Search>
    int valueAfter(Position& pos, Move m, int pliesLeft, Search&& search);
    /// Stores a decided node as prove() does (nothing without a key or once cancelled).
    void store(std::uint64_t key, int pliesLeft, bool value, Move deciding) {
        if (key && !ctx_.cancelled()) ctx_.table->store(key, pliesLeft, value, Goal::bounds, deciding.raw());
    }

private:
    /// One level of the explicit search stack.
    struct Frame {
        MoveList list;
        int next = 0;      ///< Index of the next move to try.
        int pliesLeft = 0; ///< Half moves left, the move from this frame included.
        NodeKind kind = NodeKind::Or;
        bool ordered = false;  ///< The moves got ordering weights (the move tables learn only there).
        bool passed = false;   ///< Series play: a null move followed `played`.
        int budget = 0;        ///< NonTrivial's allowance below this node (contextTest).
        Move played;           ///< Move made from this frame to reach the child.
        std::uint64_t key = 0; ///< Table key of the node (0: not stored).
        UndoInfo undo;
        UndoInfo passUndo;
    };
    static constexpr int Undecided = -1;
    static constexpr std::int16_t HintWeight = 30000; ///< Above every ordering weight.

    /// Fills frame `level` for the side to move; returns the node's value when it is decided
    /// without a search (entry test, or no moves), else Undecided. Forced inline into prove()'s
    /// loop: -0.9% instructions on gms-cli bench (callgrind), as few as the pre-kernel searcher.
    [[gnu::always_inline]] inline int open(Position& pos, int level, int pliesLeft);
    void makeFromFrame(Position& pos, Frame& f, Move m);
    void unmakeFromFrame(Position& pos, Frame& f);
    /// Records a decided node in the transposition table when its result is path-independent.
    void record(const Frame& f, bool value, Move deciding) {
        if (f.key && !ctx_.cancelled()) ctx_.table->store(f.key, f.pliesLeft, value, Goal::bounds, deciding.raw());
    }
    /// Learns from a move's outcome at stack level `level` (the move is already taken back).
    void learn(const Position& pos, int level, bool cutoff);

    SearchContext& ctx_;
    std::vector<Frame> stack_;
    bool useTables_ = false;     ///< ctx_.options().useMoveTables, read once per prove().
    bool useRepetition_ = false; ///< ctx_.repetitionActive, read once per prove().
};

template <class Goal>
int Prover<Goal>::open(Position& pos, int level, int pliesLeft) {
    Frame& f = stack_[std::size_t(level)];
    f.pliesLeft = pliesLeft;
    f.kind = Goal::kind(pliesLeft);
    f.next = 0;
    if constexpr (Goal::hasEntryTest) {
        int decided = Goal::entryTest(pos, pliesLeft, ctx_.counters);
        if (decided != Undecided) {
            f.list.size = 0;
            return decided;
        }
    }
    f.key = 0;
    std::uint16_t hint = 0;
    if constexpr (Goal::hasContextTest)
        f.budget = level > 0 ? stack_[std::size_t(level - 1)].budget : ctx_.nonTrivialBudget;
    // Repetition cut-offs depend on the path: nothing is stored or read while they are on.
    if (pliesLeft >= Goal::tableMinPlies && ctx_.table && !useRepetition_) {
        std::uint64_t key = pos.key() ^ goalSalt(Goal::goalId);
        if constexpr (requires { Goal::tableSalt(); }) key ^= Goal::tableSalt(); // state beside the position
        if constexpr (Goal::hasContextTest) key ^= pathSalt(f.budget);           // NonTrivial's allowance decides too
        ++ctx_.counters.tableProbes;
        switch (ctx_.table->probe(key, pliesLeft, Goal::bounds, hint)) {
            case TranspositionTable::Probe::Proven:
                ++ctx_.counters.tableHits;
                f.list.size = 0;
                return 1;
            case TranspositionTable::Probe::Refuted:
                ++ctx_.counters.tableHits;
                f.list.size = 0;
                return 0;
            case TranspositionTable::Probe::Unknown: break;
        }
        f.key = key;
    }
    if constexpr (Goal::hasContextTest) { // an option's guard (Threat N, ...): none by default
        int decided = Goal::contextTest(pos, pliesLeft, ctx_, f.budget);
        if (decided != Undecided) {
            f.list.size = 0;
            record(f, decided == 1, Move::none());
            return decided;
        }
    }
    const Ordering ordering = Goal::ordering(pliesLeft);
    f.ordered = ordering != Ordering::None;
    generateGoalMoves<Goal>(pos, f.list, pliesLeft,
                            ordering == Ordering::Attacker   ? ctx_.attackerWeights()
                            : ordering == Ordering::Defender ? ctx_.defenderWeights()
                                                             : nullptr);
    if (f.list.size == 0) {
        bool value = Goal::noMoves(pos, pliesLeft);
        record(f, value, Move::none());
        return value;
    }
    if (hint) { // the move that decided this node before goes first
        for (int i = 0; i < f.list.size; ++i)
            if (f.list.moves[i].raw() == hint) {
                f.list.weights[i] = HintWeight;
                break;
            }
    }
    if (useTables_ && f.ordered) {
        MoveTables::Role role = f.kind == NodeKind::Or ? MoveTables::Attacker : MoveTables::Defender;
        Move chained = ctx_.tables.chainMove(level);
        for (int i = 0; i < f.list.size; ++i) {
            Move m = f.list.moves[i];
            int w = f.list.weights[i] + ctx_.tables.bonus(role, typeOf(pos.pieceOn(m.from())), m.to());
            if (m == chained) w += MoveTables::ChainBonus; // the current cut-off chain goes early
            f.list.weights[i] = std::int16_t(std::clamp(w, -32000, 32000));
        }
    }
    return Undecided;
}

template <class Goal>
void Prover<Goal>::learn(const Position& pos, int level, bool cutoff) {
    const Frame& f = stack_[std::size_t(level)];
    if (!f.ordered) return; // unordered frames have nothing to learn for
    MoveTables::Role role = f.kind == NodeKind::Or ? MoveTables::Attacker : MoveTables::Defender;
    PieceType pt = typeOf(pos.pieceOn(f.played.from()));
    if (cutoff) {
        ctx_.tables.reward(role, pt, f.played.to());
        ctx_.tables.setChainMove(level, f.played);
    } else {
        ctx_.tables.penalize(role, pt, f.played.to());
    }
}

template <class Goal>
void Prover<Goal>::makeFromFrame(Position& pos, Frame& f, Move m) {
    f.passed = makeGoalMove<Goal>(pos, m, f.pliesLeft, f.undo, f.passUndo);
    f.played = m;
    ++ctx_.counters.gen;
    if (useRepetition_) ctx_.pushLine(pos, m, f.undo);
}

template <class Goal>
void Prover<Goal>::unmakeFromFrame(Position& pos, Frame& f) {
    unmakeGoalMove<Goal>(pos, f.played, f.passed, f.undo, f.passUndo);
    if (useRepetition_) ctx_.line.pop_back();
}

template <class Goal>
int Prover<Goal>::expand(Position& pos, int pliesLeft, MoveList& moves, std::uint64_t& key) {
    if (stack_.empty()) stack_.resize(1);
    useTables_ = ctx_.options().useMoveTables;
    useRepetition_ = ctx_.repetitionActive;
    const int decided = open(pos, 0, pliesLeft);
    Frame& f = stack_[0];
    key = f.key;
    if (decided != Undecided) return decided;
    moves.size = 0;
    for (int i = 0; i < f.list.size; ++i) moves.add(f.list.moves[i], f.list.weights[i]);
    return Undecided;
}

template <class Goal>
template <class Search>
int Prover<Goal>::valueAfter(Position& pos, Move m, int pliesLeft, Search&& search) {
    UndoInfo undo, passUndo;
    const bool passed = makeGoalMove<Goal>(pos, m, pliesLeft, undo, passUndo);
    ++ctx_.counters.gen;
    const bool repetition = ctx_.repetitionActive;
    if (repetition) ctx_.pushLine(pos, m, undo);
    int value;
    if (repetition && ctx_.repeatsOnPath()) {
        ++ctx_.counters.repetitions;
        value = 0;
    } else {
        value = Goal::leaf(pos, m, undo, pliesLeft - 1, ctx_.counters);
        if (value == Undecided) value = search(pos, pliesLeft - 1) ? 1 : 0;
    }
    if (repetition) ctx_.line.pop_back();
    unmakeGoalMove<Goal>(pos, m, passed, undo, passUndo);
    return value;
}

template <class Goal>
bool Prover<Goal>::prove(Position& pos, int pliesLeft) {
    if (pliesLeft <= 0) {
        int decided = Goal::leaf(pos, Move::none(), UndoInfo{}, 0, ctx_.counters);
        return decided == 1;
    }
    if (stack_.size() < std::size_t(pliesLeft + 2)) stack_.resize(std::size_t(pliesLeft + 2));
    useTables_ = ctx_.options().useMoveTables;
    useRepetition_ = ctx_.repetitionActive;
    const std::size_t lineBase = ctx_.line.size();

    int top = 0;
    if (int decided = open(pos, 0, pliesLeft); decided != Undecided) return decided == 1;

    for (;;) {
        Frame& f = stack_[std::size_t(top)];
        bool childResult; // "goal reached" for the node reached by f's next move
        if (f.next < f.list.size) {
            if (ctx_.poll()) {
                while (top > 0) { // unwind: leave the position as we found it
                    --top;
                    unmakeFromFrame(pos, stack_[std::size_t(top)]);
                }
                ctx_.line.resize(lineBase);
                return false;
            }
            f.list.selectBest(f.next);
            Move m = f.list.moves[f.next++];
            makeFromFrame(pos, f, m);
            const int childPlies = f.pliesLeft - 1;
            int decided;
            if (useRepetition_ && ctx_.repeatsOnPath()) {
                // A repeated position is scored "goal not reached" for whoever reached it
                // (valid in the minimal-length search only, where the solver turns this on).
                ++ctx_.counters.repetitions;
                decided = 0;
            } else {
                decided = Goal::leaf(pos, m, f.undo, childPlies, ctx_.counters);
                if (decided == Undecided) decided = open(pos, top + 1, childPlies);
                if (decided == Undecided) {
                    ++top;
                    continue;
                }
            }
            unmakeFromFrame(pos, f);
            childResult = decided == 1;
        } else {
            // Exhausted: an Or node found no good move; an And node found no bad one.
            bool nodeResult = f.kind == NodeKind::And;
            record(f, nodeResult, Move::none());
            if (top == 0) return nodeResult;
            --top;
            unmakeFromFrame(pos, stack_[std::size_t(top)]);
            childResult = nodeResult;
        }

        // Propagate a child's result into the frame now on top.
        for (;;) {
            Frame& p = stack_[std::size_t(top)];
            const bool isOr = p.kind == NodeKind::Or;
            const bool cutoff = isOr ? childResult : !childResult;
            if (useTables_) learn(pos, top, cutoff);
            if (!cutoff) break;
            record(p, isOr, p.played);
            if (top == 0) return isOr;
            --top;
            unmakeFromFrame(pos, stack_[std::size_t(top)]);
            childResult = isOr;
        }
    }
}

} // namespace gms

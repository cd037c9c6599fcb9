// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "tree_builder.h"
#include "repetition_chains.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace gms {

namespace {

constexpr std::uint64_t PollInterval = 4096; // nodes between cancel checks / progress reports

double nowSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

/// One level of the explicit search stack.
struct Frame {
    MoveList list;
    int next = 0;        ///< Index of the next move to try.
    int depth = 0;       ///< Attacker moves left, counting the attacker's move at this or the next level.
    bool attacker = false;
    Move played;         ///< Move made from this frame to reach the child.
    UndoInfo undo;
};

} // namespace

Solver::Solver(SolverOptions options)
    : options_(options), weights_(options.weights ? options.weights : &OrderingWeights::defaults()),
      defenderWeights_(*weights_) {
    defenderWeights_.hanging = 0;
}

double Solver::elapsed() const { return nowSeconds() - startSeconds_; }

bool Solver::pollCancel() {
    if (counters_.gen < nextPoll_) return cancelled_;
    nextPoll_ = counters_.gen + PollInterval;
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) cancelled_ = true;
    if (progress_) {
        current_.gen = counters_.gen;
        current_.evl = counters_.evl;
        current_.seconds = elapsed();
        progress_(current_);
    }
    return cancelled_;
}

void Solver::pushLine(const Position& after, Move m, const UndoInfo& undo) {
    // Reversible: no capture, no pawn move, no castling, no castling right lost.
    Piece mover = after.pieceOn(m.to());
    bool reversible = !undo.captured && !m.isCastling() && typeOf(mover) != Pawn && undo.castling == after.castlingRights();
    line_.push_back(reversible ? RepMove::reversible(m.from(), m.to(), mover) : RepMove::irreversible(false));
}

bool Solver::repeatsOnPath() const {
    return findRepetitionChains(line_.data(), int(line_.size()) - 1, ChainMode::Extended, RepetitionQuery::Latest) !=
           NoRepetition;
}

bool Solver::canMateIn(Position& pos, int n) { return search(pos, true, n); }
bool Solver::defenderLoses(Position& pos, int n) { return search(pos, false, n); }

// The G.M.S. searcher: full width, zero evaluation, no recursion. Attacker
// nodes succeed at the first mating move, defender nodes fail at the first
// escape; at the attacker's last move only checks are generated, and the
// horizon position is "evaluated" by the only question that matters: mate?
bool Solver::search(Position& pos, bool attackerToMove, int n) {
    static thread_local std::vector<Frame> stack;
    if (stack.size() < std::size_t(2 * n + 2)) stack.resize(std::size_t(2 * n + 2));

    if (!attackerToMove && n == 0) { // the horizon itself
        ++counters_.evl;
        return pos.inCheck() && !hasLegalMove(pos);
    }

    const bool useTables = options_.useMoveTables;
    const bool useRepetition = repetitionActive_;
    const std::size_t lineBase = line_.size();
    int top = 0;
    // Learns from a move's outcome at stack level `level` (the move is already taken back).
    auto learn = [&](int level, bool cutoff) {
        if (!useTables) return;
        const Frame& fr = stack[std::size_t(level)];
        if (fr.depth == 1) return; // horizon and last defences are generated unordered
        MoveTables::Role role = fr.attacker ? MoveTables::Attacker : MoveTables::Defender;
        PieceType pt = typeOf(pos.pieceOn(fr.played.from()));
        if (cutoff) {
            tables_.reward(role, pt, fr.played.to());
            tables_.setChainMove(level, fr.played);
        } else {
            tables_.penalize(role, pt, fr.played.to());
        }
    };
    auto open = [&](int level, bool attacker, int depth) {
        Frame& f = stack[std::size_t(level)];
        f.attacker = attacker;
        f.depth = depth;
        f.next = 0;
        bool horizon = attacker && depth == 1;
        // Before the attacker's last move most defences escape a mate in one, so the
        // first ones tried usually succeed and weighing them costs more than it saves:
        // measured on gms-cli bench, -17% time (though +53% GEN), unweighted there.
        bool lastDefence = !attacker && depth == 1;
        generateLegal(pos, f.list, horizon ? GenMode::ChecksOnly : GenMode::All,
                      horizon || lastDefence ? nullptr : attacker ? weights_ : &defenderWeights_);
        if (useTables && !horizon && !lastDefence) {
            MoveTables::Role role = attacker ? MoveTables::Attacker : MoveTables::Defender;
            Move chained = tables_.chainMove(level);
            for (int i = 0; i < f.list.size; ++i) {
                Move m = f.list.moves[i];
                int w = f.list.weights[i] + tables_.bonus(role, typeOf(pos.pieceOn(m.from())), m.to());
                if (m == chained) w += MoveTables::ChainBonus; // the current cut-off chain goes early
                f.list.weights[i] = std::int16_t(std::clamp(w, -32000, 32000));
            }
        }
    };
    open(0, attackerToMove, n);
    if (!attackerToMove && stack[0].list.size == 0) return pos.inCheck(); // mate, or stalemate (no mate)

    for (;;) {
        Frame& f = stack[std::size_t(top)];
        bool childResult;       // result of the node reached by f's next move
        bool haveResult = false;

        if (f.next < f.list.size) {
            if (pollCancel()) {
                while (top > 0) { // unwind: leave the position as we found it
                    --top;
                    pos.unmakeMove(stack[std::size_t(top)].played, stack[std::size_t(top)].undo);
                }
                line_.resize(lineBase);
                return false;
            }
            f.list.selectBest(f.next);
            Move m = f.list.moves[f.next++];
            pos.makeMove(m, f.undo);
            f.played = m;
            ++counters_.gen;
            if (useRepetition) pushLine(pos, m, f.undo);
            if (useRepetition && repeatsOnPath()) {
                // A repeated position is scored "no mate" for whoever reached it
                // (valid in the minimal-length key search only, see solve()).
                ++counters_.repetitions;
                childResult = false; // the child is "attacker does not win" either way
                haveResult = true;
            } else if (f.attacker) {
                int left = f.depth - 1; // attacker moves left after this one
                if (left == 0) {
                    ++counters_.evl;
                    childResult = pos.inCheck() && !hasLegalMove(pos);
                    haveResult = true;
                } else {
                    open(top + 1, false, left);
                    Frame& child = stack[std::size_t(top + 1)];
                    if (child.list.size == 0) { // mate ends the line early; stalemate fails it
                        childResult = pos.inCheck();
                        haveResult = true;
                    } else {
                        ++top;
                        continue;
                    }
                }
            } else {
                open(top + 1, true, f.depth);
                Frame& child = stack[std::size_t(top + 1)];
                if (child.list.size == 0) { // attacker has no move (or no check at the last move)
                    childResult = false;
                    haveResult = true;
                } else {
                    ++top;
                    continue;
                }
            }
            pos.unmakeMove(m, f.undo);
            if (useRepetition) line_.pop_back();
        } else {
            // Exhausted: an attacker found no mate; a defender found no escape.
            bool nodeResult = !f.attacker;
            if (top == 0) return nodeResult;
            --top;
            Frame& parent = stack[std::size_t(top)];
            pos.unmakeMove(parent.played, parent.undo);
            if (useRepetition) line_.pop_back();
            childResult = nodeResult;
            haveResult = true;
        }

        // Propagate a child's result into the frame now on top.
        while (haveResult) {
            Frame& p = stack[std::size_t(top)];
            // childResult is "attacker wins" for the child node.
            bool cutoff = p.attacker ? childResult : !childResult;
            learn(top, cutoff);
            if (!cutoff) break;
            bool nodeResult = p.attacker; // attacker found mate / defender found escape
            if (top == 0) {
                return nodeResult;
            }
            --top;
            Frame& parent = stack[std::size_t(top)];
            pos.unmakeMove(parent.played, parent.undo);
            if (useRepetition) line_.pop_back();
            childResult = nodeResult;
        }
    }
}

Solution Solver::solve(const Position& start, int n) {
    Solution sol;
    sol.fen = toFen(start);
    sol.moves = n;
    counters_ = {};
    cancelled_ = false;
    nextPoll_ = 0;
    startSeconds_ = nowSeconds();
    current_ = {};

    if (std::string why = validatePosition(start); !why.empty()) {
        sol.error = "illegal position: " + why;
        return sol;
    }
    if (n < 1 || n > MaxMoves) {
        sol.error = "mate in " + std::to_string(n) + " is out of range: N must be between 1 and " + std::to_string(MaxMoves);
        return sol;
    }

    Position pos = start;
    tables_.reset();
    line_.clear();
    line_.push_back(RepMove::irreversible(false)); // the root: nothing before it counts
    MoveList root;
    generateLegal(pos, root, GenMode::All, weights_);
    {   // report in square order; weights follow their moves
        std::vector<std::pair<Move, std::int16_t>> pairs;
        for (int i = 0; i < root.size; ++i) pairs.emplace_back(root.moves[i], root.weights[i]);
        std::stable_sort(pairs.begin(), pairs.end(), [](auto& a, auto& b) { return a.first.from() < b.first.from(); });
        for (int i = 0; i < root.size; ++i) root.moves[i] = pairs[std::size_t(i)].first, root.weights[i] = pairs[std::size_t(i)].second;
    }
    // Search in weight order, report in square order: both deterministic.
    std::vector<int> order(std::size_t(root.size));
    for (int i = 0; i < root.size; ++i) order[std::size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return root.weights[a] > root.weights[b]; });
    std::vector<int> mateLength(std::size_t(root.size), 0);

    bool anyKey = false;
    for (int k = 1; k <= n && !cancelled_; ++k) {
        IterationStats row;
        row.ply = 2 * k - 1;
        std::uint64_t gen0 = counters_.gen, evl0 = counters_.evl, rep0 = counters_.repetitions;
        double t0 = elapsed();
        current_.iteration = k;
        current_.rootCount = root.size;
        const bool minimalIteration = !anyKey; // no shorter key: this is (at most) the minimal length
        current_.phase = "search";
        for (int idx = 0; idx < root.size && !cancelled_; ++idx) {
            int i = order[std::size_t(idx)];
            current_.rootIndex = idx + 1;
            if (cancel_ && cancel_->load(std::memory_order_relaxed)) { // root moves: check every time
                cancelled_ = true;
                break;
            }
            if (mateLength[std::size_t(i)]) continue; // already a key at a shorter length
            Move m = root.moves[i];
            UndoInfo undo;
            pos.makeMove(m, undo);
            ++counters_.gen;
            // Cutting repetitions keeps every minimal-length key: along a shortest forced
            // mate no position recurs. Longer keys (cooks at larger N) need the full search.
            repetitionActive_ = options_.useRepetition && minimalIteration;
            if (repetitionActive_) pushLine(pos, m, undo);
            bool mates = defenderLoses(pos, k - 1);
            if (repetitionActive_) line_.pop_back();
            repetitionActive_ = false;
            pos.unmakeMove(m, undo);
            if (mates && !cancelled_) {
                mateLength[std::size_t(i)] = k;
                anyKey = true;
            }
            pollCancel();
        }
        row.gen = counters_.gen - gen0;
        row.evl = counters_.evl - evl0;
        row.repetitions = counters_.repetitions - rep0;
        row.seconds = elapsed() - t0;
        if (cancelled_) break;
        sol.iterations.push_back(row);
        if (iteration_) iteration_(row);
        if (anyKey && options_.mode == SolverOptions::Mode::Minimal) break;
    }

    std::uint64_t gen0 = counters_.gen, evl0 = counters_.evl;
    double t0 = elapsed();
    TreeBuilder builder(*this, pos);
    current_.phase = "tree";
    for (int i = 0; i < root.size; ++i) {
        int k = mateLength[std::size_t(i)];
        if (!k) continue;
        if (sol.shortest == 0 || k < sol.shortest) sol.shortest = k;
        // Keys proven before a stop are real; they are kept (without trees).
        if (options_.buildTree && !cancelled_) {
            sol.keys.push_back(builder.attackNode(root.moves[i], k));
        } else {
            AttackNode key;
            key.move = root.moves[i];
            key.mateIn = k;
            key.givesCheck = pos.givesCheck(key.move);
            sol.keys.push_back(key);
        }
    }
    if (options_.maxRefutations > 0 && !cancelled_) {
        current_.phase = "tries";
        for (int i = 0; i < root.size && !cancelled_; ++i) {
            if (mateLength[std::size_t(i)]) continue;
            Move m = root.moves[i];
            // Count escapes first (cheap), build the tree only for real tries.
            UndoInfo undo;
            pos.makeMove(m, undo);
            ++counters_.gen;
            MoveList defences;
            generateLegal(pos, defences, GenMode::All, &defenderWeights_);
            int escapes = 0;
            for (int d = 0; d < defences.size && escapes <= options_.maxRefutations && !cancelled_; ++d) {
                UndoInfo u2;
                pos.makeMove(defences.moves[d], u2);
                ++counters_.gen;
                if (!canMateIn(pos, n - 1)) ++escapes;
                pos.unmakeMove(defences.moves[d], u2);
            }
            bool isTry = defences.size > 0 && n > 1 && escapes >= 1 && escapes <= options_.maxRefutations;
            pos.unmakeMove(m, undo);
            if (isTry && !cancelled_) {
                AttackNode t = builder.attackNode(m, n, options_.maxRefutations);
                if (!options_.buildTree) { t.threats.clear(); t.defences.clear(); t.zugzwang = false; }
                sol.tries.push_back(std::move(t));
            }
        }
    }
    sol.treePhase.gen = counters_.gen - gen0;
    sol.treePhase.evl = counters_.evl - evl0;
    sol.treePhase.seconds = elapsed() - t0;
    for (const auto& row : sol.iterations) {
        sol.total.gen += row.gen;
        sol.total.evl += row.evl;
        sol.total.repetitions += row.repetitions;
    }
    sol.total.gen += sol.treePhase.gen;
    sol.total.evl += sol.treePhase.evl;
    sol.total.seconds = elapsed();
    sol.total.ply = 2 * n - 1;
    if (options_.useMoveTables) {
        sol.hasMoveTables = true;
        sol.moveTables = tables_;
    }
    sol.complete = !cancelled_;
    if (cancelled_) sol.error = "stopped";
    return sol;
}

} // namespace gms

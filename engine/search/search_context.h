// SPDX-License-Identifier: GPL-3.0-or-later
/// @file search_context.h  What every prover of a solve shares: options, counters, cancellation, progress, literature state.
#pragma once

#include "move_tables.h"
#include "position.h"
#include "repetition.h"
#include "solution.h"
#include "split_point.h"
#include "transposition_table.h"
#include "weights.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace gms {

/// How a solve is run (every family reads the fields that apply to it).
struct SolverOptions {
    enum class Mode { Complete, Minimal };
    Mode mode = Mode::Complete; ///< Complete: every key <= N. Minimal: stop at the first depth with a mate.
    bool buildTree = true;      ///< Threats, variations and duals for every key (false: keys only).
    bool allDefences = false;   ///< List every defence, not only those that stop the threat.
    /// Popeye's NoThreat: no threat is computed or shown (nor "zugzwang"), so every defence is listed.
    bool noThreat = false;
    /// Popeye's NoShortVariations: defences the attacker answers faster than the full length are not shown.
    bool noShortVariations = false;
    /// Popeye's MatesIn1: in self play the defender's moves that reach the goal at once (before
    /// the last move) are shown in the tree and the set play, each without an answer.
    bool matesIn1 = false;
    int maxRefutations = 0; ///< Tries: non-keys refuted by 1..K defences (0: no tries).
    bool setPlay = false;   ///< Also solve the play before the key (Popeye's SetPlay).
    /// Battle play: the position is the one after the key, the defender to move (Popeye's
    /// PostKeyPlay): only the play after it is solved (no keys, tries or set play).
    bool postKeyPlay = false;
    /// Text only: the play after the key numbered as a play of its own (SolvingHints::postKeyOwnNumbers).
    bool postKeyOwnNumbers = false;
    /// Popeye's StartMoveNumber (SolvingHints::startMoveNumber): Solver::solve keeps the help
    /// and series lines of full length from that first move on; 0: off.
    int startMoveNumber = 0;
    /// s#: the attacker's own mate also solves (Popeye's Quodlibet).
    bool quodlibet = false;
    /// Help and series play: stop after the first length shorter than N that has solutions
    /// (Popeye's StopOnShortSolutions; Popeye ignores it in battle play, and so does GMS).
    bool stopOnShortSolutions = false;
    /// Popeye's GoalIsEnd: a goal that is no immobility (x, +, Zxy, c81, ...), reached by the
    /// side that is not to reach it, ends the play unsolved (direct, self, help and series play).
    bool goalIsEnd = false;
    /// Popeye's KeepMatingPiece: taken with the goal mate only, where a lone king never mates,
    /// so no line changes (Stipulation::keepMatingPieceRefusal says why not with other goals).
    bool keepMatingPiece = false;
    /// Popeye's NullMoves: in help play a side not in check may pass instead of moving (h#N
    /// only: Stipulation::nullMovesRefusal says why not elsewhere).
    bool nullMoves = false;
    /// Popeye's CastlingMutuallyExclusive: Position::setCastlingExclusions' bits for the solve.
    std::uint16_t castlingExclusions = 0;
    /// Popeye's NoWk, NoBk: the sides that may stand without a king (kinglessSide() bits).
    std::uint8_t kinglessSides = 0;
    int maxSolutions = 0; ///< Help play: stop after this many lines (0: all).
    /// Battle play, Popeye's Threat N: an attacker move after which the defender (not in check,
    /// with N or more attacker moves still to come) faces no threat of the goal within N moves
    /// fails, at every level of the tree (0: off). plays/defender_guard.h.
    int maxThreatLength = 0;
    /// Battle play, Popeye's MaxFlightsquares N: an attacker move after which the defender's
    /// king has more than N legal moves fails, at every level (-1: off). plays/defender_guard.h.
    int maxFlights = -1;
    /// Battle play, Popeye's NonTrivial M N: at a defender node of more than 2N+1 half moves, a
    /// defence is trivial when the attacker wins after it within N moves (Popeye's lengths:
    /// plays/defender_guard.h); an attacker move leaving more than 1 + M' non-trivial defences
    /// fails, where M' starts at M and each guarded node spends its non-trivial defences but
    /// one (-1: off).
    int nonTrivialMax = -1;
    int nonTrivialLength = 0; ///< NonTrivial's N.
    /// One of the defender guards above is on.
    bool defenderGuarded() const { return maxThreatLength > 0 || maxFlights >= 0 || nonTrivialMax >= 0; }
    /// Only these first moves are searched (keys, tries, help lines' first moves); empty: all.
    /// Splits one problem over processes (gms-mpi) or answers UCI's searchmoves.
    std::vector<Move> rootMoves;
    /// Battle play with rootMoves: their key length is already proven elsewhere (gms-mpi's
    /// second-level split), so the key search is skipped and only trees and tries are built.
    /// > 0: every root move is a key of this length; -1: none is a key; 0: search as usual.
    int knownKeyLength = 0;
    bool useRepetition = false;               ///< Cut repeated positions in the minimal-depth key search.
    bool useMoveTables = false;               ///< Greer's move tables and chains for ordering.
    const OrderingWeights* weights = nullptr; ///< nullptr: the built-in defaults.
    int hashMegabytes = 64;                   ///< Transposition table size; 0: no table.
    int threads = 1;                          ///< Solving threads; 0: every core.
    /// A table the caller keeps between solves (resized to hashMegabytes, cleared per solve),
    /// so a batch allocates it once; nullptr: the Solver allocates its own.
    std::shared_ptr<TranspositionTable> table;
    /// Keep what the table holds from the previous solve instead of clearing it (its entries
    /// are path-independent, so still true): gms-mpi's work items of one problem on one rank.
    bool keepTable = false;
    double maxSeconds = 0;                    ///< Stop after this many seconds of the solve (0: no limit).
    std::uint64_t maxNodes = 0;               ///< Stop after this many moves made (GEN; 0: no limit).
    HelpMethod helpMethod = HelpMethod::Auto; ///< Help play: full width or goal-directed (help_method.h).
};

// StopReason (why a solve stopped) is in solution.h: a Solution carries it.

/// "stopped", "stopped: time limit", "stopped: node limit" (Solution::error of a stopped solve).
std::string stopReasonText(StopReason reason);
/// True when a Solution::error says the solve was stopped (cancelled or a limit), not failed.
bool isStoppedError(const std::string& error);

/// Progress as the search runs (called from the solving thread).
struct SolveProgress {
    int iteration = 0; ///< Length being searched (moves).
    int rootIndex = 0; ///< 1-based index of the root move being searched.
    int rootCount = 0;
    std::uint64_t gen = 0; ///< Totals so far.
    std::uint64_t evl = 0;
    double seconds = 0.0;
    const char* phase = "search"; ///< "search", "tree", "tries", "set play", "mate pictures" (intelligent help play).
};

/// Counters a search maintains; exposed for benchmarks and the literature measurements.
struct SearchCounters {
    std::uint64_t gen = 0;
    std::uint64_t evl = 0;
    std::uint64_t repetitions = 0;       ///< Lines cut as repeated positions.
    std::uint64_t tableProbes = 0;       ///< Transposition-table look-ups.
    std::uint64_t tableHits = 0;         ///< Look-ups that decided the node.
    std::uint64_t boundTests = 0;        ///< Intelligent help play: nodes tested against the goal's move bounds.
    std::uint64_t boundCuts = 0;         ///< Of those, nodes cut (the goal is out of reach in the moves left).
    std::uint64_t targetsEnumerated = 0; ///< Intelligent help play: mate pictures (or final king squares) enumerated.
    std::uint64_t targetsSearched = 0;   ///< Of those, searched each on its own (all, unless stopped).
    std::uint64_t targetsProved = 0;     ///< Of those, the ones some line reaches (the others are refuted).

    /// The one place counters add up (phases, threads, rows).
    SearchCounters& operator+=(const SearchCounters& o) {
        gen += o.gen;
        evl += o.evl;
        repetitions += o.repetitions;
        tableProbes += o.tableProbes;
        tableHits += o.tableHits;
        boundTests += o.boundTests;
        boundCuts += o.boundCuts;
        targetsEnumerated += o.targetsEnumerated;
        targetsSearched += o.targetsSearched;
        targetsProved += o.targetsProved;
        return *this;
    }
    /// What was counted since `before` (a copy taken earlier).
    SearchCounters operator-(const SearchCounters& before) const {
        return {gen - before.gen,
                evl - before.evl,
                repetitions - before.repetitions,
                tableProbes - before.tableProbes,
                tableHits - before.tableHits,
                boundTests - before.boundTests,
                boundCuts - before.boundCuts,
                targetsEnumerated - before.targetsEnumerated,
                targetsSearched - before.targetsSearched,
                targetsProved - before.targetsProved};
    }
};

/// Adds `c` to a statistics row's counters (its ply and seconds are the caller's).
inline void addCounters(IterationStats& row, const SearchCounters& c) {
    row.gen += c.gen;
    row.evl += c.evl;
    row.repetitions += c.repetitions;
    row.tableProbes += c.tableProbes;
    row.tableHits += c.tableHits;
    row.boundTests += c.boundTests;
    row.boundCuts += c.boundCuts;
    row.targetsEnumerated += c.targetsEnumerated;
    row.targetsSearched += c.targetsSearched;
    row.targetsProved += c.targetsProved;
}

/// The counters of a statistics row.
inline SearchCounters countersOf(const IterationStats& row) {
    return {row.gen,        row.evl,       row.repetitions,       row.tableProbes,     row.tableHits,
            row.boundTests, row.boundCuts, row.targetsEnumerated, row.targetsSearched, row.targetsProved};
}

/// Cancel flag and callbacks a caller hands to a solve.
struct SolveHooks {
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const SolveProgress&)> progress;
    std::function<void(const IterationStats&)> iteration;
    /// Battle play: a key proven (`key` forces the goal in `moves` from `root`), as soon as it
    /// is, before the trees are built. Called from a solving thread, one call at a time.
    std::function<void(const Position& root, Move key, int moves)> keyFound;
};

/// State shared by the provers, tree builders and line collectors of one solve.
/// Not thread-safe: one context per solving thread.
class SearchContext {
public:
    SearchContext(const SolverOptions& options, const SolveHooks& hooks);

    const SolverOptions& options() const { return options_; }
    const SolveHooks& hooks() const { return hooks_; }
    SearchCounters counters;
    SolveProgress progress; ///< What the next progress report says (fields set by the solver).
    MoveTables tables;      ///< Greer's tables (used when options().useMoveTables).
    /// The transposition table shared by the solve's threads; nullptr: none.
    TranspositionTable* table = nullptr;

    /// Ordering weights for the attacking (or help) side and for defenders (no hanging term, see .cpp).
    const OrderingWeights* attackerWeights() const { return weights_; }
    const OrderingWeights* defenderWeights() const { return &defenderWeights_; }

    /// Checks the cancel flag, the limits and the abandon chain, reports progress every
    /// PollInterval moves; true once stopped or abandoned.
    bool poll() { return counters.gen < nextPoll_ ? (cancelled_ || abandoned_) : pollSlow(); }
    /// Checks the cancel flag and the limits now (root moves); true once stopped.
    bool pollNow();
    bool cancelled() const { return cancelled_; }
    /// Another thread of the same solve was stopped: this one stops too, for the same reason.
    void markCancelled(StopReason why) {
        cancelled_ = true;
        if (stopReason_ == StopReason::None) stopReason_ = why;
    }
    /// Why the solve stopped (None while it runs).
    StopReason stopReason() const { return stopReason_; }
    /// The split points this thread searches under (nullptr: none); sets abandoned() from it.
    void setAbandonLink(const AbandonLink* link) {
        abandonLink_ = link;
        abandoned_ = link && link->raised();
    }
    const AbandonLink* abandonLink() const { return abandonLink_; }
    /// A split point this thread searches under was decided: its current result is not wanted.
    bool abandoned() const { return abandoned_; }
    /// Stopped (cancelled or a limit) or abandoned: what is being searched will not be used.
    bool stopped() const { return cancelled_ || abandoned_; }
    /// Seconds since the context was made (or since `solve`'s start, after joinSolve).
    double elapsed() const;
    /// Makes this (helper) context part of `solve`'s: same clock, and the node limit counts
    /// the moves of every context joined to `nodes` (nullptr: this context's own moves).
    void joinSolve(const SearchContext& solve, std::atomic<std::uint64_t>* nodes);
    /// Starts the clock and clears counters, tables and the cancelled state.
    void restart();

    /// The repetition path: 16-bit move codes of the search path (entry 0: the root).
    std::vector<RepMove> line;
    /// Repetition cut-offs are on (only in a minimal-length search, where they are exact).
    bool repetitionActive = false;
    /// NonTrivial's M' at the node the next prove() starts from (the path sets it: the tree
    /// builder as it walks down; the prover keeps its own per level).
    int nonTrivialBudget = 0;
    /// Appends the move just made to `line`.
    void pushLine(const Position& after, Move m, const UndoInfo& undo);
    /// The last position of `line` occurred before on the path.
    bool repeatsOnPath() const;

    static constexpr std::uint64_t PollInterval = 4096; ///< Moves between cancel checks and progress reports.

private:
    bool pollSlow();
    SolverOptions options_;
    SolveHooks hooks_;
    const OrderingWeights* weights_;
    /// weights_ without the hanging-piece term: defenders flee or interpose, whether
    /// their piece hangs rarely matters, and the attack maps behind that term cost
    /// ~13% of the search (measured), so defender nodes skip it.
    OrderingWeights defenderWeights_;
    bool cancelled_ = false;
    bool abandoned_ = false;
    const AbandonLink* abandonLink_ = nullptr;
    StopReason stopReason_ = StopReason::None;
    /// Sets cancelled_ with its reason when the flag is up or a limit is reached.
    void checkStop();
    /// Moves made so far by the solve (every joined thread); adds this context's new ones.
    std::uint64_t solveMoves();
    std::uint64_t nextPoll_ = 0;
    double startSeconds_ = 0.0;
    /// Moves of every thread of the solve (nullptr: one thread), and this context's moves
    /// already added to it.
    std::atomic<std::uint64_t>* solveNodes_ = nullptr;
    std::uint64_t nodesAdded_ = 0;
    friend class WorkerPool; ///< Moves counters between contexts (collectCounters).
};

} // namespace gms

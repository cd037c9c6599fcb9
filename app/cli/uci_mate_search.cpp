// SPDX-License-Identifier: GPL-3.0-or-later
#include "uci_mate_search.h"

#include "bitboard.h"
#include "hotpath.h"
#include "movegen.h"
#include "mate_prover.h"
#include "solver.h"

#include <functional>
#include "weights.h"

#include <algorithm>
#include <atomic>
#include <chrono>

namespace gms::cli {

namespace {

Position after(const Position& pos, Move m) {
    Position next = pos;
    UndoInfo undo;
    next.makeMove(m, undo);
    return next;
}

/// Legal moves in the solver's order (ordering weights, highest first; stable).
std::vector<Move> orderedMoves(const Position& pos, GenMode mode = GenMode::All) {
    MoveList list;
    generateLegal(pos, list, mode, &OrderingWeights::defaults());
    std::vector<std::pair<Move, int>> pairs;
    for (int i = 0; i < list.size; ++i) pairs.emplace_back(list.moves[i], list.weights[i]);
    std::stable_sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<Move> out;
    for (const auto& p : pairs) out.push_back(p.first);
    return out;
}

/// Key, then alternately the defence that holds out longest and the attacker's
/// first move that still mates in the fewest moves; every step proved by the
/// solver. `mateIn` must be the key's shortest mate. Stops early (a shorter
/// line, still true as far as it goes) when the solver is cancelled.
std::vector<Move> principalLine(MateProver& solver, const Position& root, Move key, int mateIn) {
    std::vector<Move> pv{key};
    Position pos = after(root, key);
    // Defender to move; the attacker mates in exactly `left` more moves.
    for (int left = mateIn - 1; left > 0; --left) {
        std::vector<Move> defences = orderedMoves(pos);
        if (defences.empty()) break;
        Move defence = defences.front();
        if (left > 1) {
            // Some defence must survive a mate in left-1, or the line would be shorter.
            for (Move d : defences) {
                Position next = after(pos, d);
                bool quicker = solver.canMateIn(next, left - 1);
                if (solver.cancelled()) return pv;
                if (!quicker) {
                    defence = d;
                    break;
                }
            }
        }
        pv.push_back(defence);
        pos = after(pos, defence);
        Move reply;
        for (Move m : orderedMoves(pos, left == 1 ? GenMode::ChecksOnly : GenMode::All)) {
            Position next = after(pos, m);
            bool mates = solver.defenderLoses(next, left - 1);
            if (solver.cancelled()) return pv;
            if (mates) {
                reply = m;
                break;
            }
        }
        if (reply.isNone()) break; // cannot happen when mateIn was proved; never invent a move
        pv.push_back(reply);
        pos = after(pos, reply);
    }
    return pv;
}

} // namespace

MateSearch::MateSearch(const Position& pos, MateSearchLimits limits, MateSearchHooks hooks)
    : pos_(pos), limits_(std::move(limits)), hooks_(std::move(hooks)) {}

MateSearchState MateSearch::run() {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };

    SolverOptions options;
    options.mode = SolverOptions::Mode::Minimal;
    options.buildTree = false;
    options.table = limits_.table;
    options.hashMegabytes = limits_.table ? int(limits_.table->megabytes()) : 0;
    options.threads = std::max(1, limits_.threads);
    std::atomic<bool> cancel{false};
    std::function<void()> progressTick; // set below, once the prover exists
    SolveHooks solveHooks;
    solveHooks.cancel = &cancel;
    // Runs on the search thread every few thousand moves.
    solveHooks.progress = [&](const SolveProgress&) {
        if (progressTick) progressTick();
    };
    MateProver solver(options, solveHooks);
    std::uint64_t rootNodes = 0; // root moves made here, not counted by the solver
    auto nodes = [&] { return solver.counters().gen + rootNodes; };
    auto checkStop = [&] {
        if (!cancel.load(std::memory_order_relaxed) && hooks_.shouldStop && hooks_.shouldStop(nodes()))
            cancel.store(true, std::memory_order_relaxed);
        return cancel.load(std::memory_order_relaxed);
    };
    progressTick = [&] {
        checkStop();
        if (hooks_.onProgress) hooks_.onProgress(nodes(), elapsed());
    };

    std::vector<Move> root;
    for (Move m : orderedMoves(pos_))
        if (limits_.rootMoves.empty() ||
            std::find(limits_.rootMoves.begin(), limits_.rootMoves.end(), m) != limits_.rootMoves.end())
            root.push_back(m);
    std::vector<bool> isKey(root.size(), false);
    const int wanted = std::max(1, limits_.multiPv);
    const int maxMoves = std::clamp(limits_.maxMoves, 0, Solver::MaxMoves);
    std::size_t withPv = 0; // lines[0..withPv) have their principal line

    MateSearchState state;
    stopped_ = false;
    for (int k = 1; k <= maxMoves && !root.empty(); ++k) {
        state.depth = k;
        bool enough = false;
        std::size_t searched = 0;
        for (std::size_t i = 0; i < root.size(); ++i, ++searched) {
            if (checkStop()) break;
            if (isKey[i]) continue;
            Position next = after(pos_, root[i]);
            ++rootNodes;
            bool mates = solver.defenderLoses(next, k - 1);
            if (solver.cancelled()) break; // the answer was cut short: not proved either way
            if (mates) {
                isKey[i] = true;
                state.lines.push_back(MateLine{root[i], k, {}});
                if (wanted == 1) { // the first key of the shortest length is the answer
                    enough = true;
                    ++searched;
                    break;
                }
            }
        }
        state.depthComplete = searched == root.size() && !solver.cancelled();
        if (state.depthComplete && int(state.lines.size()) >= wanted) enough = true;
        // The principal lines of the lines a GUI shows (the first MultiPV).
        while (withPv < state.lines.size() && int(withPv) < wanted && !solver.cancelled()) {
            MateLine& line = state.lines[withPv];
            line.pv = principalLine(solver, pos_, line.key, line.mateIn);
            if (!solver.cancelled()) ++withPv;
        }
        for (std::size_t i = withPv; i < state.lines.size(); ++i)
            if (state.lines[i].pv.empty()) state.lines[i].pv = {state.lines[i].key};
        state.nodes = nodes();
        state.seconds = elapsed();
        if (hooks_.onDepth) hooks_.onDepth(state);
        if (solver.cancelled() || cancel.load()) {
            stopped_ = true;
            break;
        }
        if (enough || std::all_of(isKey.begin(), isKey.end(), [](bool b) { return b; })) break;
    }
    state.nodes = nodes();
    state.seconds = elapsed();
    return state;
}

std::string prepareGamePosition(Position& pos) {
    for (Color c : {White, Black}) {
        const char* name = c == White ? "White" : "Black";
        int kings = hot::popcountPortable(pos.pieces(c, King));
        if (kings != 1) return std::string(name) + " has " + std::to_string(kings) + " kings: exactly one is needed";
    }
    if (pos.pieces(Pawn) & (Rank1BB | Rank8BB)) return "a pawn stands on the first or last rank";
    Color stm = pos.sideToMove();
    if (pos.isAttacked(pos.kingSquare(~stm), stm))
        return std::string(stm == White ? "Black" : "White") + " is in check but it is " +
               (stm == White ? "White" : "Black") + " to move";
    if (hot::popcountPortable(pos.checkers()) > 2) return "the side to move is in check from more than two pieces";

    struct Right {
        int bit;
        Square king, rook;
        Piece k, r;
    };
    const Right rights[4] = {{WhiteKingside, makeSquare(4, 0), makeSquare(7, 0), WKing, WRook},
                             {WhiteQueenside, makeSquare(4, 0), makeSquare(0, 0), WKing, WRook},
                             {BlackKingside, makeSquare(4, 7), makeSquare(7, 7), BKing, BRook},
                             {BlackQueenside, makeSquare(4, 7), makeSquare(0, 7), BKing, BRook}};
    int castling = pos.castlingRights();
    for (const Right& r : rights)
        if ((castling & r.bit) && (pos.pieceOn(r.king) != r.k || pos.pieceOn(r.rook) != r.r)) castling &= ~r.bit;
    Square ep = pos.epSquare();
    if (ep != NoSquare) {
        Color them = ~stm;
        Square pawnSq = them == White ? ep + 8 : ep - 8;
        Square origin = them == White ? ep - 8 : ep + 8;
        if (pos.pieceOn(pawnSq) != makePiece(them, Pawn) || pos.pieceOn(ep) != NoPiece ||
            pos.pieceOn(origin) != NoPiece)
            ep = NoSquare;
    }
    if (castling != pos.castlingRights() || ep != pos.epSquare()) {
        pos.setCastlingRights(castling);
        pos.setEpSquare(ep);
        pos.refresh();
    }
    return {};
}

Move fallbackMove(const Position& pos, const std::vector<Move>& allowed) {
    std::vector<Move> moves = orderedMoves(pos);
    if (!allowed.empty())
        std::erase_if(moves, [&](Move m) { return std::find(allowed.begin(), allowed.end(), m) == allowed.end(); });
    if (moves.empty()) return Move::none();
    MateProver solver;
    for (Move m : moves) {
        Position next = after(pos, m);
        if (!solver.canMateIn(next, 1)) return m;
    }
    return moves.front();
}

} // namespace gms::cli

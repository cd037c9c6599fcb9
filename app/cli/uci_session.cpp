// SPDX-License-Identifier: GPL-3.0-or-later
#include "uci_session.h"

#include "bounded_input.h"
#include "printable.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "solver.h"
#include "uci_mate_search.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iostream>
#include <sstream>

#ifndef GMS_VERSION
#define GMS_VERSION "dev"
#endif

namespace gms::cli {

namespace {

constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

std::vector<std::string> tokenize(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;) tokens.push_back(t);
    return tokens;
}

bool parseInteger(const std::string& text, std::int64_t& out) {
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

std::string lowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool isCommand(const std::string& word) {
    static const char* const commands[] = {"uci",      "debug", "isready", "setoption", "register", "ucinewgame",
                                           "position", "go",    "stop",    "ponderhit", "quit",     "d"};
    return std::find_if(std::begin(commands), std::end(commands), [&](const char* c) { return word == c; }) !=
           std::end(commands);
}

/// " nodes N nps X time T" for an info line.
std::string statistics(std::uint64_t nodes, double seconds) {
    auto nps = seconds > 0 ? std::uint64_t(double(nodes) / seconds) : nodes;
    return " nodes " + std::to_string(nodes) + " nps " + std::to_string(nps) + " time " +
           std::to_string(std::int64_t(seconds * 1000));
}

} // namespace

UciSession::UciSession(std::ostream& out) : out_(out) {
    FenError error;
    parseFen(StartFen, position_, error);
}

UciSession::~UciSession() { stopSearch(); }

void UciSession::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    // GUIs read a pipe: every line at once. Nothing read (a FEN, a move) can put a
    // control character into it.
    out_ << io::printable(line) << '\n' << std::flush;
}

void UciSession::run(std::istream& in) {
    io::BoundedLineReader reader(in);
    std::string line;
    std::size_t length = 0;
    for (;;) {
        const auto got = reader.next(line, length);
        if (got == io::BoundedLineReader::Result::End) break;
        if (got == io::BoundedLineReader::Result::TooLong) {
            sendError(io::overlongLineMessage(length) + "; the line is ignored");
        } else if (!handle(line)) {
            return;
        }
        if (!out_) break; // standard output is gone (a full disk): nobody reads the answers
    }
    stopSearch(); // end of input: as `quit`
}

bool UciSession::handle(const std::string& line) {
    std::vector<std::string> tokens = tokenize(line);
    // UCI: skip unknown words and try the rest of the line ("joho debug on").
    auto first = std::find_if(tokens.begin(), tokens.end(), isCommand);
    if (first == tokens.end()) return true;
    tokens.erase(tokens.begin(), first);
    const std::string& cmd = tokens[0];

    if (cmd == "quit") {
        stopSearch();
        return false;
    }
    if (cmd == "isready") {
        // Ready means the table is made and backed, so the next `go` pays nothing for it.
        // During a search the engine is as ready as it gets: answered at once.
        reapFinishedSearch();
        if (!searching_) prepareTable(true);
        send("readyok");
    } else if (cmd == "uci") {
        cmdUci();
    } else if (cmd == "setoption") {
        cmdSetOption(tokens);
    } else if (cmd == "position") {
        cmdPosition(tokens);
    } else if (cmd == "go") {
        cmdGo(tokens);
    } else if (cmd == "stop") {
        stopSearch();
    } else if (cmd == "ponderhit") {
        cmdPonderHit();
    } else if (cmd == "ucinewgame") {
        reapFinishedSearch();
        // A new game starts with an empty table: emptied in O(1), its pages kept; a running
        // search keeps the old one and the next search gets a fresh one.
        if (table_ && !searching_)
            table_->clear();
        else
            table_.reset();
    } else if (cmd == "d") {
        // Not UCI (Stockfish has it): the current position, for people and tests.
        send("info string fen " + toFen(position_));
    }
    // "debug" and "register" need no answer.
    return true;
}

void UciSession::cmdUci() {
    send("id name GMS " GMS_VERSION " mate finder");
    send("id author the GMS authors");
    // Threads share every proof of the root loop (split points); Hash sizes the
    // transposition table (0 turns it off).
    send("option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads));
    send("option name Hash type spin default 64 min 0 max " + std::to_string(MaxHashMb));
    send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPv));
    send("uciok");
}

void UciSession::cmdSetOption(const std::vector<std::string>& tokens) {
    // setoption name <id, may have spaces> [value <x, may have spaces>]
    std::string name, value;
    bool inValue = false, sawName = false;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        if (!inValue && tokens[i] == "name" && !sawName) {
            sawName = true;
            continue;
        }
        if (!inValue && tokens[i] == "value" && sawName) {
            inValue = true;
            continue;
        }
        std::string& target = inValue ? value : name;
        if (!target.empty()) target += ' ';
        target += tokens[i];
    }
    if (!sawName || name.empty()) {
        sendError("setoption needs 'name <option>'");
        return;
    }
    struct Spin {
        const char* name;
        int* target;
        int lo, hi;
    };
    const Spin spins[] = {
        {"threads", &threads_, 1, MaxThreads}, {"hash", &hashMb_, 0, MaxHashMb}, {"multipv", &multiPv_, 1, MaxMultiPv}};
    for (const Spin& spin : spins) {
        if (lowered(name) != spin.name) continue;
        std::int64_t v = 0;
        if (!parseInteger(value, v) || v < spin.lo || v > spin.hi) {
            sendError("option " + name + " takes a whole number from " + std::to_string(spin.lo) + " to " +
                      std::to_string(spin.hi) + ", got " + io::quoteInput(value));
            return;
        }
        *spin.target = int(v);
        if (spin.target == &hashMb_) {
            table_.reset(); // made again at the next isready or go, with the new size
            send("info string Hash " + value + " MB: transposition table" + (hashMb_ == 0 ? " off" : ""));
        }
        return;
    }
    send("info string unknown option " + io::quoteInput(name) + " ignored");
}

void UciSession::cmdPosition(const std::vector<std::string>& tokens) {
    // position startpos|fen <FEN> [moves m1 m2 ...]
    if (tokens.size() < 2 || (tokens[1] != "startpos" && tokens[1] != "fen")) {
        sendError("position needs 'startpos' or 'fen <FEN>'; the position is unchanged");
        return;
    }
    std::size_t i = 2;
    std::string fen = StartFen;
    if (tokens[1] == "fen") {
        fen.clear();
        for (; i < tokens.size() && tokens[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + tokens[i];
    }
    Position pos;
    FenError fenError;
    if (!parseFen(fen, pos, fenError)) {
        sendError("bad FEN " + io::quoteInput(fen) + ": " + fenError.toString() + "; the position is unchanged");
        return;
    }
    if (std::string why = prepareGamePosition(pos); !why.empty()) {
        sendError("illegal position " + io::quoteInput(fen) + ": " + why + "; the position is unchanged");
        return;
    }
    if (i < tokens.size() && tokens[i] != "moves") {
        sendError("position: expected 'moves', found " + io::quoteInput(tokens[i]) + "; the position is unchanged");
        return;
    }
    for (++i; i < tokens.size(); ++i) {
        auto move = parseUci(pos, tokens[i]);
        if (!move) {
            sendError("illegal move " + io::quoteInput(tokens[i]) + " in " + toFen(pos) +
                      "; the position is unchanged");
            return;
        }
        UndoInfo undo;
        pos.makeMove(*move, undo);
    }
    position_ = pos;
}

void UciSession::prepareTable(bool backPages) {
    if (hashMb_ == 0) {
        table_.reset();
        return;
    }
    if (!table_) {
        table_ = std::make_shared<TranspositionTable>();
        table_->resize(std::size_t(hashMb_));
        tableBacked_ = false;
    }
    if (backPages && !tableBacked_) {
        table_->prefault();
        tableBacked_ = true;
    }
}

std::int64_t UciSession::timeBudgetMs(const GoRequest& request, Color stm) const {
    constexpr std::int64_t Longest = std::int64_t(1) << 40; // ~35 years: keeps now + budget from overflowing
    if (request.movetimeMs >= 0) return std::min(request.movetimeMs, Longest);
    std::int64_t clock = request.clockMs[stm];
    if (clock < 0) return -1;
    // A game clock: a share of what is left plus half the increment, never more
    // than most of the clock.
    std::int64_t budget = clock / (request.movesToGo > 0 ? request.movesToGo + 1 : 20) + request.incMs[stm] / 2;
    return std::clamp<std::int64_t>(std::min(budget, clock * 4 / 5), 1, Longest);
}

void UciSession::cmdGo(const std::vector<std::string>& tokens) {
    reapFinishedSearch();
    if (searching_) {
        sendError("a search is running: send stop first");
        return;
    }
    GoRequest request;
    request.multiPv = multiPv_;
    static const char* const keywords[] = {"searchmoves", "ponder", "wtime", "btime", "winc",     "binc",
                                           "movestogo",   "depth",  "nodes", "mate",  "movetime", "infinite"};
    auto isKeyword = [&](const std::string& t) {
        return std::find_if(std::begin(keywords), std::end(keywords), [&](const char* k) { return t == k; }) !=
               std::end(keywords);
    };
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const std::string& t = tokens[i];
        if (t == "infinite") {
            request.infinite = true;
            continue;
        }
        if (t == "ponder") {
            request.ponder = true;
            continue;
        }
        if (t == "searchmoves") {
            for (; i + 1 < tokens.size() && !isKeyword(tokens[i + 1]); ++i) {
                if (auto m = parseUci(position_, tokens[i + 1]))
                    request.searchMoves.push_back(*m);
                else
                    sendError("searchmoves: " + io::quoteInput(tokens[i + 1]) + " is not a legal move here; ignored");
            }
            continue;
        }
        if (!isKeyword(t)) continue; // unknown word: ignored, as UCI asks
        std::int64_t v = 0;
        if (i + 1 >= tokens.size() || !parseInteger(tokens[i + 1], v) || v < 0) {
            sendError("go " + t + " needs a whole number >= 0; ignored");
            continue;
        }
        ++i;
        if (t == "mate" || t == "depth") {
            if (v == 0) {
                // As in Stockfish, 0 sets no limit: the search deepens as a plain `go` does.
                send("info string go " + t + " 0: no limit on the mate length (as a plain go)");
                continue;
            }
            int moves = int(std::min<std::int64_t>(v, Solver::MaxMoves));
            if (v > Solver::MaxMoves)
                sendError("go " + t + " " + tokens[i] + ": searching mates up to " + std::to_string(Solver::MaxMoves) +
                          " moves");
            request.maxMoves = request.maxMoves ? std::min(request.maxMoves, moves) : moves;
        } else if (t == "movetime")
            request.movetimeMs = v;
        else if (t == "wtime")
            request.clockMs[White] = v;
        else if (t == "btime")
            request.clockMs[Black] = v;
        else if (t == "winc")
            request.incMs[White] = v;
        else if (t == "binc")
            request.incMs[Black] = v;
        else if (t == "movestogo")
            request.movesToGo = int(v);
        else if (t == "nodes")
            request.nodes = std::uint64_t(v);
    }

    // The table before the clock: its set-up is not the search's time.
    prepareTable(false);
    request.table = table_;
    std::int64_t budget = request.infinite ? -1 : timeBudgetMs(request, position_.sideToMove());
    stop_ = false;
    {
        std::lock_guard lock(waitMutex_);
        holdBestMove_ = request.infinite || request.ponder;
        pondering_ = request.ponder;
        ponderBudgetMs_ = budget;
    }
    deadline_ = (budget >= 0 && !request.ponder) ? nowMs() + std::max<std::int64_t>(budget, 1) : 0;
    searching_ = true;
    worker_ = std::thread(&UciSession::searchThread, this, position_, std::move(request));
}

void UciSession::cmdPonderHit() {
    std::lock_guard lock(waitMutex_);
    if (!pondering_) return;
    // The opponent played the expected move: from now on the normal limits count.
    pondering_ = false;
    holdBestMove_ = false;
    if (ponderBudgetMs_ >= 0) deadline_ = nowMs() + std::max<std::int64_t>(ponderBudgetMs_, 1);
    waitCv_.notify_all();
}

void UciSession::stopSearch() {
    {
        std::lock_guard lock(waitMutex_);
        stop_ = true;
        waitCv_.notify_all();
    }
    if (worker_.joinable()) worker_.join();
}

void UciSession::reapFinishedSearch() {
    if (!searching_ && worker_.joinable()) worker_.join();
}

void UciSession::searchThread(Position pos, GoRequest request) {
    const int multiPv = request.multiPv;
    MateSearchLimits limits;
    limits.maxMoves = request.maxMoves == 0 ? Solver::MaxMoves : request.maxMoves;
    limits.multiPv = multiPv;
    limits.rootMoves = request.searchMoves;
    limits.threads = threads_;
    limits.table = request.table;

    MateSearchHooks hooks;
    const std::uint64_t nodeLimit = request.nodes;
    hooks.shouldStop = [this, nodeLimit](std::uint64_t nodes) {
        if (stop_.load(std::memory_order_relaxed)) return true;
        std::int64_t deadline = deadline_.load(std::memory_order_relaxed);
        if (deadline && nowMs() >= deadline) return true;
        return nodeLimit && nodes >= nodeLimit;
    };
    hooks.onDepth = [this, multiPv](const MateSearchState& s) {
        const std::string head =
            "info depth " + std::to_string(s.depth) + " seldepth " + std::to_string(2 * s.depth - 1);
        const std::string stats = statistics(s.nodes, s.seconds);
        if (s.lines.empty()) {
            // A length stopped half-way proved nothing: no depth is claimed for it.
            send((s.depthComplete ? head : std::string("info")) + stats);
            return;
        }
        for (std::size_t i = 0; i < s.lines.size() && int(i) < multiPv; ++i) {
            // UCI counts a mate in moves, positive when the side to move mates.
            std::string line = head;
            line.append(" multipv ").append(std::to_string(i + 1));
            line.append(" score mate ").append(std::to_string(s.lines[i].mateIn));
            line.append(stats).append(" pv");
            for (Move m : s.lines[i].pv) line.append(" ").append(toUci(m));
            send(line);
        }
    };
    std::int64_t lastProgress = nowMs();
    hooks.onProgress = [this, &lastProgress](std::uint64_t nodes, double seconds) {
        if (nowMs() - lastProgress < 1000) return;
        lastProgress = nowMs();
        send("info" + statistics(nodes, seconds));
    };

    MateSearchState result;
    if (!hasLegalMove(pos)) {
        send(pos.inCheck() ? "info depth 0 score mate 0" : "info depth 0 score cp 0"); // mated or stalemate
    } else {
        MateSearch search(pos, limits, hooks);
        result = search.run();
    }

    // `go infinite` and `go ponder` keep bestmove back until stop (or ponderhit).
    {
        std::unique_lock lock(waitMutex_);
        waitCv_.wait(lock, [this] { return !holdBestMove_ || stop_; });
    }
    std::string answer = "bestmove ";
    if (!result.lines.empty()) {
        const MateLine& best = result.lines.front();
        answer += toUci(best.key);
        if (best.pv.size() > 1) answer += " ponder " + toUci(best.pv[1]);
    } else {
        Move fallback = fallbackMove(pos, request.searchMoves);
        answer += fallback.isNone() ? "0000" : toUci(fallback);
    }
    searching_ = false;
    send(answer);
}

} // namespace gms::cli

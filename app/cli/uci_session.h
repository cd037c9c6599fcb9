// SPDX-License-Identifier: GPL-3.0-or-later
/// @file uci_session.h  One UCI conversation: commands in, `info`/`bestmove` out, the search on its own thread.
#pragma once

#include "position.h"
#include "transposition_table.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace gms::cli {

/// Speaks the Universal Chess Interface as a mate finder. The input loop never
/// waits for a search: `isready`, `stop` and `quit` are answered while it runs.
class UciSession {
public:
    explicit UciSession(std::ostream& out);
    ~UciSession();
    UciSession(const UciSession&) = delete;
    UciSession& operator=(const UciSession&) = delete;

    /// Reads commands until `quit` or the end of input; stops any search before returning.
    void run(std::istream& in);
    /// Handles one input line; false after `quit`.
    bool handle(const std::string& line);

    /// Limits of option MultiPV (UCI spin).
    static constexpr int MaxMultiPv = 256;
    static constexpr int MaxHashMb = 4096;
    static constexpr int MaxThreads = 256;

private:
    /// Everything `go` can say, read from its tokens.
    struct GoRequest {
        int maxMoves = 0;             ///< From `mate` and `depth` (the smaller); 0: up to the solver's maximum.
        std::int64_t movetimeMs = -1; ///< -1: not given.
        std::int64_t clockMs[2] = {-1, -1}, incMs[2] = {0, 0};
        int movesToGo = 0;
        std::uint64_t nodes = 0; ///< 0: no node limit.
        bool infinite = false, ponder = false;
        int multiPv = 1; ///< MultiPV when the search started.
        std::vector<Move> searchMoves;
        std::shared_ptr<TranspositionTable> table; ///< Made by the input thread before the clock starts.
    };

    void send(const std::string& line);
    void sendError(const std::string& message) { send("info string error: " + message); }

    void cmdUci();
    void cmdSetOption(const std::vector<std::string>& tokens);
    void cmdPosition(const std::vector<std::string>& tokens);
    void cmdGo(const std::vector<std::string>& tokens);
    void cmdPonderHit();
    /// Ends the running search (its thread prints `bestmove`) and joins it.
    void stopSearch();
    /// Joins a search thread that has already printed its `bestmove`.
    void reapFinishedSearch();
    void searchThread(Position pos, GoRequest request);
    /// Makes the table of Hash MB when there is none (zero pages: O(1)); with `backPages`
    /// also backs every page, so that no search pays first-touch faults against its clock.
    /// Only while no search runs.
    void prepareTable(bool backPages);
    /// Milliseconds the search may take; -1: no time limit.
    std::int64_t timeBudgetMs(const GoRequest& request, Color stm) const;

    std::ostream& out_;
    std::mutex outMutex_;
    Position position_;
    int multiPv_ = 1;
    int hashMb_ = 64;                           ///< Transposition table size (MB; 0: none).
    std::shared_ptr<TranspositionTable> table_; ///< Kept between the searches of a game.
    bool tableBacked_ = false;                  ///< table_'s pages are backed (prefaulted) by `isready`.
    int threads_ = 1;

    std::thread worker_;
    std::atomic<bool> searching_{false}; ///< From `go` until its `bestmove` is printed.
    std::atomic<bool> stop_{false};
    std::atomic<std::int64_t> deadline_{0}; ///< Steady-clock milliseconds; 0: none.
    std::mutex waitMutex_;
    std::condition_variable waitCv_;
    bool holdBestMove_ = false; ///< `go infinite` / `go ponder`: bestmove only after stop (or ponderhit).
    bool pondering_ = false;
    std::int64_t ponderBudgetMs_ = -1; ///< The budget that starts at `ponderhit`.
};

} // namespace gms::cli

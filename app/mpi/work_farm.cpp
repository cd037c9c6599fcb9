// SPDX-License-Identifier: GPL-3.0-or-later
#include "work_farm.h"

#include "mpi_channel.h"

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace gms::mpi {
namespace {

/// Rank 0's own solving thread, fed by the main thread as if it were one more worker rank:
/// the item source and the record are then only ever touched by the main thread.
class LocalWorker {
public:
    explicit LocalWorker(const SolveItem& solve) : thread_([this, &solve] { loop(solve); }) {}
    ~LocalWorker() {
        {
            std::lock_guard lock(mutex_);
            quit_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    /// Free for an item (nothing assigned, no result waiting to be taken, not stopped).
    bool idle() {
        std::lock_guard lock(mutex_);
        return !assigned_ && !result_ && !busy_ && !stopped_;
    }
    void assign(int item) {
        {
            std::lock_guard lock(mutex_);
            assigned_ = item;
        }
        wake_.notify_all();
    }
    std::optional<std::pair<int, std::string>> takeResult() {
        std::lock_guard lock(mutex_);
        auto out = std::move(result_);
        result_.reset();
        return out;
    }

private:
    void loop(const SolveItem& solve) {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [&] { return quit_ || assigned_; });
            if (quit_) return;
            const int item = *assigned_;
            assigned_.reset();
            busy_ = true;
            lock.unlock();
            auto result = solve(item);
            lock.lock();
            busy_ = false;
            if (!result) {
                stopped_ = true;
                return;
            }
            result_.emplace(item, std::move(*result));
        }
    }
    std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<int> assigned_;
    std::optional<std::pair<int, std::string>> result_;
    bool busy_ = false, stopped_ = false, quit_ = false;
    std::thread thread_; // last: started once the state above exists
};

/// Splits "item<TAB>result".
bool splitResult(const std::string& text, int& item, std::string& result) {
    const auto tab = text.find('\t');
    if (tab == std::string::npos) return false;
    item = std::atoi(text.substr(0, tab).c_str());
    result = text.substr(tab + 1);
    return true;
}

} // namespace

bool coordinate(const ItemSource& next, const SolveItem& solve, const RecordResult& record,
                const std::function<void()>& tick, const std::atomic<bool>& stop) {
    const int workers = worldSize() - 1;
    LocalWorker local(solve);
    bool sourceDone = false, localOut = false, failed = false;
    int inFlight = 0, dismissed = 0;
    std::vector<int> waiting; // worker ranks that asked for work and got none yet
    // The next item, or nullopt to wait; latches the source's end.
    auto take = [&]() -> std::optional<int> {
        if (sourceDone) return std::nullopt;
        const NextItem n = next();
        if (n.state == NextItem::State::Item) return n.item;
        // A source that waits with nothing out would wait forever: it is finished.
        if (n.state == NextItem::State::Finished || inFlight == 0) sourceDone = true;
        return std::nullopt;
    };
    auto pause = std::chrono::microseconds(50);
    while (!stop.load() && !failed && !(sourceDone && inFlight == 0 && dismissed == workers && localOut)) {
        bool busy = false;
        if (auto done = local.takeResult()) {
            busy = true;
            --inFlight;
            failed = !record(0, done->first, done->second);
        }
        Message msg;
        if (!failed && tryReceive(msg)) {
            busy = true;
            if (msg.tag == TagResult) {
                int item = 0;
                std::string result;
                --inFlight;
                failed = !splitResult(msg.text, item, result) || !record(msg.source, item, result);
            }
            waiting.push_back(msg.source);
        }
        if (!failed && !localOut && local.idle()) {
            if (const auto item = take()) {
                local.assign(*item);
                ++inFlight;
                busy = true;
            } else if (sourceDone) {
                localOut = true;
            }
        }
        for (std::size_t w = 0; w < waiting.size() && !failed;) {
            if (const auto item = take()) {
                sendText(waiting[w], TagWork, std::to_string(*item));
                ++inFlight;
            } else if (sourceDone) {
                sendText(waiting[w], TagDone, "");
                ++dismissed;
            } else {
                ++w;
                continue;
            }
            busy = true;
            waiting.erase(waiting.begin() + std::ptrdiff_t(w));
        }
        tick();
        if (busy) {
            pause = std::chrono::microseconds(50);
        } else {
            std::this_thread::sleep_for(pause);
            if (pause < std::chrono::milliseconds(5)) pause *= 2;
        }
    }
    return !failed && !stop.load();
}

bool coordinate(const std::vector<int>& order, const SolveItem& solve, const RecordResult& record,
                const std::function<void()>& tick, const std::atomic<bool>& stop) {
    std::size_t handed = 0;
    const ItemSource next = [&] {
        return handed < order.size() ? NextItem::of(order[handed++]) : NextItem::finished();
    };
    return coordinate(next, solve, record, tick, stop);
}

bool serve(const SolveItem& solve, const std::atomic<bool>& stop) {
    sendText(0, TagRequest, "");
    Message msg;
    while (receive(msg, stop)) {
        if (msg.tag == TagDone) return true;
        const int item = std::atoi(msg.text.c_str());
        const auto result = solve(item);
        if (!result) return false;
        sendText(0, TagResult, std::to_string(item) + "\t" + *result);
    }
    return false;
}

} // namespace gms::mpi

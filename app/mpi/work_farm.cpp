// SPDX-License-Identifier: GPL-3.0-or-later
#include "work_farm.h"

#include "mpi_channel.h"

#include <chrono>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <thread>

namespace gms::mpi {
namespace {

/// Items still to hand out, shared by rank 0's main thread and its solving thread.
class ItemQueue {
public:
    explicit ItemQueue(const std::vector<int>& order) : items_(order.begin(), order.end()) {}
    std::optional<int> take() {
        std::lock_guard lock(mutex_);
        if (items_.empty()) return std::nullopt;
        const int item = items_.front();
        items_.pop_front();
        return item;
    }
    void finished(int item, std::string result) {
        std::lock_guard lock(mutex_);
        results_.emplace_back(item, std::move(result));
    }
    std::vector<std::pair<int, std::string>> takeFinished() {
        std::lock_guard lock(mutex_);
        std::vector<std::pair<int, std::string>> out(std::make_move_iterator(results_.begin()),
                                                     std::make_move_iterator(results_.end()));
        results_.clear();
        return out;
    }

private:
    std::mutex mutex_;
    std::deque<int> items_;
    std::vector<std::pair<int, std::string>> results_;
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

bool coordinate(const std::vector<int>& order, const SolveItem& solve, const RecordResult& record,
                const std::function<void()>& tick, const std::atomic<bool>& stop) {
    ItemQueue queue(order);
    const int workers = worldSize() - 1;
    std::atomic<bool> abandon{false};
    std::thread local([&] {
        while (!stop.load() && !abandon.load()) {
            const auto item = queue.take();
            if (!item) break;
            auto result = solve(*item);
            if (!result) break;
            queue.finished(*item, std::move(*result));
        }
    });
    auto giveWork = [&](int rank, int& dismissed) {
        if (const auto item = queue.take()) {
            sendText(rank, TagWork, std::to_string(*item));
        } else {
            sendText(rank, TagDone, "");
            ++dismissed;
        }
    };
    std::size_t recorded = 0;
    int dismissed = 0;
    bool failed = false;
    auto pause = std::chrono::microseconds(50);
    while ((recorded < order.size() || dismissed < workers) && !stop.load() && !failed) {
        bool busy = false;
        for (auto& [item, result] : queue.takeFinished()) {
            busy = true;
            failed = failed || !record(0, item, result);
            ++recorded;
        }
        Message msg;
        if (!failed && tryReceive(msg)) {
            busy = true;
            if (msg.tag == TagResult) {
                int item = 0;
                std::string result;
                failed = !splitResult(msg.text, item, result) || !record(msg.source, item, result);
                ++recorded;
            }
            if (!failed) giveWork(msg.source, dismissed);
        }
        tick();
        if (busy) {
            pause = std::chrono::microseconds(50);
        } else {
            std::this_thread::sleep_for(pause);
            if (pause < std::chrono::milliseconds(5)) pause *= 2;
        }
    }
    abandon = failed;
    local.join();
    return !failed && !stop.load();
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

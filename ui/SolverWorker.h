// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolverWorker.h  Runs the engine's Solver on a pool thread and reports through queued signals.
#pragma once

#include "CollectionRun.h"
#include "position.h"
#include "solution.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace gms::ui {

/// One solve at a time in a QtConcurrent thread. The GUI thread never waits
/// on it: progress and per-iteration statistics arrive as queued signals,
/// the result through finished(). cancel() sets the flag the search polls,
/// so the solve returns within a few thousand nodes.
class SolverWorker : public QObject {
    Q_OBJECT
public:
    explicit SolverWorker(QObject* parent = nullptr);
    /// Cancels a running solve and waits for its thread (the search stops within milliseconds).
    ~SolverWorker() override;

    /// Solves a problem and its twins through Solver::solveProblem, as `gms-cli solve` does;
    /// false (and nothing started) when a solve is running.
    bool start(const Problem& problem, const SolverOptions& options);
    /// Starts solving `stip` for the side to move; false (and nothing started) when one is running.
    bool start(const Position& pos, const Stipulation& stip, const SolverOptions& options);
    /// Starts solving #n.
    bool start(const Position& pos, int n, const SolverOptions& options);
    /// Solves the jobs in turn on the pool thread, each through Solver::solveProblem as gms-cli
    /// solve does, until one is stopped (cancel() or the job's own limits); false (and nothing
    /// started) when a solve is running. Reports problemStarted/problemSolved for each job and
    /// collectionFinished at the end (not finished()/finishedAll()).
    bool startCollection(std::vector<CollectionJob> jobs);
    /// Asks the running solve to stop; finished() follows with complete == false.
    void cancel();
    bool isRunning() const { return running_; }
    bool isCancelling() const { return running_ && cancel_ && cancel_->load(); }
    /// Blocks until the running solve has returned (tests and shutdown only; call cancel() first).
    void waitForFinished();

    /// The options of the last start() (what the running or last solve used).
    const SolverOptions& lastOptions() const { return lastOptions_; }

    /// Minimum time between two progress signals.
    static constexpr int ProgressIntervalMs = 100;

signals:
    void started();
    /// Throttled progress from the search (queued from the solving thread).
    void progress(int iteration, int rootIndex, int rootCount, quint64 gen, quint64 evl, double seconds,
                  const QString& phase);
    /// Battle play: a key proven while the solve goes on (`move` in SAN, "1.Qd4!"; `moves`: its length).
    void keyFound(const QString& move, int moves);
    /// One finished iteration of iterative deepening (a statistics row, with every counter).
    void iterationFinished(const gms::IterationStats& stats);
    /// The solve returned (complete == false when stopped or failed): the first twin's solution
    /// (the only one for a problem without twins).
    void finished(const gms::Solution& solution);
    /// The same solve: one Solution per twin solved (emitted before finished()).
    void finishedAll(const std::vector<gms::Solution>& solutions);
    /// Solve Whole Collection: job `index` of the collection is being solved (queued from the solving thread).
    void problemStarted(int index);
    /// Solve Whole Collection: job `index`'s result, one Solution per twin (queued from the solving thread).
    void problemSolved(int index, const std::vector<gms::Solution>& solutions);
    /// Solve Whole Collection is over: `complete` when every job was solved to the end.
    void collectionFinished(bool complete);

private:
    void onFutureFinished();
    /// Runs `solve` on the pool thread with a fresh cancel flag; false when a solve is running.
    bool launch(std::function<std::vector<Solution>(const std::atomic<bool>&)> solve, const SolverOptions& options,
                bool collection);
    /// A Solver with the worker's progress, key and iteration reports wired to its signals.
    void wireReports(Solver& solver, QChar knight);

    QFutureWatcher<std::vector<Solution>> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool running_ = false;
    bool collection_ = false; ///< The running future is a Solve Whole Collection run.
    SolverOptions lastOptions_;
};

} // namespace gms::ui

Q_DECLARE_METATYPE(gms::IterationStats)
Q_DECLARE_METATYPE(std::vector<gms::Solution>)

// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolverWorker.h"

#include "MoveNotation.h"
#include "Settings.h"
#include "fen.h"

#include <QtConcurrent/QtConcurrentRun>

#include <chrono>

namespace gms::ui {

SolverWorker::SolverWorker(QObject* parent) : QObject(parent) {
    qRegisterMetaType<gms::IterationStats>(); // queued from the solving thread
    connect(&watcher_, &QFutureWatcher<std::vector<Solution>>::finished, this, &SolverWorker::onFutureFinished);
}

SolverWorker::~SolverWorker() {
    if (running_) {
        cancel();
        watcher_.waitForFinished();
    }
}

bool SolverWorker::start(const Position& pos, int n, const SolverOptions& options) {
    Stipulation stip;
    stip.moves = n;
    return start(pos, stip, options);
}

bool SolverWorker::start(const Position& pos, const Stipulation& stip, const SolverOptions& options) {
    Problem problem;
    problem.fen = toFen(pos);
    problem.stipulation = stip;
    return start(problem, options);
}

bool SolverWorker::start(const Problem& problem, const SolverOptions& options) {
    if (running_) return false;
    running_ = true;
    lastOptions_ = options;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancelFlag = cancel_;
    // Signals are emitted from the pool thread; receivers in the GUI thread get them queued.
    SolverWorker* self = this;
    const QChar knight = Settings::knightLetter(); // read here: settings belong to the GUI thread
    QFuture<std::vector<Solution>> future = QtConcurrent::run([self, cancelFlag, problem, options, knight]() -> std::vector<Solution> {
        Solver solver(options);
        solver.setCancelFlag(cancelFlag.get());
        using Clock = std::chrono::steady_clock;
        auto lastEmit = Clock::now() - std::chrono::hours(1);
        int lastIteration = -1;
        solver.onProgress([&](const SolveProgress& p) {
            const auto now = Clock::now();
            if (p.iteration == lastIteration &&
                now - lastEmit < std::chrono::milliseconds(ProgressIntervalMs))
                return;
            lastEmit = now;
            lastIteration = p.iteration;
            emit self->progress(p.iteration, p.rootIndex, p.rootCount, p.gen, p.evl, p.seconds,
                                QString::fromLatin1(p.phase ? p.phase : ""));
        });
        solver.onKeyFound([self, knight](const Position& root, Move key, int moves) {
            emit self->keyFound(QStringLiteral("1.%1!").arg(sanText(root, key, knight)), moves);
        });
        solver.onIteration([&](const IterationStats& s) {
            emit self->iterationFinished(s);
        });
        return solver.solveProblem(problem);
    });
    watcher_.setFuture(future);
    emit started();
    return true;
}

void SolverWorker::cancel() {
    if (cancel_) cancel_->store(true);
}

void SolverWorker::waitForFinished() {
    watcher_.waitForFinished();
}

void SolverWorker::onFutureFinished() {
    if (!running_) return;
    const std::vector<Solution> solutions = watcher_.future().result();
    running_ = false;
    emit finishedAll(solutions);
    emit finished(solutions.empty() ? Solution{} : solutions.front());
}

} // namespace gms::ui

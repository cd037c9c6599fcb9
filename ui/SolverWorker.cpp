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
    qRegisterMetaType<std::vector<gms::Solution>>();
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
    const QChar knight = Settings::knightLetter(); // read here: settings belong to the GUI thread
    return launch(
        [this, problem, options, knight](const std::atomic<bool>& cancel) {
            Solver solver(options);
            solver.setCancelFlag(&cancel);
            wireReports(solver, knight);
            return solver.solveProblem(problem);
        },
        options, false);
}

bool SolverWorker::startCollection(std::vector<CollectionJob> jobs) {
    if (running_ || jobs.empty()) return false;
    const QChar knight = Settings::knightLetter();
    const SolverOptions first = jobs.front().options;
    return launch(
        [this, jobs = std::move(jobs), knight](const std::atomic<bool>& cancel) {
            // The loop runs here, not in the GUI thread: each problem as gms-cli solve solves it.
            bool complete = true;
            for (const CollectionJob& job : jobs) {
                if (cancel.load()) {
                    complete = false;
                    break;
                }
                emit problemStarted(job.index);
                Solver solver(job.options);
                solver.setCancelFlag(&cancel);
                wireReports(solver, knight);
                const std::vector<Solution> solutions = solver.solveProblem(job.problem);
                emit problemSolved(job.index, solutions);
                if (CollectionRun::stopsTheRun(solutions)) {
                    complete = false;
                    break;
                }
            }
            // The verdict of the run travels as the future's result: one Solution, complete or not.
            Solution outcome;
            outcome.complete = complete;
            return std::vector<Solution>{outcome};
        },
        first, true);
}

bool SolverWorker::launch(std::function<std::vector<Solution>(const std::atomic<bool>&)> solve,
                          const SolverOptions& options, bool collection) {
    if (running_) return false;
    running_ = true;
    collection_ = collection;
    lastOptions_ = options;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto cancelFlag = cancel_;
    // Signals are emitted from the pool thread; receivers in the GUI thread get them queued.
    watcher_.setFuture(QtConcurrent::run([cancelFlag, solve = std::move(solve)] { return solve(*cancelFlag); }));
    emit started();
    return true;
}

void SolverWorker::wireReports(Solver& solver, QChar knight) {
    using Clock = std::chrono::steady_clock;
    struct Throttle {
        Clock::time_point lastEmit = Clock::now() - std::chrono::hours(1);
        int lastIteration = -1;
    };
    auto throttle = std::make_shared<Throttle>();
    solver.onProgress([this, throttle](const SolveProgress& p) {
        const auto now = Clock::now();
        if (p.iteration == throttle->lastIteration &&
            now - throttle->lastEmit < std::chrono::milliseconds(ProgressIntervalMs))
            return;
        throttle->lastEmit = now;
        throttle->lastIteration = p.iteration;
        emit progress(p.iteration, p.rootIndex, p.rootCount, p.gen, p.evl, p.seconds,
                      QString::fromLatin1(p.phase ? p.phase : ""));
    });
    solver.onKeyFound([this, knight](const Position& root, Move key, int moves) {
        emit keyFound(QStringLiteral("1.%1!").arg(sanText(root, key, knight)), moves);
    });
    solver.onIteration([this](const IterationStats& s) { emit iterationFinished(s); });
}

void SolverWorker::cancel() {
    if (cancel_) cancel_->store(true);
}

void SolverWorker::waitForFinished() { watcher_.waitForFinished(); }

void SolverWorker::onFutureFinished() {
    if (!running_) return;
    const std::vector<Solution> solutions = watcher_.future().result();
    running_ = false;
    if (collection_) {
        collection_ = false;
        emit collectionFinished(!solutions.empty() && solutions.front().complete);
        return;
    }
    emit finishedAll(solutions);
    emit finished(solutions.empty() ? Solution{} : solutions.front());
}

} // namespace gms::ui

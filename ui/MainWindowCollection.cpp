// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's Solve Whole Collection: the run goes to the worker; these slots only write to the panes.
#include "MainWindow.h"

#include "CollectionNavigator.h"
#include "MoveControls.h"
#include "ProblemDocument.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "SolverWorker.h"
#include "UiUtil.h"
#include "fen.h"

#include <QDir>
#include <QSaveFile>
#include <QStatusBar>

namespace gms::ui {

bool MainWindow::solveCollection() {
    if (isSolving() || doc_->count() == 0) return false;
    // Each problem as gms-cli solve solves it (the one on the board as edited).
    std::vector<Problem> problems = doc_->problems();
    if (doc_->currentIndex() >= 0 && doc_->currentIndex() < int(problems.size()))
        problems[std::size_t(doc_->currentIndex())].fen = toFen(doc_->position());
    navigator_->clearVerdicts();
    moveControls_->clearLine();
    clearSolution(tr("Solving the whole collection…"));
    runningGeneration_ = ++solveGeneration_;
    if (!worker_->startCollection(run_.start(problems, baseOptions()))) {
        run_.finish();
        return false;
    }
    setSolvingUi(true);
    return true;
}

void MainWindow::onCollectionProblemStarted(int index) {
    if (runningGeneration_ != solveGeneration_ || !run_.isRunning()) return;
    const Stipulation& stip = run_.session(index).problem().stipulation;
    solvingMoves_ = stip.moves;
    solvingHelp_ = stip.isHelp();
    solvingFamily_ = stipulationFamily(stip);
    solverControls_->setStatus(
        tr("Solving problem %1 of %2 (%3)…").arg(index + 1).arg(run_.count()).arg(qs(stip.toString())));
}

void MainWindow::onCollectionProblemSolved(int index, const std::vector<Solution>& solutions) {
    if (runningGeneration_ != solveGeneration_ || !run_.isRunning()) return;
    run_.record(index, solutions);
    navigator_->setVerdict(index, qs(run_.verdict(index)), run_.isBad(index));
}

void MainWindow::onCollectionFinished(bool complete) {
    setSolvingUi(false);
    const bool current = runningGeneration_ == solveGeneration_ && run_.isRunning();
    run_.finish();
    if (current) {
        // Done: a summary by verdict, in the CLI's words; the problem on the board shows its result.
        const QString text =
            complete ? tr("Collection solved: %1.").arg(qs(run_.summary())) : tr("Collection solve stopped.");
        refreshTwins();
        if (!restoreKeptSolution() && complete) solutions_->setMessage(text);
        solverControls_->setStatus(text);
        statusBar()->showMessage(text, complete ? 10000 : 6000);
        updateActions();
    }
    if (closing_) close();
}

bool MainWindow::saveCollectionResults(const QString& path) {
    if (run_.solvedCount() == 0) {
        showReport(QMessageBox::Information, tr("No results"),
                   tr("Solve the whole collection first (Solve > Solve Whole Collection)."), {});
        return false;
    }
    std::vector<int> numbers;
    for (int i = 0; i < doc_->count(); ++i) numbers.push_back(doc_->fileIndexOf(i));
    const std::string text = run_.json(doc_->problems(), numbers);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
        !file.commit()) {
        showReport(QMessageBox::Critical, tr("Cannot save the results"),
                   tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), {});
        return false;
    }
    statusBar()->showMessage(
        tr("Results of %1 saved to %2.")
            .arg(countText(run_.solvedCount(), tr("problem"), tr("problems")), QDir::toNativeSeparators(path)),
        5000);
    return true;
}

} // namespace gms::ui

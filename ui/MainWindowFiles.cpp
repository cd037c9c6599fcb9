// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MainWindowFiles.cpp  MainWindow's file actions: new, open (a dropped file or FEN too), save,
/// save as, the PGN export and the recent-files menu.
#include "MainWindow.h"

#include "ProblemDocument.h"
#include "Settings.h"
#include "SolverWorker.h"
#include "UiUtil.h"
#include "fen.h"
#include "output_file.h"
#include "pgn_export.h"
#include "problem_file.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QUrl>

namespace gms::ui {

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QMimeData* data = event->mimeData();
    if ((data->hasUrls() && !data->urls().isEmpty() && data->urls().first().isLocalFile()) || data->hasText())
        event->acceptProposedAction();
    else
        event->ignore();
}

void MainWindow::dropEvent(QDropEvent* event) {
    if (openDropped(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

bool MainWindow::openDropped(const QMimeData* data) {
    if (!data) return false;
    if (data->hasUrls()) {
        for (const QUrl& url : data->urls()) {
            if (!url.isLocalFile()) continue;
            if (!maybeSave()) return false;
            return openFile(url.toLocalFile());
        }
    }
    if (data->hasText()) {
        const QString text = data->text().trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
        if (text.isEmpty()) return false;
        const QUrl url(text);
        if (url.isLocalFile() && QFileInfo::exists(url.toLocalFile())) {
            if (!maybeSave()) return false;
            return openFile(url.toLocalFile());
        }
        if (setFen(text)) {
            statusBar()->showMessage(tr("Position set from the dropped FEN."), 3000);
            return true;
        }
    }
    return false;
}

QString MainWindow::fileFilter(bool forSaving) const {
    QStringList filters;
    if (!forSaving) filters << tr("Problem files (*.epd *.fen *.pbm *.inp *.txt)");
    filters << tr("EPD (*.epd)") << tr("FEN (*.fen)") << tr("Popeye input (*.inp *.pbm *.txt)");
    if (forSaving) filters << tr("PGN export of the solution (*.pgn)");
    filters << tr("All files (*)");
    return filters.join(QStringLiteral(";;"));
}

bool MainWindow::maybeSave() {
    if (!doc_->isModified()) return true;
    switch (saveChangesPrompt(doc_->displayName())) {
        case QMessageBox::Save: return save();
        case QMessageBox::Discard: return true;
        default: return false;
    }
}

bool MainWindow::newDocument() {
    if (!maybeSave()) return false;
    if (isSolving()) worker_->cancel();
    Problem p;
    p.fen = "8/8/8/8/8/8/8/8 w - - 0 1";
    doc_->reset(p);
    statusBar()->showMessage(tr("New problem: set up a position with the palette."), 5000);
    return true;
}

void MainWindow::showReport(QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details) {
    report(icon, title, text, details);
}

bool MainWindow::openFile(const QString& path) {
    if (isSolving()) worker_->cancel();
    const ProblemDocument::LoadResult result = doc_->load(path);
    QStringList details;
    for (const SkippedProblem& s : result.skipped) {
        QString where = tr("Problem %1, line %2").arg(s.index).arg(s.line);
        if (s.column > 0) where += tr(", column %1").arg(s.column);
        details << where + QStringLiteral(": ") + qs(s.message);
    }
    const QString name = QDir::toNativeSeparators(path);
    if (!result.ok) {
        showReport(QMessageBox::Critical, tr("Cannot open file"), result.error + QLatin1Char('\n') + name,
                   details.join(QLatin1Char('\n')));
        return false;
    }
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    if (!result.skipped.empty()) {
        showReport(QMessageBox::Warning, tr("Problems skipped"),
                   tr("%1 of %2 problems in %3 could not be read and were skipped:\n\n%4\n\n"
                      "They are kept unchanged in the file when you save it.")
                       .arg(result.skipped.size())
                       .arg(result.total)
                       .arg(name, details.mid(0, 10).join(QLatin1Char('\n')) +
                                      (details.size() > 10 ? QStringLiteral("\n…") : QString())),
                   details.join(QLatin1Char('\n')));
    }
    statusBar()->showMessage(
        tr("Opened %1: %2.").arg(QFileInfo(path).fileName(), countText(doc_->count(), tr("problem"), tr("problems"))),
        5000);
    return true;
}

bool MainWindow::save() {
    if (doc_->filePath().isEmpty()) return saveAs();
    return saveTo(doc_->filePath());
}

bool MainWindow::saveAs() {
    QString path = saveFileName(tr("Save problems as"), fileFilter(true));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".epd");
    if (formatForPath(ss(path)) == ProblemFormat::Pgn) return exportPgn(path);
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    // Asked before anything is written: a format that cannot store twins (EPD, FEN) would lose them.
    const QString loss = doc_->lossWarning(path);
    if (!loss.isEmpty() &&
        !confirmLoss(tr("Save without everything?"),
                     loss + QStringLiteral("\n\n") +
                         tr("Save anyway? The document stays marked as modified: save it as Popeye input "
                            "(.inp) to keep it whole."))) {
        statusBar()->showMessage(tr("Not saved."), 4000);
        return false;
    }
    QString error, warning;
    if (!doc_->save(path, error, &warning)) {
        showReport(QMessageBox::Critical, tr("Cannot save"), error, {});
        return false;
    }
    if (!loss.isEmpty()) warning = warning.remove(loss).trimmed(); // already said before writing
    if (!warning.isEmpty()) showReport(QMessageBox::Warning, tr("Saved with a warning"), warning, {});
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), 5000);
    updateTitle();
    return true;
}

bool MainWindow::exportPgn(const QString& path) {
    if (!hasSolution_) {
        showReport(QMessageBox::Information, tr("Nothing to export"),
                   tr("Solve the problem first: the PGN export holds the solution with its variations."), {});
        return false;
    }
    Problem problem = doc_->currentProblem();
    problem.fen = toFen(solvedRoot_);
    const std::string pgn = solutionToPgn(problem, solution_);
    // The checked writer (engine/io): a full disk keeps the old file, a symlink stays a link.
    if (std::string why; !io::writeOutputFile(QFile::encodeName(path).toStdString(), pgn, why)) {
        showReport(QMessageBox::Critical, tr("Cannot export"), QString::fromLocal8Bit(why.c_str()), {});
        return false;
    }
    statusBar()->showMessage(tr("Solution exported to %1.").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = Settings::recentFiles();
    for (const QString& f : files) {
        QAction* a = recentMenu_->addAction(QDir::toNativeSeparators(f));
        connect(a, &QAction::triggered, this, [this, f] {
            if (!maybeSave()) return;
            if (!QFileInfo::exists(f)) Settings::removeRecentFile(f);
            openFile(f);
        });
    }
    if (files.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
    recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("Clear list"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { Settings::clearRecentFiles(); });
}

} // namespace gms::ui

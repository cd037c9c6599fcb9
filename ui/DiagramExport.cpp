// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagramExport.h"

#include "DiagramWriter.h"
#include "MainWindow.h"
#include "ProblemDocument.h"
#include "UiUtil.h"
#include "fen.h"
#include "solution_text.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace gms::ui {

bool currentDiagramBlock(const MainWindow& window, diagram::DiagramBlock& out, QString& error) {
    Problem problem = window.document()->currentProblem();
    if (window.hasSolution()) problem.fen = toFen(window.solvedRoot());
    std::string message;
    if (!diagram::blockFromProblem(problem, out, message)) {
        error = qs(message);
        return false;
    }
    if (window.hasSolution()) {
        TextOptions text;
        text.statistics = false; // a diagram shows the play, not the search
        out.solution = diagram::solutionLines(formatSolutionText(window.solvedRoot(), window.lastSolution(), text));
    }
    return true;
}

bool exportDiagram(MainWindow& window, const QString& path) {
    diagram::DiagramBlock block;
    QString error;
    const bool ok = currentDiagramBlock(window, block, error) && diagram::writeDiagram(path, block, error);
    if (!ok) {
        window.report(QMessageBox::Critical, QObject::tr("Cannot export the diagram"), error, {});
        return false;
    }
    window.statusBar()->showMessage(QObject::tr("Diagram exported to %1.").arg(QDir::toNativeSeparators(path)),
                                    5000);
    return true;
}

bool printDiagram(const MainWindow& window, QPrinter& printer, QString& error) {
    diagram::DiagramBlock block;
    if (!currentDiagramBlock(window, block, error)) return false;
    QPainter painter;
    if (!painter.begin(&printer)) {
        error = QObject::tr("The printer could not be started.");
        return false;
    }
    diagram::paintBlockPages(printer, painter, {block});
    painter.end();
    return true;
}

void addDiagramActions(MainWindow& window, QMenu* fileMenu) {
    MainWindow* w = &window;
    auto make = [w, fileMenu](const char* name, const QString& text, const QKeySequence& key = {}) {
        auto* a = new QAction(text, w);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty()) a->setShortcut(key);
        w->addAction(a);
        fileMenu->addAction(a);
        return a;
    };
    auto reportError = [w](const QString& error) {
        if (!error.isEmpty()) w->report(QMessageBox::Critical, QObject::tr("Cannot print"), error, {});
    };
    QObject::connect(make("actionExportDiagram", QObject::tr("Export &Diagram…")), &QAction::triggered, w, [w] {
        const QString path = w->saveFileName(QObject::tr("Export diagram"),
                                             QObject::tr("SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)"));
        if (path.isEmpty()) return;
        exportDiagram(*w, QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".svg") : path);
    });
    QObject::connect(make("actionPrint", QObject::tr("&Print…"), QKeySequence::Print), &QAction::triggered, w,
                     [w, reportError] {
                         QPrinter printer(QPrinter::HighResolution);
                         QPrintDialog dialog(&printer, w);
                         if (dialog.exec() != QDialog::Accepted) return;
                         QString error;
                         printDiagram(*w, printer, error);
                         reportError(error);
                     });
    QObject::connect(make("actionPrintPreview", QObject::tr("Print Pre&view…")), &QAction::triggered, w,
                     [w, reportError] {
                         QPrinter printer(QPrinter::HighResolution);
                         QPrintPreviewDialog preview(&printer, w);
                         QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, w,
                                          [w, reportError](QPrinter* p) {
                                              QString error;
                                              printDiagram(*w, *p, error);
                                              reportError(error);
                                          });
                         preview.exec();
                     });
}

} // namespace gms::ui

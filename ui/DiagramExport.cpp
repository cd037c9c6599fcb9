// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagramExport.h"

#include "DiagramWriter.h"
#include "MainWindow.h"
#include "ProblemDocument.h"
#include "UiUtil.h"
#include "fen.h"
#include "solution_text.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLocale>
#include <QRegularExpression>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPageSize>
#include <QStatusBar>

namespace gms::ui {

bool currentDiagramBlock(const MainWindow& window, diagram::DiagramBlock& out, QString& error,
                         const DiagramOptions& options) {
    Problem problem = window.document()->currentProblem();
    if (window.hasSolution()) problem.fen = toFen(window.solvedRoot());
    std::string message;
    if (!diagram::blockFromProblem(problem, out, message)) {
        error = qs(message);
        return false;
    }
    if (window.hasSolution() && options.content != DiagramOptions::Content::DiagramOnly) {
        TextOptions text;
        text.statistics = false; // a diagram shows the play, not the search
        text.tries = false;      // nor the solver's analysis of what fails
        text.tree = options.content == DiagramOptions::Content::WithSolution;
        out.solution = diagram::solutionLines(formatSolutionText(window.solvedRoot(), window.lastSolution(), text));
    }
    return true;
}

QString defaultDiagramName(const MainWindow& window) {
    const Problem& p = window.document()->currentProblem();
    QString name = qs(p.meta.title).trimmed();
    if (name.isEmpty()) {
        QStringList parts;
        for (const std::string& part : {p.meta.author, p.meta.source, p.meta.year})
            if (!qs(part).trimmed().isEmpty()) parts << qs(part).trimmed();
        name = parts.join(QStringLiteral(", "));
    }
    if (name.isEmpty()) name = QFileInfo(window.document()->displayName()).completeBaseName();
    name += QStringLiteral(" (%1)").arg(qs(p.stipulation.toString()));
    // Characters no file system takes.
    static const QRegularExpression bad(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    return name.replace(bad, QStringLiteral("-")).simplified();
}

bool exportDiagram(MainWindow& window, const QString& path, const DiagramOptions& options) {
    diagram::DiagramBlock block;
    QString error;
    diagram::DiagramFormat format = diagram::DiagramFormat::Svg;
    const bool known = diagram::diagramFormatForPath(path, format);
    bool ok = currentDiagramBlock(window, block, error, options);
    if (ok && known && format == diagram::DiagramFormat::Pdf && options.page != DiagramOptions::Page::Fit) {
        const QPageSize page(options.page == DiagramOptions::Page::A4 ? QPageSize::A4 : QPageSize::Letter);
        ok = diagram::writeDiagramBook(path, {block}, error, page, block.documentTitle());
    } else if (ok) {
        ok = diagram::writeDiagram(path, block, error);
    }
    if (!ok) {
        window.report(QMessageBox::Critical, QObject::tr("Cannot export the diagram"), error, {});
        return false;
    }
    window.statusBar()->showMessage(QObject::tr("Diagram exported to %1.").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool runDiagramOptionsDialog(QWidget* parent, bool pdf, bool solved, DiagramOptions& options) {
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("dialogDiagramOptions"));
    dialog.setWindowTitle(QObject::tr("Export Diagram"));
    auto* form = new QFormLayout(&dialog);
    auto* content = new QComboBox;
    content->addItem(QObject::tr("Diagram only"), int(DiagramOptions::Content::DiagramOnly));
    content->addItem(QObject::tr("Diagram with the key"), int(DiagramOptions::Content::WithKey));
    content->addItem(QObject::tr("Diagram with the full solution"), int(DiagramOptions::Content::WithSolution));
    content->setCurrentIndex(solved ? 1 : 0);
    content->setEnabled(solved);
    if (!solved) content->setToolTip(QObject::tr("Solve the problem first to print its key or solution"));
    form->addRow(QObject::tr("Content:"), content);
    auto* page = new QComboBox;
    page->addItem(QObject::tr("The diagram's size"), int(DiagramOptions::Page::Fit));
    page->addItem(QObject::tr("A4"), int(DiagramOptions::Page::A4));
    page->addItem(QObject::tr("Letter"), int(DiagramOptions::Page::Letter));
    page->setCurrentIndex(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? 2 : 1);
    if (pdf) form->addRow(QObject::tr("PDF page:"), page);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return false;
    options.content = DiagramOptions::Content(content->currentData().toInt());
    options.page = pdf ? DiagramOptions::Page(page->currentData().toInt()) : DiagramOptions::Page::Fit;
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
        w->suggestedSaveName = defaultDiagramName(*w) + QStringLiteral(".svg");
        QString path = w->saveFileName(QObject::tr("Export diagram"),
                                       QObject::tr("SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)"));
        w->suggestedSaveName.clear();
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".svg");
        DiagramOptions options;
        options.content = w->hasSolution() ? DiagramOptions::Content::WithKey : DiagramOptions::Content::DiagramOnly;
        if (w->askDiagramOptions && !w->askDiagramOptions(path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive),
                                                          w->hasSolution(), options))
            return;
        exportDiagram(*w, path, options);
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
    QObject::connect(
        make("actionPrintPreview", QObject::tr("Print Pre&view…")), &QAction::triggered, w, [w, reportError] {
            QPrinter printer(QPrinter::HighResolution);
            QPrintPreviewDialog preview(&printer, w);
            QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, w, [w, reportError](QPrinter* p) {
                QString error;
                printDiagram(*w, *p, error);
                reportError(error);
            });
            preview.exec();
        });
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DiagramExport.h  File > Export Diagram, Print and Print Preview of the main window.
#pragma once

#include "DiagramBlock.h"

#include <QString>

class QMenu;
class QPrinter;
class QWidget;

namespace gms::ui {

class MainWindow;

/// What an exported or printed diagram holds, and on what page a PDF goes.
struct DiagramOptions {
    enum class Content { DiagramOnly, WithKey, WithSolution };
    enum class Page { Fit, A4, Letter };
    /// With the key: the key lines (keys, or the help solutions) as Popeye writes them; with the
    /// solution: threats and variations too (never the tries, which are the solver's analysis).
    Content content = Content::WithKey;
    Page page = Page::Fit; ///< PDF only: the diagram's own size, or an A4 / Letter page.
};

/// The diagram of the window's current problem; with the key or the solution (as `options` ask)
/// when a solution is shown (it was solved from the position on the board).
/// False with `error` when the position cannot be drawn.
bool currentDiagramBlock(const MainWindow& window, diagram::DiagramBlock& out, QString& error,
                         const DiagramOptions& options = {});

/// Writes the current diagram to `path` (SVG, PNG or PDF by its extension); errors go
/// to the window's report hook. False if nothing was written.
bool exportDiagram(MainWindow& window, const QString& path, const DiagramOptions& options = {});

/// Asks what the diagram holds and, for a PDF, on what page (MainWindow::askDiagramOptions'
/// default); false when cancelled.
bool runDiagramOptionsDialog(QWidget* parent, bool pdf, bool solved, DiagramOptions& options);

/// A file name for the export, without directory and extension: "Title (#2)", or "Author, Source, Year (#2)".
QString defaultDiagramName(const MainWindow& window);

/// Paints the current diagram on the pages of `printer` (also what the preview shows).
bool printDiagram(const MainWindow& window, QPrinter& printer, QString& error);

/// Adds "Export Diagram…", "Print…" and "Print Preview…" (objectNames actionExportDiagram,
/// actionPrint, actionPrintPreview) to `fileMenu` and to the window.
void addDiagramActions(MainWindow& window, QMenu* fileMenu);

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DiagramExport.h  File > Export Diagram, Print and Print Preview of the main window.
#pragma once

#include "DiagramBlock.h"

#include <QString>

class QMenu;
class QPrinter;

namespace gms::ui {

class MainWindow;

/// The diagram of the window's current problem; with the solution text when a
/// solution is shown (it was solved from the position on the board).
/// False with `error` when the position cannot be drawn.
bool currentDiagramBlock(const MainWindow& window, diagram::DiagramBlock& out, QString& error);

/// Writes the current diagram to `path` (SVG, PNG or PDF by its extension); errors go
/// to the window's report hook. False if nothing was written.
bool exportDiagram(MainWindow& window, const QString& path);

/// Paints the current diagram on the pages of `printer` (also what the preview shows).
bool printDiagram(const MainWindow& window, QPrinter& printer, QString& error);

/// Adds "Export Diagram…", "Print…" and "Print Preview…" (objectNames actionExportDiagram,
/// actionPrint, actionPrintPreview) to `fileMenu` and to the window.
void addDiagramActions(MainWindow& window, QMenu* fileMenu);

} // namespace gms::ui

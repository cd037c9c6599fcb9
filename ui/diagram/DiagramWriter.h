// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DiagramWriter.h  Diagram blocks to SVG, PNG and PDF files, and onto the pages of a printer.
#pragma once

#include "DiagramBlock.h"
#include "DiagramRenderer.h"

#include <QImage>
#include <QString>

#include <vector>

class QPagedPaintDevice;
class QPageSize;

namespace gms::diagram {

enum class DiagramFormat { Svg, Png, Pdf };

/// .svg, .png, .pdf (any case); false for any other name.
bool diagramFormatForPath(const QString& path, DiagramFormat& out);

/// Blank space around a single diagram (points).
constexpr qreal DiagramMargin = 12.0;
/// Default PNG resolution: 2 pixels per point, a 24 pt square is 48 pixels.
constexpr int DefaultPngDpi = 144;

/// One block on a canvas of its own size plus DiagramMargin on every side, at `dpi`
/// (white background).
QImage renderDiagramImage(const DiagramBlock& block, int dpi = DefaultPngDpi,
                          const DiagramRenderer& renderer = DiagramRenderer());

/// One block as a file of its own size (SVG, PNG at `dpi`, or a one-page PDF the size
/// of the diagram), written through a temporary file. False with `error` on failure.
bool writeDiagram(const QString& path, const DiagramBlock& block, QString& error, int dpi = DefaultPngDpi,
                  const DiagramRenderer& renderer = DiagramRenderer());

/// Many blocks in one PDF of A4 pages (see paintBlockPages). False with `error`.
bool writeDiagramBook(const QString& path, const std::vector<DiagramBlock>& blocks, QString& error,
                      const DiagramRenderer& renderer = DiagramRenderer());

/// The same on pages of `pageSize` (A4, Letter, ...) with `title` in the PDF's metadata ("" = the file name).
bool writeDiagramBook(const QString& path, const std::vector<DiagramBlock>& blocks, QString& error,
                      const QPageSize& pageSize, const QString& title,
                      const DiagramRenderer& renderer = DiagramRenderer());

/// Flows blocks down the pages of `device` (a PDF writer or a printer) inside its
/// margins, each centred: a diagram (header, board, stipulation line) is never split
/// and starts a new page when it does not fit; solution text continues on the next
/// page line by line. Without solutions two diagrams fit on an A4 page.
/// `painter` must be active on `device`. Returns the number of pages.
int paintBlockPages(QPagedPaintDevice& device, QPainter& painter, const std::vector<DiagramBlock>& blocks,
                    const DiagramRenderer& renderer = DiagramRenderer());

/// Space between two blocks on a page (points).
constexpr qreal BlockSpacing = 30.0;

} // namespace gms::diagram

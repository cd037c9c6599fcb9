// SPDX-License-Identifier: GPL-3.0-or-later
/// @file DiagramRenderer.h  Paints a problem diagram block (QPainter, in points) on any paint device.
#pragma once

#include "DiagramBlock.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSizeF>

#include <vector>

class QPainter;
class QPaintDevice;

namespace gms::diagram {

/// Sizes (points, 1/72 inch) and colours of a diagram, as problem magazines print them.
struct DiagramStyle {
    qreal square = 24.0; ///< Side of one square: the board is 8 x 24 = 192 pt (6.8 cm).
    qreal frame = 2.5;   ///< The thick border around the squares.
    QColor light = QColor(255, 255, 255);
    QColor dark = QColor(176, 176, 176);
    QColor ink = QColor(0, 0, 0);
    qreal authorSize = 10.5;      ///< Bold serif.
    qreal sourceSize = 9.0;       ///< Italic serif.
    qreal stipulationSize = 10.5; ///< Serif, under the board.
    qreal solutionSize = 7.5;     ///< Monospace, Popeye's layout.
    qreal headerGap = 4.0;        ///< Between the header and the board.
    qreal footerGap = 3.0;        ///< Between the board and the stipulation line.
    qreal solutionGap = 9.0;      ///< Between the stipulation line and the solution.
};

/// Where everything of one block goes, relative to its top-left corner (points).
struct BlockLayout {
    QSizeF size;  ///< The whole block, solution included.
    QRectF frame; ///< Outer edge of the border.
    QRectF board; ///< The 64 squares (inside the border).
    qreal squareSize = 0;
    std::vector<qreal> headerBaselines; ///< One per header line (author, source, title that are present).
    qreal footerBaseline = 0;           ///< Stipulation and piece count.
    qreal diagramHeight = 0;            ///< Bottom of the part that is never split across pages.
    qreal solutionLeft = 0;             ///< x of the solution text.
    qreal solutionTop = 0;              ///< Top of the first solution line.
    qreal lineHeight = 0;               ///< Height of one solution line.
    qreal solutionAscent = 0;

    /// The rectangle of square s (0 = a1), White at the bottom.
    QRectF squareRect(Square s) const;
};

/// Lays out and paints diagram blocks. Painting expects a painter whose user
/// unit is the point: call beginPoints() after QPainter::begin().
class DiagramRenderer {
public:
    explicit DiagramRenderer(DiagramStyle style = {});

    const DiagramStyle& style() const { return style_; }
    BlockLayout layout(const DiagramBlock& block) const;

    /// Scales `painter` so that one user unit is one point on its device.
    static void beginPoints(QPainter& painter);

    /// Header, framed board with pieces, stipulation line: the part at the top of
    /// `layout`, with the block's top-left corner at `origin`.
    void paintDiagram(QPainter& painter, const DiagramBlock& block, const BlockLayout& layout, QPointF origin) const;
    /// Solution lines [first, first+count) with the first line's top at `top`.
    void paintSolutionLines(QPainter& painter, const DiagramBlock& block, int first, int count, QPointF topLeft) const;
    /// The whole block (diagram and every solution line) at `origin`.
    void paintBlock(QPainter& painter, const DiagramBlock& block, QPointF origin) const;

    QFont authorFont() const;
    QFont sourceFont() const;
    QFont titleFont() const;
    QFont stipulationFont() const;
    QFont noteFont() const;
    QFont solutionFont() const;

private:
    DiagramStyle style_;
};

} // namespace gms::diagram

// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagramRenderer.h"

#include "PieceResources.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPaintDevice>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace gms::diagram {

namespace {

/// Text is measured on a 72 dpi device, where one pixel is one point.
const QPaintDevice* pointDevice() {
    static QImage image = [] {
        QImage img(1, 1, QImage::Format_ARGB32);
        img.setDotsPerMeterX(qRound(72.0 / 0.0254));
        img.setDotsPerMeterY(qRound(72.0 / 0.0254));
        return img;
    }();
    return &image;
}

QFontMetricsF metrics(const QFont& font) { return QFontMetricsF(font, pointDevice()); }

QFont makeFont(const char* family, QFont::StyleHint hint, qreal size, bool bold, bool italic) {
    QFont f(QString::fromLatin1(family));
    f.setStyleHint(hint);
    f.setPointSizeF(size);
    f.setBold(bold);
    f.setItalic(italic);
    // Same glyph widths on screen, image, PDF and SVG.
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}

/// The painter is scaled to points (beginPoints), so a font given in points must
/// be shrunk by the device's own points-to-pixels factor, which the scale already applies.
void setPointFont(QPainter& painter, const QFont& font) {
    QFont f = font;
    const int dpi = painter.device() ? painter.device()->logicalDpiY() : 72;
    f.setPointSizeF(font.pointSizeF() * 72.0 / dpi);
    painter.setFont(f);
}

struct HeaderLine {
    QString text;
    QFont font;
};

std::vector<HeaderLine> headerLines(const DiagramRenderer& r, const DiagramBlock& b) {
    std::vector<HeaderLine> lines;
    if (!b.author.isEmpty()) lines.push_back({b.author, r.authorFont()});
    if (!b.source.isEmpty()) lines.push_back({b.source, r.sourceFont()});
    if (!b.title.isEmpty()) lines.push_back({b.title, r.titleFont()});
    return lines;
}

} // namespace

QRectF BlockLayout::squareRect(Square s) const {
    return QRectF(board.left() + fileOf(s) * squareSize, board.top() + (7 - rankOf(s)) * squareSize, squareSize,
                  squareSize);
}

DiagramRenderer::DiagramRenderer(DiagramStyle style) : style_(style) {}

QFont DiagramRenderer::authorFont() const {
    return makeFont("DejaVu Serif", QFont::Serif, style_.authorSize, true, false);
}
QFont DiagramRenderer::sourceFont() const {
    return makeFont("DejaVu Serif", QFont::Serif, style_.sourceSize, false, true);
}
QFont DiagramRenderer::titleFont() const {
    return makeFont("DejaVu Serif", QFont::Serif, style_.sourceSize, false, false);
}
QFont DiagramRenderer::stipulationFont() const {
    return makeFont("DejaVu Serif", QFont::Serif, style_.stipulationSize, false, false);
}
QFont DiagramRenderer::noteFont() const {
    return makeFont("DejaVu Serif", QFont::Serif, style_.sourceSize, false, true);
}
QFont DiagramRenderer::solutionFont() const {
    return makeFont("DejaVu Sans Mono", QFont::Monospace, style_.solutionSize, false, false);
}

BlockLayout DiagramRenderer::layout(const DiagramBlock& block) const {
    BlockLayout L;
    L.squareSize = style_.square;
    const qreal frameSide = 8 * style_.square + 2 * style_.frame;

    qreal width = frameSide;
    const auto header = headerLines(*this, block);
    for (const auto& h : header) width = std::max(width, metrics(h.font).horizontalAdvance(h.text));
    const QFontMetricsF mono = metrics(solutionFont());
    for (const QString& line : block.solution) width = std::max(width, mono.horizontalAdvance(line));

    qreal y = 0;
    for (const auto& h : header) {
        const QFontMetricsF fm = metrics(h.font);
        L.headerBaselines.push_back(y + fm.ascent());
        y += fm.lineSpacing();
    }
    if (!header.empty()) y += style_.headerGap;
    const qreal left = (width - frameSide) / 2;
    L.frame = QRectF(left, y, frameSide, frameSide);
    L.board = L.frame.adjusted(style_.frame, style_.frame, -style_.frame, -style_.frame);
    y = L.frame.bottom() + style_.footerGap;
    const QFontMetricsF stip = metrics(stipulationFont());
    L.footerBaseline = y + stip.ascent();
    y += stip.height();
    L.diagramHeight = y;

    L.solutionLeft = 0;
    L.lineHeight = mono.lineSpacing();
    L.solutionAscent = mono.ascent();
    L.solutionTop = y + style_.solutionGap;
    if (!block.solution.isEmpty()) y = L.solutionTop + block.solution.size() * L.lineHeight;
    L.size = QSizeF(width, y);
    return L;
}

void DiagramRenderer::beginPoints(QPainter& painter) {
    const QPaintDevice* device = painter.device();
    if (!device) return;
    painter.scale(device->logicalDpiX() / 72.0, device->logicalDpiY() / 72.0);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
}

void DiagramRenderer::paintDiagram(QPainter& painter, const DiagramBlock& block, const BlockLayout& L,
                                   QPointF origin) const {
    painter.save();
    painter.translate(origin);
    painter.setPen(style_.ink);

    // Header: author, source and year, title, each centred over the board.
    const auto header = headerLines(*this, block);
    const qreal centre = L.frame.center().x();
    for (size_t i = 0; i < header.size(); ++i) {
        setPointFont(painter, header[i].font);
        const qreal w = metrics(header[i].font).horizontalAdvance(header[i].text);
        painter.drawText(QPointF(centre - w / 2, L.headerBaselines[i]), header[i].text);
    }

    // The thick border, then the squares inside it; no coordinates (problemists' convention).
    painter.fillRect(L.frame, style_.ink);
    for (Square s = 0; s < 64; ++s) {
        const bool dark = (fileOf(s) + rankOf(s)) % 2 == 0;
        painter.fillRect(L.squareRect(s), dark ? style_.dark : style_.light);
    }
    for (Square s = 0; s < 64; ++s) {
        if (QSvgRenderer* r = pieceRenderer(block.board[s])) r->render(&painter, L.squareRect(s));
    }

    // Stipulation at the left edge of the board, piece count at its right edge, note between.
    setPointFont(painter, stipulationFont());
    painter.drawText(QPointF(L.frame.left(), L.footerBaseline), block.stipulation);
    const QString count = block.pieceCountText();
    const qreal countWidth = metrics(stipulationFont()).horizontalAdvance(count);
    painter.drawText(QPointF(L.frame.right() - countWidth, L.footerBaseline), count);
    if (!block.note.isEmpty()) {
        setPointFont(painter, noteFont());
        const qreal w = metrics(noteFont()).horizontalAdvance(block.note);
        painter.drawText(QPointF(centre - w / 2, L.footerBaseline), block.note);
    }
    painter.restore();
}

void DiagramRenderer::paintSolutionLines(QPainter& painter, const DiagramBlock& block, int first, int count,
                                         QPointF topLeft) const {
    painter.save();
    painter.setPen(style_.ink);
    setPointFont(painter, solutionFont());
    const QFontMetricsF mono = metrics(solutionFont());
    for (int i = 0; i < count && first + i < block.solution.size(); ++i) {
        const qreal baseline = topLeft.y() + i * mono.lineSpacing() + mono.ascent();
        painter.drawText(QPointF(topLeft.x(), baseline), block.solution[first + i]);
    }
    painter.restore();
}

void DiagramRenderer::paintBlock(QPainter& painter, const DiagramBlock& block, QPointF origin) const {
    const BlockLayout L = layout(block);
    paintDiagram(painter, block, L, origin);
    paintSolutionLines(painter, block, 0, int(block.solution.size()), origin + QPointF(L.solutionLeft, L.solutionTop));
}

} // namespace gms::diagram

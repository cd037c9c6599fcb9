// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagramWriter.h"

#include "output_file.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace gms::diagram {

namespace {

QSizeF canvasSize(const BlockLayout& L) { return L.size + QSizeF(2 * DiagramMargin, 2 * DiagramMargin); }

/// Through the checked writer (engine/io): a disk that fills keeps the old file, a symlink
/// stays a link, a device is written in place.
bool saveBytes(const QString& path, const QByteArray& bytes, QString& error) {
    std::string why;
    if (io::writeOutputFile(QFile::encodeName(path).toStdString(),
                            std::string_view(bytes.constData(), std::size_t(bytes.size())), why))
        return true;
    error = QString::fromLocal8Bit(why.c_str());
    return false;
}

QByteArray svgBytes(const DiagramBlock& block, const DiagramRenderer& renderer) {
    const BlockLayout L = renderer.layout(block);
    const QSizeF size = canvasSize(L);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(72); // one SVG user unit = one point
    svg.setSize(QSize(int(std::ceil(size.width())), int(std::ceil(size.height()))));
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(block.documentTitle());
    svg.setDescription(block.stipulation + QLatin1Char(' ') + block.pieceCountText());
    QPainter painter(&svg);
    DiagramRenderer::beginPoints(painter);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    renderer.paintBlock(painter, block, QPointF(DiagramMargin, DiagramMargin));
    painter.end();
    return buffer.data();
}

QByteArray pdfBytes(const DiagramBlock& block, const DiagramRenderer& renderer) {
    const BlockLayout L = renderer.layout(block);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setCreator(QStringLiteral("GMS"));
    pdf.setTitle(block.documentTitle());
    pdf.setPageLayout(QPageLayout(QPageSize(canvasSize(L), QPageSize::Point, QString(), QPageSize::ExactMatch),
                                  QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    QPainter painter(&pdf);
    DiagramRenderer::beginPoints(painter);
    renderer.paintBlock(painter, block, QPointF(DiagramMargin, DiagramMargin));
    painter.end();
    return buffer.data();
}

} // namespace

bool diagramFormatForPath(const QString& path, DiagramFormat& out) {
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("svg"))
        out = DiagramFormat::Svg;
    else if (ext == QLatin1String("png"))
        out = DiagramFormat::Png;
    else if (ext == QLatin1String("pdf"))
        out = DiagramFormat::Pdf;
    else
        return false;
    return true;
}

QImage renderDiagramImage(const DiagramBlock& block, int dpi, const DiagramRenderer& renderer) {
    const BlockLayout L = renderer.layout(block);
    const QSizeF size = canvasSize(L) * (dpi / 72.0);
    QImage image(int(std::ceil(size.width())), int(std::ceil(size.height())), QImage::Format_ARGB32);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    DiagramRenderer::beginPoints(painter);
    renderer.paintBlock(painter, block, QPointF(DiagramMargin, DiagramMargin));
    painter.end();
    return image;
}

bool writeDiagram(const QString& path, const DiagramBlock& block, QString& error, int dpi,
                  const DiagramRenderer& renderer) {
    DiagramFormat format;
    if (!diagramFormatForPath(path, format)) {
        error = QStringLiteral("%1: unknown diagram format: the name must end in .svg, .png or .pdf").arg(path);
        return false;
    }
    QByteArray bytes;
    switch (format) {
        case DiagramFormat::Svg: bytes = svgBytes(block, renderer); break;
        case DiagramFormat::Pdf: bytes = pdfBytes(block, renderer); break;
        case DiagramFormat::Png: {
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            if (!renderDiagramImage(block, dpi, renderer).save(&buffer, "PNG")) {
                error = QStringLiteral("%1: the PNG could not be encoded").arg(path);
                return false;
            }
            break;
        }
    }
    return saveBytes(path, bytes, error);
}

int paintBlockPages(QPagedPaintDevice& device, QPainter& painter, const std::vector<DiagramBlock>& blocks,
                    const DiagramRenderer& renderer) {
    painter.save();
    DiagramRenderer::beginPoints(painter);
    // The painter's origin is the top-left corner of the printable area.
    const QSizeF page = device.pageLayout().paintRect(QPageLayout::Point).size();
    int pages = 1;
    qreal y = 0;
    auto newPage = [&] {
        device.newPage();
        ++pages;
        y = 0;
    };
    for (const DiagramBlock& block : blocks) {
        const BlockLayout L = renderer.layout(block);
        if (y > 0 && y + L.diagramHeight > page.height()) newPage();
        const qreal x = std::max<qreal>(0, (page.width() - L.size.width()) / 2);
        renderer.paintDiagram(painter, block, L, QPointF(x, y));
        y += L.diagramHeight;
        if (!block.solution.isEmpty()) {
            y += L.solutionTop - L.diagramHeight;
            for (int i = 0; i < block.solution.size(); ++i) {
                if (y + L.lineHeight > page.height()) newPage();
                renderer.paintSolutionLines(painter, block, i, 1, QPointF(x + L.solutionLeft, y));
                y += L.lineHeight;
            }
        }
        y += BlockSpacing;
    }
    painter.restore();
    return pages;
}

bool writeDiagramBook(const QString& path, const std::vector<DiagramBlock>& blocks, QString& error,
                      const DiagramRenderer& renderer) {
    return writeDiagramBook(path, blocks, error, QPageSize(QPageSize::A4), QString(), renderer);
}

bool writeDiagramBook(const QString& path, const std::vector<DiagramBlock>& blocks, QString& error,
                      const QPageSize& pageSize, const QString& title, const DiagramRenderer& renderer) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("GMS"));
        pdf.setTitle(title.isEmpty() ? QFileInfo(path).completeBaseName() : title);
        pdf.setPageLayout(QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF(50, 50, 50, 50), QPageLayout::Point));
        QPainter painter(&pdf);
        paintBlockPages(pdf, painter, blocks, renderer);
        painter.end();
    }
    return saveBytes(path, bytes, error);
}

} // namespace gms::diagram

// SPDX-License-Identifier: GPL-3.0-or-later
#include "PieceArt.h"

#include "PieceResources.h"
#include "UiUtil.h"

#include <QMimeData>
#include <QPainter>
#include <QSvgRenderer>

#include <array>
#include <memory>

static void gmsInitUiResources() { Q_INIT_RESOURCE(gms); }

namespace gms::ui {

void initResources() {
    static bool done = false;
    if (!done) {
        gmsInitUiResources();
        gms::diagram::initPieceResources(); // the piece set lives in the diagram library
        done = true;
    }
}

namespace {

std::array<std::unique_ptr<QSvgRenderer>, PieceCount>& renderers() {
    static std::array<std::unique_ptr<QSvgRenderer>, PieceCount> r;
    return r;
}

QPixmap renderPixmap(QSvgRenderer* r, int size, qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    if (r) {
        QPainter painter(&pm);
        painter.setRenderHint(QPainter::Antialiasing);
        r->render(&painter, QRectF(0, 0, size, size));
    }
    return pm;
}

} // namespace

QString PieceArt::resourcePath(Piece p) {
    if (p == NoPiece) return {};
    const QChar colour = colorOf(p) == White ? u'w' : u'b';
    const QChar type = QChar(pieceLetter(typeOf(p))).toLower();
    return QStringLiteral(":/pieces/%1%2.svg").arg(colour).arg(type);
}

QSvgRenderer* PieceArt::renderer(Piece p) {
    if (p == NoPiece || typeOf(p) == NoPieceType || typeOf(p) > King) return nullptr;
    auto& slot = renderers()[p];
    if (!slot) {
        initResources();
        slot = std::make_unique<QSvgRenderer>(resourcePath(p));
    }
    return slot.get();
}

QSvgRenderer* PieceArt::eraserRenderer() {
    static std::unique_ptr<QSvgRenderer> r;
    if (!r) {
        initResources();
        r = std::make_unique<QSvgRenderer>(QStringLiteral(":/icons/eraser.svg"));
    }
    return r.get();
}

QPixmap PieceArt::pixmap(Piece p, int size, qreal dpr) { return renderPixmap(renderer(p), size, dpr); }

QPixmap PieceArt::eraserPixmap(int size, qreal dpr) { return renderPixmap(eraserRenderer(), size, dpr); }

QString PieceArt::pieceName(Piece p) {
    if (p == NoPiece) return QStringLiteral("eraser");
    static const char* names[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    return QStringLiteral("%1 %2").arg(colorOf(p) == White ? "white" : "black", names[typeOf(p)]);
}

QString PieceArt::mimeType() { return QStringLiteral("application/x-gms-piece"); }

QMimeData* PieceArt::mimeData(Piece p) {
    auto* data = new QMimeData;
    // One FEN letter, or 'x' for the eraser.
    const char letter = p == NoPiece ? 'x' : pieceFenLetter(p);
    data->setData(mimeType(), QByteArray(1, letter));
    return data;
}

std::optional<Piece> PieceArt::pieceFromMime(const QMimeData* data) {
    if (!data || !data->hasFormat(mimeType())) return std::nullopt;
    const QByteArray bytes = data->data(mimeType());
    if (bytes.size() != 1) return std::nullopt;
    const char c = bytes[0];
    if (c == 'x') return NoPiece;
    for (int t = Pawn; t <= King; ++t) {
        for (Color col : {White, Black}) {
            const Piece p = makePiece(col, PieceType(t));
            if (pieceFenLetter(p) == c) return p;
        }
    }
    return std::nullopt;
}

} // namespace gms::ui

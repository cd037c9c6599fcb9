// SPDX-License-Identifier: GPL-3.0-or-later
#include "PieceItem.h"

#include "PieceArt.h"

#include <QPainter>
#include <QSvgRenderer>

namespace gms::ui {

PieceItem::PieceItem(Piece piece, Square square, qreal size) : piece_(piece), square_(square), size_(size) {
    setCacheMode(QGraphicsItem::NoCache);
}

QRectF PieceItem::boundingRect() const { return QRectF(0, 0, size_, size_); }

void PieceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (QSvgRenderer* r = PieceArt::renderer(piece_)) {
        painter->setRenderHint(QPainter::Antialiasing);
        // The Cburnett images fill their 45x45 box; a small inset keeps them off the square's edge.
        const qreal inset = size_ * 0.03;
        r->render(painter, boundingRect().adjusted(inset, inset, -inset, -inset));
    }
}

} // namespace gms::ui

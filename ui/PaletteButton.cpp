// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaletteButton.h"

#include "PieceArt.h"

#include <QApplication>
#include <QDrag>
#include <QMouseEvent>

namespace gms::ui {

PaletteButton::PaletteButton(Piece piece, QWidget* parent) : QToolButton(parent), piece_(piece) {
    setCheckable(true);
    setAutoRaise(true);
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    const QString name = PieceArt::pieceName(piece);
    setToolTip(piece == NoPiece ? tr("Eraser: click squares to empty them")
                                : tr("%1: click squares to place it, or drag it onto the board").arg(name));
    setAccessibleName(name);
    setIconSize(QSize(38, 38));
}

void PaletteButton::resizeEvent(QResizeEvent* event) {
    QToolButton::resizeEvent(event);
    const int side = qMax(16, qMin(width(), height()) - 8);
    setIconSize(QSize(side, side));
    const qreal dpr = devicePixelRatioF();
    setIcon(QIcon(piece_ == NoPiece ? PieceArt::eraserPixmap(side, dpr) : PieceArt::pixmap(piece_, side, dpr)));
}

void PaletteButton::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        pressPos_ = event->position().toPoint();
        pressed_ = true;
    }
    QToolButton::mousePressEvent(event);
}

void PaletteButton::mouseMoveEvent(QMouseEvent* event) {
    if (pressed_ && (event->buttons() & Qt::LeftButton) &&
        (event->position().toPoint() - pressPos_).manhattanLength() >= QApplication::startDragDistance()) {
        pressed_ = false;
        setDown(false);
        auto* drag = new QDrag(this);
        drag->setMimeData(PieceArt::mimeData(piece_));
        const int side = 48;
        const qreal dpr = devicePixelRatioF();
        drag->setPixmap(piece_ == NoPiece ? PieceArt::eraserPixmap(side, dpr) : PieceArt::pixmap(piece_, side, dpr));
        drag->setHotSpot(QPoint(side / 2, side / 2));
        drag->exec(Qt::CopyAction);
        return;
    }
    QToolButton::mouseMoveEvent(event);
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardView.h"

#include "BoardScene.h"

namespace gms::ui {

BoardView::BoardView(BoardScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setCacheMode(QGraphicsView::CacheNone);
    setAcceptDrops(true);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Chessboard"));
}

QPoint BoardView::viewportPointOf(int square) const { return mapFromScene(scene_->squareCenter(square)); }

void BoardView::fit() { fitInView(scene_->sceneRect(), Qt::KeepAspectRatio); }

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fit();
}

void BoardView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    fit();
}

} // namespace gms::ui

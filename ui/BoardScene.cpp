// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardScene.h"

#include "HeatMapItem.h"
#include "PieceArt.h"
#include "PieceItem.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPainter>
#include <QPalette>

namespace gms::ui {

namespace {
const QColor LightSquare(240, 217, 181);
const QColor DarkSquare(181, 136, 99);
const QColor LastMoveTint(205, 210, 106, 170);
const QColor DragTint(20, 85, 30, 90);
const QColor FrameColour(80, 60, 40);
} // namespace

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent) {
    setSceneRect(QRectF(-Margin, -6, 8 * SquareSize + Margin + 6, 8 * SquareSize + Margin + 6));
    setItemIndexMethod(QGraphicsScene::NoIndex);
    position_.clear();
}

void BoardScene::setPosition(const Position& pos) {
    position_ = pos;
    rebuildItems();
}

void BoardScene::setFlipped(bool flipped) {
    if (flipped_ == flipped) return;
    flipped_ = flipped;
    rebuildItems();
    rebuildHeatMap();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
}

void BoardScene::setLastMove(Square from, Square to) {
    lastFrom_ = from;
    lastTo_ = to;
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
}

void BoardScene::setEditable(bool editable) { editable_ = editable; }

Square BoardScene::squareAt(const QPointF& p) const {
    if (!boardRect().contains(p)) return NoSquare;
    int col = int(p.x() / SquareSize);
    int row = int(p.y() / SquareSize);
    if (col < 0 || col > 7 || row < 0 || row > 7) return NoSquare;
    const int file = flipped_ ? 7 - col : col;
    const int rank = flipped_ ? row : 7 - row;
    return makeSquare(file, rank);
}

QRectF BoardScene::squareRect(Square s) const {
    const int col = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return QRectF(col * SquareSize, row * SquareSize, SquareSize, SquareSize);
}

std::vector<PieceItem*> BoardScene::pieceItems() const {
    std::vector<PieceItem*> out;
    for (QGraphicsItem* item : items())
        if (auto* p = dynamic_cast<PieceItem*>(item)) out.push_back(p);
    return out;
}

PieceItem* BoardScene::itemOn(Square s) const {
    for (PieceItem* p : pieceItems())
        if (p->square() == s) return p;
    return nullptr;
}

void BoardScene::rebuildItems() {
    if (dragItem_) {
        // A rebuild during a drag (e.g. undo by shortcut) ends the drag.
        if (mouseGrabberItem()) mouseGrabberItem()->ungrabMouse();
        dragItem_ = nullptr;
        dragFrom_ = NoSquare;
    }
    for (PieceItem* p : pieceItems()) {
        removeItem(p);
        delete p;
    }
    for (Square s = 0; s < 64; ++s) {
        const Piece p = position_.pieceOn(s);
        if (p == NoPiece) continue;
        auto* item = new PieceItem(p, s, SquareSize);
        item->setPos(squareRect(s).topLeft());
        item->setZValue(1);
        addItem(item);
    }
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
}

void BoardScene::setHeatMap(const std::array<int, 64>& values, bool showValues) {
    heatMap_ = values;
    heatValues_ = showValues;
    rebuildHeatMap();
}

void BoardScene::clearHeatMap() {
    if (!heatMap_) return;
    heatMap_.reset();
    rebuildHeatMap();
}

std::vector<HeatMapItem*> BoardScene::heatMapItems() const {
    std::vector<HeatMapItem*> out;
    for (QGraphicsItem* item : items())
        if (auto* h = dynamic_cast<HeatMapItem*>(item)) out.push_back(h);
    return out;
}

HeatMapItem* BoardScene::heatMapItem(Square s) const {
    for (HeatMapItem* h : heatMapItems())
        if (h->square() == s) return h;
    return nullptr;
}

std::vector<HeatMapValueItem*> BoardScene::heatMapValueItems() const {
    std::vector<HeatMapValueItem*> out;
    for (QGraphicsItem* item : items())
        if (auto* h = dynamic_cast<HeatMapValueItem*>(item)) out.push_back(h);
    return out;
}

void BoardScene::rebuildHeatMap() {
    for (QGraphicsItem* item : items()) {
        if (dynamic_cast<HeatMapItem*>(item) || dynamic_cast<HeatMapValueItem*>(item)) {
            removeItem(item);
            delete item;
        }
    }
    if (!heatMap_) return;
    int maxAbs = 0;
    for (int v : *heatMap_) maxAbs = qMax(maxAbs, qAbs(v));
    for (Square s = 0; s < 64; ++s) {
        const int v = (*heatMap_)[std::size_t(s)];
        auto* item = new HeatMapItem(s, v, maxAbs, SquareSize);
        item->setPos(squareRect(s).topLeft());
        addItem(item);
        if (heatValues_ && v != 0) {
            auto* label = new HeatMapValueItem(s, v, SquareSize);
            label->setPos(squareRect(s).topLeft());
            addItem(label);
        }
    }
}

void BoardScene::setHoverSquare(Square s) {
    if (hover_ == s) return;
    hover_ = s;
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
}

void BoardScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, palette().window());
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (Square s = 0; s < 64; ++s) {
        const QRectF r = squareRect(s);
        const bool light = (fileOf(s) + rankOf(s)) % 2 == 1;
        painter->fillRect(r, light ? LightSquare : DarkSquare);
        if (s == lastFrom_ || s == lastTo_) painter->fillRect(r, LastMoveTint);
        if (s == hover_ || (dragItem_ && s == dragFrom_)) painter->fillRect(r, DragTint);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(FrameColour, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(boardRect().adjusted(-1.5, -1.5, 1.5, 1.5));

    // Coordinates: ranks left of the board, files below it.
    QFont font = painter->font();
    font.setPixelSize(int(SquareSize * 0.26));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(palette().windowText().color());
    for (int i = 0; i < 8; ++i) {
        const int rank = flipped_ ? i : 7 - i;
        const QRectF rr(-Margin, i * SquareSize, Margin - 6, SquareSize);
        painter->drawText(rr, Qt::AlignRight | Qt::AlignVCenter, QString(QChar('1' + rank)));
        const int file = flipped_ ? 7 - i : i;
        const QRectF fr(i * SquareSize, 8 * SquareSize + 2, SquareSize, Margin - 4);
        painter->drawText(fr, Qt::AlignHCenter | Qt::AlignTop, QString(QChar('a' + file)));
    }
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    const Square s = squareAt(event->scenePos());
    event->accept();
    if (s == NoSquare) return;
    if (!editable_) {
        emit editRefused();
        return;
    }
    if (event->button() == Qt::RightButton) {
        if (position_.pieceOn(s) != NoPiece) emit removeRequested(s);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    // A press on a piece may start a drag, which always moves the piece, whatever the
    // palette tool; with a tool, a press and release on the same square applies the tool.
    if (tool_ && !itemOn(s)) {
        applyTool(s);
        return;
    }
    if (PieceItem* item = itemOn(s)) {
        dragItem_ = item;
        dragFrom_ = s;
        dragOffset_ = event->scenePos() - item->pos();
        item->setZValue(10);
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    }
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (!dragItem_) return;
    dragItem_->setPos(event->scenePos() - dragOffset_);
    setHoverSquare(squareAt(event->scenePos()));
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (!dragItem_ || event->button() != Qt::LeftButton) return;
    const Square from = dragFrom_;
    const Square to = squareAt(event->scenePos());
    PieceItem* item = dragItem_;
    dragItem_ = nullptr;
    dragFrom_ = NoSquare;
    setHoverSquare(NoSquare);
    // Put the item back; the position that comes back from the document redraws it anyway.
    item->setPos(squareRect(from).topLeft());
    item->setZValue(1);
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    if (to == NoSquare)
        emit removeRequested(from);
    else if (to != from)
        emit moveRequested(from, to);
    else if (tool_)
        applyTool(from); // a click, not a drag: the tool acts
}

void BoardScene::applyTool(Square s) {
    if (!tool_) return;
    if (*tool_ == NoPiece)
        emit removeRequested(s);
    else
        emit placeRequested(s, *tool_);
}

void BoardScene::dragEnterEvent(QGraphicsSceneDragDropEvent* event) {
    if (editable_ && PieceArt::pieceFromMime(event->mimeData())) {
        event->acceptProposedAction();
        setHoverSquare(squareAt(event->scenePos()));
    } else {
        event->ignore();
    }
}

void BoardScene::dragMoveEvent(QGraphicsSceneDragDropEvent* event) {
    const Square s = squareAt(event->scenePos());
    if (editable_ && s != NoSquare && PieceArt::pieceFromMime(event->mimeData())) {
        event->acceptProposedAction();
    } else {
        event->ignore();
    }
    setHoverSquare(s);
}

void BoardScene::dragLeaveEvent(QGraphicsSceneDragDropEvent* event) {
    setHoverSquare(NoSquare);
    event->accept();
}

void BoardScene::dropEvent(QGraphicsSceneDragDropEvent* event) {
    setHoverSquare(NoSquare);
    const auto piece = PieceArt::pieceFromMime(event->mimeData());
    if (!piece) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    dropPiece(*piece, event->scenePos());
}

void BoardScene::dropPiece(Piece p, const QPointF& scenePos) {
    const Square s = squareAt(scenePos);
    if (s == NoSquare) return;
    if (!editable_) {
        emit editRefused();
        return;
    }
    if (p == NoPiece)
        emit removeRequested(s);
    else
        emit placeRequested(s, p);
}

} // namespace gms::ui

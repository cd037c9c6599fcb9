// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PieceItem.h  One piece on the board scene, drawn from its SVG at whatever scale the view has.
#pragma once

#include "types.h"

#include <QGraphicsItem>

namespace gms::ui {

/// A chessman on the BoardScene. It paints the vector image directly (no
/// cached bitmap), so it stays sharp at every board size.
class PieceItem : public QGraphicsItem {
public:
    PieceItem(Piece piece, Square square, qreal size);
    Piece piece() const { return piece_; }
    Square square() const { return square_; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Piece piece_;
    Square square_;
    qreal size_;
};

} // namespace gms::ui

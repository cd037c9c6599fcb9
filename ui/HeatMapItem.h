// SPDX-License-Identifier: GPL-3.0-or-later
/// @file HeatMapItem.h  One square of the move-table heat map: a translucent tint and, optionally, its value.
#pragma once

#include "types.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>

namespace gms::ui {

/// A square of the heat map overlay on the BoardScene, drawn above the
/// squares and below the pieces. Positive values are tinted red, negative
/// ones blue; the opacity grows with |value| relative to the largest |value|
/// of the table shown, so the most important square is the most opaque.
class HeatMapItem : public QGraphicsItem {
public:
    /// Stacking order: above the board background, below the pieces (which sit at 1).
    static constexpr qreal ZValue = 0.5;
    /// Opacity of the largest |value|; smaller ones in proportion (a floor greyed the whole board).
    static constexpr int MaxAlpha = 210;

    HeatMapItem(Square square, int value, int maxAbs, qreal size);

    Square square() const { return square_; }
    int value() const { return value_; }
    /// The tint painted over the square (alpha 0 for a value of 0).
    QColor colour() const { return colour_; }
    /// The tint of `value` in a table whose largest |value| is `maxAbs`.
    static QColor colourFor(int value, int maxAbs);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Square square_;
    int value_;
    qreal size_;
    QColor colour_;
};

/// The value of a heat map square, small on a light badge in the square's
/// top-left corner. It stacks above the pieces so that no piece hides it.
class HeatMapValueItem : public QGraphicsItem {
public:
    static constexpr qreal ZValue = 1.5;

    HeatMapValueItem(Square square, int value, qreal squareSize);
    Square square() const { return square_; }
    int value() const { return value_; }
    /// "+24", "−39" (with a real minus sign).
    QString text() const { return text_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Square square_;
    int value_;
    QString text_;
    QFont font_;
    QRectF badge_;
};

} // namespace gms::ui

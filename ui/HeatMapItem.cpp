// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeatMapItem.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cstdlib>

namespace gms::ui {

namespace {
const QColor Positive(214, 31, 38);  // red: moves to the square caused cut-offs
const QColor Negative(33, 102, 196); // blue: moves to the square failed
} // namespace

HeatMapItem::HeatMapItem(Square square, int value, int maxAbs, qreal size)
    : square_(square), value_(value), size_(size), colour_(colourFor(value, maxAbs)) {
    setZValue(ZValue);
    setAcceptedMouseButtons(Qt::NoButton); // clicks go to the board underneath
    setToolTip(QStringLiteral("%1: %2").arg(QString::fromStdString(squareName(square))).arg(value));
}

QColor HeatMapItem::colourFor(int value, int maxAbs) {
    QColor c = value >= 0 ? Positive : Negative;
    if (value == 0 || maxAbs <= 0) {
        c.setAlpha(0);
        return c;
    }
    const double share = qBound(0.0, double(std::abs(value)) / double(maxAbs), 1.0);
    c.setAlpha(int(share * MaxAlpha + 0.5));
    return c;
}

QRectF HeatMapItem::boundingRect() const { return QRectF(0, 0, size_, size_); }

void HeatMapItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (value_ != 0) painter->fillRect(boundingRect(), colour_);
}

HeatMapValueItem::HeatMapValueItem(Square square, int value, qreal squareSize)
    : square_(square), value_(value), text_(value > 0   ? QStringLiteral("+%1").arg(value)
                                            : value < 0 ? QStringLiteral("\u2212%1").arg(-value)
                                                        : QStringLiteral("0")) {
    setZValue(ZValue);
    setAcceptedMouseButtons(Qt::NoButton);
    font_.setPixelSize(int(squareSize * 0.15));
    font_.setBold(true);
    const QFontMetricsF fm(font_);
    badge_ = QRectF(squareSize * 0.02, squareSize * 0.02, fm.horizontalAdvance(text_) + squareSize * 0.07,
                    fm.height() + squareSize * 0.01);
}

QRectF HeatMapValueItem::boundingRect() const { return badge_; }

void HeatMapValueItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 200));
    painter->drawRoundedRect(badge_, badge_.height() * 0.25, badge_.height() * 0.25);
    painter->setFont(font_);
    painter->setPen(QColor(25, 25, 25));
    painter->drawText(badge_, Qt::AlignCenter, text_);
}

} // namespace gms::ui

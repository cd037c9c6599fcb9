// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PaletteButton.h  One palette entry: click to select it as the tool, or drag it onto the board.
#pragma once

#include "types.h"

#include <QPoint>
#include <QToolButton>

namespace gms::ui {

/// A checkable button showing a piece (or the eraser for NoPiece) that also
/// starts a drag carrying PieceArt::mimeData(piece).
class PaletteButton : public QToolButton {
    Q_OBJECT
public:
    PaletteButton(Piece piece, QWidget* parent = nullptr);
    Piece piece() const { return piece_; }
    QSize sizeHint() const override { return QSize(46, 46); }

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    Piece piece_;
    QPoint pressPos_;
    bool pressed_ = false;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file BoardView.h  The view of the BoardScene: keeps the whole board in sight at any window size.
#pragma once

#include <QGraphicsView>

namespace gms::ui {

class BoardScene;

/// Shows the board scaled to fit (keeping it square); pieces and squares are
/// vector-drawn, so every size is crisp.
class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);
    BoardScene* boardScene() const { return scene_; }
    QSize sizeHint() const override { return QSize(520, 520); }
    QSize minimumSizeHint() const override { return QSize(240, 240); }
    /// Centre of a square in viewport coordinates (for tests and tools).
    QPoint viewportPointOf(int square) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fit();
    BoardScene* scene_;
};

} // namespace gms::ui

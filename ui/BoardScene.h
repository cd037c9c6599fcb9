// SPDX-License-Identifier: GPL-3.0-or-later
/// @file BoardScene.h  The chessboard as a QGraphicsScene: squares, coordinates, pieces, edits by mouse.
#pragma once

#include "position.h"

#include <QGraphicsScene>

#include <array>
#include <optional>
#include <vector>

namespace gms::ui {

class HeatMapItem;
class HeatMapValueItem;
class PieceItem;

/// Draws a Position and turns mouse actions into edit requests; it never
/// changes the position itself (the main window turns requests into undoable
/// commands and hands the result back through setPosition).
///
/// - With a palette piece selected, a left click places it (again and again).
/// - With the eraser selected, a left click removes.
/// - A piece dragged to another square always moves there (with or without a
///   palette tool), or off the board to remove it.
/// - A right click removes the piece under the mouse.
/// - A palette drag dropped on a square places its piece there.
class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    static constexpr qreal SquareSize = 100.0;
    static constexpr qreal Margin = 34.0; ///< Room for the coordinates left of and below the board.

    explicit BoardScene(QObject* parent = nullptr);

    void setPosition(const Position& pos);
    const Position& position() const { return position_; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    /// Squares of the last move shown (NoSquare for none).
    void setLastMove(Square from, Square to);
    Square lastMoveFrom() const { return lastFrom_; }
    Square lastMoveTo() const { return lastTo_; }

    /// When false (a line is being played through) the board ignores edits.
    void setEditable(bool editable);
    bool isEditable() const { return editable_; }

    /// The palette's selection: a piece, NoPiece for the eraser, nullopt for "move pieces".
    void setTool(std::optional<Piece> tool) { tool_ = tool; }
    std::optional<Piece> tool() const { return tool_; }

    /// The square under a scene point, NoSquare off the board.
    Square squareAt(const QPointF& scenePos) const;
    QRectF squareRect(Square s) const;
    QPointF squareCenter(Square s) const { return squareRect(s).center(); }
    /// The board and its coordinates.
    static QRectF boardRect() { return QRectF(0, 0, 8 * SquareSize, 8 * SquareSize); }

    /// A palette drop at a scene point (what dropEvent does).
    void dropPiece(Piece p, const QPointF& scenePos);

    /// Piece items currently on the scene (for tests).
    std::vector<PieceItem*> pieceItems() const;

    /// Shows a heat map over the squares, under the pieces: one value per square
    /// (index = Square), tinted by HeatMapItem relative to the largest |value|;
    /// with `showValues` the values that are not 0 are written in the squares' corners.
    void setHeatMap(const std::array<int, 64>& values, bool showValues);
    /// Removes the heat map (nothing happens when none is shown).
    void clearHeatMap();
    bool hasHeatMap() const { return heatMap_.has_value(); }
    /// The heat map's items, one per square (empty when none is shown).
    std::vector<HeatMapItem*> heatMapItems() const;
    HeatMapItem* heatMapItem(Square s) const;
    /// The values written in the corners (empty unless asked for).
    std::vector<HeatMapValueItem*> heatMapValueItems() const;

signals:
    void placeRequested(gms::Square square, gms::Piece piece);
    void removeRequested(gms::Square square);
    void moveRequested(gms::Square from, gms::Square to);
    /// An edit was tried while the board shows a played-through line.
    void editRefused();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;

private:
    void rebuildItems();
    /// What a click on `s` does with the palette tool: place its piece or erase.
    void applyTool(Square s);
    void rebuildHeatMap();
    void setHoverSquare(Square s);
    PieceItem* itemOn(Square s) const;

    Position position_;
    bool flipped_ = false;
    bool editable_ = true;
    std::optional<Piece> tool_;
    Square lastFrom_ = NoSquare;
    Square lastTo_ = NoSquare;
    Square hover_ = NoSquare;
    std::optional<std::array<int, 64>> heatMap_;
    bool heatValues_ = false;

    // Dragging a piece across the board.
    PieceItem* dragItem_ = nullptr;
    Square dragFrom_ = NoSquare;
    QPointF dragOffset_;
};

} // namespace gms::ui

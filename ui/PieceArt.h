// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PieceArt.h  The SVG piece set (resources/pieces) and the palette's drag-and-drop format.
#pragma once

#include "types.h"

#include <QIcon>
#include <QPixmap>
#include <QString>

#include <optional>

class QMimeData;
class QSvgRenderer;

namespace gms::ui {

/// Access to the piece artwork. Renderers are created once and shared; they
/// draw the vector image at any size, so the board stays crisp when resized.
class PieceArt {
public:
    /// Renderer of a piece (nullptr for NoPiece).
    static QSvgRenderer* renderer(Piece p);
    /// Renderer of the eraser image.
    static QSvgRenderer* eraserRenderer();
    /// A square pixmap of `size` device-independent pixels (for icons and drag images).
    static QPixmap pixmap(Piece p, int size, qreal devicePixelRatio = 1.0);
    static QPixmap eraserPixmap(int size, qreal devicePixelRatio = 1.0);
    /// Resource path such as ":/pieces/wk.svg".
    static QString resourcePath(Piece p);
    /// English name such as "white king".
    static QString pieceName(Piece p);

    /// MIME type of a palette drag.
    static QString mimeType();
    /// Drag payload for a piece; NoPiece means the eraser.
    static QMimeData* mimeData(Piece p);
    /// Reads a palette drag; nullopt when the data is not one (NoPiece = eraser).
    static std::optional<Piece> pieceFromMime(const QMimeData* data);
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PieceResources.h  The SVG piece set compiled into the diagram library (resources/pieces.qrc).
#pragma once

#include "types.h"

#include <QString>

class QSvgRenderer;

namespace gms::diagram {

/// Registers resources/pieces.qrc (":/pieces/wk.svg" ...); safe to call repeatedly.
void initPieceResources();
/// Resource path such as ":/pieces/wk.svg" ("" for NoPiece).
QString pieceResourcePath(Piece p);
/// A shared renderer of the piece's SVG (nullptr for NoPiece); created on first use.
QSvgRenderer* pieceRenderer(Piece p);

} // namespace gms::diagram

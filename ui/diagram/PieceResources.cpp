// SPDX-License-Identifier: GPL-3.0-or-later
#include "PieceResources.h"

#include <QSvgRenderer>

#include <array>
#include <memory>

// Q_INIT_RESOURCE must be used outside a namespace.
static void gmsInitPieceResources() { Q_INIT_RESOURCE(pieces); }

namespace gms::diagram {

void initPieceResources() {
    static bool done = false;
    if (!done) {
        gmsInitPieceResources();
        done = true;
    }
}

QString pieceResourcePath(Piece p) {
    if (p == NoPiece || typeOf(p) == NoPieceType || typeOf(p) > King) return {};
    const QChar colour = colorOf(p) == White ? u'w' : u'b';
    const QChar type = QChar(pieceLetter(typeOf(p))).toLower();
    return QStringLiteral(":/pieces/%1%2.svg").arg(colour).arg(type);
}

QSvgRenderer* pieceRenderer(Piece p) {
    static std::array<std::unique_ptr<QSvgRenderer>, PieceCount> renderers;
    const QString path = pieceResourcePath(p);
    if (path.isEmpty()) return nullptr;
    auto& slot = renderers[p];
    if (!slot) {
        initPieceResources();
        slot = std::make_unique<QSvgRenderer>(path);
    }
    return slot.get();
}

} // namespace gms::diagram

// SPDX-License-Identifier: GPL-3.0-or-later
#include "PiecePalette.h"

#include "PaletteButton.h"

#include <QGridLayout>
#include <QLabel>

namespace gms::ui {

PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setSpacing(2);
    // Row 0: the white pieces, row 1: the black ones, then the eraser beside them.
    const PieceType order[] = {King, Queen, Rook, Bishop, Knight, Pawn};
    int row = 0;
    for (Color c : {White, Black}) {
        int col = 0;
        for (PieceType t : order) {
            auto* b = new PaletteButton(makePiece(c, t), this);
            // 46 px when there is room; down to 32 px so a small window can give the board the room.
            b->setMinimumSize(32, 32);
            b->setMaximumSize(46, 46);
            grid->addWidget(b, row, col++);
            buttons_.push_back(b);
        }
        ++row;
    }
    auto* eraser = new PaletteButton(NoPiece, this);
    eraser->setMinimumSize(32, 32);
    eraser->setMaximumSize(46, 46);
    grid->addWidget(eraser, 0, 6, 2, 1, Qt::AlignVCenter);
    buttons_.push_back(eraser);
    grid->setColumnStretch(7, 1);
    grid->setRowStretch(2, 1);
    for (PaletteButton* b : buttons_)
        connect(b, &QToolButton::clicked, this, [this, b](bool checked) { onClicked(b, checked); });
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

PaletteButton* PiecePalette::button(Piece p) const {
    for (PaletteButton* b : buttons_)
        if (b->piece() == p) return b;
    return nullptr;
}

void PiecePalette::onClicked(PaletteButton* b, bool checked) {
    setTool(checked ? std::optional<Piece>(b->piece()) : std::nullopt);
}

void PiecePalette::setTool(std::optional<Piece> tool) {
    for (PaletteButton* b : buttons_) b->setChecked(tool && b->piece() == *tool);
    if (tool_ == tool) return;
    tool_ = tool;
    emit toolChanged();
}

} // namespace gms::ui

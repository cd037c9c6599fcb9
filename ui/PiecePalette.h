// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PiecePalette.h  The twelve pieces and an eraser for setting up positions.
#pragma once

#include "types.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace gms::ui {

class PaletteButton;

/// Selecting a palette piece makes board clicks place it (repeatedly);
/// selecting it again, or pressing Escape on the board, goes back to moving
/// pieces. Each entry can also be dragged onto the board.
class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);

    /// nullopt: no tool (drag pieces around); NoPiece: eraser; else the piece to place.
    std::optional<Piece> tool() const { return tool_; }
    void setTool(std::optional<Piece> tool);
    /// The button of a piece (NoPiece: the eraser).
    PaletteButton* button(Piece p) const;

signals:
    void toolChanged();

private:
    void onClicked(PaletteButton* b, bool checked);
    std::vector<PaletteButton*> buttons_;
    std::optional<Piece> tool_;
};

} // namespace gms::ui

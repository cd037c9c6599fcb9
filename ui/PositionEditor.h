// SPDX-License-Identifier: GPL-3.0-or-later
/// @file PositionEditor.h  Side to move, castling rights, e.p. square, clear/initial, the FEN line and legality.
#pragma once

#include "position.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace gms::ui {

/// The position's non-board state as controls, plus a FEN line that follows
/// every edit and accepts a typed or pasted FEN. It only reports what the
/// user asked for; the main window turns that into undoable commands.
class PositionEditor : public QWidget {
    Q_OBJECT
public:
    explicit PositionEditor(QWidget* parent = nullptr);

    /// Shows a position (does not emit the edit signals).
    void setPosition(const Position& pos);
    /// The legality line: empty for a legal position, else the reason it is illegal.
    void setLegality(const QString& error);
    /// Shows why a typed FEN was refused (empty clears it).
    void setFenError(const QString& error);
    /// Who starts the stipulation's play; `unusual` when it is not the side Popeye starts with.
    void setWhoStarts(const QString& text, bool unusual);
    QLabel* whoStartsLabel() const { return whoStarts_; }
    /// Enables or disables editing (while a line is played through).
    void setEditingEnabled(bool enabled);

    QLineEdit* fenLine() const { return fen_; }
    QRadioButton* whiteToMove() const { return white_; }
    QRadioButton* blackToMove() const { return black_; }
    QCheckBox* castlingBox(CastlingRight right) const;
    QComboBox* epCombo() const { return ep_; }
    QLabel* legalityLabel() const { return legality_; }
    QLabel* fenErrorLabel() const { return fenError_; }
    QPushButton* clearButton() const { return clear_; }
    QPushButton* initialButton() const { return initial_; }

signals:
    void sideToMoveEdited(gms::Color side);
    void castlingEdited(int rights);
    void epEdited(gms::Square square);
    void clearRequested();
    void initialRequested();
    /// The user finished typing a FEN (Return or focus left) that differs from the position's.
    void fenEntered(const QString& fen);

private:
    void emitCastling();
    void onFenEditingFinished();

    QRadioButton* white_;
    QRadioButton* black_;
    QCheckBox* castling_[4];
    QComboBox* ep_;
    QPushButton* clear_;
    QPushButton* initial_;
    QLineEdit* fen_;
    QLabel* fenError_;
    QLabel* legality_;
    QLabel* whoStarts_;
    QString shownFen_;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file HeatMapControls.h  The heat map's selector: which move table (role, piece type) the board shows.
#pragma once

#include "move_tables.h"
#include "types.h"

#include <QWidget>

#include <array>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace gms::ui {

/// A compact row for a toolbar: role (attacker/defender), piece type (P N B
/// R Q K as piece images in the role's colour), "values" (numbers in the
/// squares' corners) and a line that either sums up the table shown or says
/// why nothing is shown.
class HeatMapControls : public QWidget {
    Q_OBJECT
public:
    explicit HeatMapControls(QWidget* parent = nullptr);

    MoveTables::Role role() const;
    void setRole(MoveTables::Role role);
    PieceType pieceType() const;
    void setPieceType(PieceType pt);
    bool showValues() const;
    void setShowValues(bool on);
    /// The attacker's colour (the side to move of the solved position): piece images follow it.
    void setAttackerColour(Color c);
    Color attackerColour() const { return attacker_; }

    /// The summary or the explanation shown beside the selector.
    void setMessage(const QString& text);
    QString message() const;

    QComboBox* roleCombo() const { return role_; }
    QToolButton* pieceButton(PieceType pt) const;
    QCheckBox* valuesBox() const { return values_; }
    QLabel* messageLabel() const { return message_; }

    /// "attacker's knight", "defender's pawn".
    static QString tableName(MoveTables::Role role, PieceType pt);

signals:
    /// Role, piece type or the values option was changed by the user.
    void selectionChanged();

private:
    void updateIcons();

    QComboBox* role_;
    QButtonGroup* pieces_;
    std::array<QToolButton*, PieceTypeCount> buttons_{};
    QCheckBox* values_;
    QLabel* message_;
    Color attacker_ = White;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file StipulationEditor.h  The stipulation as controls: family (#, s#, r#, h#, ser-h#), N and ".5".
#pragma once

#include "stipulation.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace gms::ui {

/// Shows a Stipulation and reports every change the user makes as a whole new
/// Stipulation (the main window turns it into an undoable edit of the problem).
class StipulationEditor : public QWidget {
    Q_OBJECT
public:
    explicit StipulationEditor(QWidget* parent = nullptr);

    /// Shows `stip` (does not emit stipulationEdited).
    void setStipulation(const Stipulation& stip);
    Stipulation stipulation() const;

    QComboBox* familyCombo() const { return family_; }
    QSpinBox* movesSpin() const { return moves_; }
    QCheckBox* halfMoveBox() const { return halfMove_; }

signals:
    void stipulationEdited(const gms::Stipulation& stip);

private:
    void updateHalfMove();
    void emitEdited();
    QComboBox* family_;
    QSpinBox* moves_;
    QCheckBox* halfMove_;
    bool updating_ = false;
};

} // namespace gms::ui

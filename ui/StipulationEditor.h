// SPDX-License-Identifier: GPL-3.0-or-later
/// @file StipulationEditor.h  The stipulation as controls: play type (#, s#, h#, hs#, ser-h#, ...), goal
/// (#, =, ==, +, x, Zxy with its square, ...), reci-h's direct ending goal, N, ".5", exact- and
/// Popeye's introductory series "m->".
#pragma once

#include "stipulation.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
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
    QComboBox* goalCombo() const { return goal_; }
    QCheckBox* exactBox() const { return exact_; }
    /// m in Popeye's "m->" (0: no intro), before every play but the help-direct ending (a structured one).
    QSpinBox* introSpin() const { return intro_; }
    /// The goal's square (shown for Zxy only).
    QComboBox* squareCombo() const { return square_; }
    /// reci-h's direct ending goal, "(=)" in reci-h(=)#2 (shown for reciprocal play only).
    QComboBox* directGoalCombo() const { return directGoal_; }
    /// Popeye's structured '/' and {!+} on the ending of hs and help-direct play (shown for those only).
    QCheckBox* hiddenEndingBox() const { return hiddenEnding_; }
    QCheckBox* notInCheckBox() const { return notInCheck_; }
    /// Semi-reflex hr and ser-r (Popeye's structured '>' alone; shown for those only).
    QCheckBox* semiReflexBox() const { return semiReflex_; }
    /// Help play whose goal side's earlier goals go on ("3h[1a[x]d]h"; shown for help play only).
    QCheckBox* goalGoesOnBox() const { return goalGoesOn_; }
    /// The square the Zxy goal starts with.
    static constexpr int DefaultTargetSquare = 35; // d5

signals:
    void stipulationEdited(const gms::Stipulation& stip);

private:
    void updateHalfMove();
    void updateFamilies();
    void emitEdited();
    Stipulation::GoalType goal() const;
    QComboBox* family_;
    QComboBox* goal_;
    QComboBox* square_;
    QComboBox* directGoal_;
    QSpinBox* moves_;
    QSpinBox* intro_;
    QLabel* introLabel_; ///< "Intro series:", beside the caption
    QCheckBox* halfMove_;
    QCheckBox* exact_;
    QCheckBox* hiddenEnding_;
    QCheckBox* notInCheck_;
    QCheckBox* semiReflex_;
    QCheckBox* goalGoesOn_;
    /// Help-direct: the ending of the stipulation last shown (2: "2da[G]", 3: "3a[G]d"), kept
    /// through edits; a new help-direct play takes 2.
    int endingPlies_ = 2;
    /// Help play with a goal for each side ("4h[=]h[#]"), as read: kept through edits of N
    /// and the goal while the play stays help play (no control sets it yet).
    std::optional<Stipulation::GoalType> startingSideGoal_;
    /// Help play with a goal forbidden to one side's moves ("- 3h[#]{!x}h"), as read: kept
    /// through edits of N and the goal while the play stays help play.
    std::optional<Stipulation::GoalType> forbiddenGoal_;
    bool forbiddenForGoalSide_ = true;
    /// One intro move, then the same side starts the help play ("1h[-14hh[#]]h"), as read: kept
    /// while the play stays h of N moves after a 1-> intro.
    bool introSideStarts_ = false;
    /// Series-self play ending in the series side's own forced move ("9s[-1d[x]a]"), as read:
    /// kept while the play stays ser-s.
    bool seriesSideEnds_ = false;
    bool updating_ = false;
};

} // namespace gms::ui

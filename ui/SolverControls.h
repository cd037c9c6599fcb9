// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolverControls.h  Stipulation, mode, tries, set play, Solve/Stop, progress bar and status line.
#pragma once

#include "solver.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace gms::ui {

class StipulationEditor;

/// The solver's panel. It reflects the main window's state (idle or
/// solving) and reports what the user set; progress is shown as it arrives.
class SolverControls : public QWidget {
    Q_OBJECT
public:
    explicit SolverControls(QWidget* parent = nullptr);

    /// The twins of the problem as Popeye heads them ("a)", "b) wPe5-->c5"), or with `andParts`
    /// the parts of Popeye's '&' ("1) White 3a[#]d"); hidden when empty.
    void setTwins(const QStringList& headings, int current, bool andParts = false);
    int twinIndex() const;
    QComboBox* twinCombo() const { return twin_; }

    /// N of the stipulation shown.
    int moves() const;
    /// The stipulation shown (family, N, half move).
    Stipulation stipulation() const;
    /// Shows a stipulation (does not emit stipulationEdited).
    void setStipulation(const Stipulation& stip);
    SolverOptions::Mode mode() const;
    void setMode(SolverOptions::Mode mode);
    bool tries() const;
    void setTries(bool on);
    /// Also solve the play before the key (or the help play with the other side starting).
    bool setPlay() const;
    void setSetPlay(bool on);
    /// SolverOptions::useRepetition: cut repeated positions (speed only, never the result).
    bool useRepetition() const;
    void setUseRepetition(bool on);
    /// SolverOptions::useMoveTables: Greer's move tables (speed only; they feed the heat map).
    bool useMoveTables() const;
    void setUseMoveTables(bool on);
    /// SolverOptions::helpMethod: how help play is searched (speed only, never the result).
    gms::HelpMethod helpMethod() const;
    void setHelpMethod(gms::HelpMethod method);
    /// SolverOptions::maxSeconds: stop the solve after this many seconds (0: no limit).
    double maxSeconds() const;

    /// Idle: Solve enabled (if `canSolve`), Stop disabled; solving: the other way round.
    void setSolving(bool solving, bool canSolve);
    void setStatus(const QString& text);
    /// Progress of the current iteration: root move i of n.
    void setProgress(int iteration, int rootIndex, int rootCount);
    void resetProgress();

    StipulationEditor* stipulationEditor() const { return stipulation_; }
    QSpinBox* movesSpin() const;
    QComboBox* modeCombo() const { return mode_; }
    QCheckBox* triesBox() const { return tries_; }
    QCheckBox* setPlayBox() const { return setPlay_; }
    QCheckBox* repetitionBox() const { return repetition_; }
    QCheckBox* moveTablesBox() const { return moveTables_; }
    QComboBox* helpMethodCombo() const { return helpMethod_; }
    QDoubleSpinBox* maxTimeSpin() const { return maxTime_; }
    QPushButton* solveButton() const { return solve_; }
    QPushButton* stopButton() const { return stop_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* statusLabel() const { return status_; }

signals:
    void stipulationEdited(const gms::Stipulation& stip);
    /// The user chose twin i (0 = a)).
    void twinChosen(int index);
    void triesEdited(bool on);
    void setPlayEdited(bool on);
    void modeEdited();
    void repetitionEdited(bool on);
    void moveTablesEdited(bool on);
    void helpMethodEdited(gms::HelpMethod method);
    void solveClicked();
    void stopClicked();

private:
    void updateForFamily();
    bool solving_ = false;
    StipulationEditor* stipulation_;
    QLabel* twinLabel_;
    QComboBox* twin_;
    QComboBox* mode_;
    QCheckBox* tries_;
    QCheckBox* setPlay_;
    QCheckBox* repetition_;
    QCheckBox* moveTables_;
    QComboBox* helpMethod_;
    QDoubleSpinBox* maxTime_;
    QPushButton* solve_;
    QPushButton* stop_;
    QProgressBar* progress_;
    QLabel* status_;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file ProblemOptionsPanel.h  The problem's own Popeye options (SolvingHints): set play, tries, duplex, ... edited in place.
#pragma once

#include "problem.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace gms::ui {

class ProblemDocument;

/// Edits the SolvingHints of the document's current problem: what a Popeye file says under
/// `Option` and what `gms-cli solve` honours (set play, try with Defence N, no threat, no short
/// variations, duplex,
/// post-key play, quodlibet, threat N, max flight squares N, non-trivial M N, stop on short solutions, goal is
/// end, max solutions, max time). It follows the
/// document by itself (problem edits, another problem, another file) and writes every change
/// to it at once, so the file saved and the next solve carry it. Options that do not apply to
/// the stipulation shown are disabled (and said so in their tool tip), never dropped.
class ProblemOptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProblemOptionsPanel(ProblemDocument* document, QWidget* parent = nullptr);

    /// Shows hints for a stipulation without writing them to the document.
    void setHints(const SolvingHints& hints, const Stipulation& stipulation);
    /// What the panel shows, on top of `base` (the fields the panel does not edit are kept).
    SolvingHints hints(SolvingHints base = {}) const;

    QCheckBox* setPlayBox() const { return setPlay_; }
    QCheckBox* triesBox() const { return tries_; }
    QSpinBox* defenceSpin() const { return defence_; }
    QCheckBox* noThreatBox() const { return noThreat_; }
    QCheckBox* noShortVariationsBox() const { return noShortVariations_; }
    QCheckBox* matesIn1Box() const { return matesIn1_; }
    QCheckBox* nullMovesBox() const { return nullMoves_; }
    QCheckBox* duplexBox() const { return duplex_; }
    QCheckBox* postKeyPlayBox() const { return postKeyPlay_; }
    QCheckBox* quodlibetBox() const { return quodlibet_; }
    QCheckBox* stopOnShortBox() const { return stopOnShort_; }
    QCheckBox* goalIsEndBox() const { return goalIsEnd_; }
    QCheckBox* noWhiteKingBox() const { return noWhiteKing_; }
    QCheckBox* noBlackKingBox() const { return noBlackKing_; }
    /// Popeye's CastlingMutuallyExclusive as pairs: "a1h8 h1a8" (empty: none).
    QLineEdit* castlingExclusiveEdit() const { return castlingExclusive_; }
    QSpinBox* maxSolutionsSpin() const { return maxSolutions_; }
    QSpinBox* maxTimeSpin() const { return maxTime_; }
    QSpinBox* startMoveNumberSpin() const { return startMoveNumber_; }
    QSpinBox* threatSpin() const { return threat_; }
    QSpinBox* maxFlightsSpin() const { return maxFlights_; }
    QSpinBox* nonTrivialMaxSpin() const { return nonTrivialMax_; }
    QSpinBox* nonTrivialLengthSpin() const { return nonTrivialLength_; }

signals:
    /// The user changed an option (already written to the document).
    void hintsEdited(const gms::SolvingHints& hints);

private:
    void refresh();   ///< Document -> panel.
    void writeBack(); ///< Panel -> document.
    void applyStipulation(const Stipulation& stipulation);

    ProblemDocument* doc_;
    QCheckBox* setPlay_;
    QCheckBox* tries_;
    QSpinBox* defence_;
    QCheckBox* noThreat_;
    QCheckBox* noShortVariations_;
    QCheckBox* matesIn1_;
    QCheckBox* nullMoves_;
    QCheckBox* duplex_;
    QCheckBox* postKeyPlay_;
    QCheckBox* quodlibet_;
    QCheckBox* stopOnShort_;
    QCheckBox* goalIsEnd_;
    QCheckBox* noWhiteKing_;
    QCheckBox* noBlackKing_;
    QLineEdit* castlingExclusive_;
    QSpinBox* maxSolutions_;
    QSpinBox* maxTime_;
    QSpinBox* startMoveNumber_;
    QSpinBox* threat_;
    QSpinBox* maxFlights_;
    QSpinBox* nonTrivialMax_;    ///< NonTrivial's M (-1: off).
    QSpinBox* nonTrivialLength_; ///< NonTrivial's N.
    bool updating_ = false;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolverControls.h"

#include "StipulationEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace gms::ui {

SolverControls::SolverControls(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* grid = new QGridLayout;
    // The editor takes the whole width (its caption above the play type, goal, square, N, .5 and
    // exact-): beside a label it would widen the first window past an 800-pixel screen.
    stipulation_ = new StipulationEditor;
    grid->addWidget(stipulation_, 0, 0, 1, 3);
    twinLabel_ = new QLabel(tr("Twin:"));
    twin_ = new QComboBox;
    twin_->setToolTip(tr("The twin to show and solve (Popeye's Twin): a) is the diagram"));
    twin_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // A row of its own under the stipulation (it used to share the Time limit row and hide it).
    grid->addWidget(twinLabel_, 1, 0);
    grid->addWidget(twin_, 1, 1, 1, 2);
    twinLabel_->hide();
    twin_->hide();
    grid->addWidget(new QLabel(tr("Mode:")), 2, 0);
    mode_ = new QComboBox;
    mode_->addItem(tr("Complete"), int(SolverOptions::Mode::Complete));
    mode_->addItem(tr("Minimal"), int(SolverOptions::Mode::Minimal));
    mode_->setToolTip(tr("Complete: every key up to #N with its tree.\n"
                         "Minimal: stop at the first depth that has a mate."));
    grid->addWidget(mode_, 2, 1);
    tries_ = new QCheckBox(tr("Show &tries"));
    tries_->setToolTip(tr("Also list non-keys that fail to a single defence, with the refutation"));
    setPlay_ = new QCheckBox(tr("Set &play"));
    setPlay_->setToolTip(tr("Also solve the play before the key: the defender's moves if it were to move "
                            "(help play: the other side starting)"));
    auto* display = new QHBoxLayout;
    display->addWidget(tries_);
    display->addWidget(setPlay_);
    display->addStretch(1);
    grid->addLayout(display, 3, 0, 1, 3);
    // Search options that change only the speed: a row of their own.
    auto* speed = new QHBoxLayout;
    repetition_ = new QCheckBox(tr("&Repetition cut-offs"));
    repetition_->setToolTip(tr("Cut lines that return to a position already on the line (in the search for the "
                               "shortest mate).\nChanges only the speed, never the result."));
    moveTables_ = new QCheckBox(tr("Move ta&bles"));
    moveTables_->setToolTip(tr("Greer's move tables: learn which squares give cut-offs and try moves there first.\n"
                               "Changes only the speed, never the result. After a solve, View > Move Table Heat Map "
                               "shows what they learned."));
    helpMethod_ = new QComboBox;
    helpMethod_->addItem(tr("Auto"), int(HelpMethod::Auto));
    helpMethod_->addItem(tr("Intelligent"), int(HelpMethod::Intelligent));
    helpMethod_->addItem(tr("Full width"), int(HelpMethod::FullWidth));
    helpMethod_->setToolTip(tr("How h#, ser-h#, h= and ser-h= are searched. Intelligent works from the mate or "
                               "stalemate pictures\n(where the king ends, what closes its flights), as Popeye's "
                               "Option Intelligent does; full width\nwalks every line; auto is intelligent where it "
                               "is exact. Changes only the speed, never the result."));
    speed->addWidget(repetition_);
    speed->addWidget(moveTables_);
    speed->addStretch(1);
    grid->addLayout(speed, 4, 0, 1, 3);
    grid->addWidget(new QLabel(tr("Time limit:")), 5, 0);
    maxTime_ = new QDoubleSpinBox;
    maxTime_->setRange(0, 86400);
    maxTime_->setDecimals(1);
    maxTime_->setSuffix(tr(" s"));
    maxTime_->setSpecialValueText(tr("none"));
    maxTime_->setToolTip(tr("Stop the solve after this many seconds (what was proven is shown, marked stopped)"));
    grid->addWidget(maxTime_, 5, 1);
    // A row of its own: beside the others it widens the first window past an 800-pixel screen.
    grid->addWidget(new QLabel(tr("Help play:")), 6, 0);
    grid->addWidget(helpMethod_, 6, 1);
    grid->setColumnStretch(2, 1);
    layout->addLayout(grid);

    auto* buttons = new QHBoxLayout;
    solve_ = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Solve"));
    solve_->setToolTip(tr("Solve the problem (F5)"));
    stop_ = new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top"));
    stop_->setToolTip(tr("Stop solving (Esc)"));
    buttons->addWidget(solve_);
    buttons->addWidget(stop_);
    layout->addLayout(buttons);

    progress_ = new QProgressBar;
    progress_->setTextVisible(true);
    layout->addWidget(progress_);
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A long verdict takes the room left over and scrolls there: it never squeezes the fields above.
    auto* statusArea = new QScrollArea;
    statusArea->setObjectName(QStringLiteral("statusArea"));
    statusArea->setWidget(status_);
    statusArea->setWidgetResizable(true);
    statusArea->setFrameShape(QFrame::NoFrame);
    statusArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    statusArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    statusArea->setMinimumHeight(3 * status_->fontMetrics().lineSpacing());
    statusArea->viewport()->setAutoFillBackground(false);
    status_->setAutoFillBackground(false);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(statusArea, 1);

    connect(stipulation_, &StipulationEditor::stipulationEdited, this, [this](const Stipulation& stip) {
        updateForFamily();
        emit stipulationEdited(stip);
    });
    connect(tries_, &QCheckBox::toggled, this, &SolverControls::triesEdited);
    connect(twin_, &QComboBox::activated, this, &SolverControls::twinChosen);
    connect(setPlay_, &QCheckBox::toggled, this, &SolverControls::setPlayEdited);
    connect(mode_, &QComboBox::currentIndexChanged, this, &SolverControls::modeEdited);
    connect(repetition_, &QCheckBox::toggled, this, &SolverControls::repetitionEdited);
    connect(moveTables_, &QCheckBox::toggled, this, &SolverControls::moveTablesEdited);
    connect(helpMethod_, &QComboBox::currentIndexChanged, this, [this] { emit helpMethodEdited(helpMethod()); });
    connect(solve_, &QPushButton::clicked, this, &SolverControls::solveClicked);
    connect(stop_, &QPushButton::clicked, this, &SolverControls::stopClicked);
    resetProgress();
    setSolving(false, true);
}

int SolverControls::moves() const { return stipulation_->stipulation().moves; }

Stipulation SolverControls::stipulation() const { return stipulation_->stipulation(); }

void SolverControls::setStipulation(const Stipulation& stip) {
    stipulation_->setStipulation(stip);
    updateForFamily();
}

void SolverControls::updateForFamily() {
    // Tries belong to battle play (#, s#, r#); help play has whole lines only.
    const bool battle = stipulation_->stipulation().isBattle();
    tries_->setEnabled(battle && !solving_);
    tries_->setToolTip(battle ? tr("Also list non-keys that fail to a single defence, with the refutation")
                              : tr("Tries belong to battle play (#, s#, r#)"));
}

QSpinBox* SolverControls::movesSpin() const { return stipulation_->movesSpin(); }

void SolverControls::setTwins(const QStringList& headings, int current, bool andParts) {
    const QSignalBlocker b(twin_);
    twinLabel_->setText(andParts ? tr("Part:") : tr("Twin:")); // Popeye's '&' of whole plays
    twin_->clear();
    twin_->addItems(headings);
    twin_->setCurrentIndex(qBound(0, current, qMax(0, int(headings.size()) - 1)));
    twinLabel_->setVisible(!headings.isEmpty());
    twin_->setVisible(!headings.isEmpty());
}

int SolverControls::twinIndex() const { return qMax(0, twin_->currentIndex()); }

bool SolverControls::setPlay() const { return setPlay_->isChecked(); }

void SolverControls::setSetPlay(bool on) {
    const QSignalBlocker b(setPlay_);
    setPlay_->setChecked(on);
}

SolverOptions::Mode SolverControls::mode() const { return SolverOptions::Mode(mode_->currentData().toInt()); }

void SolverControls::setMode(SolverOptions::Mode mode) {
    const QSignalBlocker b(mode_);
    mode_->setCurrentIndex(mode_->findData(int(mode)));
}

bool SolverControls::tries() const { return tries_->isChecked(); }

void SolverControls::setTries(bool on) {
    const QSignalBlocker b(tries_);
    tries_->setChecked(on);
}

bool SolverControls::useRepetition() const { return repetition_->isChecked(); }

void SolverControls::setUseRepetition(bool on) {
    const QSignalBlocker b(repetition_);
    repetition_->setChecked(on);
}

double SolverControls::maxSeconds() const { return maxTime_->value(); }

bool SolverControls::useMoveTables() const { return moveTables_->isChecked(); }

void SolverControls::setUseMoveTables(bool on) {
    const QSignalBlocker b(moveTables_);
    moveTables_->setChecked(on);
}

HelpMethod SolverControls::helpMethod() const { return HelpMethod(helpMethod_->currentData().toInt()); }

void SolverControls::setHelpMethod(HelpMethod method) {
    const QSignalBlocker b(helpMethod_);
    helpMethod_->setCurrentIndex(std::max(0, helpMethod_->findData(int(method))));
}

void SolverControls::setSolving(bool solving, bool canSolve) {
    solve_->setEnabled(!solving && canSolve);
    stop_->setEnabled(solving);
    solving_ = solving;
    stipulation_->setEnabled(!solving);
    twin_->setEnabled(!solving);
    mode_->setEnabled(!solving);
    updateForFamily();
    setPlay_->setEnabled(!solving);
    repetition_->setEnabled(!solving);
    moveTables_->setEnabled(!solving);
    helpMethod_->setEnabled(!solving);
}

void SolverControls::setStatus(const QString& text) {
    status_->setText(text);
    status_->setToolTip(text);
}

void SolverControls::setProgress(int iteration, int rootIndex, int rootCount) {
    progress_->setRange(0, qMax(1, rootCount));
    progress_->setValue(qBound(0, rootIndex, qMax(1, rootCount)));
    progress_->setFormat(tr("#%1: move %2 of %3").arg(iteration).arg(rootIndex).arg(rootCount));
}

void SolverControls::resetProgress() {
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("idle"));
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemOptionsPanel.h"

#include "ProblemDocument.h"
#include "fen.h"
#include "popeye_format.h"

#include <algorithm>

#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

namespace gms::ui {

namespace {
QCheckBox* optionBox(QWidget* parent, const QString& text, const char* name, const QString& tip) {
    auto* box = new QCheckBox(text, parent);
    box->setObjectName(QLatin1String(name));
    box->setToolTip(tip);
    return box;
}
QSpinBox* numberSpin(QWidget* parent, int minimum, int maximum, const char* name, const QString& zeroText) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(QLatin1String(name));
    spin->setRange(minimum, maximum);
    if (!zeroText.isEmpty()) spin->setSpecialValueText(zeroText);
    return spin;
}
/// The app shows tries by the Solver panel's "Show tries" (an app setting); the problem's Try is
/// what its file says, for gms-cli and Popeye. N (Defence N) counts in both.
QString castlingExclusiveTip() {
    return QCoreApplication::translate("gms::ui::ProblemOptionsPanel",
                                       "Popeye's CastlingMutuallyExclusive: pairs of a white and a black rook's square "
                                       "(a1h8 h1a8): castling with one takes the other side's castling with the other "
                                       "away");
}

QString matesIn1Tip() {
    return QCoreApplication::translate("gms::ui::ProblemOptionsPanel",
                                       "Popeye's MatesIn1: self play shows the defender's moves that reach the goal at "
                                       "once, before the last move, without an answer");
}

QString nullMovesTip() {
    return QCoreApplication::translate("gms::ui::ProblemOptionsPanel",
                                       "Popeye's NullMoves: in h#N either side not in check may pass (\"...\"), "
                                       "though not right after the other side passed");
}

QString goalIsEndTip() {
    return QCoreApplication::translate("gms::ui::ProblemOptionsPanel",
                                       "Popeye's GoalIsEnd: a goal that is no mate or stalemate (x, +, Zxy, c81, ...) "
                                       "reached by the side that is not to reach it ends the play unsolved");
}

QString tryTip() {
    return QCoreApplication::translate("gms::ui::ProblemOptionsPanel",
                                       "Popeye's Try: first moves that fail to at most N defences (Defence N).\n"
                                       "Saved with the problem for gms-cli and Popeye; here the Solver panel's "
                                       "\"Show tries\" shows them, with this N.");
}
/// CastlingMutuallyExclusive read from the field's pairs as Popeye reads the option; false, with
/// `why`, when some pair cannot be read (the pairs before it are kept in `exclusions`).
bool readCastlingExclusions(const QString& text, std::uint16_t& exclusions, std::string& why) {
    std::string words;
    for (const QString& pair : text.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts))
        words += "CastlingMutuallyExclusive " + pair.toStdString() + " ";
    SolvingHints read;
    std::vector<std::string> kept;
    int column = 0;
    const bool ok = parsePopeyeOptions(words, read, kept, column, why);
    exclusions = read.castlingExclusions;
    return ok;
}
/// Enabled when the option applies to the stipulation; the tool tip says why not otherwise.
void applies(QWidget* w, bool on, const QString& tip, const QString& why) {
    w->setEnabled(on);
    w->setToolTip(on ? tip : tip + QStringLiteral("\n") + why);
}
} // namespace

ProblemOptionsPanel::ProblemOptionsPanel(ProblemDocument* document, QWidget* parent) : QWidget(parent), doc_(document) {
    setObjectName(QStringLiteral("problemOptions"));
    auto* form = new QFormLayout(this);
    form->setContentsMargins(4, 4, 4, 4);
    setPlay_ = optionBox(this, tr("&Set play"), "optSetPlay", tr("Popeye's SetPlay: the play before the key"));
    tries_ = optionBox(this, tr("T&ries, refutations at most:"), "optTry", tryTip());
    defence_ = numberSpin(this, 1, 99, "optDefence", QString());
    defence_->setToolTip(tr("Popeye's Defence N: the refutations a try may have"));
    auto* tryRow = new QHBoxLayout;
    tryRow->addWidget(tries_);
    tryRow->addWidget(defence_);
    tryRow->addStretch();
    noThreat_ = optionBox(this, tr("No &threats"), "optNoThreat", tr("Popeye's NoThreat: variations without threats"));
    noShortVariations_ = optionBox(this, tr("No short &variations"), "optNoShortVariations",
                                   tr("Popeye's NoShortVariations: defences answered faster than the full length are "
                                      "not shown"));
    matesIn1_ = optionBox(this, tr("Show immediate &mates"), "optMatesIn1", matesIn1Tip());
    nullMoves_ = optionBox(this, tr("&Null moves"), "optNullMoves", nullMovesTip());
    duplex_ = optionBox(this, tr("&Duplex"), "optDuplex",
                        tr("Popeye's Duplex: solved a second time with the other side starting"));
    postKeyPlay_ = optionBox(this, tr("&Post-key play"), "optPostKeyPlay",
                             tr("Popeye's PostKeyPlay: the position is the one after the key, the defender to move"));
    quodlibet_ = optionBox(this, tr("&Quodlibet"), "optQuodlibet",
                           tr("Popeye's Quodlibet: in s#, s#=, s= and semi-r# the attacker's own goal solves as well"));
    stopOnShort_ = optionBox(this, tr("Stop on s&hort solutions"), "optStopOnShort",
                             tr("Popeye's StopOnShortSolutions: help play stops after the first shorter length "
                                "with solutions"));
    goalIsEnd_ = optionBox(this, tr("&Goal is end"), "optGoalIsEnd", goalIsEndTip());
    noWhiteKing_ = optionBox(this, tr("No white &king"), "optNoWk",
                             tr("Popeye's NoWk: White may stand without a king (never in check, never mated)"));
    noBlackKing_ = optionBox(this, tr("No black k&ing"), "optNoBk",
                             tr("Popeye's NoBk: Black may stand without a king (never in check, never mated)"));
    auto* kingRow = new QHBoxLayout;
    kingRow->addWidget(noWhiteKing_);
    kingRow->addWidget(noBlackKing_);
    kingRow->addStretch();
    castlingExclusive_ = new QLineEdit(this);
    castlingExclusive_->setObjectName(QStringLiteral("optCastlingExclusive"));
    castlingExclusive_->setPlaceholderText(tr("none, or e.g. a1h8"));
    castlingExclusive_->setToolTip(castlingExclusiveTip());
    maxSolutions_ = numberSpin(this, 0, 999999, "optMaxSolutions", tr("all"));
    maxSolutions_->setToolTip(tr("Popeye's MaxSolutions: help play stops after this many solutions"));
    maxTime_ = numberSpin(this, 0, 999999, "optMaxTime", tr("no limit"));
    maxTime_->setSuffix(tr(" s"));
    maxTime_->setToolTip(tr("Popeye's MaxTime: the solve stops after this many seconds"));
    startMoveNumber_ = numberSpin(this, 0, 1000, "optStartMoveNumber", tr("off"));
    threat_ = numberSpin(this, 0, Stipulation::MaxMoves, "optThreat", tr("off"));
    threat_->setSuffix(tr(" moves"));
    maxFlights_ = numberSpin(this, -1, 64, "optMaxFlights", tr("off"));
    nonTrivialMax_ = numberSpin(this, -1, Stipulation::MaxMoves, "optNonTrivialMax", tr("off"));
    nonTrivialLength_ = numberSpin(this, 0, Stipulation::MaxMoves, "optNonTrivialLength", QString());
    setToolTip(tr("Kept with the problem and saved as Popeye's Option line"));

    auto* setPlayRow = new QHBoxLayout; // two short boxes a row: the window fits an 800-pixel screen
    setPlayRow->addWidget(setPlay_);
    setPlayRow->addWidget(goalIsEnd_);
    setPlayRow->addStretch();
    form->addRow(setPlayRow);
    form->addRow(tryRow);
    form->addRow(noThreat_);
    form->addRow(noShortVariations_);
    form->addRow(matesIn1_);
    auto* postKeyRow = new QHBoxLayout; // two short boxes a row: the window fits an 800-pixel screen
    postKeyRow->addWidget(postKeyPlay_);
    postKeyRow->addWidget(quodlibet_);
    postKeyRow->addStretch();
    form->addRow(postKeyRow);
    form->addRow(tr("T&hreat at most:"), threat_);
    form->addRow(tr("Max &flights:"), maxFlights_);
    auto* nonTrivialRow = new QHBoxLayout;
    nonTrivialRow->addWidget(nonTrivialMax_);
    nonTrivialRow->addWidget(nonTrivialLength_);
    form->addRow(tr("&Non-trivial:"), nonTrivialRow);
    auto* duplexRow = new QHBoxLayout; // two short boxes a row: the window fits an 800-pixel screen
    duplexRow->addWidget(duplex_);
    duplexRow->addWidget(nullMoves_);
    duplexRow->addStretch();
    form->addRow(duplexRow);
    form->addRow(stopOnShort_);
    form->addRow(kingRow);
    form->addRow(tr("E&xclusive castlings:"), castlingExclusive_);
    form->addRow(tr("&Max solutions:"), maxSolutions_);
    form->addRow(tr("Max t&ime:"), maxTime_);
    form->addRow(tr("Start at mo&ve:"), startMoveNumber_);

    for (QCheckBox* box : {setPlay_, tries_, noThreat_, noShortVariations_, matesIn1_, nullMoves_, duplex_,
                           postKeyPlay_, quodlibet_, stopOnShort_, goalIsEnd_, noWhiteKing_, noBlackKing_})
        connect(box, &QCheckBox::toggled, this, &ProblemOptionsPanel::writeBack);
    for (QSpinBox* spin :
         {defence_, maxSolutions_, maxTime_, startMoveNumber_, threat_, maxFlights_, nonTrivialMax_, nonTrivialLength_})
        connect(spin, &QSpinBox::valueChanged, this, &ProblemOptionsPanel::writeBack);
    connect(castlingExclusive_, &QLineEdit::editingFinished, this, &ProblemOptionsPanel::writeBack);
    connect(tries_, &QCheckBox::toggled, this, [this] { applyStipulation(doc_->currentProblem().stipulation); });
    connect(nonTrivialMax_, &QSpinBox::valueChanged, this,
            [this] { applyStipulation(doc_->currentProblem().stipulation); });
    connect(doc_, &ProblemDocument::problemChanged, this, &ProblemOptionsPanel::refresh);
    connect(doc_, &ProblemDocument::currentIndexChanged, this, &ProblemOptionsPanel::refresh);
    connect(doc_, &ProblemDocument::collectionReset, this, &ProblemOptionsPanel::refresh);
    refresh();
}

void ProblemOptionsPanel::setHints(const SolvingHints& h, const Stipulation& stipulation) {
    updating_ = true;
    setPlay_->setChecked(h.setPlay);
    tries_->setChecked(h.tries);
    defence_->setValue(std::max(1, h.defence));
    noThreat_->setChecked(h.noThreat);
    noShortVariations_->setChecked(h.noShortVariations);
    matesIn1_->setChecked(h.matesIn1);
    nullMoves_->setChecked(h.nullMoves);
    duplex_->setChecked(h.duplex);
    postKeyPlay_->setChecked(h.postKeyPlay);
    quodlibet_->setChecked(h.quodlibet);
    stopOnShort_->setChecked(h.stopOnShortSolutions);
    goalIsEnd_->setChecked(h.goalIsEnd);
    noWhiteKing_->setChecked(h.kinglessSides & kinglessSide(White));
    noBlackKing_->setChecked(h.kinglessSides & kinglessSide(Black));
    castlingExclusive_->setText(QString::fromStdString(castlingExclusionPairs(h.castlingExclusions)));
    castlingExclusive_->setStyleSheet(QString());
    castlingExclusive_->setToolTip(castlingExclusiveTip());
    maxSolutions_->setValue(h.maxSolutions);
    maxTime_->setValue(h.maxSeconds);
    startMoveNumber_->setValue(h.startMoveNumber);
    threat_->setValue(h.maxThreatLength);
    maxFlights_->setValue(std::max(-1, h.maxFlights));
    nonTrivialMax_->setValue(std::max(-1, h.nonTrivialMax));
    nonTrivialLength_->setValue(h.nonTrivialLength);
    applyStipulation(stipulation);
    updating_ = false;
}

SolvingHints ProblemOptionsPanel::hints(SolvingHints h) const {
    h.setPlay = setPlay_->isChecked();
    h.tries = tries_->isChecked();
    h.defence = defence_->value();
    h.noThreat = noThreat_->isChecked();
    h.noShortVariations = noShortVariations_->isChecked();
    h.matesIn1 = matesIn1_->isChecked();
    h.nullMoves = nullMoves_->isChecked();
    h.duplex = duplex_->isChecked();
    h.postKeyPlay = postKeyPlay_->isChecked();
    h.quodlibet = quodlibet_->isChecked();
    h.stopOnShortSolutions = stopOnShort_->isChecked();
    h.goalIsEnd = goalIsEnd_->isChecked();
    h.kinglessSides = std::uint8_t((noWhiteKing_->isChecked() ? kinglessSide(White) : 0u) |
                                   (noBlackKing_->isChecked() ? kinglessSide(Black) : 0u));
    std::uint16_t exclusions = 0;
    std::string why;
    if (readCastlingExclusions(castlingExclusive_->text(), exclusions, why)) h.castlingExclusions = exclusions;
    h.maxSolutions = maxSolutions_->value();
    h.maxSeconds = maxTime_->value();
    h.startMoveNumber = startMoveNumber_->value();
    h.maxThreatLength = threat_->value();
    h.maxFlights = maxFlights_->value();
    h.nonTrivialMax = nonTrivialMax_->value();
    h.nonTrivialLength = nonTrivialMax_->value() >= 0 ? nonTrivialLength_->value() : 0;
    return h;
}

void ProblemOptionsPanel::applyStipulation(const Stipulation& s) {
    const QString battleOnly = tr("(battle play only: #, s#, r#, semi-r#)");
    const QString helpOnly = tr("(help and series play only)");
    applies(tries_, s.isBattle(), tryTip(), battleOnly);
    applies(defence_, s.isBattle() && tries_->isChecked(), tr("Popeye's Defence N: the refutations a try may have"),
            battleOnly);
    applies(noThreat_, s.isBattle(), tr("Popeye's NoThreat: variations without threats"), battleOnly);
    applies(noShortVariations_, s.isBattle(),
            tr("Popeye's NoShortVariations: defences answered faster than the full length are not shown"), battleOnly);
    applies(postKeyPlay_, s.isBattle(),
            tr("Popeye's PostKeyPlay: the position is the one after the key, the defender to move"), battleOnly);
    applies(matesIn1_, s.kind == Stipulation::Kind::Self, matesIn1Tip(), tr("(self play only)"));
    applies(nullMoves_, s.nullMovesRefusal().empty(), nullMovesTip(), tr("(h# only)"));
    applies(goalIsEnd_, s.goalIsEndSolved(), goalIsEndTip(), tr("(direct, self, help, ser- and ser-h play only)"));
    applies(quodlibet_, s.quodlibetSolved(),
            tr("Popeye's Quodlibet: in s#, s#=, s= and semi-r# the attacker's own goal solves as well"),
            tr("(s#, s#=, s= and semi-r# only)"));
    const QString mateBattleOnly = tr("(battle play with mate only: #, s#, r#, semi-r#)");
    applies(threat_, s.defenderGuardSolved(),
            tr("Popeye's Threat N: a defender that faces no threat within N moves has defended"), mateBattleOnly);
    applies(maxFlights_, s.defenderGuardSolved(),
            tr("Popeye's MaxFlightsquares N: a defender whose king has more than N flights has defended "
               "(with two or more moves to come)"),
            mateBattleOnly);
    const QString nonTrivialTip =
        tr("Popeye's NonTrivial M N (the boxes: M, N): a defence is trivial when the attacker wins after it within N "
           "moves; an attacker move leaving more than one non-trivial defence fails, M more granted along the "
           "whole play");
    applies(nonTrivialMax_, s.defenderGuardSolved(), nonTrivialTip, mateBattleOnly);
    applies(nonTrivialLength_, s.defenderGuardSolved() && nonTrivialMax_->value() >= 0, nonTrivialTip, mateBattleOnly);
    applies(startMoveNumber_, s.isHelp() && s.introMoves == 0,
            tr("Popeye's StartMoveNumber N: the lines of full length from Popeye's N-th first move on (its "
               "MoveNumbers), without set play or short lines; not with MaxSolutions or StopOnShortSolutions"),
            tr("(help and series play without an introductory series only)"));
    applies(stopOnShort_, s.isHelp(),
            tr("Popeye's StopOnShortSolutions: help play stops after the first shorter length with solutions"),
            helpOnly);
    applies(maxSolutions_, s.isHelp(), tr("Popeye's MaxSolutions: help play stops after this many solutions"),
            helpOnly);
}

void ProblemOptionsPanel::refresh() {
    if (updating_ || doc_->count() == 0) return;
    const Problem& p = doc_->currentProblem();
    setHints(p.hints, p.stipulation);
}

void ProblemOptionsPanel::writeBack() {
    if (updating_ || doc_->count() == 0) return;
    const SolvingHints h = hints(doc_->currentProblem().hints);
    // Text Popeye cannot read keeps the pairs before it, marked red, with the reason.
    std::uint16_t exclusions = 0;
    std::string why;
    const bool ok = readCastlingExclusions(castlingExclusive_->text(), exclusions, why);
    castlingExclusive_->setStyleSheet(ok ? QString() : QStringLiteral("color: #b00020"));
    castlingExclusive_->setToolTip(ok ? castlingExclusiveTip()
                                      : castlingExclusiveTip() + QStringLiteral("\n") + QString::fromStdString(why));
    updating_ = true; // the document's problemChanged comes back here
    doc_->setHints(h);
    updating_ = false;
    emit hintsEdited(h);
}

} // namespace gms::ui

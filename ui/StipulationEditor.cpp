// SPDX-License-Identifier: GPL-3.0-or-later
#include "StipulationEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>

namespace gms::ui {
namespace {

using K = Stipulation::Kind;
using G = Stipulation::GoalType;

/// The play types the editor offers, in the order problemists meet them, with a tooltip each.
struct PlayChoice {
    K kind;
    const char* tip;
};
const PlayChoice PlayChoices[] = {
    {K::Direct,
     QT_TRANSLATE_NOOP("StipulationEditor",
                       "Direct play: the side to move reaches the goal in at most N moves against every defence")},
    {K::Self, QT_TRANSLATE_NOOP("StipulationEditor",
                                "Selfplay: the side to move forces the other side to reach the goal (s#: to mate it)")},
    {K::Reflex,
     QT_TRANSLATE_NOOP("StipulationEditor", "Reflexmate: a selfmate in which each side must mate in one when it can")},
    {K::SemiReflex,
     QT_TRANSLATE_NOOP("StipulationEditor",
                       "Semi-reflexmate: a selfmate in which the defender must mate in one when it can")},
    {K::Help,
     QT_TRANSLATE_NOOP("StipulationEditor",
                       "Helpplay: the other side starts (h#N: Black), both cooperate, the last move reaches the goal")},
    {K::HelpSelf, QT_TRANSLATE_NOOP("StipulationEditor",
                                    "Help-selfplay: help play, then the defender is forced to reach the goal in one")},
    {K::HelpDirect,
     QT_TRANSLATE_NOOP(
         "StipulationEditor",
         "Help-direct play (Popeye's structured stipulation 2Nhh[2da[G]]): the other side starts (Black), "
         "both cooperate for N moves, then Black must move and White reaches the goal in one whatever "
         "Black plays")},
    {K::HelpReflex,
     QT_TRANSLATE_NOOP(
         "StipulationEditor",
         "Help-reflexplay: help play under reflex obligations, then the defender must reach the goal in one")},
    {K::ReciHelp,
     QT_TRANSLATE_NOOP("StipulationEditor",
                       "Reciprocal helpplay: the last position allows the goal both as help and as direct play")},
    {K::SeriesReciHelp,
     QT_TRANSLATE_NOOP("StipulationEditor", "Series reciprocal helpplay: up to N-1 moves in a row, then a position "
                                            "that allows the goal both as help and as direct play")},
    {K::SeriesDirect,
     QT_TRANSLATE_NOOP("StipulationEditor", "Series direct play: N moves in a row, the last one reaches the goal")},
    {K::SeriesSelf,
     QT_TRANSLATE_NOOP("StipulationEditor",
                       "Series selfplay: N moves in a row, then the other side is forced to reach the goal")},
    {K::SeriesReflex,
     QT_TRANSLATE_NOOP("StipulationEditor", "Series reflexplay: N moves in a row under reflex obligations, then the "
                                            "other side must reach the goal in one")},
    {K::SeriesHelpSelf,
     QT_TRANSLATE_NOOP("StipulationEditor", "Series help-selfplay: the other side starts (Black), N moves in a row, "
                                            "then a move that forces the series side to reach the goal")},
    {K::SeriesHelp,
     QT_TRANSLATE_NOOP(
         "StipulationEditor",
         "Series helpplay: the side to move makes N moves in a row, then the other side reaches the goal in one")},
    {K::ParrySeriesDirect,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series direct play: N moves in a row that may give check; the other "
                                            "side parries each check with one move (every parry must fail); the last "
                                            "series move reaches the goal")},
    {K::ParrySeriesSelf,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series selfplay: N moves in a row that may give check, each check "
                                            "parried with one move; then the other side is forced to reach the goal")},
    {K::ParrySeriesHelp,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series helpplay: the other side starts (Black), N moves in a row "
                                            "that may give check, each check parried with a chosen move; then the "
                                            "parrying side reaches the goal in one")},
    {K::ParrySeriesHelpSelf,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series help-self play: the other side starts (Black), N moves in "
                                            "a row that may give check, each check parried with a chosen move; then "
                                            "the parrying side moves so that the series side is forced to reach the "
                                            "goal")},
    {K::HelpParrySeriesDirect,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series direct play with help parries (phser-): N moves in a row "
                                            "that may give check, each check parried with a chosen move; the last "
                                            "series move reaches the goal")},
    {K::ParrySeriesReflex,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series reflexplay (pser-r): N moves in a row that may give check, "
                                            "each check parried with one move; the other side must reach the goal in "
                                            "one as soon as it can, the series side must not be able to")},
    {K::HelpParrySeriesReflex,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series reflexplay with help parries (phser-r): as pser-r, each "
                                            "check parried with a chosen move")},
    {K::HelpParrySeriesSelf,
     QT_TRANSLATE_NOOP("StipulationEditor", "Parry series selfplay with help parries (phser-s): N moves in a row "
                                            "that may give check, each check parried with a chosen move; then the "
                                            "other side is forced to reach the goal")},
};

const G Goals[] = {G::Mate,      G::Stalemate, G::DoubleStalemate, G::MateOrStalemate, G::Check,   G::Capture,
                   G::EnPassant, G::Castling,  G::AnyMove,         G::AutoStalemate,   G::Target,  G::Chess81,
                   G::WinPiece,  G::AutoMate,  G::DoubleMate,      G::CounterMate,     G::Circuit, G::Exchange,
                   G::Kiss,      G::NotMate};

/// The goal as the boxes show it: its symbol, and for the negated mate (no symbol) "no #".
QString goalLabel(G goal) {
    return goal == G::NotMate ? QStringLiteral("no #") : QString::fromStdString(Stipulation::goalSymbol(goal));
}

const char* goalTip(G goal) {
    switch (goal) {
        case G::Mate: return QT_TRANSLATE_NOOP("StipulationEditor", "Mate");
        case G::Stalemate: return QT_TRANSLATE_NOOP("StipulationEditor", "Stalemate");
        case G::DoubleStalemate:
            return QT_TRANSLATE_NOOP("StipulationEditor", "Double stalemate: both sides stalemated");
        case G::MateOrStalemate: return QT_TRANSLATE_NOOP("StipulationEditor", "Mate or stalemate");
        case G::Check: return QT_TRANSLATE_NOOP("StipulationEditor", "Check");
        case G::Capture: return QT_TRANSLATE_NOOP("StipulationEditor", "Capture");
        case G::EnPassant: return QT_TRANSLATE_NOOP("StipulationEditor", "En passant capture");
        case G::Castling: return QT_TRANSLATE_NOOP("StipulationEditor", "Castling");
        case G::AnyMove: return QT_TRANSLATE_NOOP("StipulationEditor", "Any move");
        case G::AutoStalemate:
            return QT_TRANSLATE_NOOP("StipulationEditor", "Auto-stalemate: the side reaching it stalemates itself");
        case G::WinPiece: return QT_TRANSLATE_NOOP("StipulationEditor", "Win a piece (Popeye's %): a capture, as x");
        case G::AutoMate:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Automate (Popeye's !#): the side reaching it mates itself, its move leaving its "
                                     "own king in check (direct, help, ser- and ser-h play)");
        case G::DoubleMate:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Double mate: after the move both sides are mated, the mover by its own "
                                     "self-check (direct, help, ser- and ser-h play)");
        case G::CounterMate:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Counter-mate: a side that is mated moves, and then both sides are mated (direct, "
                                     "help, ser- and ser-h play)");
        case G::Chess81:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Chess81 (Popeye's c81): a unit of the side reaching the goal arrives on the far "
                                     "rank (White's on the 8th, Black's on the 1st)");
        case G::Target:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Target square (Popeye's Zxy): a unit of the side reaching the goal arrives on "
                                     "the square chosen beside");
        case G::Circuit:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Circuit (Popeye's ct): a unit of the side reaching the goal returns to its "
                                     "square of the diagram (direct, self, help, ser- and ser-h play)");
        case G::Exchange:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Exchange (Popeye's <>): two units of the side reaching the goal have swapped "
                                     "their squares of the diagram (direct, self, help, ser- and ser-h play)");
        case G::Kiss:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Kiss (Popeye's Kxy): the moving unit arrives next to the unit that stood on "
                                     "the square chosen beside in the diagram, and no other unit touches that one "
                                     "(direct, self, help, ser- and ser-h play)");
        case G::NotMate:
            return QT_TRANSLATE_NOOP("StipulationEditor",
                                     "Not mate (Popeye's structured 1a[!#]d): the side that moves must not mate; "
                                     "direct play only, \"White moves and does not mate\"");
        default: return "";
    }
}

/// Help-like play has ".5" (the other side starts with one extra half move).
bool takesHalfMove(K kind) {
    return kind == K::Help || kind == K::HelpSelf || kind == K::HelpReflex || kind == K::ReciHelp;
}
/// Play with an ending that Popeye's structured stipulation may hide ('/') or constrain ({!+}).
bool takesEndingOptions(K kind) {
    return kind == K::HelpSelf || kind == K::HelpDirect || kind == K::SeriesHelpSelf || kind == K::Self;
}
/// Play whose goal may be nested after its last move, so that an earlier goal does not end it.
bool takesGoalGoesOn(K kind) { return kind == K::Help || kind == K::Self; }
bool takesSemiReflex(K kind) { return kind == K::HelpReflex || kind == K::SeriesReflex; }
/// Reciprocal play has a second goal, the direct ending's.
bool takesDirectGoal(K kind) { return kind == K::ReciHelp || kind == K::SeriesReciHelp; }
/// Goals written with a square (Zxy).
bool takesSquare(G goal) { return goal == G::Target || goal == G::Kiss; }
QString squareName(int square) { return QString(QChar('a' + square % 8)) + QChar('1' + square / 8); }
} // namespace

StipulationEditor::StipulationEditor(QWidget* parent) : QWidget(parent) {
    // Two rows: the caption with the intro series (m->) on its right, then the play itself; one
    // row for all would widen the first window past an 800-pixel screen.
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(1);
    auto* header = new QHBoxLayout;
    auto* row = new QHBoxLayout;
    column->addLayout(header);
    column->addLayout(row);
    family_ = new QComboBox;
    family_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "ser-hzd5" is wider than "# direct"
    for (const PlayChoice& p : PlayChoices) {
        family_->addItem(QString(), int(p.kind));
        family_->setItemData(family_->count() - 1, tr(p.tip), Qt::ToolTipRole);
    }
    family_->setToolTip(tr("Play type"));
    goal_ = new QComboBox;
    for (G g : Goals) {
        goal_->addItem(goalLabel(g), int(g));
        goal_->setItemData(goal_->count() - 1, tr(goalTip(g)), Qt::ToolTipRole);
    }
    goal_->setToolTip(tr("Goal: what the last move must reach"));
    moves_ = new QSpinBox;
    moves_->setRange(1, Stipulation::MaxSeriesMoves); // the main window refuses N beyond the play's maximum, saying why
    moves_->setToolTip(tr("N: the number of moves"));
    moves_->setMinimumWidth(56);
    halfMove_ = new QCheckBox(QStringLiteral(".5"));
    halfMove_->setToolTip(
        tr("Help play in N and a half moves: the side that reaches the goal starts with one extra half move"));
    square_ = new QComboBox;
    for (int rank = 7; rank >= 0; --rank)
        for (int file = 0; file < 8; ++file) square_->addItem(squareName(8 * rank + file), 8 * rank + file);
    square_->setCurrentIndex(square_->findData(DefaultTargetSquare));
    square_->setToolTip(tr("The goal's square (Zxy)"));
    directGoal_ = new QComboBox;
    directGoal_->addItem(tr("same"), -1);
    for (G g : Goals) {
        if (takesSquare(g)) continue; // one square per stipulation: the help ending's
        if (g == G::AutoMate || g == G::DoubleMate || g == G::CounterMate || g == G::Circuit || g == G::Exchange ||
            g == G::NotMate)
            continue; // no reciprocal play
        directGoal_->addItem(QStringLiteral("(%1)").arg(QString::fromStdString(Stipulation::goalSymbol(g))), int(g));
        directGoal_->setItemData(directGoal_->count() - 1, tr(goalTip(g)), Qt::ToolTipRole);
    }
    directGoal_->setToolTip(tr("Reciprocal play: the goal of the direct ending, when it is not the help ending's "
                               "(reci-h(=)#: the side to move stalemates, or helps the other side mate)"));
    exact_ = new QCheckBox(QStringLiteral("exact"));
    exact_->setToolTip(tr("exact-: only solutions of exactly N moves count, none shorter"));
    hiddenEnding_ = new QCheckBox(QStringLiteral("/"));
    hiddenEnding_->setToolTip(tr("Popeye's structured '/': the ending (the forced or the defending move and the "
                                 "goal move) is proved but not printed in the lines"));
    notInCheck_ = new QCheckBox(QStringLiteral("{!+}"));
    notInCheck_->setToolTip(tr("Popeye's structured constraint {!+}: the side that moves first in the ending must not "
                               "be in check there (CapZug, unguardable mates)"));
    semiReflex_ = new QCheckBox(tr("semi"));
    semiReflex_->setToolTip(tr("Semi-reflex (Popeye's structured '>' without {!1a[G]d}: \"3h[>1a[x]d]h\", "
                               "\"2s[>1a[x]d]\"): only the side that reaches the goal must when it can"));
    goalGoesOn_ = new QCheckBox(tr("goal goes on"));
    goalGoesOn_->setToolTip(
        tr("Popeye's structured \"3h[1a[x]d]h\" and \"3a[1d[x]a]d\": a capture or check of the "
           "goal side before its last move does not end the line (self play: on with '/' or {!+})"));
    intro_ = new QSpinBox;
    intro_->setRange(0, Stipulation::MaxSeriesMoves);
    intro_->setSuffix(QStringLiteral("->"));
    intro_->setToolTip(tr("Popeye's introductory series m->: the side that does not start the play first makes "
                          "1 to m moves in a row, the other side passing, then the play follows from every "
                          "position they reach (battle play then as lines of its shortest win, as Popeye prints it)"));
    introLabel_ = new QLabel(tr("&Intro series:"));
    introLabel_->setBuddy(intro_);
    header->addWidget(new QLabel(tr("Stipulation:")));
    header->addStretch(1);
    header->addWidget(introLabel_);
    header->addWidget(intro_);
    row->addWidget(family_);
    row->addWidget(directGoal_);
    row->addWidget(goal_);
    row->addWidget(square_);
    row->addWidget(moves_);
    row->addWidget(halfMove_);
    row->addWidget(exact_);
    row->addWidget(hiddenEnding_);
    row->addWidget(notInCheck_);
    row->addWidget(semiReflex_);
    row->addWidget(goalGoesOn_);
    row->addStretch(1);
    connect(family_, &QComboBox::currentIndexChanged, this, [this] {
        updateHalfMove();
        emitEdited();
    });
    connect(goal_, &QComboBox::currentIndexChanged, this, [this] {
        updateFamilies();
        updateHalfMove();
        emitEdited();
    });
    connect(square_, &QComboBox::currentIndexChanged, this, [this] {
        updateFamilies(); // the play types' labels carry the square ("hzd5")
        emitEdited();
    });
    connect(directGoal_, &QComboBox::currentIndexChanged, this, [this] {
        updateFamilies(); // "reci-h(=)#"
        emitEdited();
    });
    connect(moves_, &QSpinBox::valueChanged, this, &StipulationEditor::emitEdited);
    connect(intro_, &QSpinBox::valueChanged, this, &StipulationEditor::emitEdited);
    connect(halfMove_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    connect(exact_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    connect(hiddenEnding_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    connect(notInCheck_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    connect(semiReflex_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    connect(goalGoesOn_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    updateFamilies();
    setStipulation(Stipulation{});
}

Stipulation::GoalType StipulationEditor::goal() const { return G(goal_->currentData().toInt()); }

void StipulationEditor::setStipulation(const Stipulation& stip) {
    updating_ = true;
    endingPlies_ = stip.kind == K::HelpDirect ? stip.endingPlies : 2;
    startingSideGoal_ = stip.kind == K::Help ? stip.startingSideGoal : std::nullopt;
    forbiddenGoal_ = stip.kind == K::Help ? stip.forbiddenGoal : std::nullopt;
    forbiddenForGoalSide_ = stip.forbiddenForGoalSide;
    introSideStarts_ = stip.introSideStarts;
    seriesSideEnds_ = stip.seriesSideEnds;
    goal_->setCurrentIndex(goal_->findData(int(stip.goal)));
    if (takesSquare(stip.goal) && stip.targetSquare >= 0)
        square_->setCurrentIndex(square_->findData(stip.targetSquare));
    directGoal_->setCurrentIndex(
        std::max(0, directGoal_->findData(stip.directEndingGoal ? int(*stip.directEndingGoal) : -1)));
    updateFamilies();
    family_->setCurrentIndex(family_->findData(int(stip.kind)));
    moves_->setValue(stip.moves);
    halfMove_->setChecked(takesHalfMove(stip.kind) && stip.halfMove);
    exact_->setChecked(stip.exact);
    intro_->setValue(stip.introMoves);
    hiddenEnding_->setChecked(stip.endingHidden);
    notInCheck_->setChecked(stip.endingNotInCheck);
    semiReflex_->setChecked(stip.semiReflex);
    goalGoesOn_->setChecked(stip.earlyGoalGoesOn);
    updateHalfMove();
    updating_ = false;
}

Stipulation StipulationEditor::stipulation() const {
    Stipulation s;
    s.kind = K(family_->currentData().toInt());
    s.goal = goal();
    s.moves = moves_->value();
    if (takesSquare(s.goal)) s.targetSquare = square_->currentData().toInt();
    s.halfMove = takesHalfMove(s.kind) && halfMove_->isChecked();
    s.exact = exact_->isChecked();
    if (s.kind == K::HelpDirect) {
        s.endingPlies = endingPlies_;
        s.halfMove = endingPlies_ % 2 == 1; // "3a[G]d" follows an odd help play
    }
    if (takesEndingOptions(s.kind) && !(s.kind == K::HelpDirect && endingPlies_ % 2 == 1)) {
        s.endingHidden = hiddenEnding_->isChecked();
        s.endingNotInCheck = notInCheck_->isChecked();
    }
    if (const int direct = directGoal_->currentData().toInt();
        takesDirectGoal(s.kind) && direct >= 0 && G(direct) != s.goal)
        s.directEndingGoal = G(direct);
    s.semiReflex = takesSemiReflex(s.kind) && semiReflex_->isChecked();
    // Self play's '/' and {!+} belong to its forced end written as a branch of its own.
    s.earlyGoalGoesOn =
        takesGoalGoesOn(s.kind) &&
        (goalGoesOn_->isChecked() || (s.kind == K::Self && s.exact == false && (s.endingHidden || s.endingNotInCheck)));
    if (s.kind == K::Help && startingSideGoal_ && !s.earlyGoalGoesOn && !takesSquare(s.goal)) {
        s.startingSideGoal = startingSideGoal_;
    }
    if (s.kind == K::Help && forbiddenGoal_ && *forbiddenGoal_ != s.goal && !s.structured() && !s.exact &&
        !takesSquare(s.goal)) {
        s.forbiddenGoal = forbiddenGoal_;
        s.forbiddenForGoalSide = forbiddenForGoalSide_;
    }
    if (seriesSideEnds_ && s.kind == K::SeriesSelf && !s.exact && !s.structured()) s.seriesSideEnds = true;
    if (!s.structured()) s.introMoves = intro_->value();
    if (introSideStarts_ && s.kind == K::Help && !s.halfMove && !s.exact && s.introMoves == 1 && !s.structured())
        s.introSideStarts = true;
    return s;
}

/// Each play type is labelled with the goal ("h=", "ser-s#", "# direct": direct play has no prefix, and
/// a bare "#" beside the goal box's "#" would not say which play it is); pairs GMS does not solve are greyed.
void StipulationEditor::updateFamilies() {
    auto* model = qobject_cast<QStandardItemModel*>(family_->model());
    for (int i = 0; i < family_->count(); ++i) {
        Stipulation s;
        s.kind = K(family_->itemData(i).toInt());
        s.goal = goal();
        if (takesSquare(s.goal)) s.targetSquare = square_->currentData().toInt();
        const int direct = directGoal_->currentData().toInt();
        const std::string bracket = takesDirectGoal(s.kind) && direct >= 0 && G(direct) != s.goal
                                        ? "(" + Stipulation::goalSymbol(G(direct)) + ")"
                                        : "";
        const std::string prefix = Stipulation::playPrefix(s.kind);
        if (s.kind == K::HelpDirect) { // no classic prefix: Popeye's structured form, N in the spin box
            s.endingPlies = endingPlies_;
            s.halfMove = endingPlies_ % 2 == 1;
            const QString goalText = QString::fromStdString(s.goalSymbol());
            family_->setItemText(i, s.halfMove ? QStringLiteral("h[%1a[%2]d]h").arg(endingPlies_).arg(goalText)
                                               : QStringLiteral("hh[2da[%1]]").arg(goalText));
        } else if (s.kind == K::SeriesSelf && seriesSideEnds_) { // "9s[-1d[x]a]": the series side is forced
            family_->setItemText(i, QStringLiteral("s[-1d[%1]a]").arg(QString::fromStdString(s.goalSymbol())));
        } else if (s.kind == K::Help && introSideStarts_) { // "1h[-14hh[#]]h": the intro's side starts
            family_->setItemText(i, QStringLiteral("h[-hh[%1]]h").arg(QString::fromStdString(s.goalSymbol())));
        } else if (s.kind == K::Help && forbiddenGoal_ && *forbiddenGoal_ != s.goal) { // {!F} on one side's moves
            const QString forbidden =
                QStringLiteral("{!%1}").arg(QString::fromStdString(Stipulation::goalSymbol(*forbiddenGoal_)));
            const QString goalSide = QStringLiteral("h[%1]").arg(QString::fromStdString(s.goalSymbol()));
            family_->setItemText(i, forbiddenForGoalSide_ ? goalSide + forbidden + QStringLiteral("h")
                                                          : QStringLiteral("h") + forbidden + goalSide);
        } else if (s.kind == K::Help && startingSideGoal_) { // a goal for each side
            family_->setItemText(i, QStringLiteral("h[%1]h[%2]")
                                        .arg(QString::fromStdString(Stipulation::goalSymbol(*startingSideGoal_)),
                                             QString::fromStdString(s.goalSymbol())));
        } else {
            const QString goalShown =
                s.goal == G::NotMate ? goalLabel(s.goal) : QString::fromStdString(s.goalSymbol()); // with its square
            family_->setItemText(i, prefix.empty() ? tr("%1 direct").arg(goalShown)
                                                   : QString::fromStdString(prefix + bracket) + goalShown);
        }
        if (model)
            if (QStandardItem* item = model->item(i)) item->setEnabled(s.supported());
    }
    // A play type that does not take this goal (r= ...) falls back to the first that does.
    Stipulation current;
    current.kind = K(family_->currentData().toInt());
    current.goal = goal();
    if (takesSquare(current.goal)) current.targetSquare = square_->currentData().toInt();
    current.endingPlies = endingPlies_;
    current.halfMove = current.kind == K::HelpDirect && endingPlies_ % 2 == 1;
    if (!current.supported()) family_->setCurrentIndex(0);
}

void StipulationEditor::updateHalfMove() {
    const K kind = K(family_->currentData().toInt());
    halfMove_->setVisible(takesHalfMove(kind));
    square_->setVisible(takesSquare(goal()));
    directGoal_->setVisible(takesDirectGoal(kind));
    // The attacker's ending (3a[G]d) takes neither.
    const bool endingOptions = takesEndingOptions(kind) && !(kind == K::HelpDirect && endingPlies_ % 2 == 1);
    hiddenEnding_->setVisible(endingOptions);
    notInCheck_->setVisible(endingOptions);
    semiReflex_->setVisible(takesSemiReflex(kind));
    goalGoesOn_->setVisible(takesGoalGoesOn(kind));
    intro_->setVisible(kind != K::HelpDirect); // m-> goes before every play written as a prefix
    introLabel_->setVisible(intro_->isVisibleTo(this));
}

void StipulationEditor::emitEdited() {
    if (!updating_) emit stipulationEdited(stipulation());
}

} // namespace gms::ui

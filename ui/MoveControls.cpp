// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoveControls.h"

#include "MoveNotation.h"

#include "UiUtil.h"
#include "notation.h"

#include <QHBoxLayout>
#include <algorithm>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace gms::ui {

MoveControls::MoveControls(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    const auto makeButton = [this, layout](QStyle::StandardPixmap icon, const QString& tip) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setIconSize(QSize(22, 22));
        b->setFocusPolicy(Qt::NoFocus);
        layout->addWidget(b);
        return b;
    };
    first_ = makeButton(QStyle::SP_MediaSkipBackward, tr("Back to the edited position (Home)"));
    back_ = makeButton(QStyle::SP_MediaSeekBackward, tr("One move back (Left)"));
    forward_ = makeButton(QStyle::SP_MediaSeekForward, tr("One move forward (Right)"));
    last_ = makeButton(QStyle::SP_MediaSkipForward, tr("To the end of the line (End)"));
    label_ = new QLabel(this);
    label_->setTextFormat(Qt::RichText);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label_->setWordWrap(true); // a narrow board wraps the caption instead of cutting it
    layout->addWidget(label_, 1);
    connect(first_, &QToolButton::clicked, this, &MoveControls::goFirst);
    connect(back_, &QToolButton::clicked, this, &MoveControls::goBack);
    connect(forward_, &QToolButton::clicked, this, &MoveControls::goForward);
    connect(last_, &QToolButton::clicked, this, &MoveControls::goLast);
    setRoot(Position());
}

void MoveControls::setRoot(const Position& root) {
    root_ = root;
    line_.clear();
    positions_ = {root_};
    san_.clear();
    ply_ = 0;
    updateUi();
}

void MoveControls::clearLine() {
    const bool wasAway = ply_ != 0;
    setRoot(root_);
    if (wasAway) emit positionShown(root_, Move::none(), 0);
}

void MoveControls::setLine(const std::vector<Move>& line, int ply) {
    line_.clear();
    positions_ = {root_};
    san_.clear();
    Position pos = root_;
    for (Move m : line) {
        UndoInfo undo;
        if (m.isNone()) {
            if (pos.inCheck()) break; // cannot pass in check; the line ends here
            san_ << tr("(pass)");
            pos.makeNullMove(undo);
        } else {
            san_ << sanText(pos, m);
            pos.makeMove(m, undo);
        }
        line_.push_back(m);
        positions_.push_back(pos);
    }
    ply_ = -1; // force the signal
    goTo(ply);
}

void MoveControls::goFirst() { goTo(0); }
void MoveControls::goBack() { goTo(ply_ - 1); }
void MoveControls::goForward() { goTo(ply_ + 1); }
void MoveControls::goLast() { goTo(length()); }

void MoveControls::goTo(int ply) {
    ply = std::clamp(ply, 0, length());
    if (ply == ply_) return;
    ply_ = ply;
    updateUi();
    emit positionShown(currentPosition(), lastMove(), ply_);
}

void MoveControls::setNumbering(int firstHalf, bool battle) {
    firstHalf_ = firstHalf;
    battle_ = battle;
    updateUi();
}

QStringList MoveControls::numberedMoves() const {
    QStringList out;
    for (int i = 0; i < san_.size(); ++i) {
        const int half = i + firstHalf_;
        const int number = half / 2 + 1;
        if (line_[std::size_t(i)].isNone()) {
            // The defender passing after an attacker's move shows the threat; other passes (set play) are silent.
            out << (battle_ && half % 2 == 1 ? tr("threat:") : QString());
            continue;
        }
        const bool afterShownMove = i > 0 && !line_[std::size_t(i - 1)].isNone();
        if (half % 2 == 0)
            out << QStringLiteral("%1.%2").arg(number).arg(san_[i]);
        else if (afterShownMove)
            out << san_[i];
        else
            out << QStringLiteral("%1...%2").arg(number).arg(san_[i]);
    }
    return out;
}

QString MoveControls::lineText(int plies) const {
    const QStringList moves = numberedMoves();
    QStringList parts;
    for (int i = 0; i < moves.size() && i < plies; ++i)
        if (!moves[i].isEmpty()) parts << moves[i];
    return parts.join(QLatin1Char(' '));
}

void MoveControls::updateUi() {
    first_->setEnabled(ply_ > 0);
    back_->setEnabled(ply_ > 0);
    forward_->setEnabled(ply_ < length());
    last_->setEnabled(ply_ < length());
    if (line_.empty()) {
        label_->setText(tr("<i>Select a move in the solution tree to play it through.</i>"));
        return;
    }
    QStringList parts;
    const QStringList moves = numberedMoves();
    for (int i = 0; i < moves.size(); ++i) {
        if (moves[i].isEmpty()) continue;
        QString text = moves[i].toHtmlEscaped();
        if (i + 1 == ply_)
            text = QStringLiteral("<b><u>%1</u></b>").arg(text);
        else if (i >= ply_)
            text = QStringLiteral("<span style='color:gray'>%1</span>").arg(text);
        parts << text;
    }
    QString prefix = ply_ == 0 ? tr("Start: ") : QString();
    label_->setText(prefix + parts.join(QLatin1Char(' ')));
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeatMapControls.h"

#include "PieceArt.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>

namespace gms::ui {

namespace {
QString typeName(PieceType pt) {
    switch (pt) {
        case Pawn: return HeatMapControls::tr("pawn");
        case Knight: return HeatMapControls::tr("knight");
        case Bishop: return HeatMapControls::tr("bishop");
        case Rook: return HeatMapControls::tr("rook");
        case Queen: return HeatMapControls::tr("queen");
        case King: return HeatMapControls::tr("king");
        default: return QString();
    }
}
} // namespace

HeatMapControls::HeatMapControls(QWidget* parent) : QWidget(parent) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 0, 4, 0);
    row->setSpacing(4);
    auto* title = new QLabel(tr("Heat map:"));
    row->addWidget(title);
    role_ = new QComboBox;
    role_->addItem(tr("Attacker"), int(MoveTables::Attacker));
    role_->addItem(tr("Defender"), int(MoveTables::Defender));
    role_->setToolTip(tr("Whose move table: the attacker's (the side to move) or the defender's"));
    row->addWidget(role_);

    pieces_ = new QButtonGroup(this);
    pieces_->setExclusive(true);
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
        auto* b = new QToolButton;
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIconSize(QSize(24, 24));
        b->setText(QString(QChar(pieceLetter(pt))));
        b->setToolTip(tr("Moves of the %1 (%2)").arg(typeName(pt), QString(QChar(pieceLetter(pt)))));
        pieces_->addButton(b, int(pt));
        buttons_[std::size_t(pt)] = b;
        row->addWidget(b);
    }
    buttons_[std::size_t(Knight)]->setChecked(true);

    values_ = new QCheckBox(tr("&Values"));
    values_->setToolTip(tr("Show each square's table value in its corner"));
    row->addWidget(values_);
    message_ = new QLabel;
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setContentsMargins(8, 0, 0, 0);
    // Long explanations must not make the window wider: the label takes the room that is left
    // (the whole text is in its tooltip too).
    message_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    message_->setMinimumWidth(120);
    row->addWidget(message_, 1);
    updateIcons();
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);

    connect(role_, &QComboBox::currentIndexChanged, this, [this] {
        updateIcons();
        emit selectionChanged();
    });
    connect(pieces_, &QButtonGroup::idClicked, this, [this] { emit selectionChanged(); });
    connect(values_, &QCheckBox::toggled, this, [this] { emit selectionChanged(); });
}

MoveTables::Role HeatMapControls::role() const { return MoveTables::Role(role_->currentData().toInt()); }

void HeatMapControls::setRole(MoveTables::Role role) {
    const QSignalBlocker b(role_);
    role_->setCurrentIndex(role_->findData(int(role)));
    updateIcons();
}

PieceType HeatMapControls::pieceType() const {
    const int id = pieces_->checkedId();
    return id >= Pawn && id <= King ? PieceType(id) : Knight;
}

void HeatMapControls::setPieceType(PieceType pt) {
    if (pt < Pawn || pt > King) return;
    buttons_[std::size_t(pt)]->setChecked(true);
}

bool HeatMapControls::showValues() const { return values_->isChecked(); }

void HeatMapControls::setShowValues(bool on) {
    const QSignalBlocker b(values_);
    values_->setChecked(on);
}

void HeatMapControls::setAttackerColour(Color c) {
    if (attacker_ == c) return;
    attacker_ = c;
    updateIcons();
}

void HeatMapControls::setMessage(const QString& text) {
    message_->setText(text);
    message_->setToolTip(text);
}

QString HeatMapControls::message() const { return message_->text(); }

QToolButton* HeatMapControls::pieceButton(PieceType pt) const {
    return pt >= Pawn && pt <= King ? buttons_[std::size_t(pt)] : nullptr;
}

QString HeatMapControls::tableName(MoveTables::Role role, PieceType pt) {
    return role == MoveTables::Attacker ? tr("attacker's %1").arg(typeName(pt)) : tr("defender's %1").arg(typeName(pt));
}

void HeatMapControls::updateIcons() {
    const Color side = role() == MoveTables::Attacker ? attacker_ : Color(attacker_ ^ 1);
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
        QToolButton* b = buttons_[std::size_t(pt)];
        b->setIcon(QIcon(PieceArt::pixmap(makePiece(side, pt), 48)));
    }
}

} // namespace gms::ui

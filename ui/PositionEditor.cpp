// SPDX-License-Identifier: GPL-3.0-or-later
#include "PositionEditor.h"

#include "UiUtil.h"
#include "fen.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gms::ui {

namespace {
const CastlingRight RightsOrder[4] = {WhiteKingside, WhiteQueenside, BlackKingside, BlackQueenside};
}

PositionEditor::PositionEditor(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("To move:")), 0, 0);
    white_ = new QRadioButton(tr("&White"));
    black_ = new QRadioButton(tr("B&lack"));
    auto* sideGroup = new QButtonGroup(this);
    sideGroup->addButton(white_);
    sideGroup->addButton(black_);
    white_->setChecked(true);
    grid->addWidget(white_, 0, 1);
    grid->addWidget(black_, 0, 2);

    whoStarts_ = new QLabel;
    whoStarts_->setObjectName(QStringLiteral("whoStarts"));
    whoStarts_->setWordWrap(true);
    grid->addWidget(whoStarts_, 4, 0, 1, 3);

    grid->addWidget(new QLabel(tr("Castling:")), 1, 0);
    const char* labels[4] = {"White O-O", "White O-O-O", "Black O-O", "Black O-O-O"};
    for (int i = 0; i < 4; ++i) {
        castling_[i] = new QCheckBox(tr(labels[i]));
        grid->addWidget(castling_[i], 1 + i / 2, 1 + i % 2);
        connect(castling_[i], &QCheckBox::toggled, this, &PositionEditor::emitCastling);
    }

    grid->addWidget(new QLabel(tr("En passant:")), 3, 0);
    ep_ = new QComboBox;
    ep_->addItem(tr("none"), NoSquare);
    for (int rank : {5, 2})
        for (int file = 0; file < 8; ++file) ep_->addItem(squareText(makeSquare(file, rank)), makeSquare(file, rank));
    ep_->setToolTip(tr("The square a pawn just skipped with a double step (e.p. capture possible)"));
    grid->addWidget(ep_, 3, 1);
    layout->addLayout(grid);

    auto* buttons = new QHBoxLayout;
    clear_ = new QPushButton(tr("&Clear board"));
    initial_ = new QPushButton(tr("&Initial position"));
    buttons->addWidget(clear_);
    buttons->addWidget(initial_);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    // Legality first: the FEN error under the FEN field is the message that comes and goes.
    legality_ = new QLabel;
    legality_->setWordWrap(true);
    legality_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(legality_);

    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(new QLabel(tr("FEN:")));
    fen_ = new QLineEdit;
    fen_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    fen_->setToolTip(tr("The position as FEN. Type or paste a FEN and press Return to set it up."));
    fen_->setClearButtonEnabled(false);
    fenRow->addWidget(fen_, 1);
    layout->addLayout(fenRow);

    fenError_ = new QLabel;
    fenError_->setWordWrap(true);
    fenError_->setStyleSheet(QStringLiteral("color: #b00020;"));
    // Its room is kept while hidden (two lines), so a message coming or going moves nothing.
    QSizePolicy keep = fenError_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    fenError_->setSizePolicy(keep);
    fenError_->setMinimumHeight(2 * fenError_->fontMetrics().lineSpacing());
    fenError_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    fenError_->hide();
    layout->addWidget(fenError_);

    layout->addStretch(1);

    connect(white_, &QRadioButton::toggled, this, [this](bool on) {
        if (on) emit sideToMoveEdited(White);
    });
    connect(black_, &QRadioButton::toggled, this, [this](bool on) {
        if (on) emit sideToMoveEdited(Black);
    });
    connect(ep_, &QComboBox::activated, this,
            [this](int index) { emit epEdited(Square(ep_->itemData(index).toInt())); });
    connect(clear_, &QPushButton::clicked, this, &PositionEditor::clearRequested);
    connect(initial_, &QPushButton::clicked, this, &PositionEditor::initialRequested);
    connect(fen_, &QLineEdit::editingFinished, this, &PositionEditor::onFenEditingFinished);
    connect(fen_, &QLineEdit::textEdited, this, [this] { setFenError({}); });
}

QCheckBox* PositionEditor::castlingBox(CastlingRight right) const {
    for (int i = 0; i < 4; ++i)
        if (RightsOrder[i] == right) return castling_[i];
    return nullptr;
}

void PositionEditor::setPosition(const Position& pos) {
    {
        const QSignalBlocker b1(white_), b2(black_);
        white_->setChecked(pos.sideToMove() == White);
        black_->setChecked(pos.sideToMove() == Black);
    }
    for (int i = 0; i < 4; ++i) {
        const QSignalBlocker b(castling_[i]);
        castling_[i]->setChecked(pos.castlingRights() & RightsOrder[i]);
    }
    {
        const QSignalBlocker b(ep_);
        int index = ep_->findData(pos.epSquare());
        if (index < 0) {
            // An e.p. square the combo does not offer (only possible in an illegal position): show it anyway.
            ep_->addItem(squareText(pos.epSquare()), pos.epSquare());
            index = ep_->count() - 1;
        }
        ep_->setCurrentIndex(index);
    }
    shownFen_ = qs(toFen(pos));
    {
        const QSignalBlocker b(fen_);
        fen_->setText(shownFen_);
        fen_->setCursorPosition(0);
    }
    setFenError({});
}

void PositionEditor::setLegality(const QString& error) {
    if (error.isEmpty()) {
        legality_->setText(tr("Legal position."));
        legality_->setStyleSheet(QStringLiteral("color: #1b5e20;"));
    } else {
        legality_->setText(tr("Illegal position: %1. It cannot be solved.").arg(error));
        legality_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    }
}

void PositionEditor::setWhoStarts(const QString& text, bool unusual) {
    whoStarts_->setText(text);
    whoStarts_->setStyleSheet(unusual ? QStringLiteral("color: #8a4b00; font-weight: bold;") : QString());
}

void PositionEditor::setFenError(const QString& error) {
    fenError_->setText(error);
    fenError_->setVisible(!error.isEmpty());
}

void PositionEditor::setEditingEnabled(bool enabled) {
    white_->setEnabled(enabled);
    black_->setEnabled(enabled);
    for (QCheckBox* c : castling_) c->setEnabled(enabled);
    ep_->setEnabled(enabled);
    clear_->setEnabled(enabled);
    initial_->setEnabled(enabled);
    fen_->setReadOnly(!enabled);
    // Read-only must look read-only (greyed like a disabled field), yet stay selectable for copying.
    QPalette pal = fen_->palette();
    pal.setColor(QPalette::Base, enabled ? palette().color(QPalette::Base) : palette().color(QPalette::Window));
    pal.setColor(QPalette::Text,
                 enabled ? palette().color(QPalette::Text) : palette().color(QPalette::Disabled, QPalette::Text));
    fen_->setPalette(pal);
    fen_->setToolTip(enabled ? tr("The position as FEN: type or paste a FEN and press Return")
                             : tr("Read-only while solving or while a line is shown"));
}

void PositionEditor::emitCastling() {
    int rights = 0;
    for (int i = 0; i < 4; ++i)
        if (castling_[i]->isChecked()) rights |= RightsOrder[i];
    emit castlingEdited(rights);
}

void PositionEditor::onFenEditingFinished() {
    const QString text = fen_->text().trimmed();
    if (text == shownFen_ || fen_->isReadOnly()) return;
    emit fenEntered(text);
}

} // namespace gms::ui

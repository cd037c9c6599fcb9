// SPDX-License-Identifier: GPL-3.0-or-later
#include "StipulationEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QSpinBox>

namespace gms::ui {

StipulationEditor::StipulationEditor(QWidget* parent) : QWidget(parent) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    family_ = new QComboBox;
    using K = Stipulation::Kind;
    family_->addItem(QStringLiteral("#"), int(K::DirectMate));
    family_->setItemData(0, tr("Direct mate: the side to move mates in at most N moves against every defence"),
                         Qt::ToolTipRole);
    family_->addItem(QStringLiteral("s#"), int(K::SelfMate));
    family_->setItemData(1, tr("Selfmate: the side to move forces the other side to mate it"), Qt::ToolTipRole);
    family_->addItem(QStringLiteral("r#"), int(K::ReflexMate));
    family_->setItemData(2, tr("Reflexmate: a selfmate in which each side must mate in one when it can"),
                         Qt::ToolTipRole);
    family_->addItem(QStringLiteral("h#"), int(K::HelpMate));
    family_->setItemData(3, tr("Helpmate: the side to move starts, both cooperate, the other side mates"),
                         Qt::ToolTipRole);
    family_->addItem(QStringLiteral("ser-h#"), int(K::SeriesHelpMate));
    family_->setItemData(4, tr("Series helpmate: the side to move makes N moves in a row, then the other side "
                               "mates in one"),
                         Qt::ToolTipRole);
    family_->setToolTip(tr("Stipulation family"));
    moves_ = new QSpinBox;
    moves_->setRange(1, Stipulation::MaxMoves);
    moves_->setToolTip(tr("N: the number of moves"));
    moves_->setMinimumWidth(56);
    halfMove_ = new QCheckBox(QStringLiteral(".5"));
    halfMove_->setToolTip(tr("Helpmate in N and a half moves: the mating side starts with one extra half move"));
    row->addWidget(family_);
    row->addWidget(moves_);
    row->addWidget(halfMove_);
    row->addStretch(1);
    connect(family_, &QComboBox::currentIndexChanged, this, [this] {
        updateHalfMove();
        emitEdited();
    });
    connect(moves_, &QSpinBox::valueChanged, this, &StipulationEditor::emitEdited);
    connect(halfMove_, &QCheckBox::toggled, this, &StipulationEditor::emitEdited);
    setStipulation(Stipulation{});
}

void StipulationEditor::setStipulation(const Stipulation& stip) {
    updating_ = true;
    family_->setCurrentIndex(family_->findData(int(stip.kind)));
    moves_->setValue(stip.moves);
    halfMove_->setChecked(stip.kind == Stipulation::Kind::HelpMate && stip.halfMove);
    updateHalfMove();
    updating_ = false;
}

Stipulation StipulationEditor::stipulation() const {
    Stipulation s;
    s.kind = Stipulation::Kind(family_->currentData().toInt());
    s.moves = moves_->value();
    s.halfMove = s.kind == Stipulation::Kind::HelpMate && halfMove_->isChecked();
    return s;
}

void StipulationEditor::updateHalfMove() {
    halfMove_->setVisible(Stipulation::Kind(family_->currentData().toInt()) == Stipulation::Kind::HelpMate);
}

void StipulationEditor::emitEdited() {
    if (!updating_) emit stipulationEdited(stipulation());
}

} // namespace gms::ui

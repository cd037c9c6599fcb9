// SPDX-License-Identifier: GPL-3.0-or-later
#include "MetadataForm.h"

#include "UiUtil.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace gms::ui {

MetadataForm::MetadataForm(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout(this);
    form->setContentsMargins(4, 4, 4, 4);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    title_ = new QLineEdit(this);
    author_ = new QLineEdit(this);
    source_ = new QLineEdit(this);
    source_->setToolTip(tr("Where the problem was published (Popeye's \"origin\")"));
    year_ = new QLineEdit(this);
    year_->setMaximumWidth(80);
    remarks_ = new QPlainTextEdit(this);
    remarks_->setTabChangesFocus(true);
    remarks_->setMaximumHeight(60);
    intended_ = new QLineEdit(this);
    intended_->setPlaceholderText(tr("e.g. 1.Qg1!"));
    form->addRow(tr("&Title:"), title_);
    form->addRow(tr("&Author:"), author_);
    form->addRow(tr("&Source:"), source_);
    form->addRow(tr("&Year:"), year_);
    form->addRow(tr("&Remarks:"), remarks_);
    form->addRow(tr("&Intended:"), intended_);
    for (QLineEdit* e : {title_, author_, source_, year_, intended_})
        connect(e, &QLineEdit::textEdited, this, &MetadataForm::emitEdited);
    connect(remarks_, &QPlainTextEdit::textChanged, this, &MetadataForm::emitEdited);
}

void MetadataForm::setMetadata(const ProblemMetadata& meta) {
    if (meta == metadata()) return;
    updating_ = true;
    title_->setText(qs(meta.title));
    author_->setText(qs(meta.author));
    source_->setText(qs(meta.source));
    year_->setText(qs(meta.year));
    remarks_->setPlainText(qs(meta.remarks));
    intended_->setText(qs(meta.intendedSolution));
    updating_ = false;
}

ProblemMetadata MetadataForm::metadata() const {
    ProblemMetadata m;
    m.title = ss(title_->text());
    m.author = ss(author_->text());
    m.source = ss(source_->text());
    m.year = ss(year_->text());
    m.remarks = ss(remarks_->toPlainText());
    m.intendedSolution = ss(intended_->text());
    return m;
}

void MetadataForm::emitEdited() {
    if (!updating_) emit metadataEdited(metadata());
}

} // namespace gms::ui

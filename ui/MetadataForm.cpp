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

namespace {
/// Popeye keeps one Author (Origin, Title) line per person: a one-line field shows them "A; B".
QString oneLine(const std::string& lines) {
    return qs(lines).split(QLatin1Char('\n'), Qt::SkipEmptyParts).join(QStringLiteral("; "));
}
/// ... and reads "A; B" back as two lines.
std::string linesOf(const QString& text) {
    QStringList parts = text.split(QLatin1Char(';'));
    for (QString& p : parts) p = p.trimmed();
    parts.removeAll(QString());
    return ss(parts.join(QLatin1Char('\n')));
}
} // namespace

void MetadataForm::setMetadata(const ProblemMetadata& meta) {
    if (meta == metadata()) return;
    updating_ = true;
    title_->setText(oneLine(meta.title));
    author_->setText(oneLine(meta.author));
    source_->setText(oneLine(meta.source));
    year_->setText(qs(meta.year));
    remarks_->setPlainText(qs(meta.remarks));
    intended_->setText(qs(meta.intendedSolution));
    updating_ = false;
}

ProblemMetadata MetadataForm::metadata() const {
    ProblemMetadata m;
    m.title = linesOf(title_->text());
    m.author = linesOf(author_->text());
    m.source = linesOf(source_->text());
    m.year = ss(year_->text());
    m.remarks = ss(remarks_->toPlainText());
    m.intendedSolution = ss(intended_->text());
    return m;
}

void MetadataForm::emitEdited() {
    if (!updating_) emit metadataEdited(metadata());
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextSolutionPane.h"

#include "UiUtil.h"
#include "solution_text.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gms::ui {

TextSolutionPane::TextSolutionPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    text_ = new QPlainTextEdit(this);
    text_->setReadOnly(true);
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text_->setPlaceholderText(tr("The solution appears here as text (Popeye style)."));
    layout->addWidget(text_);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    copy_ = new QPushButton(tr("Copy text"), this);
    copy_->setToolTip(tr("Copy the whole solution text to the clipboard"));
    row->addWidget(copy_);
    layout->addLayout(row);
    connect(copy_, &QPushButton::clicked, this, &TextSolutionPane::copyAll);
}

void TextSolutionPane::setSolution(const Position& root, const Solution& solution) {
    TextOptions options;
    text_->setPlainText(qs(formatSolutionText(root, solution, options)));
}

void TextSolutionPane::clear() { text_->clear(); }

QString TextSolutionPane::text() const { return text_->toPlainText(); }

void TextSolutionPane::copyAll() { QApplication::clipboard()->setText(text_->toPlainText()); }

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "CollectionNavigator.h"

#include "UiUtil.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QBrush>
#include <QColor>
#include <QListWidget>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace gms::ui {

CollectionNavigator::CollectionNavigator(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QHBoxLayout;
    prev_ = new QToolButton(this);
    prev_->setArrowType(Qt::LeftArrow);
    prev_->setToolTip(tr("Previous problem (Page Up)"));
    next_ = new QToolButton(this);
    next_->setArrowType(Qt::RightArrow);
    next_->setToolTip(tr("Next problem (Page Down)"));
    label_ = new QLabel(this);
    label_->setAlignment(Qt::AlignCenter);
    row->addWidget(prev_);
    row->addWidget(label_, 1);
    row->addWidget(next_);
    layout->addLayout(row);
    list_ = new QListWidget(this);
    list_->setAlternatingRowColors(true);
    list_->setUniformItemSizes(true);
    layout->addWidget(list_, 1);
    connect(prev_, &QToolButton::clicked, this, &CollectionNavigator::goPrevious);
    connect(next_, &QToolButton::clicked, this, &CollectionNavigator::goNext);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || row == current_) return;
        emit problemChosen(row);
    });
    updateLabel();
}

int CollectionNavigator::count() const { return list_->count(); }

QString CollectionNavigator::summary(const Problem& p) {
    QString text = qs(p.stipulation.toString());
    const QString title = qs(p.meta.title).simplified();
    const QString author = qs(p.meta.author).simplified();
    if (!title.isEmpty()) text += QStringLiteral("  ") + title;
    if (!author.isEmpty()) text += QStringLiteral(" — ") + author;
    if (title.isEmpty() && author.isEmpty()) {
        // No metadata: show the board part of the FEN so problems can be told apart.
        text += QStringLiteral("  ") + qs(p.fen).section(QLatin1Char(' '), 0, 0);
    }
    return text;
}

void CollectionNavigator::setProblems(const std::vector<Problem>& problems, const std::vector<int>& fileNumbers,
                                      int current) {
    fileNumbers_ = fileNumbers;
    problems_ = problems;
    verdicts_.assign(problems.size(), QString());
    {
        const QSignalBlocker block(list_);
        list_->clear();
        for (std::size_t i = 0; i < problems.size(); ++i) list_->addItem(rowText(int(i), problems[i]));
        current_ = current;
        list_->setCurrentRow(current);
    }
    updateLabel();
}

QString CollectionNavigator::rowText(int index, const Problem& problem) const {
    const int number = index < int(fileNumbers_.size()) ? fileNumbers_[std::size_t(index)] : index + 1;
    // The verdict goes first: long titles are cut at the right edge of the list.
    const QString v = verdict(index);
    if (v.isEmpty()) return QStringLiteral("%1. %2").arg(number).arg(summary(problem));
    return QStringLiteral("%1. [%2] %3").arg(number).arg(v, summary(problem));
}

void CollectionNavigator::refreshRow(int index) {
    if (QListWidgetItem* item = list_->item(index)) {
        item->setText(rowText(index, problems_[std::size_t(index)]));
        item->setToolTip(item->text());
    }
}

void CollectionNavigator::updateProblem(int index, const Problem& problem) {
    if (!list_->item(index) || index >= int(problems_.size())) return;
    problems_[std::size_t(index)] = problem;
    refreshRow(index);
    if (index == current_) updateLabel();
}

void CollectionNavigator::setVerdict(int index, const QString& verdict, bool bad) {
    if (index < 0 || index >= int(verdicts_.size())) return;
    verdicts_[std::size_t(index)] = verdict;
    refreshRow(index);
    if (QListWidgetItem* item = list_->item(index))
        item->setForeground(bad && !verdict.isEmpty() ? QBrush(QColor(176, 0, 32)) : QBrush());
}

QString CollectionNavigator::verdict(int index) const {
    return index >= 0 && index < int(verdicts_.size()) ? verdicts_[std::size_t(index)] : QString();
}

void CollectionNavigator::clearVerdicts() {
    for (int i = 0; i < int(verdicts_.size()); ++i) setVerdict(i, {}, false);
}

void CollectionNavigator::setCurrent(int index) {
    current_ = index;
    {
        const QSignalBlocker block(list_);
        list_->setCurrentRow(index);
    }
    if (QListWidgetItem* item = list_->item(index)) list_->scrollToItem(item);
    updateLabel();
}

void CollectionNavigator::goPrevious() {
    if (current_ > 0) emit problemChosen(current_ - 1);
}

void CollectionNavigator::goNext() {
    if (current_ + 1 < count()) emit problemChosen(current_ + 1);
}

void CollectionNavigator::updateLabel() {
    const int n = count();
    label_->setText(n == 0 ? tr("No problems") : tr("Problem %1 of %2").arg(current_ + 1).arg(n));
    prev_->setEnabled(current_ > 0);
    next_->setEnabled(current_ + 1 < n);
}

} // namespace gms::ui

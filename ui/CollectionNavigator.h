// SPDX-License-Identifier: GPL-3.0-or-later
/// @file CollectionNavigator.h  Walks the problems of an opened collection: "problem k of n", title, author, stipulation.
#pragma once

#include "problem.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QToolButton;

namespace gms::ui {

/// A list of the collection's problems (number, stipulation, title, author)
/// with previous/next buttons and a "Problem k of n" line.
class CollectionNavigator : public QWidget {
    Q_OBJECT
public:
    explicit CollectionNavigator(QWidget* parent = nullptr);

    /// Replaces the list; `fileNumbers[i]` is problem i's number in the file (counting unreadable ones).
    void setProblems(const std::vector<Problem>& problems, const std::vector<int>& fileNumbers, int current);
    /// Refreshes one row after its metadata or stipulation changed.
    void updateProblem(int index, const Problem& problem);
    void setCurrent(int index);
    int current() const { return current_; }
    int count() const;
    QListWidget* list() const { return list_; }
    QLabel* positionLabel() const { return label_; }
    QToolButton* previousButton() const { return prev_; }
    QToolButton* nextButton() const { return next_; }
    /// Shows the verdict of a whole-collection solve in problem `index`'s row, after its number
    /// ("sound", "cooked", "short", "no solution"); `bad` marks it red; empty removes it.
    void setVerdict(int index, const QString& verdict, bool bad);
    QString verdict(int index) const;
    void clearVerdicts();
    /// "#2  Title — Author" as the list shows it.
    static QString summary(const Problem& problem);

public slots:
    void goPrevious();
    void goNext();

signals:
    /// The user chose another problem.
    void problemChosen(int index);

private:
    void updateLabel();
    QString rowText(int index, const Problem& problem) const;
    void refreshRow(int index);
    std::vector<Problem> problems_;
    std::vector<QString> verdicts_;
    QLabel* label_;
    QToolButton* prev_;
    QToolButton* next_;
    QListWidget* list_;
    std::vector<int> fileNumbers_;
    int current_ = 0;
};

} // namespace gms::ui

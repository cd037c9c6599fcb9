// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolutionsPane.h  Every key (cooks and short solutions marked) and every try with its refutations.
#pragma once

#include "position.h"
#include "solution.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace gms::ui {

/// The verdict (sound, cooked, short, no solution, stopped) and a row per key
/// and per try. Activating a row selects that entry in the solution tree.
class SolutionsPane : public QWidget {
    Q_OBJECT
public:
    enum Column { MoveColumn, KindColumn, MateColumn, RefutationColumn, ColumnCount };

    explicit SolutionsPane(QWidget* parent = nullptr);
    void setSolution(const Position& root, const Solution& solution);
    /// Shows a message instead of a result (e.g. "Solving…", an illegal position).
    void setMessage(const QString& message);
    void clear();
    QTreeWidget* list() const { return list_; }
    QLabel* verdictLabel() const { return verdict_; }

    /// One-line verdict of a solution ("Sound: one key, 1.Qg1", "Cooked: 2 keys", ...).
    static QString verdict(const Position& root, const Solution& solution);

signals:
    /// Row r of the list was chosen (keys first, then tries), matching the tree's top level.
    void entryActivated(int row);

private:
    QLabel* verdict_;
    QTreeWidget* list_;
};

} // namespace gms::ui

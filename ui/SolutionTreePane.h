// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolutionTreePane.h  The solution tree in a QTreeView; selecting a move plays its line on the board.
#pragma once

#include "position.h"
#include "solution.h"

#include <QWidget>

#include <vector>

class QTreeView;

namespace gms::ui {

class SolutionTreeModel;

/// Shows a SolutionTreeModel. Selecting a node emits the line to it and its
/// continuation down to the mate, which the move controls then walk.
class SolutionTreePane : public QWidget {
    Q_OBJECT
public:
    explicit SolutionTreePane(QWidget* parent = nullptr);
    void setSolution(const Position& root, const Solution& solution);
    void clear();
    QTreeView* view() const { return view_; }
    SolutionTreeModel* model() const { return model_; }
    /// Selects the n-th top-level entry (keys first, then tries).
    void selectTopLevel(int row);

signals:
    /// `line` leads to the selected node; `continuation` extends it to a mate.
    void lineSelected(const std::vector<gms::Move>& line, const std::vector<gms::Move>& continuation);

private:
    QTreeView* view_;
    SolutionTreeModel* model_;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionTreePane.h"

#include "SolutionTreeModel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace gms::ui {

SolutionTreePane::SolutionTreePane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    model_ = new SolutionTreeModel(this);
    view_ = new QTreeView(this);
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Both columns as wide as their text (a note is never cut: the view scrolls sideways).
    view_->header()->setSectionResizeMode(SolutionTreeModel::MoveColumn, QHeaderView::ResizeToContents);
    view_->header()->setSectionResizeMode(SolutionTreeModel::NoteColumn, QHeaderView::ResizeToContents);
    view_->header()->setStretchLastSection(false);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view_->setUniformRowHeights(false);
    layout->addWidget(view_);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        if (!current.isValid()) return;
        emit lineSelected(model_->lineOf(current), model_->continuationOf(current));
    });
}

void SolutionTreePane::setSolution(const Position& root, const Solution& solution) {
    model_->setSolution(root, solution);
    // Expand everything for normal trees; very large trees open one level deep.
    if (model_->nodeCount() <= 3000)
        view_->expandAll();
    else
        view_->expandToDepth(0);
    view_->resizeColumnToContents(SolutionTreeModel::MoveColumn);
    view_->resizeColumnToContents(SolutionTreeModel::NoteColumn);
}

void SolutionTreePane::clear() { model_->clear(); }

void SolutionTreePane::selectTopLevel(int row) {
    const QModelIndex idx = model_->index(row + model_->setPlayRows(), 0);
    if (!idx.isValid()) return;
    view_->setCurrentIndex(idx);
    view_->scrollTo(idx);
}

} // namespace gms::ui

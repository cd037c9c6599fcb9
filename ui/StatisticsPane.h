// SPDX-License-Identifier: GPL-3.0-or-later
/// @file StatisticsPane.h  The G.M.S. statistics table: PLY / GEN / EVL / S / T per iteration plus a total.
#pragma once

#include "solution.h"

#include <QWidget>

class QTableWidget;

namespace gms::ui {

/// A row per finished iteration of iterative deepening as it arrives, and a
/// total row when the solve ends. S = GEN per second, T = seconds.
class StatisticsPane : public QWidget {
    Q_OBJECT
public:
    enum Column { Ply, Gen, Evl, Speed, Time, ColumnCount };

    explicit StatisticsPane(QWidget* parent = nullptr);
    void clear();
    void addIteration(const IterationStats& stats);
    /// Replaces the rows by the solution's iterations and appends the total row.
    void showSolution(const Solution& solution);
    QTableWidget* table() const { return table_; }
    /// Rows that are iterations (not the total).
    int iterationRows() const { return iterationRows_; }

    /// "1,234,567" style, as in the table.
    static QString formatCount(std::uint64_t n);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Columns share the width when the numbers fit, else each takes what it needs (and the table scrolls).
    void fitColumns();
    void appendRow(const QString& ply, const IterationStats& stats, bool bold);
    QTableWidget* table_;
    int iterationRows_ = 0;
};

} // namespace gms::ui

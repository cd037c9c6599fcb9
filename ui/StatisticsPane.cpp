// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatisticsPane.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gms::ui {

StatisticsPane::StatisticsPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setHorizontalHeaderLabels({tr("PLY"), tr("GEN"), tr("EVL"), tr("S"), tr("T")});
    table_->horizontalHeaderItem(Ply)->setToolTip(tr("Search depth in plies (2n-1 for mate in n)"));
    table_->horizontalHeaderItem(Gen)->setToolTip(tr("Positions generated (moves made)"));
    table_->horizontalHeaderItem(Evl)->setToolTip(tr("Positions evaluated at the horizon"));
    table_->horizontalHeaderItem(Speed)->setToolTip(tr("Speed: positions generated per second"));
    table_->horizontalHeaderItem(Time)->setToolTip(tr("Time in seconds"));
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    layout->addWidget(table_);
}

QString StatisticsPane::formatCount(std::uint64_t n) {
    QString digits = QString::number(n);
    for (int i = digits.size() - 3; i > 0; i -= 3) digits.insert(i, QLatin1Char(','));
    return digits;
}

void StatisticsPane::fitColumns() {
    QHeaderView* header = table_->horizontalHeader();
    int widest[ColumnCount];
    int needed = 0;
    for (int c = 0; c < ColumnCount; ++c) {
        widest[c] = header->sectionSizeHint(c);
        for (int r = 0; r < table_->rowCount(); ++r) {
            if (const QTableWidgetItem* item = table_->item(r, c))
                widest[c] = qMax(widest[c], QFontMetrics(item->font()).horizontalAdvance(item->text()) + 16);
        }
        needed += widest[c];
    }
    // Every column gets what its numbers need; spare width is shared out evenly.
    const int spare = qMax(0, table_->viewport()->width() - needed);
    for (int c = 0; c < ColumnCount; ++c)
        header->resizeSection(c, widest[c] + spare / ColumnCount + (c == ColumnCount - 1 ? spare % ColumnCount : 0));
}

void StatisticsPane::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
}

void StatisticsPane::clear() {
    table_->setRowCount(0);
    iterationRows_ = 0;
}

void StatisticsPane::appendRow(const QString& ply, const IterationStats& s, bool bold) {
    const int row = table_->rowCount();
    table_->insertRow(row);
    const QString cells[ColumnCount] = {ply, formatCount(s.gen), formatCount(s.evl),
                                        formatCount(std::uint64_t(s.genPerSecond() + 0.5)),
                                        QString::number(s.seconds, 'f', 3)};
    for (int c = 0; c < ColumnCount; ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (bold) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
        table_->setItem(row, c, item);
    }
    table_->scrollToBottom();
    fitColumns();
}

void StatisticsPane::addIteration(const IterationStats& stats) {
    appendRow(QString::number(stats.ply), stats, false);
    ++iterationRows_;
}

void StatisticsPane::showSolution(const Solution& solution) {
    clear();
    for (const IterationStats& s : solution.iterations) addIteration(s);
    // Threats, variations and tries cost moves too: their row makes the total add up.
    if (solution.treePhase.gen) appendRow(tr("Tree"), solution.treePhase, false);
    appendRow(tr("Total"), solution.total, true);
}

} // namespace gms::ui

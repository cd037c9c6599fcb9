// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's geometry: the first window fits the screen, the docks get sensible shares, the board keeps its room.
#include "MainWindow.h"

#include "BoardView.h"
#include "MoveControls.h"
#include "Settings.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

namespace gms::ui {

QRect MainWindow::availableScreenArea() const {
    const QScreen* s = screen() ? screen() : QGuiApplication::primaryScreen();
    return s ? s->availableGeometry() : QRect(0, 0, 1400, 900);
}

QSize MainWindow::fittingSize(QSize wanted) const {
    // The frame (title bar, borders) comes on top of the client size: leave room for it.
    const QRect area = availableScreenArea();
    const QSize frame = frameGeometry().size() - geometry().size();
    const int margin = 40;
    return wanted.boundedTo(
        QSize(area.width() - qMax(frame.width(), 0) - 8, area.height() - qMax(frame.height(), margin)));
}

void MainWindow::fitOnScreen() {
    if (isMaximized() || isFullScreen()) return;
    const QRect area = availableScreenArea();
    const QSize size = fittingSize(this->size());
    if (size != this->size()) resize(size);
    QRect frame = frameGeometry();
    if (!area.contains(frame)) {
        frame.moveLeft(qBound(area.left(), frame.left(), qMax(area.left(), area.right() - frame.width() + 1)));
        frame.moveTop(qBound(area.top(), frame.top(), qMax(area.top(), area.bottom() - frame.height() + 1)));
        move(frame.topLeft());
    }
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    fitOnScreen(); // the first window opens within the available screen (Stop and the status bar visible)
    if (layoutRestored_) {
        QTimer::singleShot(0, this, &MainWindow::keepBoardRoom);
        return;
    }
    layoutRestored_ = true;
    applyDefaultDockSizes();
}

void MainWindow::applyDefaultDockSizes() {
    // First run: give the board the room and the panes sensible shares.
    const auto d = [this](const char* name) { return findChild<QDockWidget*>(QLatin1String(name)); };
    const int left = qBound(250, width() * 24 / 100, 340);
    const int right = qBound(300, width() * 30 / 100, 420);
    resizeDocks({d("dockPalette")}, {left}, Qt::Horizontal);
    resizeDocks({d("dockSolver")}, {right}, Qt::Horizontal);
    resizeDocks({d("dockStatistics")}, {qBound(150, height() * 21 / 100, 190)}, Qt::Vertical);
    resizeDocks({d("dockPalette"), d("dockPosition"), d("dockProblem")}, {110, 300, 350}, Qt::Vertical);
    resizeDocks({d("dockSolver"), d("dockSolutions"), d("dockTree")}, {200, 170, 430}, Qt::Vertical);
    QTimer::singleShot(0, this, &MainWindow::keepBoardRoom);
}

// ---- issue 10: layout, drops, palette tool, notation -------------------------------------

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    QTimer::singleShot(0, this, &MainWindow::keepBoardRoom);
}

void MainWindow::keepBoardRoom() {
    // The board's share: as tall as the central area allows, but at most 45% of the width.
    QWidget* central = centralWidget();
    // In a low window the statistics (under the board) give up height first.
    auto* stats = findChild<QDockWidget*>(QStringLiteral("dockStatistics"));
    if (stats && stats->isVisible() && !stats->isFloating() && dockWidgetArea(stats) == Qt::BottomDockWidgetArea &&
        height() < 860 && stats->height() > 140)
        resizeDocks({stats}, {140}, Qt::Vertical);
    const int boardTarget = qMin(central->height() - moveControls_->height() - 12, width() * 45 / 100);
    if (view_->width() >= boardTarget - 8) return;
    QList<QDockWidget*> left, right;
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        if (!d->isVisible() || d->isFloating()) continue;
        const Qt::DockWidgetArea area = dockWidgetArea(d);
        if (area == Qt::LeftDockWidgetArea && left.isEmpty()) left << d;
        if (area == Qt::RightDockWidgetArea && right.isEmpty()) right << d;
    }
    const int docks = width() - boardTarget - 16;
    if (docks <= 0) return;
    // Share the rest 42:58, but never below what a column needs: what one side cannot
    // give up comes from the other.
    const auto minWidth = [](QDockWidget* d) { return qMax(d->minimumSizeHint().width(), d->minimumWidth()); };
    QList<QDockWidget*> which;
    QList<int> sizes;
    if (!left.isEmpty() && !right.isEmpty()) {
        int l = qMax(minWidth(left.front()), docks * 42 / 100);
        const int r = qMax(minWidth(right.front()), docks - l);
        l = qMax(minWidth(left.front()), docks - r);
        which << left.front() << right.front();
        sizes << l << r;
    } else if (!left.isEmpty()) {
        which << left.front();
        sizes << docks;
    } else if (!right.isEmpty()) {
        which << right.front();
        sizes << docks;
    }
    if (!which.isEmpty()) resizeDocks(which, sizes, Qt::Horizontal);
}

void MainWindow::resetLayout() {
    for (QDockWidget* d : findChildren<QDockWidget*>()) d->setFloating(false);
    restoreState(defaultState_);
    heatBar_->setVisible(action(QStringLiteral("actionHeatMap"))->isChecked());
    applyDefaultDockSizes();
    statusBar()->showMessage(tr("Layout reset."), 3000);
}

} // namespace gms::ui

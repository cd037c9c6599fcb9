// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionsPane.h"

#include "UiUtil.h"
#include "notation.h"
#include "search_context.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gms::ui {

SolutionsPane::SolutionsPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    verdict_ = new QLabel(this);
    verdict_->setWordWrap(true);
    verdict_->setMargin(4);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(verdict_);
    list_ = new QTreeWidget(this);
    list_->setColumnCount(ColumnCount);
    list_->setHeaderLabels({tr("Move"), tr("Kind"), tr("Mate in"), tr("Refuted by")});
    list_->setRootIsDecorated(false);
    list_->setAlternatingRowColors(true);
    list_->setUniformRowHeights(true);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(true);
    layout->addWidget(list_);
    connect(list_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item) emit entryActivated(list_->indexOfTopLevelItem(item));
    });
}

void SolutionsPane::clear() {
    list_->clear();
    verdict_->clear();
}

void SolutionsPane::setMessage(const QString& message) {
    list_->clear();
    verdict_->setText(message);
}

QString SolutionsPane::verdict(const Position& root, const Solution& s) {
    // A cancelled solve says "stopped" in error; anything else there is a real failure.
    const bool stopped = !s.complete && (s.error.empty() || isStoppedError(s.error));
    if (!s.error.empty() && !stopped) return tr("Not solved: %1").arg(qs(s.error));
    const QString prefix = s.complete ? QString() : tr("Stopped before the end; found so far: ");
    if (!s.hasSolution())
        return s.complete ? tr("No solution: no mate in %1.").arg(s.moves) : tr("Stopped: no key found yet.");
    QStringList keys;
    for (const AttackNode& k : s.keys) keys << QStringLiteral("1.%1").arg(qs(toSan(root, k.move)));
    QString text;
    if (s.sound())
        text = tr("Sound: one key, %1").arg(keys.join(QString()));
    else if (s.cooked())
        text = tr("Cooked: %1 keys (%2)").arg(s.keys.size()).arg(keys.join(QStringLiteral(", ")));
    else
        text = tr("One key, %1").arg(keys.join(QString()));
    if (s.hasShortSolution()) text += tr("; short solution: mate in %1").arg(s.shortest);
    if (s.tries.size() == 1)
        text += tr("; 1 try");
    else if (!s.tries.empty())
        text += tr("; %1 tries").arg(s.tries.size());
    return prefix + text + QLatin1Char('.');
}

void SolutionsPane::setSolution(const Position& root, const Solution& s) {
    list_->clear();
    verdict_->setText(verdict(root, s));
    const bool cooked = s.cooked();
    for (const AttackNode& k : s.keys) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(MoveColumn, QStringLiteral("1.%1!").arg(qs(toSan(root, k.move))));
        QString kind = cooked ? tr("key (cook)") : tr("key");
        if (k.mateIn > 0 && k.mateIn < s.moves) kind += tr(", short solution");
        item->setText(KindColumn, kind);
        item->setText(MateColumn, k.mateIn > 0 ? QStringLiteral("#%1").arg(k.mateIn) : QString());
        QFont f = item->font(MoveColumn);
        f.setBold(true);
        item->setFont(MoveColumn, f);
        if (cooked || (k.mateIn > 0 && k.mateIn < s.moves)) item->setForeground(KindColumn, QColor(176, 0, 32));
    }
    for (const AttackNode& t : s.tries) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(MoveColumn, QStringLiteral("1.%1?").arg(qs(toSan(root, t.move))));
        item->setText(KindColumn, tr("try"));
        Position pos = root;
        UndoInfo undo;
        pos.makeMove(t.move, undo);
        QStringList refutations;
        for (const DefenceNode& r : t.refutations) refutations << QStringLiteral("1...%1!").arg(qs(toSan(pos, r.move)));
        item->setText(RefutationColumn, refutations.join(QStringLiteral(", ")));
        item->setForeground(KindColumn, QColor(40, 80, 160));
    }
}

} // namespace gms::ui

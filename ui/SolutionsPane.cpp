// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionsPane.h"

#include "solution_walk.h"

#include "MoveNotation.h"
#include "Settings.h"
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
    intended_ = new QLabel(this);
    intended_->setWordWrap(true);
    intended_->setMargin(4);
    intended_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    intended_->hide();
    layout->addWidget(intended_);
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

void SolutionsPane::setIntendedComparison(const QString& message, bool mismatch) {
    intended_->setText(message);
    intended_->setStyleSheet(mismatch ? QStringLiteral("color: #b00020; font-weight: bold;") : QString());
    intended_->setVisible(!message.isEmpty());
}

void SolutionsPane::clear() {
    helpLines_.clear();
    setIntendedComparison({}, false);
    list_->clear();
    verdict_->clear();
}

void SolutionsPane::setMessage(const QString& message) {
    helpLines_.clear();
    setIntendedComparison({}, false);
    list_->clear();
    verdict_->setText(message);
}

QString SolutionsPane::verdict(const Position& root, const Solution& s) {
    // A cancelled solve says "stopped" in error; anything else there is a real failure.
    const bool stopped = !s.complete && (s.error.empty() || isStoppedError(s.error));
    if (!s.error.empty() && !stopped) return tr("Not solved: %1").arg(qs(s.error));
    const QString prefix = s.complete ? QString() : tr("Stopped before the end; found so far: ");
    if (s.stipulation.isHelp()) {
        const QString stip = qs(s.stipulation.toString());
        if (s.lines.empty())
            return s.complete ? tr("No solution: no %1.").arg(stip) : tr("Stopped: no solution found yet.");
        int shortLines = 0;
        for (const HelpLine& l : s.lines) shortLines += l.isShort ? 1 : 0;
        QString text = s.lines.size() == 1 ? tr("One solution (%1)").arg(stip)
                                           : tr("%1 solutions (%2)").arg(s.lines.size()).arg(stip);
        if (shortLines > 0) text += tr("; %1 shorter than the stipulation").arg(shortLines);
        if (s.hasSetPlay) text += tr("; set play: %1").arg(countText(qsizetype(s.setLines.size()), tr("line"), tr("lines")));
        return prefix + text + QLatin1Char('.');
    }
    if (!s.hasSolution())
        return s.complete ? tr("No solution: no %1.").arg(qs(s.stipulation.toString()))
                          : tr("Stopped: no key found yet.");
    QStringList keys;
    for (const AttackNode& k : s.keys) keys << QStringLiteral("1.%1").arg(sanText(root, k.move));
    QString text;
    if (s.sound())
        text = tr("Sound: one key, %1").arg(keys.join(QString()));
    else if (s.cooked())
        text = tr("Cooked: %1 keys (%2)").arg(s.keys.size()).arg(keys.join(QStringLiteral(", ")));
    else
        text = tr("One key, %1").arg(keys.join(QString()));
    if (s.hasShortSolution()) text += tr("; short solution: mate in %1").arg(s.shortest);
    if (s.hasSetPlay) text += tr("; set play: %1").arg(countText(qsizetype(s.setPlay.size()), tr("defence"), tr("defences")));
    if (s.tries.size() == 1)
        text += tr("; 1 try");
    else if (!s.tries.empty())
        text += tr("; %1 tries").arg(s.tries.size());
    return prefix + text + QLatin1Char('.');
}

QString SolutionsPane::shortVerdict(const Solution& s) {
    const bool stopped = !s.complete && (s.error.empty() || isStoppedError(s.error));
    if (stopped) return tr("stopped");
    if (!s.error.empty()) return tr("error");
    if (s.stipulation.isHelp()) {
        if (s.lines.empty()) return tr("no solution");
        return s.lines.size() == 1 ? tr("sound") : tr("%1 solutions").arg(s.lines.size());
    }
    if (!s.hasSolution()) return tr("no solution");
    if (s.cooked()) return tr("cooked");
    if (s.hasShortSolution()) return tr("short");
    return tr("sound");
}

std::vector<Move> SolutionsPane::helpLineOf(int row) const {
    if (row < 0 || row >= int(helpLines_.size())) return {};
    return helpLines_[std::size_t(row)];
}

void SolutionsPane::setSolution(const Position& root, const Solution& s) {
    list_->clear();
    helpLines_.clear();
    verdict_->setText(verdict(root, s));
    if (s.stipulation.isHelp()) {
        const QChar knight = Settings::knightLetter();
        Position setRoot = root;
        UndoInfo nullUndo;
        const bool canPass = !root.inCheck();
        if (canPass) setRoot.makeNullMove(nullUndo);
        const auto addLine = [&](const HelpLine& line, const QString& kind, bool setPlay) {
            auto* item = new QTreeWidgetItem(list_);
            item->setText(MoveColumn, setPlay ? helpLineText(setRoot, setPlayNumbering(s.stipulation), line.moves, knight)
                                              : helpLineText(root, s.stipulation, line.moves, knight));
            item->setText(KindColumn, kind);
            item->setToolTip(MoveColumn, item->text(MoveColumn));
            // Series play has passes between the series moves; set lines have none (ser-h#: the mate alone).
            std::vector<Move> moves = setPlay ? line.moves : playableHelpLine(s.stipulation, line.moves);
            if (setPlay) moves.insert(moves.begin(), Move::none()); // played from the diagram after a pass
            helpLines_.push_back(std::move(moves));
            if (line.isShort) item->setForeground(KindColumn, QColor(176, 0, 32));
        };
        if (s.hasSetPlay && canPass)
            for (const HelpLine& l : s.setLines) addLine(l, tr("set play"), true);
        for (const HelpLine& l : s.lines) addLine(l, l.isShort ? tr("short solution") : tr("solution"), false);
        return;
    }
    // Battle play: keys and tries with their refutations, through the one solution walk.
    class KeyLister : public SolutionVisitor {
    public:
        KeyLister(QTreeWidget* list, const Solution& s) : list_(list), s_(s) {}
        bool enter(const WalkStep& step) override {
            if (step.role == WalkRole::Key) {
                addKey(step);
                return false;
            }
            if (step.role == WalkRole::Try) {
                try_ = new QTreeWidgetItem(list_);
                try_->setText(MoveColumn, QStringLiteral("1.%1?").arg(sanText(step.before, step.move)));
                try_->setText(KindColumn, tr("try"));
                try_->setForeground(KindColumn, QColor(40, 80, 160));
                return true; // for its refutations
            }
            if (step.role == WalkRole::Refutation && try_) {
                QString text = try_->text(RefutationColumn);
                if (!text.isEmpty()) text += QStringLiteral(", ");
                try_->setText(RefutationColumn, text + QStringLiteral("1...%1!").arg(sanText(step.before, step.move)));
            }
            return false; // threats, defences and set play belong to the tree pane
        }

    private:
        void addKey(const WalkStep& step) {
            const AttackNode& k = *step.attack;
            const bool cooked = s_.cooked();
            auto* item = new QTreeWidgetItem(list_);
            item->setText(MoveColumn, QStringLiteral("1.%1!").arg(sanText(step.before, k.move)));
            QString kind = cooked ? tr("key (cook)") : tr("key");
            if (k.mateIn > 0 && k.mateIn < s_.moves) kind += tr(", short solution");
            item->setText(KindColumn, kind);
            item->setText(MateColumn, k.mateIn > 0 ? QStringLiteral("#%1").arg(k.mateIn) : QString());
            QFont f = item->font(MoveColumn);
            f.setBold(true);
            item->setFont(MoveColumn, f);
            if (cooked || (k.mateIn > 0 && k.mateIn < s_.moves)) item->setForeground(KindColumn, QColor(176, 0, 32));
        }
        static QString tr(const char* text) { return SolutionsPane::tr(text); }
        QTreeWidget* list_;
        const Solution& s_;
        QTreeWidgetItem* try_ = nullptr;
    };
    KeyLister lister(list_, s);
    WalkParts parts;
    parts.setPlay = false;
    parts.obligedMates = false;
    walkSolution(root, s, lister, parts);
}

} // namespace gms::ui

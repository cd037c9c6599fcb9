// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionsPane.h"

#include "solution_walk.h"

#include "MoveNotation.h"
#include "Settings.h"
#include "UiUtil.h"
#include "notation.h"
#include "search_context.h"
#include "solution_text.h"

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

void SolutionsPane::addKeyFoundSoFar(const QString& move, const QString& length) {
    auto* item = new QTreeWidgetItem(list_);
    item->setText(MoveColumn, move);
    item->setText(KindColumn, tr("key (found so far)"));
    item->setText(MateColumn, length);
}

QString SolutionsPane::verdict(const Position& root, const Solution& s) {
    // A cancelled solve says "stopped" in error; anything else there is a real failure.
    const bool stopped = !s.complete && (s.error.empty() || isStoppedError(s.error));
    if (!s.error.empty() && !stopped) return tr("Not solved: %1").arg(qs(s.error));
    const QString stip = qs(s.stipulation.toString());
    if (stopped) {
        if (!s.hasSolution())
            return s.stipulation.isHelp() ? tr("Stopped: no solution found yet.") : tr("Stopped: no key found yet.");
        return tr("Stopped before the end; found so far: %1.")
            .arg(s.stipulation.isHelp() ? countText(qsizetype(s.lines.size()), tr("line"), tr("lines"))
                                        : countText(qsizetype(s.keys.size()), tr("key"), tr("keys")));
    }
    // The words are the CLI's (verdictText: "sound", "cooked (2 keys)", "275 solutions, 4 short"),
    // capitalised, with the keys or the stipulation after them.
    QString words = qs(verdictText(s));
    if (!words.isEmpty()) words[0] = words[0].toUpper();
    if (s.stipulation.isHelp()) return tr("%1 (%2).").arg(words, stip);
    if (!s.hasSolution()) {
        if (!s.obligedMates.empty()) {
            const QString attacker = root.sideToMove() == White ? tr("White") : tr("Black");
            return tr("No solution: %1 can mate at once (%2), and in a reflexmate a side that can mate must, so "
                      "there is no %3.")
                .arg(attacker, sanText(root, s.obligedMates.front().move), stip);
        }
        return tr("%1: no %2.").arg(words, stip);
    }
    QStringList keys;
    for (const AttackNode& k : s.keys) keys << QStringLiteral("1.%1!").arg(sanText(root, k.move));
    QString text = tr("%1: %2").arg(words, keys.join(QStringLiteral(", ")));
    if (s.hasSetPlay)
        text += tr("; set play: %1").arg(countText(qsizetype(s.setPlay.size()), tr("defence"), tr("defences")));
    if (s.tries.size() == 1)
        text += tr("; 1 try");
    else if (!s.tries.empty())
        text += tr("; %1 tries").arg(s.tries.size());
    return text + QLatin1Char('.');
}

QString SolutionsPane::shortVerdict(const Solution& s) { return qs(verdictText(s)); }

std::vector<Move> SolutionsPane::helpLineOf(int row) const {
    if (row < 0 || row >= int(helpLines_.size())) return {};
    return helpLines_[std::size_t(row)];
}

void SolutionsPane::setSolution(const Position& root, const Solution& s) {
    list_->clear();
    helpLines_.clear();
    verdict_->setText(verdict(root, s));
    // Help play has whole lines: no "Mate in" or "Refuted by" to show, and the line gets the room.
    const bool help = s.stipulation.isHelp();
    list_->setColumnHidden(MateColumn, help);
    list_->setColumnHidden(RefutationColumn, help);
    list_->setHeaderLabels({help ? tr("Line") : tr("Move"), tr("Kind"), tr("Mate in"), tr("Refuted by")});
    if (help) {
        const QChar knight = Settings::knightLetter();
        Position setRoot = root;
        UndoInfo nullUndo;
        const bool canPass = !root.inCheck();
        if (canPass) setRoot.makeNullMove(nullUndo);
        const auto addLine = [&](const HelpLine& line, const QString& kind, bool setPlay) {
            auto* item = new QTreeWidgetItem(list_);
            item->setText(MoveColumn, setPlay
                                          ? helpLineText(setRoot, setPlayNumbering(s.stipulation), line.moves, knight)
                                          : helpLineText(root, s.stipulation, line.moves, knight, line.introLength));
            item->setText(KindColumn, kind);
            item->setToolTip(MoveColumn, item->text(MoveColumn));
            // Series play has passes between the series moves; set lines have none (ser-h#: the mate alone).
            std::vector<Move> moves = setPlay ? line.moves : playableHelpLine(root, s.stipulation, line.moves);
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
            // The length in the stipulation's family: "s#2" for a selfmate key, not "#2".
            item->setText(MateColumn,
                          k.mateIn > 0 ? stipulationFamily(s_.stipulation) + QString::number(k.mateIn) : QString());
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

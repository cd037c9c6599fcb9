// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionTreeModel.h"

#include "MoveNotation.h"
#include "Settings.h"
#include "UiUtil.h"
#include "notation.h"
#include "solution_walk.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace gms::ui {

struct SolutionTreeModel::Node {
    Kind kind = Kind::Key;
    QString move;
    QString note;
    std::vector<Move> line;
    bool dual = false;
    Node* parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
};

SolutionTreeModel::SolutionTreeModel(QObject* parent) : QAbstractItemModel(parent), top_(std::make_unique<Node>()) {}

SolutionTreeModel::~SolutionTreeModel() = default;

void SolutionTreeModel::clear() {
    beginResetModel();
    top_ = std::make_unique<Node>();
    nodeCount_ = 0;
    setPlayRows_ = 0;
    endResetModel();
}

SolutionTreeModel::Node* SolutionTreeModel::addChild(Node* parent) {
    auto node = std::make_unique<Node>();
    node->parent = parent;
    node->row = int(parent->children.size());
    parent->children.push_back(std::move(node));
    ++nodeCount_;
    return parent->children.back().get();
}

void SolutionTreeModel::setSolution(const Position& root, const Solution& solution) {
    setSolution(root, solution, Settings::knightLetter());
}

QString SolutionTreeModel::dualNote(const DefenceNode& d, Stipulation::Kind family) {
    bool allLast = true;
    for (const AttackNode& r : d.replies) allLast = allLast && r.mateIn == 1;
    if (!allLast) return tr("dual: %1 continuations").arg(d.replies.size());
    // The last move of a selfmate or reflexmate does not mate: it forces the other side to.
    if (family == Stipulation::Kind::SelfMate || family == Stipulation::Kind::ReflexMate)
        return tr("dual: %1 replies that force the mate").arg(d.replies.size());
    return tr("dual: %1 mating replies").arg(d.replies.size());
}

namespace {
QString sideName(Color c) { return c == White ? SolutionTreeModel::tr("White") : SolutionTreeModel::tr("Black"); }
/// r#: the defence leaves the attacker a mate in one, which it must give (Popeye's reflex defence).
bool forcesObligedMate(const DefenceNode& d) {
    return !d.replies.empty() &&
           std::all_of(d.replies.begin(), d.replies.end(), [](const AttackNode& a) { return a.obliged; });
}
} // namespace

/// Builds the rows from the solution walk: a stack of the rows entered so far.
class SolutionTreeModel::TreeFiller : public SolutionVisitor {
public:
    TreeFiller(SolutionTreeModel& model, const Solution& solution) : model_(model), solution_(solution) {
        stack_.push_back(model.top_.get());
    }

    bool enter(const WalkStep& step) override {
        Node* parent = stack_.back();
        Node* n = model_.addChild(parent);
        n->line = parent->line;
        if (step.role == WalkRole::Threat || step.role == WalkRole::SetDefence)
            n->line.push_back(Move::none()); // a pass
        n->line.push_back(step.move);
        if (step.attack)
            fillAttack(n, parent, step);
        else
            fillDefence(n, step);
        stack_.push_back(n);
        return true;
    }
    void leave(const WalkStep&) override { stack_.pop_back(); }

private:
    void fillAttack(Node* n, const Node* parent, const WalkStep& step) {
        const AttackNode& a = *step.attack;
        QString mark;
        QStringList notes;
        switch (step.role) {
            case WalkRole::Key:
                n->kind = solution_.keys.size() > 1 ? Kind::Cook : Kind::Key;
                mark = QStringLiteral("!");
                notes << (n->kind == Kind::Cook ? tr("key (cooked)") : tr("key"));
                break;
            case WalkRole::ObligedMate:
                n->kind = Kind::Try;
                notes << tr("obliged mate (r#: it must be played, so there is no solution)");
                break;
            case WalkRole::Try:
                n->kind = Kind::Try;
                mark = QStringLiteral("?");
                notes << tr("try");
                break;
            case WalkRole::Threat:
                n->kind = Kind::Threat;
                notes << tr("threat");
                break;
            default: n->kind = Kind::Reply; break;
        }
        if (a.obliged && step.role != WalkRole::ObligedMate)
            notes
                << tr("%1 must mate at once (r#), which fails the stipulation").arg(sideName(step.before.sideToMove()));
        const bool firstMove = n->kind == Kind::Key || n->kind == Kind::Cook;
        if (firstMove && a.mateIn > 0 && a.mateIn < solution_.moves)
            notes << tr("short solution: %1%2").arg(stipulationFamily(solution_.stipulation)).arg(a.mateIn);
        if (a.zugzwang && (firstMove || n->kind == Kind::Try || n->kind == Kind::Reply))
            notes << tr("zugzwang"); // as Popeye writes it after a key or a try that threatens nothing
        if (parent->dual) {
            n->dual = true;
            notes << tr("dual");
        }
        n->move = QStringLiteral("%1.%2%3").arg(step.number).arg(moveText(step), mark);
        n->note = notes.join(QStringLiteral(", "));
    }

    void fillDefence(Node* n, const WalkStep& step) {
        const DefenceNode& d = *step.defence;
        n->kind = step.role == WalkRole::Refutation   ? Kind::Refutation
                  : step.role == WalkRole::SetDefence ? Kind::SetPlay
                                                      : Kind::Defence;
        const bool reflex = forcesObligedMate(d);
        n->dual = d.isDual() && !reflex; // obliged mates are not choices: no dual
        n->move = QStringLiteral("%1...%2%3")
                      .arg(step.number)
                      .arg(moveText(step), n->kind == Kind::Refutation ? QStringLiteral("!") : QString());
        QStringList notes;
        if (n->kind == Kind::Refutation)
            notes << (reflex ? tr("refutation: it leaves %1 a mate in one, which r# obliges %1 to give")
                                   .arg(sideName(step.before.sideToMove() == White ? Black : White))
                             : tr("refutation"));
        if (n->kind == Kind::SetPlay) {
            notes << tr("set play");
            ++model_.setPlayRows_;
        }
        if (n->dual) notes << dualNote(d, solution_.stipulation.kind);
        n->note = notes.join(QStringLiteral(", "));
    }

    /// SAN, with " e.p." after an en passant capture as Popeye writes it.
    QString moveText(const WalkStep& step) const {
        QString text = sanText(step.before, step.move, model_.knight_);
        if (step.move.isEnPassant()) {
            // "gxf3+" -> "gxf3 e.p.+": the mark belongs to the move, the check to the position.
            int end = int(text.size());
            while (end > 0 && (text[end - 1] == QLatin1Char('+') || text[end - 1] == QLatin1Char('#'))) --end;
            text.insert(end, QStringLiteral(" e.p."));
        }
        return text;
    }

    SolutionTreeModel& model_;
    const Solution& solution_;
    std::vector<Node*> stack_;
};

void SolutionTreeModel::setSolution(const Position& root, const Solution& solution, QChar knight) {
    beginResetModel();
    top_ = std::make_unique<Node>();
    nodeCount_ = 0;
    root_ = root;
    knight_ = knight;
    setPlayRows_ = 0;
    Position pos = root;
    if (solution.stipulation.isHelp()) {
        // Help play: a row per line (set play first), played from the diagram.
        const auto addLine = [&](const Position& from, const HelpLine& l, const QString& note, bool afterPass) {
            Node* n = addChild(top_.get());
            n->kind = afterPass ? Kind::SetPlay : Kind::Key;
            const Stipulation numbering = afterPass ? setPlayNumbering(solution.stipulation) : solution.stipulation;
            n->move = helpLineText(from, numbering, l.moves, knight_, afterPass ? 0 : l.introLength);
            n->note = note;
            if (afterPass) n->line.push_back(Move::none());
            for (Move m : afterPass ? l.moves : playableHelpLine(from, solution.stipulation, l.moves))
                n->line.push_back(m);
        };
        if (solution.hasSetPlay && !pos.inCheck()) {
            Position setRoot = pos;
            UndoInfo nullUndo;
            setRoot.makeNullMove(nullUndo);
            for (const HelpLine& l : solution.setLines) addLine(setRoot, l, tr("set play"), true);
            setPlayRows_ = int(solution.setLines.size());
        }
        for (const HelpLine& l : solution.lines)
            addLine(pos, l, l.isShort ? tr("short solution") : tr("solution"), false);
        endResetModel();
        return;
    }
    // Battle play: the one solution walk (solution_walk.h) hands every move with its position.
    TreeFiller filler(*this, solution);
    walkSolution(pos, solution, filler);
    endResetModel();
}

SolutionTreeModel::Node* SolutionTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : top_.get();
}

std::vector<Move> SolutionTreeModel::lineOf(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    return nodeOf(index)->line;
}

std::vector<Move> SolutionTreeModel::continuationOf(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    const Node* n = nodeOf(index);
    while (!n->children.empty()) {
        // Prefer a non-threat child: defences lead the main line, threats only when there are none.
        const Node* next = n->children.front().get();
        for (const auto& c : n->children)
            if (c->kind != Kind::Threat) {
                next = c.get();
                break;
            }
        n = next;
    }
    return n->line;
}

SolutionTreeModel::Kind SolutionTreeModel::kindOf(const QModelIndex& index) const { return nodeOf(index)->kind; }

QModelIndex SolutionTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (column < 0 || column >= ColumnCount) return {};
    const Node* p = nodeOf(parent);
    if (row < 0 || row >= int(p->children.size())) return {};
    return createIndex(row, column, p->children[std::size_t(row)].get());
}

QModelIndex SolutionTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    const Node* n = nodeOf(child);
    if (!n->parent || n->parent == top_.get()) return {};
    return createIndex(n->parent->row, 0, n->parent);
}

int SolutionTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0) return 0;
    return int(nodeOf(parent)->children.size());
}

int SolutionTreeModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant SolutionTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const Node* n = nodeOf(index);
    switch (role) {
        case Qt::DisplayRole: return index.column() == MoveColumn ? n->move : n->note;
        case Qt::ToolTipRole: return n->note.isEmpty() ? n->move : n->move + QStringLiteral(" — ") + n->note;
        case Qt::FontRole: {
            QFont f;
            if (n->kind == Kind::Key || n->kind == Kind::Cook) f.setBold(true);
            if (n->kind == Kind::Threat || n->kind == Kind::Try || n->kind == Kind::SetPlay) f.setItalic(true);
            return f;
        }
        case Qt::ForegroundRole:
            if (index.column() == NoteColumn) {
                if (n->kind == Kind::Cook) return QBrush(QColor(176, 0, 32));
                if (n->dual) return QBrush(QColor(191, 87, 0));
                if (n->kind == Kind::Try || n->kind == Kind::Refutation) return QBrush(QColor(40, 80, 160));
                if (n->kind == Kind::SetPlay) return QBrush(QColor(90, 90, 90));
            }
            return {};
        case KindRole: return int(n->kind);
        default: return {};
    }
}

QVariant SolutionTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section == MoveColumn ? tr("Move") : tr("Note");
}

} // namespace gms::ui

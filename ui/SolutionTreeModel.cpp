// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolutionTreeModel.h"

#include "MoveNotation.h"
#include "Settings.h"
#include "UiUtil.h"
#include "notation.h"

#include <QBrush>
#include <QColor>
#include <QFont>

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

SolutionTreeModel::SolutionTreeModel(QObject* parent)
    : QAbstractItemModel(parent), top_(std::make_unique<Node>()) {}

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

QString SolutionTreeModel::dualNote(const DefenceNode& d) {
    bool allMate = true;
    for (const AttackNode& r : d.replies) allMate = allMate && r.mateIn == 1;
    return allMate ? tr("dual: %1 mating replies").arg(d.replies.size())
                   : tr("dual: %1 continuations").arg(d.replies.size());
}

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
            n->move = helpLineText(from, numbering, l.moves, knight_);
            n->note = note;
            if (afterPass) n->line.push_back(Move::none());
            for (Move m : afterPass ? l.moves : playableHelpLine(solution.stipulation, l.moves)) n->line.push_back(m);
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
    if (solution.hasSetPlay && !pos.inCheck()) {
        // Set play: the defender to move in the diagram (a pass of the attacker first).
        UndoInfo nullUndo;
        pos.makeNullMove(nullUndo);
        const std::vector<Move> pass{Move::none()};
        for (const DefenceNode& d : solution.setPlay)
            addDefence(top_.get(), pos, d, 1, Kind::SetPlay, pass, solution.moves);
        setPlayRows_ = int(solution.setPlay.size());
        pos.unmakeNullMove(nullUndo);
    }
    for (const AttackNode& key : solution.keys) {
        const Kind kind = solution.keys.size() > 1 ? Kind::Cook : Kind::Key;
        addAttack(top_.get(), pos, key, 1, kind, {}, solution.moves);
    }
    for (const AttackNode& t : solution.tries) addAttack(top_.get(), pos, t, 1, Kind::Try, {}, solution.moves);
    endResetModel();
}

void SolutionTreeModel::addAttack(Node* parent, Position& pos, const AttackNode& a, int moveNo, Kind kind,
                                  const std::vector<Move>& line, int solutionMoves) {
    Node* n = addChild(parent);
    n->kind = kind;
    n->line = line;
    n->line.push_back(a.move);
    QString san = sanText(pos, a.move, knight_);
    QString mark;
    QStringList notes;
    switch (kind) {
    case Kind::Key:
        mark = QStringLiteral("!");
        notes << tr("key");
        break;
    case Kind::Cook:
        mark = QStringLiteral("!");
        notes << tr("key (cooked)");
        break;
    case Kind::Try:
        mark = QStringLiteral("?");
        notes << tr("try");
        break;
    case Kind::Threat:
        notes << tr("threat");
        break;
    default:
        break;
    }
    if ((kind == Kind::Key || kind == Kind::Cook) && a.mateIn > 0 && a.mateIn < solutionMoves)
        notes << tr("short solution: mate in %1").arg(a.mateIn);
    if (a.zugzwang && (kind == Kind::Key || kind == Kind::Cook || kind == Kind::Try || kind == Kind::Reply))
        notes << (kind == Kind::Try ? tr("no threat") : tr("zugzwang"));
    if (parent->dual) {
        n->dual = true;
        notes << tr("dual");
    }
    n->move = QStringLiteral("%1.%2%3").arg(moveNo).arg(san, mark);
    n->note = notes.join(QStringLiteral(", "));

    UndoInfo undo;
    pos.makeMove(a.move, undo);
    if (!a.threats.empty() && !pos.inCheck()) { // a pass is only possible out of check
        UndoInfo nullUndo;
        pos.makeNullMove(nullUndo);
        std::vector<Move> threatLine = n->line;
        threatLine.push_back(Move::none());
        for (const AttackNode& t : a.threats) addAttack(n, pos, t, moveNo + 1, Kind::Threat, threatLine, solutionMoves);
        pos.unmakeNullMove(nullUndo);
    }
    for (const DefenceNode& d : a.defences) addDefence(n, pos, d, moveNo, Kind::Defence, n->line, solutionMoves);
    for (const DefenceNode& d : a.refutations) addDefence(n, pos, d, moveNo, Kind::Refutation, n->line, solutionMoves);
    pos.unmakeMove(a.move, undo);
}

void SolutionTreeModel::addDefence(Node* parent, Position& pos, const DefenceNode& d, int moveNo, Kind kind,
                                   const std::vector<Move>& line, int solutionMoves) {
    Node* n = addChild(parent);
    n->kind = kind;
    n->line = line;
    n->line.push_back(d.move);
    n->dual = d.isDual();
    n->move = QStringLiteral("%1...%2%3").arg(moveNo).arg(sanText(pos, d.move, knight_),
                                                          kind == Kind::Refutation ? QStringLiteral("!") : QString());
    QStringList notes;
    if (kind == Kind::Refutation) notes << tr("refutation");
    if (kind == Kind::SetPlay) notes << tr("set play");
    if (n->dual) notes << dualNote(d);
    n->note = notes.join(QStringLiteral(", "));
    UndoInfo undo;
    pos.makeMove(d.move, undo);
    for (const AttackNode& r : d.replies) addAttack(n, pos, r, moveNo + 1, Kind::Reply, n->line, solutionMoves);
    pos.unmakeMove(d.move, undo);
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
    case Qt::DisplayRole:
        return index.column() == MoveColumn ? n->move : n->note;
    case Qt::ToolTipRole:
        return n->note.isEmpty() ? n->move : n->move + QStringLiteral(" — ") + n->note;
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
    case KindRole:
        return int(n->kind);
    default:
        return {};
    }
}

QVariant SolutionTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section == MoveColumn ? tr("Move") : tr("Note");
}

} // namespace gms::ui

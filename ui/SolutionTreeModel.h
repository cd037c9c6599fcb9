// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolutionTreeModel.h  A Solution as a tree: keys and tries, threats, defences, mates, duals.
#pragma once

#include "position.h"
#include "solution.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace gms::ui {

/// Item model over a Solution for a QTreeView. Top-level rows are the keys
/// (then the tries); below an attacker's move come its threats and the
/// defences shown, below each defence the attacker's replies (more than one:
/// a dual), down to the mates; set play (when solved) comes first, as the
/// defender's moves before the key. Help play (h#, ser-h#) has a row per
/// solution line instead, its line the moves to play (series play with the
/// other side's passes). Moves are in SAN with problem numbering
/// (1. for the attacker's first move, 1... for the defence to it) and the
/// knight letter of the notation setting.
class SolutionTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { MoveColumn, NoteColumn, ColumnCount };
    enum class Kind { Key, Cook, Try, Threat, Defence, Reply, Refutation, SetPlay };
    enum Role { KindRole = Qt::UserRole + 1 };

    explicit SolutionTreeModel(QObject* parent = nullptr);
    ~SolutionTreeModel() override;

    /// Builds the tree; `root` is the solved position; `knight` the knight's letter ('S' or 'N').
    void setSolution(const Position& root, const Solution& solution, QChar knight);
    /// The same with the letter of the notation setting.
    void setSolution(const Position& root, const Solution& solution);
    /// The note of a defence with several replies: "dual: 2 mating replies" when they all
    /// mate, else "dual: 2 continuations".
    /// "dual: 3 mating replies" (#), "dual: 2 replies that force the mate" (s#, r#), "dual: 2 continuations".
    static QString dualNote(const DefenceNode& d, Stipulation::Kind family);
    void clear();
    const Position& rootPosition() const { return root_; }

    /// The moves from the root position to this node, inclusive. A threat is
    /// reached through a pass of the defender (Move::none()).
    std::vector<Move> lineOf(const QModelIndex& index) const;
    /// lineOf(index) continued along the first child at every level down to a mate.
    std::vector<Move> continuationOf(const QModelIndex& index) const;
    Kind kindOf(const QModelIndex& index) const;
    /// Top-level rows of set play (they come before the keys and tries).
    int setPlayRows() const { return setPlayRows_; }
    /// Number of nodes in the whole tree.
    int nodeCount() const { return nodeCount_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    Node* nodeOf(const QModelIndex& index) const;
    class TreeFiller; ///< Fills the rows from the solution walk (solution_walk.h).
    Node* addChild(Node* parent);

    Position root_;
    QChar knight_ = QLatin1Char('S');
    std::unique_ptr<Node> top_;
    int nodeCount_ = 0;
    int setPlayRows_ = 0;
};

} // namespace gms::ui

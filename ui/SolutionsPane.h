// SPDX-License-Identifier: GPL-3.0-or-later
/// @file SolutionsPane.h  Every key (cooks and short solutions marked) and every try with its refutations.
#pragma once

#include "position.h"
#include "solution.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace gms::ui {

/// The verdict (sound, cooked, short, no solution, stopped) and a row per key
/// and per try (battle play), or a row per solution line (help play: h#, ser-h#),
/// set play first when it was solved. Activating a row selects that entry in the
/// solution tree (battle play) or plays the line (help play).
class SolutionsPane : public QWidget {
    Q_OBJECT
public:
    enum Column { MoveColumn, KindColumn, MateColumn, RefutationColumn, ColumnCount };

    explicit SolutionsPane(QWidget* parent = nullptr);
    void setSolution(const Position& root, const Solution& solution);
    /// Shows a message instead of a result (e.g. "Solving…", an illegal position).
    void setMessage(const QString& message);
    /// While solving: a key the search has proven so far ("1.Qd4!", "#3"), before the
    /// finished result replaces the list.
    void addKeyFoundSoFar(const QString& move, const QString& length);
    void clear();
    QTreeWidget* list() const { return list_; }
    QLabel* verdictLabel() const { return verdict_; }
    /// The line comparing the intended solution with the result (hidden when there is nothing to say).
    QLabel* intendedLabel() const { return intended_; }
    /// Shows the comparison (a mismatch in red); an empty message hides the line.
    void setIntendedComparison(const QString& message, bool mismatch);

    /// One-line verdict of a solution ("Sound: one key, 1.Qg1", "Cooked: 2 keys", ...).
    static QString verdict(const Position& root, const Solution& solution);
    /// A one-word class for lists: "sound", "cooked", "short", "no solution", "stopped", "error"
    /// (help play: "sound" for exactly one line; "N solutions" otherwise).
    static QString shortVerdict(const Solution& solution);

    /// Help play: the line of row r (set lines first, then the solutions); empty for battle play.
    std::vector<Move> helpLineOf(int row) const;
    bool showsHelpLines() const { return !helpLines_.empty(); }

signals:
    /// Row r of the list was chosen (keys first, then tries), matching the tree's top level.
    void entryActivated(int row);

private:
    std::vector<std::vector<Move>> helpLines_;
    QLabel* verdict_;
    QLabel* intended_;
    QTreeWidget* list_;
};

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MoveControls.h  First / back / forward / last through a line of the solution, with SAN shown.
#pragma once

#include "position.h"

#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QToolButton;

namespace gms::ui {

/// Walks a line of moves from the edited position. Ply 0 is the edited
/// position itself (going back to it restores it on the board). A pass
/// (Move::none(), used to show a threat) is played as a null move.
class MoveControls : public QWidget {
    Q_OBJECT
public:
    explicit MoveControls(QWidget* parent = nullptr);

    /// The position the line starts from; clears the line.
    void setRoot(const Position& root);
    /// A line from the root; shows the position after `ply` moves.
    void setLine(const std::vector<Move>& line, int ply);
    /// How the line is numbered, as Popeye numbers it: `firstHalf` 1 when the root's move is the
    /// second half of move 1 ("1...Bf7", h#N.5); `battle` shows a defender's pass as "threat:".
    /// A pass is otherwise not written: the move after it is "1...X" (set play).
    void setNumbering(int firstHalf, bool battle);
    /// Each ply as the bar writes it: "1.f4", "gxf3", "2...Rxf4", "threat:", "" (a hidden pass).
    QStringList numberedMoves() const;
    void clearLine();

    int ply() const { return ply_; }
    int length() const { return int(line_.size()); }
    const std::vector<Move>& line() const { return line_; }
    const Position& currentPosition() const { return positions_[std::size_t(ply_)]; }
    /// The move that led to the shown position (Move::none() at ply 0 or after a pass).
    Move lastMove() const { return ply_ > 0 ? line_[std::size_t(ply_ - 1)] : Move::none(); }
    /// The line in SAN with problem numbering, e.g. "1.f4 Rxf4 2.Rd1#".
    QString lineText() const { return lineText(length()); }
    /// The first `plies` moves of the line in the same form.
    QString lineText(int plies) const;
    /// SAN of the moves of the line ("(pass)" for a pass).
    const QStringList& sanMoves() const { return san_; }

    QToolButton* firstButton() const { return first_; }
    QToolButton* backButton() const { return back_; }
    QToolButton* forwardButton() const { return forward_; }
    QToolButton* lastButton() const { return last_; }

public slots:
    void goFirst();
    void goBack();
    void goForward();
    void goLast();
    void goTo(int ply);

signals:
    /// The board should show `pos`; `ply` 0 means the edited position.
    void positionShown(const gms::Position& pos, gms::Move lastMove, int ply);

private:
    void updateUi();
    Position root_;
    std::vector<Move> line_;
    std::vector<Position> positions_;
    QStringList san_;
    int ply_ = 0;
    int firstHalf_ = 0;
    bool battle_ = true;
    QToolButton* first_;
    QToolButton* back_;
    QToolButton* forward_;
    QToolButton* last_;
    QLabel* label_;
};

} // namespace gms::ui

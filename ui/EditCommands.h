// SPDX-License-Identifier: GPL-3.0-or-later
/// @file EditCommands.h  Undoable board edits (QUndoCommand) and the helpers that build them.
#pragma once

#include "position.h"
#include "problem.h"
#include "stipulation.h"

#include <QString>
#include <QUndoCommand>

#include <memory>
#include <string>
#include <vector>

namespace gms::ui {

class ProblemDocument;

/// A board edit: the position before and after. Redo and undo hand the
/// whole position to the document, so every edit (piece, side to move,
/// castling, e.p., FEN) undoes exactly.
class PositionEditCommand : public QUndoCommand {
public:
    PositionEditCommand(ProblemDocument* doc, const Position& before, const Position& after, const QString& text);
    void undo() override;
    void redo() override;
    const Position& before() const { return before_; }
    const Position& after() const { return after_; }

private:
    ProblemDocument* doc_;
    Position before_;
    Position after_;
};

/// A stipulation edit (family, N, half move), undoable like a board edit.
class StipulationEditCommand : public QUndoCommand {
public:
    StipulationEditCommand(ProblemDocument* doc, const Stipulation& before, const Stipulation& after);
    void undo() override;
    void redo() override;
    int id() const override { return 0x5719; }
    /// Consecutive changes of N in one family (spinning N up several steps) merge into one undo step.
    bool mergeWith(const QUndoCommand* other) override;

private:
    ProblemDocument* doc_;
    Stipulation before_;
    Stipulation after_;
};

/// What is written about a problem besides its position and stipulation: metadata, Popeye's
/// solving options and the options GMS keeps unread. Undoable (Clear Position drops the remarks,
/// the intended solution and the options of the old position in the same undo step).
struct ProblemNotes {
    ProblemMetadata meta;
    SolvingHints hints;
    std::vector<std::string> extraPopeyeOptions;
    bool operator==(const ProblemNotes&) const = default;
};

class ProblemNotesCommand : public QUndoCommand {
public:
    ProblemNotesCommand(ProblemDocument* doc, const ProblemNotes& before, const ProblemNotes& after,
                        QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    ProblemDocument* doc_;
    ProblemNotes before_;
    ProblemNotes after_;
};

/// Builders of the edits the editor offers. Each returns nullptr when the edit
/// would change nothing. Piece edits drop castling rights whose king or rook
/// left its home square, and an e.p. square the edit made impossible.
namespace edits {
std::unique_ptr<PositionEditCommand> place(ProblemDocument* doc, Square s, Piece p);
std::unique_ptr<PositionEditCommand> remove(ProblemDocument* doc, Square s);
std::unique_ptr<PositionEditCommand> move(ProblemDocument* doc, Square from, Square to);
std::unique_ptr<PositionEditCommand> clearBoard(ProblemDocument* doc);
std::unique_ptr<PositionEditCommand> initialPosition(ProblemDocument* doc);
std::unique_ptr<PositionEditCommand> setSideToMove(ProblemDocument* doc, Color c);
std::unique_ptr<PositionEditCommand> setCastlingRights(ProblemDocument* doc, int rights);
std::unique_ptr<PositionEditCommand> setEpSquare(ProblemDocument* doc, Square s);
/// A whole position (pasted or typed FEN).
std::unique_ptr<PositionEditCommand> setPosition(ProblemDocument* doc, const Position& pos, const QString& text);

/// Castling rights that still have their king and rook at home in `pos`.
int castlingRightsWithPiecesAtHome(const Position& pos);
} // namespace edits

} // namespace gms::ui

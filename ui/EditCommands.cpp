// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditCommands.h"

#include "PieceArt.h"
#include "ProblemDocument.h"
#include "UiUtil.h"
#include "fen.h"

#include <QCoreApplication>

namespace gms::ui {

PositionEditCommand::PositionEditCommand(ProblemDocument* doc, const Position& before, const Position& after,
                                         const QString& text)
    : doc_(doc), before_(before), after_(after) {
    setText(text);
}

void PositionEditCommand::undo() { doc_->setPosition(before_); }
void PositionEditCommand::redo() { doc_->setPosition(after_); }

StipulationEditCommand::StipulationEditCommand(ProblemDocument* doc, const Stipulation& before,
                                               const Stipulation& after)
    : QUndoCommand(QObject::tr("Stipulation %1").arg(QString::fromStdString(after.toString()))), doc_(doc),
      before_(before), after_(after) {}

void StipulationEditCommand::undo() { doc_->setStipulation(before_); }
void StipulationEditCommand::redo() { doc_->setStipulation(after_); }

ProblemNotesCommand::ProblemNotesCommand(ProblemDocument* doc, const ProblemNotes& before, const ProblemNotes& after,
                                         QUndoCommand* parent)
    : QUndoCommand(QObject::tr("Problem notes"), parent), doc_(doc), before_(before), after_(after) {}

void ProblemNotesCommand::undo() { doc_->setNotes(before_.meta, before_.hints, before_.extraPopeyeOptions); }
void ProblemNotesCommand::redo() { doc_->setNotes(after_.meta, after_.hints, after_.extraPopeyeOptions); }

bool StipulationEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const StipulationEditCommand*>(other);
    // Only N stepping within one family merges; a family change is an undo step of its own.
    if (o->doc_ != doc_ || o->before_ != after_ || before_.kind != after_.kind || o->after_.kind != after_.kind)
        return false;
    after_ = o->after_;
    setObsolete(after_ == before_);
    setText(QObject::tr("Stipulation %1").arg(QString::fromStdString(after_.toString())));
    return true;
}

namespace edits {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("gms::ui::edits", text); }

std::unique_ptr<PositionEditCommand> make(ProblemDocument* doc, Position after, const QString& text) {
    after.refresh();
    const Position& before = doc->position();
    if (toFen(after) == toFen(before)) return nullptr;
    return std::make_unique<PositionEditCommand>(doc, before, after, text);
}

/// After a piece edit: castling rights need king and rook at home; an e.p.
/// square the edit made impossible goes (the engine's validation decides).
void tidy(Position& pos) {
    pos.setCastlingRights(pos.castlingRights() & castlingRightsWithPiecesAtHome(pos));
    pos.refresh();
    if (pos.epSquare() != NoSquare) {
        Position without = pos;
        without.setEpSquare(NoSquare);
        without.refresh();
        if (!validatePosition(pos).empty() && validatePosition(without).empty()) pos = without;
    }
}

QString pieceText(Piece p) { return PieceArt::pieceName(p); }

} // namespace

int castlingRightsWithPiecesAtHome(const Position& pos) {
    int rights = 0;
    const auto at = [&](Square s, Piece p) { return pos.pieceOn(s) == p; };
    const Square e1 = makeSquare(4, 0), a1 = makeSquare(0, 0), h1 = makeSquare(7, 0);
    const Square e8 = makeSquare(4, 7), a8 = makeSquare(0, 7), h8 = makeSquare(7, 7);
    if (at(e1, WKing) && at(h1, WRook)) rights |= WhiteKingside;
    if (at(e1, WKing) && at(a1, WRook)) rights |= WhiteQueenside;
    if (at(e8, BKing) && at(h8, BRook)) rights |= BlackKingside;
    if (at(e8, BKing) && at(a8, BRook)) rights |= BlackQueenside;
    return rights;
}

std::unique_ptr<PositionEditCommand> place(ProblemDocument* doc, Square s, Piece p) {
    if (s < 0 || s >= 64) return nullptr;
    if (p == NoPiece) return remove(doc, s);
    Position pos = doc->position();
    if (pos.pieceOn(s) == p) return nullptr;
    pos.putPiece(p, s);
    tidy(pos);
    return make(doc, pos, tr("Place %1 on %2").arg(pieceText(p), squareText(s)));
}

std::unique_ptr<PositionEditCommand> remove(ProblemDocument* doc, Square s) {
    if (s < 0 || s >= 64) return nullptr;
    Position pos = doc->position();
    const Piece p = pos.pieceOn(s);
    if (p == NoPiece) return nullptr;
    pos.removePiece(s);
    tidy(pos);
    return make(doc, pos, tr("Remove %1 from %2").arg(pieceText(p), squareText(s)));
}

std::unique_ptr<PositionEditCommand> move(ProblemDocument* doc, Square from, Square to) {
    if (from < 0 || from >= 64 || to < 0 || to >= 64 || from == to) return nullptr;
    Position pos = doc->position();
    const Piece p = pos.pieceOn(from);
    if (p == NoPiece) return nullptr;
    pos.removePiece(from);
    pos.putPiece(p, to);
    tidy(pos);
    return make(doc, pos, tr("Move %1 %2-%3").arg(pieceText(p), squareText(from), squareText(to)));
}

std::unique_ptr<PositionEditCommand> clearBoard(ProblemDocument* doc) {
    Position pos;
    pos.clear();
    pos.setSideToMove(doc->position().sideToMove());
    return make(doc, pos, tr("Clear board"));
}

std::unique_ptr<PositionEditCommand> initialPosition(ProblemDocument* doc) {
    Position pos;
    FenError err;
    parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, err);
    return make(doc, pos, tr("Initial position"));
}

std::unique_ptr<PositionEditCommand> setSideToMove(ProblemDocument* doc, Color c) {
    Position pos = doc->position();
    if (pos.sideToMove() == c) return nullptr;
    pos.setSideToMove(c);
    // An e.p. square belongs to the other side's double step: it no longer fits.
    pos.setEpSquare(NoSquare);
    return make(doc, pos, c == White ? tr("White to move") : tr("Black to move"));
}

std::unique_ptr<PositionEditCommand> setCastlingRights(ProblemDocument* doc, int rights) {
    Position pos = doc->position();
    if (pos.castlingRights() == rights) return nullptr;
    pos.setCastlingRights(rights);
    return make(doc, pos, tr("Castling rights"));
}

std::unique_ptr<PositionEditCommand> setEpSquare(ProblemDocument* doc, Square s) {
    Position pos = doc->position();
    if (pos.epSquare() == s) return nullptr;
    pos.setEpSquare(s);
    return make(doc, pos, s == NoSquare ? tr("No en passant") : tr("En passant %1").arg(squareText(s)));
}

std::unique_ptr<PositionEditCommand> setPosition(ProblemDocument* doc, const Position& pos, const QString& text) {
    return make(doc, pos, text);
}

} // namespace edits
} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoveNotation.h"

#include "Settings.h"
#include "UiUtil.h"
#include "help_solution_text.h"
#include "notation.h"
#include "unwritten_pass.h"

namespace gms::ui {

namespace {

bool isMoveChar(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('h')) || (c >= QLatin1Char('1') && c <= QLatin1Char('8')) ||
           c == QLatin1Char('x') || c == QLatin1Char('*') || c == QLatin1Char('-');
}

/// Move numbers of a help line: which half move gets "n." or "n..." and whether
/// the series side's moves are numbered one by one.
struct Numbering {
    bool seriesPlay = false;
    bool startsWithHalfMove = false; ///< h#N.5: the first move is the mating side's "1...".
};

Numbering numberingOf(const Stipulation& stip) {
    Numbering n;
    n.seriesPlay = stip.isSeries();
    n.startsWithHalfMove = stip.kind == Stipulation::Kind::HelpMate && stip.halfMove;
    return n;
}

/// Series play: after line[i] (made in `pos`), the next move is the same side's again, so the
/// other side passes in between.
bool seriesGoesOn(const Position& pos, const std::vector<Move>& line, std::size_t i) {
    return i + 1 < line.size() && followsUnwrittenPass(pos, line[i + 1]);
}

/// "1." / "1..." before a move, a blank before every number but the first.
QString numberText(int moveNo, const char* dots, bool first) {
    return (first ? QString() : QStringLiteral(" ")) + QString::number(moveNo) + QLatin1String(dots);
}

template <class MoveText>
QString lineText(const Position& root, const Stipulation& stip, const std::vector<Move>& line, int introLength,
                 MoveText text) {
    if (introLength > 0) {
        // m->: Popeye's numbers (help_solution_text.h), the passes not shown.
        const std::vector<int> numbers = introLineNumbers(root, stip, HelpLine{line, false, -1, introLength});
        Position pos = root;
        QString out;
        for (std::size_t i = 0; i < line.size(); ++i) {
            UndoInfo pass, undo;
            makeUnwrittenPass(pos, line[i], pass);
            out += numbers[i] > 0 ? numberText(numbers[i], ".", i == 0) : QStringLiteral(" ");
            out += text(pos, line[i]);
            pos.makeMove(line[i], undo);
        }
        return out;
    }
    const Numbering numbering = numberingOf(stip);
    Position pos = root;
    const Color seriesSide = root.sideToMove();
    int seriesMoves = 0;
    QString out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const QString token = line[i] == Move::none() ? QStringLiteral("...") : text(pos, line[i]);
        const bool first = i == 0;
        if (numbering.seriesPlay) {
            // The series side's moves 1., 2., ...; the other side's move after them (ser-h#'s
            // mate, ser-hs's reply) follows without a number.
            if (pos.sideToMove() == seriesSide)
                out += numberText(++seriesMoves, ".", first);
            else
                out += QLatin1Char(' ');
        } else {
            const std::size_t ply = i + (numbering.startsWithHalfMove ? 1 : 0);
            const int moveNo = int(ply / 2) + 1;
            if (ply % 2 == 0)
                out += numberText(moveNo, ".", first);
            else if (first)
                out += numberText(moveNo, "...", first);
            else
                out += QLatin1Char(' ');
        }
        out += token;
        UndoInfo undo;
        if (line[i] == Move::none()) { // Popeye's NullMoves: a pass
            pos.makeNullMove(undo);
            continue;
        }
        pos.makeMove(line[i], undo);
        if (numbering.seriesPlay && seriesGoesOn(pos, line, i)) {
            UndoInfo nullUndo;
            pos.makeNullMove(nullUndo);
        }
    }
    return out;
}

} // namespace

QString withKnightLetter(const QString& text, QChar knight) {
    const QChar other = knight == QLatin1Char('N') ? QLatin1Char('S') : QLatin1Char('N');
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out[i] != other) continue;
        const QChar prev = i > 0 ? out[i - 1] : QChar(QLatin1Char(' '));
        const QChar next = i + 1 < out.size() ? out[i + 1] : QChar(QLatin1Char(' '));
        const bool promotion = prev == QLatin1Char('=');
        const bool pieceMove = !prev.isLetter() && isMoveChar(next);
        if (promotion || pieceMove) out[i] = knight;
    }
    return out;
}

QString sanText(const Position& pos, Move m, QChar knight) { return withKnightLetter(qs(toSan(pos, m)), knight); }

QString sanText(const Position& pos, Move m) { return sanText(pos, m, Settings::knightLetter()); }

Stipulation setPlayNumbering(const Stipulation& stip) {
    Stipulation s;
    s.kind = Stipulation::Kind::HelpMate;
    if (stip.kind == Stipulation::Kind::SeriesHelpMate) {
        s.moves = 0;
        s.halfMove = true;
    } else if (stip.halfMove) {
        s.moves = stip.moves;
        s.halfMove = false;
    } else {
        s.moves = stip.moves - 1;
        s.halfMove = true;
    }
    return s;
}

std::vector<Move> playableHelpLine(const Position& root, const Stipulation& stip, const std::vector<Move>& line) {
    if (!stip.isSeries() && stip.introMoves == 0) return line;
    std::vector<Move> out;
    Position pos = root;
    for (std::size_t i = 0; i < line.size(); ++i) {
        out.push_back(line[i]);
        UndoInfo undo, nullUndo;
        pos.makeMove(line[i], undo);
        if (seriesGoesOn(pos, line, i)) {
            out.push_back(Move::none());
            pos.makeNullMove(nullUndo);
        }
    }
    return out;
}

QString helpLineText(const Position& root, const Stipulation& stip, const std::vector<Move>& line, QChar knight,
                     int introLength) {
    return lineText(root, stip, line, introLength,
                    [knight](const Position& p, Move m) { return sanText(p, m, knight); });
}

} // namespace gms::ui

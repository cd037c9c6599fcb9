// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoveNotation.h"

#include "Settings.h"
#include "UiUtil.h"
#include "notation.h"

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
    n.seriesPlay = stip.kind == Stipulation::Kind::SeriesHelpMate;
    n.startsWithHalfMove = stip.kind == Stipulation::Kind::HelpMate && stip.halfMove;
    return n;
}

template <class MoveText>
QString lineText(const Position& root, const Stipulation& stip, const std::vector<Move>& line, MoveText text,
                 const QString& moveSeparator, const QString& numberSeparator) {
    const Numbering numbering = numberingOf(stip);
    Position pos = root;
    QString out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        QString token = text(pos, line[i]);
        if (numbering.seriesPlay) {
            // The series side's moves 1., 2., ...; the mating reply follows the last without a number.
            if (i + 1 < line.size()) token = QStringLiteral("%1.%2").arg(i + 1).arg(token);
            if (i > 0) out += i + 1 < line.size() ? numberSeparator : moveSeparator;
        } else {
            const std::size_t ply = i + (numbering.startsWithHalfMove ? 1 : 0);
            const int moveNo = int(ply / 2) + 1;
            if (ply % 2 == 0) {
                token = QStringLiteral("%1.%2").arg(moveNo).arg(token);
                if (i > 0) out += numberSeparator;
            } else if (i == 0) {
                token = QStringLiteral("%1...%2").arg(moveNo).arg(token);
            } else {
                out += moveSeparator;
            }
        }
        out += token;
        UndoInfo undo;
        pos.makeMove(line[i], undo);
        if (numbering.seriesPlay && i + 2 < line.size()) {
            // The other side passes between two moves of the series.
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

std::vector<Move> playableHelpLine(const Stipulation& stip, const std::vector<Move>& line) {
    if (stip.kind != Stipulation::Kind::SeriesHelpMate) return line;
    std::vector<Move> out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        out.push_back(line[i]);
        if (i + 2 < line.size()) out.push_back(Move::none());
    }
    return out;
}

QString helpLineText(const Position& root, const Stipulation& stip, const std::vector<Move>& line, QChar knight) {
    return lineText(
        root, stip, line, [knight](const Position& p, Move m) { return sanText(p, m, knight); },
        QStringLiteral(" "), QStringLiteral(" "));
}

QString helpLinePopeye(const Position& root, const Stipulation& stip, const std::vector<Move>& line, QChar knight) {
    return QStringLiteral("  ") +
           lineText(
               root, stip, line,
               [knight](const Position& p, Move m) { return withKnightLetter(qs(toPopeye(p, m, true)), knight); },
               QStringLiteral(" "), QStringLiteral("   "));
}

} // namespace gms::ui

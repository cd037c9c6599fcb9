// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagramBlock.h"

#include "fen.h"
#include "position.h"
#include "twin.h"

namespace gms::diagram {

QString DiagramBlock::pieceCountText() const { return QStringLiteral("(%1+%2)").arg(whiteCount).arg(blackCount); }

QString sourceLine(const ProblemMetadata& meta) {
    const QString source = QString::fromStdString(meta.source).trimmed();
    const QString year = QString::fromStdString(meta.year).trimmed();
    if (source.isEmpty()) return year;
    if (year.isEmpty() || source.endsWith(year)) return source;
    // Popeye's Origin keeps its comma in the source ("London Era," of "London Era, 1861").
    if (source.endsWith(QLatin1Char(','))) return source + QLatin1Char(' ') + year;
    return source + QStringLiteral(", ") + year;
}

QStringList solutionLines(const std::string& text) {
    QStringList lines = QString::fromStdString(text).split(u'\n');
    for (QString& l : lines) {
        while (l.endsWith(u' ') || l.endsWith(u'\r')) l.chop(1);
    }
    while (!lines.isEmpty() && lines.first().isEmpty()) lines.removeFirst();
    while (!lines.isEmpty() && lines.last().isEmpty()) lines.removeLast();
    return lines;
}

bool blockFromProblem(const Problem& problem, DiagramBlock& out, std::string& error) {
    Position pos;
    FenError fenError;
    // Only parsed, not validated: an illegal position can still be drawn.
    if (!parseFen(problem.fen, pos, fenError)) {
        error = "FEN " + fenError.toString();
        return false;
    }
    DiagramBlock b;
    // Joint authors (one Popeye Author line each) as problemists print them: "A & B".
    b.author = QString::fromStdString(problem.meta.author)
                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                   .join(QStringLiteral(" & "))
                   .trimmed();
    b.source = sourceLine(problem.meta);
    b.title = QString::fromStdString(problem.meta.title).trimmed();
    for (Square s = 0; s < 64; ++s) {
        const Piece p = pos.pieceOn(s);
        b.board[s] = p;
        if (p == NoPiece) continue;
        (colorOf(p) == White ? b.whiteCount : b.blackCount) += 1;
    }
    const Stipulation& st = problem.stipulation;
    b.stipulation = QString::fromStdString(st.toString());
    // Battle play starts with White, help play with Black (h#N.5 with White):
    // a diagram says so only when the position has the other side to move.
    const Color usual = gms::whiteStarts(st) ? White : Black;
    if (pos.sideToMove() != usual)
        b.note = pos.sideToMove() == White ? QStringLiteral("White to play") : QStringLiteral("Black to play");
    out = std::move(b);
    return true;
}

QString DiagramBlock::documentTitle() const {
    QStringList who;
    if (!title.isEmpty())
        who << title;
    else {
        if (!author.isEmpty()) who << author;
        if (!source.isEmpty()) who << source;
    }
    QString text = who.isEmpty() ? QStringLiteral("Chess problem") : who.join(QStringLiteral(", "));
    if (!stipulation.isEmpty()) text += QStringLiteral(" (%1)").arg(stipulation);
    return text;
}

} // namespace gms::diagram

// SPDX-License-Identifier: GPL-3.0-or-later
#include "IntendedSolution.h"

#include "MoveNotation.h"
#include "UiUtil.h"
#include "notation.h"

#include <QRegularExpression>

namespace gms::ui {

std::vector<Move> readIntendedMoves(const Position& root, const QString& text) {
    // Tokens without move numbers ("1.", "1...", "2.") and annotation marks.
    QString cleaned = text;
    cleaned.replace(QRegularExpression(QStringLiteral("\\d+\\s*\\.(\\.\\.)?")), QStringLiteral(" "));
    cleaned.replace(QRegularExpression(QStringLiteral("[!?]")), QStringLiteral(" "));
    const QStringList tokens = cleaned.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    std::vector<Move> moves;
    Position pos = root;
    for (QString token : tokens) {
        if (token == QLatin1String("#") || token == QLatin1String("+")) continue; // Popeye's " #"
        // Popeye's long notation "Qd4-g1", "Ke1*e2" reads as SAN once '-' and '*' are dropped
        // ("Qd4g1", "Ke1xe2"); the parser accepts such fully qualified moves.
        token = withKnightLetter(token, QLatin1Char('N'));
        std::optional<Move> m = parseMoveText(pos, ss(token));
        if (!m) {
            QString alt = token;
            alt.replace(QLatin1Char('*'), QLatin1Char('x'));
            alt.remove(QLatin1Char('-'));
            if (alt != token) m = parseMoveText(pos, ss(alt));
        }
        if (!m) break;
        moves.push_back(*m);
        UndoInfo undo;
        pos.makeMove(*m, undo);
    }
    return moves;
}

IntendedComparison compareIntended(const Position& root, const Solution& s, const QString& intended) {
    IntendedComparison c;
    if (intended.trimmed().isEmpty() || !s.complete || !s.error.empty()) return c;
    const std::vector<Move> moves = readIntendedMoves(root, intended);
    if (moves.empty()) {
        c.status = IntendedComparison::Status::Unreadable;
        c.message = QObject::tr("Intended \u201c%1\u201d: no legal move of the position read.").arg(intended.trimmed());
        return c;
    }
    const QString shown = intended.trimmed();
    if (s.stipulation.isHelp()) {
        // The intended line must be one of the solutions (a prefix when only the start is given).
        bool found = false;
        for (const HelpLine& l : s.lines)
            if (l.moves.size() >= moves.size() && std::equal(moves.begin(), moves.end(), l.moves.begin())) found = true;
        if (!found) {
            c.status = IntendedComparison::Status::Mismatch;
            c.message = QObject::tr("Mismatch: the intended %1 is not a solution.").arg(shown);
        } else if (s.lines.size() > 1) {
            c.status = IntendedComparison::Status::AlsoCooked;
            c.message =
                QObject::tr("Intended %1 is a solution, but there are %2 solutions.").arg(shown).arg(s.lines.size());
        } else {
            c.status = IntendedComparison::Status::Confirmed;
            c.message = QObject::tr("Intended %1 confirmed: the only solution.").arg(shown);
        }
        return c;
    }
    const Move key = moves.front();
    bool isKey = false;
    for (const AttackNode& k : s.keys) isKey = isKey || k.move == key;
    const QString keyText = QStringLiteral("1.%1").arg(sanText(root, key));
    if (!isKey) {
        c.status = IntendedComparison::Status::Mismatch;
        c.message = s.keys.empty()
                        ? QObject::tr("Mismatch: the intended key %1 does not work (no solution).").arg(keyText)
                        : QObject::tr("Mismatch: the intended key %1 is not a key.").arg(keyText);
    } else if (!s.sound()) {
        c.status = IntendedComparison::Status::AlsoCooked;
        c.message = s.cooked() ? QObject::tr("Intended key %1 works, but the problem is cooked (%2 keys).")
                                     .arg(keyText)
                                     .arg(s.keys.size())
                               : QObject::tr("Intended key %1 works, but there is a short solution (mate in %2).")
                                     .arg(keyText)
                                     .arg(s.shortest);
    } else {
        c.status = IntendedComparison::Status::Confirmed;
        c.message = QObject::tr("Intended key %1 confirmed.").arg(keyText);
    }
    return c;
}

} // namespace gms::ui

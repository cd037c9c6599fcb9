// SPDX-License-Identifier: GPL-3.0-or-later
/// @file UiUtil.h  Small conversions between engine types and Qt types used across the UI.
#pragma once

#include "stipulation.h"
#include "types.h"

#include <QMetaType>
#include <QString>

#include <string>

namespace gms::ui {

/// std::string (UTF-8) to QString.
inline QString qs(const std::string& s) { return QString::fromStdString(s); }
/// QString to std::string (UTF-8).
inline std::string ss(const QString& s) { return s.toStdString(); }

/// Square name as QString ("e4"; "-" for NoSquare).
inline QString squareText(Square s) { return qs(squareName(s)); }

/// "1 problem", "3 problems" (English plural by count).
inline QString countText(qsizetype n, const QString& singular, const QString& plural) {
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? singular : plural);
}

/// "#", "s#", "r#", "h#": the stipulation without its number (lengths are written "s#2", not "#2");
/// "no #" for the negated mate of a structured stipulation ("1a[!#]d").
inline QString stipulationFamily(const Stipulation& stip) {
    if (stip.goal == Stipulation::GoalType::NotMate) return QStringLiteral("no # in ");
    Stipulation classic = stip; // "- 5a[#]d" counts its moves as "#3" does, "3a[/1d[+]a{!+}]d" as "s+2"
    classic.numberedFromOtherSide = false;
    if (classic.isBattle()) {
        classic.endingHidden = classic.endingNotInCheck = false;
        classic.earlyGoalGoesOn = false;
    }
    QString text = qs(classic.toString());
    while (!text.isEmpty() && (text.back().isDigit() || text.back() == QLatin1Char('.'))) text.chop(1);
    return text;
}

/// Registers the resources compiled into the ui library (safe to call repeatedly).
void initResources();

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file format_test_support.h  What the format suites share: the test data folder and short readers.
#pragma once

#include "fen.h"
#include "popeye_format.h"
#include "epd_format.h"
#include "problem_file.h"

#include <QLatin1Char>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <string>

namespace gms::format_test {

inline const QString kData = QStringLiteral(GMS_TEST_DATA_DIR "/formats");

inline QString q(const std::string& s) { return QString::fromStdString(s); }

inline std::string dataPath(const char* name) { return (kData + QLatin1Char('/') + QLatin1String(name)).toStdString(); }

inline ProblemCollection readData(const char* name) {
    ProblemCollection c;
    std::string error;
    if (!readProblemFile(dataPath(name), c, error)) qWarning("%s", error.c_str());
    return c;
}

/// All skipped problems as text, for failure messages.
inline QString skippedText(const ProblemCollection& c) {
    QStringList lines;
    for (const auto& s : c.skipped)
        lines << QStringLiteral("#%1 %2:%3 %4").arg(s.index).arg(s.line).arg(s.column).arg(q(s.message));
    return lines.join(QLatin1Char('\n'));
}

inline Problem onlyProblem(const ProblemCollection& c) {
    if (c.entries.size() != 1 || !c.skipped.empty()) {
        qWarning("expected one problem, got %d (skipped: %s)", int(c.entries.size()), qPrintable(skippedText(c)));
        return Problem{};
    }
    return c.entries[0].problem;
}

inline Problem popeye(const char* text) { return onlyProblem(parsePopeyeText(text)); }
inline Problem epd(const char* text) { return onlyProblem(parseEpdText(text)); }

inline std::string withoutCounters(const std::string& fen) {
    Position pos;
    FenError e;
    if (!parseFen(fen, pos, e)) return fen;
    pos.setMoveCounters(0, 1);
    pos.refresh();
    return toFen(pos);
}

} // namespace gms::format_test

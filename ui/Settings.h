// SPDX-License-Identifier: GPL-3.0-or-later
/// @file Settings.h  What the app remembers between runs (QSettings): window layout, recent files, options.
#pragma once

#include "help_method.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gms::ui {

/// Typed access to QSettings (organisation and application names come from
/// QCoreApplication, so tests can use their own).
class Settings {
public:
    static constexpr int MaxRecentFiles = 8;

    static QStringList recentFiles();
    /// Puts `path` first in the list (once), keeping at most MaxRecentFiles.
    static void addRecentFile(const QString& path);
    static void removeRecentFile(const QString& path);
    static void clearRecentFiles();

    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray& geometry);
    static QByteArray windowState();
    static void setWindowState(const QByteArray& state);

    static bool boardFlipped();
    static void setBoardFlipped(bool flipped);
    /// 0 = complete, 1 = minimal (SolverOptions::Mode).
    static int solverMode();
    static void setSolverMode(int mode);
    static bool allDefences();
    static void setAllDefences(bool on);
    static bool useRepetition();
    static void setUseRepetition(bool on);
    static bool useMoveTables();
    static void setUseMoveTables(bool on);
    /// SolverOptions::helpMethod, stored by its name (helpMethodName); Auto when unset or unknown.
    static gms::HelpMethod helpMethod();
    static void setHelpMethod(gms::HelpMethod method);
    /// The move-table heat map: shown or not, role (0 attacker, 1 defender), piece type, values shown.
    static bool heatMapShown();
    static void setHeatMapShown(bool on);
    static int heatMapRole();
    static void setHeatMapRole(int role);
    static int heatMapPieceType();
    static void setHeatMapPieceType(int pieceType);
    static bool heatMapValues();
    static void setHeatMapValues(bool on);
    /// Solver display options: global, never stored in a problem (so toggling them
    /// does not mark a file modified).
    /// Transposition table size in MB (0: off); default 64.
    static int hashMegabytes();
    static void setHashMegabytes(int megabytes);
    /// Solving threads (0: every core); default 0.
    static int threads();
    static void setThreads(int threads);
    static bool showTries();
    static void setShowTries(bool on);
    static bool showSetPlay();
    static void setShowSetPlay(bool on);
    /// The knight's letter in every move shown: 'S' (Popeye's English output, the default) or 'N'.
    static QChar knightLetter();
    static void setKnightLetter(QChar letter);
    static QString lastDirectory();
    static void setLastDirectory(const QString& dir);
};

} // namespace gms::ui

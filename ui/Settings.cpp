// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include <QFileInfo>
#include <QSettings>

namespace gms::ui {

namespace {
const char* RecentKey = "files/recent";
}

QStringList Settings::recentFiles() { return QSettings().value(RecentKey).toStringList(); }

void Settings::addRecentFile(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > MaxRecentFiles) list.removeLast();
    QSettings().setValue(RecentKey, list);
}

void Settings::removeRecentFile(const QString& path) {
    QStringList list = recentFiles();
    list.removeAll(path);
    QSettings().setValue(RecentKey, list);
}

void Settings::clearRecentFiles() { QSettings().remove(RecentKey); }

QByteArray Settings::windowGeometry() { return QSettings().value("window/geometry").toByteArray(); }
void Settings::setWindowGeometry(const QByteArray& g) { QSettings().setValue("window/geometry", g); }
QByteArray Settings::windowState() { return QSettings().value("window/state").toByteArray(); }
void Settings::setWindowState(const QByteArray& s) { QSettings().setValue("window/state", s); }

bool Settings::boardFlipped() { return QSettings().value("board/flipped", false).toBool(); }
void Settings::setBoardFlipped(bool f) { QSettings().setValue("board/flipped", f); }
int Settings::hashMegabytes() { return QSettings().value("solver/hashMegabytes", 64).toInt(); }
void Settings::setHashMegabytes(int megabytes) { QSettings().setValue("solver/hashMegabytes", megabytes); }
int Settings::threads() { return QSettings().value("solver/threads", 0).toInt(); }
void Settings::setThreads(int threads) { QSettings().setValue("solver/threads", threads); }
int Settings::solverMode() { return QSettings().value("solver/mode", 0).toInt(); }
void Settings::setSolverMode(int m) { QSettings().setValue("solver/mode", m); }
bool Settings::allDefences() { return QSettings().value("solver/allDefences", false).toBool(); }
void Settings::setAllDefences(bool on) { QSettings().setValue("solver/allDefences", on); }
bool Settings::useRepetition() { return QSettings().value("solver/useRepetition", false).toBool(); }
void Settings::setUseRepetition(bool on) { QSettings().setValue("solver/useRepetition", on); }
bool Settings::useMoveTables() { return QSettings().value("solver/useMoveTables", false).toBool(); }
void Settings::setUseMoveTables(bool on) { QSettings().setValue("solver/useMoveTables", on); }
gms::HelpMethod Settings::helpMethod() {
    gms::HelpMethod method = gms::HelpMethod::Auto;
    if (!gms::parseHelpMethod(QSettings().value("solver/helpMethod", "auto").toString().toStdString(), method))
        method = gms::HelpMethod::Auto;
    return method;
}
void Settings::setHelpMethod(gms::HelpMethod method) {
    QSettings().setValue("solver/helpMethod", QString::fromLatin1(gms::helpMethodName(method)));
}
bool Settings::heatMapShown() { return QSettings().value("heatMap/shown", false).toBool(); }
void Settings::setHeatMapShown(bool on) { QSettings().setValue("heatMap/shown", on); }
int Settings::heatMapRole() { return QSettings().value("heatMap/role", 0).toInt(); }
void Settings::setHeatMapRole(int r) { QSettings().setValue("heatMap/role", r); }
int Settings::heatMapPieceType() { return QSettings().value("heatMap/pieceType", 2).toInt(); }
void Settings::setHeatMapPieceType(int t) { QSettings().setValue("heatMap/pieceType", t); }
bool Settings::heatMapValues() { return QSettings().value("heatMap/values", false).toBool(); }
void Settings::setHeatMapValues(bool on) { QSettings().setValue("heatMap/values", on); }
bool Settings::showTries() { return QSettings().value("solver/showTries", true).toBool(); }
void Settings::setShowTries(bool on) { QSettings().setValue("solver/showTries", on); }
bool Settings::showSetPlay() { return QSettings().value("solver/showSetPlay", false).toBool(); }
void Settings::setShowSetPlay(bool on) { QSettings().setValue("solver/showSetPlay", on); }
QChar Settings::knightLetter() {
    const QString l = QSettings().value("notation/knight", QStringLiteral("S")).toString();
    return l == QLatin1String("N") ? QLatin1Char('N') : QLatin1Char('S');
}
void Settings::setKnightLetter(QChar letter) {
    QSettings().setValue("notation/knight", letter == QLatin1Char('N') ? QStringLiteral("N") : QStringLiteral("S"));
}
QString Settings::lastDirectory() { return QSettings().value("files/lastDirectory").toString(); }
void Settings::setLastDirectory(const QString& d) { QSettings().setValue("files/lastDirectory", d); }

} // namespace gms::ui

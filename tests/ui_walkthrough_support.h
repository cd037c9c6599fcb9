// SPDX-License-Identifier: GPL-3.0-or-later
/// @file ui_walkthrough_support.h  What the walk-through suites (test_ui_walkthrough, test_ui_twins,
/// test_ui_stipulation_editor, test_ui_solution_words) share: the problems, the window under test and
/// the steps a problemist takes with it.
///
/// Problems and Popeye 4.104's answers (tests/data/README.md):
///   Barsukow  W. Barsukow, Phenix 36 1995 (Popeye BEISPIEL/twin.inp #2), h#2 with two twins:
///             a) 1.Re6-e3 Bd5-f7 2.Rg4-g7 Rd4-h4#   b) bKh7-->a6 1.Re6-b6 Bd5-c6 2.Bd2-f4 Rd4-a4#
///             c) bKh7-->f1 1.f3-f2 Bd5-f3 2.Bd2-e3 Rd4-d1#  (one solution each).
///   pf020     A. Armeni, Freie Presse 1994 (Popeye BEISPIEL/ep.inp #1), #2 sound, key f2-f4.
///   pf002     #2 cooked with a short mate (two keys, one of them mates at once).
///   pf008     Popeye BEISPIEL/castling.inp #3, #3 sound, key f8-e7.
#pragma once

#include "BoardScene.h"
#include "HelpTexts.h"
#include "MetadataForm.h"
#include "DiagramExport.h"
#include "CollectionNavigator.h"
#include "MainWindow.h"
#include "ProblemDocument.h"
#include "Settings.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "SolverWorker.h"
#include "SolutionTreeModel.h"
#include "SolutionTreePane.h"
#include "StipulationEditor.h"
#include "TextSolutionPane.h"
#include "PositionEditor.h"
#include "MoveControls.h"
#include "fen.h"
#include "notation.h"
#include "solution_text.h"
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QStandardItemModel>
#include <QListWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QProcess>
#include <QRegularExpression>
#include <QRadioButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

namespace gms::ui::walkthrough {

inline constexpr const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
inline constexpr const char* Pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1";
inline constexpr const char* Pf002 = "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1";

inline constexpr const char* BarsukowInp = "BeginProblem\n"
                                           "Author W. Barsukow\n"
                                           "Origin 2188, Phenix 36, 12/1995\n"
                                           "Stipulation h#2\n"
                                           "Pieces White Ka1 Rd4 Bd5 Black Kh7 Re6g4 Bd2 Pf3\n"
                                           "Twin Move h7 a6\n"
                                           "Twin Move h7 f1\n"
                                           "EndProblem\n";

/// Three problems as a composer's file holds them: a helpmate with twins, a selfmate with a
/// twin, a cooked #2 (sm2-026 of shared/problems/selfmates.tsv; pf002).
inline constexpr const char* CollectionInp = "BeginProblem\n"
                                             "Author W. Barsukow\n"
                                             "Stipulation h#2\n"
                                             "Pieces White Ka1 Rd4 Bd5 Black Kh7 Re6g4 Bd2 Pf3\n"
                                             "Twin Move h7 a6\n"
                                             "Twin Move h7 f1\n"
                                             "NextProblem\n"
                                             "Stipulation s#2\n"
                                             "Pieces White Ka1 Qe4 Ba5f2 Sg2 Black Kc1 Qb5 Sh6\n"
                                             "Twin Stipulation s#1\n"
                                             "NextProblem\n"
                                             "Stipulation #2\n"
                                             "Pieces White Ka6 Se8 Pa7 Black Ka8 Ph6\n"
                                             "EndProblem\n";

/// Per problem, per twin, the answer: the keys (UCI) of battle play or the lines of help play.
inline QStringList answersOf(const QByteArray& jsonLines) {
    QStringList out;
    for (const QByteArray& line : jsonLines.trimmed().split('\n')) {
        const QJsonObject problem = QJsonDocument::fromJson(line).object();
        QJsonArray twins = problem.value(QStringLiteral("twins")).toArray();
        if (twins.isEmpty()) twins.append(problem);
        for (const QJsonValue& t : twins) {
            const QJsonObject twin = t.toObject();
            QStringList moves;
            for (const QJsonValue& k : twin.value(QStringLiteral("keys")).toArray())
                moves << k.toObject().value(QStringLiteral("uci")).toString();
            for (const QJsonValue& l : twin.value(QStringLiteral("solutions")).toArray()) {
                QStringList line;
                for (const QJsonValue& m : l.toObject().value(QStringLiteral("line")).toArray()) line << m.toString();
                moves << line.join(QLatin1Char(' '));
            }
            out << QStringLiteral("%1 %2) %3")
                       .arg(problem.value(QStringLiteral("index")).toInt())
                       .arg(twin.value(QStringLiteral("label")).toString(), moves.join(QStringLiteral(", ")));
        }
    }
    return out;
}

inline Square sq(const char* name) { return parseSquare(name[0], name[1]); }

inline Position positionOf(const char* fen) {
    Position pos;
    FenError err;
    if (!parseFen(fen, pos, err)) qFatal("bad test FEN %s", fen);
    return pos;
}

inline Move moveIn(const Position& pos, const char* uci) {
    const auto m = parseUci(pos, uci);
    if (!m) qFatal("illegal test move %s", uci);
    return *m;
}

/// Every note of the solution tree, row by row ("1...gxf3 e.p.: dual: 2 ...").
inline QStringList treeRows(QAbstractItemModel* m, const QModelIndex& parent = {}) {
    QStringList rows;
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        rows << i.data().toString() + QStringLiteral(": ") + m->index(r, 1, parent).data().toString();
        rows << treeRows(m, i);
    }
    return rows;
}

/// The main window as a problemist opens it: fresh settings, shown, no modal prompts.
struct WalkthroughWindow {
    std::unique_ptr<MainWindow> w;
    QTemporaryDir dir;

    bool solveAndWait(bool allTwins = false, int timeoutMs = 60000) {
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        if (!(allTwins ? w->solveAllTwins() : w->solve())) return false;
        return finished.wait(timeoutMs);
    }
    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(text);
        return path;
    }
    static QByteArray epdLine(const char* fen, const char* stip, const char* id) {
        const QByteArray full(fen);
        return full.left(full.lastIndexOf(" 0 1")) + " stip " + stip + "; id \"" + id + "\";\n";
    }
    QString stip() const { return QString::fromStdString(w->document()->currentProblem().stipulation.toString()); }
    void choose(const QString& family, int n, bool half = false) {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(family));
        ed->movesSpin()->setValue(n);
        if (ed->halfMoveBox()->isVisibleTo(ed)) ed->halfMoveBox()->setChecked(half);
    }

    /// Once per suite: settings kept apart from the user's, a temporary folder.
    bool setUpCase(const char* suite) {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QLatin1String(suite));
        return dir.isValid();
    }
    /// Before each test: a new window with cleared settings, shown.
    bool openWindow() {
        QSettings().clear();
        Settings::setKnightLetter(QLatin1Char('S'));
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        return QTest::qWaitForWindowExposed(w.get());
    }
};

} // namespace gms::ui::walkthrough

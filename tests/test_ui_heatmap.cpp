// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_heatmap.cpp  The solver panel's speed options (repetition cut-offs, move tables) and
/// the move-table heat map over the board: shown after a solve with move tables, coloured in the
/// order of the table's values, following the role and piece type chosen, cleared by an edit, and
/// explained (never a blank overlay) when the last solve had no tables. Runs offscreen.
///
/// Problems (answers established by Popeye 4.104, see problems/direct_mates.tsv):
///   pf008  Popeye BEISPIEL/castling.inp#3, #3, key f8e7 (Black has no queen and cannot promote
///          within three moves, so the defender's queen table stays empty).
///   pf020  A. Armeni, Freie Presse 1994, #2, key f2f4, four tries (the default problem).

#include "BoardScene.h"
#include "HeatMapControls.h"
#include "HeatMapItem.h"
#include "MainWindow.h"
#include "MoveControls.h"
#include "PieceItem.h"
#include "ProblemDocument.h"
#include "Settings.h"
#include "SolutionTreePane.h"
#include "SolverControls.h"
#include "SolverWorker.h"
#include "StipulationEditor.h"
#include "fen.h"
#include "notation.h"
#include "solution_text.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <cstdlib>
#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {
const char* Pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1";
const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";

Position positionOf(const char* fen) {
    Position pos;
    FenError err;
    if (!parseFen(fen, pos, err)) qFatal("bad test FEN %s", fen);
    return pos;
}

int nonZeroCount(const MoveTables& t, MoveTables::Role role, PieceType pt) {
    int n = 0;
    for (Square s = 0; s < 64; ++s) n += t.value(role, pt, s) != 0;
    return n;
}

/// The solution as Popeye-style text without the statistics (which differ with the options).
QString answerText(const char* fen, const Solution& solution) {
    TextOptions options;
    options.statistics = false;
    return QString::fromStdString(formatSolutionText(positionOf(fen), solution, options));
}
} // namespace

/// Runs a helper that verifies with QVERIFY/QCOMPARE and stops the test when it failed.
#define CHECKED(call)                                                                                                  \
    do {                                                                                                               \
        call;                                                                                                          \
        if (QTest::currentTestFailed()) return;                                                                        \
    } while (false)

class TestUiHeatMap : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> w;

    bool solveAndWait(int timeoutMs = 60000) {
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        if (!w->solve()) return false;
        if (!w->isSolving()) return false;
        return finished.wait(timeoutMs);
    }

    void newWindow() {
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    /// Sets up pf008 as #3 and solves it with or without move tables (as the user does: the check box).
    void solvePf008(bool tables) {
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        w->solverControls()->movesSpin()->setValue(3);
        w->solverControls()->moveTablesBox()->setChecked(tables);
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(w->lastSolution().hasMoveTables, tables);
    }

    /// Chooses a table with the selector's own widgets, as a click would.
    void choose(MoveTables::Role role, PieceType pt) {
        HeatMapControls* c = w->heatMapControls();
        c->roleCombo()->setCurrentIndex(c->roleCombo()->findData(int(role)));
        c->pieceButton(pt)->click();
        QCOMPARE(c->role(), role);
        QCOMPARE(c->pieceType(), pt);
    }

    /// The overlay shows exactly `role`/`pt` of the last solve's tables, coloured in value order.
    void verifyOverlay(MoveTables::Role role, PieceType pt) {
        const MoveTables& t = w->lastSolution().moveTables;
        BoardScene* scene = w->boardScene();
        QVERIFY(scene->hasHeatMap());
        const auto items = scene->heatMapItems();
        QCOMPARE(int(items.size()), 64);
        int maxAbs = 0;
        for (Square s = 0; s < 64; ++s) maxAbs = std::max(maxAbs, std::abs(t.value(role, pt, s)));
        QVERIFY(maxAbs > 0);
        Square strongest = NoSquare;
        for (Square s = 0; s < 64; ++s) {
            HeatMapItem* item = scene->heatMapItem(s);
            QVERIFY(item);
            const int v = t.value(role, pt, s);
            QCOMPARE(item->value(), v);
            QCOMPARE(item->pos(), scene->squareRect(s).topLeft());
            // Between the board and the pieces.
            QVERIFY(item->zValue() > 0);
            for (PieceItem* p : scene->pieceItems()) QVERIFY(item->zValue() < p->zValue());
            const QColor c = item->colour();
            if (v == 0) {
                QCOMPARE(c.alpha(), 0);
                continue;
            }
            QVERIFY(c.alpha() > 0);
            // Hue: red for positive, blue for negative.
            if (v > 0)
                QVERIFY2(c.red() > c.blue(), qPrintable(QStringLiteral("square %1").arg(s)));
            else
                QVERIFY2(c.blue() > c.red(), qPrintable(QStringLiteral("square %1").arg(s)));
            if (std::abs(v) == maxAbs && strongest == NoSquare) strongest = s;
        }
        // Opacity follows |value| within each sign: the larger the value, the more opaque
        // (for the blue squares: the more negative, the more opaque).
        for (Square a = 0; a < 64; ++a)
            for (Square b = 0; b < 64; ++b) {
                const int va = t.value(role, pt, a), vb = t.value(role, pt, b);
                if (va > vb && vb > 0)
                    QVERIFY(scene->heatMapItem(a)->colour().alpha() >= scene->heatMapItem(b)->colour().alpha());
                if (va < vb && vb < 0)
                    QVERIFY(scene->heatMapItem(a)->colour().alpha() >= scene->heatMapItem(b)->colour().alpha());
                if (va > 0 && vb > 0 && va > 2 * vb)
                    QVERIFY(scene->heatMapItem(a)->colour().alpha() > scene->heatMapItem(b)->colour().alpha());
            }
        // The square with the largest |value| is the most opaque of all.
        QVERIFY(strongest != NoSquare);
        for (HeatMapItem* item : items)
            QVERIFY(item->colour().alpha() <= scene->heatMapItem(strongest)->colour().alpha());
        QCOMPARE(scene->heatMapItem(strongest)->colour().alpha(), HeatMapItem::MaxAlpha);
        // Values in the corners when asked for: one per square that is not 0, above the pieces.
        const auto labels = scene->heatMapValueItems();
        if (!w->heatMapControls()->showValues()) {
            QVERIFY(labels.empty());
        } else {
            int nonZero = 0;
            for (Square s = 0; s < 64; ++s) nonZero += t.value(role, pt, s) != 0;
            QCOMPARE(int(labels.size()), nonZero);
            for (HeatMapValueItem* label : labels) {
                const int v = t.value(role, pt, label->square());
                QCOMPARE(label->value(), v);
                QCOMPARE(label->text(), v > 0 ? QStringLiteral("+%1").arg(v) : QStringLiteral("\u2212%1").arg(-v));
                QCOMPARE(label->pos(), scene->squareRect(label->square()).topLeft());
                for (PieceItem* p : scene->pieceItems()) QVERIFY(label->zValue() > p->zValue());
            }
        }
        // The summary names the table.
        QVERIFY2(w->heatMapControls()->message().contains(HeatMapControls::tableName(role, pt)),
                 qPrintable(w->heatMapControls()->message()));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_heatmap"));
    }

    void init() {
        QSettings().clear();
        Settings::setKnightLetter(
            QLatin1Char('N')); // these suites compare with SAN (N = knight) // every test starts from the defaults
        CHECKED(newWindow());
    }

    void cleanup() { w.reset(); }

    void speedOptionsReachTheSolverAndAreRemembered() {
        SolverControls* sc = w->solverControls();
        // Off by default; the tooltips say they only change the speed.
        QVERIFY(!sc->useRepetition());
        QVERIFY(!sc->useMoveTables());
        QVERIFY(sc->repetitionBox()->toolTip().contains(QStringLiteral("never the result")));
        QVERIFY(sc->moveTablesBox()->toolTip().contains(QStringLiteral("never the result")));
        QVERIFY(solveAndWait());
        QVERIFY(!w->solverWorker()->lastOptions().useRepetition);
        QVERIFY(!w->solverWorker()->lastOptions().useMoveTables);
        QVERIFY(!w->lastSolution().hasMoveTables);

        // Ticked by the user: the next solve gets them, and they are locked while it runs.
        QTest::mouseClick(sc->repetitionBox(), Qt::LeftButton, {}, sc->repetitionBox()->rect().center());
        QTest::mouseClick(sc->moveTablesBox(), Qt::LeftButton, {}, sc->moveTablesBox()->rect().center());
        QVERIFY(sc->useRepetition());
        QVERIFY(sc->useMoveTables());
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        QVERIFY(!sc->repetitionBox()->isEnabled());
        QVERIFY(!sc->moveTablesBox()->isEnabled());
        QVERIFY(finished.wait(60000));
        QVERIFY(sc->repetitionBox()->isEnabled());
        QVERIFY(sc->moveTablesBox()->isEnabled());
        QVERIFY(w->solverWorker()->lastOptions().useRepetition);
        QVERIFY(w->solverWorker()->lastOptions().useMoveTables);
        QVERIFY(w->lastSolution().hasMoveTables);

        // Kept in QSettings: a new window starts with them ticked.
        QVERIFY(Settings::useRepetition());
        QVERIFY(Settings::useMoveTables());
        CHECKED(newWindow());
        QVERIFY(w->solverControls()->useRepetition());
        QVERIFY(w->solverControls()->useMoveTables());
        w->solverControls()->repetitionBox()->setChecked(false);
        QVERIFY(solveAndWait());
        QVERIFY(!w->solverWorker()->lastOptions().useRepetition);
        QVERIFY(w->solverWorker()->lastOptions().useMoveTables);
        QVERIFY(!Settings::useRepetition());
    }

    /// Help play's method (auto, intelligent, full width): a choice beside the speed options
    /// that reaches the solve, is locked while it runs, never changes the lines and is kept.
    void helpMethodReachesTheSolverAndIsRemembered() {
        SolverControls* sc = w->solverControls();
        QCOMPARE(sc->helpMethod(), HelpMethod::Auto);
        QVERIFY(sc->helpMethodCombo()->toolTip().contains(QStringLiteral("never the result")));
        // Popeye's h#2 with set play (tests/data/help/h2-set.out): 11 lines.
        QVERIFY(w->setFen(QStringLiteral("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1")));
        StipulationEditor* ed = sc->stipulationEditor();
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("h#")));
        ed->movesSpin()->setValue(2);
        QVERIFY(solveAndWait());
        QCOMPARE(w->lastSolution().helpMethod, HelpMethod::FullWidth); // auto: full width for h#2
        const std::size_t lines = w->lastSolution().lines.size();
        QCOMPARE(int(lines), 11);
        sc->helpMethodCombo()->setCurrentIndex(sc->helpMethodCombo()->findData(int(HelpMethod::Intelligent)));
        QCOMPARE(sc->helpMethod(), HelpMethod::Intelligent);
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        QVERIFY(!sc->helpMethodCombo()->isEnabled());
        QVERIFY(finished.wait(60000));
        QVERIFY(sc->helpMethodCombo()->isEnabled());
        QCOMPARE(w->solverWorker()->lastOptions().helpMethod, HelpMethod::Intelligent);
        QCOMPARE(w->lastSolution().helpMethod, HelpMethod::Intelligent);
        QCOMPARE(w->lastSolution().lines.size(), lines);
        QCOMPARE(Settings::helpMethod(), HelpMethod::Intelligent);
        CHECKED(newWindow());
        QCOMPARE(w->solverControls()->helpMethod(), HelpMethod::Intelligent);
        QSettings().setValue("solver/helpMethod", "no-such-method"); // an edited settings file: auto
        QCOMPARE(Settings::helpMethod(), HelpMethod::Auto);
    }

    void speedOptionsNeverChangeTheAnswer_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("moves");
        QTest::newRow("pf020 #2 with tries") << QString::fromLatin1(Pf020) << 2;
        QTest::newRow("pf008 #3") << QString::fromLatin1(Pf008) << 3;
    }

    void speedOptionsNeverChangeTheAnswer() {
        QFETCH(QString, fen);
        QFETCH(int, moves);
        QVERIFY(w->setFen(fen));
        w->solverControls()->movesSpin()->setValue(moves);
        w->solverControls()->triesBox()->setChecked(true);
        QString reference;
        std::vector<Move> referenceKeys;
        for (int combo = 0; combo < 4; ++combo) {
            const bool repetition = combo & 1, tables = combo & 2;
            w->solverControls()->repetitionBox()->setChecked(repetition);
            w->solverControls()->moveTablesBox()->setChecked(tables);
            QVERIFY(solveAndWait());
            QCOMPARE(w->solverWorker()->lastOptions().useRepetition, repetition);
            QCOMPARE(w->solverWorker()->lastOptions().useMoveTables, tables);
            const Solution& s = w->lastSolution();
            QVERIFY(s.complete);
            QVERIFY(s.hasSolution());
            std::vector<Move> keys;
            for (const AttackNode& k : s.keys) keys.push_back(k.move);
            const QString text = answerText(qPrintable(fen), s);
            if (combo == 0) {
                reference = text;
                referenceKeys = keys;
                continue;
            }
            QCOMPARE(keys, referenceKeys);
            QCOMPARE(text, reference);
        }
        // The keys are the published ones.
        QCOMPARE(int(referenceKeys.size()), 1);
        QCOMPARE(QString::fromStdString(toUci(referenceKeys[0])),
                 moves == 2 ? QStringLiteral("f2f4") : QStringLiteral("f8e7"));
    }

    void heatMapShowsTheTablesOfTheLastSolve() {
        QAction* heat = w->action(QStringLiteral("actionHeatMap"));
        QVERIFY(heat);
        QVERIFY(heat->isCheckable());
        QVERIFY(!heat->isChecked()); // off by default
        QVERIFY(!w->heatMapToolBar()->isVisible());
        CHECKED(solvePf008(true));
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(w->boardScene()->heatMapItems().empty());

        const MoveTables& t = w->lastSolution().moveTables;
        // Two different tables that learned something: the fullest of each role.
        PieceType bestAttacker = Pawn, bestDefender = Pawn;
        for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
            if (nonZeroCount(t, MoveTables::Attacker, pt) > nonZeroCount(t, MoveTables::Attacker, bestAttacker))
                bestAttacker = pt;
            if (nonZeroCount(t, MoveTables::Defender, pt) > nonZeroCount(t, MoveTables::Defender, bestDefender))
                bestDefender = pt;
        }
        QVERIFY(nonZeroCount(t, MoveTables::Attacker, bestAttacker) > 0);
        QVERIFY(nonZeroCount(t, MoveTables::Defender, bestDefender) > 0);

        CHECKED(choose(MoveTables::Attacker, bestAttacker));
        heat->trigger();
        QVERIFY(heat->isChecked());
        QVERIFY(w->heatMapToolBar()->isVisible());
        CHECKED(verifyOverlay(MoveTables::Attacker, bestAttacker));
        QVERIFY(w->boardScene()->heatMapValueItems().empty());

        // Another piece type of the same role, picked with its button.
        PieceType other = NoPieceType;
        for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King})
            if (pt != bestAttacker && nonZeroCount(t, MoveTables::Attacker, pt) > 0) other = pt;
        QVERIFY(other != NoPieceType);
        CHECKED(choose(MoveTables::Attacker, other));
        CHECKED(verifyOverlay(MoveTables::Attacker, other));
        bool differs = false;
        for (Square s = 0; s < 64; ++s)
            differs |= t.value(MoveTables::Attacker, other, s) != t.value(MoveTables::Attacker, bestAttacker, s);
        QVERIFY(differs);

        // The defender's tables: the piece images turn to the defender's colour (Black here).
        CHECKED(choose(MoveTables::Defender, bestDefender));
        CHECKED(verifyOverlay(MoveTables::Defender, bestDefender));
        QCOMPARE(w->heatMapControls()->attackerColour(), White);
        QVERIFY(w->heatMapControls()->message().contains(QStringLiteral("Black")));

        // Values in the corners on request.
        w->heatMapControls()->valuesBox()->click();
        QVERIFY(w->heatMapControls()->showValues());
        QVERIFY(!w->boardScene()->heatMapValueItems().empty());
        CHECKED(verifyOverlay(MoveTables::Defender, bestDefender));

        // Flipping the board moves the overlay with the squares.
        w->action(QStringLiteral("actionFlip"))->trigger();
        QVERIFY(w->boardScene()->isFlipped());
        CHECKED(verifyOverlay(MoveTables::Defender, bestDefender));
        w->action(QStringLiteral("actionFlip"))->trigger();

        // Black has no queen: an empty table is said so, not shown as a blank overlay.
        QCOMPARE(nonZeroCount(t, MoveTables::Defender, Queen), 0);
        CHECKED(choose(MoveTables::Defender, Queen));
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY2(w->heatMapControls()->message().contains(QStringLiteral("empty")),
                 qPrintable(w->heatMapControls()->message()));

        // Switched off: gone, and the selector with it; on again: back.
        heat->trigger();
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(!w->heatMapToolBar()->isVisible());
        CHECKED(choose(MoveTables::Attacker, bestAttacker));
        QVERIFY(!w->boardScene()->hasHeatMap());
        heat->trigger();
        CHECKED(verifyOverlay(MoveTables::Attacker, bestAttacker));

        // The choice is remembered.
        QVERIFY(Settings::heatMapShown());
        QCOMPARE(Settings::heatMapPieceType(), int(bestAttacker));
        QCOMPARE(Settings::heatMapRole(), int(MoveTables::Attacker));
        QVERIFY(Settings::heatMapValues());
    }

    void heatMapStaysWhileALineIsPlayedAndClearsOnEdit() {
        CHECKED(solvePf008(true));
        w->action(QStringLiteral("actionHeatMap"))->trigger();
        const MoveTables& t = w->lastSolution().moveTables;
        PieceType pt = Pawn;
        for (PieceType p : {Pawn, Knight, Bishop, Rook, Queen, King})
            if (nonZeroCount(t, MoveTables::Attacker, p) > nonZeroCount(t, MoveTables::Attacker, pt)) pt = p;
        CHECKED(choose(MoveTables::Attacker, pt));
        CHECKED(verifyOverlay(MoveTables::Attacker, pt));

        // Playing through the solution keeps the overlay (it belongs to the solve, not to one position).
        w->solutionTreePane()->selectTopLevel(0);
        w->action(QStringLiteral("actionLast"))->trigger();
        QVERIFY(w->moveControls()->ply() > 0);
        QVERIFY(toFen(w->boardScene()->position()) != std::string(Pf008));
        CHECKED(verifyOverlay(MoveTables::Attacker, pt));
        w->action(QStringLiteral("actionFirst"))->trigger();
        QCOMPARE(w->moveControls()->ply(), 0);
        CHECKED(verifyOverlay(MoveTables::Attacker, pt));

        // An edit of the board makes the solve stale: the overlay goes, and the selector says why.
        w->boardScene()->dropPiece(WPawn, w->boardScene()->squareCenter(parseSquare('a', '2')));
        QVERIFY(!w->hasSolution());
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(w->boardScene()->heatMapItems().empty());
        QVERIFY(w->heatMapControls()->message().contains(QStringLiteral("Move tables")));
        // Undo brings the solved position back, and with it its solve and the overlay (issue 10).
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(toFen(w->document()->position()), std::string(Pf008));
        QVERIFY(w->hasSolution());
        CHECKED(verifyOverlay(MoveTables::Attacker, pt));
        QVERIFY(solveAndWait());
        CHECKED(verifyOverlay(MoveTables::Attacker, pt));

        // A new problem (here: a FEN) clears it too.
        QVERIFY(w->setFen(QString::fromLatin1(Pf020)));
        QVERIFY(!w->boardScene()->hasHeatMap());
    }

    void solveWithoutMoveTablesExplainsInsteadOfABlankOverlay() {
        // No solve yet.
        w->action(QStringLiteral("actionHeatMap"))->trigger();
        QVERIFY(w->heatMapToolBar()->isVisible());
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(w->heatMapControls()->message().contains(QStringLiteral("Move tables")));
        w->action(QStringLiteral("actionHeatMap"))->trigger();

        // A solve without move tables, then the action: the status bar and the selector explain.
        CHECKED(solvePf008(false));
        w->statusBar()->clearMessage();
        w->action(QStringLiteral("actionHeatMap"))->trigger();
        QVERIFY(w->action(QStringLiteral("actionHeatMap"))->isChecked());
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(w->boardScene()->heatMapItems().empty());
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("\u201cMove tables\u201d on")),
                 qPrintable(w->statusBar()->currentMessage()));
        QVERIFY(w->heatMapControls()->message().contains(QStringLiteral("without them")));

        // With the overlay on, a solve with tables shows it; one without takes it away again.
        CHECKED(solvePf008(true));
        QVERIFY(w->boardScene()->hasHeatMap() || w->heatMapControls()->message().contains(QStringLiteral("empty")));
        CHECKED(choose(MoveTables::Defender, King)); // the black king's flights are pf008's main defences
        QVERIFY(nonZeroCount(w->lastSolution().moveTables, MoveTables::Defender, King) > 0);
        CHECKED(verifyOverlay(MoveTables::Defender, King));
        CHECKED(solvePf008(false));
        QVERIFY(!w->boardScene()->hasHeatMap());
        QVERIFY(w->heatMapControls()->message().contains(QStringLiteral("without them")));
    }
};

QTEST_MAIN(TestUiHeatMap)
#include "test_ui_heatmap.moc"

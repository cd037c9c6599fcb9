// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_workflow.cpp  The GUI defects a problemist reported (project issue 10), each
/// with the check that would have caught it: clipboard keys follow the focus, a new problem
/// clears the old result, display options are global settings, a small window keeps the board,
/// Clear position vs New problem, a drag on the board always moves, undo/redo back to the solved
/// position shows the solution again, stipulation edits undo, the FEN field is read-only while
/// solving, tree notes are never cut, duals that are not mates, one knight letter everywhere,
/// drops of files and FENs, help windows, Solve Whole Collection, the intended solution check.
///
/// Problems and expected answers (Popeye 4.104, shared/problems/direct_mates.tsv):
///   pf020  #2 key f2f4 (sound); 1...Rb8+ is answered by 2.cxb8=Q# and 2.cxb8=B# (a dual of mates).
///   pf008  #3 key f8e7 (sound).
///   pf002  #2 keys a6b6 and e8c7 (e8c7 mates in 1): cooked.
///   mt0030n  #2 with no solution.
///   mt0292 #5 asked as #7: runs long enough to watch the UI while solving.

#include "BoardScene.h"
#include "BoardView.h"
#include "CollectionNavigator.h"
#include "MainWindow.h"
#include "MetadataForm.h"
#include "MoveControls.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "ProblemDocument.h"
#include "Settings.h"
#include "SolutionTreeModel.h"
#include "SolutionTreePane.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "SolverWorker.h"
#include "StatisticsPane.h"
#include "StipulationEditor.h"
#include "TextSolutionPane.h"
#include "fen.h"
#include "notation.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDragEnterEvent>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>

#include <functional>
#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {
const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
const char* Pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1";
const char* Pf002 = "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1";
const char* Mt0030n = "3K4/pp3B2/qrk5/bp2B3/1p1P4/1P6/5P2/8 w - - 0 1";
const char* Mt0292 = "2br1R1R/8/1Ppp1br1/3B1k1P/Q1NP1P2/1N4BP/2P5/2Kn4 w - - 0 1";

Square sq(const char* name) { return parseSquare(name[0], name[1]); }

/// Walks every index of a model.
void forEachIndex(QAbstractItemModel* m, const QModelIndex& parent, const std::function<void(const QModelIndex&)>& f) {
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        f(i);
        forEachIndex(m, i, f);
    }
}
} // namespace

class TestUiWorkflow : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> w;
    QTemporaryDir dir;

    bool solveAndWait(int timeoutMs = 60000) {
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        if (!w->solve()) return false;
        return finished.wait(timeoutMs);
    }
    std::string fen() const { return toFen(w->document()->position()); }
    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(text);
        return path;
    }
    QString stip() const { return QString::fromStdString(w->document()->currentProblem().stipulation.toString()); }
    void makeWindow() {
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_workflow"));
        QVERIFY(dir.isValid());
    }

    void init() {
        QSettings().clear();
        makeWindow();
    }
    void cleanup() { w.reset(); }

    // ---- Ctrl+C / Ctrl+V act on the focused widget ----------------------------------------
    void clipboardKeysFollowTheFocus() {
        QLineEdit* title = w->metadataForm()->titleEdit();
        title->setFocus();
        QTRY_VERIFY(title->hasFocus());
        QApplication::clipboard()->setText(QStringLiteral("Schwalbe 1994"));
        QTest::keyClick(title, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(title->text(), QStringLiteral("Schwalbe 1994"));
        QCOMPARE(fen(), std::string(Pf020));
        QVERIFY(w->positionEditor()->fenErrorLabel()->text().isEmpty());
        QCOMPARE(w->document()->currentProblem().meta.title, std::string("Schwalbe 1994"));

        // The solution text: select all and copy gives the text, not the FEN.
        QVERIFY(solveAndWait());
        QPlainTextEdit* text = w->textSolutionPane()->editor();
        text->setFocus();
        QTRY_VERIFY(text->hasFocus());
        QTest::keyClick(text, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(text, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), w->textSolutionPane()->text());
        QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("f2-f4 !")));

        // On the board Ctrl+C / Ctrl+V are the FEN.
        w->boardView()->setFocus();
        QTRY_VERIFY(w->boardView()->hasFocus());
        QTest::keyClick(w->boardView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromLatin1(Pf020));
        QApplication::clipboard()->setText(QString::fromLatin1(Pf008));
        QTest::keyClick(w->boardView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(fen(), std::string(Pf008));
        // And the FEN's own shortcuts work from anywhere.
        title->setFocus();
        QTRY_VERIFY(title->hasFocus());
        QTest::keyClick(title, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromLatin1(Pf008));
        QCOMPARE(w->action(QStringLiteral("actionCopyFen"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    }

    // ---- a new problem clears the previous result ------------------------------------------
    void anotherProblemClearsTheResult() {
        const QString file =
            writeFile(QStringLiteral("two.epd"),
                      QByteArray(Pf020).left(QByteArray(Pf020).lastIndexOf(" 0 1")) + " dm 2; id \"pf020\";\n" +
                          QByteArray(Pf008).left(QByteArray(Pf008).lastIndexOf(" 0 1")) + " dm 3; id \"pf008\";\n");
        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 2);
        const auto verifyCleared = [this] {
            QVERIFY(!w->hasSolution());
            QVERIFY(w->solverControls()->statusLabel()->text().isEmpty());
            QVERIFY(w->solutionsPane()->verdictLabel()->text().isEmpty());
            QCOMPARE(w->solutionsPane()->list()->topLevelItemCount(), 0);
            QCOMPARE(w->solutionTreePane()->model()->rowCount(), 0);
            QVERIFY(w->textSolutionPane()->text().isEmpty());
            QCOMPARE(w->statisticsPane()->table()->rowCount(), 0);
        };
        QVERIFY(solveAndWait());
        QVERIFY(w->solverControls()->statusLabel()->text().contains(QStringLiteral("Sound")));
        w->action(QStringLiteral("actionNextProblem"))->trigger(); // PgDn
        QCOMPARE(w->document()->currentIndex(), 1);
        verifyCleared();
        QVERIFY(solveAndWait());
        QVERIFY(w->newDocument());
        verifyCleared();
        QVERIFY(w->openFile(file));
        verifyCleared();
    }

    // ---- display options are global settings -----------------------------------------------
    void displayOptionsAreSettingsNotProblemData() {
        QVERIFY(!w->document()->isModified());
        const bool before = w->solverControls()->tries();
        w->solverControls()->triesBox()->setChecked(!before);
        w->solverControls()->setPlayBox()->setChecked(true);
        QVERIFY(!w->document()->isModified());
        QCOMPARE(Settings::showTries(), !before);
        QCOMPARE(Settings::showSetPlay(), true);
        // Another problem does not change them; a new window starts with them.
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        QCOMPARE(w->solverControls()->tries(), !before);
        makeWindow();
        QCOMPARE(w->solverControls()->tries(), !before);
        QVERIFY(w->solverControls()->setPlay());
        // And they reach the solver: no tries listed when off.
        w->solverControls()->triesBox()->setChecked(false);
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().tries.empty());
        w->solverControls()->triesBox()->setChecked(true);
        QVERIFY(solveAndWait());
        QCOMPARE(int(w->lastSolution().tries.size()), 4);
    }

    // ---- a small window keeps the board; Reset Layout ---------------------------------------
    void smallWindowKeepsTheBoardAndLayoutResets() {
        w->resize(1024, 700);
        QTRY_VERIFY(w->width() == 1024);
        QTest::qWait(50);
        QApplication::processEvents();
        // The board keeps its room (the report said ~230 px with the docks at their old widths):
        // the docks give up width and the statistics height, down to what they need.
        const auto boardSide = [this] { return qMin(w->boardView()->width(), w->boardView()->height()); };
        QTRY_VERIFY_WITH_TIMEOUT(boardSide() >= 320, 2000);
        auto* left = w->findChild<QDockWidget*>(QStringLiteral("dockPosition"));
        QVERIFY(left->width() < 336);
        // The caption under the board wraps instead of being cut.
        auto* caption = w->moveControls()->findChild<QLabel*>();
        QVERIFY(caption);
        QVERIFY(caption->height() >= caption->heightForWidth(caption->width()));
        // Closing a dock and floating another, then Reset Layout.
        auto* tree = w->findChild<QDockWidget*>(QStringLiteral("dockTree"));
        auto* palette = w->findChild<QDockWidget*>(QStringLiteral("dockPalette"));
        tree->close();
        palette->setFloating(true);
        QVERIFY(!tree->isVisible());
        w->action(QStringLiteral("actionResetLayout"))->trigger();
        QTRY_VERIFY(tree->isVisible());
        QVERIFY(!palette->isFloating());
        QCOMPARE(w->dockWidgetArea(palette), Qt::LeftDockWidgetArea);
        QCOMPARE(w->dockWidgetArea(tree), Qt::RightDockWidgetArea);
        QTRY_VERIFY_WITH_TIMEOUT(boardSide() >= 320, 2000);
    }

    // ---- Clear position vs New problem; the armed palette tool ------------------------------
    void clearPositionKeepsTheMetadataNewProblemDoesNot() {
        ProblemMetadata m = w->document()->currentProblem().meta;
        m.author = "A. Armeni";
        m.source = "Freie Presse";
        w->metadataForm()->setMetadata(m);
        w->document()->setMetadata(m);
        QMenu* menu = w->positionEditor()->clearButton()->menu();
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 2);
        w->action(QStringLiteral("actionClearBoard"))->trigger();
        QCOMPARE(w->document()->position().pieces(), Bitboard(0));
        QCOMPARE(w->document()->currentProblem().meta.author, std::string("A. Armeni"));
        QCOMPARE(w->metadataForm()->authorEdit()->text(), QStringLiteral("A. Armeni"));
        w->action(QStringLiteral("actionNewProblem"))->trigger();
        QVERIFY(w->document()->currentProblem().meta.author.empty());
        QVERIFY(w->metadataForm()->authorEdit()->text().isEmpty());
        QVERIFY(w->metadataForm()->sourceEdit()->text().isEmpty());
    }

    void aDragOnTheBoardAlwaysMovesAndTheToolIsShown() {
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
        QVERIFY(!w->toolLabel()->isVisible());
        w->palette()->setTool(WKnight);
        QVERIFY(w->toolLabel()->isVisible());
        QVERIFY(w->toolLabel()->text().contains(QStringLiteral("knight")));
        QWidget* vp = w->boardView()->viewport();
        const auto at = [this](const char* s) { return w->boardView()->viewportPointOf(sq(s)); };
        // Dragging the rook moves it; the knight is not dropped anywhere.
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, at("a1"));
        QTest::mouseMove(vp, at("a3"));
        QTest::mouseMove(vp, at("a5"));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, at("a5"));
        QCOMPARE(w->document()->position().pieceOn(sq("a5")), WRook);
        QCOMPARE(w->document()->position().pieceOn(sq("a1")), NoPiece);
        QCOMPARE(fen(), std::string("4k3/8/8/R7/8/8/8/4K3 w - - 0 1"));
        // A click on an empty square places the knight; on a piece it replaces it.
        QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, at("c3"));
        QCOMPARE(w->document()->position().pieceOn(sq("c3")), WKnight);
        QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, at("a5"));
        QCOMPARE(w->document()->position().pieceOn(sq("a5")), WKnight);
        QTest::keyClick(w->boardView(), Qt::Key_Escape);
        QVERIFY(!w->palette()->tool().has_value());
        QVERIFY(!w->toolLabel()->isVisible());
    }

    // ---- undo/redo back to the solved position; undoable stipulation -------------------------
    void undoRedoBackToTheSolvedPositionShowsTheSolution() {
        w->boardScene()->dropPiece(WPawn, w->boardScene()->squareCenter(sq("a2")));
        const std::string edited = fen();
        QVERIFY(solveAndWait());
        QVERIFY(w->hasSolution());
        const int keys = int(w->lastSolution().keys.size());
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(fen(), std::string(Pf020));
        QVERIFY(!w->hasSolution());
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("changed")));
        w->action(QStringLiteral("actionRedo"))->trigger();
        QCOMPARE(fen(), edited);
        QVERIFY(w->hasSolution());
        QCOMPARE(int(w->lastSolution().keys.size()), keys);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("Sound")));
        QVERIFY(w->solutionTreePane()->model()->rowCount() > 0);
        // A stipulation change hides it, its undo shows it again.
        w->solverControls()->movesSpin()->setValue(3);
        QCOMPARE(stip(), QStringLiteral("#3"));
        QVERIFY(!w->hasSolution());
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(stip(), QStringLiteral("#2"));
        QCOMPARE(w->solverControls()->moves(), 2);
        QVERIFY(w->hasSolution());
    }

    // ---- the FEN field is read-only and looks it while solving --------------------------------
    void fenFieldIsReadOnlyWhileSolving() {
        QLineEdit* line = w->positionEditor()->fenLine();
        QVERIFY(!line->isReadOnly());
        const QColor editableBase = line->palette().color(QPalette::Base);
        QVERIFY(w->setFen(QString::fromLatin1(Mt0292)));
        w->solverControls()->movesSpin()->setValue(7);
        QVERIFY(w->solve());
        QVERIFY(line->isReadOnly());
        QVERIFY(line->palette().color(QPalette::Base) != editableBase);
        QCOMPARE(line->palette().color(QPalette::Base), w->positionEditor()->palette().color(QPalette::Window));
        QVERIFY(!w->solverControls()->stipulationEditor()->isEnabled());
        w->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolving(), 10000);
        QVERIFY(!line->isReadOnly());
        QCOMPARE(line->palette().color(QPalette::Base), editableBase);
    }

    // ---- tree notes are never cut; duals that are not mates; one knight letter -----------------
    void treeNotesAreWholeAndDualsSayWhatTheyAre() {
        QVERIFY(solveAndWait());
        auto* model = w->solutionTreePane()->model();
        QTreeView* view = w->solutionTreePane()->view();
        const QFontMetrics fm(view->font());
        // pf020: 1.f4! ... 1...Rb8+ 2.cxb8=Q# / 2.cxb8=B#: two replies, both mates.
        const QModelIndex key = model->index(0, 0);
        QModelIndex rb8;
        for (int r = 0; r < model->rowCount(key); ++r)
            if (model->index(r, 0, key).data().toString() == QStringLiteral("1...Rb8+")) rb8 = model->index(r, 0, key);
        QVERIFY(rb8.isValid());
        QCOMPARE(model->index(rb8.row(), SolutionTreeModel::NoteColumn, key).data().toString(),
                 QStringLiteral("dual: 2 mating replies"));
        forEachIndex(model, {}, [&](const QModelIndex& i) {
            const QString note = model->index(i.row(), SolutionTreeModel::NoteColumn, i.parent()).data().toString();
            QVERIFY2(view->header()->sectionSize(SolutionTreeModel::NoteColumn) >= fm.horizontalAdvance(note),
                     qPrintable(note));
        });
        // A dual whose replies do not mate at once is a dual of continuations (pf008, #3).
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        w->solverControls()->movesSpin()->setValue(3);
        QVERIFY(solveAndWait());
        QStringList notes;
        forEachIndex(model, {}, [&](const QModelIndex& i) {
            const QString note = model->index(i.row(), SolutionTreeModel::NoteColumn, i.parent()).data().toString();
            if (!note.contains(QStringLiteral("dual:"))) return;
            // Which kind the note says must match the replies below it, and their number.
            QVERIFY(note.contains(QStringLiteral("dual: %1 ").arg(model->rowCount(i))));
            bool allMate = true;
            for (int r = 0; r < model->rowCount(i); ++r)
                allMate = allMate && model->index(r, 0, i).data().toString().endsWith(QLatin1Char('#'));
            QCOMPARE(note.contains(QStringLiteral("mating replies")), allMate);
            QCOMPARE(note.contains(QStringLiteral("continuations")), !allMate);
            notes << note;
        });
        QVERIFY2(!notes.isEmpty(), "pf008 has duals in its tree");
    }

    void oneKnightLetterEverywhere() {
        QCOMPARE(Settings::knightLetter(), QLatin1Char('S')); // Popeye's by default
        QVERIFY(solveAndWait());
        const auto allText = [this] {
            QStringList t;
            QTreeWidget* list = w->solutionsPane()->list();
            for (int r = 0; r < list->topLevelItemCount(); ++r)
                t << list->topLevelItem(r)->text(SolutionsPane::MoveColumn);
            forEachIndex(w->solutionTreePane()->model(), {}, [&](const QModelIndex& i) { t << i.data().toString(); });
            return t;
        };
        QStringList t = allText();
        QVERIFY(t.contains(QStringLiteral("1.Sxf8?"))); // the try g6f8
        QVERIFY(t.contains(QStringLiteral("2.Sb7#")));  // 1...gxf3 e.p. 2.Sc5-b7#
        QVERIFY(!t.join(QLatin1Char(' ')).contains(QStringLiteral("Nb7")));
        QVERIFY(w->textSolutionPane()->text().contains(QStringLiteral("Sc5-b7 #")));
        w->action(QStringLiteral("actionKnightN"))->trigger();
        QCOMPARE(Settings::knightLetter(), QLatin1Char('N'));
        t = allText();
        QVERIFY(t.contains(QStringLiteral("1.Nxf8?")));
        QVERIFY(t.contains(QStringLiteral("2.Nb7#")));
        QVERIFY(!t.join(QLatin1Char(' ')).contains(QStringLiteral("Sb7")));
        const QString text = w->textSolutionPane()->text();
        QVERIFY(text.contains(QStringLiteral("Nc5-b7 #")));
        QVERIFY(text.contains(QStringLiteral("c7-c8=N +")));
        QVERIFY(text.contains(QStringLiteral("PLY")) &&
                text.contains(QStringLiteral(" S "))); // the speed column stays S
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("Sound")));
    }

    // ---- set play: asked of the solver, shown before the key ------------------------------------
    void setPlayIsAskedForAndShown() {
        // Asked for by the checkbox (an app setting) or by the problem (Popeye's Option SetPlay).
        w->solverControls()->setPlayBox()->setChecked(true);
        QVERIFY(solveAndWait());
        QVERIFY(w->solverWorker()->lastOptions().setPlay);
        w->solverControls()->setPlayBox()->setChecked(false);
        QVERIFY(solveAndWait());
        QVERIFY(!w->solverWorker()->lastOptions().setPlay);
        SolvingHints h = w->document()->currentProblem().hints;
        h.setPlay = true;
        w->document()->setHints(h);
        QVERIFY(solveAndWait());
        QVERIFY(w->solverWorker()->lastOptions().setPlay);

        // Display: pf020's set play as Popeye 4.104 prints it (Option SetPlay):
        //   1...Rf1-d1 2.Rh1*d1 #   1...Rf8-b8 + 2.c7*b8=Q # / 2.c7*b8=B #
        const Position root = w->document()->position();
        Position afterPass = root;
        UndoInfo nullUndo;
        afterPass.makeNullMove(nullUndo);
        const auto moveOf = [](const Position& p, const char* uci) { return *parseUci(p, uci); };
        const auto reply = [](Move m) {
            AttackNode a;
            a.move = m;
            a.mateIn = 1;
            return a;
        };
        Solution s = w->lastSolution();
        s.hasSetPlay = true;
        DefenceNode rd1;
        rd1.move = moveOf(afterPass, "f1d1");
        Position p1 = afterPass;
        UndoInfo u1;
        p1.makeMove(rd1.move, u1);
        rd1.replies = {reply(moveOf(p1, "h1d1"))};
        DefenceNode rb8;
        rb8.move = moveOf(afterPass, "f8b8");
        rb8.givesCheck = true;
        Position p2 = afterPass;
        UndoInfo u2;
        p2.makeMove(rb8.move, u2);
        rb8.replies = {reply(moveOf(p2, "c7b8q")), reply(moveOf(p2, "c7b8b"))};
        s.setPlay = {rd1, rb8};
        w->showSolution(root, s);
        auto* model = w->solutionTreePane()->model();
        QCOMPARE(model->setPlayRows(), 2);
        QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("1...Rd1"));
        QCOMPARE(model->index(0, SolutionTreeModel::NoteColumn).data().toString(), QStringLiteral("set play"));
        QCOMPARE(model->index(0, 0, model->index(0, 0)).data().toString(), QStringLiteral("2.Rxd1#"));
        QCOMPARE(model->index(1, SolutionTreeModel::NoteColumn).data().toString(),
                 QStringLiteral("set play, dual: 2 mating replies"));
        QCOMPARE(model->index(2, 0).data().toString(), QStringLiteral("1.f4!")); // then the key
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("set play: 2 defences")));
        // The Solutions pane's key row still selects the key in the tree.
        w->solutionsPane()->list()->setCurrentItem(w->solutionsPane()->list()->topLevelItem(0));
        QCOMPARE(w->solutionTreePane()->view()->currentIndex().data().toString(), QStringLiteral("1.f4!"));
        // Playing the set play line: a pass, the defence, the mate.
        w->solutionTreePane()->view()->setCurrentIndex(model->index(0, 0, model->index(0, 0)));
        QCOMPARE(w->moveControls()->line().size(), std::size_t(3));
        QVERIFY(w->moveControls()->line()[0].isNone());
    }

    // ---- twins: the chosen twin is shown and solved ------------------------------------------
    void twinsAreListedShownAndSolved() {
        // J. C. van Gool & D. van der Scheuer, Probleemblad 1982 (Popeye BEISPIEL/twin.inp, in
        // tests/data/popeye/twins/beispiel.inp): a) 1.Rb2xf2!  b) wPe5-->c5 1.Sh1xf2! (Popeye 4.104).
        const QString file = writeFile(QStringLiteral("twin.inp"), "BeginProblem\n"
                                                                   "Pieces White Kh8 Qd8 Rb2h3 Bf1h2 Sg3h1 Pa3e4e5\n"
                                                                   "       Black Kd4 Sd6 Pa4f2\n"
                                                                   "Stipulation #2\n"
                                                                   "Twin Move e5 c5\n"
                                                                   "EndProblem\n");
        QVERIFY(w->openFile(file));
        QComboBox* twins = w->solverControls()->twinCombo();
        QVERIFY(twins->isVisibleTo(w.get()));
        QCOMPARE(twins->count(), 2);
        QCOMPARE(twins->itemText(0), QStringLiteral("a)"));
        QCOMPARE(twins->itemText(1), QStringLiteral("b) wPe5-->c5"));
        const std::string diagram = fen();
        QVERIFY(solveAndWait());
        QCOMPARE(int(w->lastSolution().keys.size()), 1);
        QCOMPARE(toUci(w->lastSolution().keys[0].move), std::string("b2f2"));
        // b): the board shows the twin (read-only), Solve solves it.
        twins->setCurrentIndex(1);
        emit twins->activated(1);
        QVERIFY(!w->hasSolution());
        QCOMPARE(w->boardScene()->position().pieceOn(sq("c5")), WPawn);
        QCOMPARE(w->boardScene()->position().pieceOn(sq("e5")), NoPiece);
        QVERIFY(!w->boardScene()->isEditable());
        QCOMPARE(fen(), diagram); // the diagram itself is unchanged
        QVERIFY(solveAndWait());
        QCOMPARE(int(w->lastSolution().keys.size()), 1);
        QCOMPARE(toUci(w->lastSolution().keys[0].move), std::string("h1f2"));
        QCOMPARE(w->lastSolution().twinLabel, std::string("b"));
        QVERIFY2(w->textSolutionPane()->text().startsWith(QStringLiteral("b) wPe5-->c5\n")),
                 qPrintable(w->textSolutionPane()->text().left(40)));
        QVERIFY(w->solverControls()->statusLabel()->text().contains(QStringLiteral("b) Sound")));
        QVERIFY(!w->boardScene()->isEditable()); // still the twin after the solve
        QVERIFY(w->positionEditor()->fenLine()->isReadOnly());
        QVERIFY(!w->action(QStringLiteral("actionClearBoard"))->isEnabled());
        // Edits are refused while a twin is shown; a) makes the diagram editable again.
        w->boardScene()->dropPiece(WPawn, w->boardScene()->squareCenter(sq("a2")));
        QCOMPARE(fen(), diagram);
        twins->setCurrentIndex(0);
        emit twins->activated(0);
        QVERIFY(w->boardScene()->isEditable());
        QCOMPARE(toFen(w->boardScene()->position()), diagram);
    }

    void aZeroPositionStaysEditable() {
        // Popeye's ZeroPosition: the diagram is not a twin, a) is the first change.
        const QString file = writeFile(QStringLiteral("zero.inp"), "BeginProblem\n"
                                                                   "Pieces White Ke1 Qd1 Black Ke8\n"
                                                                   "Stipulation #2\n"
                                                                   "ZeroPosition Move e8 f8\n"
                                                                   "Twin Move e8 g8\n"
                                                                   "EndProblem\n");
        QVERIFY(w->openFile(file));
        QComboBox* twins = w->solverControls()->twinCombo();
        QCOMPARE(twins->count(), 3);
        QCOMPARE(twins->itemText(0), QStringLiteral("zero position (the diagram)"));
        QVERIFY(twins->itemText(1).startsWith(QStringLiteral("a)")));
        QVERIFY(twins->itemText(2).startsWith(QStringLiteral("b)")));
        QVERIFY(w->boardScene()->isEditable());
        twins->setCurrentIndex(1);
        emit twins->activated(1);
        QCOMPARE(w->boardScene()->position().pieceOn(sq("f8")), BKing);
        QVERIFY(!w->boardScene()->isEditable());
        twins->setCurrentIndex(0);
        emit twins->activated(0);
        QCOMPARE(w->boardScene()->position().pieceOn(sq("e8")), BKing);
        QVERIFY(w->boardScene()->isEditable());
    }

    // ---- drops, help, whole collection, intended solution ---------------------------------------
    void dropsOpenFilesAndReadFens() {
        QMimeData fenData;
        fenData.setText(QString::fromLatin1(Pf008));
        QVERIFY(w->openDropped(&fenData));
        QCOMPARE(fen(), std::string(Pf008));
        const QString file = writeFile(QStringLiteral("drop.epd"), "k3N3/P7/K6p/8/8/8/8/8 w - - dm 2; id \"pf002\";\n");
        QMimeData fileData;
        fileData.setUrls({QUrl::fromLocalFile(file)});
        // Through a real drop event on the window.
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &fileData, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &fileData, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        QCOMPARE(w->document()->filePath(), file);
        QCOMPARE(fen(), std::string(Pf002));
        QMimeData junk;
        junk.setText(QStringLiteral("not a position"));
        QVERIFY(!w->openDropped(&junk));
        QCOMPARE(fen(), std::string(Pf002));
    }

    void helpWindowsListShortcutsAndExplain() {
        w->action(QStringLiteral("actionShortcuts"))->trigger();
        auto* shortcuts = w->findChild<QDialog*>(QStringLiteral("dialogShortcuts"));
        QVERIFY(shortcuts && shortcuts->isVisible());
        const QString text = shortcuts->findChild<QTextBrowser*>()->toPlainText();
        for (const char* name : {"actionSolve", "actionCopyFen", "actionPasteFen", "actionNextProblem", "actionUndo"}) {
            QAction* a = w->action(QLatin1String(name));
            QVERIFY2(text.contains(a->shortcut().toString(QKeySequence::NativeText)), name);
            QVERIFY2(text.contains(a->text().remove(QLatin1Char('&')).section(QLatin1Char(' '), 0, 0)), name);
        }
        w->action(QStringLiteral("actionManual"))->trigger();
        auto* manual = w->findChild<QDialog*>(QStringLiteral("dialogManual"));
        QVERIFY(manual && manual->isVisible());
        const QString m = manual->findChild<QTextBrowser*>()->toPlainText();
        QVERIFY(m.contains(QStringLiteral("ser-h#")));
        QVERIFY(m.contains(QStringLiteral("Solve Whole Collection")));
    }

    void solveWholeCollectionWritesEachVerdict() {
        const auto epd = [](const char* f, int n, const char* id) {
            const QByteArray full(f);
            return full.left(full.lastIndexOf(" 0 1")) + " dm " + QByteArray::number(n) + "; id \"" + id + "\";\n";
        };
        const QString file = writeFile(QStringLiteral("batch.epd"),
                                       epd(Pf020, 2, "pf020") + epd(Pf002, 2, "pf002") + epd(Mt0030n, 2, "mt0030n") +
                                           epd(Pf020, 2, "edited") + epd(Pf008, 3, "pf008"));
        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 5);
        // Files hold legal positions only; an edit makes problem 4 illegal (a second white king).
        w->document()->setCurrentIndex(3);
        w->boardScene()->dropPiece(WKing, w->boardScene()->squareCenter(sq("a1")));
        QVERIFY(!w->document()->positionError().isEmpty());
        w->document()->setCurrentIndex(0);
        QVERIFY(w->solveCollection());
        QVERIFY(w->isSolvingCollection());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolvingCollection(), 120000);
        CollectionNavigator* nav = w->collectionNavigator();
        QCOMPARE(nav->verdict(0), QStringLiteral("sound"));
        // The CLI's words (verdictText): the short mate is flagged with the cook.
        QCOMPARE(nav->verdict(1), QStringLiteral("cooked (2 keys), short solution (#1)"));
        QCOMPARE(nav->verdict(2), QStringLiteral("no solution"));
        QVERIFY2(nav->verdict(3).startsWith(QStringLiteral("error: ")) &&
                     nav->verdict(3).contains(QStringLiteral("illegal position")),
                 qPrintable(nav->verdict(3)));
        QCOMPARE(nav->verdict(4), QStringLiteral("sound"));
        QVERIFY(
            nav->list()->item(1)->text().startsWith(QStringLiteral("2. [cooked (2 keys), short solution (#1)] #2")));
        QVERIFY(w->solverControls()->statusLabel()->text().contains(QStringLiteral("2 \u00d7 sound")));
        QCOMPARE(w->document()->currentIndex(), 0); // the board stayed where it was
    }

    void intendedSolutionIsComparedWithTheResult() {
        ProblemMetadata m = w->document()->currentProblem().meta;
        m.intendedSolution = "1.f4!";
        w->document()->setMetadata(m);
        QVERIFY(solveAndWait());
        QLabel* label = w->solutionsPane()->intendedLabel();
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(QStringLiteral("confirmed")), qPrintable(label->text()));
        // A wrong intended key (Popeye's notation with S) is flagged.
        QLineEdit* intended = w->metadataForm()->intendedEdit();
        intended->selectAll();
        QTest::keyClicks(intended, QStringLiteral("1.Sg6*f8 ?"));
        QCOMPARE(w->document()->currentProblem().meta.intendedSolution, std::string("1.Sg6*f8 ?"));
        QVERIFY2(label->text().startsWith(QStringLiteral("Mismatch")), qPrintable(label->text()));
        QVERIFY(label->text().contains(QStringLiteral("1.Sxf8")));
        QVERIFY(label->styleSheet().contains(QStringLiteral("b00020")));
        // A cooked problem: the intended key works but is not alone.
        QVERIFY(w->setFen(QString::fromLatin1(Pf002)));
        intended->selectAll();
        QTest::keyClicks(intended, QStringLiteral("1.Kb6"));
        QVERIFY(solveAndWait());
        QVERIFY2(label->text().contains(QStringLiteral("cooked")), qPrintable(label->text()));
    }
};

QTEST_MAIN(TestUiWorkflow)
#include "test_ui_workflow.moc"

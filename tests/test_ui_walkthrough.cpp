// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_walkthrough.cpp  Issue 20: the desktop app as a problemist uses it. Each test
/// repeats one step of the walk-through that went wrong (defects 1-13) and checks what a composer
/// must see; the last ones run the same problems through the GUI and gms-cli solve and compare the
/// answers and the words. Runs offscreen.
///
/// Problems and Popeye 4.104's answers (tests/data/README.md):
///   Barsukow  W. Barsukow, Phenix 36 1995 (Popeye BEISPIEL/twin.inp #2), h#2 with two twins:
///             a) 1.Re6-e3 Bd5-f7 2.Rg4-g7 Rd4-h4#   b) bKh7-->a6 1.Re6-b6 Bd5-c6 2.Bd2-f4 Rd4-a4#
///             c) bKh7-->f1 1.f3-f2 Bd5-f3 2.Bd2-e3 Rd4-d1#  (one solution each).
///   pf020     A. Armeni, Freie Presse 1994 (Popeye BEISPIEL/ep.inp #1), #2 sound, key f2-f4.
///   pf002     #2 cooked with a short mate (two keys, one of them mates at once).
///   pf008     Popeye BEISPIEL/castling.inp #3, #3 sound, key f8-e7.

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

using namespace gms;
using namespace gms::ui;

namespace {
const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
const char* Pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1";
const char* Pf002 = "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1";

const char* BarsukowInp = "BeginProblem\n"
                          "Author W. Barsukow\n"
                          "Origin 2188, Phenix 36, 12/1995\n"
                          "Stipulation h#2\n"
                          "Pieces White Ka1 Rd4 Bd5 Black Kh7 Re6g4 Bd2 Pf3\n"
                          "Twin Move h7 a6\n"
                          "Twin Move h7 f1\n"
                          "EndProblem\n";

/// Three problems as a composer's file holds them: a helpmate with twins, a selfmate with a
/// twin, a cooked #2 (sm2-026 of shared/problems/selfmates.tsv; pf002).
const char* CollectionInp = "BeginProblem\n"
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
QStringList answersOf(const QByteArray& jsonLines) {
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

Square sq(const char* name) { return parseSquare(name[0], name[1]); }

Position positionOf(const char* fen) {
    Position pos;
    FenError err;
    if (!parseFen(fen, pos, err)) qFatal("bad test FEN %s", fen);
    return pos;
}

Move moveIn(const Position& pos, const char* uci) {
    const auto m = parseUci(pos, uci);
    if (!m) qFatal("illegal test move %s", uci);
    return *m;
}

/// Every note of the solution tree, row by row ("1...gxf3 e.p.: dual: 2 ...").
QStringList treeRows(QAbstractItemModel* m, const QModelIndex& parent = {}) {
    QStringList rows;
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        rows << i.data().toString() + QStringLiteral(": ") + m->index(r, 1, parent).data().toString();
        rows << treeRows(m, i);
    }
    return rows;
}
} // namespace

class TestUiWalkthrough : public QObject {
    Q_OBJECT

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

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_walkthrough"));
        QVERIFY(dir.isValid());
    }
    void init() {
        QSettings().clear();
        Settings::setKnightLetter(QLatin1Char('S'));
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }
    void cleanup() { w.reset(); }

    // ---- 1: a helpmate entered from scratch starts with Black ------------------------------------
    void helpmateFromScratchStartsWithPopeyesSide() {
        QVERIFY(w->newDocument());
        BoardScene* b = w->boardScene();
        const struct {
            Piece p;
            const char* s;
        } men[] = {{WKing, "a1"}, {WRook, "d4"}, {WBishop, "d5"}, {BKing, "h7"},
                   {BRook, "e6"}, {BRook, "g4"}, {BBishop, "d2"}, {BPawn, "f3"}};
        for (const auto& m : men) b->dropPiece(m.p, b->squareCenter(sq(m.s)));
        QCOMPARE(w->document()->position().sideToMove(), White); // the palette leaves White to move
        choose(QStringLiteral("h#"), 2);
        QCOMPARE(stip(), QStringLiteral("h#2"));
        QCOMPARE(w->document()->position().sideToMove(), Black); // h#N: Black starts, as in Popeye
        QVERIFY(w->positionEditor()->blackToMove()->isChecked());
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().contains(QStringLiteral("Black moves first")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
        QVERIFY(solveAndWait());
        const Solution& s = w->lastSolution();
        QVERIFY(s.complete);
        QCOMPARE(int(s.lines.size()), 1); // Popeye: 1.Re6-e3 Bd5-f7 2.Rg4-g7 Rd4-h4 #
        QCOMPARE(toUci(s.lines[0].moves[0]), std::string("e6e3"));
        // h#N.5: White starts; and one undo step takes stipulation and side back together.
        choose(QStringLiteral("h#"), 2, true);
        QCOMPARE(stip(), QStringLiteral("h#2.5"));
        QCOMPARE(w->document()->position().sideToMove(), White);
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(stip(), QStringLiteral("h#2"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        // A side to move that contradicts the stipulation is said to do so.
        w->positionEditor()->whiteToMove()->click();
        QCOMPARE(w->document()->position().sideToMove(), White);
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().contains(QStringLiteral("HalfDuplex")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
    }

    // ---- issue 19: every (play type, goal) pair GMS solves can be chosen in the editor -----------
    void theEditorOffersGoalsAndPlayTypes() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        QCOMPARE(ed->familyCombo()->currentText(),
                 QStringLiteral("# direct")); // not a second bare "#" beside the goal's
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("=")));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("= direct"));
        // Every play type is offered with every goal GMS solves (r= and s= included); a pair GMS
        // did not solve would be greyed (Stipulation::supported()).
        const int r = ed->familyCombo()->findText(QStringLiteral("r="));
        const int s = ed->familyCombo()->findText(QStringLiteral("s="));
        QVERIFY(r >= 0 && s >= 0);
        auto* model = qobject_cast<QStandardItemModel*>(ed->familyCombo()->model());
        QVERIFY(model);
        for (int i = 0; i < ed->familyCombo()->count(); ++i) {
            Stipulation pair = w->document()->currentProblem().stipulation;
            pair.kind = Stipulation::Kind(ed->familyCombo()->itemData(i).toInt());
            pair.goal = Stipulation::GoalType::Stalemate;
            pair.exact = pair.halfMove = false;
            QCOMPARE(model->item(i)->isEnabled(), pair.supported());
        }
        QVERIFY(model->item(r)->isEnabled() && model->item(s)->isEnabled());
        // h=2 from the editor: Black starts as in Popeye, and the lines are Popeye 4.104's
        // (tests/data/stipulations/h=2.out: 64 lines and one short one).
        QVERIFY(w->setFen(QStringLiteral("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1")));
        choose(QStringLiteral("h="), 2);
        QCOMPARE(stip(), QStringLiteral("h=2"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        // The who-starts line names the goal, not mate.
        QCOMPARE(w->positionEditor()->whoStartsLabel()->text(),
                 QStringLiteral("h=2: Black moves first, both sides help White to stalemate Black."));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 65);
        // exact- for help play, and the stipulation read back into the editor.
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-h=2"));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("#")));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-s#")));
        ed->movesSpin()->setValue(3);
        QCOMPARE(stip(), QStringLiteral("exact-ser-s#3")); // exact- stays for the play types that take it
        ed->exactBox()->setChecked(false);
        QCOMPARE(stip(), QStringLiteral("ser-s#3"));
        // The series reflex and help-self play types, with exact-.
        ed->movesSpin()->setValue(2);
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-r#")));
        QCOMPARE(stip(), QStringLiteral("ser-r#2"));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-hs#")));
        QCOMPARE(stip(), QStringLiteral("ser-hs#2"));
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-ser-hs#2"));
        ed->exactBox()->setChecked(false);
        Stipulation hs;
        QVERIFY(Stipulation::parse("hs#2.5").has_value());
        hs = *Stipulation::parse("hs#2.5");
        ed->setStipulation(hs);
        QCOMPARE(ed->stipulation().toString(), std::string("hs#2.5"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("hs#"));
        QVERIFY(ed->halfMoveBox()->isChecked());
        // exact- for battle play too (exact-#N, exact-s#N), from the editor as from a file.
        ed->halfMoveBox()->setChecked(false);
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("# direct")));
        QVERIFY(!ed->exactBox()->isHidden());
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-#2"));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("s#")));
        QCOMPARE(stip(), QStringLiteral("exact-s#2"));
        ed->exactBox()->setChecked(false);
        // Goal Zxy: a square box appears beside the goal, and the square is part of the stipulation.
        QVERIFY(ed->squareCombo()->isHidden());
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("z")));
        QVERIFY(!ed->squareCombo()->isHidden());
        ed->squareCombo()->setCurrentIndex(ed->squareCombo()->findText(QStringLiteral("e7")));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("hze7")));
        QCOMPARE(stip(), QStringLiteral("hze72"));
        ed->setStipulation(*Stipulation::parse("ser-zd36"));
        QCOMPARE(ed->squareCombo()->currentText(), QStringLiteral("d3"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("ser-zd3"));
        QCOMPARE(ed->stipulation().toString(), std::string("ser-zd36"));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("#")));
        QVERIFY(ed->squareCombo()->isHidden());
    }

    // ---- 2: the twin selector has a row of its own --------------------------------------------
    void twinSelectorDoesNotCoverTheTimeLimit() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("bars.inp"), BarsukowInp)));
        SolverControls* c = w->solverControls();
        QVERIFY(c->twinCombo()->isVisibleTo(c));
        QTest::qWait(50);
        const QRect twin(c->twinCombo()->mapTo(c, QPoint(0, 0)), c->twinCombo()->size());
        const QRect time(c->maxTimeSpin()->mapTo(c, QPoint(0, 0)), c->maxTimeSpin()->size());
        QVERIFY2(!twin.intersects(time), qPrintable(QStringLiteral("twin %1,%2 %3x%4 over time %5,%6")
                                                        .arg(twin.x())
                                                        .arg(twin.y())
                                                        .arg(twin.width())
                                                        .arg(twin.height())
                                                        .arg(time.x())
                                                        .arg(time.y())));
    }

    // ---- 3: twins shown with their own stipulation, and solved all at once ------------------------
    void everyTwinIsSolvedInOneGo() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("bars.inp"), BarsukowInp)));
        QVERIFY(w->action(QStringLiteral("actionSolveAllTwins"))->isEnabled());
        QVERIFY(solveAndWait(true));
        const QString text = w->textSolutionPane()->text();
        // Every twin's heading and line, as Popeye prints them.
        for (const char* part : {"a)\n", "b) bKh7-->a6\n", "c) bKh7-->f1\n", "1.Re6-e3 Bd5-f7   2.Rg4-g7 Rd4-h4 #",
                                 "1.Re6-b6 Bd5-c6   2.Bd2-f4 Rd4-a4 #", "1.f3-f2 Bd5-f3   2.Bd2-e3 Rd4-d1 #"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        // The list says what each twin gave, with the heading the text prints.
        QComboBox* twins = w->solverControls()->twinCombo();
        QCOMPARE(twins->count(), 3);
        QCOMPARE(twins->itemText(1), QStringLiteral("b) bKh7-->a6 \u2014 1 solution"));
        // Choosing a solved twin shows its solution at once.
        twins->setCurrentIndex(2);
        emit twins->activated(2);
        QVERIFY(w->hasSolution());
        QCOMPARE(toUci(w->lastSolution().lines.at(0).moves.at(0)), std::string("f3f2"));
    }

    void theTwinListAndTheTextHeadTwinsAlike() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("cont.inp"), "BeginProblem\n"
                                                                  "Stipulation h#2\n"
                                                                  "Pieces White Ka1 Rd4 Bd5 Black Kh7 Re6g4 Bd2 Pf3\n"
                                                                  "Twin Move h7 a6\n"
                                                                  "Twin Continued Remove g4\n"
                                                                  "EndProblem\n")));
        QVERIFY(solveAndWait(true));
        QComboBox* twins = w->solverControls()->twinCombo();
        QCOMPARE(twins->count(), 3);
        const QString text = w->textSolutionPane()->text();
        for (int i = 0; i < 3; ++i) {
            const QString heading = twins->itemText(i).section(QStringLiteral(" \u2014 "), 0, 0);
            QVERIFY2(text.contains(heading + QLatin1Char('\n')), qPrintable(heading));
        }
        QVERIFY2(twins->itemText(2).startsWith(QStringLiteral("+c) ")), qPrintable(twins->itemText(2)));
    }

    void stoppingSolveAllTwinsShowsTheTwinItStoppedIn() {
        // matetrack #292 (a #5): a) as #2 is quick, b) as #7 runs long enough to be stopped; c) (#1)
        // is on the board and is never reached.
        Settings::setHashMegabytes(0);
        Settings::setThreads(1);
        QVERIFY(
            w->openFile(writeFile(QStringLiteral("long.inp"), "BeginProblem\n"
                                                              "Pieces White Kc1 Qa4 Rf8h8 Bd5g3 Sb3c4 Pb6c2d4f4h3h5\n"
                                                              "       Black Kf5 Rd8g6 Bc8f6 Sd1 Pc6d6\n"
                                                              "Stipulation #2\n"
                                                              "Twin Stipulation #7\n"
                                                              "Twin Stipulation #1\n"
                                                              "EndProblem\n")));
        QComboBox* twins = w->solverControls()->twinCombo();
        twins->setCurrentIndex(2);
        emit twins->activated(2);
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solveAllTwins());
        // Keys of #3 and longer: a) (#2) is done, b) is running.
        static const QRegularExpression laterTwin(QStringLiteral("Keys of #[3-7]"));
        QTRY_VERIFY_WITH_TIMEOUT(w->solverControls()->statusLabel()->text().contains(laterTwin), 30000);
        w->stop();
        QVERIFY(finished.wait(20000));
        // What is shown belongs to what the board and the stipulation editor show.
        QCOMPARE(w->lastSolution().twinLabel, std::string("b"));
        QCOMPARE(w->lastSolution().stipulation.toString(), std::string("#7"));
        QCOMPARE(w->solverControls()->stipulation().toString(), std::string("#7"));
        QCOMPARE(toFen(w->solvedRoot()), w->lastSolution().fen);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("Stopped")));
        QCOMPARE(twins->currentIndex(), 1);
        QVERIFY(w->solverControls()->statusLabel()->text().contains(QStringLiteral("Stopped in b)")));
        // a) was kept: choosing it shows its result.
        twins->setCurrentIndex(0);
        emit twins->activated(0);
        QVERIFY(w->hasSolution());
        QCOMPARE(w->lastSolution().stipulation.toString(), std::string("#2"));
    }

    void theStipulationShownIsTheTwins() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("stiptwin.inp"), "BeginProblem\n"
                                                                      "Pieces White Kb6 Qg1 Black Ka8\n"
                                                                      "Stipulation #2\n"
                                                                      "Twin Stipulation s#2\n"
                                                                      "EndProblem\n")));
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        QCOMPARE(ed->stipulation().toString(), std::string("#2"));
        QComboBox* twins = w->solverControls()->twinCombo();
        twins->setCurrentIndex(1);
        emit twins->activated(1);
        QCOMPARE(ed->stipulation().toString(), std::string("s#2")); // what Solve solves
        QVERIFY(!ed->isEnabled());                                  // edited on the diagram, a)
        QCOMPARE(stip(), QStringLiteral("#2"));
        twins->setCurrentIndex(0);
        emit twins->activated(0);
        QCOMPARE(ed->stipulation().toString(), std::string("#2"));
        QVERIFY(ed->isEnabled());
    }

    // ---- 4: undo back to any solved position shows its solution -------------------------------------
    void undoKeepsEverySolvedPositionsSolution() {
        QVERIFY(w->setFen(QString::fromLatin1(Pf020)));
        QVERIFY(solveAndWait());
        QCOMPARE(toUci(w->lastSolution().keys.at(0).move), std::string("f2f4"));
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        choose(QStringLiteral("# direct"), 3);
        QVERIFY(solveAndWait());
        QCOMPARE(toUci(w->lastSolution().keys.at(0).move), std::string("f8e7"));
        w->action(QStringLiteral("actionUndo"))->trigger(); // N back to 2
        QVERIFY(!w->hasSolution());                         // pf008 as #2 was not solved
        w->action(QStringLiteral("actionUndo"))->trigger(); // back to pf020
        QVERIFY2(w->hasSolution(), qPrintable(w->solutionsPane()->verdictLabel()->text()));
        QCOMPARE(toUci(w->lastSolution().keys.at(0).move), std::string("f2f4"));
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("Sound")));
        w->action(QStringLiteral("actionRedo"))->trigger();
        w->action(QStringLiteral("actionRedo"))->trigger();
        QVERIFY(w->hasSolution());
        QCOMPARE(toUci(w->lastSolution().keys.at(0).move), std::string("f8e7"));
    }

    // ---- 5: the collection's results are whole, kept, shown and saved ----------------------------------
    void collectionResultsAreKeptShownAndSaved() {
        const QString file =
            writeFile(QStringLiteral("coll.epd"),
                      epdLine(Pf020, "#2", "pf020") + epdLine(Pf002, "#2", "pf002") + epdLine(Pf008, "#3", "pf008"));
        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 3);
        QVERIFY(w->solveCollection());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolvingCollection(), 120000);
        // The cooked problem, selected, shows its keys and the short mate.
        w->collectionNavigator()->list()->setCurrentRow(1);
        QCOMPARE(w->document()->currentIndex(), 1);
        QVERIFY(w->hasSolution());
        QCOMPARE(int(w->lastSolution().keys.size()), 2);
        QCOMPARE(w->solutionsPane()->list()->topLevelItemCount() >= 2, true);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("short solution")));
        QVERIFY(!w->textSolutionPane()->text().isEmpty());
        // A single solve is kept when moving between problems.
        w->collectionNavigator()->list()->setCurrentRow(2);
        QVERIFY(w->hasSolution());
        QCOMPARE(toUci(w->lastSolution().keys.at(0).move), std::string("f8e7"));
        w->collectionNavigator()->list()->setCurrentRow(0);
        QVERIFY(w->hasSolution());
        // Saved as gms-cli solve --json writes them: one line a problem.
        const QString out = dir.filePath(QStringLiteral("results.jsonl"));
        QVERIFY(w->action(QStringLiteral("actionSaveResults"))->isEnabled());
        QVERIFY(w->saveCollectionResults(out));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const QJsonObject second = QJsonDocument::fromJson(lines[1]).object();
        QCOMPARE(second.value(QStringLiteral("index")).toInt(), 2);
        QCOMPARE(second.value(QStringLiteral("title")).toString(), QStringLiteral("pf002"));
        QVERIFY(second.contains(QStringLiteral("keys")));
    }

    // ---- 6 and 13: selfmate words: no "mating" replies, lengths as s#N, zugzwang ------------------
    void selfmateDualsAndLengthsUseTheFamilysWords() {
        // A made-up s#2 result on pf020 (the words are checked, not the chess): key 1.f4, defence
        // 1...gxf3 e.p. answered by two moves that force the mate, and a try that threatens nothing.
        const Position root = positionOf(Pf020);
        Position after = root;
        UndoInfo u1, u2;
        const Move key = moveIn(root, "f2f4");
        after.makeMove(key, u1);
        const Move defence = moveIn(after, "g4f3");
        after.makeMove(defence, u2);
        Solution s;
        s.stipulation.kind = Stipulation::Kind::SelfMate;
        s.stipulation.moves = 2;
        s.moves = 2;
        s.complete = true;
        s.fen = Pf020;
        AttackNode k;
        k.move = key;
        k.mateIn = 2;
        DefenceNode d;
        d.move = defence;
        for (const char* r : {"c5b7", "c5a6"}) {
            AttackNode reply;
            reply.move = moveIn(after, r);
            reply.mateIn = 1;
            d.replies.push_back(reply);
        }
        k.defences.push_back(d);
        s.keys.push_back(k);
        AttackNode t;
        t.move = moveIn(root, "h4g5");
        t.zugzwang = true;
        DefenceNode refutation;
        Position afterTry = root;
        UndoInfo u3;
        afterTry.makeMove(t.move, u3);
        refutation.move = moveIn(afterTry, "f8f2");
        t.refutations.push_back(refutation);
        s.tries.push_back(t);
        w->showSolution(root, s);
        const QString rows = treeRows(w->solutionTreePane()->model()).join(QLatin1Char('\n'));
        QVERIFY2(rows.contains(QStringLiteral("dual: 2 replies that force the mate")), qPrintable(rows));
        QVERIFY2(!rows.contains(QStringLiteral("mating")), qPrintable(rows));
        QVERIFY2(rows.contains(QStringLiteral("1...gxf3 e.p.")), qPrintable(rows));
        QVERIFY2(rows.contains(QStringLiteral("try, zugzwang")), qPrintable(rows));
        QVERIFY2(!rows.contains(QStringLiteral("no threat")), qPrintable(rows));
        QTreeWidget* list = w->solutionsPane()->list();
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MateColumn), QStringLiteral("s#2"));
    }

    // ---- 7: a reflexmate's obligation is said in words ----------------------------------------------
    void reflexmateObligationIsExplained() {
        QVERIFY(w->setFen(QStringLiteral("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1")));
        choose(QStringLiteral("r#"), 2);
        QVERIFY(solveAndWait());
        QVERIFY(!w->lastSolution().obligedMates.empty());
        const QString verdict = w->solutionsPane()->verdictLabel()->text();
        QVERIFY2(verdict.contains(QStringLiteral("can mate at once")) && verdict.contains(QStringLiteral("must")),
                 qPrintable(verdict));
    }

    // ---- 13: help solutions use the room: no empty "Mate in" / "Refuted by" columns ------------------
    void helpSolutionsHaveNoBattleColumns() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("bars.inp"), BarsukowInp)));
        QVERIFY(solveAndWait());
        QTreeWidget* list = w->solutionsPane()->list();
        QCOMPARE(list->topLevelItemCount(), 1);
        QVERIFY(list->isColumnHidden(SolutionsPane::MateColumn));
        QVERIFY(list->isColumnHidden(SolutionsPane::RefutationColumn));
        QVERIFY(w->setFen(QString::fromLatin1(Pf020)));
        choose(QStringLiteral("# direct"), 2);
        QVERIFY(solveAndWait());
        QVERIFY(!list->isColumnHidden(SolutionsPane::MateColumn));
    }

    // ---- 8: one numbering in the tree, the move bar and the text -------------------------------------
    void oneNumberingEverywhere() {
        QVERIFY(w->setFen(QString::fromLatin1(Pf020)));
        w->solverControls()->setPlayBox()->setChecked(true);
        QVERIFY(solveAndWait());
        auto* model = w->solutionTreePane()->model();
        MoveControls* bar = w->moveControls();
        // A threat: "1.f4 threat: 2.Sb7#"-like, never "(pass)" or a third move number.
        QModelIndex key, threat, setDefence;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->kindOf(model->index(r, 0)) == SolutionTreeModel::Kind::Key) key = model->index(r, 0);
        QVERIFY(key.isValid());
        for (int r = 0; r < model->rowCount(key); ++r)
            if (model->kindOf(model->index(r, 0, key)) == SolutionTreeModel::Kind::Threat)
                threat = model->index(r, 0, key);
        QVERIFY(threat.isValid());
        w->solutionTreePane()->view()->setCurrentIndex(threat);
        QCOMPARE(bar->lineText(),
                 key.data().toString().chopped(1) + QStringLiteral(" threat: ") + threat.data().toString());
        QVERIFY(!bar->lineText().contains(QStringLiteral("pass")));
        // Set play: the tree's "1...X" then "2.Y#", and the bar says the same.
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->kindOf(model->index(r, 0)) == SolutionTreeModel::Kind::SetPlay) setDefence = model->index(r, 0);
        QVERIFY(setDefence.isValid());
        QVERIFY(model->rowCount(setDefence) > 0);
        const QModelIndex setReply = model->index(0, 0, setDefence);
        w->solutionTreePane()->view()->setCurrentIndex(setReply);
        QCOMPARE(bar->lineText(), setDefence.data().toString() + QLatin1Char(' ') + setReply.data().toString());
        // Help play, h#2.5 with set play: every row of the list is what the bar plays.
        bar->goFirst();
        QVERIFY(w->setFen(QStringLiteral("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1")));
        choose(QStringLiteral("h#"), 1, true);
        QCOMPARE(stip(), QStringLiteral("h#1.5"));
        QVERIFY(solveAndWait());
        QTreeWidget* list = w->solutionsPane()->list();
        QVERIFY(list->topLevelItemCount() > 0);
        for (int r = 0; r < list->topLevelItemCount(); ++r) {
            list->setCurrentItem(list->topLevelItem(r));
            QCOMPARE(bar->lineText(), list->topLevelItem(r)->text(SolutionsPane::MoveColumn));
        }
    }

    // ---- 11: exported diagrams: diagram only, with the key, with the solution; pages; names ---------
    void diagramExportOffersContentPagesAndNames() {
        QVERIFY(w->setFen(QString::fromLatin1(Pf020)));
        QVERIFY(w->solverControls()->tries());
        QVERIFY(solveAndWait());
        QVERIFY(!w->lastSolution().tries.empty());
        const auto svg = [this](const QString& name, DiagramOptions::Content content) {
            DiagramOptions o;
            o.content = content;
            const QString path = dir.filePath(name);
            if (!exportDiagram(*w, path, o)) return QString();
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        const QString only = svg(QStringLiteral("only.svg"), DiagramOptions::Content::DiagramOnly);
        const QString key = svg(QStringLiteral("key.svg"), DiagramOptions::Content::WithKey);
        const QString full = svg(QStringLiteral("full.svg"), DiagramOptions::Content::WithSolution);
        QVERIFY(!only.isEmpty() && !only.contains(QStringLiteral("f2-f4")));
        QVERIFY(key.contains(QStringLiteral("1.f2-f4 !")));
        QVERIFY(!key.contains(QStringLiteral("threat")));
        QVERIFY(full.contains(QStringLiteral("threat")));
        // No tries (Popeye's "but 1...X !" lines): the diagram shows the play, not the analysis.
        static const QRegularExpression butLine(QStringLiteral(">\\s*but\\s*<"));
        QVERIFY(only.contains(QStringLiteral("<text")) || only.contains(QStringLiteral("<path")));
        for (const QString& text : {key, full}) QVERIFY(!text.contains(butLine));
        QVERIFY(!full.contains(QStringLiteral("Rf8-e8 !")));
        // A4 and Letter pages for a PDF, with the problem in its metadata.
        DiagramOptions pdf;
        pdf.page = DiagramOptions::Page::Letter;
        QVERIFY(exportDiagram(*w, dir.filePath(QStringLiteral("letter.pdf")), pdf));
        pdf.page = DiagramOptions::Page::A4;
        QVERIFY(exportDiagram(*w, dir.filePath(QStringLiteral("a4.pdf")), pdf));
        QFile letter(dir.filePath(QStringLiteral("letter.pdf"))), a4(dir.filePath(QStringLiteral("a4.pdf")));
        QVERIFY(letter.open(QIODevice::ReadOnly) && a4.open(QIODevice::ReadOnly));
        const QByteArray letterBytes = letter.readAll(), a4Bytes = a4.readAll();
        static const QRegularExpression letterBox(QStringLiteral("/MediaBox \\[0 0 612(\\.0+)? 792(\\.0+)?\\]"));
        static const QRegularExpression a4Box(
            QStringLiteral("/MediaBox \\[0 0 595(\\.\\d+)? 841\\.\\d+|/MediaBox \\[0 0 595(\\.\\d+)? 842"));
        QVERIFY(QString::fromLatin1(letterBytes).contains(letterBox));
        QVERIFY(QString::fromLatin1(a4Bytes).contains(a4Box));
        // Qt writes the title as UTF-16 (big-endian; brackets escaped): look for its start so.
        const QString title = QStringLiteral("A. Armeni, Freie Presse, 1994 ");
        QByteArray utf16;
        for (QChar c : title) {
            utf16 += char(c.unicode() >> 8);
            utf16 += char(c.unicode() & 0xff);
        }
        QVERIFY(a4Bytes.contains(utf16) || a4Bytes.contains(title.toUtf8()));
        // The name the save dialog proposes.
        QCOMPARE(defaultDiagramName(*w), QStringLiteral("A. Armeni, Freie Presse, 1994 (#2)"));
    }

    // ---- 9: messages neither squash the panels nor move the FEN field ---------------------------------
    void messagesDoNotSquashOrMoveThePanels() {
        PositionEditor* ed = w->positionEditor();
        QTest::qWait(50);
        const int fenY = ed->fenLine()->mapTo(ed, QPoint(0, 0)).y();
        QCheckBox* castling = ed->castlingBox(WhiteKingside);
        QVERIFY(!w->setFen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRX w KQkq - 0 1")));
        QVERIFY(ed->fenErrorLabel()->isVisibleTo(ed));
        QTest::qWait(50);
        QCOMPARE(ed->fenLine()->mapTo(ed, QPoint(0, 0)).y(), fenY);
        QVERIFY2(castling->height() >= castling->sizeHint().height(),
                 qPrintable(QStringLiteral("%1 < %2").arg(castling->height()).arg(castling->sizeHint().height())));
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        QTest::qWait(50);
        QCOMPARE(ed->fenLine()->mapTo(ed, QPoint(0, 0)).y(), fenY); // the message went, nothing moved
        // A long verdict in the Solver panel leaves the spin boxes whole.
        SolverControls* c = w->solverControls();
        const int timeY = c->maxTimeSpin()->mapTo(c, QPoint(0, 0)).y();
        c->setStatus(QStringLiteral("Cooked (2 keys), short solution (#1): ").repeated(20));
        QTest::qWait(50);
        QCOMPARE(c->maxTimeSpin()->mapTo(c, QPoint(0, 0)).y(), timeY);
        QVERIFY(c->movesSpin()->height() >= c->movesSpin()->sizeHint().height());
        QVERIFY(c->maxTimeSpin()->height() >= c->maxTimeSpin()->sizeHint().height());
    }

    // ---- 13: the smaller ones -------------------------------------------------------------------------
    void jointAuthorsStayApart() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("joint.inp"), "BeginProblem\n"
                                                                   "Author A. Armeni\n"
                                                                   "Author B. Barsukow\n"
                                                                   "Pieces White Kb6 Qg1 Black Ka8\n"
                                                                   "Stipulation #2\n"
                                                                   "EndProblem\n")));
        QCOMPARE(w->metadataForm()->authorEdit()->text(), QStringLiteral("A. Armeni; B. Barsukow"));
        // Editing another field keeps the two Author lines.
        QTest::keyClicks(w->metadataForm()->titleEdit(), QStringLiteral("Joint"));
        QCOMPARE(w->document()->currentProblem().meta.author, std::string("A. Armeni\nB. Barsukow"));
        diagram::DiagramBlock block;
        QString error;
        QVERIFY(currentDiagramBlock(*w, block, error));
        QCOMPARE(block.author, QStringLiteral("A. Armeni & B. Barsukow"));
    }

    void outOfRangeMovesAreSaidAndRedoHasCtrlY() {
        QSpinBox* n = w->solverControls()->movesSpin();
        w->statusBar()->clearMessage();
        n->setFocus();
        n->selectAll();
        QTest::keyClicks(n, QStringLiteral("0"));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("N must be between 1 and")),
                 qPrintable(w->statusBar()->currentMessage()));
        QCOMPARE(stip(), QStringLiteral("#2")); // refused, not taken
        QTRY_COMPARE(n->value(), 2);
        w->statusBar()->clearMessage();
        n->selectAll();
        QTest::keyClicks(n, QStringLiteral("99"));
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("N must be between 1 and")));
        QCOMPARE(stip(), QStringLiteral("#9")); // the first 9 is an N; 99 is refused, and said
        QVERIFY(w->action(QStringLiteral("actionRedo"))->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    }

    void clearPositionDropsTheOldPositionsNotes() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("notes.inp"), "BeginProblem\n"
                                                                   "Author A. Armeni\n"
                                                                   "Remark the key 1.Qg8 is a cook\n"
                                                                   "Pieces White Kb6 Qg1 Black Ka8\n"
                                                                   "Stipulation #2\n"
                                                                   "Option SetPlay\n"
                                                                   "EndProblem\n")));
        QVERIFY(w->document()->currentProblem().hints.setPlay);
        QVERIFY(!w->document()->currentProblem().meta.remarks.empty());
        w->action(QStringLiteral("actionClearBoard"))->trigger();
        const Problem& p = w->document()->currentProblem();
        QCOMPARE(p.meta.author, std::string("A. Armeni"));
        QVERIFY(p.meta.remarks.empty());
        QVERIFY(!p.hints.setPlay);
        QVERIFY(w->metadataForm()->remarksEdit()->toPlainText().isEmpty());
        // One undo step brings the position and its notes back.
        w->action(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(w->document()->currentProblem().hints.setPlay);
        QVERIFY(!w->document()->currentProblem().meta.remarks.empty());
        QVERIFY(w->document()->position().pieces() != Bitboard(0));
    }

    void manualSaysWhoStartsAndHowToExportAndPrint() {
        const QString manual = manualHtml();
        for (const char* part : {"Who starts", "Export Diagram", "Print", "Solve All Twins", "HalfDuplex"})
            QVERIFY2(manual.contains(QLatin1String(part)), part);
    }

    void helpTextOfTheExecutableNamesEveryFamily() {
        QProcess gms;
        gms.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/../app/gui/gms");
        if (!QFile::exists(path)) QSKIP("gms is not built next to the tests");
        gms.start(path, {QStringLiteral("--help")});
        QVERIFY(gms.waitForFinished(20000));
        const QString help = QString::fromUtf8(gms.readAllStandardOutput());
        QVERIFY2(!help.contains(QStringLiteral("(direct mate in N)")), qPrintable(help));
        for (const char* family : {"s#N", "r#N", "h#N", "ser-h#N"})
            QVERIFY2(help.contains(QLatin1String(family)), family);
    }

    // ---- the GUI and gms-cli solve: the same answers in the same words -----------------------------
    void guiAndCliGiveTheSameAnswersAndWords() {
        const QString file = writeFile(QStringLiteral("collection.inp"), CollectionInp);
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH), {QStringLiteral("solve"), file});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        QStringList cliVerdicts;
        for (const QString& line : QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("problem ")) && line.contains(QStringLiteral(": ")) &&
                !line.contains(QStringLiteral("  ")))
                cliVerdicts << line;
        cli.start(QStringLiteral(GMS_CLI_PATH), {QStringLiteral("solve"), file, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(120000));
        const QStringList cliAnswers = answersOf(cli.readAllStandardOutput());

        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 3);
        QVERIFY(w->solveCollection());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolvingCollection(), 120000);
        // gms-cli writes "problem 1: a) 1 solution" a twin a line; the GUI keeps the same Solutions.
        QStringList guiVerdicts;
        for (int i = 0; i < 3; ++i)
            for (const Solution& sol : *w->collectionRun().results(i))
                guiVerdicts << QStringLiteral("problem %1: %2%3")
                                   .arg(i + 1)
                                   .arg(sol.twinLabel.empty()
                                            ? QString()
                                            : QString::fromStdString(sol.twinLabel) + QStringLiteral(") "),
                                        QString::fromStdString(verdictText(sol)));
        QCOMPARE(guiVerdicts, cliVerdicts);
        QCOMPARE(cliVerdicts.size(), 6); // every twin of every problem, in the CLI too
        // The list says it in the same words.
        QCOMPARE(w->collectionNavigator()->verdict(0), QStringLiteral("a) 1 solution; b) 1 solution; c) 1 solution"));
        const QString saved = dir.filePath(QStringLiteral("gui.jsonl"));
        QVERIFY(w->saveCollectionResults(saved));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(answersOf(f.readAll()), cliAnswers);
        // The verdict shown on selection is the CLI's, capitalised.
        w->collectionNavigator()->list()->setCurrentRow(2);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(
            QStringLiteral("Cooked (2 keys), short solution (#1)")));
    }

    // ---- 13: keys found so far are listed while the solve goes on ----------------------------------
    void keysFoundSoFarAreListedWhileSolving() {
        // pf002, a cooked #2 with a short key: each key is listed as soon as the engine proves
        // it (the rows are there when the worker's signal has been handled, before the finished
        // result), and the finished list has every one of them.
        const QString file =
            writeFile(QStringLiteral("cooked.inp"), "BeginProblem\nStipulation #2\n"
                                                    "Pieces White Ka6 Se8 Pa7 Black Ka8 Ph6\nEndProblem\n");
        QVERIFY(w->openFile(file));
        QStringList seen;
        bool finishedBefore = false;
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        connect(w->solverWorker(), &SolverWorker::keyFound, this, [&](const QString& move, int moves) {
            finishedBefore = finishedBefore || !finished.isEmpty();
            QTreeWidget* list = w->solutionsPane()->list();
            const QTreeWidgetItem* last = list->topLevelItem(list->topLevelItemCount() - 1);
            QVERIFY(last);
            QCOMPARE(last->text(SolutionsPane::KindColumn), QStringLiteral("key (found so far)"));
            QCOMPARE(last->text(SolutionsPane::MoveColumn), move);
            QCOMPARE(last->text(SolutionsPane::MateColumn), QStringLiteral("#%1").arg(moves));
            seen << move;
        });
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        QVERIFY(!finishedBefore);
        QCOMPARE(seen.size(), 2);
        QStringList keys;
        QTreeWidget* list = w->solutionsPane()->list();
        for (int r = 0; r < list->topLevelItemCount(); ++r) {
            QVERIFY(list->topLevelItem(r)->text(SolutionsPane::KindColumn) != QStringLiteral("key (found so far)"));
            keys << list->topLevelItem(r)->text(SolutionsPane::MoveColumn);
        }
        for (const QString& k : seen) QVERIFY2(keys.contains(k), qPrintable(keys.join(QLatin1Char(','))));
    }

    // ---- 13: help play's progress speaks of help lines, not iterations ------------------------------
    void helpProgressSaysHelpLines() {
        const QString file =
            writeFile(QStringLiteral("h3.inp"), "BeginProblem\nStipulation h#3\n"
                                                "Pieces White Ka1 Rd4 Bd5 Black Kh7 Re6g4 Bd2 Pf3\nEndProblem\n");
        QVERIFY(w->openFile(file));
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        // A report as the worker sends it (delivered here at once: the solve's own are throttled).
        emit w->solverWorker()->progress(2, 5, 20, 1000, 10, 1.0, QStringLiteral("search"));
        const QString status = w->solverControls()->statusLabel()->text();
        QVERIFY2(status.startsWith(QStringLiteral("Help lines of 2 moves (of 3): first move 5 of 20")),
                 qPrintable(status));
        QVERIFY2(!status.contains(QStringLiteral("Iteration")) && !status.contains(QStringLiteral("#")),
                 qPrintable(status));
        QVERIFY(finished.wait(60000));
    }

    // ---- 10: the first window fits the screen ---------------------------------------------------------
    void firstWindowFitsTheScreen() {
        const QRect area = w->screen()->availableGeometry();
        QVERIFY2(w->width() <= area.width() && w->height() <= area.height(), qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                                                                            .arg(w->width())
                                                                                            .arg(w->height())
                                                                                            .arg(area.width())
                                                                                            .arg(area.height())));
    }
};

QTEST_MAIN(TestUiWalkthrough)
#include "test_ui_walkthrough.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_help_lines.cpp  Help play in the GUI (a display test, not a solver test): solution
/// lines of real helpmates written as Popeye writes them, listed in the Solutions pane, played move
/// by move by the move buttons; the stipulation editor (family, N, .5) stored in the problem,
/// undoable, and handed to the solver.
///
/// Data: tests/data/helpmate_lines.tsv — hm2-001 (h#2) and hm25-017 (h#2.5) with solution lines
/// from shared/problems/helpmates.tsv and the exact text Popeye 4.104 prints for each line.

#include "BoardScene.h"
#include "MainWindow.h"
#include "MetadataForm.h"
#include "MoveControls.h"
#include "MoveNotation.h"
#include "ProblemDocument.h"
#include "Settings.h"
#include "SolutionTreeModel.h"
#include "SolutionTreePane.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "StipulationEditor.h"
#include "TextSolutionPane.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "solver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QAction>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {

struct LineRecord {
    QString id;
    Position root;
    Stipulation stipulation;
    std::vector<Move> moves;
    QString popeye;
};

std::vector<LineRecord> readLines() {
    std::vector<LineRecord> out;
    QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/helpmate_lines.tsv"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read helpmate_lines.tsv");
    bool header = true;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).remove(QLatin1Char(0x0d)).remove(QLatin1Char(0x0a));
        if (header || line.isEmpty()) {
            header = false;
            continue;
        }
        const QStringList cols = line.split(QLatin1Char('\t'));
        LineRecord r;
        r.id = cols[0];
        FenError err;
        if (!parseFen(cols[1].toStdString(), r.root, err)) qFatal("bad FEN in test data");
        r.stipulation = *Stipulation::parse(cols[2].toStdString());
        Position pos = r.root;
        const QStringList ucis = cols[3].split(QLatin1Char(' '));
        for (int i = 0; i < ucis.size(); ++i) {
            const auto m = parseUci(pos, ucis[i].toStdString());
            if (!m) qFatal("illegal move in test data");
            r.moves.push_back(*m);
            UndoInfo undo;
            pos.makeMove(*m, undo);
            // Series play: the other side passes until the series is over.
            if (r.stipulation.kind == Stipulation::Kind::SeriesHelpMate && i + 2 < ucis.size()) pos.makeNullMove(undo);
        }
        r.popeye = cols[4];
        out.push_back(r);
    }
    return out;
}

bool isCheckmate(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    return pos.inCheck() && list.size == 0;
}

Position replay(const Position& root, const std::vector<Move>& moves) {
    Position pos = root;
    for (Move m : moves) {
        UndoInfo undo;
        if (m.isNone())
            pos.makeNullMove(undo); // the other side passes (series play)
        else
            pos.makeMove(m, undo);
    }
    return pos;
}

} // namespace

class TestUiHelpLines : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;
    std::vector<LineRecord> records;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_help_lines"));
        QSettings().clear();
        records = readLines();
        QCOMPARE(int(records.size()), 5);
    }

    void init() {
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }
    void cleanup() { w.reset(); }

    void linesAreWrittenAsPopeyeWritesThem() {
        for (const LineRecord& r : records) {
            // The text pane (the engine's Popeye text) writes the line as Popeye does.
            Solution one;
            one.stipulation = r.stipulation;
            one.moves = r.stipulation.moves;
            one.complete = true;
            one.lines = {HelpLine{r.moves, false}};
            const QString text = TextSolutionPane::solutionText(r.root, one, QLatin1Char('S'));
            QVERIFY2(text.contains(r.popeye + QLatin1Char('\n')), qPrintable(text));
            // The end of every line is a mate: the data are real solutions.
            QVERIFY(isCheckmate(replay(r.root, playableHelpLine(r.root, r.stipulation, r.moves))));
        }
        // SAN form with either knight letter: the same numbering.
        const LineRecord& h2 = records[0];
        QCOMPARE(helpLineText(h2.root, h2.stipulation, h2.moves, QLatin1Char('N')),
                 QStringLiteral("1.a1=B Ng5 2.Bg7 Ndf7#"));
        QCOMPARE(helpLineText(h2.root, h2.stipulation, h2.moves, QLatin1Char('S')),
                 QStringLiteral("1.a1=B Sg5 2.Bg7 Sdf7#"));
        const LineRecord& ser = records[4];
        QCOMPARE(helpLineText(ser.root, ser.stipulation, ser.moves, QLatin1Char('S')),
                 QStringLiteral("1.Ke8 2.Kf8 3.Kg8 4.Kh8 Ra8#"));
        const LineRecord& h25 = records[2];
        QCOMPARE(helpLineText(h25.root, h25.stipulation, h25.moves, QLatin1Char('S')),
                 QStringLiteral("1...Ke2 2.Kb1 Kd1 3.Kb2 Rb3#"));
    }

    void seriesLinesNumberEveryMoveOfTheSeries() {
        // ser-h#3 numbering and play: three Black moves in a row, then White's reply.
        Position root;
        FenError err;
        QVERIFY(parseFen("3k4/8/5K2/8/8/8/8/R7 b - - 0 1", root, err));
        std::vector<Move> moves;
        Position pos = root;
        for (const char* uci : {"d8e8", "e8f8", "f8g8", "a1a8"}) {
            const auto m = parseUci(pos, uci);
            QVERIFY2(m.has_value(), uci);
            moves.push_back(*m);
            UndoInfo undo;
            pos.makeMove(*m, undo);
            if (std::string(uci) == "d8e8" || std::string(uci) == "e8f8") pos.makeNullMove(undo); // Black again
        }
        Stipulation ser;
        ser.kind = Stipulation::Kind::SeriesHelpMate;
        ser.moves = 3;
        QCOMPARE(helpLineText(root, ser, moves, QLatin1Char('S')), QStringLiteral("1.Ke8 2.Kf8 3.Kg8 Ra8+"));
        // On the board White passes between the series moves.
        const std::vector<Move> playable = playableHelpLine(root, ser, moves);
        QCOMPARE(int(playable.size()), 6);
        QVERIFY(playable[1].isNone() && playable[3].isNone());
        w->moveControls()->setRoot(root);
        w->moveControls()->setLine(playable, int(playable.size()));
        QCOMPARE(w->boardScene()->position().pieceOn(parseSquare('g', '8')), BKing);
        QCOMPARE(w->boardScene()->position().pieceOn(parseSquare('a', '8')), WRook);
    }

    void everySeriesLineIsNumberedAndPlayedWithPasses() {
        // ser-# ends with the series side's own move, ser-reci-h's direct ending too: every move
        // of the line is the series side's, so the other side passes after each but the last
        // (the board refused these lines when only ser-h# got passes).
        Position root;
        std::string why;
        QVERIFY2(loadProblemPosition("7k/8/8/8/8/8/8/R3K3 w - - 0 1", root, why), why.c_str());
        std::vector<Move> moves;
        Position pos = root;
        for (const char* uci : {"a1a7", "e1f2", "a7a8"}) {
            const auto m = parseUci(pos, uci);
            QVERIFY2(m.has_value(), uci);
            moves.push_back(*m);
            UndoInfo undo, pass;
            pos.makeMove(*m, undo);
            pos.makeNullMove(pass);
        }
        for (const char* text : {"ser-#3", "ser-reci-h(#)=3"}) {
            const Stipulation ser = *Stipulation::parse(text);
            QCOMPARE(helpLineText(root, ser, moves, QLatin1Char('S')), QStringLiteral("1.Ra7 2.Kf2 3.Ra8+"));
            const std::vector<Move> playable = playableHelpLine(root, ser, moves);
            QCOMPARE(int(playable.size()), 5);
            QVERIFY(playable[1].isNone() && playable[3].isNone());
            w->moveControls()->setRoot(root);
            w->moveControls()->setLine(playable, int(playable.size()));
            QCOMPARE(w->boardScene()->position().pieceOn(parseSquare('a', '8')), WRook);
            QCOMPARE(w->boardScene()->position().pieceOn(parseSquare('f', '2')), WKing);
        }
    }

    void introSeriesLinesAreNumberedAndPlayed() {
        // m-> (EXAMPLES/pseries.inp, "2->pser-h#3"): White's two intro moves, then Black's parry
        // series; the list numbers them as Popeye does and the board plays the line to the mate.
        Position root;
        std::string why;
        QVERIFY2(loadProblemPosition("3b4/5p1k/7p/3P4/7P/8/B4n2/R1K5 w - - 0 1", root, why), why.c_str());
        const Stipulation stip = *Stipulation::parse("2->pser-h#3");
        const Solution s = Solver(SolverOptions{}).solve(root, stip);
        QVERIFY2(s.complete, s.error.c_str());
        QCOMPARE(int(s.lines.size()), 1);
        QCOMPARE(s.lines[0].introLength, 2);
        QCOMPARE(helpLineText(root, stip, s.lines[0].moves, QLatin1Char('S'), s.lines[0].introLength),
                 QStringLiteral("1.Bc4 2.Ra8 1.Bg5+ hxg5 2.Sd3+ Bxd3+ 3.f5 gxf6#"));
        w->showSolution(root, s);
        QTreeWidget* list = w->solutionsPane()->list();
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MoveColumn),
                 helpLineText(root, stip, s.lines[0].moves, Settings::knightLetter(), 2));
        const std::vector<Move> playable = playableHelpLine(root, stip, s.lines[0].moves);
        QCOMPARE(int(playable.size()), int(s.lines[0].moves.size()) + 1); // Black passes between Bc4 and Ra8
        w->moveControls()->setRoot(root);
        w->moveControls()->setLine(playable, int(playable.size()));
        QCOMPARE(w->moveControls()->length(), int(playable.size())); // no move refused on the way
        QCOMPARE(w->boardScene()->position().pieceOn(parseSquare('f', '6')), WPawn);
        QVERIFY(w->boardScene()->position().inCheck());
    }

    void solutionsPaneListsAndMoveButtonsPlayTheLines() {
        const LineRecord& a = records[0];
        const LineRecord& b = records[1];
        QVERIFY(w->setFen(QString::fromStdString(toFen(a.root))));
        w->solverControls()->stipulationEditor()->familyCombo()->setCurrentIndex(
            w->solverControls()->stipulationEditor()->familyCombo()->findText(QStringLiteral("h#")));
        QCOMPARE(w->document()->currentProblem().stipulation, a.stipulation);

        Solution s;
        s.fen = toFen(a.root);
        s.stipulation = a.stipulation;
        s.moves = a.stipulation.moves;
        s.complete = true;
        s.lines = {HelpLine{a.moves, false}, HelpLine{b.moves, false}};
        w->showSolution(a.root, s);

        QTreeWidget* list = w->solutionsPane()->list();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MoveColumn),
                 helpLineText(a.root, a.stipulation, a.moves, Settings::knightLetter()));
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::KindColumn), QStringLiteral("solution"));
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("2 solutions (h#2)")));
        // The text pane holds both lines exactly as Popeye prints them.
        const QString text = w->textSolutionPane()->text();
        QVERIFY2(text.contains(a.popeye + QLatin1Char('\n')), qPrintable(text));
        QVERIFY(text.contains(b.popeye + QLatin1Char('\n')));

        // The intended solution is checked against the lines (Popeye's notation accepted).
        QLineEdit* intended = w->metadataForm()->intendedEdit();
        QTest::keyClicks(intended, QStringLiteral("1.a2-a1=B Se6-g5 2.Ba1-g7 Sd8-f7 #"));
        QVERIFY2(w->solutionsPane()->intendedLabel()->text().contains(QStringLiteral("is a solution, but there are 2")),
                 qPrintable(w->solutionsPane()->intendedLabel()->text()));
        intended->selectAll();
        // a1=Q is in none of the 7 solutions Popeye finds (shared/problems/helpmates.tsv).
        QTest::keyClicks(intended, QStringLiteral("1.a1=Q Sg5 2.Qg7"));
        QVERIFY2(w->solutionsPane()->intendedLabel()->text().startsWith(QStringLiteral("Mismatch")),
                 qPrintable(w->solutionsPane()->intendedLabel()->text()));

        // The tree pane lists the same lines; choosing one there plays it from its start too.
        auto* tree = w->solutionTreePane()->model();
        QCOMPARE(tree->rowCount(), 2);
        QCOMPARE(tree->index(1, 0).data().toString(), list->topLevelItem(1)->text(SolutionsPane::MoveColumn));
        QCOMPARE(tree->index(1, SolutionTreeModel::NoteColumn).data().toString(), QStringLiteral("solution"));
        w->solutionTreePane()->view()->setCurrentIndex(tree->index(0, 0));
        QCOMPARE(w->moveControls()->line(), a.moves);
        QCOMPARE(w->moveControls()->ply(), 0);

        // Choosing the second line and stepping forward plays it on the board, move by move.
        list->setCurrentItem(list->topLevelItem(1));
        QCOMPARE(w->moveControls()->line(), b.moves);
        QCOMPARE(w->moveControls()->ply(), 0);
        Position expected = b.root;
        for (std::size_t i = 0; i < b.moves.size(); ++i) {
            w->moveControls()->forwardButton()->click();
            UndoInfo undo;
            expected.makeMove(b.moves[i], undo);
            QCOMPARE(toFen(w->boardScene()->position()), toFen(expected));
            QCOMPARE(w->boardScene()->lastMoveTo(), b.moves[i].to());
        }
        QVERIFY(isCheckmate(w->boardScene()->position()));
        // Home: the edited position again, editable.
        w->moveControls()->firstButton()->click();
        QCOMPARE(toFen(w->boardScene()->position()), toFen(a.root));
        QVERIFY(w->boardScene()->isEditable());
    }

    void halfMoveLinesStartWithTheMatingSide() {
        const LineRecord& r = records[2];
        QVERIFY(w->setFen(QString::fromStdString(toFen(r.root))));
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("h#")));
        QVERIFY(ed->halfMoveBox()->isVisibleTo(ed));
        ed->halfMoveBox()->setChecked(true);
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()),
                 QStringLiteral("h#2.5"));
        Solution s;
        s.stipulation = r.stipulation;
        s.moves = r.stipulation.moves;
        s.complete = true;
        s.lines = {HelpLine{r.moves, false}, HelpLine{records[3].moves, false}};
        w->showSolution(r.root, s);
        QVERIFY(w->textSolutionPane()->text().contains(r.popeye + QLatin1Char('\n')));
        QVERIFY(w->textSolutionPane()->text().contains(records[3].popeye + QLatin1Char('\n')));
        // ".5" only belongs to helpmates.
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("s#")));
        QVERIFY(!ed->halfMoveBox()->isVisibleTo(ed));
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()), QStringLiteral("s#2"));
    }

    void reciprocalPlayTakesADirectEndingGoal() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        const Stipulation before = w->document()->currentProblem().stipulation;
        QVERIFY(!ed->directGoalCombo()->isVisibleTo(ed)); // only reciprocal play has one
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("reci-h#")));
        QVERIFY(ed->directGoalCombo()->isVisibleTo(ed));
        ed->directGoalCombo()->setCurrentIndex(ed->directGoalCombo()->findText(QStringLiteral("(=)")));
        ed->movesSpin()->setValue(3);
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()),
                 QStringLiteral("reci-h(=)#3"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("reci-h(=)#"));
        // The series form keeps it; a play type without a direct ending drops it.
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-reci-h(=)#")));
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()),
                 QStringLiteral("ser-reci-h(=)#3"));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("h#")));
        QVERIFY(!ed->directGoalCombo()->isVisibleTo(ed));
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()), QStringLiteral("h#3"));
        // Shown again from a stipulation read elsewhere.
        ed->setStipulation(*Stipulation::parse("reci-h(#)=2"));
        QCOMPARE(ed->directGoalCombo()->currentText(), QStringLiteral("(#)"));
        QCOMPARE(ed->stipulation().toString(), std::string("reci-h(#)=2"));
        for (int i = 0; i < 10 && !(w->document()->currentProblem().stipulation == before); ++i)
            w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(w->document()->currentProblem().stipulation, before);
        QVERIFY(!w->document()->isModified());
    }

    void stipulationEditsAreUndoableAndStored() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()), QStringLiteral("#2"));
        QVERIFY(!w->document()->isModified());
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-h#")));
        ed->movesSpin()->setValue(5);
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()),
                 QStringLiteral("ser-h#5"));
        QVERIFY(w->document()->isModified());
        QVERIFY(!w->solverControls()->triesBox()->isEnabled()); // tries are battle play only
        w->action(QStringLiteral("actionUndo"))->trigger();     // N back to 2
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()),
                 QStringLiteral("ser-h#2"));
        w->action(QStringLiteral("actionUndo"))->trigger(); // the family back to #
        QCOMPARE(QString::fromStdString(w->document()->currentProblem().stipulation.toString()), QStringLiteral("#2"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("# direct"));
        QVERIFY(w->solverControls()->triesBox()->isEnabled());
        QVERIFY(!w->document()->isModified());
        w->action(QStringLiteral("actionRedo"))->trigger();
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("ser-h#"));
    }

    void setPlayAndShortLinesSolvedAndShown() {
        // tests/data/help/h2-set.out: Popeye 4.104 on h#2 with SetPlay (case h2-set of
        // tests/data/help/popeye_cases.tsv): 4 set lines, 1 short solution, 10 solutions.
        QFile out(QStringLiteral(GMS_TEST_DATA_DIR "/help/h2-set.out"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QStringList popeyeLines;
        for (const QString& l : QString::fromUtf8(out.readAll()).split(QLatin1Char('\n')))
            if (l.startsWith(QStringLiteral("  1."))) popeyeLines << l;
        QCOMPARE(popeyeLines.size(), 15);
        QVERIFY(w->setFen(QStringLiteral("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1")));
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("h#")));
        w->solverControls()->setPlayBox()->setChecked(true);
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        const Solution& s = w->lastSolution();
        QVERIFY2(s.error.empty(), s.error.c_str());
        QVERIFY(s.hasSetPlay);
        QCOMPARE(int(s.setLines.size()), 4);
        QCOMPARE(int(s.lines.size()), 11);
        const QString text = w->textSolutionPane()->text();
        for (const QString& l : popeyeLines) QVERIFY2(text.contains(l + QLatin1Char('\n')), qPrintable(l));
        // The list: set play first ("1...Qh1 2.f5 Qh4#": the mating side starts), then the short line.
        QTreeWidget* list = w->solutionsPane()->list();
        QCOMPARE(list->topLevelItemCount(), 15);
        QStringList setRows;
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(list->topLevelItem(r)->text(SolutionsPane::KindColumn), QStringLiteral("set play"));
            setRows << list->topLevelItem(r)->text(SolutionsPane::MoveColumn);
        }
        QVERIFY2(setRows.contains(QStringLiteral("1...Qh1 2.f5 Qh4#")), qPrintable(setRows.join(QLatin1Char('|'))));
        QCOMPARE(list->topLevelItem(4)->text(SolutionsPane::KindColumn), QStringLiteral("short solution"));
        QCOMPARE(list->topLevelItem(4)->text(SolutionsPane::MoveColumn), QStringLiteral("1.f5 Qh4#"));
        // A set line is played after Black's pass and ends in mate.
        list->setCurrentItem(list->topLevelItem(0));
        QVERIFY(w->moveControls()->line().front().isNone());
        w->moveControls()->lastButton()->click();
        QVERIFY(isCheckmate(w->boardScene()->position()));
    }

    void theWorkerSolvesTheProblemsStipulation() {
        // Whatever the engine answers for h#2 (lines, or an error while that solver is missing),
        // the solve must be of the problem's stipulation, not of #N.
        const LineRecord& r = records[0];
        QVERIFY(w->setFen(QString::fromStdString(toFen(r.root))));
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("h#")));
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        QCOMPARE(w->lastSolution().stipulation, r.stipulation);
        if (w->lastSolution().error.empty()) {
            // The help solver is in: the 7 lines Popeye finds (shared/problems/helpmates.tsv).
            QCOMPARE(int(w->lastSolution().lines.size()), 7);
            QCOMPARE(w->solutionsPane()->list()->topLevelItemCount(), 7);
        } else {
            QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("Not solved")));
            // A failure is not reported as a stop.
            QVERIFY(w->solverControls()->statusLabel()->text().startsWith(QStringLiteral("Not solved")));
        }
    }
};

QTEST_MAIN(TestUiHelpLines)
#include "test_ui_help_lines.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_solve.cpp  Solving through the worker thread as the user does it: panes filled
/// with the right keys and rows, Stop returns the UI to idle, closing while solving, and the move
/// controls walking a variation. Runs offscreen.
///
/// Problems and expected answers (established by Popeye 4.104, see problems/direct_mates.tsv
/// and tests/data/popeye/ for the Popeye output of pf020):
///   pf020  A. Armeni, Freie Presse 1994 (Popeye BEISPIEL/ep.inp#1), #2, key f2f4, threat f4xe5,
///          1...gxf3 e.p. 2.Nb7#, 1...Rb8+ 2.cxb8=Q#/2.cxb8=B# (a dual), tries Bxg5, Sxf8, c8=Q, c8=S+.
///   pf008  Popeye BEISPIEL/castling.inp#3, #3, key f8e7.
///   mt0292 matetrack.epd line 292 (#5): asked as #7 it runs long enough to be stopped.

#include "BoardScene.h"
#include "CollectionNavigator.h"
#include "MainWindow.h"
#include "SolverWorker.h"
#include "Settings.h"
#include "MoveControls.h"
#include "ProblemDocument.h"
#include "SolutionTreeModel.h"
#include "SolutionTreePane.h"
#include "SolutionsPane.h"
#include "SolveSummary.h"
#include "SolverControls.h"
#include "StatisticsPane.h"
#include "TextSolutionPane.h"
#include "fen.h"
#include "solution_text.h"
#include "solver.h"
#include "notation.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>
#include <set>

using namespace gms;
using namespace gms::ui;

namespace {
const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
const char* Pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1";
const char* Mt0292 = "2br1R1R/8/1Ppp1br1/3B1k1P/Q1NP1P2/1N4BP/2P5/2Kn4 w - - 0 1";

Position positionOf(const char* fen) {
    Position pos;
    FenError err;
    if (!parseFen(fen, pos, err)) qFatal("bad test FEN %s", fen);
    return pos;
}

QString san(const char* fen, const char* uci) {
    const Position pos = positionOf(fen);
    const auto m = parseUci(pos, uci);
    if (!m) qFatal("illegal test move %s", uci);
    return QString::fromStdString(toSan(pos, *m));
}
} // namespace

class TestUiSolve : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> w;

    bool solveAndWait(int timeoutMs = 60000) {
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        if (!w->solve()) return false;
        if (!w->isSolving()) return false;
        return finished.wait(timeoutMs);
    }
    QModelIndex findChild(const QModelIndex& parent, const QString& text) const {
        auto* model = w->solutionTreePane()->model();
        for (int r = 0; r < model->rowCount(parent); ++r) {
            const QModelIndex i = model->index(r, 0, parent);
            if (i.data().toString() == text) return i;
        }
        return {};
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_solve"));
        QSettings().clear();
        Settings::setKnightLetter(QLatin1Char('N')); // these suites compare with SAN (N = knight)
        // Several tests need a solve that runs for seconds (Stop, the time limit, closing while
        // solving): mt0292 as #7 on one thread without the table is one.
        Settings::setHashMegabytes(0);
        Settings::setThreads(1);
    }

    /// The table and thread settings reach the solver (Solve -> Transposition Table Size, Threads).
    void depthSettingsReachTheSolver() {
        Settings::setHashMegabytes(16);
        Settings::setThreads(2);
        QVERIFY(w->setFen(QStringLiteral("k7/8/K7/8/8/8/8/7R w - - 0 1")));
        w->solverControls()->movesSpin()->setValue(1);
        QVERIFY(w->solve());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolving(), 10000);
        QCOMPARE(w->solverWorker()->lastOptions().hashMegabytes, 16);
        QCOMPARE(w->solverWorker()->lastOptions().threads, 2);
        QVERIFY(w->lastSolution().complete);
        Settings::setHashMegabytes(0);
        Settings::setThreads(1);
    }

    void init() {
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup() { w.reset(); }

    void solvesTheDefaultTwoMover() {
        QCOMPARE(toFen(w->document()->position()), std::string(Pf020));
        QCOMPARE(w->solverControls()->moves(), 2);
        QVERIFY(w->solverControls()->tries());
        QSignalSpy solving(w.get(), &MainWindow::solvingChanged);
        QVERIFY(solveAndWait());
        QCOMPARE(solving.count(), 2);
        QCOMPARE(solving.at(0).at(0).toBool(), true);
        QCOMPARE(solving.at(1).at(0).toBool(), false);
        QVERIFY(w->lastSolution().complete);

        // Solutions pane: one key, 1.f4!, and the four tries with their refutations.
        QTreeWidget* list = w->solutionsPane()->list();
        const QString key = san(Pf020, "f2f4");
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MoveColumn), QStringLiteral("1.%1!").arg(key));
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::KindColumn), QStringLiteral("key"));
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MateColumn), QStringLiteral("#2"));
        std::set<QString> tries, expectedTries;
        for (const char* t : {"h4g5", "g6f8", "c7c8q", "c7c8n"})
            expectedTries.insert(QStringLiteral("1.%1?").arg(san(Pf020, t)));
        for (int r = 1; r < list->topLevelItemCount(); ++r) {
            QCOMPARE(list->topLevelItem(r)->text(SolutionsPane::KindColumn), QStringLiteral("try"));
            QVERIFY(!list->topLevelItem(r)->text(SolutionsPane::RefutationColumn).isEmpty());
            tries.insert(list->topLevelItem(r)->text(SolutionsPane::MoveColumn));
        }
        QCOMPARE(tries, expectedTries);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("Sound")));

        // Statistics: a row per iteration (#1 and #2: plies 1 and 3), the tree phase and the total.
        QTableWidget* stats = w->statisticsPane()->table();
        QCOMPARE(w->statisticsPane()->iterationRows(), int(w->lastSolution().iterations.size()));
        QCOMPARE(stats->rowCount(), int(w->lastSolution().iterations.size()) + 2);
        QCOMPARE(stats->item(stats->rowCount() - 2, StatisticsPane::Ply)->text(), QStringLiteral("Tree"));
        QCOMPARE(stats->item(stats->rowCount() - 2, StatisticsPane::Gen)->text(),
                 StatisticsPane::formatCount(w->lastSolution().treePhase.gen));
        QCOMPARE(stats->item(0, StatisticsPane::Ply)->text(), QStringLiteral("1"));
        QCOMPARE(stats->item(1, StatisticsPane::Ply)->text(), QStringLiteral("3"));
        QCOMPARE(stats->item(stats->rowCount() - 1, StatisticsPane::Ply)->text(), QStringLiteral("Total"));
        QCOMPARE(stats->item(stats->rowCount() - 1, StatisticsPane::Gen)->text(),
                 StatisticsPane::formatCount(w->lastSolution().total.gen));

        // Tree: key, threat, the e.p. defence and its mate, the dual after 1...Rb8+.
        const QModelIndex keyIndex = findChild({}, QStringLiteral("1.%1!").arg(key));
        QVERIFY(keyIndex.isValid());
        auto* model = w->solutionTreePane()->model();
        QCOMPARE(model->kindOf(keyIndex), SolutionTreeModel::Kind::Key);
        bool sawThreat = false, sawEp = false, sawDual = false;
        for (int r = 0; r < model->rowCount(keyIndex); ++r) {
            const QModelIndex c = model->index(r, 0, keyIndex);
            const QString note = model->index(r, 1, keyIndex).data().toString();
            if (model->kindOf(c) == SolutionTreeModel::Kind::Threat &&
                c.data().toString().startsWith(QStringLiteral("2.fxe5")))
                sawThreat = true;
            if (c.data().toString() == QStringLiteral("1...gxf3 e.p.")) {
                sawEp = true;
                QCOMPARE(model->rowCount(c), 1);
                QCOMPARE(model->index(0, 0, c).data().toString(), QStringLiteral("2.Nb7#"));
            }
            if (c.data().toString().startsWith(QStringLiteral("1...Rb8"))) {
                sawDual = true;
                QVERIFY(note.contains(QStringLiteral("dual")));
                QCOMPARE(model->rowCount(c), 2);
            }
        }
        QVERIFY(sawThreat);
        QVERIFY(sawEp);
        QVERIFY(sawDual);

        // Text pane: the solution in Popeye's notation.
        QVERIFY2(w->textSolutionPane()->text().contains(QStringLiteral("f2-f4")),
                 qPrintable(w->textSolutionPane()->text()));
        // Idle again.
        QVERIFY(w->solverControls()->solveButton()->isEnabled());
        QVERIFY(!w->solverControls()->stopButton()->isEnabled());
    }

    void solvesAThreeMoverAndReportsShortAndNoSolution() {
        QVERIFY(w->setFen(QString::fromLatin1(Pf008)));
        w->solverControls()->movesSpin()->setValue(3);
        QCOMPARE(w->document()->currentProblem().stipulation.moves, 3);
        QVERIFY(solveAndWait());
        QTreeWidget* list = w->solutionsPane()->list();
        QVERIFY(list->topLevelItemCount() >= 1);
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MoveColumn),
                 QStringLiteral("1.%1!").arg(san(Pf008, "f8e7")));
        QCOMPARE(list->topLevelItem(0)->text(SolutionsPane::MateColumn), QStringLiteral("#3"));
        int keys = 0;
        for (int r = 0; r < list->topLevelItemCount(); ++r)
            if (list->topLevelItem(r)->text(SolutionsPane::KindColumn).startsWith(QStringLiteral("key"))) ++keys;
        QCOMPARE(keys, 1);
        QCOMPARE(w->statisticsPane()->iterationRows(), 3);
        QCOMPARE(w->statisticsPane()->table()->item(2, StatisticsPane::Ply)->text(), QStringLiteral("5"));

        // Asked as #2 it has no solution (its shortest mate is #3).
        w->solverControls()->movesSpin()->setValue(2);
        QVERIFY(solveAndWait());
        QCOMPARE(w->solutionsPane()->list()->topLevelItemCount() > 0 && w->solutionsPane()
                                                                            ->list()
                                                                            ->topLevelItem(0)
                                                                            ->text(SolutionsPane::KindColumn)
                                                                            .startsWith(QStringLiteral("key")),
                 false);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().startsWith(QStringLiteral("No solution")));
    }

    void stopDuringALongSolveReturnsToIdle() {
        QVERIFY(w->setFen(QString::fromLatin1(Mt0292)));
        w->solverControls()->movesSpin()->setValue(7);
        QSignalSpy solving(w.get(), &MainWindow::solvingChanged);
        QVERIFY(w->solve());
        QVERIFY(w->isSolving());
        QVERIFY(!w->solverControls()->solveButton()->isEnabled());
        QVERIFY(w->solverControls()->stopButton()->isEnabled());
        // The UI thread keeps running while the search works: progress arrives.
        QTRY_VERIFY_WITH_TIMEOUT(w->solverControls()->statusLabel()->text().contains(QStringLiteral("Keys of #")),
                                 10000);
        QVERIFY(w->isSolving());
        // Editing is locked while solving.
        QVERIFY(!w->boardScene()->isEditable());
        w->action(QStringLiteral("actionStop"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolving(), 5000);
        QCOMPARE(solving.count(), 2);
        QCOMPARE(solving.last().at(0).toBool(), false);
        QVERIFY(!w->lastSolution().complete);
        QVERIFY(w->solverControls()->solveButton()->isEnabled());
        QVERIFY(!w->solverControls()->stopButton()->isEnabled());
        QVERIFY(w->boardScene()->isEditable());
        QVERIFY2(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("Stopped")),
                 qPrintable(w->solutionsPane()->verdictLabel()->text()));
        QVERIFY(w->solverControls()->statusLabel()->text().startsWith(QStringLiteral("Stopped")));
    }

    /// The status line's summaries (SolveSummary): a complete solve, one stopped with the keys it
    /// proved, a failure, and Solve All Twins complete or stopped in a twin.
    void summariesSayHowTheSolveEnded() {
        Position root;
        FenError err;
        QVERIFY(parseFen(Pf008, root, err));
        Stipulation stip;
        stip.moves = 3;
        Solution solved = Solver(SolverOptions{}).solve(root, stip);
        QVERIFY(solved.complete && solved.keys.size() == 1);
        const QString done = solveSummary(root, solved);
        QVERIFY2(done.startsWith(QStringLiteral("Solved in ")) && !done.contains(QStringLiteral("Keys so far")),
                 qPrintable(done));
        Solution stopped = solved;
        stopped.complete = false;
        stopped.error = "stopped: time limit";
        const QString cut = solveSummary(root, stopped);
        QVERIFY2(cut.startsWith(QStringLiteral("Stopped after ")) &&
                     cut.contains(QStringLiteral(" s (time limit). ")) &&
                     cut.endsWith(QStringLiteral("Keys so far: 1.%1!.").arg(san(Pf008, "f8e7"))),
                 qPrintable(cut));
        Solution failed = solved;
        failed.complete = false;
        failed.keys.clear();
        failed.error = "illegal position: the side not to move is in check";
        QVERIFY(!solveSummary(root, failed).startsWith(QStringLiteral("Solved")));
        QVERIFY(!solveSummary(root, failed).startsWith(QStringLiteral("Stopped")));
        solved.twinLabel = "a";
        stopped.twinLabel = "b";
        QCOMPARE(allTwinsSummary({solved, solved}).left(19), QStringLiteral("Every twin solved: "));
        const QString twins = allTwinsSummary({solved, stopped});
        QVERIFY2(twins.startsWith(QStringLiteral("Stopped in b): a) ")) && twins.contains(QStringLiteral("; b) ")),
                 qPrintable(twins));
    }

    /// Solve Whole Collection runs its loop on the worker's thread, each problem through the
    /// engine's facade as gms-cli solve does: every problem is reported while the worker goes on
    /// (no GUI round trip between problems), with the answer Solver::solveProblem gives.
    void workerSolvesACollectionOnItsThread() {
        std::vector<CollectionJob> jobs;
        for (const auto& [fen, moves] : {std::pair{Pf020, 2}, std::pair{Pf008, 3}}) {
            CollectionJob job;
            job.index = int(jobs.size());
            job.problem.fen = fen;
            job.problem.stipulation.moves = moves;
            job.options.hashMegabytes = 0;
            jobs.push_back(job);
        }
        SolverWorker worker;
        QSignalSpy started(&worker, &SolverWorker::problemStarted);
        QSignalSpy solved(&worker, &SolverWorker::problemSolved);
        QSignalSpy finished(&worker, &SolverWorker::collectionFinished);
        QSignalSpy single(&worker, &SolverWorker::finishedAll);
        bool runningWhenFirstSolved = false;
        connect(&worker, &SolverWorker::problemSolved, this, [&](int index) {
            if (index == 0) runningWhenFirstSolved = worker.isRunning();
        });
        QVERIFY(worker.startCollection(jobs));
        QVERIFY(worker.isRunning());
        QVERIFY(!worker.startCollection(jobs)); // one solve at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(single.count(), 0);
        QCOMPARE(started.count(), 2);
        QCOMPARE(solved.count(), 2);
        QVERIFY(runningWhenFirstSolved);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(started.at(i).at(0).toInt(), i);
            QCOMPARE(solved.at(i).at(0).toInt(), i);
            const auto got = solved.at(i).at(1).value<std::vector<Solution>>();
            const std::vector<Solution> want =
                Solver(jobs[std::size_t(i)].options).solveProblem(jobs[std::size_t(i)].problem);
            QCOMPARE(got.size(), want.size());
            QCOMPARE(got.front().keys.size(), want.front().keys.size());
            for (std::size_t k = 0; k < want.front().keys.size(); ++k)
                QCOMPARE(toUci(got.front().keys[k].move), toUci(want.front().keys[k].move));
            QCOMPARE(verdictText(got.front()), verdictText(want.front()));
        }
    }

    /// Stop during Solve Whole Collection ends the whole run at once: the problem being solved
    /// stops, no later one starts, the verdicts so far stay, and the board is editable again.
    void stopEndsACollectionRunAtOnce() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("run.epd"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const auto line = [](const char* fen, int n) {
                const QByteArray full(fen);
                return full.left(full.lastIndexOf(" 0 1")) + " dm " + QByteArray::number(n) + ";\n";
            };
            f.write(line(Pf020, 2) + line(Mt0292, 7) + line(Pf008, 3));
        }
        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 3);
        QSignalSpy solving(w.get(), &MainWindow::solvingChanged);
        QVERIFY(w->solveCollection());
        QTRY_VERIFY_WITH_TIMEOUT(!w->collectionNavigator()->verdict(0).isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(w->solverControls()->statusLabel()->text().contains(QStringLiteral("Keys of #")),
                                 10000);
        QVERIFY(w->isSolvingCollection());
        QCOMPARE(solving.count(), 1); // solving from the first problem to the last, not problem by problem
        w->action(QStringLiteral("actionStop"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolvingCollection() && !w->isSolving(), 5000);
        QCOMPARE(w->collectionNavigator()->verdict(0), QStringLiteral("sound"));
        QVERIFY(w->collectionNavigator()->verdict(2).isEmpty()); // never started
        QCOMPARE(w->collectionRun().results(2), nullptr);
        QCOMPARE(w->solverControls()->statusLabel()->text(), QStringLiteral("Collection solve stopped."));
        QVERIFY(w->boardScene()->isEditable());
        QVERIFY(w->solverControls()->solveButton()->isEnabled());
    }

    /// The time limit of the solver panel stops a long solve by itself and says so.
    void timeLimitStopsTheSolve() {
        QVERIFY(w->setFen(QString::fromLatin1(Mt0292)));
        w->solverControls()->movesSpin()->setValue(7);
        w->solverControls()->maxTimeSpin()->setValue(0.5);
        QVERIFY(w->solve());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isSolving(), 10000);
        w->solverControls()->maxTimeSpin()->setValue(0);
        QVERIFY(!w->lastSolution().complete);
        QCOMPARE(QString::fromStdString(w->lastSolution().error), QStringLiteral("stopped: time limit"));
        QVERIFY2(w->solverControls()->statusLabel()->text().contains(QStringLiteral("(time limit)")),
                 qPrintable(w->solverControls()->statusLabel()->text()));
    }

    void closingWhileSolvingStopsCleanly() {
        QVERIFY(w->setFen(QString::fromLatin1(Mt0292)));
        w->solverControls()->movesSpin()->setValue(7);
        QVERIFY(w->solve());
        QTest::qWait(200);
        QVERIFY(w->isSolving());
        w->close(); // asks the search to stop; the window closes when it has
        QTRY_VERIFY_WITH_TIMEOUT(!w->isVisible(), 5000);
        QVERIFY(!w->isSolving());
    }

    void destroyingWhileSolvingJoinsTheWorker() {
        QVERIFY(w->setFen(QString::fromLatin1(Mt0292)));
        w->solverControls()->movesSpin()->setValue(7);
        QVERIFY(w->solve());
        QTest::qWait(100);
        w.reset(); // must cancel and join without hanging or crashing
        QVERIFY(true);
    }

    void moveControlsWalkAVariationAndRestore() {
        QVERIFY(solveAndWait());
        const std::string edited = toFen(w->document()->position());
        // The defence 1...gxf3 e.p. in the tree.
        auto* model = w->solutionTreePane()->model();
        const QModelIndex key = model->index(0, 0);
        QModelIndex ep;
        for (int r = 0; r < model->rowCount(key); ++r)
            if (model->index(r, 0, key).data().toString() == QStringLiteral("1...gxf3 e.p."))
                ep = model->index(r, 0, key);
        QVERIFY(ep.isValid());
        w->solutionTreePane()->view()->setCurrentIndex(ep);
        MoveControls* mc = w->moveControls();
        QCOMPARE(mc->length(), 3);
        QCOMPARE(mc->ply(), 2);
        QCOMPARE(mc->lineText(), QStringLiteral("1.f4 gxf3 2.Nb7#"));
        // The board shows the position after 1.f4 gxf3 e.p. (the f4 pawn is gone) with the move marked.
        Position expected = positionOf(Pf020);
        UndoInfo u1, u2, u3;
        const Move f4 = *parseUci(expected, "f2f4");
        expected.makeMove(f4, u1);
        const Move gxf3 = *parseUci(expected, "g4f3");
        QVERIFY(gxf3.isEnPassant());
        expected.makeMove(gxf3, u2);
        QCOMPARE(toFen(w->boardScene()->position()), toFen(expected));
        QCOMPARE(w->boardScene()->lastMoveTo(), parseSquare('f', '3'));
        QVERIFY(!w->boardScene()->isEditable());
        // Forward with the button: the mate.
        w->action(QStringLiteral("actionForward"))->trigger();
        QCOMPARE(mc->ply(), 3);
        const Move nb7 = *parseUci(expected, "c5b7");
        expected.makeMove(nb7, u3);
        QCOMPARE(toFen(w->boardScene()->position()), toFen(expected));
        QVERIFY(!mc->forwardButton()->isEnabled());
        // Back twice and first: the edited position is restored and editable.
        mc->backButton()->click();
        QCOMPARE(mc->ply(), 2);
        w->action(QStringLiteral("actionBack"))->trigger();
        QCOMPARE(mc->ply(), 1);
        QCOMPARE(w->boardScene()->lastMoveFrom(), parseSquare('f', '2'));
        mc->firstButton()->click();
        QCOMPARE(mc->ply(), 0);
        QCOMPARE(toFen(w->boardScene()->position()), edited);
        QCOMPARE(toFen(w->document()->position()), edited);
        QVERIFY(w->boardScene()->isEditable());
        QCOMPARE(w->boardScene()->lastMoveTo(), NoSquare);
        // Last goes to the end of the line again.
        w->action(QStringLiteral("actionLast"))->trigger();
        QCOMPARE(mc->ply(), 3);
        // While a line is shown the board refuses edits and the document is unchanged.
        const int undoCount = int(w->document()->isModified());
        w->boardScene()->dropPiece(WQueen, w->boardScene()->squareCenter(parseSquare('a', '1')));
        QCOMPARE(toFen(w->document()->position()), edited);
        QCOMPARE(int(w->document()->isModified()), undoCount);
        // A threat line passes for the defender: 1.f4 (pass) 2.fxe5#.
        QModelIndex threat;
        for (int r = 0; r < model->rowCount(key); ++r)
            if (model->kindOf(model->index(r, 0, key)) == SolutionTreeModel::Kind::Threat)
                threat = model->index(r, 0, key);
        QVERIFY(threat.isValid());
        w->solutionTreePane()->view()->setCurrentIndex(threat);
        QCOMPARE(mc->length(), 3);
        QVERIFY(mc->line()[1].isNone());
        QCOMPARE(mc->ply(), 3);
        QCOMPARE(w->boardScene()->lastMoveTo(), parseSquare('e', '5'));
        w->action(QStringLiteral("actionFirst"))->trigger();
        QCOMPARE(toFen(w->boardScene()->position()), edited);
    }

    void editingAfterASolveClearsTheStaleSolution() {
        QVERIFY(solveAndWait());
        QVERIFY(w->hasSolution());
        w->boardScene()->dropPiece(WPawn, w->boardScene()->squareCenter(parseSquare('a', '2')));
        QVERIFY(!w->hasSolution());
        QCOMPARE(w->solutionTreePane()->model()->rowCount(), 0);
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("changed")));
    }
};

QTEST_MAIN(TestUiSolve)
#include "test_ui_solve.moc"

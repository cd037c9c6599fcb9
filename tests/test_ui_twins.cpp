// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_twins.cpp  The walk-through's twins and kept results (defects 2-5): the twin
/// selector, Solve All Twins, the twin's own stipulation, undo back to a solved position, the
/// collection's results kept, shown and saved.
/// Problems and the fixture: ui_walkthrough_support.h. Runs offscreen.

#include "ui_walkthrough_support.h"

using namespace gms;
using namespace gms::ui;
using namespace gms::ui::walkthrough;

class TestUiTwins : public QObject, public WalkthroughWindow {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setUpCase("test_ui_twins")); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { w.reset(); }

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

    /// Battle play numbered from the other side ("Black - 5a[#]d", a #3 that White starts):
    /// the keys' length reads "#3" and "#2", not the structured form with a number after it.
    void aLengthReadsAsTheClassicStipulation() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("minus.inp"), "BeginProblem\n"
                                                                   "SStipulation Black - 5a[#]d\n"
                                                                   "Pieces White Kd3 Rf6 Ba4 Sc4 Pc6 Pe2 Pe7 Pg5\n"
                                                                   "Black Kd5 Sh8 Pc5 Pc7 Pd4 Pd6 Pe3 Pe6 Pf7 Pg6\n"
                                                                   "EndProblem\n")));
        QVERIFY(solveAndWait());
        QTreeWidget* keys = w->solutionsPane()->list();
        QStringList lengths;
        for (int i = 0; i < keys->topLevelItemCount(); ++i) lengths << keys->topLevelItem(i)->text(2);
        lengths.removeAll(QString()); // the tries
        lengths.removeDuplicates();
        lengths.sort();
        QCOMPARE(lengths, (QStringList{QStringLiteral("#2"), QStringLiteral("#3")}));
        QVERIFY(w->textSolutionPane()->text().contains(QLatin1String("      1...e7-e8=S ! threat:")));
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
};

QTEST_MAIN(TestUiTwins)
#include "test_ui_twins.moc"

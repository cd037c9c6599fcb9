// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_solution_words.cpp  The walk-through's words (defects 6-8, 13): selfmate and
/// reflexmate words, help play without battle columns, one numbering in tree, move bar and text,
/// keys listed while solving, help play's progress.
/// Problems and the fixture: ui_walkthrough_support.h. Runs offscreen.

#include "ui_walkthrough_support.h"

using namespace gms;
using namespace gms::ui;
using namespace gms::ui::walkthrough;

class TestUiSolutionWords : public QObject, public WalkthroughWindow {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setUpCase("test_ui_solution_words")); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { w.reset(); }

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
};

QTEST_MAIN(TestUiSolutionWords)
#include "test_ui_solution_words.moc"

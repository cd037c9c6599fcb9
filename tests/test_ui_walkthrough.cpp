// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_walkthrough.cpp  Issue 20: the desktop app as a problemist uses it. Each test
/// repeats one step of the walk-through that went wrong (defects 9-13) and checks what a composer
/// must see: diagram export, messages, the smaller ones, the first window; one runs the same
/// problems through the GUI and gms-cli solve and compares the answers and the words.
/// Problems and the fixture: ui_walkthrough_support.h. Runs offscreen.

#include "ui_walkthrough_support.h"

using namespace gms;
using namespace gms::ui;
using namespace gms::ui::walkthrough;

class TestUiWalkthrough : public QObject, public WalkthroughWindow {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setUpCase("test_ui_walkthrough")); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { w.reset(); }

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

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_files.cpp  Files in the app: save/open round trips by extension, the unsaved-changes
/// prompt, collections walked problem by problem, metadata edits saved back into the same file
/// without touching the other problems (unreadable ones included), bad files, PGN export.
/// Runs offscreen; dialogs are replaced through MainWindow's hooks.
///
/// Data: tests/data/formats/bad_middle.{epd,inp} (see the README there: pf004, pf005, pf007 of
/// problems/direct_mates.tsv, Popeye's example files, with one broken problem in the middle).

#include "BoardScene.h"
#include "CollectionNavigator.h"
#include "MainWindow.h"
#include "MetadataForm.h"
#include "PositionEditor.h"
#include "ProblemDocument.h"
#include "Settings.h"
#include "SolverControls.h"
#include "StipulationEditor.h"
#include "fen.h"
#include "problem_file.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QList<QByteArray> linesOf(const QString& path) { return readAll(path).split('\n'); }

bool copyData(const QString& name, const QString& to) {
    QFile::remove(to);
    if (!QFile::copy(QStringLiteral(GMS_TEST_DATA_DIR "/formats/") + name, to)) return false;
    return QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
}

struct Report {
    QMessageBox::Icon icon;
    QString title, text, details;
};

} // namespace

class TestUiFiles : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> w;
    QList<Report> reports;
    int prompts = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    QString nextSaveName;
    QStringList lossQuestions; ///< What the app asked before a save that loses data.
    bool lossAnswer = true;

    std::unique_ptr<MainWindow> makeWindow() {
        auto win = std::make_unique<MainWindow>();
        win->saveChangesPrompt = [this](const QString&) {
            ++prompts;
            return answer;
        };
        win->report = [this](QMessageBox::Icon icon, const QString& title, const QString& text,
                             const QString& details) {
            reports.append({icon, title, text, details});
        };
        win->confirmLoss = [this](const QString&, const QString& text) {
            lossQuestions << text;
            return lossAnswer;
        };
        win->openFileName = [](const QString&, const QString&) { return QString(); };
        win->saveFileName = [this](const QString&, const QString&) { return nextSaveName; };
        return win;
    }
    QString path(const QString& name) const { return dir.filePath(name); }
    void place(Piece p, char file, char rank) {
        w->boardScene()->dropPiece(p, w->boardScene()->squareCenter(parseSquare(file, rank)));
    }

private slots:
    void initTestCase() {
        QVERIFY(dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_files"));
        QSettings().clear();
        Settings::setKnightLetter(QLatin1Char('N')); // these suites compare with SAN (N = knight)
    }

    void init() {
        reports.clear();
        lossQuestions.clear();
        lossAnswer = true;
        prompts = 0;
        answer = QMessageBox::Cancel;
        nextSaveName.clear();
        w = makeWindow();
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup() {
        if (w) w->document()->reset(Problem{}); // nothing unsaved: no prompt on destruction
        w.reset();
    }

    void saveAndOpenRoundTrip_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("keepsMetadata");
        QTest::newRow("epd") << QStringLiteral("round.epd") << true;
        QTest::newRow("popeye inp") << QStringLiteral("round.inp") << true;
        QTest::newRow("popeye pbm") << QStringLiteral("round.pbm") << true;
        QTest::newRow("fen") << QStringLiteral("round.fen") << false;
    }
    void saveAndOpenRoundTrip() {
        QFETCH(QString, name);
        QFETCH(bool, keepsMetadata);
        QVERIFY(w->newDocument()); // empty board and metadata
        QVERIFY(w->setFen(QStringLiteral("8/Q7/8/8/8/8/8/2k1K2R w K - 0 1")));
        w->solverControls()->movesSpin()->setValue(3);
        QTest::keyClicks(w->metadataForm()->titleEdit(), QStringLiteral("Castling key"));
        QTest::keyClicks(w->metadataForm()->authorEdit(), QStringLiteral("Popeye example"));
        QTest::keyClicks(w->metadataForm()->yearEdit(), QStringLiteral("2004"));
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        nextSaveName = path(name);
        w->action(QStringLiteral("actionSave"))->trigger(); // untitled: Save asks for a name
        QVERIFY(QFile::exists(path(name)));
        // What the file could not store is only in the app: the document stays modified (issue 20, 12).
        QCOMPARE(w->document()->isModified(), !keepsMetadata);
        QCOMPARE(w->document()->filePath(), path(name));
        QVERIFY(w->windowTitle().startsWith(name));
        // The file reads back with the engine's reader.
        const ProblemCollection read =
            parseProblems(readAll(path(name)).toStdString(), formatForPath(path(name).toStdString()));
        QCOMPARE(int(read.entries.size()), 1);
        QCOMPARE(read.entries[0].problem.stipulation.moves, 3);

        auto other = makeWindow();
        QVERIFY(other->openFile(path(name)));
        QCOMPARE(toFen(other->document()->position()), std::string("8/Q7/8/8/8/8/8/2k1K2R w K - 0 1"));
        QCOMPARE(other->solverControls()->moves(), 3);
        QCOMPARE(other->metadataForm()->titleEdit()->text(),
                 keepsMetadata ? QStringLiteral("Castling key") : QString());
        QCOMPARE(other->metadataForm()->authorEdit()->text(),
                 keepsMetadata ? QStringLiteral("Popeye example") : QString());
        QVERIFY(!other->document()->isModified());
        QVERIFY(Settings::recentFiles().contains(QFileInfo(path(name)).absoluteFilePath()));
        // FEN cannot store the metadata: saving asked first.
        bool warned = false;
        for (const QString& q : lossQuestions)
            if (q.contains(QStringLiteral("title"))) warned = true;
        QCOMPARE(warned, !keepsMetadata);
    }

    void unsavedChangesPrompt() {
        // Nothing edited: no question.
        QVERIFY(w->newDocument());
        QCOMPARE(prompts, 0);
        place(WKing, 'e', '1');
        QVERIFY(w->document()->isModified());
        const std::string edited = toFen(w->document()->position());

        answer = QMessageBox::Cancel;
        QVERIFY(!w->newDocument());
        QCOMPARE(prompts, 1);
        QCOMPARE(toFen(w->document()->position()), edited);
        // Open is also guarded: cancelling keeps the edits and asks for no file.
        bool asked = false;
        w->openFileName = [&asked](const QString&, const QString&) {
            asked = true;
            return QString();
        };
        w->action(QStringLiteral("actionOpen"))->trigger();
        QCOMPARE(prompts, 2);
        QVERIFY(!asked);
        // Closing is cancelled too.
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        QCOMPARE(prompts, 3);

        // Save: asks for a name, writes, then goes on.
        answer = QMessageBox::Save;
        nextSaveName = path(QStringLiteral("prompted.epd"));
        QVERIFY(w->newDocument());
        QCOMPARE(prompts, 4);
        QVERIFY(QFile::exists(nextSaveName));
        QVERIFY(readAll(nextSaveName).startsWith(QByteArray(edited.substr(0, edited.find(' ')).c_str())));
        QCOMPARE(w->document()->position().pieces(), Bitboard(0));

        // Save, but the name dialog is cancelled: nothing is lost, nothing happens.
        place(WKing, 'e', '1');
        nextSaveName.clear();
        QVERIFY(!w->newDocument());
        QVERIFY(w->document()->isModified());

        // Discard: edits dropped.
        answer = QMessageBox::Discard;
        QVERIFY(w->newDocument());
        QVERIFY(!w->document()->isModified());
        QCOMPARE(w->document()->position().pieces(), Bitboard(0));
    }

    void collectionWalkAndSaveBackEpd() {
        const QString file = path(QStringLiteral("collection.epd"));
        QVERIFY(copyData(QStringLiteral("bad_middle.epd"), file));
        const QList<QByteArray> before = linesOf(file);
        QVERIFY(w->openFile(file));
        // The bad line was reported with file, line and reason, and skipped.
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0].icon, QMessageBox::Warning);
        QVERIFY2(reports[0].text.contains(QStringLiteral("line 3")), qPrintable(reports[0].text));
        QVERIFY(reports[0].text.contains(QStringLiteral("collection.epd")));
        QVERIFY(reports[0].details.contains(QStringLiteral("Problem 3, line 3")));

        CollectionNavigator* nav = w->collectionNavigator();
        QCOMPARE(nav->count(), 3);
        QCOMPARE(nav->positionLabel()->text(), QStringLiteral("Problem 1 of 3"));
        QVERIFY(nav->list()->item(0)->text().contains(QStringLiteral("#1")));
        QVERIFY(nav->list()->item(0)->text().contains(QStringLiteral("pf001")));
        QVERIFY(nav->list()->item(2)->text().startsWith(QStringLiteral("4. "))); // numbered as in the file
        QVERIFY(!nav->previousButton()->isEnabled());

        nav->nextButton()->click();
        QCOMPARE(w->document()->currentIndex(), 1);
        QCOMPARE(nav->positionLabel()->text(), QStringLiteral("Problem 2 of 3"));
        QCOMPARE(toFen(w->document()->position()), std::string("1k6/8/K1R5/2p5/8/8/8/8 w - - 0 1"));
        QCOMPARE(w->solverControls()->moves(), 2);
        QCOMPARE(w->metadataForm()->titleEdit()->text(), QStringLiteral("pf004"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("problem 2 of 3")));

        // Edit problem 2: metadata in the form and a piece on the board.
        QTest::keyClicks(w->metadataForm()->authorEdit(), QStringLiteral("S. Loyd"));
        place(WPawn, 'h', '2');
        QVERIFY(w->document()->isModified());
        QVERIFY(nav->list()->item(1)->text().contains(QStringLiteral("S. Loyd")));
        QVERIFY(w->action(QStringLiteral("actionUndo"))->isEnabled());

        // Walk on and back: the edits stay with problem 2; undo belongs to each problem.
        w->action(QStringLiteral("actionNextProblem"))->trigger();
        QCOMPARE(w->document()->currentIndex(), 2);
        QVERIFY(!w->action(QStringLiteral("actionUndo"))->isEnabled());
        QVERIFY(!nav->nextButton()->isEnabled());
        w->action(QStringLiteral("actionPrevProblem"))->trigger();
        QCOMPARE(w->document()->currentIndex(), 1);
        QCOMPARE(w->metadataForm()->authorEdit()->text(), QStringLiteral("S. Loyd"));
        QCOMPARE(w->document()->position().pieceOn(parseSquare('h', '2')), WPawn);
        QVERIFY(w->action(QStringLiteral("actionUndo"))->isEnabled());

        QVERIFY(w->save());
        QVERIFY(!w->document()->isModified());
        const QList<QByteArray> after = linesOf(file);
        QCOMPARE(after.size(), before.size());
        for (int i = 0; i < before.size(); ++i) {
            if (i == 1) continue;
            QCOMPARE(after[i], before[i]); // the other problems, the bad one included, untouched
        }
        QVERIFY(after[1] != before[1]);
        QVERIFY(after[1].contains("S. Loyd"));
        QVERIFY(after[1].startsWith("1k6/8/K1R5/2p5/8/8/7P/8 w - -"));

        // Reopened: the edit is there, the others are as they were.
        auto other = makeWindow();
        QVERIFY(other->openFile(file));
        QCOMPARE(other->document()->count(), 3);
        QCOMPARE(other->document()->problem(1).meta.author, std::string("S. Loyd"));
        QCOMPARE(other->document()->problem(0).meta.author, std::string());
        QCOMPARE(other->document()->problem(2).meta.title, std::string("pf007"));

        // A second save after more edits still splices.
        w->action(QStringLiteral("actionNextProblem"))->trigger();
        w->solverControls()->movesSpin()->setValue(4);
        QVERIFY(w->save());
        const QList<QByteArray> again = linesOf(file);
        QCOMPARE(again[1], after[1]);
        QCOMPARE(again[2], before[2]);
        QVERIFY(again[3].contains("dm 4"));
    }

    void collectionWalkAndSaveBackPopeye() {
        const QString file = path(QStringLiteral("collection.inp"));
        QVERIFY(copyData(QStringLiteral("bad_middle.inp"), file));
        const QByteArray before = readAll(file);
        QVERIFY(w->openFile(file));
        QCOMPARE(reports.size(), 1);
        QVERIFY(reports[0].details.contains(QStringLiteral("Problem 2")));
        QVERIFY(reports[0].details.contains(QStringLiteral("line 7")));
        QCOMPARE(w->document()->count(), 2);
        w->collectionNavigator()->list()->setCurrentRow(1);
        QCOMPARE(w->document()->currentIndex(), 1);
        QCOMPARE(w->collectionNavigator()->positionLabel()->text(), QStringLiteral("Problem 2 of 2"));
        QVERIFY(w->collectionNavigator()->list()->item(1)->text().startsWith(QStringLiteral("3. ")));
        QTest::keyClicks(w->metadataForm()->sourceEdit(), QStringLiteral("Battle play"));
        QVERIFY(w->save());
        const QByteArray after = readAll(file);
        // Everything up to and including the bad problem is byte for byte the same.
        const int cut = before.indexOf("Title pf005");
        QVERIFY(cut > 0);
        QCOMPARE(after.left(cut), before.left(cut));
        QVERIFY(after.contains("Battle play"));
        QVERIFY(after.trimmed().endsWith("EndProblem"));
        const ProblemCollection read = parsePopeyeOrEpd(after);
        QCOMPARE(int(read.entries.size()), 2);
        QCOMPARE(int(read.skipped.size()), 1);
        QCOMPARE(read.entries[1].problem.meta.source, std::string("Battle play"));
        QCOMPARE(read.entries[1].problem.meta.title, std::string("pf005 (TESTS/battle_play.inp#12)"));
    }

    void badFilesAreReportedAndNothingIsLost() {
        const std::string start = toFen(w->document()->position());
        const QString garbage = path(QStringLiteral("garbage.epd"));
        {
            QFile f(garbage);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not a position\nnor is this\n");
        }
        QVERIFY(!w->openFile(garbage));
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0].icon, QMessageBox::Critical);
        QVERIFY(reports[0].text.contains(QStringLiteral("garbage.epd")));
        QVERIFY2(reports[0].details.contains(QStringLiteral("line 1")), qPrintable(reports[0].details));
        QVERIFY(reports[0].details.contains(QStringLiteral("line 2")));
        QCOMPARE(toFen(w->document()->position()), start);
        QVERIFY(w->document()->filePath().isEmpty());

        reports.clear();
        QVERIFY(!w->openFile(path(QStringLiteral("does-not-exist.epd"))));
        QCOMPARE(reports.size(), 1);
        QVERIFY(reports[0].text.contains(QStringLiteral("Cannot open")));

        reports.clear();
        const QString pgn = path(QStringLiteral("game.pgn"));
        {
            QFile f(pgn);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"x\"]\n\n1. e4 *\n");
        }
        QVERIFY(!w->openFile(pgn));
        QCOMPARE(reports.size(), 1);
        QVERIFY(reports[0].text.contains(QStringLiteral("PGN")));
        QCOMPARE(toFen(w->document()->position()), start);
    }

    void savingBackRefusesToDropUnreadableProblems() {
        // Popeye problem records that cannot be spliced (a keyword sharing a line) with a bad
        // problem in the file: Save must refuse rather than drop the bad one.
        const QString file = path(QStringLiteral("joined.inp"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("BeginProblem Title one\nPieces White Ka6 Rc6 Black Kb8 Pc5\nStipulation #2\n"
                    "NextProblem\nTitle bad\nPieces White Ka6 Nc6 Black Kb8\nStipulation #2\nEndProblem\n");
        }
        const QByteArray before = readAll(file);
        QVERIFY(w->openFile(file));
        QCOMPARE(w->document()->count(), 1);
        reports.clear();
        QTest::keyClicks(w->metadataForm()->authorEdit(), QStringLiteral("X"));
        QVERIFY(!w->save());
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0].icon, QMessageBox::Critical);
        QVERIFY(reports[0].text.contains(QStringLiteral("Save As")));
        QCOMPARE(readAll(file), before);
        QVERIFY(w->document()->isModified());
        // Save As another file works and says the unreadable problem is not in it.
        reports.clear();
        nextSaveName = path(QStringLiteral("joined-copy.inp"));
        QVERIFY(w->saveAs());
        QCOMPARE(reports.size(), 1);
        QVERIFY(reports[0].text.contains(QStringLiteral("could not be read")));
        QCOMPARE(readAll(file), before);
    }

    /// Issue 20, defect 12: twins cannot go into EPD: asked before writing; no means nothing is
    /// written, yes writes the diagram and the document stays modified.
    void savingTwinsAsEpdAsksFirstAndStaysModified() {
        const QString inp = path(QStringLiteral("twins.inp"));
        {
            QFile f(inp);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("BeginProblem\nPieces White Kh8 Qd8 Rb2h3 Bf1h2 Sg3h1 Pa3e4e5\n       Black Kd4 Sd6 Pa4f2\n"
                    "Stipulation #2\nTwin Move e5 c5\nEndProblem\n");
        }
        QVERIFY(w->openFile(inp));
        QVERIFY(!w->document()->isModified());
        const QString epd = path(QStringLiteral("twins.epd"));
        nextSaveName = epd;
        lossAnswer = false;
        QVERIFY(!w->saveAs());
        QCOMPARE(lossQuestions.size(), 1);
        QVERIFY(lossQuestions[0].contains(QStringLiteral("twins")));
        QVERIFY(!QFile::exists(epd)); // asked before anything was written
        lossAnswer = true;
        QVERIFY(w->saveAs());
        QVERIFY(QFile::exists(epd));
        QVERIFY(w->document()->isModified()); // the twins are not in the file
        QVERIFY(w->isWindowModified());
        for (const Report& r : reports) QVERIFY2(!r.text.contains(QStringLiteral("twins")), qPrintable(r.text));
    }

    void exportsTheSolutionAsPgn() {
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(!w->exportPgn(path(QStringLiteral("none.pgn"))));
        QVERIFY(!QFile::exists(path(QStringLiteral("none.pgn"))));
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        QVERIFY(w->action(QStringLiteral("actionExportPgn"))->isEnabled());
        nextSaveName = path(QStringLiteral("solution.pgn"));
        QVERIFY(w->saveAs()); // a .pgn name in Save As exports
        const QByteArray pgn = readAll(nextSaveName);
        QVERIFY(pgn.contains("[SetUp \"1\"]"));
        QVERIFY(pgn.contains("[FEN \"5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1\"]"));
        QVERIFY(pgn.contains("f4"));
        QVERIFY(w->document()->filePath().isEmpty()); // the document was not "saved as" PGN
        // Save refuses .pgn for problems.
        QString error;
        QVERIFY(!w->document()->save(path(QStringLiteral("x.pgn")), error));
        QVERIFY(error.contains(QStringLiteral("PGN")));
    }

    void otherStipulationsAreKeptAndEdited() {
        const QString file = path(QStringLiteral("helpmate.epd"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("1k6/8/K1R5/2p5/8/8/8/8 b - - stip h#2; id \"helpmate\";\n");
        }
        QVERIFY(w->openFile(file));
        // The stipulation editor shows the family and N read from the file.
        QCOMPARE(w->solverControls()->stipulationEditor()->familyCombo()->currentText(), QStringLiteral("h#"));
        QCOMPARE(w->solverControls()->moves(), 2);
        // Changing N keeps the kind, and saving writes it back.
        w->solverControls()->movesSpin()->setValue(3);
        QCOMPARE(w->document()->currentProblem().stipulation.toString(), std::string("h#3"));
        QVERIFY(w->save());
        QVERIFY(readAll(file).contains("h#3"));
    }

    void recentFilesMenu() {
        const QString file = path(QStringLiteral("recent.epd"));
        QVERIFY(copyData(QStringLiteral("metadata.epd"), file));
        QVERIFY(w->openFile(file));
        QCOMPARE(Settings::recentFiles().first(), QFileInfo(file).absoluteFilePath());
        QCOMPARE(w->metadataForm()->authorEdit()->text(), QStringLiteral("A. Armeni"));
        QCOMPARE(w->document()->count(), 2);
    }

private:
    static ProblemCollection parsePopeyeOrEpd(const QByteArray& text) {
        const std::string s = text.toStdString();
        return parseProblems(s, detectFormat(s));
    }
};

QTEST_MAIN(TestUiFiles)
#include "test_ui_files.moc"

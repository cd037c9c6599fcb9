// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_problem_options.cpp  The "Problem Options" panel (issue 21): a Popeye file's options
/// shown as read, every switch written to the problem (so the file saved and the next solve carry
/// it), options that do not apply to the stipulation disabled but kept, the panel idle while solving,
/// Threat N and MaxFlightsquares N among them.
///
/// Problem: pf020 (shared/problems/direct_mates.tsv), #2 key 1.f2-f4 (Popeye 4.104).

#include "MainWindow.h"
#include "ProblemDocument.h"
#include "ProblemOptionsPanel.h"
#include "fen.h"
#include "SolverWorker.h"
#include "popeye_format.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {
const QByteArray Pf020Options = "BeginProblem\n"
                                "Stipulation #2\n"
                                "Option SetPlay Try Defence 2 Duplex MaxTime 30 Threat 1\n"
                                "Pieces White Kb6 Rh1 Bh3h4 Sc5g6 Pc4c7e4f2g3\n"
                                "       Black Kd6 Rf1f8 Bb5 Pe5e7g4g5\n"
                                "EndProblem\n";
const QByteArray Helpmate = "AnfangProblem\n"
                            "Forderung h#2\n"
                            "Option StopNachKurzloesungen MaxLoesungen 3\n"
                            "Steine Weiss Kf3 Lb2\n"
                            "       Schwarz Kh1 Bh2\n"
                            "EndeProblem\n";
} // namespace

class TestUiProblemOptions : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> w;
    QTemporaryDir dir;

    QString writeFile(const QString& name, const QByteArray& text) {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(text);
        return path;
    }
    ProblemOptionsPanel* panel() const { return w->findChild<ProblemOptionsPanel*>(); }
    const SolvingHints& hints() const { return w->document()->currentProblem().hints; }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_problem_options"));
        QVERIFY(dir.isValid());
    }
    void init() {
        QSettings().clear();
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }
    void cleanup() { w.reset(); }

    void panelIsADockOfTheWindow() {
        QVERIFY(panel());
        auto* dock = w->findChild<QDockWidget*>(QStringLiteral("dockProblemOptions"));
        QVERIFY(dock);
        QCOMPARE(dock->widget(), panel());
    }

    void fileOptionsAreShown() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("pf020.inp"), Pf020Options)));
        ProblemOptionsPanel* p = panel();
        QVERIFY(p->setPlayBox()->isChecked());
        QVERIFY(p->triesBox()->isChecked());
        QCOMPARE(p->defenceSpin()->value(), 2);
        QVERIFY(p->duplexBox()->isChecked());
        QCOMPARE(p->maxTimeSpin()->value(), 30);
        QVERIFY(!p->noThreatBox()->isChecked());
        QVERIFY(!p->postKeyPlayBox()->isChecked());
        QCOMPARE(p->threatSpin()->value(), 1);
        QCOMPARE(p->maxFlightsSpin()->value(), -1);
        QCOMPARE(p->maxFlightsSpin()->text(), QStringLiteral("off"));
        QCOMPARE(p->nonTrivialMaxSpin()->text(), QStringLiteral("off"));
        QVERIFY(p->nonTrivialMaxSpin()->isEnabled() && !p->nonTrivialLengthSpin()->isEnabled()); // N only with M
        // #2: battle play; quodlibet is s# only, stop-on-short and max solutions help play only.
        QVERIFY(p->triesBox()->isEnabled() && p->postKeyPlayBox()->isEnabled());
        QVERIFY(!p->quodlibetBox()->isEnabled());
        QVERIFY(!p->stopOnShortBox()->isEnabled() && !p->maxSolutionsSpin()->isEnabled());
        // StartMoveNumber: help and series play only, "off" at 0.
        QVERIFY(!p->startMoveNumberSpin()->isEnabled());
        QCOMPARE(p->startMoveNumberSpin()->text(), QStringLiteral("off"));

        // Another file (German, a helpmate): the panel follows.
        QVERIFY(w->openFile(writeFile(QStringLiteral("h2.inp"), Helpmate)));
        QVERIFY(!p->setPlayBox()->isChecked() && !p->duplexBox()->isChecked());
        QVERIFY(p->stopOnShortBox()->isChecked() && p->stopOnShortBox()->isEnabled());
        QCOMPARE(p->maxSolutionsSpin()->value(), 3);
        QVERIFY(!p->triesBox()->isEnabled() && !p->noThreatBox()->isEnabled() &&
                !p->noShortVariationsBox()->isEnabled());
        QVERIFY(!p->threatSpin()->isEnabled() && !p->maxFlightsSpin()->isEnabled() &&
                !p->nonTrivialMaxSpin()->isEnabled());
        // h#2 takes NullMoves: the box writes it into the problem.
        QVERIFY(p->nullMovesBox()->isEnabled() && !p->nullMovesBox()->isChecked());
        p->nullMovesBox()->click();
        QVERIFY(hints().nullMoves);
        // ... and StartMoveNumber: the spin writes it into the problem, and 0 takes it out.
        QVERIFY(p->startMoveNumberSpin()->isEnabled());
        p->startMoveNumberSpin()->setValue(2);
        QCOMPARE(hints().startMoveNumber, 2);
        p->startMoveNumberSpin()->setValue(0);
        QCOMPARE(hints().startMoveNumber, 0);
    }

    void goalIsEndAndExclusiveCastlingsAreEditedAndSaved() {
        const QString file = writeFile(QStringLiteral("castling.inp"), Pf020Options);
        QVERIFY(w->openFile(file));
        ProblemOptionsPanel* p = panel();
        QVERIFY(p->goalIsEndBox()->isEnabled()); // #2: direct play takes it
        p->goalIsEndBox()->click();
        QVERIFY(hints().goalIsEnd);
        p->castlingExclusiveEdit()->setText(QStringLiteral("a1h8, h1a8"));
        emit p->castlingExclusiveEdit()->editingFinished();
        QCOMPARE(QString::fromStdString(castlingExclusionPairs(hints().castlingExclusions)),
                 QStringLiteral("h1a8 a1h8"));
        // Text Popeye would not read keeps what was there, and the field says why.
        p->castlingExclusiveEdit()->setText(QStringLiteral("a1a2"));
        emit p->castlingExclusiveEdit()->editingFinished();
        QCOMPARE(QString::fromStdString(castlingExclusionPairs(hints().castlingExclusions)),
                 QStringLiteral("h1a8 a1h8"));
        QVERIFY(p->castlingExclusiveEdit()->toolTip().contains(QStringLiteral("found 'a1a2'")));
        QVERIFY(w->save());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("GoalIsEnd")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("CastlingMutuallyExclusive h1a8")) &&
                     text.contains(QStringLiteral("CastlingMutuallyExclusive a1h8")),
                 qPrintable(text));
        // Read back, the panel shows the pairs.
        QVERIFY(w->openFile(file));
        QCOMPARE(p->castlingExclusiveEdit()->text(), QStringLiteral("h1a8 a1h8"));
        QVERIFY(p->goalIsEndBox()->isChecked());
    }

    void sidesWithoutKingAreEditedAndSaved() {
        const QString file = writeFile(QStringLiteral("kings.inp"), Pf020Options);
        QVERIFY(w->openFile(file));
        ProblemOptionsPanel* p = panel();
        QVERIFY(!p->noWhiteKingBox()->isChecked() && !p->noBlackKingBox()->isChecked());
        p->noBlackKingBox()->click();
        QCOMPARE(int(hints().kinglessSides), int(kinglessSide(Black)));
        QVERIFY(w->save());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("NoBk")) && !text.contains(QStringLiteral("NoWk")), qPrintable(text));
        QVERIFY(w->openFile(file));
        QVERIFY(p->noBlackKingBox()->isChecked() && !p->noWhiteKingBox()->isChecked());
        // MatesIn1 is self play's, NullMoves h#'s: neither with #2.
        QVERIFY(!p->matesIn1Box()->isEnabled());
        QVERIFY(!p->nullMovesBox()->isEnabled());
    }

    void switchesAreWrittenToTheProblemAndSaved() {
        const QString file = writeFile(QStringLiteral("edit.inp"), Pf020Options);
        QVERIFY(w->openFile(file));
        ProblemOptionsPanel* p = panel();
        QSignalSpy edited(p, &ProblemOptionsPanel::hintsEdited);
        p->duplexBox()->click();
        QVERIFY(!hints().duplex);
        p->noThreatBox()->click();
        QVERIFY(hints().noThreat);
        p->defenceSpin()->setValue(3);
        QCOMPARE(hints().defence, 3);
        p->postKeyPlayBox()->click();
        QVERIFY(hints().postKeyPlay);
        p->noShortVariationsBox()->click();
        QVERIFY(hints().noShortVariations);
        p->threatSpin()->setValue(2);
        QCOMPARE(hints().maxThreatLength, 2);
        p->maxFlightsSpin()->setValue(1);
        QCOMPARE(hints().maxFlights, 1);
        p->nonTrivialMaxSpin()->setValue(0);
        QVERIFY(p->nonTrivialLengthSpin()->isEnabled());
        p->nonTrivialLengthSpin()->setValue(1);
        QCOMPARE(hints().nonTrivialMax, 0);
        QCOMPARE(hints().nonTrivialLength, 1);
        QCOMPARE(edited.count(), 9);
        QVERIFY(w->isWindowModified());
        QVERIFY(w->save());

        // The file written carries exactly what the panel shows.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string text = f.readAll().toStdString();
        const ProblemCollection read = parsePopeyeText(text);
        QVERIFY(read.skipped.empty());
        QCOMPARE(read.entries.size(), std::size_t(1));
        const SolvingHints& saved = read.entries.front().problem.hints;
        QVERIFY(!saved.duplex && saved.noThreat && saved.postKeyPlay && saved.setPlay && saved.tries &&
                saved.noShortVariations);
        QCOMPARE(saved.defence, 3);
        QCOMPARE(saved.maxSeconds, 30);
        QCOMPARE(saved.maxThreatLength, 2);
        QCOMPARE(saved.maxFlights, 1);
        QCOMPARE(saved.nonTrivialMax, 0);
        QCOMPARE(saved.nonTrivialLength, 1);
    }

    void theSolveHonoursThePanel() {
        QVERIFY(w->openFile(writeFile(QStringLiteral("solve.inp"), Pf020Options)));
        ProblemOptionsPanel* p = panel();
        p->setPlayBox()->setChecked(false);
        p->triesBox()->setChecked(false);
        p->maxTimeSpin()->setValue(0);
        p->duplexBox()->setChecked(false);
        QSignalSpy finished(w.get(), &MainWindow::solveFinished);
        QVERIFY(w->solve());
        QVERIFY(!p->isEnabled()); // no edits while solving
        QVERIFY(finished.wait(60000));
        QVERIFY(p->isEnabled());
        QVERIFY(!w->solverWorker()->lastOptions().setPlay);
        p->setPlayBox()->setChecked(true);
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        QVERIFY(w->solverWorker()->lastOptions().setPlay);
        QCOMPARE(w->solverWorker()->lastOptions().maxThreatLength, 1);
        p->threatSpin()->setValue(0);
        QVERIFY(w->solve());
        QVERIFY(finished.wait(60000));
        QCOMPARE(w->solverWorker()->lastOptions().maxThreatLength, 0);
    }
};

QTEST_MAIN(TestUiProblemOptions)
#include "test_ui_problem_options.moc"

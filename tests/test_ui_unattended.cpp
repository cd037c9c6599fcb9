// SPDX-License-Identifier: GPL-3.0-or-later
/// `gms --solve --screenshot`, run with no one at the screen: an error goes to standard error
/// and ends the run with status 1 (a modal dialog waited for ever), a good problem gives its picture.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    bool finished = false;
    int exitCode = -1;
    QString err;
};

Run gui(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(GMS_GUI_PATH), args);
    Run r;
    r.finished = p.waitForFinished(60000);
    if (!r.finished) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// Writes `problem` as a Popeye file in `dir` and runs `gms --solve --screenshot` on it;
/// `png` gets the picture's path.
Run solveWithScreenshot(const QTemporaryDir& dir, const QByteArray& problem, QString& png) {
    const QString input = dir.filePath(QStringLiteral("problem.inp"));
    QFile f(input);
    if (!f.open(QIODevice::WriteOnly) || f.write(problem) != problem.size() || !f.flush()) return {};
    f.close();
    png = dir.filePath(QStringLiteral("problem.png"));
    return gui({QStringLiteral("--solve"), QStringLiteral("--screenshot"), png, input});
}

} // namespace

class TestUiUnattended : public QObject {
    Q_OBJECT
private slots:
    void unreadableFileEndsTheRun() {
        QTemporaryDir dir;
        QString png;
        const Run r = solveWithScreenshot(
            dir, "BeginProblem\nPieces White Kh1 Qd4 Black Kf1\nStipulation #2x\nEndProblem\n", png);
        QVERIFY2(r.finished, "gms waited (a dialog no one can close)");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("line 3, column 13")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'#2x'")), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
    }

    void goodFileGivesItsPicture() {
        QTemporaryDir dir;
        QString png;
        const Run r =
            solveWithScreenshot(dir, "BeginProblem\nPieces White Kb6 Qc1 Black Ka8\nStipulation #2\nEndProblem\n", png);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile(png).size() > 1000);
    }
};

QTEST_GUILESS_MAIN(TestUiUnattended)
#include "test_ui_unattended.moc"

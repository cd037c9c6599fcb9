// SPDX-License-Identifier: GPL-3.0-or-later
/// @file main.cpp  `gms`: the desktop application.
///
/// gms [FILE]                        open a problem file (.epd .fen .pbm .inp .txt)
/// gms --solve [FILE]                start solving at once
/// gms --solve --play 3 --screenshot out.png [FILE]
///                                   solve, play 3 plies of the first key's main line,
///                                   save a picture of the window and quit (unattended:
///                                   reports go to stderr, an error quits with status 1)
/// gms --move-tables --heat-map attacker:N --solve --screenshot out.png [FILE]
///                                   solve with move tables and show the heat map of a table

#include "HeatMapControls.h"
#include "MainWindow.h"
#include "MoveControls.h"
#include "SolutionTreePane.h"
#include "SolverControls.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GMS"));
    QApplication::setApplicationName(QStringLiteral("gms"));
    QApplication::setApplicationDisplayName(QStringLiteral("GMS"));
    QApplication::setApplicationVersion(QStringLiteral(GMS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("gms"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("GMS — chess problem solver: direct mates (#N), selfmates (s#N), reflexmates (r#N), "
                       "helpmates (h#N, h#N.5) and series helpmates (ser-h#N), with twins"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("Problem file to open (.epd .fen .pbm .inp .txt)."),
                                 QStringLiteral("[file]"));
    QCommandLineOption solveOption(QStringLiteral("solve"), QStringLiteral("Start solving at once."));
    QCommandLineOption playOption(QStringLiteral("play"),
                                  QStringLiteral("After solving, play this many plies of the first key's line."),
                                  QStringLiteral("plies"));
    QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window (after --solve: of the result) and quit."), QStringLiteral("png"));
    QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size, e.g. 1400x900."),
                                  QStringLiteral("WxH"));
    QCommandLineOption tablesOption(QStringLiteral("move-tables"),
                                    QStringLiteral("Solve with move tables (as the Solver panel's check box)."));
    QCommandLineOption heatOption(QStringLiteral("heat-map"),
                                  QStringLiteral("Show the move-table heat map of ROLE:PIECE, e.g. attacker:N or "
                                                 "defender:K (add :values for the numbers)."),
                                  QStringLiteral("table"));
    parser.addOption(tablesOption);
    parser.addOption(heatOption);
    parser.addOption(solveOption);
    parser.addOption(playOption);
    parser.addOption(shotOption);
    parser.addOption(sizeOption);
    parser.process(app);

    gms::ui::MainWindow window;
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(tablesOption)) window.solverControls()->setUseMoveTables(true);
    if (parser.isSet(heatOption)) {
        const QStringList parts = parser.value(heatOption).toLower().split(QLatin1Char(':'));
        const QString role = parts.value(0);
        const QString piece = parts.value(1);
        const int type = QStringLiteral(" pnbrqk").indexOf(piece);
        if ((role != QLatin1String("attacker") && role != QLatin1String("defender")) || piece.size() != 1 || type < 1) {
            std::fprintf(stderr, "gms: --heat-map wants ROLE:PIECE such as attacker:N or defender:K, not \"%s\"\n",
                         qPrintable(parser.value(heatOption)));
            return 2;
        }
        auto* heat = window.heatMapControls();
        heat->setRole(role == QLatin1String("attacker") ? gms::MoveTables::Attacker : gms::MoveTables::Defender);
        heat->setPieceType(gms::PieceType(type));
        heat->setShowValues(parts.value(2) == QLatin1String("values"));
        window.action(QStringLiteral("actionHeatMap"))->setChecked(true);
    }
    const QString shot = parser.value(shotOption);
    if (!shot.isEmpty()) {
        // Unattended: no one closes a dialog, so reports go to standard error and an error
        // ends the run with status 1.
        window.report = [](QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details) {
            std::fprintf(stderr, "gms: %s: %s\n", qPrintable(title), qPrintable(text));
            if (!details.isEmpty()) std::fprintf(stderr, "%s\n", qPrintable(details));
            if (icon == QMessageBox::Critical) QTimer::singleShot(0, qApp, [] { QApplication::exit(1); });
        };
    }
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty() && !window.openFile(files.first()) && !shot.isEmpty()) return 1;

    const int plies = parser.value(playOption).toInt();
    // Saves the picture and quits: with `status`, or 1 when the picture cannot be written.
    auto takeShot = [&window, shot](int status) {
        if (shot.isEmpty()) return;
        QTimer::singleShot(300, &window, [&window, shot, status] {
            const bool ok = window.grab().save(shot);
            if (!ok) std::fprintf(stderr, "gms: cannot write %s\n", qPrintable(shot));
            QApplication::exit(ok ? status : 1);
        });
    };
    if (parser.isSet(solveOption)) {
        QObject::connect(&window, &gms::ui::MainWindow::solveFinished, &window, [&window, plies, takeShot] {
            if (plies > 0) {
                window.solutionTreePane()->selectTopLevel(0);
                window.moveControls()->goTo(plies);
            }
            takeShot(0);
        });
        QTimer::singleShot(0, &window, [&window, takeShot] {
            if (window.solve()) return;
            // Nothing to solve (an illegal position): the window says why; so does stderr.
            std::fprintf(stderr, "gms: %s\n", qPrintable(window.statusBar()->currentMessage()));
            takeShot(1);
        });
    } else {
        takeShot(0);
    }
    return app.exec();
}

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file main.cpp  `gms`: the desktop application.
///
/// gms [FILE]                        open a problem file (.epd .fen .pbm .inp .txt)
/// gms --solve [FILE]                start solving at once
/// gms --solve --play 3 --screenshot out.png [FILE]
///                                   solve, play 3 plies of the first key's main line,
///                                   save a picture of the window and quit

#include "MainWindow.h"
#include "MoveControls.h"
#include "SolutionTreePane.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPixmap>
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
    parser.setApplicationDescription(QStringLiteral("GMS — chess problem solver (direct mate in N)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Problem file to open (.epd .fen .pbm .inp .txt)."),
                                 QStringLiteral("[file]"));
    QCommandLineOption solveOption(QStringLiteral("solve"), QStringLiteral("Start solving at once."));
    QCommandLineOption playOption(QStringLiteral("play"),
                                  QStringLiteral("After solving, play this many plies of the first key's line."),
                                  QStringLiteral("plies"));
    QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                  QStringLiteral("Save a picture of the window (after --solve: of the result) and quit."),
                                  QStringLiteral("png"));
    QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size, e.g. 1400x900."),
                                  QStringLiteral("WxH"));
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
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) window.openFile(files.first());

    const QString shot = parser.value(shotOption);
    const int plies = parser.value(playOption).toInt();
    auto takeShot = [&window, shot] {
        if (shot.isEmpty()) return;
        QTimer::singleShot(300, &window, [&window, shot] {
            const bool ok = window.grab().save(shot);
            if (!ok) std::fprintf(stderr, "gms: cannot write %s\n", qPrintable(shot));
            QApplication::exit(ok ? 0 : 1);
        });
    };
    if (parser.isSet(solveOption)) {
        QObject::connect(&window, &gms::ui::MainWindow::solveFinished, &window, [&window, plies, takeShot] {
            if (plies > 0) {
                window.solutionTreePane()->selectTopLevel(0);
                window.moveControls()->goTo(plies);
            }
            takeShot();
        });
        QTimer::singleShot(0, &window, [&window] { window.solve(); });
    } else {
        takeShot();
    }
    return app.exec();
}

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MainWindowActions.cpp  MainWindow's actions, menus, tool bars and docks: what the window offers
/// and where (the behaviour behind each action stays in MainWindow.cpp).
#include "MainWindow.h"

#include "BoardScene.h"
#include "BoardView.h"
#include "CollectionNavigator.h"
#include "DefaultProblem.h"
#include "DiagramExport.h"
#include "EditCommands.h"
#include "HeatMapControls.h"
#include "HelpTexts.h"
#include "IntendedSolution.h"
#include "MetadataForm.h"
#include "MoveControls.h"
#include "MoveNotation.h"
#include "PieceArt.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "ProblemDocument.h"
#include "ProblemOptionsPanel.h"
#include "Settings.h"
#include "SolutionTreePane.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "SolverWorker.h"
#include "StatisticsPane.h"
#include "StipulationEditor.h"
#include "TextSolutionPane.h"
#include "UiUtil.h"
#include "WhoStarts.h"
#include "fen.h"
#include "output_file.h"
#include "pgn_export.h"
#include "problem_file.h"
#include "solution_text.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QDropEvent>
#include <QInputDialog>
#include <QMimeData>
#include <QPushButton>
#include <QTimer>
#include <QUrl>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QMenuBar>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <map>

namespace gms::ui {

// ---- construction ----------------------------------------------------------------

void MainWindow::createActions() {
    const auto make = [this](const char* name, const QString& text, const QKeySequence& key = {},
                             QStyle::StandardPixmap icon = QStyle::StandardPixmap(-1)) {
        auto* a = new QAction(text, this);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty()) a->setShortcut(key);
        if (int(icon) >= 0) a->setIcon(style()->standardIcon(icon));
        addAction(a);
        return a;
    };
    connect(make("actionNew", tr("&New"), QKeySequence::New, QStyle::SP_FileIcon), &QAction::triggered, this,
            &MainWindow::newDocument);
    connect(make("actionOpen", tr("&Open…"), QKeySequence::Open, QStyle::SP_DialogOpenButton), &QAction::triggered,
            this, [this] {
                if (!maybeSave()) return;
                const QString path = openFileName(tr("Open problems"), fileFilter(false));
                if (!path.isEmpty()) openFile(path);
            });
    connect(make("actionSave", tr("&Save"), QKeySequence::Save, QStyle::SP_DialogSaveButton), &QAction::triggered, this,
            &MainWindow::save);
    connect(make("actionSaveAs", tr("Save &As…"), QKeySequence::SaveAs), &QAction::triggered, this,
            &MainWindow::saveAs);
    connect(make("actionExportPgn", tr("&Export Solution as PGN…")), &QAction::triggered, this, [this] {
        const QString path = saveFileName(tr("Export solution as PGN"), tr("PGN (*.pgn)"));
        if (path.isEmpty()) return;
        exportPgn(QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".pgn") : path);
    });
    connect(make("actionQuit", tr("&Quit"), QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

    QAction* undo = make("actionUndo", tr("&Undo"), QKeySequence::Undo, QStyle::SP_ArrowBack);
    QAction* redo = make("actionRedo", tr("&Redo"), QKeySequence::Redo, QStyle::SP_ArrowForward);
    // Ctrl+Y as well as the platform's Redo (Ctrl+Shift+Z here): problemists coming from Windows expect it.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y))) redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    connect(undo, &QAction::triggered, this, [this] {
        if (!isSolving() && moveControls_->ply() == 0) doc_->undoGroup()->undo();
    });
    connect(redo, &QAction::triggered, this, [this] {
        if (!isSolving() && moveControls_->ply() == 0) doc_->undoGroup()->redo();
    });
    connect(doc_->undoGroup(), &QUndoGroup::canUndoChanged, this, &MainWindow::updateActions);
    connect(doc_->undoGroup(), &QUndoGroup::canRedoChanged, this, &MainWindow::updateActions);
    connect(doc_->undoGroup(), &QUndoGroup::undoTextChanged, this, &MainWindow::updateActions);
    connect(doc_->undoGroup(), &QUndoGroup::redoTextChanged, this, &MainWindow::updateActions);

    // ---- issue 10: Ctrl+C / Ctrl+V belong to the focused widget; the FEN has its own
    // shortcuts, and Ctrl+C / Ctrl+V act on the FEN only while the board has the focus.
    connect(make("actionCopyFen", tr("&Copy FEN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)), &QAction::triggered,
            this, &MainWindow::copyFen);
    connect(make("actionPasteFen", tr("&Paste FEN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)),
            &QAction::triggered, this, &MainWindow::pasteFen);
    auto* boardCopy = new QShortcut(QKeySequence::Copy, view_, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    boardCopy->setObjectName(QStringLiteral("shortcutBoardCopy"));
    connect(boardCopy, &QShortcut::activated, this, &MainWindow::copyFen);
    auto* boardPaste = new QShortcut(QKeySequence::Paste, view_, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    boardPaste->setObjectName(QStringLiteral("shortcutBoardPaste"));
    connect(boardPaste, &QShortcut::activated, this, [this] {
        if (action("actionPasteFen")->isEnabled()) pasteFen();
    });
    connect(make("actionClearBoard", tr("C&lear Position")), &QAction::triggered, this, &MainWindow::clearPosition);
    action("actionClearBoard")
        ->setToolTip(tr("Empty the board; title, author, source and year stay (remarks, "
                        "intended solution and Popeye options belong to the old position)"));
    connect(make("actionNewProblem", tr("New &Problem (clear everything)")), &QAction::triggered, this,
            &MainWindow::newDocument);
    connect(make("actionResetLayout", tr("&Reset Layout")), &QAction::triggered, this, &MainWindow::resetLayout);
    connect(make("actionShortcuts", tr("&Keyboard Shortcuts")), &QAction::triggered, this, [this] {
        showHelpWindow(this, QStringLiteral("dialogShortcuts"), tr("Keyboard Shortcuts — GMS"),
                       shortcutsHtml(actions()));
    });
    connect(make("actionManual", tr("&Manual"), QKeySequence::HelpContents), &QAction::triggered, this,
            [this] { showHelpWindow(this, QStringLiteral("dialogManual"), tr("Manual — GMS"), manualHtml()); });
    connect(make("actionSolveCollection", tr("Solve &Whole Collection")), &QAction::triggered, this,
            &MainWindow::solveCollection);
    connect(make("actionSolveAllTwins", tr("Solve All &Twins"), QKeySequence(Qt::SHIFT | Qt::Key_F5)),
            &QAction::triggered, this, &MainWindow::solveAllTwins);
    action("actionSolveAllTwins")->setToolTip(tr("Solve a), b), c)… in one go, as Popeye does"));
    connect(make("actionSaveResults", tr("Save Collection &Results…")), &QAction::triggered, this, [this] {
        QString path = saveFileName(tr("Save the collection's results"), tr("JSON lines (*.jsonl *.json)"));
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".jsonl");
        saveCollectionResults(path);
    });
    action("actionSaveResults")->setToolTip(tr("Every solved problem's result, as gms-cli solve --json writes it"));
    action("actionSolveCollection")
        ->setToolTip(tr("Solve every problem of the file; the verdicts appear in the "
                        "Collection list"));
    {
        auto* group = new QActionGroup(this);
        QAction* s = make("actionKnightS", tr("Knight as &S (Popeye)"));
        QAction* n = make("actionKnightN", tr("Knight as &N"));
        for (QAction* a : {s, n}) {
            a->setCheckable(true);
            group->addAction(a);
        }
        connect(s, &QAction::triggered, this, [this] { setKnightLetter(QLatin1Char('S')); });
        connect(n, &QAction::triggered, this, [this] { setKnightLetter(QLatin1Char('N')); });
    }
    // ---- end issue 10 ----
    connect(make("actionInitial", tr("&Initial Position")), &QAction::triggered, this,
            [this] { push(edits::initialPosition(doc_)); });
    QAction* flip =
        make("actionFlip", tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), QStyle::SP_BrowserReload);
    flip->setCheckable(true);
    connect(flip, &QAction::toggled, this, [this](bool on) {
        scene_->setFlipped(on);
        Settings::setBoardFlipped(on);
    });

    QAction* heatMap =
        make("actionHeatMap", tr("Move Table &Heat Map"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    heatMap->setCheckable(true);
    heatMap->setToolTip(tr("Colour the squares by what the move tables learned in the last solve "
                           "(needs a solve with \u201cMove tables\u201d on)"));
    heatMap->setStatusTip(heatMap->toolTip());
    connect(heatMap, &QAction::toggled, this, [this](bool on) {
        Settings::setHeatMapShown(on);
        updateHeatMap(on);
    });

    connect(make("actionSolve", tr("&Solve"), QKeySequence(Qt::Key_F5), QStyle::SP_MediaPlay), &QAction::triggered,
            this, &MainWindow::solve);
    connect(make("actionStop", tr("S&top"), QKeySequence(Qt::Key_Escape), QStyle::SP_MediaStop), &QAction::triggered,
            this, &MainWindow::stop);
    // While idle (Stop disabled) Esc drops the palette tool instead.
    escapeShortcut_ = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escapeShortcut_, &QShortcut::activated, this, [this] { palette_->setTool(std::nullopt); });
    QAction* allDefences = make("actionAllDefences", tr("Show &All Defences"));
    allDefences->setCheckable(true);
    allDefences->setToolTip(tr("List every defence, not only those that stop the threat"));
    connect(allDefences, &QAction::toggled, this, [](bool on) { Settings::setAllDefences(on); });
    // Depth: the transposition table and the threads (global settings, as every solver option).
    connect(make("actionHashSize", tr("Transposition &Table Size...")), &QAction::triggered, this, [this] {
        bool ok = false;
        int mb = QInputDialog::getInt(this, tr("Transposition table"), tr("Size in MB (0 turns the table off):"),
                                      Settings::hashMegabytes(), 0, 4096, 16, &ok);
        if (ok) Settings::setHashMegabytes(mb);
    });
    connect(make("actionThreads", tr("T&hreads...")), &QAction::triggered, this, [this] {
        bool ok = false;
        int n = QInputDialog::getInt(this, tr("Threads"), tr("Solving threads (0: every core):"), Settings::threads(),
                                     0, 256, 1, &ok);
        if (ok) Settings::setThreads(n);
    });

    connect(make("actionFirst", tr("&First"), QKeySequence(Qt::Key_Home), QStyle::SP_MediaSkipBackward),
            &QAction::triggered, moveControls_, &MoveControls::goFirst);
    connect(make("actionBack", tr("&Back"), QKeySequence(Qt::Key_Left), QStyle::SP_MediaSeekBackward),
            &QAction::triggered, moveControls_, &MoveControls::goBack);
    connect(make("actionForward", tr("F&orward"), QKeySequence(Qt::Key_Right), QStyle::SP_MediaSeekForward),
            &QAction::triggered, moveControls_, &MoveControls::goForward);
    connect(make("actionLast", tr("&Last"), QKeySequence(Qt::Key_End), QStyle::SP_MediaSkipForward),
            &QAction::triggered, moveControls_, &MoveControls::goLast);
    connect(make("actionPrevProblem", tr("&Previous Problem"), QKeySequence(Qt::Key_PageUp)), &QAction::triggered, this,
            [this] { navigator_->goPrevious(); });
    connect(make("actionNextProblem", tr("&Next Problem"), QKeySequence(Qt::Key_PageDown)), &QAction::triggered, this,
            [this] { navigator_->goNext(); });

    connect(make("actionAbout", tr("&About GMS")), &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About GMS"),
                           tr("<h3>GMS %1</h3><p>A chess problem solver (#N, s#N, r#N, h#N, ser-h#N) in the spirit "
                              "of the Geniss Mate Solver: a non-recursive, full-width search run in the "
                              "background, with every key, cook, short solution, threat, variation, dual "
                              "and try.</p><p>Licensed under the GNU GPL version 3 or later. Chess pieces by "
                              "Colin M. L. Burnett (GPL).</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::createDocks() {
    const auto dock = [this](const char* name, const QString& title, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(widget);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
        addDockWidget(area, d);
        return d;
    };
    // The Position panel never squashes its boxes: when the panel is lower than its fields and a
    // message need, it scrolls (a small screen), and the FEN field never moves under the mouse.
    auto* positionArea = new QScrollArea;
    positionArea->setObjectName(QStringLiteral("scrollPosition"));
    positionArea->setWidget(editor_);
    positionArea->setWidgetResizable(true);
    positionArea->setFrameShape(QFrame::NoFrame);
    positionArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    dock("dockPalette", tr("Pieces"), palette_, Qt::LeftDockWidgetArea);
    dock("dockPosition", tr("Position"), positionArea, Qt::LeftDockWidgetArea);
    QDockWidget* problem = dock("dockProblem", tr("Problem"), metadata_, Qt::LeftDockWidgetArea);
    QDockWidget* collection = dock("dockCollection", tr("Collection"), navigator_, Qt::LeftDockWidgetArea);
    QDockWidget* options = dock("dockProblemOptions", tr("Problem Options"), problemOptions_, Qt::LeftDockWidgetArea);
    dock("dockStatistics", tr("Statistics"), statistics_, Qt::BottomDockWidgetArea);
    dock("dockSolver", tr("Solver"), solverControls_, Qt::RightDockWidgetArea);
    dock("dockSolutions", tr("Solutions"), solutions_, Qt::RightDockWidgetArea);
    QDockWidget* tree = dock("dockTree", tr("Solution Tree"), tree_, Qt::RightDockWidgetArea);
    QDockWidget* text = dock("dockText", tr("Solution Text"), text_, Qt::RightDockWidgetArea);
    tabifyDockWidget(problem, collection);
    tabifyDockWidget(collection, options);
    problem->raise();
    tabifyDockWidget(tree, text);
    tree->raise();
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("actionNew"));
    file->addAction(action("actionOpen"));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(action("actionSave"));
    file->addAction(action("actionSaveAs"));
    file->addAction(action("actionExportPgn"));
    file->addSeparator();
    addDiagramActions(*this, file);
    file->addSeparator();
    file->addAction(action("actionQuit"));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action("actionUndo"));
    edit->addAction(action("actionRedo"));
    edit->addSeparator();
    edit->addAction(action("actionCopyFen"));
    edit->addAction(action("actionPasteFen"));
    edit->addSeparator();
    edit->addAction(action("actionClearBoard"));
    edit->addAction(action("actionNewProblem"));
    edit->addAction(action("actionInitial"));

    QMenu* solveMenu = menuBar()->addMenu(tr("&Solve"));
    solveMenu->addAction(action("actionSolve"));
    solveMenu->addAction(action("actionStop"));
    solveMenu->addAction(action("actionSolveAllTwins"));
    solveMenu->addAction(action("actionSolveCollection"));
    solveMenu->addAction(action("actionSaveResults"));
    solveMenu->addSeparator();
    solveMenu->addAction(action("actionAllDefences"));
    solveMenu->addAction(action("actionHashSize"));
    solveMenu->addAction(action("actionThreads"));

    QMenu* moves = menuBar()->addMenu(tr("&Moves"));
    for (const char* name : {"actionFirst", "actionBack", "actionForward", "actionLast"})
        moves->addAction(action(QLatin1String(name)));
    moves->addSeparator();
    moves->addAction(action("actionPrevProblem"));
    moves->addAction(action("actionNextProblem"));

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(action("actionFlip"));
    viewMenu_->addAction(action("actionHeatMap"));
    QMenu* notation = viewMenu_->addMenu(tr("&Notation"));
    notation->addAction(action("actionKnightS"));
    notation->addAction(action("actionKnightN"));
    viewMenu_->addAction(action("actionResetLayout"));
    viewMenu_->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>()) viewMenu_->addAction(d->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action("actionManual"));
    help->addAction(action("actionShortcuts"));
    help->addSeparator();
    help->addAction(action("actionAbout"));
}

void MainWindow::createToolBar() {
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("toolbarMain"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(action("actionNew"));
    bar->addAction(action("actionOpen"));
    bar->addAction(action("actionSave"));
    bar->addSeparator();
    bar->addAction(action("actionUndo"));
    bar->addAction(action("actionRedo"));
    bar->addSeparator();
    bar->addAction(action("actionSolve"));
    bar->addAction(action("actionStop"));
    bar->addSeparator();
    for (const char* name : {"actionFirst", "actionBack", "actionForward", "actionLast"})
        bar->addAction(action(QLatin1String(name)));
    bar->addSeparator();
    bar->addAction(action("actionFlip"));
    for (const char* name : {"actionFirst", "actionBack", "actionForward", "actionLast", "actionUndo", "actionRedo"}) {
        if (auto* b = qobject_cast<QToolButton*>(bar->widgetForAction(action(QLatin1String(name)))))
            b->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }
}

void MainWindow::createHeatMapToolBar() {
    heatControls_ = new HeatMapControls;
    addToolBarBreak(Qt::TopToolBarArea);
    heatBar_ = addToolBar(tr("Heat Map"));
    heatBar_->setObjectName(QStringLiteral("toolbarHeatMap"));
    heatBar_->addWidget(heatControls_);
    // Shown and hidden only through View > Move Table Heat Map.
    heatBar_->toggleViewAction()->setVisible(false);
    heatBar_->hide();
    connect(heatControls_, &HeatMapControls::selectionChanged, this, [this] {
        Settings::setHeatMapRole(int(heatControls_->role()));
        Settings::setHeatMapPieceType(int(heatControls_->pieceType()));
        Settings::setHeatMapValues(heatControls_->showValues());
        updateHeatMap();
    });
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "SolveSummary.h"
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

namespace {

QString humanCount(double perSecond) {
    if (perSecond >= 1e6) return QStringLiteral("%1M").arg(perSecond / 1e6, 0, 'f', 2);
    if (perSecond >= 1e3) return QStringLiteral("%1k").arg(perSecond / 1e3, 0, 'f', 1);
    return QString::number(qint64(perSecond));
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    initResources();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/gms.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    doc_ = new ProblemDocument(this);
    worker_ = new SolverWorker(this);

    scene_ = new BoardScene(this);
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(4, 4, 4, 0);
    centralLayout->setSpacing(2);
    view_ = new BoardView(scene_, central);
    moveControls_ = new MoveControls(central);
    centralLayout->addWidget(view_, 1);
    // ---- issue 10: the armed palette tool, visible under the board ----
    toolLabel_ = new QLabel(central);
    toolLabel_->setObjectName(QStringLiteral("toolLabel"));
    toolLabel_->setWordWrap(true);
    toolLabel_->setStyleSheet(QStringLiteral("background: #fff3c4; color: #5a4500; padding: 2px 6px; "
                                             "border: 1px solid #e0c060; border-radius: 3px;"));
    toolLabel_->hide();
    centralLayout->addWidget(toolLabel_);
    // ---- end issue 10 ----
    centralLayout->addWidget(moveControls_);
    setCentralWidget(central);

    palette_ = new PiecePalette;
    editor_ = new PositionEditor;
    solverControls_ = new SolverControls;
    statistics_ = new StatisticsPane;
    solutions_ = new SolutionsPane;
    tree_ = new SolutionTreePane;
    text_ = new TextSolutionPane;
    navigator_ = new CollectionNavigator;
    metadata_ = new MetadataForm;
    problemOptions_ = new ProblemOptionsPanel(doc_);

    // Dialog hooks: the real dialogs unless a test replaces them.
    saveChangesPrompt = [this](const QString& name) {
        return QMessageBox::warning(this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(name),
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    openFileName = [this](const QString& caption, const QString& filter) {
        return QFileDialog::getOpenFileName(this, caption, Settings::lastDirectory(), filter);
    };
    saveFileName = [this](const QString& caption, const QString& filter) {
        QString dir = doc_->filePath().isEmpty() ? Settings::lastDirectory() : doc_->filePath();
        if (!suggestedSaveName.isEmpty())
            dir = QFileInfo(doc_->filePath().isEmpty() ? Settings::lastDirectory() + QStringLiteral("/x")
                                                       : doc_->filePath())
                      .absolutePath() +
                  QLatin1Char('/') + suggestedSaveName;
        return QFileDialog::getSaveFileName(this, caption, dir, filter);
    };
    askDiagramOptions = [this](bool pdf, bool solved, DiagramOptions& options) {
        return runDiagramOptionsDialog(this, pdf, solved, options);
    };
    confirmLoss = [this](const QString& title, const QString& text) {
        return QMessageBox::warning(this, title, text, QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) ==
               QMessageBox::Save;
    };
    report = [this](QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details) {
        QMessageBox box(icon, title, text, QMessageBox::Ok, this);
        if (!details.isEmpty()) box.setDetailedText(details);
        box.exec();
    };

    createActions();
    createDocks();
    createMenus();
    createToolBar();
    createHeatMapToolBar();

    statusSolve_ = new QLabel(this);
    statusProgress_ = new QProgressBar(this);
    statusProgress_->setMaximumWidth(180);
    statusProgress_->setTextVisible(false);
    statusProgress_->hide();
    statusBar()->addPermanentWidget(statusSolve_);
    statusBar()->addPermanentWidget(statusProgress_);

    // Board and editor -> undoable commands.
    connect(scene_, &BoardScene::placeRequested, this, [this](Square s, Piece p) { push(edits::place(doc_, s, p)); });
    connect(scene_, &BoardScene::removeRequested, this, [this](Square s) { push(edits::remove(doc_, s)); });
    connect(scene_, &BoardScene::moveRequested, this,
            [this](Square from, Square to) { push(edits::move(doc_, from, to)); });
    connect(scene_, &BoardScene::editRefused, this, [this] {
        statusBar()->showMessage(isSolving()     ? tr("The board cannot be edited while solving.")
                                 : viewingTwin() ? tr("A twin is on the board: choose the first, a) or 1) (Solver "
                                                      "panel), to edit the diagram.")
                                                 : tr("Showing a line of the solution: press Home to return to the "
                                                      "edited position."),
                                 4000);
    });
    connect(palette_, &PiecePalette::toolChanged, this, [this] {
        scene_->setTool(palette_->tool());
        updateToolLabel();
    });
    connect(editor_, &PositionEditor::sideToMoveEdited, this, [this](Color c) {
        push(edits::setSideToMove(doc_, c));
        const Stipulation stip = solveStipulation();
        if (doc_->position().sideToMove() == c && (c == White) != whiteStarts(stip))
            statusBar()->showMessage(tr("%1 to move contradicts %2: Popeye starts it with %3. Solve will start with "
                                        "%1 (Popeye's HalfDuplex).")
                                         .arg(colorName(c), qs(stip.toString()), colorName(Color(c ^ 1))),
                                     8000);
    });
    connect(editor_, &PositionEditor::castlingEdited, this,
            [this](int rights) { push(edits::setCastlingRights(doc_, rights)); });
    connect(editor_, &PositionEditor::epEdited, this, [this](Square s) { push(edits::setEpSquare(doc_, s)); });
    connect(editor_, &PositionEditor::clearRequested, this, &MainWindow::clearPosition);
    // ---- issue 10: Clear offers clearing the position (metadata kept) or a new problem ----
    {
        auto* clearMenu = new QMenu(editor_->clearButton());
        clearMenu->setObjectName(QStringLiteral("clearMenu"));
        clearMenu->addAction(action("actionClearBoard"));
        clearMenu->addAction(action("actionNewProblem"));
        editor_->clearButton()->setMenu(clearMenu);
        editor_->clearButton()->setToolTip(tr("Clear the position (title, author, source stay) or start a new "
                                              "problem (everything cleared)"));
    }
    // ---- end issue 10 ----
    connect(editor_, &PositionEditor::initialRequested, this, [this] { push(edits::initialPosition(doc_)); });
    connect(editor_, &PositionEditor::fenEntered, this, [this](const QString& fen) { setFen(fen); });

    // Solver controls.
    connect(solverControls_, &SolverControls::solveClicked, this, &MainWindow::solve);
    connect(solverControls_, &SolverControls::stopClicked, this, &MainWindow::stop);
    connect(solverControls_, &SolverControls::stipulationEdited, this, &MainWindow::onStipulationEdited);
    connect(solverControls_, &SolverControls::twinChosen, this, &MainWindow::onTwinChosen);
    // N out of range (0, 99) is taken by the spin box and refused here with the reason, instead of
    // the key being silently ignored; a third digit is refused by the box itself, also said.
    solverControls_->movesSpin()->setRange(0, 99);
    if (auto* movesEdit = solverControls_->movesSpin()->findChild<QLineEdit*>())
        connect(movesEdit, &QLineEdit::inputRejected, this, &MainWindow::sayMovesRange);
    // Display options are app settings: toggling them never marks the file modified.
    connect(solverControls_, &SolverControls::triesEdited, this, [](bool on) { Settings::setShowTries(on); });
    connect(solverControls_, &SolverControls::setPlayEdited, this, [](bool on) { Settings::setShowSetPlay(on); });
    connect(solverControls_, &SolverControls::modeEdited, this,
            [this] { Settings::setSolverMode(int(solverControls_->mode())); });
    connect(solverControls_, &SolverControls::repetitionEdited, this, [](bool on) { Settings::setUseRepetition(on); });
    connect(solverControls_, &SolverControls::moveTablesEdited, this, [](bool on) { Settings::setUseMoveTables(on); });
    connect(solverControls_, &SolverControls::helpMethodEdited, this,
            [](HelpMethod method) { Settings::setHelpMethod(method); });

    // Worker -> panes (queued from the solving thread).
    connect(worker_, &SolverWorker::progress, this, &MainWindow::onSolveProgress);
    connect(worker_, &SolverWorker::iterationFinished, this, &MainWindow::onIterationFinished);
    // Keys proven so far, listed while a long solve goes on (one problem, one twin).
    connect(worker_, &SolverWorker::keyFound, this, [this](const QString& move, int moves) {
        if (!isSolving() || worker_->isCancelling() || run_.isRunning() || solvingAllTwins_) return;
        if (runningGeneration_ != solveGeneration_) return;
        solutions_->addKeyFoundSoFar(move, solvingFamily_ + QString::number(moves));
    });
    connect(worker_, &SolverWorker::finishedAll, this, &MainWindow::onSolveFinished);
    // Solve Whole Collection: the worker runs the loop; the panes show each problem as it is solved.
    connect(worker_, &SolverWorker::problemStarted, this, &MainWindow::onCollectionProblemStarted);
    connect(worker_, &SolverWorker::problemSolved, this, &MainWindow::onCollectionProblemSolved);
    connect(worker_, &SolverWorker::collectionFinished, this, &MainWindow::onCollectionFinished);

    // Panes -> board.
    connect(tree_, &SolutionTreePane::lineSelected, this,
            [this](const std::vector<Move>& line, const std::vector<Move>& continuation) {
                if (!hasSolution_ || isSolving()) return;
                moveControls_->setRoot(solvedRoot_);
                numberLine(continuation);
                // A help line is played from its start with the move buttons; a tree node shows its position.
                moveControls_->setLine(continuation, solution_.stipulation.isHelp() ? 0 : int(line.size()));
            });
    connect(solutions_, &SolutionsPane::entryActivated, this, [this](int row) {
        if (!solutions_->showsHelpLines()) {
            tree_->selectTopLevel(row);
            return;
        }
        // Help play: the line is played with the move buttons, from the diagram.
        if (!hasSolution_ || isSolving()) return;
        moveControls_->setRoot(solvedRoot_);
        numberLine(solutions_->helpLineOf(row));
        moveControls_->setLine(solutions_->helpLineOf(row), 0);
        statusBar()->showMessage(
            tr("%1 — play it with the move buttons or the arrow keys.").arg(moveControls_->lineText()), 6000);
    });
    connect(moveControls_, &MoveControls::positionShown, this, &MainWindow::showBoard);

    // Collection and metadata.
    connect(navigator_, &CollectionNavigator::problemChosen, this, [this](int i) {
        if (isSolving()) {
            navigator_->setCurrent(doc_->currentIndex());
            return;
        }
        doc_->setCurrentIndex(i);
    });
    connect(metadata_, &MetadataForm::metadataEdited, this, [this](const ProblemMetadata& m) {
        doc_->setMetadata(m);
        showIntendedComparison();
    });

    connectDocument();

    // Settings.
    scene_->setFlipped(Settings::boardFlipped());
    action(QStringLiteral("actionFlip"))->setChecked(Settings::boardFlipped());
    solverControls_->setMode(SolverOptions::Mode(Settings::solverMode() == 1 ? 1 : 0));
    action(QStringLiteral("actionAllDefences"))->setChecked(Settings::allDefences());
    solverControls_->setUseRepetition(Settings::useRepetition());
    solverControls_->setUseMoveTables(Settings::useMoveTables());
    solverControls_->setHelpMethod(Settings::helpMethod());
    solverControls_->setTries(Settings::showTries());
    solverControls_->setSetPlay(Settings::showSetPlay());
    action(Settings::knightLetter() == QLatin1Char('N') ? "actionKnightN" : "actionKnightS")->setChecked(true);
    setAcceptDrops(true);
    heatControls_->setRole(Settings::heatMapRole() == 1 ? MoveTables::Defender : MoveTables::Attacker);
    heatControls_->setPieceType(PieceType(qBound(int(Pawn), Settings::heatMapPieceType(), int(King))));
    heatControls_->setShowValues(Settings::heatMapValues());
    {
        const QSignalBlocker block(action(QStringLiteral("actionHeatMap")));
        action(QStringLiteral("actionHeatMap"))->setChecked(Settings::heatMapShown());
    }
    resize(fittingSize(QSize(1400, 900)));
    defaultState_ = saveState(); // View > Reset Layout returns to this arrangement
    const QByteArray geometry = Settings::windowGeometry();
    if (!geometry.isEmpty() && restoreGeometry(geometry)) fitOnScreen(); // saved on a larger screen, perhaps
    const QByteArray state = Settings::windowState();
    layoutRestored_ = !state.isEmpty() && restoreState(state);
    heatBar_->setVisible(action(QStringLiteral("actionHeatMap"))->isChecked()); // the action rules, not the saved state

    // Start with the embedded problem: the first thing to do can be pressing Solve.
    doc_->reset(defaultProblem());
    statusBar()->showMessage(tr("Ready. Press F5 to solve the problem on the board."), 6000);
}

MainWindow::~MainWindow() {
    // The worker's destructor cancels and joins; make sure no late signal reaches a half-destroyed window.
    disconnect(worker_, nullptr, this, nullptr);
    worker_->cancel();
    worker_->waitForFinished();
}

void MainWindow::updateToolLabel() {
    const std::optional<Piece> tool = palette_->tool();
    if (!tool) {
        toolLabel_->hide();
        view_->viewport()->unsetCursor();
        return;
    }
    toolLabel_->setText(*tool == NoPiece
                            ? tr("Eraser armed: click pieces to remove them. Drag a piece to move it. Esc stops.")
                            : tr("Placing %1: click squares to put it there. Drag a piece to move it. Esc stops.")
                                  .arg(PieceArt::pieceName(*tool).toLower()));
    toolLabel_->show();
    view_->viewport()->setCursor(Qt::CrossCursor);
}

void MainWindow::setKnightLetter(QChar letter) {
    Settings::setKnightLetter(letter);
    {
        const QSignalBlocker bs(action("actionKnightS"));
        const QSignalBlocker bn(action("actionKnightN"));
        action(letter == QLatin1Char('N') ? "actionKnightN" : "actionKnightS")->setChecked(true);
    }
    if (hasSolution_) {
        const int ply = moveControls_->ply();
        const std::vector<Move> line = moveControls_->line();
        showSolution(solvedRoot_, solution_);
        if (!line.empty()) moveControls_->setLine(line, ply);
    } else {
        moveControls_->setLine(moveControls_->line(), moveControls_->ply());
    }
}

// ---- end issue 10 ----

QAction* MainWindow::action(const QString& objectName) const { return findChild<QAction*>(objectName); }

void MainWindow::updateHeatMap(bool announce) {
    const bool on = action("actionHeatMap")->isChecked();
    heatBar_->setVisible(on);
    if (!on) {
        scene_->clearHeatMap();
        return;
    }
    if (hasSolution_) heatControls_->setAttackerColour(solvedRoot_.sideToMove());
    QString why;
    if (isSolving())
        why = tr("Solving\u2026 the heat map follows when the solve ends.");
    else if (!hasSolution_)
        why = tr("The heat map needs a solve with \u201cMove tables\u201d on (Solver panel).");
    else if (!solution_.hasMoveTables)
        why = tr("The heat map needs a solve with \u201cMove tables\u201d on (Solver panel): the last solve ran "
                 "without them.");
    if (!why.isEmpty()) {
        scene_->clearHeatMap();
        heatControls_->setMessage(why);
        if (announce) statusBar()->showMessage(why, 8000);
        return;
    }

    const MoveTables::Role role = heatControls_->role();
    const PieceType pt = heatControls_->pieceType();
    std::array<int, 64> values{};
    Square hi = NoSquare, lo = NoSquare;
    for (Square s = 0; s < 64; ++s) {
        values[std::size_t(s)] = solution_.moveTables.value(role, pt, s);
        if (values[std::size_t(s)] > 0 && (hi == NoSquare || values[std::size_t(s)] > values[std::size_t(hi)])) hi = s;
        if (values[std::size_t(s)] < 0 && (lo == NoSquare || values[std::size_t(s)] < values[std::size_t(lo)])) lo = s;
    }
    const QString table = HeatMapControls::tableName(role, pt);
    if (hi == NoSquare && lo == NoSquare) {
        scene_->clearHeatMap();
        const QString text = tr("The %1 table is empty: no such move gave or missed a cut-off.").arg(table);
        heatControls_->setMessage(text);
        if (announce) statusBar()->showMessage(text, 8000);
        return;
    }
    scene_->setHeatMap(values, heatControls_->showValues());
    const auto number = [](int v) { return v > 0 ? QStringLiteral("+%1").arg(v) : QStringLiteral("\u2212%1").arg(-v); };
    QStringList parts;
    if (hi != NoSquare)
        parts << tr("<span style=\"color:#d61f26\">\u25a0</span> moves there gave cut-offs (most %1 on %2)")
                     .arg(number(values[std::size_t(hi)]), squareText(hi));
    if (lo != NoSquare)
        parts << (hi != NoSquare ? tr("<span style=\"color:#2166c4\">\u25a0</span> failed (most %1 on %2)")
                                 : tr("<span style=\"color:#2166c4\">\u25a0</span> moves there failed (most %1 on %2)"))
                     .arg(number(values[std::size_t(lo)]), squareText(lo));
    const Color side = role == MoveTables::Attacker ? solvedRoot_.sideToMove() : Color(solvedRoot_.sideToMove() ^ 1);
    QString text = tr("The %1 (%2): %3")
                       .arg(table, side == White ? tr("White") : tr("Black"), parts.join(QStringLiteral(" \u00b7 ")));
    if (!solution_.complete) text += tr(" (stopped solve: partial tables)");
    heatControls_->setMessage(text);
}

void MainWindow::connectDocument() {
    connect(doc_, &ProblemDocument::positionChanged, this, &MainWindow::onPositionChanged);
    connect(doc_, &ProblemDocument::problemChanged, this, &MainWindow::onProblemChanged);
    connect(doc_, &ProblemDocument::collectionReset, this, &MainWindow::onCollectionReset);
    connect(doc_, &ProblemDocument::currentIndexChanged, this, &MainWindow::onCurrentIndexChanged);
    connect(doc_, &ProblemDocument::modifiedChanged, this, [this](bool m) { setWindowModified(m); });
    connect(doc_, &ProblemDocument::filePathChanged, this, &MainWindow::updateTitle);
}

// ---- document -> view ------------------------------------------------------------------

void MainWindow::push(std::unique_ptr<PositionEditCommand> command) {
    if (isSolving() || moveControls_->ply() != 0 || viewingTwin()) {
        editor_->setPosition(doc_->position()); // undo what the controls show
        return;
    }
    if (!command) {
        editor_->setPosition(doc_->position());
        return;
    }
    doc_->undoStack()->push(command.release());
}

void MainWindow::onPositionChanged() {
    refreshTwins(); // the twins follow the diagram
    const Position& pos = doc_->position();
    const Position root = boardRoot();
    moveControls_->setRoot(root);
    scene_->setPosition(root);
    scene_->setLastMove(NoSquare, NoSquare);
    scene_->setEditable(!isSolving() && !viewingTwin());
    editor_->setPosition(pos);
    editor_->setEditingEnabled(!isSolving() && !viewingTwin());
    editor_->setLegality(doc_->positionError());
    updateWhoStarts();
    if (hasSolution_ && toFen(root) != toFen(solvedRoot_))
        clearSolution(tr("The position changed since it was solved: press Solve."));
    else if (!hasSolution_)
        restoreKeptSolution(); // undo/redo back to the solved position
    updateActions();
}

void MainWindow::sayMovesRange() {
    statusBar()->showMessage(tr("N must be between 1 and %1: GMS solves up to %1 moves (%2 in series play).")
                                 .arg(Stipulation::MaxMoves)
                                 .arg(Stipulation::MaxSeriesMoves),
                             6000);
}

void MainWindow::onStipulationEdited(const Stipulation& stip) {
    const Stipulation before = doc_->currentProblem().stipulation;
    if (stip.moves < 1 || stip.moves > stip.maxMoves()) {
        sayMovesRange();
        QTimer::singleShot(0, this, [this] { solverControls_->setStipulation(solveStipulation()); });
        return;
    }
    if (isSolving() || stip == before || session().twinIndex() > 0) {
        solverControls_->setStipulation(solveStipulation());
        return;
    }
    // Who starts follows the stipulation as in Popeye: White in #, s#, r# and h#N.5, Black in h#N
    // and ser-h#N. When the family (or ".5") changes who starts, the side to move becomes Popeye's.
    const Color side = whiteStarts(stip) ? White : Black;
    const bool starterChanges = whiteStarts(stip) != whiteStarts(before);
    QUndoStack* stack = doc_->undoStack();
    if (!starterChanges || doc_->position().sideToMove() == side || moveControls_->ply() != 0) {
        stack->push(new StipulationEditCommand(doc_, before, stip));
        return;
    }
    stack->beginMacro(tr("Stipulation %1 (%2 to move)").arg(qs(stip.toString()), colorName(side)));
    stack->push(new StipulationEditCommand(doc_, before, stip));
    if (auto command = edits::setSideToMove(doc_, side)) stack->push(command.release());
    stack->endMacro();
    statusBar()->showMessage(tr("%1: %2 to move now, as Popeye reads %1.").arg(qs(stip.toString()), colorName(side)),
                             6000);
}

QString MainWindow::colorName(Color c) { return sideName(c); }

void MainWindow::updateWhoStarts() {
    bool unusual = false;
    const QString text = whoStartsText(solveStipulation(), boardRoot().sideToMove(), unusual);
    editor_->setWhoStarts(text, unusual);
}

// ---- twins ------------------------------------------------------------------------------

void MainWindow::refreshTwins() {
    Problem p = doc_->currentProblem();
    p.fen = toFen(doc_->position()); // the twins follow the edited diagram
    std::string error;
    SolveSession& s = session();
    if (!s.setProblem(p, error)) statusBar()->showMessage(tr("The twins cannot be applied: %1").arg(qs(error)), 8000);
    QStringList headings;
    for (const TwinInstance& t : s.twins()) {
        // The heading as the solution text prints it ("+c) rotate 90"), with the verdict once solved.
        QString h = t.label.empty() ? tr("zero position (the diagram)") : qs(t.heading());
        if (const Solution* r = s.find(t.fen, t.stipulation)) h += QStringLiteral(" \u2014 ") + qs(verdictText(*r));
        headings << h;
    }
    solverControls_->setTwins(headings, s.twinIndex(), !p.andParts.empty());
}

SolveSession& MainWindow::session() { return run_.session(qMax(0, doc_->currentIndex())); }

const SolveSession& MainWindow::session() const { return const_cast<MainWindow*>(this)->session(); }

bool MainWindow::viewingTwin() const { return session().viewingTwin(); }

Position MainWindow::boardRoot() const {
    if (!viewingTwin()) return doc_->position();
    Position pos;
    FenError err;
    if (!parseFen(session().rootFen(), pos, err)) return doc_->position();
    return pos;
}

Stipulation MainWindow::solveStipulation() const {
    return session().twins().empty() ? doc_->currentProblem().stipulation : session().stipulation();
}

void MainWindow::onTwinChosen(int index) {
    if (isSolving() || index < 0 || index >= int(session().twins().size())) {
        refreshTwins(); // shows the twin still in force
        return;
    }
    session().setTwinIndex(index);
    moveControls_->clearLine();
    clearSolution();
    onPositionChanged(); // the board shows the chosen twin (and its solution when it was solved)
    solverControls_->setStipulation(solveStipulation());
    updateActions();
    if (viewingTwin() && !hasSolution_)
        statusBar()->showMessage(tr("Twin %1 on the board: choose the first, a) or 1), to edit the diagram.")
                                     .arg(qs(session().twins()[std::size_t(index)].heading())),
                                 6000);
}

bool MainWindow::restoreKeptSolution() {
    if (hasSolution_ || isSolving()) return false;
    const Solution* kept = session().find(toFen(boardRoot()), solveStipulation());
    if (!kept) return false;
    const Solution solution = *kept;
    showSolution(boardRoot(), solution);
    statusBar()->showMessage(tr("Back to a solved position: its solution is shown again."), 4000);
    return true;
}

void MainWindow::onProblemChanged() {
    const Problem& p = doc_->currentProblem();
    metadata_->setMetadata(p.meta);
    const bool wasViewingTwin = viewingTwin();
    refreshTwins();                                      // a stipulation change changes the twins' stipulations
    solverControls_->setStipulation(solveStipulation()); // the chosen twin's (b) may be s#2 where a) is #2)
    if (wasViewingTwin != viewingTwin()) onPositionChanged();
    updateWhoStarts();
    if (hasSolution_ && solveStipulation() != solution_.stipulation)
        clearSolution(tr("The stipulation changed since it was solved: press Solve."));
    else if (!hasSolution_)
        restoreKeptSolution();
    navigator_->updateProblem(doc_->currentIndex(), p);
    updateTitle();
}

void MainWindow::onCollectionReset() {
    std::vector<int> numbers;
    for (int i = 0; i < doc_->count(); ++i) numbers.push_back(doc_->fileIndexOf(i));
    navigator_->setProblems(doc_->problems(), numbers, doc_->currentIndex());
    ++solveGeneration_;        // a solve still running belongs to the old document
    run_.reset(doc_->count()); // the sessions and results belonged to the old problems
    clearSolution();
    refreshTwins();
    restoreKeptSolution();
    updateTitle();
}

void MainWindow::onCurrentIndexChanged(int index) {
    navigator_->setCurrent(index);
    ++solveGeneration_;
    clearSolution();
    // Each problem keeps its results for the session (single solves and Solve Whole Collection).
    refreshTwins();
    solverControls_->setStipulation(solveStipulation());
    onPositionChanged();
    updateTitle();
}

void MainWindow::updateTitle() {
    QString title = doc_->displayName() + QStringLiteral("[*]");
    if (doc_->count() > 1) title += tr(" (problem %1 of %2)").arg(doc_->currentIndex() + 1).arg(doc_->count());
    setWindowTitle(title + QStringLiteral(" — GMS"));
    setWindowModified(doc_->isModified());
}

void MainWindow::updateActions() {
    const bool solving = isSolving();
    const bool editing = !solving && moveControls_->ply() == 0 && !viewingTwin();
    QUndoGroup* g = doc_->undoGroup();
    action("actionUndo")->setEnabled(editing && g->canUndo());
    action("actionRedo")->setEnabled(editing && g->canRedo());
    action("actionUndo")->setText(g->canUndo() ? tr("&Undo %1").arg(g->undoText()) : tr("&Undo"));
    action("actionRedo")->setText(g->canRedo() ? tr("&Redo %1").arg(g->redoText()) : tr("&Redo"));
    const bool legal = doc_->positionError().isEmpty();
    action("actionSolve")->setEnabled(!solving && legal);
    action("actionStop")->setEnabled(solving);
    escapeShortcut_->setEnabled(!solving);
    action("actionPasteFen")->setEnabled(editing);
    action("actionClearBoard")->setEnabled(editing);
    action("actionInitial")->setEnabled(editing);
    action("actionExportPgn")->setEnabled(hasSolution_ && !solving);
    for (const char* name : {"actionNew", "actionOpen"}) action(QLatin1String(name))->setEnabled(true);
    action("actionSolveCollection")->setEnabled(!solving && doc_->count() > 0);
    action("actionSolveAllTwins")->setEnabled(!solving && legal && session().solvableTwinCount() > 1);
    action("actionSaveResults")->setEnabled(!solving && run_.solvedCount() > 0);
    action("actionNewProblem")->setEnabled(!solving);
    action("actionPrevProblem")->setEnabled(!solving && doc_->currentIndex() > 0);
    action("actionNextProblem")->setEnabled(!solving && doc_->currentIndex() + 1 < doc_->count());
    solverControls_->setSolving(solving, legal);
    // The stipulation shown is the chosen twin's; it is edited on the diagram (a)).
    const bool twinChosen = session().twinIndex() > 0; // a twin other than the diagram (a), or the zero position)
    solverControls_->stipulationEditor()->setEnabled(!solving && !twinChosen);
    solverControls_->stipulationEditor()->setToolTip(
        twinChosen ? tr("The stipulation of the twin chosen: choose the diagram's twin to edit the problem's")
                   : QString());
    palette_->setEnabled(!solving);
    navigator_->setEnabled(!solving);
    metadata_->setEnabled(!solving);
    problemOptions_->setEnabled(!solving);
}

void MainWindow::clearSolution(const QString& message) {
    hasSolution_ = false; // the session keeps it: back to its position shows it again
    solution_ = Solution{};
    const Position root = boardRoot();
    // Nothing of the previous result may stay: verdict, status, progress.
    solverControls_->setStatus(message);
    if (statusSolve_) statusSolve_->clear();
    if (!message.isEmpty() || !isSolving()) statusBar()->clearMessage();
    moveControls_->setRoot(root);
    scene_->setPosition(root);
    scene_->setLastMove(NoSquare, NoSquare);
    tree_->clear();
    text_->clear();
    statistics_->clear();
    if (message.isEmpty())
        solutions_->clear();
    else
        solutions_->setMessage(message);
    updateActions();
    updateHeatMap();
}

void MainWindow::showBoard(const Position& pos, Move lastMove, int ply) {
    scene_->setPosition(pos);
    if (lastMove.isNone())
        scene_->setLastMove(NoSquare, NoSquare);
    else
        scene_->setLastMove(lastMove.from(), lastMove.to());
    const bool editing = ply == 0 && !isSolving() && !viewingTwin();
    scene_->setEditable(editing);
    editor_->setEditingEnabled(editing);
    editor_->setPosition(ply == 0 ? doc_->position() : pos);
    if (ply > 0)
        statusBar()->showMessage(
            tr("Showing %1 — press Home to return to the edited position.").arg(moveControls_->lineText(ply)));
    else
        statusBar()->clearMessage();
    updateActions();
}

// ---- editing helpers ----------------------------------------------------------------------

bool MainWindow::setFen(const QString& fenText) {
    QString text = fenText.trimmed();
    Position pos;
    FenError err;
    bool ok = parseFen(ss(text), pos, err);
    if (!ok && !text.contains(QLatin1Char(' '))) {
        // Only the board part: White to move, no castling, no e.p.
        FenError err2;
        ok = parseFen(ss(text + QStringLiteral(" w - - 0 1")), pos, err2);
    }
    if (!ok) {
        const QString message = tr("Not a FEN: %1").arg(qs(err.toString()));
        editor_->setFenError(message);
        statusBar()->showMessage(message, 6000);
        return false;
    }
    editor_->setFenError({});
    if (isSolving() || moveControls_->ply() != 0 || viewingTwin()) return false;
    auto command = edits::setPosition(doc_, pos, tr("Set up FEN"));
    if (command)
        doc_->undoStack()->push(command.release());
    else
        editor_->setPosition(doc_->position());
    return true;
}

void MainWindow::clearPosition() {
    if (isSolving() || moveControls_->ply() != 0 || viewingTwin()) return;
    auto command = edits::clearBoard(doc_);
    if (!command) return;
    // What was written about the old position goes with it; who composed it and where it appeared stay.
    const Problem& p = doc_->currentProblem();
    const ProblemNotes before{p.meta, p.hints, p.extraPopeyeOptions};
    ProblemNotes after{p.meta, SolvingHints{}, {}};
    after.meta.remarks.clear();
    after.meta.intendedSolution.clear();
    QUndoStack* stack = doc_->undoStack();
    stack->beginMacro(tr("Clear Position"));
    stack->push(command.release());
    if (!(after == before)) stack->push(new ProblemNotesCommand(doc_, before, after));
    stack->endMacro();
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(qs(toFen(moveControls_->currentPosition())));
    statusBar()->showMessage(tr("FEN copied to the clipboard."), 3000);
}

void MainWindow::pasteFen() {
    const QString text = QApplication::clipboard()->text().trimmed().section(QLatin1Char('\n'), 0, 0);
    if (text.isEmpty()) {
        statusBar()->showMessage(tr("The clipboard holds no text to read as FEN."), 4000);
        return;
    }
    if (setFen(text)) statusBar()->showMessage(tr("Position set from the clipboard."), 3000);
}

// ---- solving ------------------------------------------------------------------------------

bool MainWindow::isSolving() const { return worker_->isRunning(); }

bool MainWindow::solve() { return startSolve(false); }

bool MainWindow::solveAllTwins() { return startSolve(true); }

SolverOptions MainWindow::baseOptions() const {
    // The app's settings; the problem's own options (SetPlay, MaxSolutions, Defence) come on top
    // in SolveSession::options, as gms-cli solve adds them.
    SolverOptions options;
    options.mode = solverControls_->mode();
    options.buildTree = true;
    options.allDefences = action("actionAllDefences")->isChecked();
    options.maxRefutations = solverControls_->tries() ? 1 : 0;
    options.useRepetition = solverControls_->useRepetition();
    options.useMoveTables = solverControls_->useMoveTables();
    options.helpMethod = solverControls_->helpMethod();
    options.setPlay = solverControls_->setPlay();
    options.hashMegabytes = Settings::hashMegabytes();
    options.threads = Settings::threads();
    options.maxSeconds = solverControls_->maxSeconds();
    return options;
}

bool MainWindow::startSolve(bool allTwins) {
    if (isSolving()) return false;
    const QString error = doc_->positionError();
    if (!error.isEmpty()) {
        const QString message = tr("Illegal position: %1. It cannot be solved.").arg(error);
        solutions_->setMessage(message);
        solverControls_->setStatus(message);
        statusBar()->showMessage(message, 8000);
        return false;
    }
    refreshTwins();
    SolveSession& s = session();
    allTwins = allTwins && !s.twins().empty();
    const Problem request = s.request(allTwins);
    const SolverOptions options = s.options(baseOptions());
    const Stipulation stip = solveStipulation(); // the chosen twin's, or the problem's
    const QString what = allTwins ? tr("every twin (%1)").arg(s.solvableTwinCount()) : qs(stip.toString());

    moveControls_->clearLine();
    clearSolution();
    solvedRoot_ = boardRoot();
    solvingMoves_ = allTwins ? 0 : stip.moves; // twins may differ in length: no "of N" then
    solvingHelp_ = stip.isHelp();
    solvingFamily_ = stipulationFamily(stip);
    solvingAllTwins_ = allTwins;
    solvingProblem_ = doc_->currentIndex();
    runningGeneration_ = ++solveGeneration_;
    solutions_->setMessage(tr("Solving %1…").arg(what));
    if (!worker_->start(request, options)) return false;
    setSolvingUi(true);
    updateHeatMap();
    solverControls_->setStatus(tr("Solving %1…").arg(what));
    return true;
}

void MainWindow::stop() {
    if (!isSolving()) return;
    worker_->cancel();
    solverControls_->setStatus(tr("Stopping…"));
    statusSolve_->setText(tr("Stopping…"));
}

void MainWindow::setSolvingUi(bool solving) {
    statusProgress_->setVisible(solving);
    if (solving) {
        statusProgress_->setRange(0, 0);
        solverControls_->setProgress(1, 0, 0);
    } else {
        solverControls_->resetProgress();
        statusSolve_->clear();
    }
    scene_->setEditable(!solving && moveControls_->ply() == 0 && !viewingTwin());
    editor_->setEditingEnabled(!solving && moveControls_->ply() == 0 && !viewingTwin());
    updateActions();
    emit solvingChanged(solving);
}

void MainWindow::onSolveProgress(int iteration, int rootIndex, int rootCount, quint64 gen, quint64, double seconds,
                                 const QString& phase) {
    if (!isSolving() || worker_->isCancelling()) return;
    solverControls_->setProgress(iteration, rootIndex, rootCount);
    statusProgress_->setRange(0, qMax(1, rootCount));
    statusProgress_->setValue(rootIndex);
    const double speed = seconds > 0 ? double(gen) / seconds : 0.0;
    // Battle play deepens mate by mate; help play line length by line length.
    QString what = solvingHelp_ ? tr("Help lines of %1 moves").arg(iteration)
                                : tr("Keys of %1%2").arg(solvingFamily_).arg(iteration);
    if (solvingMoves_ > 0)
        what +=
            solvingHelp_ ? tr(" (of %1)").arg(solvingMoves_) : tr(" (of %1%2)").arg(solvingFamily_).arg(solvingMoves_);
    what += tr(": first move %1 of %2").arg(rootIndex).arg(rootCount);
    if (!phase.isEmpty() && phase != QLatin1String("search")) what += QStringLiteral(" (%1)").arg(phase);
    const QString text = tr("%1 · %2 positions/s · %3 s elapsed").arg(what, humanCount(speed)).arg(seconds, 0, 'f', 1);
    solverControls_->setStatus(text);
    statusSolve_->setText(text);
}

void MainWindow::onIterationFinished(const IterationStats& stats) {
    if (runningGeneration_ != solveGeneration_ || run_.isRunning()) return;
    statistics_->addIteration(stats);
}

void MainWindow::onSolveFinished(const std::vector<Solution>& solutions) {
    const bool current = runningGeneration_ == solveGeneration_;
    setSolvingUi(false);
    if (current && !solutions.empty()) {
        SolveSession& s = run_.session(solvingProblem_);
        const std::vector<Solution> labelled = s.finish(solutions, solvingAllTwins_);
        // The board's twin is shown; after Solve All Twins the text holds every twin, as the CLI prints it.
        if (const Solution* shown = SolveSession::resultOf(labelled, toFen(solvedRoot_), solveStipulation())) {
            showSolution(solvedRoot_, *shown);
        } else {
            // Stopped before the board's twin: the board goes to the twin the solve stopped in.
            const Solution last = labelled.back();
            s.chooseTwin(last.twinLabel);
            onPositionChanged();
            solverControls_->setStipulation(solveStipulation());
            Position root;
            std::string why;
            if (!hasSolution_ && loadProblemPosition(last.fen, root, why, AnySideKingless)) showSolution(root, last);
        }
        if (solvingAllTwins_) {
            text_->setSolutions(labelled);
            const QString summary = allTwinsSummary(labelled);
            solverControls_->setStatus(summary);
            statusBar()->showMessage(summary, 10000);
        }
        refreshTwins(); // the twin list shows each solved twin's verdict
        emit solveFinished();
    }
    if (closing_) close();
}

void MainWindow::showSolution(const Position& root, const Solution& solution) {
    solvedRoot_ = root;
    solution_ = solution;
    hasSolution_ = true;
    statistics_->showSolution(solution);
    solutions_->setSolution(root, solution);
    tree_->setSolution(root, solution);
    text_->setSolution(root, solution);
    moveControls_->setRoot(root);
    numberLine({});
    const QString summary = solveSummary(root, solution);
    solverControls_->setStatus(summary);
    statusBar()->showMessage(summary, 10000);
    showIntendedComparison();
    updateActions();
    updateHeatMap();
}

void MainWindow::numberLine(const std::vector<Move>& line) {
    // The move bar numbers a line as the text and the tree do: h#N.5 lines start "1..." (its set
    // play, after White's pass, "1." as an h#N); battle play shows a defender's pass as "threat:".
    const Stipulation& stip = solution_.stipulation;
    int firstHalf = 0;
    if (stip.kind == Stipulation::Kind::HelpMate && stip.halfMove)
        firstHalf = !line.empty() && line.front().isNone() ? -1 : 1;
    moveControls_->setNumbering(firstHalf, stip.isBattle());
}

void MainWindow::showIntendedComparison() {
    if (!hasSolution_) return;
    const IntendedComparison c =
        compareIntended(solvedRoot_, solution_, qs(doc_->currentProblem().meta.intendedSolution));
    solutions_->setIntendedComparison(c.message, c.isMismatch());
}

void MainWindow::saveSettings() {
    Settings::setWindowGeometry(saveGeometry());
    Settings::setWindowState(saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!closeConfirmed_) {
        if (!maybeSave()) {
            event->ignore();
            return;
        }
        closeConfirmed_ = true;
    }
    if (isSolving()) {
        // Never wait on the search in the GUI thread: ask it to stop and close when it has.
        closing_ = true;
        worker_->cancel();
        solverControls_->setStatus(tr("Stopping before closing…"));
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

} // namespace gms::ui

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MainWindow.h  The GMS main window: board, palette, solver controls, report panes, menus.
#pragma once

#include "position.h"
#include "solution.h"
#include "twin.h"
#include "DiagramExport.h"
#include "CollectionRun.h"
#include "SolveSession.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QMimeData;
class QLabel;
class QMenu;
class QProgressBar;
class QShortcut;
class QToolBar;
class QUndoCommand;

namespace gms::ui {

class BoardScene;
class BoardView;
class CollectionNavigator;
class HeatMapControls;
class MetadataForm;
class MoveControls;
class PiecePalette;
class PositionEditor;
class PositionEditCommand;
class ProblemDocument;
class ProblemOptionsPanel;
class SolutionTreePane;
class SolutionsPane;
class SolverControls;
class SolverWorker;
class StatisticsPane;
class TextSolutionPane;

/// The application window. It owns the document (the problems being
/// edited), turns board and editor actions into undoable commands, runs the
/// solver in a SolverWorker and fills the report panes with the result.
///
/// Dialogs go through replaceable hooks so that tests never block on a modal
/// dialog: saveChangesPrompt, openFileName, saveFileName and report.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // ---- hooks (defaults show the usual dialogs) ----------------------------------
    /// Asked before unsaved edits would be lost: Save, Discard or Cancel.
    std::function<QMessageBox::StandardButton(const QString& documentName)> saveChangesPrompt;
    /// Chooses a file to open / to save to; an empty string cancels.
    std::function<QString(const QString& caption, const QString& filter)> openFileName;
    std::function<QString(const QString& caption, const QString& filter)> saveFileName;
    /// File > Export Diagram asks what the diagram holds (and a PDF's page); false cancels.
    std::function<bool(bool pdf, bool solved, DiagramOptions& options)> askDiagramOptions;
    /// A file name the next save dialog proposes (set by the caller, e.g. the diagram export).
    QString suggestedSaveName;
    /// Asked before a save that would lose data (twins in EPD): true to write anyway.
    std::function<bool(const QString& title, const QString& text)> confirmLoss;
    /// Shows a message: an error, or a warning about skipped problems, with details.
    std::function<void(QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details)>
        report;

    // ---- actions (also reachable from menus, toolbar and shortcuts) -----------------
    /// Opens a file by path (also for the command line and recent files); false on failure.
    bool openFile(const QString& path);
    /// Saves to the current file (Save As when it has none); false if not saved.
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    /// Writes the last solution as PGN with variations.
    bool exportPgn(const QString& path);
    /// New empty document (after the unsaved-changes prompt); false if cancelled.
    bool newDocument();
    /// Asks about unsaved edits; true when it is fine to go on.
    bool maybeSave();

    /// Starts solving the twin on the board (or the problem); false (with the reason shown) when it cannot start.
    bool solve();
    /// Solves every twin of the problem in one go, as Popeye and gms-cli solve do (Solve for a problem without twins).
    bool solveAllTwins();
    /// Asks the running solve to stop.
    void stop();
    bool isSolving() const;

    /// Sets a FEN as an undoable edit; false (with the reason shown) if it does not parse.
    bool setFen(const QString& fen);
    void copyFen();
    /// Empties the board; title, author, source and year stay, remarks, intended solution and Popeye options go.
    void clearPosition();
    void pasteFen();

    // ---- issue 10 / issue 9 additions ------------------------------------------------
    /// Fills the panes with a solution of `root` (what a finished solve does; public for tests).
    void showSolution(const Position& root, const Solution& solution);
    /// Solves every problem of the collection in turn and writes each verdict in the
    /// collection list; false when it cannot start (a solve is running, nothing to solve).
    bool solveCollection();
    bool isSolvingCollection() const { return run_.isRunning(); }
    /// Writes the results of Solve Whole Collection as `gms-cli solve FILE --json` writes them (one line a problem).
    bool saveCollectionResults(const QString& path);
    /// The run's results (each problem's Solutions, as the engine gave them).
    const CollectionRun& collectionRun() const { return run_; }
    /// The current problem's session: its twins and every result kept for it.
    const SolveSession& session() const;
    /// The default dock arrangement and sizes (View > Reset Layout).
    void resetLayout();
    /// A dropped file (opened) or text (read as a FEN); false when it holds neither.
    bool openDropped(const QMimeData* data);
    /// Re-renders every move shown after the notation setting changed.
    void setKnightLetter(QChar letter);
    /// The label under the board saying which palette tool is armed (hidden when none).
    QLabel* toolLabel() const { return toolLabel_; }

    // ---- parts, for tests and tools ------------------------------------------------
    ProblemDocument* document() const { return doc_; }
    BoardScene* boardScene() const { return scene_; }
    BoardView* boardView() const { return view_; }
    PiecePalette* palette() const { return palette_; }
    PositionEditor* positionEditor() const { return editor_; }
    SolverControls* solverControls() const { return solverControls_; }
    StatisticsPane* statisticsPane() const { return statistics_; }
    SolutionsPane* solutionsPane() const { return solutions_; }
    SolutionTreePane* solutionTreePane() const { return tree_; }
    TextSolutionPane* textSolutionPane() const { return text_; }
    MoveControls* moveControls() const { return moveControls_; }
    CollectionNavigator* collectionNavigator() const { return navigator_; }
    MetadataForm* metadataForm() const { return metadata_; }
    SolverWorker* solverWorker() const { return worker_; }
    /// The move-table heat map's selector (in its own toolbar, shown with View > Move Table Heat Map).
    HeatMapControls* heatMapControls() const { return heatControls_; }
    QToolBar* heatMapToolBar() const { return heatBar_; }
    /// The last solve's result and the position it was solved from.
    const Solution& lastSolution() const { return solution_; }
    bool hasSolution() const { return hasSolution_; }
    /// The position the last solution was solved from.
    const Position& solvedRoot() const { return solvedRoot_; }
    QAction* action(const QString& objectName) const;

signals:
    /// Solving started or ended (the UI is idle again when false).
    void solvingChanged(bool solving);
    /// A solve ended and the panes show its result.
    void solveFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createHeatMapToolBar();
    /// Shows the heat map of the selected move table, or says why there is none;
    /// `announce` also puts the reason in the status bar.
    void updateHeatMap(bool announce = false);
    void createDocks();
    void connectDocument();
    void push(std::unique_ptr<PositionEditCommand> command);

    void onPositionChanged();
    void onProblemChanged();
    void onCollectionReset();
    void onCurrentIndexChanged(int index);
    void updateTitle();
    void updateActions();
    void clearSolution(const QString& message = {});
    void showBoard(const Position& pos, Move lastMove, int ply);

    void onSolveProgress(int iteration, int rootIndex, int rootCount, quint64 gen, quint64 evl, double seconds,
                         const QString& phase);
    void onIterationFinished(const IterationStats& stats);
    void onSolveFinished(const std::vector<Solution>& solutions);
    bool startSolve(bool allTwins);
    SolverOptions baseOptions() const;
    SolveSession& session();
    /// " Keys so far: 1.Qg1, 1.Rh4" for a stopped or running solve that found keys.
    void numberLine(const std::vector<Move>& line);
    void setSolvingUi(bool solving);

    void applyDefaultDockSizes();
    /// The screen area a window may use (without panels and docks of the desktop).
    QRect availableScreenArea() const;
    /// `wanted`, made small enough for the window and its frame to fit the available screen.
    QSize fittingSize(QSize wanted) const;
    /// Shrinks and moves the window into the available screen (not when maximized).
    void fitOnScreen();
    /// Narrows the docks when the board would get less than its share of a small window.
    void keepBoardRoom();
    void updateToolLabel();
    void onStipulationEdited(const Stipulation& stip);
    void sayMovesRange();
    /// The Position panel's line saying who starts which play (and when it is not Popeye's side).
    void updateWhoStarts();
    static QString colorName(Color c);
    /// Shows the kept solution again when the edited problem is back to what was solved.
    bool restoreKeptSolution();
    void onCollectionProblemStarted(int index);
    void onCollectionProblemSolved(int index, const std::vector<Solution>& solutions);
    void onCollectionFinished(bool complete);
    // ---- twins (Popeye's Twin): the board shows and Solve solves the chosen one ----
    /// Recomputes the twins of the current problem from the edited diagram.
    void refreshTwins();
    /// A twin other than the diagram is on the board (read-only: edits go to the diagram).
    bool viewingTwin() const;
    /// What the board shows at ply 0 and Solve solves: the chosen twin's position, or the diagram.
    Position boardRoot() const;
    Stipulation solveStipulation() const;
    void onTwinChosen(int index);
    void showIntendedComparison();
    void rebuildRecentMenu();
    void showReport(QMessageBox::Icon icon, const QString& title, const QString& text, const QString& details);
    QString fileFilter(bool forSaving) const;
    void saveSettings();

    ProblemDocument* doc_;
    BoardScene* scene_;
    BoardView* view_;
    MoveControls* moveControls_;
    PiecePalette* palette_;
    PositionEditor* editor_;
    SolverControls* solverControls_;
    StatisticsPane* statistics_;
    SolutionsPane* solutions_;
    SolutionTreePane* tree_;
    TextSolutionPane* text_;
    CollectionNavigator* navigator_;
    MetadataForm* metadata_;
    ProblemOptionsPanel* problemOptions_; ///< The problem's own Popeye options (follows doc_ by itself).
    SolverWorker* worker_;
    HeatMapControls* heatControls_ = nullptr;
    QToolBar* heatBar_ = nullptr;

    QShortcut* escapeShortcut_ = nullptr;
    bool layoutRestored_ = false;
    QMenu* recentMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QLabel* statusSolve_ = nullptr;
    QProgressBar* statusProgress_ = nullptr;

    Solution solution_;
    Position solvedRoot_;
    bool hasSolution_ = false;
    /// One session per problem of the collection (its twins and every result it got, kept while
    /// edits hide them) and the results of Solve Whole Collection.
    CollectionRun run_;
    bool solvingAllTwins_ = false;
    bool solvingHelp_ = false;
    QString solvingFamily_; ///< "#", "s#", "r#" of the running solve (progress wording).
    int solvingProblem_ = 0;
    QLabel* toolLabel_ = nullptr;
    QByteArray defaultState_; ///< saveState() of the arrangement built by the constructor.
    int solveGeneration_ = 0; ///< Bumped when a running solve's result no longer applies.
    int runningGeneration_ = 0;
    int solvingMoves_ = 0;
    bool closing_ = false;        ///< Close requested: close again when the solve has stopped.
    bool closeConfirmed_ = false; ///< The unsaved-changes question was answered for this close.
};

} // namespace gms::ui

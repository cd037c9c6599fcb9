// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_board.cpp  The board editor as a user drives it: palette, drags, eraser, FEN line,
/// undo/redo, side to move, castling, e.p., and the illegal-position message. Runs offscreen.

#include "BoardScene.h"
#include "BoardView.h"
#include "MainWindow.h"
#include "Settings.h"
#include "PaletteButton.h"
#include "PieceArt.h"
#include "PiecePalette.h"
#include "PositionEditor.h"
#include "ProblemDocument.h"
#include "SolutionsPane.h"
#include "SolverControls.h"
#include "solver.h"
#include "fen.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QMenu>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace gms;
using namespace gms::ui;

namespace {
Square sq(const char* name) { return parseSquare(name[0], name[1]); }
std::string fenOf(const MainWindow& w) { return toFen(w.document()->position()); }
} // namespace

class TestUiBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> w;

    QWidget* viewport() const { return w->boardView()->viewport(); }
    QPoint at(const char* square) const { return w->boardView()->viewportPointOf(sq(square)); }
    Piece pieceOn(const char* square) const { return w->document()->position().pieceOn(sq(square)); }
    void click(const char* square, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(viewport(), button, Qt::NoModifier, at(square));
    }
    void emptyBoard() {
        // The Clear button offers a menu (clear position / new problem): its first entry.
        w->positionEditor()->clearButton()->menu()->actions().first()->trigger();
        QCOMPARE(int(w->document()->position().pieces() != 0), 0);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_board"));
        QSettings().clear();
        Settings::setKnightLetter(QLatin1Char('N')); // these suites compare with SAN (N = knight)
    }

    void init() {
        w = std::make_unique<MainWindow>();
        w->saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        w->report = [](QMessageBox::Icon, const QString&, const QString&, const QString&) {};
        w->resize(1200, 800);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    }

    void cleanup() { w.reset(); }

    void startsWithTheDefaultProblem() {
        // The embedded problem is legal and ready to solve.
        QVERIFY(w->document()->positionError().isEmpty());
        QVERIFY(w->action(QStringLiteral("actionSolve"))->isEnabled());
        QCOMPARE(w->boardScene()->pieceItems().size(),
                 std::size_t(__builtin_popcountll(w->document()->position().pieces())));
    }

    void palettePlacesRepeatedly() {
        emptyBoard();
        w->palette()->button(WQueen)->click();
        QCOMPARE(w->palette()->tool(), std::optional<Piece>(WQueen));
        click("d4");
        click("h8");
        click("a1");
        QCOMPARE(pieceOn("d4"), WQueen);
        QCOMPARE(pieceOn("h8"), WQueen);
        QCOMPARE(pieceOn("a1"), WQueen);
        // Another palette piece replaces what stands on the square.
        w->palette()->button(BKnight)->click();
        click("d4");
        QCOMPARE(pieceOn("d4"), BKnight);
        QCOMPARE(w->boardScene()->pieceItems().size(), std::size_t(3));
        // Clicking the selected entry again goes back to moving pieces.
        w->palette()->button(BKnight)->click();
        QVERIFY(!w->palette()->tool().has_value());
        click("e4");
        QCOMPARE(pieceOn("e4"), NoPiece);
    }

    void flippedBoardPlacesOnTheRightSquare() {
        emptyBoard();
        w->action(QStringLiteral("actionFlip"))->setChecked(true);
        QVERIFY(w->boardScene()->isFlipped());
        w->palette()->button(WKing)->click();
        click("b2");
        QCOMPARE(pieceOn("b2"), WKing);
        QCOMPARE(pieceOn("g7"), NoPiece);
        w->action(QStringLiteral("actionFlip"))->setChecked(false);
    }

    void settingsAreKeptBetweenRuns() {
        w->action(QStringLiteral("actionFlip"))->setChecked(true);
        w->solverControls()->modeCombo()->setCurrentIndex(1); // Minimal
        w->close();
        w = std::make_unique<MainWindow>();
        QVERIFY(w->boardScene()->isFlipped());
        QVERIFY(w->action(QStringLiteral("actionFlip"))->isChecked());
        QCOMPARE(w->solverControls()->mode(), SolverOptions::Mode::Minimal);
        w->action(QStringLiteral("actionFlip"))->setChecked(false);
        w->solverControls()->modeCombo()->setCurrentIndex(0);
    }

    void dragMovesAndDragOffRemoves() {
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
        QVERIFY(!w->palette()->tool().has_value());
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("a1"));
        QTest::mouseMove(viewport(), at("a3"));
        QTest::mouseMove(viewport(), at("a5"));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, at("a5"));
        QCOMPARE(pieceOn("a1"), NoPiece);
        QCOMPARE(pieceOn("a5"), WRook);
        // Dropping on the square it came from changes nothing.
        const std::string before = fenOf(*w);
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("a5"));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, at("a5"));
        QCOMPARE(fenOf(*w), before);
        // Off the board: removed.
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("a5"));
        QTest::mouseMove(viewport(), QPoint(-40, -40));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(-40, -40));
        QCOMPARE(pieceOn("a5"), NoPiece);
        QCOMPARE(pieceOn("e1"), WKing);
    }

    void dragFromPaletteDropsOnBoard() {
        emptyBoard();
        // What the palette's QDrag carries, delivered the way a window system delivers a drop.
        std::unique_ptr<QMimeData> mime(PieceArt::mimeData(BBishop));
        const QPoint p = at("c3");
        QDragEnterEvent enter(p, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDragMoveEvent move(p, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport(), &move);
        QVERIFY(move.isAccepted());
        QDropEvent drop(QPointF(p), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport(), &drop);
        QCOMPARE(pieceOn("c3"), BBishop);
        // The eraser dragged onto a piece removes it.
        std::unique_ptr<QMimeData> eraser(PieceArt::mimeData(NoPiece));
        QCOMPARE(PieceArt::pieceFromMime(eraser.get()), std::optional<Piece>(NoPiece));
        w->boardScene()->dropPiece(NoPiece, w->boardScene()->squareCenter(sq("c3")));
        QCOMPARE(pieceOn("c3"), NoPiece);
        // Foreign drag data is refused.
        QMimeData text;
        text.setText(QStringLiteral("Q"));
        QVERIFY(!PieceArt::pieceFromMime(&text).has_value());
    }

    void eraserAndRightClickRemove() {
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1")));
        click("d5", Qt::RightButton);
        QCOMPARE(pieceOn("d5"), NoPiece);
        w->palette()->button(NoPiece)->click();
        QCOMPARE(w->palette()->tool(), std::optional<Piece>(NoPiece));
        click("c3");
        QCOMPARE(pieceOn("c3"), NoPiece);
        click("c4"); // an empty square: nothing to undo
        QCOMPARE(w->document()->undoStack()->count(), 3);
        // Escape drops the tool (Stop is disabled while idle and does not take the key).
        QVERIFY(!w->action(QStringLiteral("actionStop"))->isEnabled());
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QTest::keyClick(w->boardView(), Qt::Key_Escape);
        QVERIFY(!w->palette()->tool().has_value());
    }

    void fenLineFollowsEditsAndAcceptsTypedFen() {
        emptyBoard();
        w->palette()->button(WKing)->click();
        click("e1");
        QCOMPARE(w->positionEditor()->fenLine()->text(), QString::fromStdString(fenOf(*w)));
        QVERIFY(w->positionEditor()->fenLine()->text().startsWith(QStringLiteral("8/8/8/8/8/8/8/4K3 w")));

        // Typing a FEN and pressing Return sets the board up.
        QLineEdit* line = w->positionEditor()->fenLine();
        line->setFocus();
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("k7/8/1K6/8/8/8/8/7Q w - - 0 1"));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(pieceOn("a8"), BKing);
        QCOMPARE(pieceOn("h1"), WQueen);
        QCOMPARE(fenOf(*w), std::string("k7/8/1K6/8/8/8/8/7Q w - - 0 1"));

        // A bad FEN is refused with the reason; the position stays.
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("k7/8/1K6/8/8/8/8/7Q w XYZ - 0 1"));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(fenOf(*w), std::string("k7/8/1K6/8/8/8/8/7Q w - - 0 1"));
        QVERIFY(w->positionEditor()->fenErrorLabel()->isVisible());
        QVERIFY2(w->positionEditor()->fenErrorLabel()->text().contains(QStringLiteral("castling")),
                 qPrintable(w->positionEditor()->fenErrorLabel()->text()));

        // Only the board part: White to move is assumed.
        QVERIFY(w->setFen(QStringLiteral("8/8/8/8/8/2k5/8/K7")));
        QCOMPARE(fenOf(*w), std::string("8/8/8/8/8/2k5/8/K7 w - - 0 1"));
    }

    void copyAndPasteFen() {
        QVERIFY(w->setFen(QStringLiteral("7k/8/8/8/8/8/8/K6R w - - 0 1")));
        w->action(QStringLiteral("actionCopyFen"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("7k/8/8/8/8/8/8/K6R w - - 0 1"));
        QApplication::clipboard()->setText(QStringLiteral("  r3k3/8/8/8/8/8/8/4K3 b q - 0 1\nsecond line"));
        w->action(QStringLiteral("actionPasteFen"))->trigger();
        QCOMPARE(fenOf(*w), std::string("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"));
        QApplication::clipboard()->setText(QStringLiteral("not a position"));
        w->action(QStringLiteral("actionPasteFen"))->trigger();
        QCOMPARE(fenOf(*w), std::string("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"));
        QVERIFY(w->positionEditor()->fenErrorLabel()->isVisible());
    }

    void undoRedoEveryEdit() {
        std::vector<std::string> fens{fenOf(*w)};
        w->positionEditor()->initialButton()->click();
        fens.push_back(fenOf(*w));
        w->palette()->button(WQueen)->click();
        click("d4");
        fens.push_back(fenOf(*w));
        w->palette()->setTool(std::nullopt);
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("g1"));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, at("f3"));
        fens.push_back(fenOf(*w));
        click("a7", Qt::RightButton);
        fens.push_back(fenOf(*w));
        w->positionEditor()->blackToMove()->click();
        fens.push_back(fenOf(*w));
        w->positionEditor()->castlingBox(BlackQueenside)->click();
        fens.push_back(fenOf(*w));
        QVERIFY(w->setFen(QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 1")));
        fens.push_back(fenOf(*w));
        for (std::size_t i = 1; i < fens.size(); ++i) QVERIFY2(fens[i] != fens[i - 1], fens[i].c_str());

        QAction* undo = w->action(QStringLiteral("actionUndo"));
        QAction* redo = w->action(QStringLiteral("actionRedo"));
        for (std::size_t i = fens.size() - 1; i > 0; --i) {
            QVERIFY(undo->isEnabled());
            undo->trigger();
            QCOMPARE(fenOf(*w), fens[i - 1]);
            QCOMPARE(w->positionEditor()->fenLine()->text(), QString::fromStdString(fens[i - 1]));
        }
        QVERIFY(!undo->isEnabled());
        QVERIFY(!w->document()->isModified());
        for (std::size_t i = 1; i < fens.size(); ++i) {
            QVERIFY(redo->isEnabled());
            redo->trigger();
            QCOMPARE(fenOf(*w), fens[i]);
        }
        QVERIFY(!redo->isEnabled());
        QVERIFY(w->document()->isModified());
    }

    void sideToMoveAndCastlingEdits() {
        w->positionEditor()->initialButton()->click();
        QCOMPARE(fenOf(*w), std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QVERIFY(w->positionEditor()->castlingBox(WhiteKingside)->isChecked());
        w->positionEditor()->blackToMove()->click();
        QCOMPARE(w->document()->position().sideToMove(), Black);
        w->positionEditor()->castlingBox(WhiteKingside)->click();
        QCOMPARE(w->document()->position().castlingRights(), int(WhiteQueenside | BlackKingside | BlackQueenside));
        QCOMPARE(fenOf(*w), std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Qkq - 0 1"));
        // Moving a king off its square drops that side's rights; a rook drops its own.
        w->palette()->setTool(std::nullopt);
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("h8"));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, at("h5"));
        QCOMPARE(w->document()->position().castlingRights(), int(WhiteQueenside | BlackQueenside));
        QVERIFY(!w->positionEditor()->castlingBox(BlackKingside)->isChecked());
        QTest::mousePress(viewport(), Qt::LeftButton, Qt::NoModifier, at("e1"));
        QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::NoModifier, at("e3"));
        QCOMPARE(w->document()->position().castlingRights(), int(BlackQueenside));
        // Undo brings the rights back with the pieces.
        w->action(QStringLiteral("actionUndo"))->trigger();
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(w->document()->position().castlingRights(), int(WhiteQueenside | BlackKingside | BlackQueenside));
        QVERIFY(w->positionEditor()->castlingBox(BlackKingside)->isChecked());
        w->positionEditor()->whiteToMove()->click();
        QCOMPARE(w->document()->position().sideToMove(), White);
    }

    void enPassantSquare() {
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1")));
        QComboBox* ep = w->positionEditor()->epCombo();
        const int d6 = ep->findText(QStringLiteral("d6"));
        QVERIFY(d6 > 0);
        ep->setCurrentIndex(d6);
        emit ep->activated(d6);
        QCOMPARE(w->document()->position().epSquare(), sq("d6"));
        QCOMPARE(fenOf(*w), std::string("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
        QVERIFY(w->document()->positionError().isEmpty());
        // An e.p. square with no pawn that could have made the double step: illegal.
        const int a6 = ep->findText(QStringLiteral("a6"));
        ep->setCurrentIndex(a6);
        emit ep->activated(a6);
        QVERIFY(!w->document()->positionError().isEmpty());
        QVERIFY(w->positionEditor()->legalityLabel()->text().startsWith(QStringLiteral("Illegal position")));
        QVERIFY(!w->action(QStringLiteral("actionSolve"))->isEnabled());
        // Removing the pawn that made d6 possible also drops a d6 square.
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(w->document()->position().epSquare(), sq("d6"));
        click("d5", Qt::RightButton);
        QCOMPARE(w->document()->position().epSquare(), NoSquare);
    }

    void illegalPositionIsShownAndNotSolved() {
        emptyBoard();
        QLabel* legality = w->positionEditor()->legalityLabel();
        QVERIFY2(legality->text().startsWith(QStringLiteral("Illegal position")), qPrintable(legality->text()));
        QVERIFY(!w->solverControls()->solveButton()->isEnabled());
        QVERIFY(!w->action(QStringLiteral("actionSolve"))->isEnabled());
        QVERIFY(!w->solve());
        QVERIFY(!w->isSolving());
        QVERIFY(w->solutionsPane()->verdictLabel()->text().contains(QStringLiteral("Illegal position")));
        // The reason names what is wrong: the engine's message is shown.
        const QString reason = w->document()->positionError();
        QVERIFY(!reason.isEmpty());
        QVERIFY(legality->text().contains(reason));

        // Kings on the board, but a white pawn on the first rank.
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/8/8/8/8/P3K3 w - - 0 1")));
        QVERIFY(legality->text().startsWith(QStringLiteral("Illegal position")));
        QVERIFY(legality->text().contains(QStringLiteral("pawn"), Qt::CaseInsensitive));
        // The side not to move in check.
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/8/8/8/8/4KR2 b - - 0 1")));
        QVERIFY(legality->text().startsWith(QStringLiteral("Legal")));
        QVERIFY(w->setFen(QStringLiteral("4k3/8/8/8/8/8/8/4K2r b - - 0 1")));
        QVERIFY(legality->text().startsWith(QStringLiteral("Illegal position")));
        // Fixing it makes it solvable again.
        click("h1", Qt::RightButton);
        QVERIFY(legality->text().startsWith(QStringLiteral("Legal")));
        QVERIFY(w->solverControls()->solveButton()->isEnabled());
    }
};

QTEST_MAIN(TestUiBoard)
#include "test_ui_board.moc"

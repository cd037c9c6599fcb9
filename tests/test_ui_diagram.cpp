// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_diagram.cpp  Problem diagrams: content of a block, pixels of the rendered board
/// (PNG directly, PDF through pdftoppm), header text in the SVG, collections on PDF pages,
/// gms-cli diagram end to end, and the main window's Export Diagram and Print. Runs offscreen.
///
/// Test problems (tests/data/README.md): J. E. Funk, Good Companions 1921, #2,
/// 4nBn1/2r2P1K/5kBp/8/8/1Q3N2/8/b7 w (6+6), key 1.Qb3-d5! (the verified key of
/// problems/gms-collection.epd); S. Loyd 1859, #3 (5+4); an h#2 from the shared helpmate set.
/// What a square must look like follows from that FEN: a8 light and empty, b8 dark and empty,
/// b3 light with the white queen, a1 dark with the black bishop, f8 dark with the white bishop.

#include "DiagramBlock.h"
#include "DiagramExport.h"
#include "DiagramRenderer.h"
#include "DiagramWriter.h"
#include "MainWindow.h"
#include "ProblemDocument.h"
#include "problem_file.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QPrinter>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gms;
using namespace gms::diagram;

namespace {

const QString DataDir = QStringLiteral(GMS_TEST_DATA_DIR);
const QString Cli = QStringLiteral(GMS_CLI_PATH);

Square sq(const char* name) { return makeSquare(name[0] - 'a', name[1] - '1'); }

Problem readProblem(const QString& file, int index) {
    ProblemCollection c;
    std::string error;
    if (!readProblemFile(file.toStdString(), c, error)) qFatal("cannot read %s", qPrintable(file));
    for (const auto& e : c.entries)
        if (e.index == index) return e.problem;
    qFatal("no problem %d in %s", index, qPrintable(file));
}

DiagramBlock funkBlock() {
    DiagramBlock b;
    std::string error;
    if (!blockFromProblem(readProblem(DataDir + "/diagram.epd", 1), b, error)) qFatal("%s", error.c_str());
    return b;
}

int grey(QRgb c) { return qGray(c); }

/// Share of the pixels of the central half of a square that satisfy `pred`.
template <class Pred>
double share(const QImage& img, const QRectF& squarePx, Pred pred) {
    const QRectF inner(squarePx.center() - QPointF(squarePx.width() / 4, squarePx.height() / 4), squarePx.size() / 2);
    int n = 0, hit = 0;
    for (int y = int(inner.top()); y < int(inner.bottom()); ++y)
        for (int x = int(inner.left()); x < int(inner.right()); ++x) {
            ++n;
            if (pred(img.pixel(x, y))) ++hit;
        }
    return n ? double(hit) / n : 0.0;
}

/// Checks the board of `L` drawn in `img` with its block's top-left corner at
/// `originPt` (points) and `scale` pixels per point.
void checkBoardPixels(const QImage& img, const BlockLayout& L, QPointF originPt, double scale) {
    const DiagramStyle style;
    auto px = [&](const QRectF& r) { return QRectF((originPt + r.topLeft()) * scale, r.size() * scale); };
    // White at the bottom: a8 top-left, h1 bottom-right (computed here, not by the renderer).
    QCOMPARE(L.board.width(), 8 * style.square);
    QCOMPARE(L.frame, L.board.adjusted(-style.frame, -style.frame, style.frame, style.frame));
    auto squareRect = [&](Square s) {
        return QRectF(L.board.left() + fileOf(s) * style.square, L.board.top() + (7 - rankOf(s)) * style.square,
                      style.square, style.square);
    };
    QCOMPARE(L.squareRect(sq("a8")), squareRect(sq("a8")));
    auto centre = [&](Square s) { return img.pixel(px(squareRect(s)).center().toPoint()); };
    auto white = [](QRgb c) { return grey(c) > 235; };
    auto black = [](QRgb c) { return grey(c) < 60; };

    // Empty squares: their own colour all over.
    QVERIFY2(grey(centre(sq("a8"))) > 245, "a8 (light, empty) is white");
    QVERIFY2(qAbs(grey(centre(sq("b8"))) - qGray(style.dark.rgb())) < 8, "b8 (dark, empty) is the dark grey");
    QCOMPARE(share(img, px(squareRect(sq("b8"))), white), 0.0);
    QCOMPARE(share(img, px(squareRect(sq("a8"))), black), 0.0);
    // b3: light square with the white queen: white body with a black outline.
    QVERIFY(share(img, px(squareRect(sq("b3"))), white) > 0.3);
    QVERIFY(share(img, px(squareRect(sq("b3"))), black) > 0.05);
    // f8: dark square with the white bishop: white pixels where an empty dark square has none.
    QVERIFY(share(img, px(squareRect(sq("f8"))), white) > 0.2);
    // a1: dark square with the black bishop: mostly black in its centre.
    QVERIFY(share(img, px(squareRect(sq("a1"))), black) > 0.3);

    // The thick border: black in the middle of each side, white just outside it.
    const QRectF frame = px(L.frame);
    const double mid = style.frame * scale / 2;
    for (QPointF p :
         {QPointF(frame.left() + mid, frame.center().y()), QPointF(frame.right() - mid, frame.center().y()),
          QPointF(frame.center().x(), frame.top() + mid), QPointF(frame.center().x(), frame.bottom() - mid)})
        QVERIFY2(black(img.pixel(p.toPoint())), qPrintable(QStringLiteral("border at %1,%2").arg(p.x()).arg(p.y())));
    QVERIFY(white(img.pixel(QPointF(frame.left() - 3, frame.center().y()).toPoint())));
    // No coordinates beside the board: the strip left of the frame is blank.
    for (int y = int(frame.top()); y < int(frame.bottom()); ++y)
        for (int x = 0; x < int(frame.left()) - 1; ++x)
            if (!white(img.pixel(x, y)))
                QFAIL(qPrintable(QStringLiteral("ink left of the board at %1,%2").arg(x).arg(y)));
}

/// pdftoppm (poppler-utils, see scripts/deps.sh) renders page `page` of a PDF at `dpi`.
QImage rasterisePdf(const QString& pdf, int dpi, int page = 1) {
    const QString exe = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (exe.isEmpty()) qFatal("pdftoppm not found: install poppler-utils (scripts/deps.sh)");
    const QString prefix = pdf + QStringLiteral("-page");
    QProcess p;
    p.start(exe, {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QString::number(page),
                  QStringLiteral("-l"), QString::number(page), QStringLiteral("-png"), QStringLiteral("-singlefile"),
                  pdf, prefix});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        qFatal("pdftoppm failed: %s", p.readAllStandardError().constData());
    return QImage(prefix + QStringLiteral(".png")).convertToFormat(QImage::Format_RGB32);
}

int pdfPages(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(30000);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    for (const QString& line : out.split(u'\n'))
        if (line.startsWith(QLatin1String("Pages:"))) return line.mid(6).trimmed().toInt();
    return -1;
}

struct CliResult {
    int exitCode = -1;
    QString err;
};

CliResult runCli(const QStringList& args) {
    QProcess p;
    p.start(Cli, args);
    if (!p.waitForFinished(120000)) return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

QString readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

class TestUiDiagram : public QObject {
    Q_OBJECT
    QTemporaryDir tmp;

    QString out(const QString& name) const { return tmp.filePath(name); }

private slots:
    void initTestCase() {
        QVERIFY(tmp.isValid());
        // The main window keeps recent files and layout in QSettings: not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GMS-test"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ui_diagram"));
        QSettings().clear();
    }

    void blockContent() {
        const DiagramBlock b = funkBlock();
        QCOMPARE(b.author, QStringLiteral("Jacob E. Funk"));
        QCOMPARE(b.source, QStringLiteral("Good Companions, August, 1921"));
        QCOMPARE(b.title, QStringLiteral("Funk 1921"));
        QCOMPARE(b.stipulation, QStringLiteral("#2"));
        QCOMPARE(b.pieceCountText(), QStringLiteral("(6+6)"));
        QCOMPARE(b.board[sq("b3")], WQueen);
        QCOMPARE(b.board[sq("a1")], BBishop);
        QVERIFY(b.note.isEmpty());
        QVERIFY(b.solution.isEmpty());

        DiagramBlock loyd;
        std::string error;
        QVERIFY(blockFromProblem(readProblem(DataDir + "/diagram.epd", 2), loyd, error));
        QCOMPARE(loyd.source, QStringLiteral("1859")); // a year without a source
        QCOMPARE(loyd.pieceCountText(), QStringLiteral("(5+4)"));
    }

    void sourceLineAndNotes() {
        ProblemMetadata m;
        m.source = "London Era";
        m.year = "1861";
        QCOMPARE(sourceLine(m), QStringLiteral("London Era, 1861"));
        m.source = "London Era,"; // as read from Popeye's "Origin London Era, 1861"
        QCOMPARE(sourceLine(m), QStringLiteral("London Era, 1861"));
        m.source = "London Era";
        m.source = "Die Schwalbe 1928";
        m.year = "1928";
        QCOMPARE(sourceLine(m), QStringLiteral("Die Schwalbe 1928"));
        m.year.clear();
        QCOMPARE(sourceLine(m), QStringLiteral("Die Schwalbe 1928"));

        // #2 with Black to move is said under the diagram; an h#2 with Black to move is the usual case.
        Problem p = readProblem(DataDir + "/diagram.epd", 1);
        p.fen = "4nBn1/2r2P1K/5kBp/8/8/1Q3N2/8/b7 b - - 0 1";
        DiagramBlock b;
        std::string error;
        QVERIFY(blockFromProblem(p, b, error));
        QCOMPARE(b.note, QStringLiteral("Black to play"));
        QVERIFY(blockFromProblem(readProblem(DataDir + "/diagram-helpmate.inp", 1), b, error));
        QCOMPARE(b.stipulation, QStringLiteral("h#2"));
        QCOMPARE(b.pieceCountText(), QStringLiteral("(3+3)"));
        QVERIFY(b.note.isEmpty());

        p.fen = "4nBn1/2r2P1K/5kBp/8/8/1Q3N2/8/b8 w - - 0 1";
        QVERIFY(!blockFromProblem(p, b, error));
        QVERIFY2(QString::fromStdString(error).contains("column"), error.c_str());
    }

    void pngPixels() {
        const DiagramBlock b = funkBlock();
        const DiagramRenderer r;
        const BlockLayout L = r.layout(b);
        const QImage img = renderDiagramImage(b, 144).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(img.width(), qCeil((L.size.width() + 2 * DiagramMargin) * 2));
        checkBoardPixels(img, L, QPointF(DiagramMargin, DiagramMargin), 2.0);
        // The header is above the board, the stipulation line below it: ink in both bands.
        auto inkRows = [&](double topPt, double bottomPt) {
            int rows = 0;
            for (int y = int((DiagramMargin + topPt) * 2); y < int((DiagramMargin + bottomPt) * 2); ++y)
                for (int x = 0; x < img.width(); ++x)
                    if (grey(img.pixel(x, y)) < 100) {
                        ++rows;
                        break;
                    }
            return rows;
        };
        QVERIFY(inkRows(0, L.frame.top()) > 20);
        QVERIFY(inkRows(L.frame.bottom(), L.diagramHeight) > 8);
    }

    void svgHeaderText() {
        DiagramBlock b = funkBlock();
        QString error;
        QVERIFY2(writeDiagram(out("funk.svg"), b, error), qPrintable(error));
        const QString svg = readText(out("funk.svg"));
        for (const char* text : {">Jacob E. Funk<", ">Good Companions, August, 1921<", ">#2<", ">(6+6)<"})
            QVERIFY2(svg.contains(QLatin1String(text)), text);
        QSvgRenderer renderer(out("funk.svg"));
        QVERIFY(renderer.isValid());
        // 24 pt squares: the board with its border is 197 pt wide, in a 12 pt margin.
        QVERIFY(renderer.viewBoxF().width() >= 8 * 24 + 2 * 2.5 + 2 * DiagramMargin);
    }

    void pdfPixels() {
        const DiagramBlock b = funkBlock();
        QString error;
        QVERIFY2(writeDiagram(out("funk.pdf"), b, error), qPrintable(error));
        QCOMPARE(pdfPages(out("funk.pdf")), 1);
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {out("funk.pdf"), QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString words = QString::fromUtf8(text.readAllStandardOutput());
        for (const char* t : {"Jacob E. Funk", "Good Companions, August, 1921", "#2", "(6+6)"})
            QVERIFY2(words.contains(QLatin1String(t)), qPrintable(words));
        const QImage img = rasterisePdf(out("funk.pdf"), 144);
        const BlockLayout L = DiagramRenderer().layout(b);
        QCOMPARE(img.width(), qRound((L.size.width() + 2 * DiagramMargin) * 2));
        checkBoardPixels(img, L, QPointF(DiagramMargin, DiagramMargin), 2.0);
    }

    void collectionPages() {
        // Blocks without solutions: as many whole diagrams per A4 page as fit.
        std::vector<DiagramBlock> blocks(5, funkBlock());
        QString error;
        QVERIFY2(writeDiagramBook(out("book.pdf"), blocks, error), qPrintable(error));
        const BlockLayout L = DiagramRenderer().layout(blocks[0]);
        const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Point);
        const double pageHeight = a4.height() - 2 * 50; // inside 50 pt margins
        const int perPage = int((pageHeight + BlockSpacing) / (L.diagramHeight + BlockSpacing));
        QVERIFY(perPage >= 2);
        QCOMPARE(pdfPages(out("book.pdf")), (5 + perPage - 1) / perPage);
        // The second diagram of page 1, pixel by pixel.
        const QImage img = rasterisePdf(out("book.pdf"), 144, 1);
        const double x = 50 + (a4.width() - 2 * 50 - L.size.width()) / 2;
        checkBoardPixels(img, L, QPointF(x, 50 + L.diagramHeight + BlockSpacing), 2.0);

        // A long solution continues on the next page, line by line.
        DiagramBlock withSolution = funkBlock();
        for (int i = 0; i < 150; ++i) withSolution.solution << QStringLiteral("line %1").arg(i);
        QVERIFY(writeDiagramBook(out("long.pdf"), {withSolution}, error));
        const BlockLayout LS = DiagramRenderer().layout(withSolution);
        const int onFirst = int((pageHeight - LS.solutionTop) / LS.lineHeight);
        const int perFullPage = int(pageHeight / LS.lineHeight);
        QVERIFY(onFirst > 0 && onFirst < 150);
        QCOMPARE(pdfPages(out("long.pdf")), 1 + (150 - onFirst + perFullPage - 1) / perFullPage);
    }

    void cliEndToEnd() {
        const QString epd = DataDir + "/diagram.epd";
        CliResult r = runCli({"diagram", epd, "--problem", "1", "-o", out("cli.png")});
        QCOMPARE(r.exitCode, 0);
        const QImage png = QImage(out("cli.png")).convertToFormat(QImage::Format_RGB32);
        const DiagramBlock b = funkBlock();
        const BlockLayout L = DiagramRenderer().layout(b);
        checkBoardPixels(png, L, QPointF(DiagramMargin, DiagramMargin), 2.0);

        r = runCli({"diagram", epd, "--problem", "1", "--solution", "-o", out("cli.svg")});
        QCOMPARE(r.exitCode, 0);
        const QString svg = readText(out("cli.svg"));
        QVERIFY(svg.contains(QLatin1String(">(6+6)<")));
        QVERIFY2(svg.contains(QLatin1String("1.Qb3-d5 !")), "the key under the diagram");

        // A whole file to one PDF, one block per problem.
        r = runCli({"diagram", epd, "-o", out("cli.pdf")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(pdfPages(out("cli.pdf")), 1); // two diagrams fit on a page
        r = runCli({"diagram", epd, "--dpi", "72", "--problem", "2", "-o", out("cli2.pdf")});
        QCOMPARE(r.exitCode, 0);

        // A helpmate: diagram without solution, the reason on stderr.
        r = runCli({"diagram", DataDir + "/diagram-helpmate.inp", "--solution", "-o", out("hm.svg")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("h#2 cannot be solved yet")), qPrintable(r.err));
        QVERIFY(readText(out("hm.svg")).contains(QLatin1String(">(3+3)<")));
    }

    void cliBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString epd = DataDir + "/diagram.epd";
        const QString bad = DataDir + "/diagram-bad.epd";
        const QString o = QDir::tempPath() + "/gms-never-written";
        QTest::newRow("unknown extension") << QStringList{"diagram", epd, "--problem", "1", "-o", o + ".gif"}
                                           << "unknown diagram format: the name must end in .svg, .png or .pdf";
        QTest::newRow("missing -o") << QStringList{"diagram", epd, "--problem", "1"} << "diagram needs -o";
        QTest::newRow("-o without value") << QStringList{"diagram", epd, "-o"} << "option -o needs a value";
        QTest::newRow("no such problem") << QStringList{"diagram", epd, "--problem", "3", "-o", o + ".png"}
                                         << "has 2 problems; --problem 3 does not exist";
        QTest::newRow("--problem not a number") << QStringList{"diagram", epd, "--problem", "x", "-o", o + ".png"}
                                                << "option --problem expects a whole number, got 'x'";
        QTest::newRow("several problems in a PNG")
            << QStringList{"diagram", epd, "-o", o + ".png"} << "has 2 problems: give --problem K";
        QTest::newRow("unreadable problem")
            << QStringList{"diagram", bad, "--problem", "2", "-o", o + ".png"} << "diagram-bad.epd:3:";
        QTest::newRow("missing file") << QStringList{"diagram", DataDir + "/none.epd", "-o", o + ".png"} << "none.epd";
        QTest::newRow("no file") << QStringList{"diagram", "-o", o + ".png"} << "usage: gms-cli diagram FILE";
    }

    void cliBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(QDir::tempPath() + "/gms-never-written.png"));
    }

    void cliCollectionWithUnreadableProblem() {
        // Every readable problem is drawn; the bad one is named and the status says so.
        const CliResult r = runCli({"diagram", DataDir + "/diagram-bad.epd", "-o", out("bad.pdf")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("diagram-bad.epd:3:")), qPrintable(r.err));
        QCOMPARE(pdfPages(out("bad.pdf")), 1);
    }

    void windowExportAndPrint() {
        ui::MainWindow w;
        w.saveChangesPrompt = [](const QString&) { return QMessageBox::Discard; };
        QStringList reports;
        w.report = [&](QMessageBox::Icon, const QString&, const QString& text, const QString&) { reports << text; };
        QVERIFY(w.openFile(DataDir + "/diagram.epd"));
        for (const char* name : {"actionExportDiagram", "actionPrint", "actionPrintPreview"})
            QVERIFY2(w.action(QLatin1String(name)), name);

        // File > Export Diagram through the save-file hook; no solution shown yet.
        w.saveFileName = [&](const QString&, const QString&) { return out("window.svg"); };
        w.askDiagramOptions = [](bool, bool, ui::DiagramOptions&) { return true; };
        w.action(QStringLiteral("actionExportDiagram"))->trigger();
        QVERIFY2(reports.isEmpty(), qPrintable(reports.join('\n')));
        QString svg = readText(out("window.svg"));
        QVERIFY(svg.contains(QLatin1String(">Jacob E. Funk<")));
        QVERIFY(!svg.contains(QLatin1String("Qb3-d5")));

        // After a solve the solution is printed under the diagram.
        QSignalSpy finished(&w, &ui::MainWindow::solveFinished);
        QVERIFY(w.solve());
        QVERIFY(finished.wait(60000));
        QVERIFY(w.hasSolution());
        QVERIFY(ui::exportDiagram(w, out("solved.svg")));
        svg = readText(out("solved.svg"));
        QVERIFY2(svg.contains(QLatin1String("1.Qb3-d5 !")), "key under the diagram");
        QVERIFY(!svg.contains(QLatin1String("PLY"))); // no statistics table in a diagram

        // An unknown extension is reported, nothing written.
        QVERIFY(!ui::exportDiagram(w, out("window.bmp")));
        QCOMPARE(reports.size(), 1);
        QVERIFY(reports.first().contains(QLatin1String("unknown diagram format")));

        // Print (what the preview shows too) to a PDF printer: the board where the page layout puts it.
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out("printed.pdf"));
        printer.setPageSize(QPageSize(QPageSize::A4));
        printer.setPageMargins(QMarginsF(40, 40, 40, 40), QPageLayout::Point);
        QString error;
        QVERIFY2(ui::printDiagram(w, printer, error), qPrintable(error));
        diagram::DiagramBlock block;
        QVERIFY(ui::currentDiagramBlock(w, block, error));
        const BlockLayout L = DiagramRenderer().layout(block);
        const QImage img = rasterisePdf(out("printed.pdf"), 144);
        const double x = 40 + (QPageSize(QPageSize::A4).size(QPageSize::Point).width() - 2 * 40 - L.size.width()) / 2;
        checkBoardPixels(img, L, QPointF(x, 40), 2.0);
    }
};

QTEST_MAIN(TestUiDiagram)
#include "test_ui_diagram.moc"

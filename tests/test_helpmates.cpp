// SPDX-License-Identifier: GPL-3.0-or-later
// Help play (h#N, h#N.5, ser-h#N) against Popeye 4.104.
//
// - data/helpmates.tsv and data/helpmates_short.tsv (242 problems h#2, h#2.5, h#3): the set
//   of full-length lines and of short lines must equal Popeye's, with the move-table and
//   repetition options off and on (they must change nothing in help play), and the prover
//   kernel instantiated with HelpmateGoal must find a solution exactly where Popeye did.
// - data/help/popeye_cases.tsv with Popeye's verbatim outputs data/help/ID.out (constructed
//   cases: shorts of several lengths, h#0.5, h#N.5, set play of h#N, h#N.5 and ser-h#, a
//   check on the last series move, no check before it, e.p. and castling, e.p. after a pass,
//   set play asked while the diagram side is in check (Popeye prints no set block),
//   White starting (Popeye's HalfDuplex), MaxSolutions, a long repetitive ser-h#6 that Popeye
//   solves completely only without its hash table, -maxmem 0): GMS's text must hold the same set
//   play lines and solution lines as Popeye's output, short ones first.
// - the JSON form, the verdict, the statistics rows and cancellation.

#include "fen.h"
#include "help_solution_json.h"
#include "help_solution_text.h"
#include "help_solver.h"
#include "helpmate_goal.h"
#include "notation.h"
#include "prover.h"
#include "series_helpmate_goal.h"
#include "solution_json.h"
#include "solution_text.h"
#include "solver.h"

#include <QFile>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

#include <atomic>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace gms;

namespace {

/// One row of a tab-separated file, by column name.
using Row = std::map<QString, QString>;

/// Reads a TSV with a header line; QFAIL-style errors name the file and line.
std::vector<Row> readTsv(const QString& path, QString& error) {
    std::vector<Row> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = "cannot open " + path;
        return rows;
    }
    QTextStream in(&file);
    const QStringList header = in.readLine().split('\t');
    int lineNo = 1;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        ++lineNo;
        if (line.trimmed().isEmpty()) continue;
        const QStringList cells = line.split('\t');
        if (cells.size() != header.size()) {
            error =
                QString("%1:%2: %3 columns, expected %4").arg(path).arg(lineNo).arg(cells.size()).arg(header.size());
            return {};
        }
        Row row;
        for (int i = 0; i < header.size(); ++i) row[header[i]] = cells[i];
        rows.push_back(row);
    }
    return rows;
}

QSet<QString> linesField(const QString& field) {
    QSet<QString> out;
    if (field == "-" || field.isEmpty()) return out;
    for (const QString& s : field.split('|')) out.insert(s.trimmed());
    return out;
}

QString uciLine(const HelpLine& line) {
    QStringList moves;
    for (Move m : line.moves) moves << QString::fromStdString(toUci(m));
    return moves.join(' ');
}

Position positionOf(const QString& fen) {
    Position pos;
    FenError error;
    if (!parseFen(fen.toStdString(), pos, error)) qFatal("bad FEN %s", qPrintable(fen));
    return pos;
}

Stipulation stipulationOf(const QString& text) {
    Stipulation stip;
    std::string why;
    if (!parseStipulation(text.toStdString(), stip, why)) qFatal("bad stipulation %s", qPrintable(text));
    return stip;
}

std::vector<Row> sharedRows() {
    std::vector<Row> all;
    for (const char* name : {"helpmates.tsv", "helpmates_short.tsv"}) {
        QString error;
        std::vector<Row> rows = readTsv(QString(GMS_TEST_DATA_DIR "/") + name, error);
        if (!error.isEmpty()) qFatal("%s", qPrintable(error));
        all.insert(all.end(), rows.begin(), rows.end());
    }
    return all;
}

/// A help solution's lines: set play and play, each as Popeye text in output order.
struct Sections {
    QStringList setPlay;
    QStringList play;
};

/// Splits the body of a help-play output (after Popeye's header line and its blank line,
/// or GMS's text without statistics): with set play, the lines up to the first blank line
/// are the set play; every other non-blank line is a solution line.
Sections splitSections(const QStringList& body, bool withSetPlay) {
    Sections s;
    int i = 0;
    if (withSetPlay) {
        for (; i < body.size() && !body[i].trimmed().isEmpty(); ++i) s.setPlay << body[i].trimmed();
    }
    for (; i < body.size(); ++i)
        if (!body[i].trimmed().isEmpty()) s.play << body[i].trimmed();
    return s;
}

/// Popeye's output file: the header, a blank line, the lines, "solution finished" or "Partial solution".
Sections popeyeSections(const QString& path, bool withSetPlay) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) qFatal("cannot open %s", qPrintable(path));
    QStringList lines = QString::fromUtf8(file.readAll()).split('\n');
    QStringList body;
    for (int i = 2; i < lines.size(); ++i) { // line 0: "Popeye ...", line 1: blank
        if (lines[i].startsWith("solution finished") || lines[i].startsWith("Partial solution")) break;
        body << lines[i];
    }
    return splitSections(body, withSetPlay);
}

/// Number of moves of a Popeye line: the highest move number printed.
int moveCount(const QString& line) {
    int n = 0;
    for (const QString& token : line.split(' ', Qt::SkipEmptyParts)) {
        int dot = token.indexOf('.');
        if (dot > 0) n = std::max(n, token.left(dot).toInt());
    }
    return n;
}

bool shortFirst(const QStringList& lines) {
    for (int i = 1; i < lines.size(); ++i)
        if (moveCount(lines[i]) < moveCount(lines[i - 1])) return false;
    return true;
}

QSet<QString> toSet(const QStringList& l) { return QSet<QString>(l.begin(), l.end()); }

} // namespace

class TestHelpmates : public QObject {
    Q_OBJECT
private slots:
    void sharedSets_data();
    void sharedSets();
    void proverFindsSolutionsWherePopeyeDoes();
    void popeyeCases_data();
    void popeyeCases();
    void jsonForm();
    void statisticsRowPerLength();
    void cancelStops();
    void lengths();
    void cliSolvesHelpPlay();
};

void TestHelpmates::sharedSets_data() {
    QTest::addColumn<bool>("moveTables");
    QTest::addColumn<bool>("repetition");
    QTest::newRow("plain") << false << false;
    QTest::newRow("move tables") << true << false;
    QTest::newRow("repetition") << false << true;
    QTest::newRow("both") << true << true;
}

void TestHelpmates::sharedSets() {
    QFETCH(bool, moveTables);
    QFETCH(bool, repetition);
    SolverOptions options;
    options.useMoveTables = moveTables;
    options.useRepetition = repetition;
    int checked = 0;
    for (const Row& row : sharedRows()) {
        Solver solver(options);
        Solution sol = solver.solve(positionOf(row.at("fen")), stipulationOf(row.at("stipulation")));
        QVERIFY2(sol.complete && sol.error.empty(), qPrintable(row.at("id")));
        QSet<QString> full, shortLines;
        bool seenFull = false;
        for (const HelpLine& line : sol.lines) {
            (line.isShort ? shortLines : full).insert(uciLine(line));
            QVERIFY2(!(line.isShort && seenFull), qPrintable(row.at("id") + ": a short line after a full one"));
            seenFull = seenFull || !line.isShort;
        }
        const QSet<QString> expectedFull = linesField(row.at("solutions"));
        const QSet<QString> expectedShort =
            row.count("short_solutions") ? linesField(row.at("short_solutions")) : QSet<QString>{};
        QVERIFY2(full == expectedFull,
                 qPrintable(row.at("id") + QString(": %1 lines, Popeye %2").arg(full.size()).arg(expectedFull.size())));
        QVERIFY2(shortLines == expectedShort,
                 qPrintable(row.at("id") +
                            QString(": %1 short lines, Popeye %2").arg(shortLines.size()).arg(expectedShort.size())));
        QCOMPARE(int(full.size()), row.at("n_solutions").toInt());
        ++checked;
    }
    QCOMPARE(checked, 242);
}

void TestHelpmates::proverFindsSolutionsWherePopeyeDoes() {
    SolverOptions options;
    SearchContext ctx(options, {});
    Prover<HelpmateGoal> prover(ctx);
    int withSolution = 0;
    for (const Row& row : sharedRows()) {
        Position pos = positionOf(row.at("fen"));
        const Stipulation stip = stipulationOf(row.at("stipulation"));
        const bool popeye = row.at("n_solutions").toInt() > 0;
        QVERIFY2(prover.prove(pos, stip.plies()) == popeye, qPrintable(row.at("id")));
        QCOMPARE(toFen(pos), row.at("fen").toStdString()); // the prover leaves the position as it was
        withSolution += popeye;
    }
    QVERIFY(withSolution > 100);
    // The series goal with the same kernel: ser-h#2 of a constructed case (data/help/ser-h2-*.out).
    Position series = positionOf("7k/5bpp/8/8/K7/8/8/4R3 b - - 0 1");
    Prover<SeriesHelpmateGoal> seriesProver(ctx);
    QVERIFY(seriesProver.prove(series, 3)); // Popeye: 1.Bf7-a2 2.Ba2-b1 Re1-e8 #
    QVERIFY(seriesProver.prove(series, 2)); // Popeye: 1.Bf7-e8 + Re1*e8 #
    Position king = positionOf("7k/8/5K2/8/8/8/8/R7 b - - 0 1");
    QVERIFY(!seriesProver.prove(king, 2)); // Popeye: no ser-h#1
    QVERIFY(seriesProver.prove(king, 3));  // Popeye: 1.Kh8-h7 2.Kh7-h6 Ra1-h1 #
}

void TestHelpmates::popeyeCases_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("stipulation");
    QTest::addColumn<QString>("options");
    QString error;
    for (const Row& row : readTsv(GMS_TEST_DATA_DIR "/help/popeye_cases.tsv", error))
        QTest::newRow(qPrintable(row.at("id")))
            << row.at("id") << row.at("fen") << row.at("stipulation") << row.at("options");
    if (!error.isEmpty()) qFatal("%s", qPrintable(error));
}

void TestHelpmates::popeyeCases() {
    QFETCH(QString, id);
    QFETCH(QString, fen);
    QFETCH(QString, stipulation);
    QFETCH(QString, options);
    SolverOptions so;
    const QStringList words = options.split(' ', Qt::SkipEmptyParts);
    so.setPlay = words.contains("SetPlay");
    if (int at = int(words.indexOf("MaxSolutions")); at >= 0) so.maxSolutions = words[at + 1].toInt();
    const Position pos = positionOf(fen);
    Solution sol = Solver(so).solve(pos, stipulationOf(stipulation));
    QVERIFY(sol.complete);
    QCOMPARE(sol.hasSetPlay, so.setPlay && !pos.inCheck());

    TextOptions text;
    text.statistics = false;
    const Sections gms =
        splitSections(QString::fromStdString(formatSolutionText(pos, sol, text)).split(QChar(10)), sol.hasSetPlay);
    const Sections popeye = popeyeSections(QString(GMS_TEST_DATA_DIR "/help/") + id + ".out", sol.hasSetPlay);
    QVERIFY(shortFirst(gms.play));
    QVERIFY(shortFirst(gms.setPlay));
    QVERIFY(shortFirst(popeye.play)); // Popeye prints the short lines first too
    if (so.maxSolutions == 0) {
        QCOMPARE(toSet(gms.setPlay), toSet(popeye.setPlay));
        QCOMPARE(toSet(gms.play), toSet(popeye.play));
        QCOMPARE(gms.play.size(), popeye.play.size()); // no line twice
        QVERIFY(!sol.hitMaxSolutions);
    } else {
        // Popeye stops at its own first lines; GMS's must be as many, and solutions: the
        // same problem without MaxSolutions is a case of its own (same FEN and stipulation).
        QCOMPARE(gms.play.size(), popeye.play.size());
        QCOMPARE(gms.setPlay.size(), popeye.setPlay.size());
        QVERIFY(sol.hitMaxSolutions);
        QString error;
        bool found = false;
        for (const Row& row : readTsv(GMS_TEST_DATA_DIR "/help/popeye_cases.tsv", error)) {
            if (row.at("fen") != fen || row.at("stipulation") != stipulation ||
                row.at("options").contains("MaxSolutions"))
                continue;
            const Sections all = popeyeSections(QString(GMS_TEST_DATA_DIR "/help/") + row.at("id") + ".out",
                                                row.at("options").contains("SetPlay"));
            QVERIFY(toSet(all.play).contains(toSet(gms.play)));
            QVERIFY(toSet(all.setPlay).contains(toSet(gms.setPlay)));
            found = true;
        }
        QVERIFY2(found, "no case without MaxSolutions for this problem");
    }
    // The verdict counts what Popeye printed: full-length lines and short ones.
    if (so.maxSolutions == 0 && !so.setPlay) {
        int full = 0, shortLines = 0, longest = 0;
        for (const QString& l : popeye.play) longest = std::max(longest, moveCount(l));
        for (const QString& l : popeye.play) (moveCount(l) == longest ? full : shortLines)++;
        const Stipulation stip = stipulationOf(stipulation);
        const int n = stip.kind == Stipulation::Kind::HelpMate && stip.halfMove ? stip.moves + 1 : stip.moves;
        if (longest < n) shortLines += full, full = 0; // only short lines
        QString expected =
            popeye.play.isEmpty() ? "no solution" : QString("%1 solution%2").arg(full).arg(full == 1 ? "" : "s");
        if (shortLines) expected += QString(", %1 short").arg(shortLines);
        QCOMPARE(QString::fromStdString(verdictText(sol)), expected);
    }
}

void TestHelpmates::jsonForm() {
    SolverOptions so;
    so.setPlay = true;
    const Position pos = positionOf("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1");
    Solution sol = Solver(so).solve(pos, stipulationOf("h#2.5"));
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(solutionToJson(pos, sol)), &err);
    QCOMPARE(err.error, QJsonParseError::NoError);
    const QJsonObject o = doc.object();
    QCOMPARE(o["stipulation"].toString(), QString("h#2.5"));
    QCOMPARE(o["complete"].toBool(), true);
    const QJsonArray solutions = o["solutions"].toArray();
    const QJsonArray setPlay = o["set_play"].toArray();
    QCOMPARE(qsizetype(solutions.size()), qsizetype(sol.lines.size()));
    QCOMPARE(qsizetype(setPlay.size()), qsizetype(sol.setLines.size()));
    // Popeye (data/help/h2.5-set.out): 4 short lines h#1.5 and 11 set play lines, one of them short.
    int shortCount = 0;
    for (int i = 0; i < solutions.size(); ++i) {
        const QJsonObject s = solutions[i].toObject();
        QStringList uci;
        for (const QJsonValue& v : s["line"].toArray()) uci << v.toString();
        QCOMPARE(uci.join(' '), uciLine(sol.lines[std::size_t(i)]));
        QCOMPARE(s["text"].toString().toStdString(),
                 helpLineText(pos, sol.stipulation, sol.lines[std::size_t(i)], false));
        QCOMPARE(s.contains("short"), sol.lines[std::size_t(i)].isShort);
        shortCount += s["short"].toBool();
    }
    QCOMPARE(shortCount, 4);
    QCOMPARE(setPlay.size(), 11);
    QCOMPARE(setPlay[0].toObject()["text"].toString(), QString("1...  ...  2.f6-f5 Qh3-h4 #"));
    QCOMPARE(setPlay[0].toObject()["short"].toBool(), true);
    QCOMPARE(o["iterations"].toArray().size(), 3); // h#0.5, h#1.5, h#2.5
}

void TestHelpmates::statisticsRowPerLength() {
    Solution sol = Solver().solve(positionOf("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1"), stipulationOf("h#3"));
    QCOMPARE(int(sol.iterations.size()), 3);
    std::uint64_t gen = 0;
    for (std::size_t i = 0; i < sol.iterations.size(); ++i) {
        QCOMPARE(sol.iterations[i].ply, 2 * int(i + 1)); // 2, 4, 6 half moves
        QVERIFY(sol.iterations[i].gen > 0);
        gen += sol.iterations[i].gen;
    }
    QCOMPARE(sol.total.gen, gen);
    QCOMPARE(sol.total.ply, 6);
    const std::string text = formatSolutionText(positionOf("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1"), sol);
    QVERIFY(text.find("  PLY") != std::string::npos);
    QVERIFY(text.find("\ntotal") != std::string::npos);
}

void TestHelpmates::cancelStops() {
    std::atomic<bool> cancel{false};
    Solver solver;
    solver.setCancelFlag(&cancel);
    int reports = 0;
    solver.onProgress([&](const SolveProgress& p) {
        ++reports;
        if (p.gen > 0) cancel = true;
    });
    // h#5 of a position with many lines: far more than one poll interval of work.
    Solution sol = solver.solve(positionOf("8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1"), stipulationOf("h#5"));
    QVERIFY(!sol.complete);
    QCOMPARE(sol.error, std::string("stopped"));
    QCOMPARE(QString::fromStdString(verdictText(sol)), QString("stopped"));
    QVERIFY(reports >= 1);
    QVERIFY(sol.total.gen < 100000);
}

void TestHelpmates::lengths() {
    // Half-move lengths searched, shortest first, as Popeye prints short solutions (see the cases).
    QCOMPARE(HelpSolver::lengths(stipulationOf("h#3")), (std::vector<int>{2, 4, 6}));
    QCOMPARE(HelpSolver::lengths(stipulationOf("h#2.5")), (std::vector<int>{1, 3, 5}));
    QCOMPARE(HelpSolver::lengths(stipulationOf("h#0.5")), (std::vector<int>{1}));
    QCOMPARE(HelpSolver::lengths(stipulationOf("ser-h#3")), (std::vector<int>{2, 3, 4}));
    QCOMPARE(HelpSolver::setPlayLengths(stipulationOf("h#2")), (std::vector<int>{1, 3}));
    QCOMPARE(HelpSolver::setPlayLengths(stipulationOf("h#2.5")), (std::vector<int>{2, 4}));
    QCOMPARE(HelpSolver::setPlayLengths(stipulationOf("h#0.5")), (std::vector<int>{}));
    QCOMPARE(HelpSolver::setPlayLengths(stipulationOf("ser-h#3")), (std::vector<int>{1}));
}

void TestHelpmates::cliSolvesHelpPlay() {
    // gms-cli solve --stip ser-h#2 --set-play --json: the lines of data/help/ser-h3-set-repetition.out.
    QProcess cli;
    cli.start(GMS_CLI_PATH,
              {"solve", "--fen", "7k/6pp/8/8/K7/8/8/4R3 b - - 0 1", "--stip", "ser-h#3", "--set-play", "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(o["stipulation"].toString(), QString("ser-h#3"));
    const QJsonArray solutions = o["solutions"].toArray();
    QCOMPARE(solutions.size(), 1);
    QCOMPARE(solutions[0].toObject()["text"].toString(), QString("1.Kh8-g8   2.Kg8-h8 Re1-e8 #"));
    QCOMPARE(solutions[0].toObject()["short"].toBool(), true);
    QCOMPARE(o["set_play"].toArray().size(), 1);
    QCOMPARE(o["set_play"].toArray()[0].toObject()["text"].toString(), QString("1...Re1-e8 #"));
    // Text and verdict; --max-solutions counts short lines too, as Popeye's MaxSolutions.
    cli.start(GMS_CLI_PATH,
              {"solve", "--fen", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "--stip", "h#3", "--max-solutions", "3"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QString text = QString::fromUtf8(cli.readAllStandardOutput());
    QVERIFY(text.contains("  1.f6-f5 Qh3-h4 #\n"));
    QVERIFY(text.contains("verdict: 0 solutions, 3 short (MaxSolutions reached)"));
}

QTEST_GUILESS_MAIN(TestHelpmates)
#include "test_helpmates.moc"

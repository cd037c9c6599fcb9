// SPDX-License-Identifier: GPL-3.0-or-later
// Problem files: FEN lines, EPD records, Popeye input (engine/epd_format.h,
// engine/popeye_format.h, engine/problem_file.h) and `gms-cli convert`.
//
// - Reading Popeye inputs gives the positions that the published Popeye
//   solutions state (tests/data/formats/README.md: the tree_*.txt headers);
//   Popeye's conventions (castling whenever king and rook are at home unless
//   NoCastling, e.p. only with Option EnPassant, HalfDuplex = other side first,
//   S = knight, N = nightrider, unique keyword prefixes) each have a case.
// - Round trips: every data file read, written in each format, read again.
// - A table of broken inputs, each with the line, column and message it must give.
// - Collections with a bad problem in the middle still give the others.
// - Every file of the fuzzing seed corpora (tests/fuzz/corpus) goes through the
//   fuzzers' property checks (tests/fuzz/format_invariants.h): a short fuzz run
//   that needs no clang.

#include "epd_format.h"
#include "fen.h"
#include "movegen.h"
#include "popeye_format.h"
#include "problem.h"
#include "problem_file.h"
#include "solver.h"

#include "fuzz/format_invariants.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <vector>

using namespace gms;

namespace {

const QString kData = QStringLiteral(GMS_TEST_DATA_DIR "/formats");

QString q(const std::string& s) { return QString::fromStdString(s); }

std::string dataPath(const char* name) { return (kData + QLatin1Char('/') + QLatin1String(name)).toStdString(); }

ProblemCollection readData(const char* name) {
    ProblemCollection c;
    std::string error;
    if (!readProblemFile(dataPath(name), c, error)) qWarning("%s", error.c_str());
    return c;
}

/// All skipped problems as text, for failure messages.
QString skippedText(const ProblemCollection& c) {
    QStringList lines;
    for (const auto& s : c.skipped)
        lines << QStringLiteral("#%1 %2:%3 %4").arg(s.index).arg(s.line).arg(s.column).arg(q(s.message));
    return lines.join(QLatin1Char('\n'));
}

Problem onlyProblem(const ProblemCollection& c) {
    if (c.entries.size() != 1 || !c.skipped.empty()) {
        qWarning("expected one problem, got %d (skipped: %s)", int(c.entries.size()), qPrintable(skippedText(c)));
        return Problem{};
    }
    return c.entries[0].problem;
}

Problem popeye(const char* text) { return onlyProblem(parsePopeyeText(text)); }
Problem epd(const char* text) { return onlyProblem(parseEpdText(text)); }

std::string withoutCounters(const std::string& fen) {
    Position pos;
    FenError e;
    if (!parseFen(fen, pos, e)) return fen;
    pos.setMoveCounters(0, 1);
    pos.refresh();
    return toFen(pos);
}

} // namespace

class TestFormats : public QObject {
    Q_OBJECT

private slots:
    void stipulationText_data();
    void stipulationText();
    void stipulationErrors_data();
    void stipulationErrors();

    void fenLines();
    void epdOpcodes();
    void epdWriter();
    void everyFamilyRoundTrips_data();
    void everyFamilyRoundTrips();
    void matetrackSample();

    void popeyeGivesPublishedPositions_data();
    void popeyeGivesPublishedPositions();
    void popeyeOptionsFromRealFiles();
    void popeyeKeywordsAndPieces();
    void popeyeConventions_data();
    void popeyeConventions();
    void popeyeMetadata();
    void popeyeWriter();

    void roundTrips_data();
    void roundTrips();
    void brokenInputs_data();
    void brokenInputs();
    void badProblemInTheMiddle_data();
    void badProblemInTheMiddle();
    void textOutsideProblems();

    void formatsByNameAndContent();
    void lossyFormatsAreNamed();
    void atomicWrite();
    void readErrors();
    void cliConvert();

    void corpusShortFuzz();
    void halfmoveClockAbove16Bits();
};

// ---- stipulations -------------------------------------------------------------

void TestFormats::stipulationText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("printed");
    auto row = [](const char* name, const char* text, Stipulation::Kind k, int n, const char* printed) {
        QTest::newRow(name) << QString::fromLatin1(text) << int(k) << n << QString::fromLatin1(printed);
    };
    row("#3", "#3", Stipulation::Kind::DirectMate, 3, "#3");
    row("# 3", "# 3", Stipulation::Kind::DirectMate, 3, "#3");
    row("blanks", "  #12\t", Stipulation::Kind::DirectMate, 12, "#12");
    row("h#2", "h#2", Stipulation::Kind::HelpMate, 2, "h#2");
    row("H#2", "H#2", Stipulation::Kind::HelpMate, 2, "h#2");
    row("s#4", "s#4", Stipulation::Kind::SelfMate, 4, "s#4");
    row("S# 4", "S# 4", Stipulation::Kind::SelfMate, 4, "s#4");
    row("#1", "#1", Stipulation::Kind::DirectMate, 1, "#1");
    row("max", "#30", Stipulation::Kind::DirectMate, 30, "#30");
    row("not: empty", "", Stipulation::Kind::DirectMate, 0, "");
    row("not: #", "#", Stipulation::Kind::DirectMate, 0, "");
    row("not: #0", "#0", Stipulation::Kind::DirectMate, 0, "");
    row("not: #31", "#31", Stipulation::Kind::DirectMate, 0, "");
    row("not: #999", "#999", Stipulation::Kind::DirectMate, 0, "");
    row("r#2", "r#2", Stipulation::Kind::ReflexMate, 2, "r#2");
    row("h#2.5", "h#2.5", Stipulation::Kind::HelpMate, 2, "h#2.5");
    row("h#0.5", "H#0.5", Stipulation::Kind::HelpMate, 0, "h#0.5");
    row("ser-h#7", "SER-H#7", Stipulation::Kind::SeriesHelpMate, 7, "ser-h#7");
    row("not: ser-hs#2", "ser-hs#2", Stipulation::Kind::DirectMate, 0, "");
    row("not: s#2.5", "s#2.5", Stipulation::Kind::DirectMate, 0, "");
    row("not: h#0", "h#0", Stipulation::Kind::DirectMate, 0, "");
    row("not: ser-h#", "ser-h#", Stipulation::Kind::DirectMate, 0, "");
    row("not: s#31", "s#31", Stipulation::Kind::DirectMate, 0, "");
    row("not: ##2", "##2", Stipulation::Kind::DirectMate, 0, "");
    row("not: #2x", "#2x", Stipulation::Kind::DirectMate, 0, "");
    row("not: #-1", "#-1", Stipulation::Kind::DirectMate, 0, "");
    row("not: huge", "#99999999999999999999", Stipulation::Kind::DirectMate, 0, "");
}

void TestFormats::stipulationText() {
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(int, moves);
    QFETCH(QString, printed);
    auto s = Stipulation::parse(text.toStdString());
    if (printed.isEmpty()) {
        QVERIFY2(!s, qPrintable(QStringLiteral("'%1' must not be a stipulation").arg(text)));
        return;
    }
    QVERIFY(s.has_value());
    QCOMPARE(int(s->kind), kind);
    QCOMPARE(s->moves, moves);
    QCOMPARE(q(s->toString()), printed);
    QCOMPARE(Stipulation::parse(s->toString()), s);
}

void TestFormats::stipulationErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("#0") << "#0" << "stipulation '#0': the number of moves must be at least 1";
    QTest::newRow("#999") << "#999"
                          << QStringLiteral("stipulation '#999': at most %1 moves are supported").arg(Solver::MaxMoves);
    QTest::newRow("#31") << "#31" << "at most 30 moves are supported";
    QTest::newRow("ser-hs#2") << "ser-hs#2" << "stipulation 'ser-hs#2' (series help-self play, goal mate) is not yet supported";
    QTest::newRow("ser-h#") << "ser-h#" << "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3";
    QTest::newRow("s#2.5") << "s#2.5" << "stipulation 's#2.5': only help play takes half moves (h#N.5, hs#N.5)";
    QTest::newRow("#") << "#" << "has no number of moves";
    QTest::newRow("empty") << "" << "expected a stipulation such as #2";
}

void TestFormats::stipulationErrors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    Stipulation s;
    std::string error;
    QVERIFY(!parseStipulation(text.toStdString(), s, error));
    QVERIFY2(q(error).contains(message), error.c_str());
}

// ---- FEN and EPD -------------------------------------------------------------

void TestFormats::fenLines() {
    // A line must give its stipulation (nothing is invented), unless the reader has a default.
    Problem p = epd("k3N3/P7/K7/8/8/8/8/8 w - - 0 1 #1");
    QCOMPARE(p.fen, std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1"));
    QCOMPARE(p.stipulation, (Stipulation{Stipulation::Kind::DirectMate, 1}));
    ProblemCollection none = parseEpdText("k3N3/P7/K7/8/8/8/8/8 w - -");
    QCOMPARE(int(none.skipped.size()), 1);
    QCOMPARE(none.skipped[0].column, 27); // right after the FEN, where it belongs
    QVERIFY(QString::fromStdString(none.skipped[0].message).startsWith("no stipulation"));
    const Stipulation h3{Stipulation::Kind::HelpMate, 3};
    QCOMPARE(onlyProblem(parseEpdText("k3N3/P7/K7/8/8/8/8/8 w - -", h3)).stipulation, h3);
    QCOMPARE(onlyProblem(parseEpdText("k3N3/P7/K7/8/8/8/8/8 w - - #1", h3)).stipulation.moves, 1); // its own wins
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - dm 4").stipulation.moves, 4);
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - 3 20 h#3").stipulation,
             (Stipulation{Stipulation::Kind::HelpMate, 3}));
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - 3 20 h#3").fen, std::string("k3N3/P7/K7/8/8/8/8/8 w - - 3 20"));
    // Castling and e.p. fields cannot be left out: a FEN cut short is an error at the missing field.
    ProblemCollection cut = parseEpdText("k3N3/P7/K7/8/8/8/8/8 w #3");
    QCOMPARE(int(cut.skipped.size()), 1);
    QCOMPARE(cut.skipped[0].column, 23);
    QVERIFY(QString::fromStdString(cut.skipped[0].message).contains("castling"));
    // Blank lines and # comments are not problems; CRLF and a BOM are fine.
    ProblemCollection c = parseEpdText("\xEF\xBB\xBF# comment\r\n\r\nk3N3/P7/K7/8/8/8/8/8 w - - #1\r\n  # another\n");
    QCOMPARE(int(c.entries.size()), 1);
    QCOMPARE(c.entries[0].line, 3);
    QCOMPARE(c.entries[0].index, 1);
    // Writing: full FEN then the stipulation.
    QCOMPARE(problemToFenLine(p), std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1 #1"));
    // Every family after the FEN, with or without the counters (castling and e.p. are required).
    const std::pair<const char*, Stipulation> families[] = {
        {"h#3", {Stipulation::Kind::HelpMate, 3}},
        {"h#2.5", {Stipulation::Kind::HelpMate, 2, true}},
        {"ser-h#4", {Stipulation::Kind::SeriesHelpMate, 4}},
        {"r#2", {Stipulation::Kind::ReflexMate, 2}},
        {"s#5", {Stipulation::Kind::SelfMate, 5}},
        {"#3", {Stipulation::Kind::DirectMate, 3}},
    };
    for (const auto& [text, stip] : families) {
        for (const char* fen : {"k3N3/P7/K7/8/8/8/8/8 w - - 0 1", "k3N3/P7/K7/8/8/8/8/8 w - -"}) {
            Problem f = epd((std::string(fen) + " " + text).c_str());
            QCOMPARE(f.stipulation, stip);
            QCOMPARE(f.fen, std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1"));
            QCOMPARE(problemToFenLine(f), std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1 ") + text);
        }
    }
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - SER-H#4").stipulation, (Stipulation{Stipulation::Kind::SeriesHelpMate, 4}));
}

void TestFormats::epdOpcodes() {
    ProblemCollection c = readData("metadata.epd");
    QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
    QCOMPARE(int(c.entries.size()), 2);
    const Problem& a = c.entries[0].problem;
    QCOMPARE(c.entries[0].line, 3);
    QCOMPARE(a.fen, std::string("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"));
    QCOMPARE(a.stipulation.moves, 2);
    QCOMPARE(a.meta.title, std::string("e.p. defence"));
    QCOMPARE(a.meta.author, std::string("A. Armeni"));
    QCOMPARE(a.meta.source, std::string("Freie Presse"));
    QCOMPARE(a.meta.year, std::string("1994"));
    QCOMPARE(a.meta.remarks, std::string("Popeye example BEISPIEL/ep.inp#1\nkey with 4 tries"));
    QCOMPARE(a.meta.intendedSolution, std::string("1.f4! threat 2.fxe5#"));
    const std::vector<std::pair<std::string, std::string>> extras = {
        {"c7", "\"kept as is\""}, {"acd", "3"}, {"bm", "f4"}};
    QCOMPARE(a.extraEpdOpcodes, extras);
    QCOMPARE(a.hints.variations, true);
    QCOMPARE(a.hints.tries, true);
    QCOMPARE(a.extraPopeyeOptions, std::vector<std::string>{"NoBoard"});

    const Problem& b = c.entries[1].problem;
    QCOMPARE(c.entries[1].line, 5);
    // King and rook at home but no castling right in the FEN: none.
    QCOMPARE(b.fen, std::string("nk6/brpp2p1/brp4p/1p6/8/8/8/4K2R w - - 12 40"));
    QCOMPARE(b.hints, SolvingHints{});
    QCOMPARE(b.extraEpdOpcodes.size(), std::size_t(1));
    QCOMPARE(b.extraEpdOpcodes[0].second, std::string("\"quote \\\" and backslash \\\\ kept\""));
}

void TestFormats::epdWriter() {
    Problem p;
    p.fen = "4k3/8/8/8/8/8/8/4K2R w K - 5 9";
    p.stipulation = {Stipulation::Kind::DirectMate, 3};
    p.meta.title = "a \"quoted\" title";
    p.meta.remarks = "two\nlines";
    p.extraEpdOpcodes = {{"c9", "\"x\""}, {"acn", "1000"}};
    QCOMPARE(problemToEpdLine(p), std::string("4k3/8/8/8/8/8/8/4K2R w K - dm 3; id \"a \\\"quoted\\\" title\"; "
                                              "c3 \"two\\nlines\"; hmvc 5; fmvn 9; c9 \"x\"; acn 1000;"));
    QCOMPARE(epd(problemToEpdLine(p).c_str()), p);
    p.stipulation = {Stipulation::Kind::SelfMate, 4};
    p.hints.variations = false;
    p.hints.tries = true; // Popeye: Defence N shows tries (read back so)
    p.hints.defence = 3;
    QCOMPARE(problemToEpdLine(p), std::string("4k3/8/8/8/8/8/8/4K2R w K - stip \"s#4\"; id \"a \\\"quoted\\\" title\"; "
                                              "c3 \"two\\nlines\"; popeye_options \"Try Defence 3\"; hmvc 5; fmvn 9; "
                                              "c9 \"x\"; acn 1000;"));
    QCOMPARE(epd(problemToEpdLine(p).c_str()), p);
    // Every stipulation but #N is a quoted stip operand; dm N stays for #N.
    p = Problem{};
    p.fen = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";
    p.stipulation = {Stipulation::Kind::HelpMate, 2, true};
    QCOMPARE(problemToEpdLine(p), std::string("4k3/8/8/8/8/8/8/4K2R b K - stip \"h#2.5\";"));
    QCOMPARE(epd(problemToEpdLine(p).c_str()), p);
    QCOMPARE(epd("4k3/8/8/8/8/8/8/4K2R b K - stip ser-h#7;").stipulation,
             (Stipulation{Stipulation::Kind::SeriesHelpMate, 7}));
}

void TestFormats::everyFamilyRoundTrips_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("stipulation");
    QTest::addColumn<QString>("popeyeOptions"); // what the Popeye writer must say about the side to move
    auto row = [](const char* name, const char* fen, const char* stip, const char* options) {
        QTest::newRow(name) << QString::fromLatin1(fen) << QString::fromLatin1(stip) << QString::fromLatin1(options);
    };
    // Popeye's side to move (checked with Popeye 4.104): White in #, s#, r#, h#N.5;
    // Black in h#N and ser-h#N; HalfDuplex when the other side starts.
    const char* white = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const char* black = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    row("#3", white, "#3", "");
    row("#3 Black", black, "#3", "HalfDuplex");
    row("s#2", white, "s#2", "");
    row("s#2 Black", black, "s#2", "HalfDuplex");
    row("r#4", white, "r#4", "");
    row("r#4 Black", black, "r#4", "HalfDuplex");
    row("h#2", black, "h#2", "");
    row("h#2 White", white, "h#2", "HalfDuplex");
    row("h#2.5", white, "h#2.5", "");
    row("h#2.5 Black", black, "h#2.5", "HalfDuplex");
    row("h#0.5", white, "h#0.5", "");
    row("ser-h#5", black, "ser-h#5", "");
    row("ser-h#5 White", white, "ser-h#5", "HalfDuplex");
    row("e.p. for Black", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "h#2", "EnPassant e2e3e4");
    row("e.p. for White", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "h#1.5", "EnPassant d7d6d5");
    // Goals other than mate must survive a bare FEN line too (found by fuzz_convert: '~1' read back as no stipulation).
    row("~1", white, "~1", "");
    row("hs=3", white, "hs=3", "");
    row("ser-x3", white, "ser-x3", "");
    row("exact-h#2", black, "exact-h#2", "");
    row("semi-r#2", white, "semi-r#2", "");
}

void TestFormats::everyFamilyRoundTrips() {
    QFETCH(QString, fen);
    QFETCH(QString, stipulation);
    QFETCH(QString, popeyeOptions);
    Problem p;
    p.fen = fen.toStdString();
    std::string error;
    QVERIFY2(parseStipulation(stipulation.toStdString(), p.stipulation, error), error.c_str());
    p.meta.title = "every family";
    p.hints.variations = false; // Popeye's default: the Option line then says only what the position needs
    for (ProblemFormat f : {ProblemFormat::Popeye, ProblemFormat::Epd, ProblemFormat::Fen}) {
        const std::string text = writeProblems({p}, f);
        ProblemCollection c = parseProblems(text, f);
        QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c) + QLatin1Char('\n') + q(text)));
        QCOMPARE(int(c.entries.size()), 1);
        Problem back = c.entries[0].problem;
        if (f == ProblemFormat::Fen) {
            back.meta.title = p.meta.title;
            back.hints = p.hints;
        }
        QCOMPARE(back, p);
        if (f == ProblemFormat::Popeye) {
            QVERIFY2(q(text).contains(QStringLiteral("Stipulation %1\n").arg(stipulation)), text.c_str());
            if (popeyeOptions.isEmpty()) QVERIFY2(!q(text).contains(QLatin1String("Option")), text.c_str());
            else QVERIFY2(q(text).contains(QStringLiteral("Option %1\n").arg(popeyeOptions)), text.c_str());
        }
    }
}

void TestFormats::matetrackSample() {
    // matetrack.epd's "bm #N" gives the stipulation; the #100 line is beyond GMS.
    ProblemCollection c = readData("matetrack_sample.epd");
    QCOMPARE(c.total(), 8);
    QCOMPARE(int(c.entries.size()), 7);
    const int moves[] = {1, 1, 1, 1, 2, 5, 6};
    for (int k = 0; k < 7; ++k) QCOMPARE(c.entries[std::size_t(k)].problem.stipulation.moves, moves[k]);
    QCOMPARE(c.entries[0].problem.fen, std::string("5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6 0 1"));
    QCOMPARE(c.entries[2].problem.fen, std::string("8/2N3p1/5b2/k1B2P2/pP4R1/8/K1nn4/8 b - b3 0 1"));
    const std::vector<std::pair<std::string, std::string>> extras = {{"bm", "#1"}, {"ep", ""}, {"00:00", ""}};
    QCOMPARE(c.entries[0].problem.extraEpdOpcodes, extras);
    QCOMPARE(int(c.skipped.size()), 1);
    QCOMPARE(c.skipped[0].index, 8);
    QCOMPARE(c.skipped[0].line, 8);
    QVERIFY2(q(c.skipped[0].message).contains(QStringLiteral("at most %1 moves are supported").arg(Solver::MaxMoves)),
             c.skipped[0].message.c_str());
    // Written back, the opcodes follow dm in their order.
    QCOMPARE(problemToEpdLine(c.entries[0].problem),
             std::string("5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6 dm 1; bm #1; ep; 00:00;"));
}

// ---- Popeye ------------------------------------------------------------------

void TestFormats::popeyeGivesPublishedPositions_data() {
    // FENs stated in shared/problems/popeye-format/tree_*.txt for the same inputs.
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves");
    const char* pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
    QTest::newRow("minimal.inp") << "popeye/minimal.inp" << 0 << pf020 << 2;
    QTest::newRow("trees pf020") << "popeye/trees.inp" << 0 << pf020 << 2;
    QTest::newRow("trees pf014f") << "popeye/trees.inp" << 1 << "r3k3/8/p1K5/4P3/n1p5/8/2pP4/8 b q - 0 1" << 3;
    QTest::newRow("trees pf002") << "popeye/trees.inp" << 2 << "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1" << 2;
    QTest::newRow("trees mt0262") << "popeye/trees.inp" << 3 << "k1K5/8/2P5/1N2N3/7b/8/8/8 w - - 0 1" << 5;
    // mt0292: the FEN of shared/problems/direct_mates.tsv.
    QTest::newRow("mt0292.inp") << "popeye/mt0292.inp" << 0
                                << "2br1R1R/8/1Ppp1br1/3B1k1P/Q1NP1P2/1N4BP/2P5/2Kn4 w - - 0 1" << 5;
}

void TestFormats::popeyeGivesPublishedPositions() {
    QFETCH(QString, file);
    QFETCH(int, index);
    QFETCH(QString, fen);
    QFETCH(int, moves);
    ProblemCollection c = readData(file.toLatin1().constData());
    QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
    QVERIFY(index < int(c.entries.size()));
    const Problem& p = c.entries[std::size_t(index)].problem;
    QCOMPARE(q(p.fen), fen);
    QCOMPARE(p.stipulation, (Stipulation{Stipulation::Kind::DirectMate, moves}));
}

void TestFormats::popeyeOptionsFromRealFiles() {
    ProblemCollection c = readData("popeye/more.inp");
    QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
    QCOMPARE(int(c.entries.size()), 4);
    QCOMPARE(c.entries[0].line, 1);
    QCOMPARE(c.entries[1].line, 6); // the NextProblem that opens it
    QCOMPARE(c.entries[0].problem.meta.title, std::string("short solution in #2 (TESTS/battle_play.inp)"));
    QCOMPARE(c.entries[0].problem.hints.variations, true);
    QCOMPARE(c.entries[0].problem.extraPopeyeOptions, std::vector<std::string>{"NoBoard"});
    QCOMPARE(c.entries[1].problem.hints.setPlay, true);
    // halfduplex: Black moves first; black 0-0-0 possible, White has no rook.
    QCOMPARE(c.entries[2].problem.fen, std::string("r3k3/8/p1K5/4P3/n1p5/8/2pP4/8 b q - 0 1"));
    QCOMPARE(c.entries[2].problem.stipulation.moves, 3);
    const SolvingHints& h = c.entries[3].problem.hints;
    QCOMPARE(h.variations, false); // Popeye shows no variations unless asked
    QCOMPARE(h.tries, true);
    QCOMPARE(h.defence, 2);
    ProblemCollection m = readData("popeye/mt0292.inp");
    QCOMPARE(onlyProblem(m).extraPopeyeOptions, (std::vector<std::string>{"NoBoard"}));
}

void TestFormats::popeyeKeywordsAndPieces() {
    const std::string expected = popeye(
        "BeginProblem\nPieces White Kb6 Rh1 Bh3h4 Sc5g6 Pc4c7e4f2g3\n Black Kd6 Rf1f8 Bb5 Pe5e7g4g5\n"
        "Stipulation #2\nEndProblem\n").fen;
    QCOMPARE(expected, std::string("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"));
    // Case-insensitive keywords, unique prefixes, pawns without P, a letter alone.
    QCOMPARE(popeye("BEGIN\nPIEC WHI KB6 R h1 bh3h4 sc5g6 c4c7e4 pf2g3 bla kd6 rf1f8 bb5 e5e7g4g5\nSTIP #2\nEND").fen,
             expected);
    QCOMPARE(popeye("begin pieces white kb6 rh1 bh3h4 sc5g6 pc4c7e4f2g3 black kd6 rf1f8 bb5 pe5e7g4g5 stip # 2 end").fen,
             expected);
    // Separators ; , : as Popeye treats them.
    QCOMPARE(popeye("begin;pieces white kb6,rh1,bh3h4:sc5g6 pc4c7e4f2g3 black kd6 rf1f8 bb5 pe5e7g4g5;stip #2;end").fen,
             expected);
    // Forsyth with Popeye's letters, and the game array.
    QCOMPARE(popeye("begin forsyth 5r2/2P1p3/1K1k2S1/1bS1p1p1/2P1P1pB/6PB/5P2/5r1R stip #2 end").fen, expected);
    QCOMPARE(popeye("begin initialgamearray stip #3 end").fen,
             std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // Several problems; next/end abbreviated.
    ProblemCollection c = parsePopeyeText("beg pie whi ka1 bla kh8 sti #1 nex pie whi ka1 bla kh8 pa2 sti #2 end");
    QCOMPARE(int(c.entries.size()), 2);
    QCOMPARE(c.entries[1].problem.fen, std::string("7k/8/8/8/8/8/p7/K7 w - - 0 1"));
    // After EndProblem a new BeginProblem may follow.
    QCOMPARE(parsePopeyeText("begin pieces white ka1 black kh8 stip #1 end\nbegin pieces white ka1 black kh8 stip #2 end")
                 .entries.size(),
             std::size_t(2));
}

void TestFormats::popeyeConventions_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("fen");
    const char* home = "pieces white ke1 ra1 rh1 black ke8 ra8 rh8 ";
    auto row = [&](const char* name, const QString& body, const char* fen) {
        QTest::newRow(name) << QStringLiteral("begin %1 end").arg(body) << QString::fromLatin1(fen);
    };
    row("castling when at home", QString::fromLatin1(home) + "stip #2", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    row("nocastling e1", QString::fromLatin1(home) + "stip #2 option nocastling e1",
        "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    row("nocastling a1h8 one word", QString::fromLatin1(home) + "stip #2 option nocastling a1h8",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
    row("nocastling e1 h8 two words", QString::fromLatin1(home) + "stip #2 option nocastling e1 h8 variation",
        "r3k2r/8/8/8/8/8/8/R3K2R w q - 0 1");
    row("rook not at home", "pieces white ke1 ra2 rh1 black ke8 stip #2", "4k3/8/8/8/8/8/R7/4K2R w K - 0 1");
    row("king not at home", "pieces white kd1 ra1 rh1 black ke8 stip #2", "4k3/8/8/8/8/8/8/R2K3R w - - 0 1");
    row("no e.p. unless given", "pieces white ke1 pe5 black ke8 pd5 stip #2", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    row("enpassant d6", "pieces white ke1 pe5 black ke8 pd5 stip #2 option enpassant d6",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    row("enpassant as double step", "pieces white ke1 pe5 black ke8 pd5 stip #2 option enpassant d7d6d5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    row("enpassant as from-to", "pieces white ke1 pe5 black ke8 pd5 stip #2 option enpassant d7d5",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    row("halfduplex: Black first", "pieces white ke1 black ke8 stip #2 option halfduplex", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("h#: Black first", "pieces white ke1 black ke8 stip h#2", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("h# halfduplex: White first", "pieces white ke1 black ke8 stip h#2 opti half", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("s#: White first", "pieces white ke1 black ke8 stip s#2", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("r#: White first", "pieces white ke1 black ke8 stip r#2", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("r# halfduplex: Black first", "pieces white ke1 black ke8 stip r#2 opti half", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("h#N.5: White first", "pieces white ke1 black ke8 stip h#2.5", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("h#N.5 halfduplex: Black first", "pieces white ke1 black ke8 stip h#2.5 opti half",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("ser-h#: Black first", "pieces white ke1 black ke8 stip ser-h#3", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("ser-h# halfduplex: White first", "pieces white ke1 black ke8 stip ser-h#3 opti half",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("h# 2 apart", "pieces white ke1 black ke8 stip h# 2", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("ser-h# 3 apart", "pieces white ke1 black ke8 stip ser-h# 3", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    row("whitetoplay: h#2 is h#1.5", "pieces white ke1 black ke8 stip h#2 opti whitetoplay",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    row("black e.p. with halfduplex", "pieces white ke1 pd4 black ke8 pe4 stip #2 opti halfduplex enpassant d3",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
}

void TestFormats::popeyeConventions() {
    QFETCH(QString, input);
    QFETCH(QString, fen);
    ProblemCollection c = parsePopeyeText(input.toStdString());
    QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
    QCOMPARE(int(c.entries.size()), 1);
    QCOMPARE(q(c.entries[0].problem.fen), fen);
    if (input.contains(QLatin1String("whitetoplay")))
        QCOMPARE(c.entries[0].problem.stipulation, (Stipulation{Stipulation::Kind::HelpMate, 1, true}));
    // Written and read again: the same position.
    ProblemCollection again = parsePopeyeText(problemsToPopeye({c.entries[0].problem}));
    QVERIFY2(again.skipped.empty(), qPrintable(skippedText(again)));
    QCOMPARE(again.entries[0].problem, c.entries[0].problem);
}

void TestFormats::popeyeMetadata() {
    Problem p = popeye("BeginProblem\n"
                       "Title   A title  \n"
                       "Title second line\n"
                       "Author A. Armeni\n"
                       "Origin Freie Presse, 1994\n"
                       "Remark Popeye example\n"
                       "Award 1st Prize\n"
                       "Remark Solution: 1.f4! threat 2.fxe5#\n"
                       "Remark Solution:   1...Rxf4 2.Rd1#\n"
                       "Pieces White Kb6 Rh1 Bh3h4 Sc5g6 Pc4c7e4f2g3 Black Kd6 Rf1f8 Bb5 Pe5e7g4g5\n"
                       "Stipulation #2\n"
                       "Option Variation Try Defence 3 NoThreat SetPlay MaxSolutions 5 NoBoard MoveNumbers MaxTime 60 "
                       "Intelligent\n"
                       "EndProblem\n");
    QCOMPARE(p.meta.title, std::string("A title\nsecond line"));
    QCOMPARE(p.meta.author, std::string("A. Armeni"));
    QCOMPARE(p.meta.source, std::string("Freie Presse,")); // every character is kept (issue 22)
    QCOMPARE(p.meta.year, std::string("1994"));
    QCOMPARE(p.meta.remarks, std::string("Popeye example\nAward: 1st Prize"));
    QCOMPARE(p.meta.intendedSolution, std::string("1.f4! threat 2.fxe5#\n1...Rxf4 2.Rd1#"));
    SolvingHints h;
    h.variations = true;
    h.tries = true;
    h.defence = 3;
    h.noThreat = true;
    h.setPlay = true;
    h.maxSolutions = 5;
    h.maxSeconds = 60;
    QCOMPARE(p.hints, h);
    QCOMPARE(p.extraPopeyeOptions, (std::vector<std::string>{"NoBoard", "MoveNumbers", "Intelligent"}));
    // A text command takes its whole line, keywords included.
    QCOMPARE(popeye("begin title end of the stipulation #3 next\npieces white ka1 black kh8 stip #1 end").meta.title,
             std::string("end of the stipulation #3 next"));
    ProblemCollection swallowed = parsePopeyeText("begin origin 2003 pieces white ka1 black kh8 stip #1 end");
    QCOMPARE(int(swallowed.skipped.size()), 1);
    QVERIFY(q(swallowed.skipped[0].message).contains(QLatin1String("the text ends inside a problem")));
    Problem y = popeye("begin\norigin 2003\npieces white ka1 black kh8 stip #1 end");
    QCOMPARE(y.meta.source, std::string());
    QCOMPARE(y.meta.year, std::string("2003"));
}

void TestFormats::popeyeWriter() {
    Problem p;
    p.fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 1";
    p.stipulation = {Stipulation::Kind::DirectMate, 2};
    p.meta.title = "Title";
    p.meta.author = "Author One\nAuthor Two";
    p.meta.source = "Source";
    p.meta.year = "2024";
    p.meta.remarks = "A remark\nAward: 2nd Prize";
    p.meta.intendedSolution = "1.O-O!";
    p.hints.tries = true;
    p.hints.maxSeconds = 10;
    p.hints.duplex = true;
    p.extraPopeyeOptions = {"NoBoard"};
    const std::string expected = "BeginProblem\n"
                                 "Title Title\n"
                                 "Author Author One\n"
                                 "Author Author Two\n"
                                 "Origin Source 2024\n"
                                 "Remark A remark\n"
                                 "Award 2nd Prize\n"
                                 "Remark Solution: 1.O-O!\n"
                                 "Pieces White Ke1 Ra1h1 Pe5\n"
                                 "       Black Ke8 Ra8h8 Pd5\n"
                                 "Stipulation #2\n"
                                 "Option Variation Try Duplex MaxTime 10 NoCastling a1h8 EnPassant d7d6d5 NoBoard\n"
                                 "EndProblem\n";
    QCOMPARE(q(problemsToPopeye({p})), q(expected));
    QCOMPARE(popeye(expected.c_str()), p);
    // Black to move in #N is HalfDuplex; both castlings gone with both rooks home is the king square.
    p.fen = "r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1";
    p.meta = {};
    p.hints = {};
    p.extraPopeyeOptions.clear();
    QCOMPARE(q(problemsToPopeye({p})), QStringLiteral("BeginProblem\nPieces White Ke1 Ra1h1\n       Black Ke8 Ra8h8\n"
                                                      "Stipulation #2\nOption Variation HalfDuplex NoCastling e1e8\n"
                                                      "EndProblem\n"));
    QCOMPARE(problemsToPopeye({}), std::string());
}

// ---- round trips -------------------------------------------------------------

void TestFormats::roundTrips_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    const char* files[] = {"popeye/minimal.inp", "popeye/more.inp", "popeye/mt0292.inp", "popeye/noboard_try_vari.inp",
                           "popeye/trees.inp", "metadata.epd", "matetrack_sample.epd", "bad_middle.fen",
                           "bad_middle.epd", "bad_middle.inp", "../popeye/twins/beispiel.inp"};
    const std::pair<const char*, ProblemFormat> formats[] = {
        {"fen", ProblemFormat::Fen}, {"epd", ProblemFormat::Epd}, {"popeye", ProblemFormat::Popeye}};
    for (const char* f : files)
        for (const auto& [name, format] : formats)
            QTest::newRow(qPrintable(QStringLiteral("%1 -> %2").arg(QLatin1String(f), QLatin1String(name))))
                << QString::fromLatin1(f) << int(format);
}

void TestFormats::roundTrips() {
    QFETCH(QString, file);
    QFETCH(int, format);
    const auto to = ProblemFormat(format);
    ProblemCollection c = readData(file.toLatin1().constData());
    QVERIFY(!c.entries.empty());
    const bool fromPopeye = file.endsWith(QLatin1String(".inp"));
    std::vector<Problem> problems;
    for (const auto& e : c.entries) problems.push_back(e.problem);

    const std::string text = writeProblems(problems, to);
    ProblemCollection back = parseProblems(text, to);
    QVERIFY2(back.skipped.empty(), qPrintable(skippedText(back) + QLatin1Char('\n') + q(text)));
    QCOMPARE(back.entries.size(), problems.size());
    for (std::size_t k = 0; k < problems.size(); ++k) {
        Problem a = problems[k];
        if (to != ProblemFormat::Popeye) { // twins are Popeye's only (unrepresentableFields says so)
            if (!a.twins.empty()) QVERIFY(!unrepresentableFields(a, to).empty());
            a.twins.clear();
            a.zeroPosition = false;
        }
        const Problem& b = back.entries[k].problem;
        QCOMPARE(b.stipulation, a.stipulation);
        if (to == ProblemFormat::Fen) {
            QCOMPARE(b.fen, a.fen);
        } else if (to == ProblemFormat::Epd || fromPopeye) {
            QCOMPARE(b, a); // EPD holds everything; Popeye holds what Popeye gave
        } else {
            QCOMPARE(b.fen, withoutCounters(a.fen));
            QCOMPARE(b.hints, a.hints);
            QCOMPARE(b.extraPopeyeOptions, a.extraPopeyeOptions);
            QCOMPARE(b.meta.title, a.meta.title);
            QCOMPARE(b.meta.author, a.meta.author);
        }
    }
    // Written again, the text is the same: the writer's output is a fixed point.
    std::vector<Problem> again;
    for (const auto& e : back.entries) again.push_back(e.problem);
    QCOMPARE(q(writeProblems(again, to)), q(text));
}

// ---- broken inputs -----------------------------------------------------------

void TestFormats::brokenInputs_data() {
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    auto epdRow = [](const char* name, const char* text, int column, const char* message) {
        QTest::newRow(name) << int(ProblemFormat::Epd) << QString::fromLatin1(text) << 1 << column
                            << QString::fromLatin1(message);
    };
    epdRow("FEN: short rank", "8/8/8/8/8/8/8/7 w - - dm 2;", 16,
           "bad FEN placement field: rank 1 has 7 squares, expected 8");
    epdRow("FEN: unknown piece letter", "4k3/8/8/8/8/8/8/4X2K w - -", 18, "unknown piece letter 'X'");
    epdRow("FEN: unknown letter after blanks", "  4k3/8/8/8/8/8/8/4X2K w - -", 20, "unknown piece letter 'X'");
    epdRow("FEN: side", "4k3/8/8/8/8/8/8/4K3 x - -", 21, "bad FEN side field");
    epdRow("FEN: castling", "4k3/8/8/8/8/8/8/4K3 w KQz -", 25, "bad FEN castling field");
    epdRow("FEN: e.p.", "4k3/8/8/8/8/8/8/4K3 w - e9", 25, "bad FEN en passant field");
    epdRow("two kings", "4k3/8/8/8/8/8/8/3KK3 w - -", 1, "illegal position: White has 2 kings");
    epdRow("no black king", "8/8/8/8/8/8/8/4K3 w - -", 1, "illegal position: Black has no king");
    epdRow("pawn on rank 1", "4k3/8/8/8/8/8/8/P3K3 w - -", 1,
           "illegal position: pawn on a1: pawns cannot stand on the first or last rank");
    epdRow("pawn on rank 8", "P3k3/8/8/8/8/8/8/4K3 w - -", 1, "pawn on a8");
    epdRow("side not to move in check", "4k3/8/8/8/8/8/8/4R1K1 w - -", 1,
           "illegal position: Black is in check but it is White to move");
    epdRow("castling right without rook", "4k3/8/8/8/8/8/8/4K3 w K -", 1, "needs a rook on h1");
    epdRow("e.p. without pawn", "4k3/8/8/8/8/8/8/4K3 w - e6", 1, "e.p. square e6 needs a black pawn on e5");
    epdRow("dm 0", "4k3/8/8/8/8/8/8/4K2R w K - dm 0;", 31, "dm 0: stipulation '#0': the number of moves must be at least 1");
    epdRow("dm 999", "4k3/8/8/8/8/8/8/4K2R w K - dm 999;", 31, "stipulation '#999': at most 30 moves are supported");
    epdRow("#0", "4k3/8/8/8/8/8/8/4K2R w K - #0", 28, "the number of moves must be at least 1");
    epdRow("#31 after counters", "4k3/8/8/8/8/8/8/4K2R w K - 0 1 #31", 32, "at most 30 moves are supported");
    epdRow("ser-hs#2", "4k3/8/8/8/8/8/8/4K2R w K - stip ser-hs#2;", 33, "stipulation 'ser-hs#2' (series help-self play, goal mate) is not yet supported");
    epdRow("dm x", "4k3/8/8/8/8/8/8/4K2R w K - dm x;", 31, "'dm' expects one number such as 'dm 2;', found 'x'");
    epdRow("dm without number", "4k3/8/8/8/8/8/8/4K2R w K - dm;", 28, "'dm' expects one number");
    epdRow("unterminated string", "4k3/8/8/8/8/8/8/4K2R w K - dm 2; id \"abc", 37,
           "unterminated string in operation 'id': expected a closing '\"'");
    epdRow("text after quote", "4k3/8/8/8/8/8/8/4K2R w K - id \"abc\"def;", 36, "expected ';' or a blank after the closing");
    epdRow("id twice", "4k3/8/8/8/8/8/8/4K2R w K - id \"a\"; id \"b\";", 36, "opcode 'id' given twice");
    epdRow("conflicting stipulations", "4k3/8/8/8/8/8/8/4K2R w K - #2 dm 3;", 31,
           "conflicting stipulations: '#2' and 'dm 3'");
    epdRow("bm #100", "4k3/8/8/8/8/8/8/4K2R w K - bm #100;", 31, "bm stipulation '#100': at most 30 moves are supported");
    epdRow("fmvn 0", "4k3/8/8/8/8/8/8/4K2R w K - fmvn 0;", 33, "'fmvn' must be at least 1");
    epdRow("popeye_options unsupported", "4k3/8/8/8/8/8/8/4K2R w K - popeye_options \"Variation KeepMatingPiece\";", 54,
           "popeye_options: option KeepMatingPiece is not supported by GMS");
    epdRow("popeye_options WhiteToPlay", "4k3/8/8/8/8/8/8/4K2R w K - popeye_options \"Variation WhiteToPlay\";", 54,
           "popeye_options: option WhiteToPlay changes the stipulation: give the helpmate as h#N.5");
    epdRow("stip h#0", "4k3/8/8/8/8/8/8/4K2R w K - stip h#0;", 33, "stipulation 'h#0': the number of moves must be at least 1");
    epdRow("stip s#31", "4k3/8/8/8/8/8/8/4K2R w K - stip \"s#31\";", 33, "stipulation 's#31': at most 30 moves are supported");
    epdRow("ser-h# after the FEN", "4k3/8/8/8/8/8/8/4K2R w K - ser-h#", 28,
           "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3");
    epdRow("popeye_options position", "4k3/8/8/8/8/8/8/4K2R w K - popeye_options HalfDuplex;", 43,
           "option HalfDuplex belongs to the position");
    QTest::newRow("FEN file: second line") << int(ProblemFormat::Fen) << "4k3/8/8/8/8/8/8/4K3 w - - #2\n4k3/8/8/8/8/8/8/4K3 w - - #x"
                                           << 2 << 27 << "stipulation '#x' is not understood";

    auto inpRow = [](const char* name, const char* text, int line, int column, const char* message) {
        QTest::newRow(name) << int(ProblemFormat::Popeye) << QString::fromLatin1(text) << line << column
                            << QString::fromLatin1(message);
    };
    inpRow("missing end", "begin\npieces white kc1 black ke8\nstip #2\n", 4, 1,
           "the text ends inside a problem: expected 'EndProblem' (or 'NextProblem')");
    inpRow("missing stipulation", "begin\npieces white kc1 black ke8\nend\n", 3, 1,
           "no stipulation given: expected e.g. 'Stipulation #2' before 'end'");
    inpRow("stipulation at end of text", "begin\npieces white kc1 black ke8\nstipulation", 3, 1,
           "expected a stipulation such as #2 after 'Stipulation'");
    inpRow("no pieces", "begin\nstip #2\nend", 3, 1, "no pieces given");
    inpRow("nightrider", "begin\npieces white kc1 nc3 black ke8\nstip #2\nend", 2, 18,
           "piece N in 'nc3' is the nightrider in Popeye, a fairy piece GMS does not support: the knight is S");
    inpRow("fairy piece", "begin\npieces white kc1 grd4 black ke8\nstip #2\nend", 2, 18, "fairy piece 'GR' in 'grd4' is not supported");
    inpRow("no square", "begin\npieces white kc1 ka9 black ke8\nstip #2\nend", 2, 18,
           "expected a piece with squares such as 'Kc1' or 'Sc5g6', found 'ka9'");
    inpRow("bad square in list", "begin\npieces white kc1 pc2c9 black ke8\nstip #2\nend", 2, 21,
           "expected squares such as c4c7 in 'pc2c9', found 'c9'");
    inpRow("square twice", "begin\npieces white kc1 qc1 black ke8\nstip #2\nend", 2, 18, "square c1 is given twice");
    inpRow("no colour", "begin\npieces kc1\nend", 2, 8, "expected a colour (White or Black) after 'Pieces', found 'kc1'");
    inpRow("neutral", "begin\npieces neutral kc1\nend", 2, 8, "Neutral pieces are not supported by GMS");
    inpRow("royal", "begin\npieces white royal kc1\nend", 2, 14, "piece attribute Royal is not supported by GMS");
    inpRow("unknown option", "begin\npieces white kc1 black ke8\nstip #2\noption foo\nend", 4, 8,
           "unknown option 'foo': expected a Popeye option such as Variations, Try, Defence 2 or NoBoard");
    inpRow("unsupported option", "begin\npieces white kc1 black ke8\nstip #2\noption vari keepmatingpiece\nend", 4, 13,
           "option KeepMatingPiece is not supported by GMS");
    inpRow("Intelligent N", "begin\npieces white kc1 black ke8\nstip h#2\noption intelligent 2\nend", 4, 20,
           "option Intelligent 2 is not supported by GMS (at most N solutions per final position)");
    inpRow("WhiteToPlay in a direct mate", "begin\npieces white kc1 black ke8\nstip #2\noption vari whitetoplay\nend", 4,
           13, "option WhiteToPlay applies only to helpmates (h#N, read as h#(N-1).5), not to #2");
    inpRow("ambiguous option", "begin\npieces white kc1 black ke8\nstip #2\noption max\nend", 4, 8,
           "ambiguous option 'max': could be MaxSolutions, MaxFlightsquares or MaxTime");
    inpRow("option without option", "begin\npieces white kc1 black ke8\nstip #2\noption\nend", 4, 1,
           "'Option' is not followed by an option");
    inpRow("defence without number", "begin\npieces white kc1 black ke8\nstip #2\noption defence x\nend", 4, 16,
           "option Defence expects a number such as 'Defence 2', found 'x'");
    inpRow("condition", "begin\npieces white kc1 black ke8\ncondition circe\nstip #2\nend", 3, 1,
           "fairy conditions are not supported by GMS: 'Condition circe'");
    const char* twinBase = "begin\npieces white kc1 black ke8 pe7\nstip #2\n";
    auto twinRow = [&](const char* name, const char* twin, int line, int column, const char* message) {
        static std::vector<std::string> texts; // QTest::newRow keeps the data, not the pointer; own the text
        texts.push_back(std::string(twinBase) + twin + "\nend");
        inpRow(name, texts.back().c_str(), line, column, message);
    };
    twinRow("unknown twin command", "twin frobnicate c1 c2", 4, 6,
            "unknown twin command 'frobnicate': expected Move, Exchange, Remove, Add, Substitute, Rotate, Mirror, "
            "Shift, PolishType or Stipulation");
    twinRow("ambiguous twin command", "twin m c1 c2", 4, 6, "ambiguous twin command 'm': could be Move or Mirror");
    twinRow("twin: bad square", "twin move c1 c9", 4, 14, "twin Move expects squares such as 'Move c3 c4', found 'c9'");
    twinRow("twin: squares in one word", "twin move c1c2", 4, 11, "twin Move expects squares such as 'Move c3 c4', found 'c1c2'");
    twinRow("twin: bad piece", "twin add white xc3", 4, 16, "fairy piece 'X' in 'xc3' is not supported");
    twinRow("twin: nightrider", "twin add white nc3", 4, 16, "piece N in 'nc3' is the nightrider in Popeye");
    twinRow("twin: add without colour", "twin add qc3", 4, 10, "twin Add expects a colour first, as in 'Add White Sg6'");
    twinRow("twin: substitute fairy", "twin substitute q g", 4, 19, "fairy piece 'G' in 'g' is not supported");
    twinRow("twin: rotate 45", "twin rotate 45", 4, 13, "twin Rotate expects 90, 180 or 270 (degrees counter-clockwise), found '45'");
    twinRow("twin: mirror", "twin mirror a1<-->b2", 4, 13,
            "twin Mirror expects a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found 'a1<-->b2'");
    twinRow("twin: h#0", "twin stip h#0", 4, 11, "stipulation 'h#0': the number of moves must be at least 1");
    twinRow("twin: without change", "twin", 4, 1, "'Twin' without a change: expected e.g. 'Twin Move c3 c4'");
    twinRow("twin: continued later", "twin move c1 c2 cont", 4, 17, "'Continued' must come right after 'Twin'");
    twinRow("twin: condition", "twin condition circe", 4, 6, "fairy conditions are not supported by GMS: twin 'Condition circe'");
    twinRow("twin makes the position illegal", "twin remove e7\ntwin cont add white qe2", 5, 1,
            "twin c) (Add White Qe2): illegal position: Black is in check but it is White to move");
    twinRow("twin moves from an empty square", "twin move a1 a2", 4, 1,
            "twin b) (Move a1 a2): square a1 is empty: there is no piece to move");
    twinRow("twin gives White two kings", "twin add white ka1", 4, 1, "twin b) (Add White Ka1): illegal position: White has 2 kings");
    twinRow("twin pawn to the first rank", "twin move e7 e1", 4, 1,
            "twin b) (Move e7 e1): illegal position: pawn on e1: pawns cannot stand on the first or last rank");
    twinRow("twin shifts off the board", "twin shift a1 a2", 4, 1,
            "twin b) (Shift a1 a2): the bK on e8 would leave the board");
    twinRow("option after twin", "twin move c1 c2\noption vari", 5, 1,
            "'Option' after a twin: in Popeye's input the twins (Twin, ZeroPosition) come after");
    twinRow("zeroposition after twin", "twin move c1 c2\nzero move c1 d1", 5, 1,
            "'ZeroPosition' after a 'Twin': ZeroPosition gives the first twin and comes before every Twin");
    inpRow("sstipulation", "begin\npieces white kc1 black ke8\nsstip #2\nend", 3, 1, "SStipulation (structured stipulation) is not supported");
    inpRow("protocol without file", "begin\nprotocol\npieces white kc1 black ke8\nstip #2\nend", 2, 1,
           "'Protocol' expects a file name on its line, as in 'Protocol out.txt'");
    inpRow("#999", "begin\npieces white kc1 black ke8\nstip #999\nend", 3, 6, "stipulation '#999': at most 30 moves are supported");
    inpRow("#0", "begin\npieces white kc1 black ke8\nstip #0\nend", 3, 6, "the number of moves must be at least 1");
    inpRow("stipulation without value", "begin\npieces white kc1 black ke8\nstipulation\nend", 3, 1,
           "'Stipulation' has no value: expected a stipulation such as #2 after it");
    inpRow("h#0", "begin\npieces white kc1 black ke8\nstip h#0\nend", 3, 6,
           "stipulation 'h#0': the number of moves must be at least 1");
    inpRow("s#31", "begin\npieces white kc1 black ke8\nstip s#31\nend", 3, 6,
           "stipulation 's#31': at most 30 moves are supported");
    inpRow("ser-h#", "begin\npieces white kc1 black ke8\nstip ser-h#\nend", 3, 6,
           "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3");
    inpRow("r#2.5", "begin\npieces white kc1 black ke8\nstip r#2.5\nend", 3, 6,
           "stipulation 'r#2.5': only help play takes half moves (h#N.5, hs#N.5)");
    inpRow("ser-hs#2", "begin\npieces white kc1 black ke8\nstip ser-hs#2\nend", 3, 6, "stipulation 'ser-hs#2' (series help-self play, goal mate) is not yet supported");
    inpRow("two kings", "begin\npieces white kc1 ke1 black ke8\nstip #2\nend", 2, 14, "illegal position: White has 2 kings");
    inpRow("pawn on rank 8", "begin\npieces white kc1 pa8 black ke8\nstip #2\nend", 2, 14, "illegal position: pawn on a8");
    inpRow("side not to move in check", "begin\npieces white kc1 qe2 black ke8\nstip #2\nend", 2, 14,
           "illegal position: Black is in check but it is White to move");
    inpRow("halfduplex: White in check", "begin\npieces white kc1 black ke8 qc2\nstip #2\noption halfduplex\nend", 2, 14,
           "illegal position: White is in check but it is Black to move");
    inpRow("e.p. wrong rank", "begin\npieces white ke1 pe5 black ke8 pd5\nstip #2\noption enpassant d5\nend", 4, 18,
           "option EnPassant d5: the e.p. square (the square the pawn passed) must be on rank 6 when White is to move");
    inpRow("e.p. two squares", "begin\npieces white ke1 pe5 black ke8 pd5\nstip #2\noption enpassant d6f6\nend", 4, 18,
           "option EnPassant: expected the square the pawn passed (e3) or its double step (e2e3e4), found 2 squares");
    inpRow("e.p. without pawn", "begin\npieces white ke1 pe5 black ke8\nstip #2\noption enpassant d6\nend", 2, 14,
           "illegal position: e.p. square d6 needs a black pawn on d5");
    inpRow("unknown command", "begin\npieces white kc1 black ke8\nfoo\nstip #2\nend", 3, 1,
           "unknown command 'foo': expected a Popeye command such as Pieces, Stipulation, Option or EndProblem");
    inpRow("ambiguous command", "begin\npieces white kc1 black ke8\no\nend", 3, 1, "ambiguous command 'o': could be Origin or Option");
    inpRow("forsyth nightrider", "begin\nforsyth 4k3/8/8/8/8/8/8/4K1N1\nstip #2\nend", 2, 28, "is the nightrider in Popeye");
    // Popeye reads a short Forsyth (the squares not reached are empty) but not a 65th square.
    inpRow("forsyth beyond h1", "begin\nforsyth 8/8/8/8/8/8/8/8/k7\nstip #2\nend", 2, 25,
           "Forsyth '8/8/8/8/8/8/8/8/k7' gives more than 64 squares");
    inpRow("begin inside", "begin\npieces white kc1 black ke8\nstip #2\nbegin\npieces white kc1 black ke8\nstip #1\nend", 4, 1,
           "'BeginProblem' inside a problem: expected 'EndProblem' or 'NextProblem' before it");
}

void TestFormats::brokenInputs() {
    QFETCH(int, format);
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    ProblemCollection c = parseProblems(text.toStdString(), ProblemFormat(format));
    QVERIFY2(!c.skipped.empty(), "the broken problem was not reported");
    const SkippedProblem& s = c.skipped[0];
    const QString got = QStringLiteral("%1:%2: %3").arg(s.line).arg(s.column).arg(q(s.message));
    QCOMPARE(s.line, line);
    if (column > 0) QVERIFY2(s.column == column, qPrintable(got));
    QVERIFY2(q(s.message).contains(message), qPrintable(got));
    QVERIFY2(!s.message.empty(), qPrintable(got));
    QCOMPARE(c.total(), int(c.entries.size() + c.skipped.size()));
    // Text after an inner BeginProblem is a new problem.
    if (text.count(QLatin1String("begin")) == 2) QCOMPARE(int(c.entries.size()), 1);
    else if (ProblemFormat(format) != ProblemFormat::Fen) QCOMPARE(int(c.entries.size()), 0);
}

void TestFormats::badProblemInTheMiddle_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<int>>("goodLines");
    QTest::addColumn<int>("badIndex");
    QTest::addColumn<int>("badLine");
    QTest::addColumn<QString>("message");
    QTest::newRow("epd") << "bad_middle.epd" << QList<int>{1, 2, 4} << 3 << 3 << "the number of moves must be at least 1";
    QTest::newRow("fen") << "bad_middle.fen" << QList<int>{2, 5, 6} << 2 << 3 << "pawn on a1";
    QTest::newRow("popeye") << "bad_middle.inp" << QList<int>{1, 9} << 2 << 7 << "nightrider";
}

void TestFormats::badProblemInTheMiddle() {
    QFETCH(QString, file);
    QFETCH(QList<int>, goodLines);
    QFETCH(int, badIndex);
    QFETCH(int, badLine);
    QFETCH(QString, message);
    ProblemCollection c = readData(file.toLatin1().constData());
    QList<int> lines;
    for (const auto& e : c.entries) lines << e.line;
    QCOMPARE(lines, goodLines);
    QCOMPARE(int(c.skipped.size()), 1);
    QCOMPARE(c.skipped[0].index, badIndex);
    QCOMPARE(c.skipped[0].line, badLine);
    QVERIFY2(q(c.skipped[0].message).contains(message), c.skipped[0].message.c_str());
    QCOMPARE(c.total(), goodLines.size() + 1);
    // Indexes count good and bad problems.
    for (const auto& e : c.entries) QVERIFY(e.index != badIndex);
    QCOMPARE(q(describeSkipped("x.epd", c.skipped[0])).left(7 + QString::number(badLine).size()),
             QStringLiteral("x.epd:%1:").arg(badLine));
}

void TestFormats::textOutsideProblems() {
    ProblemCollection c = parsePopeyeText("hello there\nbegin pieces white ka1 black kh8 stip #1 end\n"
                                          "trailing words\nbegin pieces white ka1 black kh8 stip #2 end");
    QCOMPARE(int(c.entries.size()), 2);
    QCOMPARE(int(c.skipped.size()), 1);
    QCOMPARE(c.skipped[0].index, 1);
    QCOMPARE(c.skipped[0].line, 1);
    QVERIFY(q(c.skipped[0].message).startsWith(QStringLiteral("expected 'BeginProblem', found 'hello' (text outside BeginProblem ... EndProblem")));
    QCOMPARE(c.entries[0].index, 2);
    // Text after EndProblem is ignored as Popeye ignores it (said once as a note); a new
    // BeginProblem after it opens the next problems.
    QCOMPARE(int(c.notes.size()), 1);
    QCOMPARE(c.notes[0].line, 3);
    QVERIFY(q(c.notes[0].message).contains(QLatin1String("'trailing' ...) is ignored, as Popeye ignores it")));
    QCOMPARE(c.entries[1].index, 3);
    QCOMPARE(c.entries[1].problem.stipulation.moves, 2);
    // Empty texts have no problems and nothing to report.
    QCOMPARE(parsePopeyeText("").total(), 0);
    QCOMPARE(parsePopeyeText(" \n\t\n").total(), 0);
    QCOMPARE(parseEpdText("\n\n# only comments\n").total(), 0);
    // A comment ending in several CRs reads back as written (found by fuzz_convert: each round
    // trip took one more CR off).
    const std::string crs = "# c\r\r\r\n7k/8/6K1/8/8/8/8/R7 w - - dm 1;\n";
    const ProblemCollection once = parseProblems(crs, ProblemFormat::Epd);
    QCOMPARE(int(once.comments.size()), 1);
    QCOMPARE(once.comments[0].text, std::string("# c"));
    const ProblemCollection twice = parseProblems(writeCollection(once, ProblemFormat::Epd), ProblemFormat::Epd);
    QCOMPARE(twice.comments[0].text, once.comments[0].text);
}

// ---- files -------------------------------------------------------------------

void TestFormats::formatsByNameAndContent() {
    QCOMPARE(formatForPath("a/b.fen"), ProblemFormat::Fen);
    QCOMPARE(formatForPath("B.EPD"), ProblemFormat::Epd);
    QCOMPARE(formatForPath("x.inp"), ProblemFormat::Popeye);
    QCOMPARE(formatForPath("x.pbm"), ProblemFormat::Popeye);
    QCOMPARE(formatForPath("x.txt"), ProblemFormat::Popeye);
    QCOMPARE(formatForPath("x.pgn"), ProblemFormat::Pgn);
    QCOMPARE(detectFormat("BeginProblem\npieces white ka1"), ProblemFormat::Popeye);
    QCOMPARE(detectFormat("\n  begin pieces"), ProblemFormat::Popeye);
    QCOMPARE(detectFormat("4k3/8/8/8/8/8/8/4K3 w - - dm 2;"), ProblemFormat::Epd);
    QCOMPARE(detectFormat("beginner's note\n"), ProblemFormat::Epd);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string unknown = (dir.path() + QStringLiteral("/problems.dat")).toStdString();
    std::string error;
    QVERIFY(writeFileAtomically(unknown, "Begin\npieces white ka1 black kh8\nstip #1\nend\n", error));
    QCOMPARE(formatForPath(unknown), ProblemFormat::Popeye);
    ProblemCollection c;
    QVERIFY(readProblemFile(unknown, c, error));
    QCOMPARE(int(c.entries.size()), 1);
    // A .txt of FEN lines is read as FEN/EPD.
    const std::string txt = (dir.path() + QStringLiteral("/fens.txt")).toStdString();
    QVERIFY(writeFileAtomically(txt, "7k/8/8/8/8/8/8/K7 w - - #1\n", error));
    QVERIFY(readProblemFile(txt, c, error));
    QCOMPARE(int(c.entries.size()), 1);

    ProblemFormat f = ProblemFormat::Fen;
    QVERIFY(parseFormatName("Popeye", f) && f == ProblemFormat::Popeye);
    QVERIFY(parseFormatName(".epd", f) && f == ProblemFormat::Epd);
    QVERIFY(parseFormatName("inp", f) && f == ProblemFormat::Popeye);
    QVERIFY(!parseFormatName("xls", f));
    QCOMPARE(QString::fromLatin1(formatName(ProblemFormat::Popeye)), QStringLiteral("popeye"));
}

void TestFormats::lossyFormatsAreNamed() {
    Problem p;
    p.fen = "4k3/8/8/8/8/8/8/4K3 w - - 3 7";
    p.meta.title = "t";
    p.hints.tries = true;
    p.extraEpdOpcodes = {{"c7", "x"}};
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Epd), std::vector<std::string>{});
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Fen),
             (std::vector<std::string>{"title", "solving options", "EPD opcodes"}));
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Popeye), (std::vector<std::string>{"EPD opcodes", "move counters"}));
    // Twins are Popeye's only.
    p.twins.push_back({});
    p.twins[0].changes.push_back({});
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Epd), std::vector<std::string>{"twins (only Popeye input has them)"});
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Fen).front(), std::string("twins (only Popeye input has them)"));
    p.zeroPosition = true;
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Epd),
             std::vector<std::string>{"twins (ZeroPosition and Twin: only Popeye input has them)"});
    QCOMPARE(unrepresentableFields(p, ProblemFormat::Popeye), (std::vector<std::string>{"EPD opcodes", "move counters"}));

    // Popeye input has no quoting: each text command takes its line trimmed (found by fuzz_convert:
    // an EPD id with a trailing blank was written to Popeye and came back without it, unannounced).
    Problem text;
    text.fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    text.meta.title = "Title with a trailing blank ";
    text.meta.author = "A\x01uthor";
    text.meta.source = "Die Schwalbe 1990"; // without a year field, 1990 would read back as the year
    text.meta.year = "90";
    text.meta.remarks = "Solution: not a remark";
    text.meta.intendedSolution = "  1.Qd4";
    QCOMPARE(popeyeLostTextFields(text),
             (std::vector<std::string>{"title", "author", "source", "year", "remarks", "intended solution"}));
    text.meta = {};
    text.meta.title = "Two\nlines";
    text.meta.source = "Die Schwalbe";
    text.meta.year = "1990";
    text.meta.remarks = "Award: 1st Prize\nfine";
    QCOMPARE(popeyeLostTextFields(text), std::vector<std::string>{});
    const ProblemCollection back = parseProblems(writeProblems({text}, ProblemFormat::Popeye), ProblemFormat::Popeye);
    QCOMPARE(int(back.entries.size()), 1);
    QCOMPARE(back.entries[0].problem.meta, text.meta);
}

void TestFormats::atomicWrite() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.path() + QStringLiteral("/out.epd");
    std::string error;
    QVERIFY2(writeFileAtomically(path.toStdString(), "first\n", error), error.c_str());
    QVERIFY2(writeFileAtomically(path.toStdString(), "second\n", error), error.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("second\n"));
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("out.epd")});
    // A folder that does not exist: an error, nothing written.
    const QString bad = dir.path() + QStringLiteral("/missing/out.epd");
    QVERIFY(!writeFileAtomically(bad.toStdString(), "x", error));
    QVERIFY2(q(error).contains(QLatin1String("cannot create a temporary file")), error.c_str());
    QVERIFY(!QFileInfo::exists(bad));
}

void TestFormats::readErrors() {
    ProblemCollection c;
    std::string error;
    QVERIFY(!readProblemFile("/nonexistent/dir/x.epd", c, error));
    QVERIFY2(q(error).startsWith(QLatin1String("cannot open /nonexistent/dir/x.epd")), error.c_str());
    QVERIFY(!readProblemFile(dataPath("popeye"), c, error));
    QVERIFY2(q(error).endsWith(QLatin1String("popeye: it is a folder")), error.c_str());
    c = parseProblems("anything", ProblemFormat::Pgn);
    QCOMPARE(int(c.skipped.size()), 1);
    QVERIFY(q(c.skipped[0].message).contains(QLatin1String("PGN files cannot be read")));
}

void TestFormats::cliConvert() {
    const QString cli = QStringLiteral(GMS_CLI_PATH);
    QVERIFY2(QFileInfo::exists(cli), qPrintable(QStringLiteral("%1 not built").arg(cli)));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto run = [&](const QStringList& args, QString* err = nullptr, QString* out = nullptr) {
        QProcess p;
        p.start(cli, QStringList{QStringLiteral("convert")} + args);
        if (!p.waitForFinished(60000)) return -1;
        if (err) *err = QString::fromUtf8(p.readAllStandardError());
        if (out) *out = QString::fromUtf8(p.readAllStandardOutput());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    };
    // Popeye -> EPD -> Popeye keeps everything.
    const QString epdOut = dir.path() + QStringLiteral("/more.epd");
    const QString inpOut = dir.path() + QStringLiteral("/more.inp");
    QString err, out;
    QCOMPARE(run({kData + QStringLiteral("/popeye/more.inp"), epdOut}, &err, &out), 0);
    QVERIFY2(out.contains(QLatin1String("converted 4 problems")), qPrintable(out + err));
    QCOMPARE(run({epdOut, inpOut}, &err), 0);
    ProblemCollection original = readData("popeye/more.inp"), converted;
    std::string error;
    QVERIFY(readProblemFile(inpOut.toStdString(), converted, error));
    QCOMPARE(converted.entries.size(), original.entries.size());
    for (std::size_t k = 0; k < original.entries.size(); ++k)
        QCOMPARE(converted.entries[k].problem, original.entries[k].problem);

    // A bad problem: reported with file:line:column, the others written, exit 2.
    const QString partial = dir.path() + QStringLiteral("/partial.fen");
    const QString bad = kData + QStringLiteral("/bad_middle.epd");
    QCOMPARE(run({bad, partial}, &err), 2);
    QVERIFY2(err.contains(bad + QStringLiteral(":3:33: dm 0: stipulation '#0'")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("(problem 3 skipped)")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("cannot store its title; dropped")), qPrintable(err));
    QVERIFY(readProblemFile(partial.toStdString(), converted, error));
    QCOMPARE(int(converted.entries.size()), 3);

    // Standard output with --to; --from overrides the extension.
    QCOMPARE(run({bad, QStringLiteral("-"), QStringLiteral("--to"), QStringLiteral("fen")}, &err, &out), 2);
    QCOMPARE(out.count(QLatin1Char('\n')), 3);
    QCOMPARE(run({kData + QStringLiteral("/bad_middle.fen"), QStringLiteral("-"), QStringLiteral("--from"),
                  QStringLiteral("epd"), QStringLiteral("--to"), QStringLiteral("popeye")},
                 &err, &out),
             2);
    QVERIFY2(out.startsWith(QLatin1String("BeginProblem\n")), qPrintable(out));

    // Nothing readable: nothing written.
    const QString none = dir.path() + QStringLiteral("/none.epd");
    QCOMPARE(run({QString::fromStdString(dataPath("nonexistent.inp")), none}, &err), 2);
    QVERIFY2(err.contains(QLatin1String("cannot open")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(none));
    // Unknown output format.
    QCOMPARE(run({bad, dir.path() + QStringLiteral("/x.xyz")}, &err), 2);
    QVERIFY2(err.contains(QLatin1String("cannot tell the output format")), qPrintable(err));
    QCOMPARE(run({bad}, &err), 2);
    QVERIFY2(err.contains(QLatin1String("usage: gms-cli convert")), qPrintable(err));
}

// ---- short fuzz run ------------------------------------------------------------

void TestFormats::corpusShortFuzz() {
    const QString root = QStringLiteral(GMS_TEST_DATA_DIR "/../fuzz/corpus");
    using Check = std::string (*)(std::string_view);
    const std::pair<const char*, Check> checks[] = {{"fuzz_epd", &fuzz::checkEpdText},
                                                    {"fuzz_popeye", &fuzz::checkPopeyeText},
                                                    {"fuzz_fen", &fuzz::checkFenText}};
    int files = 0;
    for (const auto& [target, own] : checks) {
        QDir dir(root + QLatin1Char('/') + QLatin1String(target));
        const QStringList names = dir.entryList(QDir::Files);
        QVERIFY2(!names.isEmpty(), qPrintable(QStringLiteral("empty corpus %1").arg(dir.path())));
        for (const QString& name : names) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
            // Every file through every parser: each target's corpus is input for the others too.
            for (const auto& [other, check] : checks) {
                const std::string broken = check(text);
                QVERIFY2(broken.empty(), qPrintable(QStringLiteral("%1/%2 via %3: %4")
                                                        .arg(QLatin1String(target), name, QLatin1String(other), q(broken))));
            }
            ++files;
            Q_UNUSED(own);
        }
    }
    qInfo("%d corpus files checked", files);
}

void TestFormats::halfmoveClockAbove16Bits() {
    // Regression: found by fuzz_fen (input kept in tests/data/formats/fuzz_fen_halfmove_70336
    // and in the fuzz corpus): a halfmove clock above 65535 was read but not restored by
    // unmakeMove while UndoInfo::halfmoveClock had 16 bits.
    QFile f(kData + QStringLiteral("/fuzz_fen_halfmove_70336"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    Position pos;
    FenError error;
    QVERIFY(parseFen(std::string_view(bytes.constData(), std::size_t(bytes.size())), pos, error));
    QCOMPARE(pos.halfmoveClock(), 70336);
    MoveList list;
    generateLegal(pos, list);
    QVERIFY(list.size > 0);
    Position copy = pos;
    UndoInfo undo;
    copy.makeMove(list.moves[0], undo);
    copy.unmakeMove(list.moves[0], undo);
    QCOMPARE(copy.halfmoveClock(), pos.halfmoveClock());
}

QTEST_GUILESS_MAIN(TestFormats)
#include "test_formats.moc"

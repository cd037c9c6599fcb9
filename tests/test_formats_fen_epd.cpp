// SPDX-License-Identifier: GPL-3.0-or-later
// FEN lines and EPD records (engine/formats/epd_format.h): opcodes, the writer, every
// (play type, goal) pair through EPD and back, a sample of matetrack.epd, and counters.

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

#include "format_test_support.h"

using namespace gms;
using namespace gms::format_test;

class TestFormatsFenEpd : public QObject {
    Q_OBJECT

private slots:
    void fenLines();
    void epdOpcodes();
    void epdWriter();
    void everyFamilyRoundTrips_data();
    void everyFamilyRoundTrips();
    void matetrackSample();
    void halfmoveClockAbove16Bits();
};

// ---- FEN and EPD -------------------------------------------------------------

void TestFormatsFenEpd::fenLines() {
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
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - 3 20 h#3").stipulation, (Stipulation{Stipulation::Kind::HelpMate, 3}));
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
        {"h#3", {Stipulation::Kind::HelpMate, 3}},           {"h#2.5", {Stipulation::Kind::HelpMate, 2, true}},
        {"ser-h#4", {Stipulation::Kind::SeriesHelpMate, 4}}, {"r#2", {Stipulation::Kind::ReflexMate, 2}},
        {"s#5", {Stipulation::Kind::SelfMate, 5}},           {"#3", {Stipulation::Kind::DirectMate, 3}},
    };
    for (const auto& [text, stip] : families) {
        for (const char* fen : {"k3N3/P7/K7/8/8/8/8/8 w - - 0 1", "k3N3/P7/K7/8/8/8/8/8 w - -"}) {
            Problem f = epd((std::string(fen) + " " + text).c_str());
            QCOMPARE(f.stipulation, stip);
            QCOMPARE(f.fen, std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1"));
            QCOMPARE(problemToFenLine(f), std::string("k3N3/P7/K7/8/8/8/8/8 w - - 0 1 ") + text);
        }
    }
    QCOMPARE(epd("k3N3/P7/K7/8/8/8/8/8 w - - SER-H#4").stipulation,
             (Stipulation{Stipulation::Kind::SeriesHelpMate, 4}));
}

void TestFormatsFenEpd::epdOpcodes() {
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

void TestFormatsFenEpd::epdWriter() {
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

void TestFormatsFenEpd::everyFamilyRoundTrips_data() {
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

void TestFormatsFenEpd::everyFamilyRoundTrips() {
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
            if (popeyeOptions.isEmpty())
                QVERIFY2(!q(text).contains(QLatin1String("Option")), text.c_str());
            else
                QVERIFY2(q(text).contains(QStringLiteral("Option %1\n").arg(popeyeOptions)), text.c_str());
        }
    }
}

void TestFormatsFenEpd::matetrackSample() {
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

void TestFormatsFenEpd::halfmoveClockAbove16Bits() {
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

QTEST_GUILESS_MAIN(TestFormatsFenEpd)
#include "test_formats_fen_epd.moc"

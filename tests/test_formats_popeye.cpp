// SPDX-License-Identifier: GPL-3.0-or-later
// Popeye input (engine/formats/popeye_format.h): the positions that the published Popeye
// solutions state (tests/data/formats/README.md: the tree_*.txt headers); Popeye's
// conventions (castling whenever king and rook are at home unless NoCastling, e.p. only with
// Option EnPassant, HalfDuplex = other side first, S = knight, N = nightrider, unique keyword
// prefixes) each have a case; metadata and the writer.

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

class TestFormatsPopeye : public QObject {
    Q_OBJECT

private slots:
    void popeyeGivesPublishedPositions_data();
    void popeyeGivesPublishedPositions();
    void popeyeOptionsFromRealFiles();
    void popeyeKeywordsAndPieces();
    void popeyeConventions_data();
    void popeyeConventions();
    void popeyeMetadata();
    void popeyeWriter();
};

// ---- Popeye ------------------------------------------------------------------

void TestFormatsPopeye::popeyeGivesPublishedPositions_data() {
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

void TestFormatsPopeye::popeyeGivesPublishedPositions() {
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

void TestFormatsPopeye::popeyeOptionsFromRealFiles() {
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

void TestFormatsPopeye::popeyeKeywordsAndPieces() {
    const std::string expected =
        popeye("BeginProblem\nPieces White Kb6 Rh1 Bh3h4 Sc5g6 Pc4c7e4f2g3\n Black Kd6 Rf1f8 Bb5 Pe5e7g4g5\n"
               "Stipulation #2\nEndProblem\n")
            .fen;
    QCOMPARE(expected, std::string("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"));
    // Case-insensitive keywords, unique prefixes, pawns without P, a letter alone.
    QCOMPARE(popeye("BEGIN\nPIEC WHI KB6 R h1 bh3h4 sc5g6 c4c7e4 pf2g3 bla kd6 rf1f8 bb5 e5e7g4g5\nSTIP #2\nEND").fen,
             expected);
    QCOMPARE(
        popeye("begin pieces white kb6 rh1 bh3h4 sc5g6 pc4c7e4f2g3 black kd6 rf1f8 bb5 pe5e7g4g5 stip # 2 end").fen,
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
    QCOMPARE(
        parsePopeyeText("begin pieces white ka1 black kh8 stip #1 end\nbegin pieces white ka1 black kh8 stip #2 end")
            .entries.size(),
        std::size_t(2));
}

void TestFormatsPopeye::popeyeConventions_data() {
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
    row("halfduplex: Black first", "pieces white ke1 black ke8 stip #2 option halfduplex",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
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

void TestFormatsPopeye::popeyeConventions() {
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

void TestFormatsPopeye::popeyeMetadata() {
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

void TestFormatsPopeye::popeyeWriter() {
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

QTEST_GUILESS_MAIN(TestFormatsPopeye)
#include "test_formats_popeye.moc"

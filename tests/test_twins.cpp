// SPDX-License-Identifier: GPL-3.0-or-later
// Twins (engine/problem/twin.h) and their Popeye input (engine/formats/popeye_format.h).
//
// - Every change type applied to one small position, with the FEN and the
//   heading worked out by hand from Popeye's documented semantics (py-engl.txt:
//   Rotate turns counter-clockwise, Mirror names where a1 goes, Shift moves by
//   the vector of two squares, Add replaces, ...).
// - Popeye 4.104's own output (tests/data/popeye/twins/, see its README):
//   * every twin heading ("b) wPc3-->c4", "+c) rotate 180", ...) equals
//     TwinInstance::heading() of the same twin read by GMS;
//   * with Popeye's stipulation ~1 (any move: Popeye lists every legal move of
//     the side to move) the moves Popeye lists for each twin are exactly the
//     legal moves GMS generates in its twin position: this checks the pieces,
//     the side to move, castling rights and the e.p. square of every twin;
//   * every solution Popeye prints replays move by move in GMS's twin position
//     (help and series play: the whole line; battle play: the key);
//   * twins Popeye rejects ("the side to play can capture the king", "A piece
//     will be moved outside.", ...) are errors in GMS naming the twin.
// - What GMS writes is read back the same, and is what Popeye read to give
//   written.out (the same output as for the original input).

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "popeye_format.h"
#include "problem.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"
#include "twin.h"

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTest>

#include <set>
#include <string>
#include <vector>

using namespace gms;

namespace {

const QString kTwinData = QStringLiteral(GMS_TEST_DATA_DIR "/popeye/twins/");

QString q(const std::string& s) { return QString::fromStdString(s); }

QString readText(const QString& name) {
    QFile f(kTwinData + name);
    if (!f.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(f.fileName()));
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

/// Popeye's ~1 ("any move") is not a GMS stipulation; #1 has the same side to move.
std::string forGms(const QString& popeyeInput) {
    QString s = popeyeInput;
    s.replace(QStringLiteral("Stipulation ~1"), QStringLiteral("Stipulation #1"));
    return s.toStdString();
}

QString skippedText(const ProblemCollection& c) {
    QStringList lines;
    for (const auto& s : c.skipped)
        lines << QStringLiteral("#%1 %2:%3 %4").arg(s.index).arg(s.line).arg(s.column).arg(q(s.message));
    return lines.join(QLatin1Char('\n'));
}

/// One twin of Popeye's output: its heading and the lines printed under it.
struct PopeyeSection {
    QString heading;
    QStringList lines;
};

/// Popeye's output split into problems (each ends with "... Time = ...") and twins.
std::vector<std::vector<PopeyeSection>> popeyeSections(const QString& out) {
    static const QRegularExpression heading(QStringLiteral("^\\+?([a-z]|z[0-9]+)\\) "));
    std::vector<std::vector<PopeyeSection>> problems(1);
    for (const QString& raw : out.split(QLatin1Char('\n'))) {
        QString line = raw;
        while (line.endsWith(QLatin1Char(' ')) || line.endsWith(QLatin1Char('\r'))) line.chop(1);
        if (line.contains(QLatin1String("Time ="))) {
            problems.emplace_back();
            continue;
        }
        if (heading.match(line + QLatin1Char(' ')).hasMatch()) {
            problems.back().push_back({line, {}});
            continue;
        }
        if (!problems.back().empty() && !line.isEmpty()) problems.back().back().lines << line;
    }
    problems.pop_back(); // after the last "Time ="
    return problems;
}

std::vector<Problem> gmsProblems(const std::string& text) {
    ProblemCollection c = parsePopeyeText(text);
    if (!c.skipped.empty()) qWarning("%s", qPrintable(skippedText(c)));
    std::vector<Problem> out;
    for (const auto& e : c.entries) out.push_back(e.problem);
    return out;
}

std::vector<TwinInstance> twinsOf(const Problem& p) {
    std::vector<TwinInstance> out;
    std::string error;
    if (!expandTwins(p, out, error)) qWarning("expandTwins: %s", error.c_str());
    return out;
}

Position positionOf(const std::string& fen) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message)) qWarning("%s: %s", fen.c_str(), message.c_str());
    return pos;
}

/// Every legal move as Popeye prints it ("Rb2-b7 +", "0-0", "d4*e3 ep.").
std::set<QString> legalMovesAsPopeye(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    std::set<QString> out;
    for (int i = 0; i < list.size; ++i) out.insert(q(toPopeye(pos, list.moves[i], true)));
    return out;
}

/// The move of `pos` that Popeye prints as `text` (without check marks), or none.
Move findMove(const Position& pos, const QString& text) {
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i)
        if (q(toPopeye(pos, list.moves[i])) == text) return list.moves[i];
    return Move::none();
}

/// The moves of one solution line: "1.Sc6-a5 Qd1-h5   2.Qd8-c7 Qh5*e8 #" ->
/// ["Sc6-a5", "Qd1-h5", "Qd8-c7", "Qh5*e8"]; "1...Qd1-h5 ..." starts with White's move.
QStringList movesOfLine(const QString& line) {
    static const QRegularExpression number(QStringLiteral("^[0-9]+\\.(\\.\\.)?"));
    QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList moves;
    for (QString w : words) {
        w.remove(number);
        if (w.isEmpty() || w == QLatin1String("+") || w == QLatin1String("#") || w == QLatin1String("!") ||
            w == QLatin1String("?") || w == QLatin1String("threat:"))
            continue;
        if (w == QLatin1String("ep.")) {
            if (!moves.isEmpty()) moves.last() += QLatin1String(" ep.");
            continue;
        }
        moves << w;
    }
    return moves;
}

} // namespace

class TestTwins : public QObject {
    Q_OBJECT

private slots:
    void eachChangeType_data();
    void eachChangeType();
    void continuedAndZeroPosition();
    void castlingAndEnPassantAcrossTwins();
    void labels();
    void headingsAsPopeye_data();
    void headingsAsPopeye();
    void anyMoveListsAsPopeye_data();
    void anyMoveListsAsPopeye();
    void solutionsReplayInTwins_data();
    void solutionsReplayInTwins();
    void twinsPopeyeRejectsAreErrors();
    void unitsFollowedFromEachTwin();
    void writtenTwinsReadBack_data();
    void writtenTwinsReadBack();
    void popeyeReadsWhatGmsWrites();
};

// ---- each change type, by hand ----------------------------------------------

void TestTwins::eachChangeType_data() {
    QTest::addColumn<QString>("twin");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("heading");
    // Diagram: White Ke1 Rh1 Pc3, Black Ke8 Sg8 Pb4, #2, White castles kingside.
    auto row = [](const char* name, const char* twin, const char* fen, const char* heading) {
        QTest::newRow(name) << QString::fromLatin1(twin) << QString::fromLatin1(fen) << QString::fromLatin1(heading);
    };
    row("Move", "Move c3 c4", "4k1n1/8/8/8/1pP5/8/8/4K2R w K - 0 1", "b) wPc3-->c4");
    row("Move onto a man", "Move h1 h8", "4k1nR/8/8/8/1p6/2P5/8/4K3 w - - 0 1", "b) wRh1-->h8");
    row("Exchange", "Exchange e1 g8", "4k1K1/8/8/8/1p6/2P5/8/4n2R w - - 0 1", "b) wKe1<-->bSg8");
    row("Remove", "Remove g8", "4k3/8/8/8/1p6/2P5/8/4K2R w K - 0 1", "b) -bSg8");
    row("Add", "Add White Qa2b2", "4k1n1/8/8/8/1p6/2P5/QQ6/4K2R w K - 0 1", "b) +wQa2  +wQb2");
    row("Add replacing", "Add Black Rc3", "4k1n1/8/8/8/1p6/2r5/8/4K2R w K - 0 1", "b) bRc3");
    row("Add two colours", "Add White Sa1 Black a5", "4k1n1/8/8/p7/1p6/2P5/8/N3K2R w K - 0 1", "b) +wSa1  +bPa5");
    row("Substitute", "Substitute S B", "4k1b1/8/8/8/1p6/2P5/8/4K2R w K - 0 1", "b) S ==> B");
    row("Rotate 90", "Rotate 90", "7R/n7/8/k6K/8/5P2/4p3/8 w - - 0 1", "b) rotate 90");
    row("Rotate 180", "Rotate 180", "R2K4/8/5P2/6p1/8/8/8/1n1k4 w - - 0 1", "b) rotate 180");
    row("Rotate 270", "Rotate 270", "8/3p4/2P5/8/K6k/8/7n/R7 w - - 0 1", "b) rotate 270");
    row("Mirror a1<-->h1", "Mirror a1<-->h1", "1n1k4/8/8/8/6p1/5P2/8/R2K4 w - - 0 1", "b) mirror a1<-->h1");
    row("Mirror a1<-->a8", "Mirror a1<-->a8", "4K2R/8/2P5/1p6/8/8/8/4k1n1 w - - 0 1", "b) mirror a1<-->a8");
    row("Mirror a1<-->h8", "Mirror a1<-->h8", "8/4p3/5P2/8/k6K/8/n7/7R w - - 0 1", "b) mirror a1<-->h8");
    row("Mirror a8<-->h1", "Mirror a8<-->h1", "R7/7n/8/K6k/8/2P5/3p4/8 w - - 0 1", "b) mirror a8<-->h1");
    row("Shift", "Shift h1 g1", "3k1n2/8/8/8/p7/1P6/8/3K2R1 w - - 0 1", "b) shift h1 ==> g1");
    row("PolishType", "PolishType", "4K1N1/8/8/8/1P6/2p5/8/4k2r w - - 0 1", "b) PolishType");
    row("Stipulation h#2: Black starts", "Stipulation h#2", "4k1n1/8/8/8/1p6/2P5/8/4K2R b K - 0 1", "b) h#2");
    row("Stipulation h#2.5: White starts", "Stipulation h#2.5", "4k1n1/8/8/8/1p6/2P5/8/4K2R w K - 0 1", "b) h#2.5");
    row("Stipulation ser-h#3: Black starts", "Stipulation ser-h#3", "4k1n1/8/8/8/1p6/2P5/8/4K2R b K - 0 1",
        "b) ser-h#3");
    row("Stipulation s#2", "Stipulation s#2", "4k1n1/8/8/8/1p6/2P5/8/4K2R w K - 0 1", "b) s#2");
    row("two changes", "Remove g8 Move h1 h5", "4k3/8/8/7R/1p6/2P5/8/4K3 w - - 0 1", "b) -bSg8  wRh1-->h5");
}

void TestTwins::eachChangeType() {
    QFETCH(QString, twin);
    QFETCH(QString, fen);
    QFETCH(QString, heading);
    const std::string text = "BeginProblem\nPieces White Ke1 Rh1 Pc3 Black Ke8 Sg8 Pb4\nStipulation #2\nTwin " +
                             twin.toStdString() + "\nEndProblem\n";
    ProblemCollection c = parsePopeyeText(text);
    QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
    std::vector<TwinInstance> twins = twinsOf(c.entries.at(0).problem);
    QCOMPARE(int(twins.size()), 2);
    QCOMPARE(twins[0].label, std::string("a"));
    QCOMPARE(q(twins[0].heading()), QStringLiteral("a)"));
    QCOMPARE(twins[0].fen, std::string("4k1n1/8/8/8/1p6/2P5/8/4K2R w K - 0 1"));
    QCOMPARE(q(twins[1].fen), fen);
    QCOMPARE(q(twins[1].heading()), heading);
}

void TestTwins::continuedAndZeroPosition() {
    Problem p = gmsProblems("BeginProblem\nPieces White Ke1 Rh1 Pc3 Black Ke8 Sg8 Pb4\nStipulation #2\n"
                            "Twin Move c3 c4\nTwin Cont Remove g8\nTwin Cont Stipulation h#2\nTwin Remove b4\n"
                            "Twin Cont Rotate 180\nEndProblem\n")
                    .at(0);
    std::vector<TwinInstance> t = twinsOf(p);
    QCOMPARE(int(t.size()), 6);
    QCOMPARE(q(t[2].heading()), QStringLiteral("+c) -bSg8"));
    QCOMPARE(t[2].fen, std::string("4k3/8/8/8/1pP5/8/8/4K2R w K - 0 1"));
    QCOMPARE(q(t[3].heading()), QStringLiteral("+d) h#2"));
    QCOMPARE(t[3].fen, std::string("4k3/8/8/8/1pP5/8/8/4K2R b K - 0 1"));
    // Not continued: from the diagram, with the diagram's stipulation again.
    QCOMPARE(t[4].fen, std::string("4k1n1/8/8/8/8/2P5/8/4K2R w K - 0 1"));
    QCOMPARE(t[4].stipulation, (Stipulation{Stipulation::Kind::DirectMate, 2}));
    QCOMPARE(t[5].fen, std::string("R2K4/8/5P2/8/8/8/8/1n1k4 w - - 0 1"));

    // ZeroPosition: the diagram is not solved, its changes give a).
    p = gmsProblems("BeginProblem\nPieces White Ke1 Rh1 Pc3 Black Ke8 Sg8 Pb4\nStipulation #2\n"
                    "ZeroPosition Remove g8\nTwin Cont Move c3 c4\nTwin Remove b4\nEndProblem\n")
            .at(0);
    QVERIFY(p.zeroPosition);
    t = twinsOf(p);
    QCOMPARE(int(t.size()), 3);
    QCOMPARE(q(t[0].heading()), QStringLiteral("a) -bSg8"));
    QCOMPARE(q(t[1].heading()), QStringLiteral("+b) wPc3-->c4"));
    QCOMPARE(t[1].fen, std::string("4k3/8/8/8/1pP5/8/8/4K2R w K - 0 1"));
    QCOMPARE(q(t[2].heading()), QStringLiteral("c) -bPb4"));

    // A first twin marked Continued continues the diagram; Popeye prints "+b)" all the same.
    p = gmsProblems("BeginProblem\nPieces White Kd2 Rb2 Black Kf7\nStipulation #1\nTwin Cont Move b2 b3\nEndProblem\n")
            .at(0);
    t = twinsOf(p);
    QCOMPARE(q(t.at(1).heading()), QStringLiteral("+b) wRb2-->b3"));

    // Without twins: one problem, no label, the diagram.
    p.twins.clear();
    p.zeroPosition = false;
    t = twinsOf(p);
    QCOMPARE(int(t.size()), 1);
    QCOMPARE(t[0].label, std::string());
    QCOMPARE(t[0].heading(), std::string());
    QCOMPARE(t[0].fen, p.fen);
}

void TestTwins::castlingAndEnPassantAcrossTwins() {
    // A castling right the diagram denies (Popeye: NoCastling h1) stays denied in every twin.
    Problem p;
    p.fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
    p.stipulation = {Stipulation::Kind::DirectMate, 2};
    Twin rotate;
    rotate.changes.push_back({});
    rotate.changes[0].type = TwinChange::Type::Rotate;
    rotate.changes[0].degrees = 180;
    Twin back = rotate;
    back.continued = true;
    p.twins = {rotate, back};
    std::vector<TwinInstance> t = twinsOf(p);
    QCOMPARE(t.at(2).fen, std::string("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    // A rook that comes home castles (Popeye's default: castling when king and rook are at home).
    p.fen = "4k3/8/8/8/8/8/8/4K1R1 w - - 0 1";
    Twin move;
    move.changes.push_back({});
    move.changes[0].type = TwinChange::Type::Move;
    move.changes[0].square1 = 6; // g1
    move.changes[0].square2 = 7; // h1
    p.twins = {move};
    t = twinsOf(p);
    QCOMPARE(t.at(1).fen, std::string("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));

    // The e.p. square is the diagram's (Popeye's EnPassant is retro information);
    // a twin that makes it impossible is an error naming the twin.
    p.fen = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
    move.changes[0].square1 = 60; // e8
    move.changes[0].square2 = 61; // f8
    p.twins = {move};
    t = twinsOf(p);
    QCOMPARE(t.at(1).fen, std::string("5k2/8/8/8/3pP3/8/8/4K3 b - e3 0 1"));
    move.changes[0].square1 = 28; // e4
    move.changes[0].square2 = 36; // e5
    p.twins = {move};
    std::string error;
    int failed = 7;
    QVERIFY(!expandTwins(p, t, error, &failed));
    QCOMPARE(failed, 0);
    QCOMPARE(q(error), QStringLiteral("twin b) (Move e4 e5): illegal position: e.p. square e3 needs a white pawn on "
                                      "e4 that just moved two squares"));
    QVERIFY(t.empty());
}

void TestTwins::labels() {
    QCOMPARE(twinLabel(0), std::string("a"));
    QCOMPARE(twinLabel(25), std::string("z"));
    QCOMPARE(twinLabel(26), std::string("z1"));
    QCOMPARE(twinLabel(27), std::string("z2"));
    QVERIFY(whiteStarts({Stipulation::Kind::DirectMate, 2}));
    QVERIFY(whiteStarts({Stipulation::Kind::SelfMate, 2}));
    QVERIFY(whiteStarts({Stipulation::Kind::ReflexMate, 2}));
    QVERIFY(!whiteStarts({Stipulation::Kind::HelpMate, 2}));
    QVERIFY(whiteStarts({Stipulation::Kind::HelpMate, 2, true}));
    QVERIFY(!whiteStarts({Stipulation::Kind::SeriesHelpMate, 3}));
}

// ---- against Popeye's output ---------------------------------------------------

void TestTwins::headingsAsPopeye_data() {
    QTest::addColumn<QString>("name");
    for (const char* n : {"changes_white", "changes_black", "shift", "castling", "enpassant", "zeroposition",
                          "stipulations", "beispiel"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestTwins::headingsAsPopeye() {
    QFETCH(QString, name);
    std::vector<Problem> problems = gmsProblems(forGms(readText(name + QLatin1String(".inp"))));
    auto popeye = popeyeSections(readText(name + QLatin1String(".out")));
    QCOMPARE(problems.size(), popeye.size());
    for (std::size_t k = 0; k < problems.size(); ++k) {
        std::vector<TwinInstance> twins = twinsOf(problems[k]);
        QCOMPARE(twins.size(), popeye[k].size());
        for (std::size_t j = 0; j < twins.size(); ++j) QCOMPARE(q(twins[j].heading()), popeye[k][j].heading);
    }
}

void TestTwins::anyMoveListsAsPopeye_data() {
    QTest::addColumn<QString>("name");
    for (const char* n : {"changes_white", "changes_black", "shift", "castling", "enpassant", "zeroposition"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestTwins::anyMoveListsAsPopeye() {
    QFETCH(QString, name);
    std::vector<Problem> problems = gmsProblems(forGms(readText(name + QLatin1String(".inp"))));
    auto popeye = popeyeSections(readText(name + QLatin1String(".out")));
    QCOMPARE(problems.size(), popeye.size());
    int compared = 0;
    for (std::size_t k = 0; k < problems.size(); ++k) {
        std::vector<TwinInstance> twins = twinsOf(problems[k]);
        QCOMPARE(twins.size(), popeye[k].size());
        for (std::size_t j = 0; j < twins.size(); ++j) {
            std::set<QString> theirs;
            for (QString line : popeye[k][j].lines) {
                line = line.trimmed();
                QVERIFY2(line.startsWith(QLatin1String("1.")) && line.endsWith(QLatin1String(" !")), qPrintable(line));
                theirs.insert(line.mid(2, line.size() - 4));
            }
            std::set<QString> ours = legalMovesAsPopeye(positionOf(twins[j].fen));
            if (ours != theirs) {
                QStringList onlyOurs, onlyTheirs;
                for (const auto& m : ours)
                    if (!theirs.count(m)) onlyOurs << m;
                for (const auto& m : theirs)
                    if (!ours.count(m)) onlyTheirs << m;
                QFAIL(qPrintable(QStringLiteral("%1 twin %2 (%3): only GMS: %4; only Popeye: %5")
                                     .arg(name, q(twins[j].heading()), q(twins[j].fen), onlyOurs.join(QLatin1Char(',')),
                                          onlyTheirs.join(QLatin1Char(',')))));
            }
            compared += int(theirs.size());
        }
    }
    QVERIFY(compared > 0);
}

void TestTwins::solutionsReplayInTwins_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("minimumLines");
    QTest::newRow("stipulations") << QStringLiteral("stipulations") << 5;
    QTest::newRow("beispiel") << QStringLiteral("beispiel") << 60;
}

void TestTwins::solutionsReplayInTwins() {
    QFETCH(QString, name);
    QFETCH(int, minimumLines);
    std::vector<Problem> problems = gmsProblems(forGms(readText(name + QLatin1String(".inp"))));
    auto popeye = popeyeSections(readText(name + QLatin1String(".out")));
    QCOMPARE(problems.size(), popeye.size());
    static const QRegularExpression solutionStart(QStringLiteral("^\\s{1,3}1\\.(\\.\\.)?[^.]"));
    int replayed = 0;
    for (std::size_t k = 0; k < problems.size(); ++k) {
        std::vector<TwinInstance> twins = twinsOf(problems[k]);
        QCOMPARE(twins.size(), popeye[k].size());
        for (std::size_t j = 0; j < twins.size(); ++j) {
            const TwinInstance& twin = twins[j];
            for (const QString& line : popeye[k][j].lines) {
                if (!solutionStart.match(line).hasMatch()) continue;
                QStringList moves = movesOfLine(line);
                // Battle play: the line is a key or a try ("1.Sd3-f4 ! threat:"): its first move.
                if (twin.stipulation.isBattle()) moves = moves.mid(0, 1);
                Position pos = positionOf(twin.fen);
                // Series play: the series side moves on while the other side passes.
                const bool series = twin.stipulation.kind == Stipulation::Kind::SeriesHelpMate;
                const Color seriesSide = pos.sideToMove();
                for (int m = 0; m < moves.size(); ++m) {
                    if (series && pos.sideToMove() != seriesSide) {
                        UndoInfo u;
                        pos.makeNullMove(u);
                    }
                    if (series && m == moves.size() - 1) {
                        UndoInfo u;
                        pos.makeNullMove(u); // the mate in one by the other side
                    }
                    Move mv = findMove(pos, moves[m]);
                    QVERIFY2(!mv.isNone(), qPrintable(QStringLiteral("%1 %2 (%3): '%4' is not legal in '%5'")
                                                          .arg(name, q(twin.heading()), q(twin.fen), moves[m], line)));
                    UndoInfo u;
                    pos.makeMove(mv, u);
                }
                ++replayed;
            }
        }
    }
    QVERIFY2(replayed >= minimumLines, qPrintable(QString::number(replayed)));
}

void TestTwins::unitsFollowedFromEachTwin() {
    // ser-<>4: in b) the rook moved to c2 is the unit of c2 (Popeye 4.104, units.out): the
    // exchanges of each twin are those of its own position.
    std::vector<Problem> problems = gmsProblems(forGms(readText(QStringLiteral("units.inp"))));
    const auto popeye = popeyeSections(readText(QStringLiteral("units.out")));
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(popeye.size(), std::size_t(1));
    const std::vector<TwinInstance> twins = twinsOf(problems[0]);
    QCOMPARE(twins.size(), popeye[0].size());
    for (std::size_t j = 0; j < twins.size(); ++j) {
        const Position pos = positionOf(twins[j].fen);
        const Solution sol = Solver(SolverOptions{}).solve(pos, twins[j].stipulation);
        QVERIFY2(sol.complete, sol.error.c_str());
        TextOptions text;
        text.statistics = false;
        QStringList gms, expected;
        for (const QString& l : q(formatSolutionText(pos, sol, text)).split(QLatin1Char('\n')))
            if (l.trimmed().startsWith(QLatin1String("1."))) gms << l.trimmed();
        for (const QString& l : popeye[0][j].lines)
            if (l.trimmed().startsWith(QLatin1String("1."))) expected << l.trimmed();
        gms.sort();
        expected.sort();
        QCOMPARE(gms.size(), j == 0 ? 24 : 8);
        QCOMPARE(gms, expected);
    }
}

void TestTwins::twinsPopeyeRejectsAreErrors() {
    // Each problem of illegal.inp has one twin b) that Popeye refuses to solve
    // (illegal.out names why); GMS skips the problem with an error at its Twin.
    const QStringList expected = {
        "6:1: twin b) (Exchange e1 d8): illegal position: the kings stand next to each other (d8 and e8): kings can "
        "never be adjacent",
        "12:1: twin b) (Move a1 a2): square a1 is empty: there is no piece to move",
        "18:1: twin b) (Shift a1 a2): the bK on e8 would leave the board",
        "24:1: twin b) (Add White Kd4): illegal position: White has 2 kings: exactly one is needed",
        "30:1: twin b) (Substitute K Q): illegal position: White has no king (Popeye's option NoWk allows it)",
        "36:1: twin b) (Move e4 e5): illegal position: e.p. square e3 needs a white pawn on e4 that just moved two "
        "squares"};
    const QStringList popeyeSays = {"the side to play can capture the king",
                                    "a1: square is empty - cannot (re)move any piece.",
                                    "A piece will be moved outside.",
                                    "only one king allowed",
                                    "both sides need a king",
                                    "Inconsistent retro information"};
    ProblemCollection c = parsePopeyeText(forGms(readText(QStringLiteral("illegal.inp"))));
    QCOMPARE(c.entries.size(), std::size_t(0));
    QCOMPARE(int(c.skipped.size()), int(expected.size()));
    for (int k = 0; k < expected.size(); ++k) {
        const SkippedProblem& s = c.skipped[std::size_t(k)];
        QCOMPARE(QStringLiteral("%1:%2: %3").arg(s.line).arg(s.column).arg(q(s.message)), expected[k]);
    }
    // Popeye's reasons, one per problem, in the same order.
    const QString out = readText(QStringLiteral("illegal.out"));
    int from = 0;
    for (const QString& reason : popeyeSays) {
        int at = out.indexOf(reason, from);
        QVERIFY2(at >= 0, qPrintable(reason));
        from = at;
    }
}

void TestTwins::writtenTwinsReadBack_data() {
    QTest::addColumn<QString>("name");
    for (const char* n : {"changes_white", "changes_black", "shift", "castling", "enpassant", "zeroposition",
                          "stipulations", "beispiel"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestTwins::writtenTwinsReadBack() {
    QFETCH(QString, name);
    std::vector<Problem> problems = gmsProblems(forGms(readText(name + QLatin1String(".inp"))));
    QVERIFY(!problems.empty());
    const std::string written = problemsToPopeye(problems);
    QCOMPARE(gmsProblems(written), problems);
}

void TestTwins::popeyeReadsWhatGmsWrites() {
    // written.inp is what GMS writes for castling.inp and enpassant.inp (their
    // three problems, ~1 put back for #1); written.out is Popeye's output for it,
    // which must be Popeye's output for the original inputs.
    std::vector<Problem> problems = gmsProblems(forGms(readText(QStringLiteral("castling.inp"))));
    for (const Problem& p : gmsProblems(forGms(readText(QStringLiteral("enpassant.inp"))))) problems.push_back(p);
    QCOMPARE(int(problems.size()), 3);
    QString mine = q(problemsToPopeye(problems));
    mine.replace(QStringLiteral("Stipulation #1"), QStringLiteral("Stipulation ~1"));
    QCOMPARE(mine, readText(QStringLiteral("written.inp")));
    QVERIFY(mine.contains(QLatin1String("Option HalfDuplex EnPassant e2e3e4 NoBoard\n")));
    auto fromWritten = popeyeSections(readText(QStringLiteral("written.out")));
    auto fromOriginal = popeyeSections(readText(QStringLiteral("castling.out")));
    for (const auto& problem : popeyeSections(readText(QStringLiteral("enpassant.out"))))
        fromOriginal.push_back(problem);
    QCOMPARE(fromWritten.size(), fromOriginal.size());
    for (std::size_t k = 0; k < fromOriginal.size(); ++k) {
        QCOMPARE(fromWritten[k].size(), fromOriginal[k].size());
        for (std::size_t j = 0; j < fromOriginal[k].size(); ++j) {
            QCOMPARE(fromWritten[k][j].heading, fromOriginal[k][j].heading);
            QCOMPARE(fromWritten[k][j].lines, fromOriginal[k][j].lines);
        }
    }
}

QTEST_APPLESS_MAIN(TestTwins)
#include "test_twins.moc"

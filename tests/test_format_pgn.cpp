// SPDX-License-Identifier: GPL-3.0-or-later
// PGN export of solutions (engine/pgn_export.h).
//
// The solution trees are built by hand, move by move with parseSan, from the
// complete Popeye 4.104 solutions of tests/data/popeye/tree_*.txt (copied from
// shared/problems/popeye-format): pf020 (BEISPIEL/ep.inp#1: key, threat, seven
// defences including an e.p. capture, a dual, four tries with refutations),
// pf014f (Black to move, key 0-0-0, a three-mover with threats at two levels and
// an e.p. reply) and pf002 (two keys, one of them a mate in 1).
//
// The PGN text must have the structure described in pgn_export.h, and every PGN
// must load in real chess libraries: tests/pgn_check/check.js parses it with
// @mliebelt/pgn-parser and replays every line and variation with chess.js,
// comparing each SAN with chess.js's own. That part needs Node.js and
// `npm ci --prefix tests/pgn_check`; it is skipped with a message otherwise.

#include "fen.h"
#include "notation.h"
#include "pgn_export.h"
#include "position.h"
#include "problem.h"
#include "solution.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>
#include <string>
#include <vector>

using namespace gms;

namespace {

/// Builds solution trees from SAN; records moves that are not legal.
struct TreeBuilder {
    QStringList errors;

    Move move(const Position& pos, const char* san) {
        auto m = parseSan(pos, san);
        if (!m) {
            errors
                << QStringLiteral("%1 is not legal in %2").arg(QLatin1String(san), QString::fromStdString(toFen(pos)));
            return Move::none();
        }
        return *m;
    }
    static Position after(const Position& pos, Move m) {
        Position next = pos;
        if (m.isNone()) return next;
        UndoInfo undo;
        next.makeMove(m, undo);
        return next;
    }
    static Position passed(const Position& pos) {
        Position next = pos;
        UndoInfo undo;
        next.makeNullMove(undo);
        return next;
    }
    AttackNode mate(const Position& pos, const char* san) {
        AttackNode a;
        a.move = move(pos, san);
        a.mateIn = 1;
        a.givesCheck = true;
        return a;
    }
    std::vector<AttackNode> mates(const Position& pos, std::initializer_list<const char*> sans) {
        std::vector<AttackNode> out;
        for (const char* s : sans) out.push_back(mate(pos, s));
        return out;
    }
    /// A defence answered by mates.
    DefenceNode defence(const Position& pos, const char* san, std::initializer_list<const char*> replies) {
        DefenceNode d;
        d.move = move(pos, san);
        d.replies = mates(after(pos, d.move), replies);
        return d;
    }
    DefenceNode refutation(const Position& pos, const char* san) {
        DefenceNode d;
        d.move = move(pos, san);
        return d;
    }
};

Position positionOf(const char* fen) {
    Position pos;
    FenError e;
    if (!parseFen(fen, pos, e)) qFatal("bad test FEN %s", fen);
    return pos;
}

const char* kPf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
const char* kPf014f = "r3k3/8/p1K5/4P3/n1p5/8/2pP4/8 b q - 0 1";
const char* kPf002 = "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1";

/// tree_pf020_2mover_tries.txt
Solution pf020(TreeBuilder& b) {
    Position pos = positionOf(kPf020);
    Solution s;
    s.fen = kPf020;
    s.moves = 2;
    s.complete = true;
    s.shortest = 2;

    AttackNode key;
    key.move = b.move(pos, "f4");
    key.mateIn = 2;
    Position k = b.after(pos, key.move);
    key.threats = b.mates(b.passed(k), {"fxe5"});
    key.defences = {b.defence(k, "R1xf4", {"Rd1"}),
                    b.defence(k, "gxf3", {"Nb7"}),
                    b.defence(k, "exf4", {"e5"}),
                    b.defence(k, "gxf4", {"Bxe7"}),
                    b.defence(k, "R8xf4", {"c8=N"}),
                    b.defence(k, "Rf5", {"c8=N"}),
                    b.defence(k, "Rb8+", {"cxb8=Q", "cxb8=B"})};
    s.keys.push_back(key);

    AttackNode t1;
    t1.move = b.move(pos, "Bxg5");
    t1.mateIn = 2;
    Position p1 = b.after(pos, t1.move);
    t1.threats = b.mates(b.passed(p1), {"Bxe7"});
    t1.defences = {b.defence(p1, "Rf6", {"c8=N"}), b.defence(p1, "Rf7", {"c8=N"}),
                   b.defence(p1, "Rb8+", {"cxb8=Q", "cxb8=B"})};
    t1.refutations = {b.refutation(p1, "Re8")};

    AttackNode t2;
    t2.move = b.move(pos, "Nxf8");
    t2.mateIn = 2;
    Position p2 = b.after(pos, t2.move);
    t2.threats = b.mates(b.passed(p2), {"c8=N", "Nb7"});
    t2.defences = {b.defence(p2, "Bd7", {"Nb7"}), b.defence(p2, "Bc6", {"c8=N"}), b.defence(p2, "e6", {"c8=N"})};
    t2.refutations = {b.refutation(p2, "Ba6")};

    AttackNode t3;
    t3.move = b.move(pos, "c8=Q");
    t3.mateIn = 2;
    Position p3 = b.after(pos, t3.move);
    t3.threats = b.mates(b.passed(p3), {"Qe6", "Qc7", "Nb7"});
    t3.defences = {b.defence(p3, "Bxc4", {"Qd7", "Qc6", "Qc7", "Nb7"}), b.defence(p3, "Bd7", {"Qxd7", "Qc7"}),
                   b.defence(p3, "Bc6", {"Qe6", "Qxc6", "Qc7"}), b.defence(p3, "Ba6", {"Qe6", "Qd7", "Qc6", "Qc7"}),
                   b.defence(p3, "Rf6", {"Qc7", "Qb8", "Nb7"})};
    t3.refutations = {b.refutation(p3, "Rxc8")};

    AttackNode t4;
    t4.move = b.move(pos, "c8=N+");
    t4.mateIn = 2;
    t4.givesCheck = true;
    t4.refutations = {b.refutation(b.after(pos, t4.move), "Rxc8")};
    s.tries = {t1, t2, t3, t4};
    return s;
}

/// tree_pf014f_black_castles.txt: Black to move, #3.
Solution pf014f(TreeBuilder& b) {
    Position pos = positionOf(kPf014f);
    Solution s;
    s.fen = kPf014f;
    s.moves = 3;
    s.complete = true;
    s.shortest = 3;
    AttackNode key;
    key.move = b.move(pos, "O-O-O");
    key.mateIn = 3;
    Position k = b.after(pos, key.move);
    // Threat 2...c1=Q (threat 3...Qh1#; 3.d4 cxd3 e.p.#).
    Position kp = b.passed(k);
    AttackNode threat;
    threat.move = b.move(kp, "c1=Q");
    threat.mateIn = 2;
    Position tq = b.after(kp, threat.move);
    threat.threats = b.mates(b.passed(tq), {"Qh1"});
    threat.defences = {b.defence(tq, "d4", {"cxd3"})};
    key.threats = {threat};
    for (const char* d : {"d4", "d3"}) {
        DefenceNode dn;
        dn.move = b.move(k, d);
        Position pd = b.after(k, dn.move);
        AttackNode reply;
        reply.move = b.move(pd, "cxd3");
        reply.mateIn = 2;
        reply.threats = b.mates(b.passed(b.after(pd, reply.move)), {"c1=Q", "c1=R"});
        dn.replies = {reply};
        key.defences.push_back(dn);
    }
    s.keys = {key};
    return s;
}

/// tree_pf002_short_solution.txt: two keys, 1.Kb6 (threat 2.Nc7#) and 1.Nc7#.
Solution pf002(TreeBuilder& b) {
    Position pos = positionOf(kPf002);
    Solution s;
    s.fen = kPf002;
    s.moves = 2;
    s.complete = true;
    s.shortest = 1;
    AttackNode kb6;
    kb6.move = b.move(pos, "Kb6");
    kb6.mateIn = 2;
    kb6.zugzwang = false;
    kb6.threats = b.mates(b.passed(b.after(pos, kb6.move)), {"Nc7"});
    s.keys = {kb6, b.mate(pos, "Nc7")};
    return s;
}

Problem problemFor(const char* fen, int moves) {
    Problem p;
    p.fen = fen;
    p.stipulation.moves = moves;
    return p;
}

/// Movetext on one line, so that expectations do not depend on wrapping.
QString flat(const std::string& pgn) {
    QString s = QString::fromStdString(pgn);
    return s.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

} // namespace

class TestFormatPgn : public QObject {
    Q_OBJECT

private slots:
    void treesAreLegal();
    void tagsAndMainLine();
    void variationsDualsAndTries();
    void blackToMoveDeeperTree();
    void cooksAndShortSolutions();
    void noSolutionAndOptions();
    void linesAreWrapped();
    void loadsInChessLibraries();
};

void TestFormatPgn::treesAreLegal() {
    TreeBuilder b;
    pf020(b);
    pf014f(b);
    pf002(b);
    QVERIFY2(b.errors.isEmpty(), qPrintable(b.errors.join(QLatin1Char('\n'))));
}

void TestFormatPgn::tagsAndMainLine() {
    TreeBuilder b;
    Problem p = problemFor(kPf020, 2);
    p.meta.title = "e.p. \"defence\"";
    p.meta.author = "A. Armeni";
    p.meta.source = "Freie Presse";
    p.meta.year = "1994";
    const std::string pgn = solutionToPgn(p, pf020(b));
    const QString text = QString::fromStdString(pgn);
    QVERIFY(text.startsWith(QLatin1String("[Event \"e.p. 'defence'\"]\n[Site \"Freie Presse\"]\n"
                                          "[Date \"1994.??.??\"]\n[Round \"-\"]\n[White \"A. Armeni\"]\n"
                                          "[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n")));
    QVERIFY(text.contains(QStringLiteral("[FEN \"%1\"]\n").arg(QLatin1String(kPf020))));
    QVERIFY(text.contains(QLatin1String("[Stipulation \"#2\"]\n")));
    QVERIFY(text.endsWith(QLatin1String(" *\n")));
    const QString moves = flat(pgn);
    QVERIFY2(moves.contains(QLatin1String("{#2: sound, 4 tries} 1. f4 $1 {threat: 2. fxe5#}")), qPrintable(moves));
    // The main line: key, first defence, its mate.
    QVERIFY2(moves.contains(QLatin1String("1... R1xf4 (1... gxf3 2. Nb7#) (1... exf4 2. e5#)")), qPrintable(moves));
    QVERIFY2(moves.contains(QLatin1String("(1... Rb8+ 2. cxb8=Q# {dual} (2. cxb8=B#)) 2. Rd1# *")), qPrintable(moves));
}

void TestFormatPgn::variationsDualsAndTries() {
    TreeBuilder b;
    const QString moves = flat(solutionToPgn(problemFor(kPf020, 2), pf020(b)));
    // Tries are variations of the key with their threats, defences and refutations.
    QVERIFY2(moves.contains(QLatin1String("(1. Bxg5 $2 {try; threat: 2. Bxe7#} 1... Rf6 (1... Rf7 2. c8=N#) "
                                          "(1... Rb8+ 2. cxb8=Q# {dual} (2. cxb8=B#)) (1... Re8 $1 {refutation}) "
                                          "2. c8=N#)")),
             qPrintable(moves));
    QVERIFY2(moves.contains(QLatin1String("(1. Nxf8 $2 {try; threat: 2. c8=N#, 2. Nb7#}")), qPrintable(moves));
    QVERIFY2(moves.contains(QLatin1String("(1. c8=Q $2 {try; threat: 2. Qe6#, 2. Qc7#, 2. Nb7#} 1... Bxc4 (1... Bd7 "
                                          "2. Qxd7# {dual} (2. Qc7#))")),
             qPrintable(moves));
    QVERIFY2(moves.contains(QLatin1String("(1... Rxc8 $1 {refutation}) 2. Qd7# {dual} (2. Qc6#) (2. Qc7#) (2. Nb7#))")),
             qPrintable(moves));
    // A try with no defence shown: its refutation is the line.
    QVERIFY2(moves.contains(QLatin1String("(1. c8=N+ $2 {try} 1... Rxc8 $1 {refutation})")), qPrintable(moves));
    // The e.p. defence.
    QVERIFY2(moves.contains(QLatin1String("(1... gxf3 2. Nb7#)")), qPrintable(moves));
    // Without tries, none of them.
    PgnOptions keysOnly;
    keysOnly.includeTries = false;
    const QString plain = flat(solutionToPgn(problemFor(kPf020, 2), pf020(b), keysOnly));
    QVERIFY(!plain.contains(QLatin1String("Bxg5")));
    QVERIFY(plain.contains(QLatin1String("1. f4 $1 {threat: 2. fxe5#}")));
}

void TestFormatPgn::blackToMoveDeeperTree() {
    TreeBuilder b;
    const QString moves = flat(solutionToPgn(problemFor(kPf014f, 3), pf014f(b)));
    QVERIFY2(
        moves.contains(QLatin1String("{#3: sound} 1... O-O-O $1 {threat: 2... c1=Q} 2. d4 (2. d3 cxd3 "
                                     "{threat: 3... c1=Q#, 3... c1=R#}) 2... cxd3 {threat: 3... c1=Q#, 3... c1=R#} *")),
        qPrintable(moves));
}

void TestFormatPgn::cooksAndShortSolutions() {
    TreeBuilder b;
    const QString moves = flat(solutionToPgn(problemFor(kPf002, 2), pf002(b)));
    QVERIFY2(moves.contains(
                 QLatin1String("{#2: cooked, 2 keys, short solution: mate in 1} 1. Kb6 $1 "
                               "{threat: 2. Nc7#} (1. Nc7# $1 {another key (cook); short solution: mate in 1}) *")),
             qPrintable(moves));
}

void TestFormatPgn::noSolutionAndOptions() {
    Solution none;
    none.fen = kPf002;
    none.moves = 1;
    none.complete = true;
    QString moves = flat(solutionToPgn(problemFor(kPf002, 1), none));
    QVERIFY2(moves.contains(QLatin1String("[Event \"GMS problem\"]")), qPrintable(moves));
    QVERIFY2(moves.endsWith(QLatin1String("{#1: no solution} * ")), qPrintable(moves));
    // Threat comments can be left out.
    TreeBuilder b;
    PgnOptions noThreats;
    noThreats.includeThreats = false;
    moves = flat(solutionToPgn(problemFor(kPf020, 2), pf020(b), noThreats));
    QVERIFY(!moves.contains(QLatin1String("threat")));
    // A move that is not legal in the tree ends its line with a comment, never a crash.
    Solution broken = pf002(b);
    broken.keys[0].move = Move(makeSquare(0, 0), makeSquare(7, 7));
    moves = flat(solutionToPgn(problemFor(kPf002, 2), broken));
    QVERIFY2(moves.contains(QLatin1String("{illegal move a1h8 in the solution tree}")), qPrintable(moves));
    // An unreadable position.
    Solution bad;
    bad.fen = "not a fen";
    bad.moves = 2;
    moves = flat(solutionToPgn(problemFor("not a fen", 2), bad));
    QVERIFY2(moves.contains(QLatin1String("{cannot export: FEN error")), qPrintable(moves));
}

void TestFormatPgn::linesAreWrapped() {
    TreeBuilder b;
    const std::string pgn = solutionToPgn(problemFor(kPf020, 2), pf020(b));
    const QStringList lines = QString::fromStdString(pgn).split(QLatin1Char('\n'));
    for (const QString& line : lines)
        if (!line.startsWith(QLatin1Char('['))) QVERIFY2(line.size() <= 79, qPrintable(line));
}

void TestFormatPgn::loadsInChessLibraries() {
    const QString checkDir = QStringLiteral(GMS_TEST_DATA_DIR "/../pgn_check");
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty()) QSKIP("node (Node.js) not found: PGN export not checked with chess.js");
    if (!QFileInfo::exists(checkDir + QStringLiteral("/node_modules/chess.js/package.json")) ||
        !QFileInfo::exists(checkDir + QStringLiteral("/node_modules/@mliebelt/pgn-parser/package.json")))
        QSKIP("tests/pgn_check/node_modules missing: run `npm ci --prefix tests/pgn_check` to check PGN export "
              "with chess.js and @mliebelt/pgn-parser");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TreeBuilder b;
    Problem titled = problemFor(kPf020, 2);
    titled.meta.title = "a title with \"quotes\" and {braces}";
    titled.meta.author = "A. Armeni";
    const std::vector<std::pair<QString, std::string>> files = {
        {QStringLiteral("pf020.pgn"), solutionToPgn(titled, pf020(b))},
        {QStringLiteral("pf014f.pgn"), solutionToPgn(problemFor(kPf014f, 3), pf014f(b))},
        {QStringLiteral("pf002.pgn"), solutionToPgn(problemFor(kPf002, 2), pf002(b))},
    };
    QVERIFY2(b.errors.isEmpty(), qPrintable(b.errors.join(QLatin1Char('\n'))));
    QStringList paths;
    for (const auto& [name, text] : files) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(text));
        paths << f.fileName();
    }
    auto check = [&](const QStringList& args, QString& output) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(node, QStringList{checkDir + QStringLiteral("/check.js")} + args);
        if (!p.waitForFinished(120000)) return -1;
        output = QString::fromUtf8(p.readAll());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    };
    QString output;
    QVERIFY2(check(paths, output) == 0, qPrintable(output));
    QVERIFY2(output.count(QLatin1String("ok ")) == 3, qPrintable(output));
    // 1 + 7 + 1 + ... moves: the checker replays every variation.
    QVERIFY2(output.contains(QLatin1String("pf020.pgn: 1 game(s), ")), qPrintable(output));

    // The checker catches what it should: an ambiguous SAN ("Rxf4": two rooks can)
    // and a mate sign that is not a mate.
    QFile bad(dir.filePath(QStringLiteral("bad.pgn")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(QByteArray::fromStdString(files[0].second).replace("R1xf4", "Rxf4"));
    bad.close();
    QCOMPARE(check({bad.fileName()}, output), 1);
    QVERIFY2(output.contains(QLatin1String("'Rxf4' is not legal")), qPrintable(output));
    QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bad.write(QByteArray::fromStdString(files[0].second).replace("2. Nb7#", "2. Nb7+"));
    bad.close();
    QCOMPARE(check({bad.fileName()}, output), 1);
    QVERIFY2(output.contains(QLatin1String("written 'Nb7+', chess.js writes 'Nb7#'")), qPrintable(output));
}

QTEST_GUILESS_MAIN(TestFormatPgn)
#include "test_format_pgn.moc"

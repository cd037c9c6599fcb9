// SPDX-License-Identifier: GPL-3.0-or-later
/// `gms-cli uci` end to end: the protocol driven through a pipe (QProcess) as a GUI
/// does, answers checked against Popeye's complete key sets (problems/direct_mates.tsv),
/// principal lines replayed move by move; and the same session driven by a real UCI
/// client library (node-uci, tests/uci_check/check.js, which also replays every line
/// with chess.js). That last part needs Node.js and `npm ci --prefix tests/uci_check`;
/// it is skipped with a message otherwise.
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "mate_prover.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <functional>
#include <optional>

using namespace gms;

namespace {

constexpr const char* Pf020 = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"; // #2, key f2f4 (Popeye)
constexpr const char* Pf002 = "k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"; // #2: a6b6, and e8c7 mates in 1 (Popeye)

/// gms-cli uci in a pipe, read line by line.
class UciProcess {
public:
    UciProcess() {
        process.start(QStringLiteral(GMS_CLI_PATH), {QStringLiteral("uci")});
        process.waitForStarted(10000);
    }
    ~UciProcess() {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
        }
    }
    void send(const QString& line) { process.write((line + QLatin1Char('\n')).toUtf8()); }

    /// Waits for the first line matching `pred`; lines read on the way are in `seen`.
    std::optional<QString> waitFor(const std::function<bool(const QString&)>& pred, int timeoutMs = 20000) {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            while (process.canReadLine()) {
                QString line = QString::fromUtf8(process.readLine()).trimmed();
                seen << line;
                if (pred(line)) return line;
            }
            qint64 left = timeoutMs - timer.elapsed();
            if (left <= 0 || process.state() == QProcess::NotRunning) return std::nullopt;
            process.waitForReadyRead(int(std::min<qint64>(left, 100)));
        }
    }
    std::optional<QString> waitForPrefix(const QString& prefix, int timeoutMs = 20000) {
        return waitFor([&](const QString& l) { return l.startsWith(prefix); }, timeoutMs);
    }
    /// Sends `go ...` and returns the info lines and the bestmove line.
    QStringList go(const QString& command, int timeoutMs = 20000) {
        seen.clear();
        send(command);
        auto best = waitForPrefix(QStringLiteral("bestmove"), timeoutMs);
        return seen;
    }

    QProcess process;
    QStringList seen;
};

/// The move of a "bestmove X [ponder Y]" line (empty if there is none).
QString bestMoveOf(const QStringList& lines) {
    for (const QString& l : lines)
        if (l.startsWith(QLatin1String("bestmove "))) return l.split(QLatin1Char(' ')).value(1);
    return {};
}

struct PvLine {
    int multipv = 1, mate = 0;
    QStringList pv;
};

/// The last `score mate` info line of each multipv index, by index.
QList<PvLine> mateLines(const QStringList& lines) {
    static const QRegularExpression re(QStringLiteral(R"(^info .*?(?:multipv (\d+) )?score mate (-?\d+) .* pv (.+)$)"));
    QMap<int, PvLine> byIndex;
    for (const QString& l : lines) {
        auto m = re.match(l);
        if (!m.hasMatch()) continue;
        PvLine p;
        p.multipv = m.captured(1).isEmpty() ? 1 : m.captured(1).toInt();
        p.mate = m.captured(2).toInt();
        p.pv = m.captured(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        byIndex[p.multipv] = p;
    }
    return byIndex.values();
}

Position positionOf(const char* fen) {
    Position pos;
    FenError e;
    if (!parseFen(fen, pos, e)) qFatal("bad test FEN %s", fen);
    return pos;
}

/// Replays a UCI line; empty string when every move is legal and it ends in mate.
QString checkMatingLine(Position pos, const QStringList& pv) {
    for (const QString& text : pv) {
        auto m = parseUci(pos, text.toStdString());
        if (!m) return QStringLiteral("'%1' is not legal in %2").arg(text, QString::fromStdString(toFen(pos)));
        UndoInfo undo;
        pos.makeMove(*m, undo);
    }
    if (!pos.inCheck() || hasLegalMove(pos)) return QStringLiteral("the line does not end in mate");
    return {};
}

struct ProblemRow {
    QString id, fen;
    int n = 0;
    QStringList keys;
    QMap<QString, int> shortKeys;
    int lengthOf(const QString& key) const { return shortKeys.value(key, n); }
};

QList<ProblemRow> directMates(int maxN) {
    QFile f(QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read direct_mates.tsv");
    QList<ProblemRow> rows;
    const QStringList header = QString::fromUtf8(f.readLine()).trimmed().split(QLatin1Char('\t'));
    while (!f.atEnd()) {
        const QStringList c = QString::fromUtf8(f.readLine()).trimmed().split(QLatin1Char('\t'));
        if (c.size() != header.size()) continue;
        auto col = [&](const char* name) { return c[header.indexOf(QLatin1String(name))]; };
        ProblemRow r;
        r.id = col("id");
        r.fen = col("fen");
        r.n = col("n").toInt();
        if (r.n > maxN) continue;
        if (col("keys") != QLatin1String("-")) r.keys = col("keys").split(QLatin1Char(' '));
        if (col("short_keys") != QLatin1String("-"))
            for (const QString& s : col("short_keys").split(QLatin1Char(' ')))
                r.shortKeys[s.section(QLatin1Char(':'), 0, 0)] = s.section(QLatin1Char(':'), 1).toInt();
        rows << r;
    }
    return rows;
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT
private slots:
    void handshake();
    void goMateFindsPopeyesKeys();
    void multiPvListsKeysShortestFirst();
    void searchMovesAndPonder();
    void isreadyAndStopDuringInfiniteSearch();
    void movetimeAndNodesLimits();
    void badPositionsKeepThePreviousOne();
    void gamePositionsAndPositionsWithoutMoves();
    void noMateGivesALegalMove();
    void unknownCommandsAreIgnored();
    void quitAndEndOfInputDuringSearch();
    void readyokWhenTheTableIsReady();
    void firstShortSearchFindsTheMate_data();
    void firstShortSearchFindsTheMate();
    void goMateZeroSetsNoLimit();
    void nodeUciClient();
};

void TestUci::handshake() {
    UciProcess e;
    e.send(QStringLiteral("uci"));
    QVERIFY(e.waitForPrefix(QStringLiteral("uciok")));
    QCOMPARE(e.seen.size(), 6);
    QVERIFY2(e.seen[0].startsWith(QLatin1String("id name GMS ")), qPrintable(e.seen[0]));
    QVERIFY(e.seen[1].startsWith(QLatin1String("id author ")));
    QCOMPARE(e.seen[2], QStringLiteral("option name Threads type spin default 1 min 1 max 256"));
    QCOMPARE(e.seen[3], QStringLiteral("option name Hash type spin default 64 min 0 max 4096"));
    QCOMPARE(e.seen[4], QStringLiteral("option name MultiPV type spin default 1 min 1 max 256"));
    e.send(QStringLiteral("isready"));
    QCOMPARE(e.waitForPrefix(QStringLiteral("readyok")).value_or(QString()), QStringLiteral("readyok"));
    // Option errors are reported, not fatal.
    e.send(QStringLiteral("setoption name Threads value 0"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: option Threads takes a whole number from 1 to 256")));
    e.send(QStringLiteral("setoption name MultiPV value 0"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: option MultiPV")));
    e.send(QStringLiteral("setoption name Hash value 256"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string Hash 256 MB: transposition table")));
    e.send(QStringLiteral("setoption name UCI_AnalyseMode value true"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string unknown option 'UCI_AnalyseMode' ignored")));
}

void TestUci::goMateFindsPopeyesKeys() {
    // Every #1..#3 of the table: bestmove is a shortest key, score mate the shortest
    // length, and the pv a legal line of 2K-1 moves that ends in mate; with one thread and
    // with three (which share each proof through split points).
    UciProcess e;
    int withMate = 0, without = 0;
    const QList<ProblemRow> rows = directMates(3);
    for (int threads : {1, 3}) {
        e.send(QStringLiteral("setoption name Threads value %1").arg(threads));
        for (const ProblemRow& p : rows) {
            e.send(QStringLiteral("position fen ") + p.fen);
            const QStringList out = e.go(QStringLiteral("go mate %1").arg(p.n));
            const QString best = bestMoveOf(out);
            const QList<PvLine> lines = mateLines(out);
            const QByteArray where = (p.id + QStringLiteral(": ") + out.join(QLatin1Char('\n'))).toUtf8();
            QVERIFY2(!best.isEmpty(), where.constData());
            if (p.keys.isEmpty()) {
                QVERIFY2(lines.isEmpty(), where.constData());
                Position pos = positionOf(p.fen.toUtf8().constData());
                QVERIFY2(parseUci(pos, best.toStdString()).has_value(), where.constData());
                ++without;
                continue;
            }
            int shortest = p.n;
            for (const QString& k : p.keys) shortest = std::min(shortest, p.lengthOf(k));
            QVERIFY2(p.keys.contains(best) && p.lengthOf(best) == shortest, where.constData());
            QCOMPARE(lines.size(), 1);
            QCOMPARE(lines[0].mate, shortest);
            QCOMPARE(lines[0].pv.size(), 2 * shortest - 1);
            QCOMPARE(lines[0].pv[0], best);
            const QString why = checkMatingLine(positionOf(p.fen.toUtf8().constData()), lines[0].pv);
            QVERIFY2(why.isEmpty(), qPrintable(p.id + QStringLiteral(": ") + why));
            // The ponder move is the pv's second move.
            if (shortest > 1)
                QVERIFY2(out.last().endsWith(QStringLiteral(" ponder ") + lines[0].pv[1]), where.constData());
            ++withMate;
        }
    }
    QVERIFY(withMate >= 2 * 80); // 88 #1..#3 with a solution in the table, 13 without, twice
    QVERIFY(without >= 2 * 10);
}

void TestUci::multiPvListsKeysShortestFirst() {
    UciProcess e;
    e.send(QStringLiteral("setoption name MultiPV value 3"));
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf002));
    QStringList out = e.go(QStringLiteral("go mate 2"));
    QList<PvLine> lines = mateLines(out);
    QCOMPARE(lines.size(), 2); // Popeye: e8c7 (#1) and a6b6 (#2), no other key
    QCOMPARE(lines[0].pv.value(0), QStringLiteral("e8c7"));
    QCOMPARE(lines[0].mate, 1);
    QCOMPARE(lines[1].pv.value(0), QStringLiteral("a6b6"));
    QCOMPARE(lines[1].mate, 2);
    QCOMPARE(bestMoveOf(out), QStringLiteral("e8c7"));
    for (const PvLine& l : lines) QVERIFY(checkMatingLine(positionOf(Pf002), l.pv).isEmpty());

    // Cooked #3 (matetrack 30, Popeye: e5f6 and e5g7); MultiPV 1 stops at the first key.
    const char* mt0030 = "3K4/pp3B2/qrk5/bp2B3/1p1P4/1P6/5P2/8 w - - 0 1";
    e.send(QStringLiteral("setoption name MultiPV value 2"));
    e.send(QStringLiteral("position fen ") + QLatin1String(mt0030));
    lines = mateLines(e.go(QStringLiteral("go mate 3")));
    QCOMPARE(lines.size(), 2);
    QStringList keys{lines[0].pv.value(0), lines[1].pv.value(0)};
    keys.sort();
    QCOMPARE(keys, (QStringList{"e5f6", "e5g7"}));
    e.send(QStringLiteral("setoption name multipv value 1")); // option names in any case
    lines = mateLines(e.go(QStringLiteral("go mate 3")));
    QCOMPARE(lines.size(), 1);
}

void TestUci::searchMovesAndPonder() {
    UciProcess e;
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf002));
    QStringList out = e.go(QStringLiteral("go searchmoves a6b6 mate 2"));
    QCOMPARE(bestMoveOf(out), QStringLiteral("a6b6"));
    QCOMPARE(mateLines(out).value(0).mate, 2);
    out = e.go(QStringLiteral("go searchmoves a6a5 e7e8 mate 2"));
    QVERIFY(out.contains(QStringLiteral("info string error: searchmoves: 'e7e8' is not a legal move here; ignored")));
    QCOMPARE(bestMoveOf(out), QStringLiteral("a6a5")); // no mate with it: the only move allowed

    // go ponder: bestmove waits for ponderhit even when the search is over.
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf020));
    e.seen.clear();
    e.send(QStringLiteral("go ponder mate 2"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info depth 2")));
    QVERIFY(!e.waitForPrefix(QStringLiteral("bestmove"), 300));
    e.send(QStringLiteral("ponderhit"));
    auto best = e.waitForPrefix(QStringLiteral("bestmove"), 5000);
    QVERIFY(best);
    QVERIFY2(best->startsWith(QLatin1String("bestmove f2f4")), qPrintable(*best));
}

void TestUci::isreadyAndStopDuringInfiniteSearch() {
    UciProcess e;
    e.send(QStringLiteral("setoption name Threads value 2")); // stop reaches every thread
    e.send(QStringLiteral("position startpos"));
    e.send(QStringLiteral("go infinite"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info depth 4"), 10000)); // the search is under way
    QElapsedTimer t;
    t.start();
    e.send(QStringLiteral("isready"));
    QVERIFY(e.waitForPrefix(QStringLiteral("readyok"), 2000));
    QVERIFY(t.elapsed() < 2000);
    e.send(QStringLiteral("go mate 1"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: a search is running: send stop first"), 2000));
    for (const QString& l : e.seen) QVERIFY2(!l.startsWith(QLatin1String("bestmove")), qPrintable(l));
    t.restart();
    e.send(QStringLiteral("stop"));
    auto best = e.waitForPrefix(QStringLiteral("bestmove"), 5000);
    QVERIFY(best);
    QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
    Position start = positionOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QVERIFY(parseUci(start, best->section(QLatin1Char(' '), 1, 1).toStdString()).has_value());
    // The session goes on after a stop.
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf020));
    QCOMPARE(bestMoveOf(e.go(QStringLiteral("go mate 2"))), QStringLiteral("f2f4"));
}

void TestUci::movetimeAndNodesLimits() {
    UciProcess e;
    e.send(QStringLiteral("position startpos"));
    QElapsedTimer t;
    t.start();
    QStringList out = e.go(QStringLiteral("go movetime 300"));
    qint64 ms = t.elapsed();
    QVERIFY(!bestMoveOf(out).isEmpty());
    QVERIFY2(ms >= 290 && ms < 3000, qPrintable(QString::number(ms)));

    // nodes: the last info line reports at most a few thousand nodes past the limit.
    out = e.go(QStringLiteral("go nodes 50000"));
    static const QRegularExpression nodesRe(QStringLiteral(" nodes (\\d+) "));
    qint64 last = 0;
    for (const QString& l : out)
        if (auto m = nodesRe.match(l); m.hasMatch()) last = m.captured(1).toLongLong();
    QVERIFY2(last >= 50000 && last < 50000 + 20000, qPrintable(out.join(QLatin1Char('\n'))));

    // go depth D searches mates up to D moves: depth lines 1..D, then bestmove.
    out = e.go(QStringLiteral("go depth 3"));
    QVERIFY(out.filter(QRegularExpression(QStringLiteral("^info depth \\d"))).size() == 3);
    QVERIFY(out.filter(QStringLiteral("info depth 3 seldepth 5 ")).size() == 1);

    // The longest movetime a GUI can write must not wrap the deadline round.
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf020));
    QCOMPARE(bestMoveOf(e.go(QStringLiteral("go movetime 9223372036854775807 mate 2"))), QStringLiteral("f2f4"));
    e.send(QStringLiteral("position startpos"));

    // A game clock is a time budget too.
    t.restart();
    out = e.go(QStringLiteral("go wtime 4000 btime 4000 winc 0 binc 0"));
    QVERIFY(!bestMoveOf(out).isEmpty());
    QVERIFY2(t.elapsed() < 3200, qPrintable(QString::number(t.elapsed())));
}

void TestUci::badPositionsKeepThePreviousOne() {
    UciProcess e;
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf020));
    e.send(QStringLiteral("position fen 8/8/8/8/8/8/8/K6X w - - 0 1"));
    QVERIFY(e.waitForPrefix(QStringLiteral(
        "info string error: bad FEN '8/8/8/8/8/8/8/K6X w - - 0 1': FEN error at column 17 (placement)")));
    e.send(QStringLiteral("position fen 8/8/8/8/8/8/8/K7 w - - 0 1"));
    QVERIFY(e.waitForPrefix(
        QStringLiteral("info string error: illegal position '8/8/8/8/8/8/8/K7 w - - 0 1': Black has 0 kings")));
    e.send(QStringLiteral("position fen 4k3/8/8/8/8/8/8/R3K3 b - - 0 1")); // good: the errors below keep it
    e.send(QStringLiteral("position fen 4k3/8/8/8/8/8/8/4K2R w - - 0 1 moves h1h8 e8e7 h8h7 e2e4"));
    QVERIFY(
        e.waitForPrefix(QStringLiteral("info string error: illegal move 'e2e4' in 8/4k2R/8/8/8/8/8/4K3 b - - 3 2")));
    e.send(QStringLiteral("position fen 4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: illegal position '4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1': "
                                           "Black is in check but it is White to move")));
    e.send(QStringLiteral("position"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: position needs 'startpos' or 'fen <FEN>'")));
    e.send(QStringLiteral("position startpos e2e4"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info string error: position: expected 'moves', found 'e2e4'")));
    e.send(QStringLiteral("position fen 4k3/8/8/8/8/8/8/4K2R w - - 0 1 h1h8")); // "moves" forgotten
    QVERIFY(e.waitForPrefix(QStringLiteral(
        "info string error: bad FEN '4k3/8/8/8/8/8/8/4K2R w - - 0 1 h1h8': FEN error at column 32 (end)")));
    e.send(QStringLiteral("d"));
    QCOMPARE(e.waitForPrefix(QStringLiteral("info string fen")).value_or(QString()),
             QStringLiteral("info string fen 4k3/8/8/8/8/8/8/R3K3 b - - 0 1"));
    // Castling rights without the rook are dropped; an e.p. square no double step explains too.
    e.send(QStringLiteral("position fen 4k3/8/8/3pP3/8/8/8/4K3 w KQ d6 0 1"));
    e.send(QStringLiteral("d"));
    QCOMPARE(e.waitForPrefix(QStringLiteral("info string fen")).value_or(QString()),
             QStringLiteral("info string fen 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
    e.send(QStringLiteral("position fen 4k3/8/3p4/4P3/8/8/8/4K3 w - d6 0 1"));
    e.send(QStringLiteral("d"));
    QCOMPARE(e.waitForPrefix(QStringLiteral("info string fen")).value_or(QString()),
             QStringLiteral("info string fen 4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1"));
}

void TestUci::gamePositionsAndPositionsWithoutMoves() {
    UciProcess e;
    // The scholar's mate: Qxf7# after 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6.
    e.send(QStringLiteral("position startpos moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6"));
    QStringList out = e.go(QStringLiteral("go mate 1"));
    QCOMPARE(bestMoveOf(out), QStringLiteral("h5f7"));
    QCOMPARE(mateLines(out).value(0).mate, 1);
    // Fool's mate for Black (Black to move: score mate is positive for the side to move).
    e.send(QStringLiteral("position startpos moves f2f3 e7e5 g2g4"));
    out = e.go(QStringLiteral("go mate 2"));
    QCOMPARE(bestMoveOf(out), QStringLiteral("d8h4"));
    QVERIFY(out.filter(QStringLiteral("score mate 1 ")).size() == 1);
    // After the mate: no legal move.
    e.send(QStringLiteral("position startpos moves f2f3 e7e5 g2g4 d8h4"));
    out = e.go(QStringLiteral("go mate 2"));
    QVERIFY(out.contains(QStringLiteral("info depth 0 score mate 0")));
    QCOMPARE(out.last(), QStringLiteral("bestmove 0000"));
    e.send(QStringLiteral("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")); // stalemate
    e.send(QStringLiteral("go infinite"));
    QVERIFY(e.waitForPrefix(QStringLiteral("info depth 0 score cp 0")));
    QVERIFY(!e.waitForPrefix(QStringLiteral("bestmove"), 300)); // infinite: only after stop
    e.send(QStringLiteral("stop"));
    QCOMPARE(e.waitForPrefix(QStringLiteral("bestmove"), 5000).value_or(QString()), QStringLiteral("bestmove 0000"));
}

void TestUci::noMateGivesALegalMove() {
    // Black threatens Re1#; most White moves allow it. bestmove must not.
    const char* fen = "4r1k1/5ppp/8/R7/8/8/5PPP/6K1 w - - 0 1";
    Position pos = positionOf(fen);
    MoveList moves;
    generateLegal(pos, moves);
    int allowingMate = 0;
    MateProver solver;
    for (int i = 0; i < moves.size; ++i) {
        Position next = pos;
        UndoInfo undo;
        next.makeMove(moves.moves[i], undo);
        allowingMate += solver.canMateIn(next, 1);
    }
    QVERIFY(allowingMate > moves.size / 2);
    UciProcess e;
    e.send(QStringLiteral("position fen ") + QLatin1String(fen));
    QStringList out = e.go(QStringLiteral("go mate 2"));
    QVERIFY(mateLines(out).isEmpty());
    auto best = parseUci(pos, bestMoveOf(out).toStdString());
    QVERIFY(best);
    UndoInfo undo;
    pos.makeMove(*best, undo);
    QVERIFY2(!solver.canMateIn(pos, 1), qPrintable(bestMoveOf(out)));
}

void TestUci::unknownCommandsAreIgnored() {
    UciProcess e;
    e.send(QStringLiteral("xyzzy plugh"));
    e.send(QStringLiteral(""));
    e.send(QStringLiteral("joho isready")); // UCI: skip unknown words, parse the rest
    QVERIFY(e.waitForPrefix(QStringLiteral("readyok")));
    QCOMPARE(e.seen, QStringList{QStringLiteral("readyok")});
    e.send(QStringLiteral("debug on"));
    e.send(QStringLiteral("register later"));
    e.send(QStringLiteral("ucinewgame"));
    e.send(QStringLiteral("stop"));             // nothing to stop
    e.send(QStringLiteral("ponderhit"));        // nothing to hit
    e.send(QStringLiteral("go mate 1 wibble")); // unknown go tokens are skipped too
    auto best = e.waitForPrefix(QStringLiteral("bestmove"));
    QVERIFY(best);
    e.send(QStringLiteral("isready"));
    QVERIFY(e.waitForPrefix(QStringLiteral("readyok")));
    QVERIFY(e.process.state() == QProcess::Running);
}

void TestUci::quitAndEndOfInputDuringSearch() {
    {
        UciProcess e;
        e.send(QStringLiteral("go infinite"));
        QVERIFY(e.waitForPrefix(QStringLiteral("info depth 3"), 10000));
        QElapsedTimer t;
        t.start();
        e.send(QStringLiteral("quit"));
        QVERIFY(e.process.waitForFinished(5000));
        QVERIFY(t.elapsed() < 3000);
        QCOMPARE(e.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(e.process.exitCode(), 0);
    }
    {
        UciProcess e;
        e.send(QStringLiteral("go infinite"));
        QVERIFY(e.waitForPrefix(QStringLiteral("info depth 3"), 10000));
        e.process.closeWriteChannel(); // the GUI went away
        QVERIFY(e.process.waitForFinished(5000));
        QCOMPARE(e.process.exitCode(), 0);
        QVERIFY(e.waitForPrefix(QStringLiteral("bestmove"), 1000));
    }
}

namespace {
/// Resident memory of a process in kB, from /proc (-1 when there is none).
long residentKb(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}
constexpr const char* BackRankMate = "7k/5ppp/8/8/8/8/Q7/6K1 w - - 0 1"; // #1: a2a8
} // namespace

void TestUci::readyokWhenTheTableIsReady() {
    // readyok comes once the table is made and backed (it was sent at once, and the table
    // made by the first go, against that search's clock).
    UciProcess e;
    if (residentKb(e.process.processId()) < 0) QSKIP("needs /proc/PID/status");
    e.send(QStringLiteral("setoption name Hash value 256"));
    e.send(QStringLiteral("isready"));
    QVERIFY(e.waitForPrefix(QStringLiteral("readyok")));
    const long kb = residentKb(e.process.processId());
    qInfo("resident after readyok with Hash 256: %ld kB", kb);
    QVERIFY2(kb > 250 * 1024, qPrintable(QString::number(kb)));
    // ucinewgame empties it without giving the pages back; a new Hash takes effect too.
    e.send(QStringLiteral("ucinewgame"));
    e.send(QStringLiteral("setoption name Hash value 1"));
    e.send(QStringLiteral("isready"));
    QVERIFY(e.waitForPrefix(QStringLiteral("readyok")));
    // Measured against the 256 MB level, not as an absolute size: a sanitized build's own
    // resident memory (shadow, quarantine) is over 128 MB before any table.
    const long after = residentKb(e.process.processId());
    qInfo("resident after readyok with Hash 1: %ld kB", after);
    QVERIFY2(after < kb - 200 * 1024, "the 256 MB table is released for the 1 MB one");
    e.send(QStringLiteral("position fen ") + QLatin1String(BackRankMate));
    QCOMPARE(bestMoveOf(e.go(QStringLiteral("go mate 1"))), QStringLiteral("a2a8"));
}

void TestUci::firstShortSearchFindsTheMate_data() {
    QTest::addColumn<QString>("go");
    QTest::addColumn<bool>("isready");
    QTest::newRow("movetime 100") << QStringLiteral("go movetime 100") << false;
    QTest::newRow("wtime 2000") << QStringLiteral("go wtime 2000 btime 2000") << false;
    QTest::newRow("isready, movetime 100") << QStringLiteral("go movetime 100") << true;
}
void TestUci::firstShortSearchFindsTheMate() {
    // The first search of a session with a large Hash: the table's set-up used to run on
    // the search's clock, so it searched 0 nodes and played the fallback move. 100 ms, not 10:
    // on a loaded machine (CI, 2026-11-28) a search had not begun within 10 ms.
    QFETCH(QString, go);
    QFETCH(bool, isready);
    UciProcess e;
    e.send(QStringLiteral("setoption name Hash value 1024"));
    if (isready) {
        e.send(QStringLiteral("isready"));
        QVERIFY(e.waitForPrefix(QStringLiteral("readyok"), 60000));
    }
    e.send(QStringLiteral("position fen ") + QLatin1String(BackRankMate));
    const QStringList out = e.go(go);
    QCOMPARE(bestMoveOf(out), QStringLiteral("a2a8"));
    QVERIFY2(out.filter(QStringLiteral("score mate 1 ")).size() == 1, qPrintable(out.join(QLatin1Char('\n'))));
}

void TestUci::goMateZeroSetsNoLimit() {
    // As in Stockfish, mate 0 (and depth 0) sets no limit: the search runs as a plain go
    // (it answered without searching).
    UciProcess e;
    e.send(QStringLiteral("position fen ") + QLatin1String(Pf020));
    QStringList out = e.go(QStringLiteral("go mate 0"));
    QVERIFY(out.contains(QStringLiteral("info string go mate 0: no limit on the mate length (as a plain go)")));
    QCOMPARE(bestMoveOf(out), QStringLiteral("f2f4"));
    QCOMPARE(mateLines(out).value(0).mate, 2);
    out = e.go(QStringLiteral("go depth 0 movetime 5000"));
    QCOMPARE(bestMoveOf(out), QStringLiteral("f2f4"));
    QCOMPARE(mateLines(out).value(0).mate, 2);
}

void TestUci::nodeUciClient() {
    const QString checkDir = QStringLiteral(GMS_TEST_DATA_DIR "/../uci_check");
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty()) QSKIP("node (Node.js) not found: gms-cli uci not checked with node-uci");
    if (!QFileInfo::exists(checkDir + QStringLiteral("/node_modules/node-uci/package.json")) ||
        !QFileInfo::exists(checkDir + QStringLiteral("/node_modules/chess.js/package.json")))
        QSKIP("tests/uci_check/node_modules missing: run `npm ci --prefix tests/uci_check` to check gms-cli uci "
              "with node-uci and chess.js");
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(node, {checkDir + QStringLiteral("/check.js"), QStringLiteral(GMS_CLI_PATH),
                   QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv")});
    QVERIFY(p.waitForFinished(120000));
    const QString output = QString::fromUtf8(p.readAll());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, qPrintable(output));
    QVERIFY2(output.contains(QRegularExpression(QStringLiteral("uci_check: \\d{3,} passed, 0 failed"))),
             qPrintable(output));
    QVERIFY2(output.contains(QLatin1String("go mate N: 88 problems with a mate, 13 without")), qPrintable(output));
}

QTEST_GUILESS_MAIN(TestUci)
#include "test_uci.moc"

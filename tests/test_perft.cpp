// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: move generation and make/unmake against published node counts.
//
// tests/data/perft.tsv holds `fen <TAB> depth <TAB> nodes`, counts made by
// Stockfish 15.1 (see tests/data/README.md). Every row is checked with the
// best available hot paths; the smaller rows again with every portable twin.
// A tree walk also checks, at every node, that the incrementally updated
// Zobrist key equals the key computed from scratch and that unmakeMove
// restores the position exactly.

#include "fen.h"
#include "hotpath.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "position.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace gms;

namespace {

struct PerftRow {
    int line = 0;
    QString fen;
    int depth = 0;
    quint64 nodes = 0;
};

/// Reads perft.tsv; a malformed line is an error naming the line.
bool loadPerftRows(std::vector<PerftRow>& rows, QString& error) {
    const QString path = QStringLiteral(GMS_TEST_DATA_DIR "/perft.tsv");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = QStringLiteral("cannot open %1").arg(path);
        return false;
    }
    QTextStream in(&file);
    int lineNo = 0;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        ++lineNo;
        if (lineNo == 1 || line.trimmed().isEmpty()) continue; // header
        const QStringList cols = line.split(QLatin1Char('\t'));
        bool okDepth = false, okNodes = false;
        PerftRow row;
        row.line = lineNo;
        if (cols.size() == 3) {
            row.fen = cols[0];
            row.depth = cols[1].toInt(&okDepth);
            row.nodes = cols[2].toULongLong(&okNodes);
        }
        if (!okDepth || !okNodes || row.depth < 0) {
            error = QStringLiteral("%1:%2: expected fen<TAB>depth<TAB>nodes").arg(path).arg(lineNo);
            return false;
        }
        rows.push_back(row);
    }
    return true;
}

/// Switches the portable twins on for one scope and always switches back.
struct PortableScope {
    PortableScope() { hot::usePortableOnly(); }
    ~PortableScope() { hot::useBestAvailable(); }
};

Position loadOrFail(const QString& fen, bool& ok, QString& message) {
    Position pos;
    FenError err;
    ok = parseFen(fen.toStdString(), pos, err);
    if (!ok) message = QStringLiteral("FEN %1: %2").arg(fen, QString::fromStdString(err.toString()));
    return pos;
}

/// Recursive reference walk (tests only): counts leaves with generateLegal and
/// checks key and restoration at every node, and that countLegal (perft's last ply)
/// counts what generateLegal lists. Stops at the first failure.
struct KeyWalker {
    std::string failure;
    std::uint64_t nodesVisited = 0;

    std::uint64_t walk(Position& pos, int depth) {
        ++nodesVisited;
        if (!failure.empty()) return 0;
        if (pos.key() != pos.computeKey()) {
            failure = "incremental key differs from computeKey() at " + toFen(pos);
            return 0;
        }
        if (depth == 0) return 1;
        MoveList list;
        generateLegal(pos, list);
        if (countLegal(pos) != list.size) {
            failure = "countLegal " + std::to_string(countLegal(pos)) + " but " + std::to_string(list.size) +
                      " moves generated at " + toFen(pos);
            return 0;
        }
        std::uint64_t total = 0;
        for (int i = 0; i < list.size && failure.empty(); ++i) {
            const Move m = list.moves[i];
            const Position before = pos;
            const std::string fenBefore = toFen(pos);
            UndoInfo undo;
            pos.makeMove(m, undo);
            total += walk(pos, depth - 1);
            pos.unmakeMove(m, undo);
            if (failure.empty() && !(pos == before)) {
                failure = "unmakeMove did not restore the position after a move from " + fenBefore;
            } else if (failure.empty() && (pos.key() != before.key() || toFen(pos) != fenBefore)) {
                failure = "key or FEN changed by make/unmake from " + fenBefore;
            }
        }
        // The null move (used for threats) must keep the key exact as well.
        if (failure.empty() && !pos.inCheck()) {
            const std::uint64_t keyBefore = pos.key();
            UndoInfo undo;
            pos.makeNullMove(undo);
            if (pos.key() != pos.computeKey())
                failure = "null move: incremental key differs from computeKey() at " + toFen(pos);
            pos.unmakeNullMove(undo);
            if (failure.empty() && pos.key() != keyBefore)
                failure = "unmakeNullMove did not restore the key at " + toFen(pos);
        }
        return total;
    }
};

/// Every move of the side to move when it has no king (Popeye's NoWk, NoBk): nothing is pinned
/// and nothing checks it, so each step of a unit onto a square not its own is legal. Written
/// square by square from the rules, as a yardstick for the generator.
int movesWithoutKing(const Position& pos) {
    const Color us = pos.sideToMove();
    const int forward = us == White ? 1 : -1;
    int count = 0;
    for (Square from = 0; from < 64; ++from) {
        const Piece p = pos.pieceOn(from);
        if (p == NoPiece || colorOf(p) != us) continue;
        if (typeOf(p) != Pawn) {
            for (Square to = 0; to < 64; ++to) {
                const Piece there = pos.pieceOn(to);
                if ((pieceAttacks(typeOf(p), from, pos.pieces()) & squareBB(to)) &&
                    (there == NoPiece || colorOf(there) != us))
                    ++count;
            }
            continue;
        }
        const int file = fileOf(from), rank = rankOf(from);
        const int promotions = rank + forward == (us == White ? 7 : 0) ? 4 : 1;
        const Square ahead = makeSquare(file, rank + forward);
        if (pos.pieceOn(ahead) == NoPiece) {
            count += promotions;
            const int start = us == White ? 1 : 6;
            const Square twoAhead = makeSquare(file, rank + 2 * forward);
            if (rank == start && pos.pieceOn(twoAhead) == NoPiece) ++count;
        }
        for (int df : {-1, 1}) {
            if (file + df < 0 || file + df > 7) continue;
            const Square to = makeSquare(file + df, rank + forward);
            const Piece there = pos.pieceOn(to);
            if ((there != NoPiece && colorOf(there) != us) || to == pos.epSquare()) count += promotions;
        }
    }
    return count;
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private:
    std::vector<PerftRow> rows_;

    void addRows(bool portableSubset) {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("nodes");
        for (const PerftRow& r : rows_) {
            // Portable pass: the rows of at most a million leaves (every
            // position at a smaller depth, about a third of the file's nodes).
            if (portableSubset && r.nodes > 1000000) continue;
            const QByteArray name = QStringLiteral("line %1 depth %2").arg(r.line).arg(r.depth).toUtf8();
            QTest::newRow(name.constData()) << r.fen << r.depth << r.nodes;
        }
    }

private slots:
    void initTestCase() {
        QString error;
        QVERIFY2(loadPerftRows(rows_, error), qPrintable(error));
        // The file must keep what tests/data/README.md promises.
        QVERIFY2(rows_.size() >= 100, "perft.tsv should hold at least 100 rows");
        hot::useBestAvailable();
        qInfo("hot paths: %s", hot::describeActive());
    }

    void perftCounts_data() { addRows(false); }
    void perftCounts() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        bool ok = false;
        QString message;
        Position pos = loadOrFail(fen, ok, message);
        QVERIFY2(ok, qPrintable(message));
        const std::string fenBefore = toFen(pos);
        const std::uint64_t keyBefore = pos.key();

        const std::uint64_t counted = perft(pos, depth);
        QCOMPARE(quint64(counted), nodes);
        // perft must leave the position exactly as it found it.
        QCOMPARE(QString::fromStdString(toFen(pos)), QString::fromStdString(fenBefore));
        QCOMPARE(pos.key(), keyBefore);
        QCOMPARE(pos.computeKey(), keyBefore);
    }

    void perftPortable_data() { addRows(true); }
    void perftPortable() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        bool ok = false;
        QString message;
        Position pos = loadOrFail(fen, ok, message);
        QVERIFY2(ok, qPrintable(message));
        const std::uint64_t keyBefore = pos.key();
        std::uint64_t portable = 0;
        {
            PortableScope scope;
            QVERIFY(!hot::anyAccelerated());
            portable = perft(pos, depth);
            QCOMPARE(pos.key(), keyBefore);
        }
        const std::uint64_t best = perft(pos, depth);
        QCOMPARE(quint64(portable), nodes);
        QCOMPARE(quint64(best), nodes);
        QCOMPARE(pos.key(), keyBefore);
    }

    void incrementalKey_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<bool>("followUnits");
        // Castling of both sides, e.p. (White and Black to move), promotions
        // with captures, checks: every kind of move changes the key its own way. Each also
        // with Popeye's piece identities followed (goals ct, <>, Kxy): every kind of move
        // carries each unit's diagram square along, the key includes them, unmakeMove
        // restores them.
        const std::pair<const char*, std::pair<const char*, int>> rows[] = {
            {"kiwipete", {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3}},
            {"cpw3 e.p. and pins", {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4}},
            {"cpw4 promotions", {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3}},
            {"cpw5", {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3}},
            {"black e.p. b3", {"8/2N3p1/5b2/k1B2P2/pP4R1/8/K1nn4/8 b - b3 0 1", 3}},
            {"white e.p. g6 and promotions", {"kBb5/PpPp1p1p/1p1P1P1P/1P3PpK/8/8/8/6R1 w - g6 0 1", 3}},
            {"black castles, white promotes", {"r3k3/2Qp3R/1p6/1b2K3/4p3/8/5p2/8 w q - 0 1", 3}},
        };
        for (const auto& [name, row] : rows)
            for (const bool units : {false, true})
                QTest::newRow(qPrintable(QString::fromLatin1(name) + (units ? " (units followed)" : "")))
                    << QString::fromLatin1(row.first) << row.second << units;
    }
    void incrementalKey() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(bool, followUnits);
        bool ok = false;
        QString message;
        Position pos = loadOrFail(fen, ok, message);
        QVERIFY2(ok, qPrintable(message));
        if (followUnits) pos.followUnits();
        const Position start = pos;
        KeyWalker walker;
        const std::uint64_t leaves = walker.walk(pos, depth);
        QVERIFY2(walker.failure.empty(), walker.failure.c_str());
        QVERIFY(pos == start);
        // The walk counts leaves its own way: it must agree with perft().
        QCOMPARE(leaves, perft(pos, depth));
        QVERIFY(walker.nodesVisited > leaves);
    }

    void unitsAreFollowed() {
        bool ok = false;
        QString message;
        // The rooks of a1 and c1 swap squares: the same board, another unit on each square.
        Position pos = loadOrFail(QStringLiteral("7k/8/8/8/8/8/8/R1R4K w - - 0 1"), ok, message);
        QVERIFY2(ok, qPrintable(message));
        QCOMPARE(pos.unitOrigin(0), NoSquare); // not followed yet
        pos.followUnits();
        const Position diagram = pos;
        UndoInfo undo;
        for (const char* uci : {"a1a2", "h8g8", "c1a1", "g8h8", "a2c2", "h8g8", "c2c1", "g8h8"}) {
            const std::optional<Move> m = parseUci(pos, uci);
            QVERIFY2(m, uci);
            pos.makeMove(*m, undo);
        }
        for (Square s = 0; s < 64; ++s) QCOMPARE(pos.pieceOn(s), diagram.pieceOn(s));
        QCOMPARE(pos.unitOrigin(0), Square(2)); // a1 holds the rook of c1
        QCOMPARE(pos.unitOrigin(2), Square(0));
        QVERIFY(pos.key() != diagram.key());
        QVERIFY(!(pos == diagram));

        // Castling moves king and rook with their origins; a promoted pawn keeps its own; an
        // e.p. capture takes the captured pawn's away.
        pos = loadOrFail(QStringLiteral("4k3/1P6/8/8/3p4/8/4P3/4K2R w K - 0 1"), ok, message);
        QVERIFY2(ok, qPrintable(message));
        pos.followUnits();
        const Position before = pos;
        std::vector<Move> moves;
        std::vector<UndoInfo> undos(6);
        for (const char* uci : {"e1g1", "e8e7", "b7b8q", "e7e6", "e2e4", "d4e3"}) {
            const std::optional<Move> m = parseUci(pos, uci);
            QVERIFY2(m, uci);
            moves.push_back(*m);
            pos.makeMove(*m, undos[moves.size() - 1]);
            QCOMPARE(pos.key(), pos.computeKey());
        }
        QCOMPARE(pos.unitOrigin(6), Square(4));   // g1: the king of e1
        QCOMPARE(pos.unitOrigin(5), Square(7));   // f1: the rook of h1
        QCOMPARE(pos.unitOrigin(57), Square(49)); // b8: the queen, once the pawn of b7
        QCOMPARE(pos.unitOrigin(20), Square(27)); // e3: the pawn of d4, which took e.p.
        QCOMPARE(pos.unitOrigin(28), NoSquare);   // e4: the captured pawn is gone
        for (int i = 5; i >= 0; --i) pos.unmakeMove(moves[std::size_t(i)], undos[std::size_t(i)]);
        QVERIFY(pos == before);
    }

    void badFenIsRejected() {
        // Loading is part of what this suite relies on; a broken FEN must not load.
        Position pos;
        FenError err;
        QVERIFY(!parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", pos, err));
        QVERIFY(!err.message.empty());
    }

    void sideWithoutKing() {
        // Random positions in which the side to move has no king (the other side has one or
        // not): the generator, countLegal and hasLegalMove agree with the rules' yardstick, and
        // the walk below keeps keys and make/unmake exact.
        std::uint64_t state = 0x9e3779b97f4a7c15ull;
        const auto next = [&state](int n) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            return int(state % std::uint64_t(n));
        };
        const Piece units[] = {WPawn, WKnight, WBishop, WRook, WQueen, BPawn, BKnight, BBishop, BRook, BQueen};
        int checked = 0;
        for (int round = 0; round < 400; ++round) {
            Position pos;
            pos.clear();
            const int count = 2 + next(10);
            for (int k = 0; k < count; ++k) {
                const Square s = Square(next(64));
                const Piece p = units[next(10)];
                if (pos.pieceOn(s) != NoPiece || (typeOf(p) == Pawn && (rankOf(s) == 0 || rankOf(s) == 7))) continue;
                pos.putPiece(p, s);
            }
            const Color us = next(2) ? White : Black;
            if (next(2)) { // the other side's king, where it is not attacked
                const Square k = Square(next(64));
                if (pos.pieceOn(k) == NoPiece) pos.putPiece(makePiece(~us, King), k);
            }
            pos.setSideToMove(us);
            pos.refresh();
            if (!validatePosition(pos, AnySideKingless).empty()) continue;
            MoveList list;
            generateLegal(pos, list);
            const int expected = movesWithoutKing(pos);
            QVERIFY2(list.size == expected, qPrintable(QString::fromStdString(toFen(pos))));
            QCOMPARE(countLegal(pos), expected);
            QCOMPARE(hasLegalMove(pos), expected > 0);
            QVERIFY(!pos.inCheck());
            KeyWalker walker;
            walker.walk(pos, 2);
            QVERIFY2(walker.failure.empty(), walker.failure.c_str());
            ++checked;
        }
        QVERIFY(checked > 200);
        // A side whose units are all blocked has no move, as a stalemated side has none.
        Position blocked;
        std::string why;
        QVERIFY2(loadProblemPosition("8/8/8/8/8/p7/P7/8 w - - 0 1", blocked, why, AnySideKingless), why.c_str());
        QVERIFY(!hasLegalMove(blocked));
        QCOMPARE(countLegal(blocked), 0);
    }

    void depthZeroIsOne() {
        Position pos;
        FenError err;
        QVERIFY(parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, err));
        QCOMPARE(perft(pos, 0), std::uint64_t(1));
        QCOMPARE(perft(pos, 1), std::uint64_t(20));
    }

    void cleanupTestCase() { hot::useBestAvailable(); }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "test_perft.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// FEN round trips and error messages; SAN/UCI/Popeye notation for every legal move of 200+ positions.
#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <QFile>
#include <QTest>

#include <random>
#include <set>

using namespace gms;

namespace {

/// Positions from tests/data/perft.tsv (castling, e.p., promotions) plus random descendants.
std::vector<std::string> samplePositions(int wanted) {
    std::vector<std::string> fens;
    QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/perft.tsv"));
    if (f.open(QIODevice::ReadOnly)) {
        std::set<std::string> seen;
        while (!f.atEnd()) {
            QString line = QString::fromUtf8(f.readLine());
            if (line.startsWith("fen") || line.startsWith('#')) continue;
            std::string fen = line.section('\t', 0, 0).trimmed().toStdString();
            if (!fen.empty() && seen.insert(fen).second) fens.push_back(fen);
        }
    }
    std::mt19937 rng(2024);
    std::size_t base = fens.size();
    for (std::size_t i = 0; fens.size() < std::size_t(wanted) && base; ++i) {
        Position pos;
        FenError e;
        if (!parseFen(fens[i % base], pos, e)) continue;
        for (int ply = 0; ply < 1 + int(rng() % 12); ++ply) {
            MoveList list;
            generateLegal(pos, list);
            if (!list.size) break;
            UndoInfo u;
            pos.makeMove(list.moves[rng() % unsigned(list.size)], u);
        }
        fens.push_back(toFen(pos));
    }
    return fens;
}

} // namespace

class TestFenNotation : public QObject {
    Q_OBJECT
private slots:
    void fenRoundTrip() {
        for (const std::string& fen : samplePositions(300)) {
            Position pos;
            FenError error;
            QVERIFY2(parseFen(fen, pos, error), fen.c_str());
            std::string out = toFen(pos);
            Position again;
            QVERIFY(parseFen(out, again, error));
            QCOMPARE(toFen(again), out);
            QVERIFY(again == pos);
            QCOMPARE(again.key(), pos.key());
            QCOMPARE(pos.key(), pos.computeKey());
        }
        // Counters are optional, as in EPD.
        Position pos;
        FenError error;
        QVERIFY(parseFen("8/8/8/8/8/8/8/K6k w - -", pos, error));
        QCOMPARE(toFen(pos), std::string("8/8/8/8/8/8/8/K6k w - - 0 1"));
    }

    void badFens_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << ""
                               << "column 1 (placement): empty FEN";
        QTest::newRow("unknown letter") << "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                        << "column 14 (placement): unknown piece letter 'x'";
        QTest::newRow("short rank") << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                    << "column 17 (placement): rank 7 has 7 squares, expected 8";
        QTest::newRow("long rank") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1"
                                   << "(placement): rank 1 has more than 8 squares";
        QTest::newRow("digit 9") << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                 << "column 19 (placement): unknown piece letter '9'";
        QTest::newRow("seven ranks") << "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                     << "(placement): only 7 ranks given, expected 8";
        QTest::newRow("nine ranks") << "8/8/8/8/8/8/8/8/8 w - - 0 1"
                                    << "(placement): too many ranks";
        QTest::newRow("no side") << "8/8/8/8/8/8/8/K6k"
                                 << "(side): missing side to move";
        QTest::newRow("bad side") << "8/8/8/8/8/8/8/K6k x - - 0 1"
                                  << "column 19 (side): expected 'w' or 'b'";
        QTest::newRow("bad castling") << "8/8/8/8/8/8/8/K6k w KX - 0 1"
                                      << "column 22 (castling): unexpected 'X'";
        QTest::newRow("double castling") << "8/8/8/8/8/8/8/K6k w KK - 0 1"
                                         << "(castling): castling right 'K' given twice";
        QTest::newRow("bad ep") << "8/8/8/8/8/8/8/K6k w - z9 0 1"
                                << "(en passant): expected '-' or a square";
        QTest::newRow("ep wrong rank") << "8/8/8/8/8/8/8/K6k w - e3 0 1"
                                       << "(en passant): square e3 cannot be an e.p. square with White to move";
        QTest::newRow("bad halfmove") << "8/8/8/8/8/8/8/K6k w - - x 1"
                                      << "(halfmove): expected a number";
        QTest::newRow("trailing") << "8/8/8/8/8/8/8/K6k w - - 0 1 extra"
                                  << "(end): unexpected text";
    }

    void badFens() {
        QFETCH(QString, fen);
        QFETCH(QString, expected);
        Position pos;
        FenError error;
        QVERIFY(!parseFen(fen.toStdString(), pos, error));
        QString message = QString::fromStdString(error.toString());
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void illegalPositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no white king") << "k7/8/8/8/8/8/8/8 w - - 0 1"
                                       << "White has no king";
        QTest::newRow("two black kings") << "kk6/8/8/8/8/8/8/K7 w - - 0 1"
                                         << "Black has 2 kings";
        QTest::newRow("pawn on rank 1") << "k7/8/8/8/8/8/8/K2P4 w - - 0 1"
                                        << "pawn on d1";
        QTest::newRow("pawn on rank 8") << "k2p4/8/8/8/8/8/8/K7 w - - 0 1"
                                        << "pawn on d8";
        QTest::newRow("side not to move in check") << "k7/8/8/8/8/8/8/Kr6 b - - 0 1"
                                                   << "White is in check but it is Black to move";
        QTest::newRow("castling without rook") << "k7/8/8/8/8/8/8/4K3 w K - 0 1"
                                               << "White kingside castling (K) needs a rook on h1";
        QTest::newRow("castling without king") << "k7/8/8/8/8/8/8/3K3R w K - 0 1"
                                               << "needs the king on e1";
        QTest::newRow("ep without pawn") << "k7/8/8/8/8/8/8/K7 w - e6 0 1"
                                         << "e.p. square e6 needs a black pawn on e5";
        QTest::newRow("ep blocked") << "k7/8/4n3/4p3/8/8/8/K7 w - e6 0 1"
                                    << "must be empty";
        QTest::newRow("too many pawns") << "k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1"
                                        << "more than 8 pawns";
    }

    void illegalPositions() {
        QFETCH(QString, fen);
        QFETCH(QString, expected);
        Position pos;
        std::string message;
        QVERIFY(!loadProblemPosition(fen.toStdString(), pos, message));
        QVERIFY2(QString::fromStdString(message).contains(expected), message.c_str());
    }

    void sanUciPopeyeRoundTrips() {
        std::vector<std::string> fens = samplePositions(250);
        QVERIFY(fens.size() >= 200);
        int moves = 0;
        for (const std::string& fen : fens) {
            Position pos;
            FenError error;
            QVERIFY(parseFen(fen, pos, error));
            MoveList list;
            generateLegal(pos, list);
            for (int i = 0; i < list.size; ++i) {
                Move m = list.moves[i];
                std::string san = toSan(pos, m);
                auto back = parseSan(pos, san);
                QVERIFY2(back && *back == m, (fen + " " + san).c_str());
                auto uci = parseUci(pos, toUci(m));
                QVERIFY2(uci && *uci == m, (fen + " " + toUci(m)).c_str());
                // Popeye's long form reads back through the lenient SAN reader too.
                std::string popeye = toPopeye(pos, m);
                auto viaPopeye = parseSan(pos, popeye);
                QVERIFY2(viaPopeye && *viaPopeye == m, (fen + " " + popeye).c_str());
                ++moves;
            }
        }
        qInfo("%d moves of %zu positions", moves, fens.size());
    }

    void sanDetails() {
        Position pos;
        FenError error;
        // Disambiguation by file, by rank and by both; promotion; castling; e.p.; mate.
        QVERIFY(parseFen("1k6/8/8/8/8/8/8/R3K2R w KQ - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "a1d1")), std::string("Rd1"));
        QCOMPARE(toSan(pos, *parseUci(pos, "e1g1")), std::string("O-O"));
        QCOMPARE(toSan(pos, *parseUci(pos, "e1c1")), std::string("O-O-O"));
        QCOMPARE(toPopeye(pos, *parseUci(pos, "e1c1")), std::string("0-0-0"));
        QVERIFY(parseSan(pos, "0-0-0") == parseUci(pos, "e1c1"));
        QVERIFY(parseFen("k7/8/8/8/8/8/8/R4RK1 w - - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "a1d1")), std::string("Rad1"));
        QVERIFY(parseFen("7k/8/8/8/R7/8/8/R3K3 w - - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "a1a2")), std::string("R1a2"));
        QVERIFY(parseFen("7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "a4b3")), std::string("Qa4b3"));
        QVERIFY(parseFen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "e7e8q")), std::string("e8=Q+"));
        QCOMPARE(toPopeye(pos, *parseUci(pos, "e7e8n"), true), std::string("e7-e8=S"));
        QVERIFY(parseSan(pos, "e8Q") == parseUci(pos, "e7e8q"));
        QVERIFY(parseSan(pos, "e8=N") == parseUci(pos, "e7e8n"));
        QVERIFY(parseFen("k7/8/8/3pP3/8/8/8/4K3 w - d6 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "e5d6")), std::string("exd6"));
        QCOMPARE(toPopeye(pos, *parseUci(pos, "e5d6")), std::string("e5*d6 ep."));
        QVERIFY(parseSan(pos, "exd6 e.p.") == parseUci(pos, "e5d6"));
        QVERIFY(parseFen("k7/8/1K6/8/8/8/8/7R w - - 0 1", pos, error));
        QCOMPARE(toSan(pos, *parseUci(pos, "h1h8")), std::string("Rh8#"));
        QCOMPARE(toPopeye(pos, *parseUci(pos, "h1h8"), true), std::string("Rh1-h8 #"));
        QVERIFY(!parseSan(pos, "Rh9"));
        QVERIFY(!parseSan(pos, "Qh8"));
        QVERIFY(!parseUci(pos, "h1h9"));
    }
};

QTEST_GUILESS_MAIN(TestFenNotation)
#include "test_fen_notation.moc"

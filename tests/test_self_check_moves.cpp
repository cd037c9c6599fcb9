// SPDX-License-Identifier: GPL-3.0-or-later
// The self-check moves (engine/chess/self_check_moves.h): the goal moves of !#, ## and ##!.
// Hand-counted positions, and over the perft positions and their children: a self-check is
// never a legal move, leaves its own king attacked, and the modes of generateLegal agree.

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "self_check_moves.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace gms;

namespace {

Position load(const char* fen, unsigned kinglessSides = 0) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message, kinglessSides)) qFatal("%s: %s", fen, message.c_str());
    return pos;
}

QStringList selfChecks(const Position& pos) {
    MoveList list;
    appendSelfCheckMoves(pos, list);
    QStringList out;
    for (int i = 0; i < list.size; ++i) out << QString::fromStdString(toPopeye(pos, list.moves[i]));
    out.sort();
    return out;
}

/// Every self-check leaves its king attacked, none is legal, and GenMode::SelfChecks and
/// AllAndSelfChecks give the same moves as the two lists.
void checkPosition(Position& pos, int depth) {
    MoveList legal, self, both, selfMode;
    generateLegal(pos, legal);
    appendSelfCheckMoves(pos, self);
    generateLegal(pos, selfMode, GenMode::SelfChecks);
    generateLegal(pos, both, GenMode::AllAndSelfChecks);
    QCOMPARE(selfMode.size, self.size);
    QCOMPARE(both.size, legal.size + self.size);
    const Color us = pos.sideToMove();
    for (int i = 0; i < self.size; ++i) {
        const Move m = self.moves[i];
        QVERIFY2(!legal.contains(m), toPopeye(pos, m).c_str());
        QVERIFY(isSelfCheckMove(pos, m));
        UndoInfo undo;
        pos.makeMove(m, undo);
        QVERIFY2(pos.isAttacked(pos.kingSquare(us), ~us), toPopeye(pos, m).c_str());
        pos.unmakeMove(m, undo);
    }
    if (depth == 0) return;
    for (int i = 0; i < legal.size; ++i) {
        UndoInfo undo;
        pos.makeMove(legal.moves[i], undo);
        checkPosition(pos, depth - 1);
        pos.unmakeMove(legal.moves[i], undo);
    }
}

} // namespace

class TestSelfCheckMoves : public QObject {
    Q_OBJECT
private slots:
    void stalematedKingHasSixSelfChecks() {
        // EXAMPLES/automate.inp's position with a black king: White has no legal move.
        const Position pos = load("k7/8/8/8/8/r7/r5PK/r7 w - - 0 1");
        QCOMPARE(countLegal(pos), 0);
        QCOMPARE(selfChecks(pos), (QStringList{"Kh2-g1", "Kh2-g3", "Kh2-h1", "Kh2-h3", "g2-g3", "g2-g4"}));
    }

    void pinnedUnitLeavesItsLine() {
        const Position pos = load("4k3/8/8/8/4r3/8/4B3/4K3 w - - 0 1");
        QCOMPARE(selfChecks(pos), (QStringList{"Be2-a6", "Be2-b5", "Be2-c4", "Be2-d1", "Be2-d3", "Be2-f1", "Be2-f3",
                                               "Be2-g4", "Be2-h5"}));
    }

    void castlingIntoCheckButNotThroughIt() {
        // Popeye's castling: its king not in check and the square it crosses not attacked; only
        // where it lands may be attacked, which makes it a self-check.
        QCOMPARE(selfChecks(load("4k1r1/8/8/8/8/8/8/4K2R w K - 0 1")), QStringList{"0-0"});
        QCOMPARE(selfChecks(load("4kr2/8/8/8/8/8/8/4K2R w K - 0 1")).filter("0-0"), QStringList{});
        QCOMPARE(selfChecks(load("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1")), QStringList{"0-0-0"});
    }

    void inCheckEveryIgnoringMoveIsOne() {
        // Black gives check along the e-file: every White move that leaves it is a self-check.
        const Position pos = load("4k3/8/8/8/4r3/8/8/R3K3 w - - 0 1");
        MoveList legal, self;
        generateLegal(pos, legal);
        appendSelfCheckMoves(pos, self);
        QCOMPARE(legal.size, 4);     // Kd1, Kd2, Kf1, Kf2
        QCOMPARE(self.size, 10 + 1); // the rook's ten moves (none can block); the king's e2
    }

    void noKingNoSelfChecks() {
        const Position pos = load("4k3/8/8/8/8/8/8/R7 w - - 0 1", kinglessSide(White));
        MoveList self;
        appendSelfCheckMoves(pos, self);
        QCOMPARE(self.size, 0);
    }

    void perftPositionsAgree() {
        QFile file(GMS_TEST_DATA_DIR "/perft.tsv");
        QVERIFY(file.open(QIODevice::ReadOnly));
        int positions = 0;
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (line.isEmpty() || line.startsWith("fen")) continue;
            const QByteArray fen = line.split('\t').first();
            Position pos;
            std::string message;
            if (!loadProblemPosition(fen.toStdString(), pos, message)) continue;
            checkPosition(pos, 1);
            ++positions;
        }
        QVERIFY(positions >= 5);
    }
};

QTEST_APPLESS_MAIN(TestSelfCheckMoves)
#include "test_self_check_moves.moc"

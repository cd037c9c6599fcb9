// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_repetition.cpp  Repetition detection: variant strings (published and extended),
/// piece journeys and the Zobrist history against a board-comparison reference.
///
/// The reference used here does not look at moves or keys: it replays the game and
/// compares, ply by ply, the FEN fields placement, side to move and castling, plus the
/// e.p. square only when an e.p. capture is among the legal moves (the semantics stated
/// in engine/repetition.h). The expected values of the constructed cases were worked out
/// by hand (see the comments at each case) and are also checked against that reference.
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "repetition.h"
#include "repetition_chains.h"
#include "repetition_hash.h"
#include "repetition_journeys.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

#include <iterator>
#include <map>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

using namespace gms;

namespace {

constexpr int N = NoRepetition;

const RepetitionMethod ExactMethods[] = {RepetitionMethod::Chains, RepetitionMethod::Journeys, RepetitionMethod::Hash};

Position loadOrFail(const std::string& fen) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(fen, pos, message)) qFatal("bad test FEN %s: %s", fen.c_str(), message.c_str());
    return pos;
}

/// Placement, side, castling and the e.p. square only if some legal move captures e.p.
std::string canonical(const Position& pos) {
    const std::string fen = toFen(pos);
    std::vector<std::string> fields;
    std::size_t at = 0;
    while (fields.size() < 4) {
        const std::size_t space = fen.find(' ', at);
        fields.push_back(fen.substr(at, space - at));
        if (space == std::string::npos) break;
        at = space + 1;
    }
    bool epCapture = false;
    MoveList list;
    generateLegal(pos, list);
    for (int i = 0; i < list.size; ++i) epCapture = epCapture || list.moves[i].isEnPassant();
    return fields[0] + ' ' + fields[1] + ' ' + fields[2] + ' ' + (epCapture ? fields[3] : std::string("-"));
}

/// Reference answers for every ply: earliest and latest earlier ply with the same canonical
/// position (it includes the side to move), found by replaying the game from the start.
struct Reference {
    std::vector<int> earliest, latest;
    std::vector<std::string> canon;
};

Reference reference(const Position& start, const std::vector<Move>& moves) {
    Reference ref;
    Position pos = start;
    std::map<std::string, std::vector<int>> seen;
    for (std::size_t p = 0; p <= moves.size(); ++p) {
        if (p > 0) {
            UndoInfo undo;
            pos.makeMove(moves[p - 1], undo);
        }
        std::string c = canonical(pos);
        auto& plies = seen[c];
        ref.earliest.push_back(plies.empty() ? N : plies.front());
        ref.latest.push_back(plies.empty() ? N : plies.back());
        plies.push_back(int(p));
        ref.canon.push_back(std::move(c));
    }
    return ref;
}

std::vector<Move> movesOf(const RepetitionHistory& h) {
    std::vector<Move> moves;
    for (int i = 1; i <= h.ply(); ++i) moves.push_back(h.move(i));
    return moves;
}

/// Plays SAN/UCI move texts from a FEN.
RepetitionHistory playText(const std::string& fen, const std::vector<std::string>& texts) {
    RepetitionHistory h(loadOrFail(fen));
    for (const auto& t : texts) {
        const auto m = parseMoveText(h.position(), t);
        if (!m) qFatal("test move %s not legal in %s", t.c_str(), toFen(h.position()).c_str());
        h.play(*m);
    }
    return h;
}

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < s.size()) {
        std::size_t sp = s.find(' ', at);
        if (sp == std::string::npos) sp = s.size();
        if (sp > at) out.push_back(s.substr(at, sp - at));
        at = sp + 1;
    }
    return out;
}

QString show(const std::vector<int>& v) {
    QStringList parts;
    for (int x : v) parts << (x == N ? QStringLiteral("-") : QString::number(x));
    return parts.join(' ');
}

std::vector<int> answers(const RepetitionHistory& h, RepetitionMethod m, RepetitionQuery q) {
    std::vector<int> out;
    for (int p = 0; p <= h.ply(); ++p) out.push_back(h.findRepetition(m, p, q));
    return out;
}

} // namespace

class TestRepetition : public QObject {
    Q_OBJECT

private:
    /// Checks a constructed case: hand-derived expectation == reference == every exact method,
    /// and the published chains are either right or silent, never wrong.
    void checkCase(const char* fen, const char* moveText, const std::vector<int>& expected,
                   const std::vector<int>& expectedPublished = {}) {
        const RepetitionHistory h = playText(fen, split(moveText));
        QCOMPARE(h.ply() + 1, int(expected.size()));
        const Reference ref = reference(loadOrFail(fen), movesOf(h));
        QCOMPARE(show(ref.earliest), show(expected));
        for (RepetitionMethod m : ExactMethods) {
            QVERIFY2(answers(h, m, RepetitionQuery::Earliest) == expected,
                     qPrintable(QStringLiteral("%1: %2").arg(repetitionMethodName(m),
                                                             show(answers(h, m, RepetitionQuery::Earliest)))));
            QVERIFY2(answers(h, m, RepetitionQuery::Latest) == ref.latest,
                     qPrintable(QStringLiteral("%1 latest: %2 vs %3")
                                    .arg(repetitionMethodName(m), show(answers(h, m, RepetitionQuery::Latest)),
                                         show(ref.latest))));
        }
        const auto published = answers(h, RepetitionMethod::ChainsPublished, RepetitionQuery::Earliest);
        if (!expectedPublished.empty()) QCOMPARE(show(published), show(expectedPublished));
        for (int p = 0; p <= h.ply(); ++p) {
            const int q = published[std::size_t(p)];
            if (q != N)
                QVERIFY2(ref.canon[std::size_t(q)] == ref.canon[std::size_t(p)], "published chains: false repetition");
        }
    }

    static QByteArray runCli(const QStringList& args, int& exitCode, QByteArray* err = nullptr) {
        QProcess proc;
        proc.start(QStringLiteral(GMS_CLI_PATH), args);
        if (!proc.waitForFinished(60000)) {
            qWarning("gms-cli (%s) did not run: %s", GMS_CLI_PATH, qPrintable(proc.errorString()));
            exitCode = -2;
            return {};
        }
        exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
        if (err) *err = proc.readAllStandardError();
        return proc.readAllStandardOutput();
    }

private slots:
    void methodNames() {
        for (RepetitionMethod m : {RepetitionMethod::Chains, RepetitionMethod::ChainsPublished,
                                   RepetitionMethod::Journeys, RepetitionMethod::Hash}) {
            RepetitionMethod back = RepetitionMethod::Hash;
            QVERIFY(parseRepetitionMethod(repetitionMethodName(m), back));
            QCOMPARE(int(back), int(m));
        }
        RepetitionMethod dummy;
        QVERIFY(!parseRepetitionMethod("chain", dummy));
    }

    void moveCoding() {
        const RepMove r = RepMove::reversible(makeSquare(6, 0), makeSquare(5, 2), WKnight);
        QCOMPARE(r.from(), makeSquare(6, 0));
        QCOMPARE(r.to(), makeSquare(5, 2));
        QCOMPARE(int(r.piece()), int(WKnight));
        QVERIFY(!r.isIrreversible());
        QVERIFY(!r.blocksRepetition());
        const RepMove b = RepMove::reversible(makeSquare(7, 7), makeSquare(0, 0), BKing);
        QCOMPARE(b.from(), 63);
        QCOMPARE(b.to(), 0);
        QCOMPARE(int(b.piece()), int(BKing));
        QVERIFY(RepMove::irreversible(false).isIrreversible());
        QVERIFY(!RepMove::irreversible(false).blocksRepetition());
        QVERIFY(RepMove::irreversible(true).isIrreversible());
        QVERIFY(RepMove::irreversible(true).blocksRepetition());
    }

    void reversibleMoves() {
        // Which moves the history codes as irreversible (line()[0] is the start sentinel).
        const RepetitionHistory h = playText("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", split("Ra2 Rh7 h1h2 a8a7 Kd1 Kd8"));
        // Ra2: White has no queenside right -> reversible. Rh7: Black has no kingside right ->
        // reversible. Rh2 loses K, Ra7 loses q. Kd1, Kd8: no rights left -> reversible.
        const bool irreversible[] = {true, false, false, true, true, false, false};
        for (int i = 0; i < 7; ++i) QCOMPARE(h.line()[i].isIrreversible(), irreversible[i]);
        QCOMPARE(h.reversibleRun()[2], 2u);
        QCOMPARE(h.reversibleRun()[4], 0u);
        QCOMPARE(h.reversibleRun()[6], 2u);
        // Castling, a pawn move and a capture are irreversible; the king moves without rights are not.
        const RepetitionHistory g = playText("4k3/p7/8/8/8/8/4P3/R3K2R w KQ - 0 1", split("O-O Kd8 e4 Kc8 Rxa7"));
        const bool irreversible2[] = {true, true, false, true, false, true};
        for (int i = 0; i < 6; ++i) QCOMPARE(g.line()[i].isIrreversible(), irreversible2[i]);
        QCOMPARE(int(g.line()[2].piece()), int(BKing));
        QCOMPARE(squareName(g.line()[2].from()), std::string("e8"));
        QCOMPARE(squareName(g.line()[2].to()), std::string("d8"));
    }

    void knightShuffle() {
        // 1.Nf3 Nf6 2.Ng1 Ng8 returns to the start (ply 4 = ply 0), then every position repeats.
        checkCase("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
                  {N, N, N, N, 0, 1, 2, 3, 0});
    }

    void castlingRightLoss() {
        // The king moves remove all rights: ply 4 has the placement of ply 0 but no rights.
        // Ply 2 (both kings moved once) already had no rights: plies 6, 7, 8 repeat 2, 3, 4.
        checkCase("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8",
                  {N, N, N, N, N, N, 2, 3, 4}, {N, N, N, N, N, N, 2, 3, 4});
    }

    void kingMovesWithoutRights() {
        // No rights to lose: king moves are reversible.
        checkCase("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8", {N, N, N, N, 0, 1, 2, 3, 0});
    }

    void rookMovesAndRights() {
        // Only kingside rights: the a-rooks shuffle reversibly (ply 4 = ply 0); Rh2/Rh7 remove
        // K and k, so ply 8 (same placement as 0 and 4) is new; then ply 12 = ply 8.
        checkCase("r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1", "Ra2 Ra7 Ra1 Ra8 Rh2 Rh7 Rh1 Rh8 Ra2 Ra7 Ra1 Ra8",
                  {N, N, N, N, 0, N, N, N, N, N, N, N, 8});
    }

    void otherSideToMove() {
        // White triangulates: ply 5 has the kings of ply 0 (e1, e8) with Black to move: no repetition.
        // Ply 9 (Ke1, Ke8, Black to move) repeats ply 5.
        checkCase("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd1 Kd8 Kd2 Ke8 Ke1 Kd8 Kd1 Ke8 Ke1",
                  {N, N, N, N, N, N, N, N, N, 5});
    }

    void enPassantLive() {
        // After 1.e4 Black can take e.p. (f4xe3): ply 1 differs from ply 5 (same placement, no e.p.).
        checkCase("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1", "e4 Kd8 Kd2 Ke8 Ke1 Kd8 Kd2 Ke8 Ke1",
                  {N, N, N, N, N, N, 2, 3, 4, 5});
    }

    void enPassantImpossible() {
        // No black pawn beside e4: the e.p. square is meaningless, ply 5 repeats ply 1.
        checkCase("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e4 Kd8 Kd2 Ke8 Ke1 Kd8 Kd2 Ke8 Ke1",
                  {N, N, N, N, N, 1, 2, 3, 4, 1});
    }

    void enPassantPinned() {
        // f4xe3 e.p. would expose the black king on a4 to Rh4 along the rank: not a legal move,
        // so the e.p. right does not count (pseudo-legal would say it does): ply 5 repeats ply 1.
        checkCase("8/8/8/8/k4p1R/8/4P3/4K3 w - - 0 1", "e4 Ka5 Kd1 Ka4 Ke1 Ka5 Kd1 Ka4 Ke1",
                  {N, N, N, N, N, 1, 2, 3, 4, 1});
    }

    void enPassantInStartFen() {
        // The given position has a legal e.p. capture (f4xe3): ply 4 returns to its placement
        // without it; then plies 5.. repeat 1..4.
        checkCase("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1", "Kd8 Kd1 Ke8 Ke1 Kd8 Kd1 Ke8 Ke1", {N, N, N, N, N, 1, 2, 3, 4});
    }

    void identicalRooksSwap() {
        // The rooks of a1 and c1 exchange squares: ply 8 = ply 0. The published variant strings
        // leave two open chains (a1->c1, c1->a1) and miss it.
        checkCase("4k3/8/8/8/8/8/8/R1R1K3 w - - 0 1", "a1a2 e8d8 c1a1 d8e8 a2c2 e8d8 c2c1 d8e8",
                  {N, N, N, N, N, N, N, N, 0}, {N, N, N, N, N, N, N, N, N});
    }

    void identicalKnightsSwap() {
        // W knights b1, g1 travel (g1-f3, b1-d2, f3-g1, d2-f3, g1-h3, f3-g1, h3-g5-f3-d2-b1) while the
        // black king steps e8-d8-e8. Plies 15, 16, 17, 18 repeat 7, 8, 5, 6 and ply 20 repeats 0, each
        // time with the two knights exchanged: the published variant strings see none of them.
        checkCase("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
                  "g1f3 e8d8 b1d2 d8e8 f3g1 e8d8 d2f3 d8e8 g1h3 e8d8 f3g1 d8e8 h3g5 e8d8 g5f3 d8e8 f3d2 e8d8 d2b1 d8e8",
                  {N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, 7, 8, 5, 6, N, 0},
                  {N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N});
    }

    void differentColoursSwap() {
        // White Rc3 and Black Rf6 exchange squares (ply 4): not a repetition. Ply 6 = ply 2,
        // ply 8 = ply 0.
        checkCase("4k3/8/5r2/8/8/2R5/8/4K3 w - - 0 1", "Rc6 Rf3 Rf6 Rc3 Rc6 Rf3 Rc3 Rf6", {N, N, N, N, N, N, 2, N, 0});
    }

    void differentTypesSwap() {
        // Bd3 and Nb1 exchange squares (Bd3-e4-b1, Nb1-a3-c2-b4-d3): ply 12 has the start's
        // occupied squares and side to move, but a bishop and a knight traded places.
        checkCase("4k3/8/8/8/8/3B4/8/1N2K3 w - - 0 1", "d3e4 e8d8 b1a3 d8e8 a3c2 e8d8 c2b4 d8e8 e4b1 e8d8 b4d3 d8e8",
                  {N, N, N, N, N, N, N, N, N, N, N, N, N});
    }

    void undoRestores() {
        RepetitionHistory h =
            playText("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", split("Nf3 Nf6 Ng1 Ng8"));
        QCOMPARE(h.findRepetition(RepetitionMethod::Chains, 4), 0);
        QVERIFY(h.undo());
        QCOMPARE(h.ply(), 3);
        const auto m = parseMoveText(h.position(), "Nh5");
        QVERIFY(m.has_value());
        h.play(*m);
        for (RepetitionMethod method : ExactMethods) QCOMPARE(h.findRepetition(method, 4), N);
        while (h.undo()) {}
        QCOMPARE(h.ply(), 0);
        QVERIFY(!h.undo());
    }

    void inconsistentLinesNeverCrash() {
        // Garbage move lines (not from a game) must not crash or index out of range.
        std::mt19937_64 rng(99);
        std::vector<RepMove> line(201);
        for (int round = 0; round < 2000; ++round) {
            line[0] = RepMove::irreversible(false);
            for (int i = 1; i <= 200; ++i) {
                const auto piece = Piece((rng() % 2) * 8 + 1 + rng() % 6);
                line[std::size_t(i)] = rng() % 50 == 0 ? RepMove::irreversible(rng() % 2)
                                                       : RepMove::reversible(int(rng() % 8), int(rng() % 8), piece);
            }
            for (int p = 0; p <= 200; p += 7) {
                for (int r : {findRepetitionChains(line.data(), p, ChainMode::Extended),
                              findRepetitionChains(line.data(), p, ChainMode::Published, RepetitionQuery::Latest),
                              findRepetitionJourneys(line.data(), p),
                              findRepetitionJourneys(line.data(), p, RepetitionQuery::Latest)}) {
                    QVERIFY(r == N || (r >= 0 && r <= p - 2 && (p - r) % 2 == 0));
                }
            }
        }
    }

    void randomGames() {
        // 10,000 seeded random games of 60-120 plies from start positions rich in reversible moves
        // (and in identical pieces, castling rights and e.p. chances). Every ply of every game:
        // chains, journeys and hash == reference (earliest and latest); the published chains
        // never claim a false repetition; their misses are counted.
        const char* const fens[] = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r1n1k1nr/8/8/8/8/8/8/R1N1K1NR w Kq - 0 1",
            "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
            "2r1r1k1/8/8/8/8/8/8/1KR1R3 w - - 0 1",
            "6k1/8/2n1n3/8/8/2N1N3/8/6K1 w - - 0 1",
            "4k3/1pp1p1p1/8/P2P1P2/8/8/8/4K3 w - - 0 1",
            "4k3/1p1p4/8/2P5/5p2/8/4P1P1/R3K3 b Q - 0 1",
            "3qk3/8/8/2b1b3/8/2B1B3/8/3QK3 w - - 0 1",
            "7k/8/8/8/8/8/8/RRR1K3 w - - 0 1",
            "7k/8/8/8/8/8/1NNN4/4K3 w - - 0 1",
        };
        constexpr int Games = 10000;
        std::mt19937_64 rng(20240601);
        long long positions = 0, repeating = 0, publishedMissed = 0, publishedLater = 0, epLive = 0;
        long long swapRepetitions = 0; // repetitions with pieces exchanged (published chains cannot see them)
        QElapsedTimer timer;
        timer.start();
        for (int game = 0; game < Games; ++game) {
            const std::string fen = fens[game % int(std::size(fens))];
            const Position start = loadOrFail(fen);
            RepetitionHistory h(start);
            playRandomMoves(h, rng, 60 + int(rng() % 61), 0.9, 0.3);
            const Reference ref = reference(start, movesOf(h));
            std::unordered_map<std::uint64_t, std::string> keyToCanon;
            for (int p = 0; p <= h.ply(); ++p) {
                const auto sp = std::size_t(p);
                ++positions;
                repeating += ref.earliest[sp] != N;
                epLive += h.line()[sp].blocksRepetition();
                // The keys separate exactly what the reference separates (no collision in a game).
                const auto [it, inserted] = keyToCanon.emplace(h.keys()[sp], ref.canon[sp]);
                if (!inserted && it->second != ref.canon[sp])
                    QFAIL(qPrintable("key collision: " + QString::fromStdString(it->second + " / " + ref.canon[sp])));
                for (RepetitionMethod m : ExactMethods) {
                    const int e = h.findRepetition(m, p, RepetitionQuery::Earliest);
                    const int l = h.findRepetition(m, p, RepetitionQuery::Latest);
                    if (e != ref.earliest[sp] || l != ref.latest[sp]) {
                        QString moves;
                        for (int i = 1; i <= h.ply(); ++i) moves += QString::fromStdString(toUci(h.move(i))) + ' ';
                        QFAIL(qPrintable(QStringLiteral("game %1 (%2) ply %3: %4 says %5/%6, reference %7/%8; moves %9")
                                             .arg(game)
                                             .arg(QString::fromStdString(fen))
                                             .arg(p)
                                             .arg(repetitionMethodName(m))
                                             .arg(e)
                                             .arg(l)
                                             .arg(ref.earliest[sp])
                                             .arg(ref.latest[sp])
                                             .arg(moves)));
                    }
                }
                for (RepetitionQuery q : {RepetitionQuery::Earliest, RepetitionQuery::Latest}) {
                    const int pub = h.findRepetition(RepetitionMethod::ChainsPublished, p, q);
                    if (pub != N && ref.canon[std::size_t(pub)] != ref.canon[sp])
                        QFAIL(qPrintable(QStringLiteral("published chains: false repetition, game %1 ply %2 -> %3")
                                             .arg(game)
                                             .arg(p)
                                             .arg(pub)));
                }
                const int pub = h.findRepetition(RepetitionMethod::ChainsPublished, p);
                publishedMissed += ref.earliest[sp] != N && pub == N;
                publishedLater += ref.earliest[sp] != N && pub != N && pub != ref.earliest[sp];
                swapRepetitions += ref.latest[sp] != N && h.findRepetition(RepetitionMethod::ChainsPublished, p,
                                                                           RepetitionQuery::Latest) != ref.latest[sp];
            }
        }
        qInfo("%d random games, %lld positions, %lld repeat an earlier one, %lld after an e.p.-live double step; "
              "%lld ms",
              Games, positions, repeating, epLive, static_cast<long long>(timer.elapsed()));
        qInfo("published variant strings: %lld repetitions missed entirely, %lld found only at a later ply than "
              "the earliest, %lld nearest repetitions missed (identical pieces exchanged)",
              publishedMissed, publishedLater, swapRepetitions);
        QVERIFY(repeating > positions / 20); // the generator must really produce repetitions
        QVERIFY(epLive > 0);
        QVERIFY(swapRepetitions > 0); // and swaps, or the extended forms were not exercised
    }

    void cliJson() {
        int code = -1;
        const QByteArray out = runCli({"repetition", "--moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "--json"}, code);
        QCOMPARE(code, 0);
        QCOMPARE(out.trimmed(),
                 QByteArray("{\"plies\":[{\"ply\":0,\"repeats\":null},{\"ply\":1,\"repeats\":null},"
                            "{\"ply\":2,\"repeats\":null},{\"ply\":3,\"repeats\":null},{\"ply\":4,\"repeats\":0},"
                            "{\"ply\":5,\"repeats\":1},{\"ply\":6,\"repeats\":2},{\"ply\":7,\"repeats\":3},"
                            "{\"ply\":8,\"repeats\":0}]}"));
    }

    void cliMethodsAgree() {
        const QStringList base = {"repetition",
                                  "--fen",
                                  "4k3/8/8/8/8/8/8/R1R1K3 w - - 0 1",
                                  "--moves",
                                  "1.Ra2 Kd8 2.Rca1 Ke8 3.Rc2 Kd8 4.Rcc1 Ke8",
                                  "--json"};
        const QByteArray expected =
            "{\"plies\":[{\"ply\":0,\"repeats\":null},{\"ply\":1,\"repeats\":null},"
            "{\"ply\":2,\"repeats\":null},{\"ply\":3,\"repeats\":null},{\"ply\":4,\"repeats\":null},"
            "{\"ply\":5,\"repeats\":null},{\"ply\":6,\"repeats\":null},{\"ply\":7,\"repeats\":null},"
            "{\"ply\":8,\"repeats\":0}]}";
        for (const char* method : {"chains", "journeys", "hash"}) {
            int code = -1;
            const QByteArray out = runCli(base + QStringList{"--method", method}, code);
            QCOMPARE(code, 0);
            QCOMPARE(out.trimmed(), expected);
        }
        int code = -1;
        QByteArray out = runCli(base, code); // default: extended chains
        QCOMPARE(out.trimmed(), expected);
        out = runCli(base + QStringList{"--method", "chains-published"}, code);
        QCOMPARE(code, 0);
        QVERIFY(out.contains("{\"ply\":8,\"repeats\":null}"));
    }

    void cliText() {
        int code = -1;
        const QByteArray out = runCli({"repetition", "--moves", "1. g1f3 1... g8f6 2.f3g1 ... f6g8"}, code);
        QCOMPARE(code, 0);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[0].startsWith("ply 0"));
        QCOMPARE(lines[1].simplified(), QByteArray("ply 1 Nf3 -"));
        QCOMPARE(lines[4].simplified(), QByteArray("ply 4 Ng8 repeats ply 0"));
    }

    void cliBadInput() {
        int code = -1;
        QByteArray err;
        runCli({"repetition", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--moves", "e4"}, code, &err);
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("--fen"), err.constData());
        runCli({"repetition", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "--moves",
                "Nf3 Nf6 Nf9 Ng8"},
               code, &err);
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("ply 3") && err.contains("Nf9"), err.constData());
        runCli({"repetition", "--moves", "e4", "--method", "zobrist"}, code, &err);
        QCOMPARE(code, 2);
        QVERIFY2(err.contains("zobrist"), err.constData());
        runCli({"repetition"}, code, &err);
        QCOMPARE(code, 2);
        runCli({"repetition", "--moves", "e4", "stray"}, code, &err);
        QCOMPARE(code, 2);
    }

    void cliBench() {
        int code = -1;
        const QByteArray out = runCli({"repetition", "--bench", "--games", "30", "--passes", "1"}, code);
        QCOMPARE(code, 0);
        for (const char* m : {"hash", "chains", "chains-published", "journeys"}) QVERIFY(out.contains(m));
    }
};

QTEST_GUILESS_MAIN(TestRepetition)
#include "test_repetition.moc"

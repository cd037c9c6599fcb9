// SPDX-License-Identifier: GPL-3.0-or-later
/// Repetition cut-offs and move tables change only the cost of a solve, never its result:
/// every problem shipped in problems/ is solved with each option combination and compared.
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"

#include <QFile>
#include <QStringList>
#include <QTest>

using namespace gms;

namespace {

struct Case {
    QString id;
    QString fen;
    int n = 0;
};

/// Reads a TSV with a header naming the columns "id", "fen", "n".
QList<Case> readCases(const QString& path) {
    QList<Case> cases;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return cases;
    QStringList header = QString::fromUtf8(f.readLine()).trimmed().split('\t');
    int id = header.indexOf("id"), fen = header.indexOf("fen"), n = header.indexOf("n");
    while (!f.atEnd()) {
        QStringList cols = QString::fromUtf8(f.readLine()).trimmed().split('\t');
        if (cols.size() < header.size() || cols[n] == "n") continue;
        cases.append({cols[id], cols[fen], cols[n].toInt()});
    }
    return cases;
}

QString keysOf(const Solution& sol) {
    QStringList keys;
    for (const auto& k : sol.keys) keys << QString::fromStdString(toUci(k.move)) + ":" + QString::number(k.mateIn);
    keys.sort();
    return keys.join(' ');
}

} // namespace

class TestSearchOptions : public QObject {
    Q_OBJECT
private slots:
    void sameKeys_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("direct_mates") << QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv");
        QTest::newRow("gms-collection") << QStringLiteral(GMS_PROBLEMS_DIR "/gms-collection.keys.tsv");
    }

    void sameKeys() {
        QFETCH(QString, file);
        QList<Case> cases = readCases(file);
        QVERIFY2(cases.size() >= 100, qPrintable(file + " has too few problems"));
        std::uint64_t gen[4] = {}, repetitions = 0;
        for (const Case& c : cases) {
            Position pos;
            std::string message;
            QVERIFY2(loadProblemPosition(c.fen.toStdString(), pos, message), qPrintable(c.id));
            QString reference;
            for (int combo = 0; combo < 4; ++combo) {
                SolverOptions options;
                options.buildTree = false;
                options.useRepetition = combo & 1;
                options.useMoveTables = combo & 2;
                Solver solver(options);
                Solution sol = solver.solve(pos, c.n);
                QVERIFY(sol.complete);
                gen[combo] += sol.total.gen;
                repetitions += sol.total.repetitions;
                if (combo == 0)
                    reference = keysOf(sol);
                else
                    QCOMPARE(keysOf(sol) + " (" + c.id + ")", reference + " (" + c.id + ")");
            }
        }
        qInfo("%lld problems; total GEN plain %llu, repetition %llu, move tables %llu, both %llu; %llu repetitions cut",
              static_cast<long long>(cases.size()), (unsigned long long)gen[0], (unsigned long long)gen[1],
              (unsigned long long)gen[2], (unsigned long long)gen[3], (unsigned long long)repetitions);
    }

    /// The EPD sets in problems/ (benchmarks, tuning sets, long checking problems).
    void sameKeysEpdSets_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("combos"); // 4: every combination; 2: repetition off/on only (slow set)
        for (const char* f : {"bench.epd", "matetrack-2to5.epd", "tune-train.epd", "tune-holdout.epd"})
            QTest::newRow(f) << QStringLiteral(GMS_PROBLEMS_DIR "/") + f << 4;
        QTest::newRow("long-checks.epd") << QStringLiteral(GMS_PROBLEMS_DIR "/long-checks.epd") << 2;
    }

    void sameKeysEpdSets() {
        QFETCH(QString, file);
        QFETCH(int, combos);
        ProblemCollection set;
        std::string error;
        QVERIFY2(readProblemFile(file.toStdString(), set, error), error.c_str());
        QVERIFY(set.skipped.empty());
        QVERIFY(set.entries.size() >= 12);
        std::uint64_t repetitions = 0;
        for (const auto& e : set.entries) {
            Position pos;
            std::string message;
            QVERIFY2(loadProblemPosition(e.problem.fen, pos, message), message.c_str());
            QString reference;
            for (int combo = 0; combo < combos; ++combo) {
                SolverOptions options;
                options.buildTree = false;
                options.useRepetition = combo & 1;
                options.useMoveTables = combo & 2;
                Solver solver(options);
                Solution sol = solver.solve(pos, e.problem.stipulation.moves);
                QVERIFY(sol.complete);
                repetitions += sol.total.repetitions;
                QString title = QString::fromStdString(e.problem.meta.title);
                if (combo == 0)
                    reference = keysOf(sol);
                else
                    QCOMPARE(keysOf(sol) + " (" + title + ")", reference + " (" + title + ")");
            }
        }
        qInfo("%zu problems, %llu repetitions cut", set.entries.size(), (unsigned long long)repetitions);
    }

    /// Trees and tries are built without repetition cuts, so they are identical too.
    void sameTrees() {
        const char* fen = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition(fen, pos, message));
        auto shape = [](const Solution& s) {
            QString out;
            for (const auto& t : s.tries)
                out += QString::fromStdString(toUci(t.move)) + "?" + QString::number(t.refutations.size()) + " ";
            for (const auto& k : s.keys)
                out += QString::fromStdString(toUci(k.move)) + "!" + QString::number(k.defences.size()) + "/" +
                       QString::number(k.threats.size()) + " ";
            return out;
        };
        SolverOptions plain;
        plain.maxRefutations = 2;
        SolverOptions both = plain;
        both.useRepetition = true;
        both.useMoveTables = true;
        QCOMPARE(shape(Solver(both).solve(pos, 2)), shape(Solver(plain).solve(pos, 2)));
    }

    /// knownKeyLength (gms-mpi's second-level split): a root move told its proven key length, or
    /// told it is no key, gets the tree and tries a root-move solve finds, without the key search.
    void knownKeyLengthSkipsOnlyTheSearch() {
        Position pos;
        std::string message;
        // A. Armeni (pf020 of problems/direct_mates.tsv, a #2) solved as a #3: keys of two lengths and tries.
        QVERIFY(loadProblemPosition("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1", pos, message));
        SolverOptions options;
        options.maxRefutations = 2;
        const Solution whole = Solver(options).solve(pos, 3);
        QVERIFY(!whole.keys.empty() && !whole.tries.empty());
        TextOptions text;
        text.statistics = false; // the key search's rows differ by design
        MoveList root;
        generateLegal(pos, root);
        for (int i = 0; i < root.size; ++i) {
            SolverOptions share = options;
            share.rootMoves = {root.moves[i]};
            const Solution searched = Solver(share).solve(pos, 3);
            share.knownKeyLength = searched.keys.empty() ? -1 : searched.keys.front().mateIn;
            const Solution told = Solver(share).solve(pos, 3);
            QVERIFY(told.iterations.empty()); // no key search
            QCOMPARE(told.shortest, searched.shortest);
            QCOMPARE(QString::fromStdString(formatSolutionText(pos, told, text)),
                     QString::fromStdString(formatSolutionText(pos, searched, text)));
        }
    }

    /// keepTable: the next solve starts from what the table learned (far fewer moves), with the same answer.
    void keepTableCarriesOver() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1", pos, message));
        for (const bool keep : {false, true}) {
            SolverOptions options;
            options.threads = 1;
            options.table = std::make_shared<TranspositionTable>();
            options.keepTable = keep;
            Solver solver(options);
            const Solution first = solver.solve(pos, 3);
            const Solution second = Solver(options).solve(pos, 3);
            QCOMPARE(keysOf(second), keysOf(first));
            if (keep)
                QVERIFY2(second.total.gen * 2 < first.total.gen, qPrintable(QString::number(second.total.gen)));
            else
                QCOMPARE(second.total.gen, first.total.gen);
        }
    }

    /// A kept table is for one stipulation: solving another one next (the same #3 under another
    /// Threat N or MaxFlightsquares N, a Zxy goal on another square) gives what a fresh table
    /// gives, not the old entries (their goal salts are the same).
    void keptTableIsClearedForAnotherStipulation() {
        struct Case {
            const char* fen;
            const char* stip;
            int threat;
            int flights;
        };
        const char* pf008 = "5Q2/8/2P1pP2/4k3/4P3/8/4N3/R3K2R w KQ - 0 1"; // #3: sound with Threat 2, not with Threat 1
        const char* queen = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1";
        const Case cases[] = {{pf008, "#3", 2, -1},   {pf008, "#3", 1, -1},   {pf008, "#3", 0, 1},
                              {pf008, "#3", 0, 0},    {pf008, "#3", 2, -1},   {queen, "zh72", 0, -1},
                              {queen, "zb72", 0, -1}, {queen, "zf82", 0, -1}, {queen, "zh72", 0, -1},
                              {queen, "za13", 0, -1}};
        SolverOptions options;
        options.threads = 1;
        options.buildTree = false;
        options.table = std::make_shared<TranspositionTable>();
        options.keepTable = true;
        QStringList kept, fresh;
        for (const Case& c : cases) {
            Position pos;
            std::string message;
            QVERIFY(loadProblemPosition(c.fen, pos, message));
            const auto stip = Stipulation::parse(c.stip);
            QVERIFY(stip.has_value());
            SolverOptions o = options;
            o.maxThreatLength = c.threat;
            o.maxFlights = c.flights;
            const Solution withKept = Solver(o).solve(pos, *stip);
            o.table = std::make_shared<TranspositionTable>();
            o.keepTable = false;
            const Solution withFresh = Solver(o).solve(pos, *stip);
            const QString what =
                QStringLiteral("%1 threat %2 flights %3: ").arg(QLatin1String(c.stip)).arg(c.threat).arg(c.flights);
            kept << what + keysOf(withKept);
            fresh << what + keysOf(withFresh);
        }
        QCOMPARE(kept, fresh);
    }

    /// A constructed case where the cut fires: a #3 whose defender can shuffle.
    void cutsFireOnShuffles() {
        Position pos;
        std::string message;
        // matetrack #5 with rooks against an exposed king.
        QVERIFY(loadProblemPosition("1b4N1/7p/1p1pB2R/6k1/4p1p1/R1p1pbP1/5P1P/K3B1nq w - - 0 1", pos, message));
        SolverOptions options;
        options.buildTree = false;
        options.useRepetition = true;
        Solver solver(options);
        Solution sol = solver.solve(pos, 5);
        SolverOptions plainOptions;
        plainOptions.buildTree = false;
        Solution plain = Solver(plainOptions).solve(pos, 5);
        QCOMPARE(keysOf(sol), keysOf(plain));
        qInfo("repetitions cut: %llu; GEN %llu with, %llu without", (unsigned long long)sol.total.repetitions,
              (unsigned long long)sol.total.gen, (unsigned long long)plain.total.gen);
    }
};

QTEST_GUILESS_MAIN(TestSearchOptions)
#include "test_search_options.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// A faster search must give identical results: every reference set is solved with each
// speed feature on and off — the transposition table, 1, 2 and 4 threads, move tables,
// repetition cut-offs — and every configuration must print exactly the same solution
// (keys with their lengths, threats, variations, duals, tries; help lines) as the plain
// one-thread search without a table. Node counts may differ; answers may not.
//
// Sets: problems/direct_mates.tsv (160 #1-#5 with Popeye's keys, keys only),
// problems/gms-collection.epd (135 direct mates, whole trees with tries, every 3rd),
// tests/data/selfmates.tsv (70 s#1-s#3, trees, tries and set play) and
// tests/data/helpmates.tsv + helpmates_short.tsv (242 h#2-h#3, every line and set play).

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"
#include "worker_pool.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <thread>

#include <string>
#include <vector>

#ifdef __linux__
#include <sched.h>
#endif

using namespace gms;

namespace {

/// One combination of speed features.
struct Config {
    const char* name;
    int hashMegabytes;
    int threads;
    bool moveTables;
    bool repetition;
};

/// The reference (plain) configuration first.
const Config kConfigs[] = {
    {"plain", 0, 1, false, false},
    {"table", 16, 1, false, false},
    {"table+2 threads", 16, 2, false, false},
    {"table+4 threads", 16, 4, false, false},
    {"2 threads, no table", 0, 2, false, false},
    {"table+move tables+repetition", 16, 2, true, true},
};

struct Case {
    QString id;
    std::string fen;
    Stipulation stipulation;
};

/// The answer as text without statistics: what the user reads.
std::string answer(const Position& pos, const Solution& sol) {
    TextOptions text;
    text.statistics = false;
    std::string out = formatSolutionText(pos, sol, text);
    return out + "verdict: " + verdictText(sol) + "\n";
}

/// Rows of a TSV set with columns id, fen and n (direct mates) or stipulation.
std::vector<Case> loadTsv(const QString& path) {
    std::vector<Case> cases;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return cases;
    QTextStream in(&file);
    const QStringList header = in.readLine().split(QLatin1Char('\t'));
    const int id = int(header.indexOf("id")), fen = int(header.indexOf("fen"));
    const int n = int(header.indexOf("n")), stip = int(header.indexOf("stipulation"));
    while (!in.atEnd()) {
        const QStringList c = in.readLine().split(QLatin1Char('\t'));
        if (c.size() < header.size()) continue;
        Case k;
        k.id = c[id];
        k.fen = c[fen].toStdString();
        std::string error;
        const std::string text = stip >= 0 ? c[stip].toStdString() : "#" + c[n].toStdString();
        if (!parseStipulation(text, k.stipulation, error)) continue;
        cases.push_back(k);
    }
    return cases;
}

std::vector<Case> loadCollection() {
    std::vector<Case> cases;
    ProblemCollection c;
    std::string error;
    if (!readProblemFile(GMS_PROBLEMS_DIR "/gms-collection.epd", c, error)) return cases;
    for (const auto& e : c.entries) {
        Case k;
        k.id = QString::fromStdString(e.problem.meta.title);
        k.fen = e.problem.fen;
        k.stipulation = e.problem.stipulation;
        cases.push_back(k);
    }
    return cases;
}

/// Solves every case in every configuration; returns the first difference, or "".
QString compareConfigs(const std::vector<Case>& cases, bool tree, int maxRefutations, bool setPlay = false) {
    for (const Case& c : cases) {
        Position pos;
        std::string message;
        if (!loadProblemPosition(c.fen, pos, message)) return c.id + ": " + QString::fromStdString(message);
        std::string reference;
        for (const Config& config : kConfigs) {
            SolverOptions o;
            o.buildTree = tree;
            o.maxRefutations = maxRefutations;
            o.setPlay = setPlay;
            o.hashMegabytes = config.hashMegabytes;
            o.threads = config.threads;
            o.useMoveTables = config.moveTables;
            o.useRepetition = config.repetition;
            const Solution sol = Solver(o).solve(pos, c.stipulation);
            if (!sol.complete) return c.id + ": " + config.name + ": " + QString::fromStdString(sol.error);
            const std::string got = answer(pos, sol);
            if (&config == &kConfigs[0]) {
                reference = got;
            } else if (got != reference) {
                return QStringLiteral("%1 (%2): %3 differs from plain\n--- plain\n%4--- %3\n%5")
                    .arg(c.id, QString::fromStdString(c.stipulation.toString()), config.name,
                         QString::fromStdString(reference), QString::fromStdString(got));
            }
        }
    }
    return {};
}

/// Every thread inside one root move: each case is solved with its root moves restricted to
/// one key, then to one non-key, with 1 thread and with 4 (idle threads then share that move's
/// tree through split points) with and without the table; the answers must agree.
QString compareSplits(const std::vector<Case>& cases) {
    for (const Case& c : cases) {
        Position pos;
        std::string message;
        if (!loadProblemPosition(c.fen, pos, message)) return c.id + ": " + QString::fromStdString(message);
        SolverOptions plain;
        plain.hashMegabytes = 0;
        plain.buildTree = false;
        const Solution whole = Solver(plain).solve(pos, c.stipulation);
        MoveList root;
        generateLegal(pos, root);
        std::vector<Move> picks;
        if (!whole.keys.empty()) picks.push_back(whole.keys.front().move);
        for (int i = 0; i < root.size; ++i)
            if (std::none_of(whole.keys.begin(), whole.keys.end(),
                             [&](const AttackNode& k) { return k.move == root.moves[i]; })) {
                picks.push_back(root.moves[i]);
                break;
            }
        for (Move m : picks) {
            std::string reference;
            for (int config = 0; config < 3; ++config) {
                SolverOptions o = plain;
                o.rootMoves = {m};
                o.threads = config == 0 ? 1 : 4;
                o.hashMegabytes = config == 2 ? 16 : 0;
                const Solution sol = Solver(o).solve(pos, c.stipulation);
                if (!sol.complete) return c.id + ": " + QString::fromStdString(sol.error);
                const std::string got = answer(pos, sol);
                if (config == 0)
                    reference = got;
                else if (got != reference)
                    return QStringLiteral(
                               "%1, first move %2 only: %3 threads%4 differs\n--- 1 thread\n%5--- 4 threads\n%6")
                        .arg(c.id, QString::fromStdString(toUci(m)), QString::number(o.threads),
                             config == 2 ? QStringLiteral(" with table") : QString(), QString::fromStdString(reference),
                             QString::fromStdString(got));
            }
        }
    }
    return {};
}

} // namespace

class TestSpeedFeatures : public QObject {
    Q_OBJECT

private slots:
    void directMatesKeys() {
        const std::vector<Case> cases = loadTsv(QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv"));
        QVERIFY(cases.size() >= 150);
        const QString diff = compareConfigs(cases, false, 0);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void directMatesSplitInsideOneRootMove() {
        std::vector<Case> cases;
        for (const Case& c : loadTsv(QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv")))
            if (c.stipulation.moves >= 3) cases.push_back(c); // split points start at 5 plies
        QVERIFY(cases.size() >= 50);
        const QString diff = compareSplits(cases);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    /// "Every core" (--threads 0) means the cores this process may run on: mpirun binds a rank
    /// to one core, and more threads there would only share it.
    void everyCoreMeansTheCoresAllowed() {
#ifdef __linux__
        cpu_set_t before;
        QCOMPARE(sched_getaffinity(0, sizeof(before), &before), 0);
        cpu_set_t one;
        CPU_ZERO(&one);
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &before)) {
                CPU_SET(cpu, &one);
                break;
            }
        QCOMPARE(sched_setaffinity(0, sizeof(one), &one), 0);
        const int bound = resolveThreadCount(0);
        QCOMPARE(sched_setaffinity(0, sizeof(before), &before), 0);
        QCOMPARE(bound, 1);
        QCOMPARE(resolveThreadCount(0), CPU_COUNT(&before));
        QCOMPARE(resolveThreadCount(3), 3);
#else
        QSKIP("affinity masks are read on Linux only");
#endif
    }

    /// One item is shared too: the pool starts its other threads even for a single item, and
    /// they search the moves the item's split point offers (regression: with one root move
    /// no other thread was started, and the solve ran on one core).
    void oneItemIsSharedToo() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", pos, message));
        SearchContext context(SolverOptions{}, SolveHooks{});
        WorkerPool pool(context, pos, 2);
        std::atomic<int> byHelper{0};
        pool.run(1, [&](int owner, SearchContext&, Position& p, int) {
            SplitPoint sp;
            sp.pos = p;
            generateLegal(p, sp.moves);
            sp.next = 0;
            sp.link = {&sp.cutOff, nullptr};
            sp.searchMove = [&](int worker, SplitPoint&, int) {
                if (worker != owner) ++byHelper;
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            };
            for (int wait = 0; wait < 2000 && pool.idleWorkers() == 0; ++wait) // the other thread is free
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            pool.publish(sp);
            while (pool.takeMove(sp) >= 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
            pool.close(owner, sp);
        });
        QVERIFY(byHelper > 0);
    }

    void selfmatesSplitInsideOneRootMove() {
        std::vector<Case> cases;
        for (const Case& c : loadTsv(QStringLiteral(GMS_TEST_DATA_DIR "/selfmates.tsv")))
            if (c.stipulation.moves >= 3) cases.push_back(c); // s#3: 6 plies, split points at 5
        for (const Case& c : loadTsv(QStringLiteral(GMS_PROBLEMS_DIR "/selfmates_hard.tsv")))
            if (cases.size() < 30) cases.push_back(c);
        QVERIFY(cases.size() >= 30);
        const QString diff = compareSplits(cases);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void collectionTreesAndTries() {
        std::vector<Case> all = loadCollection(), cases;
        QVERIFY(all.size() >= 100);
        for (std::size_t i = 0; i < all.size(); i += 3) cases.push_back(all[i]);
        const QString diff = compareConfigs(cases, true, 1);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void selfmatesTreesTriesSetPlay() {
        const std::vector<Case> cases = loadTsv(QStringLiteral(GMS_TEST_DATA_DIR "/selfmates.tsv"));
        QVERIFY(cases.size() >= 60);
        const QString diff = compareConfigs(cases, true, 1, true);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void helpmateLinesAndSetPlay() {
        std::vector<Case> cases = loadTsv(QStringLiteral(GMS_TEST_DATA_DIR "/helpmates.tsv"));
        const std::vector<Case> more = loadTsv(QStringLiteral(GMS_TEST_DATA_DIR "/helpmates_short.tsv"));
        cases.insert(cases.end(), more.begin(), more.end());
        QVERIFY(cases.size() >= 200);
        const QString diff = compareConfigs(cases, true, 0, true);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestSpeedFeatures)
#include "test_speed_features.moc"

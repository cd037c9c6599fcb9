// SPDX-License-Identifier: GPL-3.0-or-later
// The genetic tuner of the move-ordering weights (engine/genetic_tuner.h) and `gms-cli tune`.
//
// - The same seed gives the same run (weights, fitness, per-generation history).
// - Elitism: the best fitness of a generation never gets worse, and the reported
//   best fitness is the true total GEN of the best weights (recomputed here).
// - Crossover and mutation keep every parameter within the bounds and leave the
//   parameters the generator never reads alone.
// - The evaluation cap: a capped evaluation counts exactly the cap.
// - Weights only reorder moves: with default and with randomly mutated weights
//   the solver finds the same keys, and they are Popeye's (problems/direct_mates.tsv).

#include "fen.h"
#include "genetic_tuner.h"
#include "notation.h"
#include "solver.h"
#include "weights.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace gms;

namespace {

struct TsvRow {
    QString id;
    QString fen;
    int n = 0;
    QStringList keys; ///< Popeye's complete key set, sorted (empty: no solution).
};

/// The rows of problems/direct_mates.tsv, by id.
std::map<QString, TsvRow> readDirectMates() {
    std::map<QString, TsvRow> rows;
    QFile f(QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return rows;
    QTextStream in(&f);
    in.readLine(); // header
    while (!in.atEnd()) {
        const QStringList cols = in.readLine().split('\t');
        if (cols.size() < 4) continue;
        TsvRow r;
        r.id = cols[0];
        r.fen = cols[1];
        r.n = cols[2].toInt();
        if (cols[3] != "-") r.keys = cols[3].split(' ', Qt::SkipEmptyParts);
        r.keys.sort();
        rows[r.id] = r;
    }
    return rows;
}

TuningProblem problemFrom(const TsvRow& row) {
    TuningProblem p;
    p.name = row.id.toStdString();
    p.moves = row.n;
    std::string message;
    if (!loadProblemPosition(row.fen.toStdString(), p.position, message))
        qFatal("direct_mates.tsv %s: %s", qPrintable(row.id), message.c_str());
    return p;
}

/// Three cheap #3s (White and Black to move) for tiny GA runs.
std::vector<TuningProblem> easyProblems() {
    auto rows = readDirectMates();
    std::vector<TuningProblem> out;
    for (const char* id : {"mt0024", "mt0030f", "mt0042"})
        if (rows.count(id)) out.push_back(problemFrom(rows[id]));
    return out;
}

QStringList keysOf(const TuningProblem& p, const OrderingWeights& w) {
    SolverOptions o;
    o.buildTree = false;
    o.weights = &w;
    Solver solver(o);
    Solution sol = solver.solve(p.position, p.moves);
    if (!sol.complete) return {QStringLiteral("<incomplete: %1>").arg(QString::fromStdString(sol.error))};
    QStringList keys;
    for (const auto& k : sol.keys) keys << QString::fromStdString(toUci(k.move));
    keys.sort();
    return keys;
}

TunerOptions tinyOptions(std::uint64_t seed) {
    TunerOptions o;
    o.population = 4;
    o.generations = 2;
    o.elites = 1;
    o.seed = seed;
    return o;
}

bool inBounds(const OrderingWeights& w, int lo, int hi) {
    for (int i = 0; i < OrderingWeights::ParameterCount; ++i)
        if (w.at(i) < lo || w.at(i) > hi) return false;
    return true;
}

} // namespace

class TestGeneticTuner : public QObject {
    Q_OBJECT

private slots:
    void rngIsDeterministicAndUniformEnough() {
        TunerRng a(42), b(42), c(43);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            std::uint64_t x = a.next();
            QCOMPARE(x, b.next());
            differs |= x != c.next();
        }
        QVERIFY(differs);
        // below(n) stays below n and hits every value; gaussianMilli has mean ~0 and sd ~1000.
        TunerRng r(7);
        int hits[10] = {};
        for (int i = 0; i < 10000; ++i) {
            auto v = r.below(10);
            QVERIFY(v < 10);
            ++hits[v];
        }
        for (int h : hits) QVERIFY2(h > 800 && h < 1200, qPrintable(QString::number(h)));
        double sum = 0, sq = 0;
        const int N = 20000;
        for (int i = 0; i < N; ++i) {
            double g = r.gaussianMilli();
            QVERIFY(g >= -6000 && g <= 6000);
            sum += g;
            sq += g * g;
        }
        const double mean = sum / N, sd = std::sqrt(sq / N - mean * mean);
        QVERIFY2(std::abs(mean) < 40, qPrintable(QString::number(mean)));
        QVERIFY2(sd > 950 && sd < 1050, qPrintable(QString::number(sd)));
    }

    void tunableParameters() {
        // The slots the generator never reads are frozen; every real term is tunable.
        const OrderingWeights& d = OrderingWeights::defaults();
        int frozen = 0;
        for (int i = 0; i < OrderingWeights::ParameterCount; ++i) {
            const QString name = d.name(i);
            const bool expectFrozen =
                name.endsWith(".none") || name == "victim.king" || name == "promotion.pawn" || name == "promotion.king";
            QCOMPARE(isTunableWeight(i), !expectFrozen);
            frozen += expectFrozen;
        }
        QCOMPARE(frozen, 7);
        QVERIFY(!isTunableWeight(-1));
        QVERIFY(!isTunableWeight(OrderingWeights::ParameterCount));
    }

    void operatorsKeepBounds() {
        TunerOptions opt;
        opt.lowerBound = -1000;
        opt.upperBound = 2000;
        opt.mutationScalePermille = 5000; // huge steps: mutations hit the bounds often
        opt.mutationFloor = 500;
        TunerRng rng(2024);
        OrderingWeights low = OrderingWeights::defaults(), high = OrderingWeights::defaults();
        for (int i = 0; i < OrderingWeights::ParameterCount; ++i)
            if (isTunableWeight(i)) low.at(i) = opt.lowerBound, high.at(i) = opt.upperBound;
        int atBound = 0;
        for (int round = 0; round < 500; ++round) {
            OrderingWeights child = crossoverWeights(round % 2 ? low : high, round % 3 ? high : low, rng, opt);
            QVERIFY(inBounds(child, opt.lowerBound, opt.upperBound));
            mutateWeights(child, rng, opt, 1000);
            QVERIFY(inBounds(child, opt.lowerBound, opt.upperBound));
            for (int i = 0; i < OrderingWeights::ParameterCount; ++i) {
                if (!isTunableWeight(i)) QCOMPARE(child.at(i), OrderingWeights::defaults().at(i));
                atBound += child.at(i) == opt.lowerBound || child.at(i) == opt.upperBound;
            }
        }
        QVERIFY(atBound > 0); // the clamp was exercised
        // Crossover takes each gene from one of the parents.
        OrderingWeights a = OrderingWeights::defaults(), b = OrderingWeights::defaults();
        for (int i = 0; i < OrderingWeights::ParameterCount; ++i)
            if (isTunableWeight(i)) a.at(i) = 1, b.at(i) = 2;
        OrderingWeights c = crossoverWeights(a, b, rng, opt);
        int fromA = 0, fromB = 0;
        for (int i = 0; i < OrderingWeights::ParameterCount; ++i) {
            if (!isTunableWeight(i)) continue;
            QVERIFY(c.at(i) == 1 || c.at(i) == 2);
            (c.at(i) == 1 ? fromA : fromB)++;
        }
        QVERIFY(fromA > 0 && fromB > 0);
        // Out-of-range values are clamped.
        OrderingWeights wild = OrderingWeights::defaults();
        wild.check = 25000;
        wild.hanging = -25000;
        clampWeights(wild, -1000, 2000);
        QCOMPARE(wild.check, 2000);
        QCOMPARE(wild.hanging, -1000);
    }

    void evaluationCap() {
        auto problems = easyProblems();
        QCOMPARE(int(problems.size()), 3);
        const OrderingWeights& d = OrderingWeights::defaults();
        const Fitness exact = evaluateWeights(problems, d, SolverOptions{});
        QVERIFY(!exact.capped);
        std::uint64_t sum = 0;
        for (const auto& p : problems) {
            SolverOptions keysOnly;
            keysOnly.buildTree = false;
            Solver s(keysOnly);
            sum += s.solve(p.position, p.moves).total.gen;
        }
        QCOMPARE(exact.gen, sum);
        QCOMPARE(evaluateWeights(problems, d, SolverOptions{}, exact.gen).gen, exact.gen); // at the cap: not over it
        QVERIFY(!evaluateWeights(problems, d, SolverOptions{}, exact.gen).capped);
        const Fitness capped = evaluateWeights(problems, d, SolverOptions{}, exact.gen / 2);
        QVERIFY(capped.capped);
        QCOMPARE(capped.gen, exact.gen / 2);
        // A cap far below one problem's GEN stops that solve from inside (cancellation).
        TuningProblem big;
        big.name = "mt0066";
        auto rows = readDirectMates();
        big = problemFrom(rows["mt0066"]);
        const Fitness bigCapped = evaluateWeights({big}, d, SolverOptions{}, 5000);
        QVERIFY(bigCapped.capped);
        QCOMPARE(bigCapped.gen, std::uint64_t(5000));
    }

    void sameSeedSameResult() {
        auto problems = easyProblems();
        TuningResult r1 = GeneticTuner(problems, tinyOptions(99)).run();
        TuningResult r2 = GeneticTuner(problems, tinyOptions(99)).run();
        QVERIFY(r1.best == r2.best);
        QCOMPARE(r1.bestFitness, r2.bestFitness);
        QCOMPARE(r1.evaluations, r2.evaluations);
        QCOMPARE(r1.history.size(), r2.history.size());
        for (std::size_t g = 0; g < r1.history.size(); ++g) {
            QCOMPARE(r1.history[g].best, r2.history[g].best);
            QCOMPARE(r1.history[g].mean, r2.history[g].mean);
            QCOMPARE(r1.history[g].capped, r2.history[g].capped);
            QVERIFY(r1.history[g].bestWeights == r2.history[g].bestWeights);
        }
        // Another seed explores other weights (generation 0 already differs).
        TuningResult r3 = GeneticTuner(problems, tinyOptions(100)).run();
        bool anyDifferent = false;
        for (std::size_t g = 0; g < r1.history.size(); ++g) anyDifferent |= r1.history[g].mean != r3.history[g].mean;
        QVERIFY(anyDifferent);
    }

    void bestNeverWorsens() {
        auto problems = easyProblems();
        for (std::uint64_t seed : {1ULL, 5ULL, 12345ULL}) {
            std::vector<GenerationStats> seen;
            GeneticTuner tuner(problems, tinyOptions(seed));
            tuner.onGeneration([&](const GenerationStats& s) { seen.push_back(s); });
            TuningResult r = tuner.run();
            QCOMPARE(int(r.history.size()), 3); // generation 0 and two bred ones
            QCOMPARE(int(seen.size()), 3);
            const std::uint64_t start = evaluateWeights(problems, OrderingWeights::defaults(), SolverOptions{}).gen;
            QCOMPARE(r.startFitness, start);
            QVERIFY(r.history[0].best <= start); // the defaults are in generation 0
            for (std::size_t g = 0; g < r.history.size(); ++g) {
                QCOMPARE(r.history[g].generation, int(g));
                QVERIFY(double(r.history[g].best) <= r.history[g].mean);
                if (g > 0) QVERIFY2(r.history[g].best <= r.history[g - 1].best, qPrintable(QString::number(seed)));
            }
            QCOMPARE(r.bestFitness, r.history.back().best);
            QVERIFY(r.bestFitness <= start);
            // The reported fitness is the real total GEN of the tuned weights.
            const Fitness check = evaluateWeights(problems, r.best, SolverOptions{});
            QVERIFY(!check.capped);
            QCOMPARE(check.gen, r.bestFitness);
            QVERIFY(inBounds(r.best, -1000, 2000));
        }
    }

    void badOptionsRejected() {
        auto problems = easyProblems();
        TunerOptions o = tinyOptions(1);
        o.population = 1;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneticTuner(problems, o));
        o = tinyOptions(1);
        o.elites = 4;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneticTuner(problems, o));
        o = tinyOptions(1);
        o.capPercent = 100;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneticTuner(problems, o));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, GeneticTuner({}, tinyOptions(1)));
    }

    void weightsNeverChangeKeys() {
        // Cooks, short solutions, no solution, castling, e.p. and underpromotion keys, both colours.
        auto rows = readDirectMates();
        const char* ids[] = {"pf002",  "pf002f",  "pf014",   "pf023",  "pf037", "mt0020",
                             "mt0026", "mt0030n", "mt0044f", "mt0082", "mt0106"};
        TunerOptions opt;
        opt.mutationScalePermille = 2000;
        opt.mutationFloor = 200;
        TunerRng rng(31337);
        std::vector<OrderingWeights> variants;
        for (int v = 0; v < 4; ++v) {
            OrderingWeights w = OrderingWeights::defaults();
            mutateWeights(w, rng, opt, 1000);
            variants.push_back(w);
        }
        OrderingWeights inverted = OrderingWeights::defaults(); // every preference reversed
        for (int i = 0; i < OrderingWeights::ParameterCount; ++i) inverted.at(i) = -inverted.at(i);
        variants.push_back(inverted);
        for (const char* id : ids) {
            QVERIFY2(rows.count(id), id);
            TuningProblem p = problemFrom(rows[id]);
            const QStringList expected = rows[id].keys;
            QCOMPARE(keysOf(p, OrderingWeights::defaults()), expected);
            for (const auto& w : variants) QCOMPARE(keysOf(p, w), expected);
        }
    }

    void commandLine() {
        QVERIFY2(QFileInfo::exists(GMS_CLI_PATH), "build gms-cli first");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto rows = readDirectMates();
        auto writeSet = [&](const QString& name, const QStringList& ids) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) return false;
            QTextStream out(&f);
            for (const auto& id : ids) {
                const QStringList fen = rows[id].fen.split(' ');
                out << fen.mid(0, 4).join(' ') << " dm " << rows[id].n << "; id \"" << id << "\"; c3 \"keys "
                    << rows[id].keys.join(' ') << "\";\n";
            }
            return true;
        };
        QVERIFY(writeSet("train.epd", {"mt0024", "mt0030f", "mt0042"}));
        QVERIFY(writeSet("holdout.epd", {"mt0038", "pf010f"}));
        auto run = [&](const QStringList& args, QString& output) {
            QProcess p;
            p.setProcessChannelMode(QProcess::MergedChannels);
            p.start(GMS_CLI_PATH, args);
            p.waitForFinished(300000);
            output = QString::fromUtf8(p.readAll());
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        const QString out1 = dir.filePath("w1.txt"), out2 = dir.filePath("w2.txt");
        auto args = [&](const QString& population) {
            return QStringList{"tune",
                               "--train",
                               dir.filePath("train.epd"),
                               "--holdout",
                               dir.filePath("holdout.epd"),
                               "--population",
                               population,
                               "--generations",
                               "2",
                               "--seed",
                               "7"};
        };
        const QStringList common = args("4");
        QString text1, text2;
        QCOMPARE(run(common + QStringList{"--out", out1}, text1), 0);
        QVERIFY2(text1.contains("keys: identical"), qPrintable(text1));
        QVERIFY2(text1.contains(QRegularExpression("\\n\\s+2\\s+\\d+")), qPrintable(text1)); // generation 2's row
        QCOMPARE(run(common + QStringList{"--out", out2}, text2), 0);
        QFile f1(out1), f2(out2);
        QVERIFY(f1.open(QIODevice::ReadOnly) && f2.open(QIODevice::ReadOnly));
        QByteArray w1 = f1.readAll(), w2 = f2.readAll();
        QCOMPARE(QByteArray(w1).replace(out1.toUtf8(), ""), QByteArray(w2).replace(out2.toUtf8(), ""));
        OrderingWeights parsed;
        std::string error;
        QVERIFY2(OrderingWeights::parse(w1.toStdString(), parsed, error), error.c_str());
        QVERIFY(inBounds(parsed, -1000, 2000));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).size() == 4); // no temporary file left behind

        // Bad input: a clear message and exit status 2.
        QString err;
        QCOMPARE(run({"tune", "--train", dir.filePath("train.epd")}, err), 2);
        QVERIFY2(err.contains("--holdout"), qPrintable(err));
        QCOMPARE(run({"tune", "--train", dir.filePath("missing.epd"), "--holdout", dir.filePath("holdout.epd")}, err),
                 2);
        QVERIFY2(err.contains("missing.epd"), qPrintable(err));
        QCOMPARE(run(args("1"), err), 2);
        QVERIFY2(err.contains("--population"), qPrintable(err));
        QCOMPARE(run(common + QStringList{"--cap-percent", "50"}, err), 2);
        QVERIFY2(err.contains("--cap-percent"), qPrintable(err));
        QFile bad(dir.filePath("bad.epd"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("8/8/8/8/8/8/8/8 w - - dm 2; id \"nokings\";\n");
        bad.close();
        QCOMPARE(run({"tune", "--train", dir.filePath("bad.epd"), "--holdout", dir.filePath("holdout.epd")}, err), 2);
        QVERIFY2(err.contains("bad.epd"), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestGeneticTuner)
#include "test_genetic_tuner.moc"

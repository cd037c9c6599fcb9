// SPDX-License-Identifier: GPL-3.0-or-later
/// s#N on the prover kernel: key sets with short keys of 70 selfmates (tests/data/selfmates.tsv)
/// and 20 complete solution trees (tests/data/popeye/selfmate_trees), both from Popeye 4.104;
/// the move-table and repetition options must not change any result.
#include "fen.h"
#include "notation.h"
#include "popeye_text_tree.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"

#include <QDir>
#include <QTest>

#include <algorithm>

using namespace gms;
using namespace gms::testing;

namespace {

struct SelfmateRow {
    QString id, fen, stipulation, keys, shortKeys;
};

std::vector<SelfmateRow> readSelfmates() {
    std::vector<SelfmateRow> rows;
    QStringList lines = readTestFile("selfmates.tsv").split('\n', Qt::SkipEmptyParts);
    if (lines.isEmpty()) return rows;
    QStringList header = lines.takeFirst().split('\t');
    auto col = [&](const char* name) { return header.indexOf(QString::fromLatin1(name)); };
    const int id = col("id"), fen = col("fen"), stip = col("stipulation"), keys = col("keys"),
              shortKeys = col("short_keys");
    for (const QString& line : lines) {
        QStringList f = line.split('\t');
        rows.push_back({f[id], f[fen], f[stip], f[keys], f[shortKeys]});
    }
    return rows;
}

/// "key key ..." and "key:k key:k ..." as GMS found them, sorted like the file's.
std::pair<QString, QString> foundKeySets(const Solution& sol) {
    QStringList keys, shortKeys;
    for (const AttackNode& k : sol.keys) {
        QString uci = QString::fromStdString(toUci(k.move));
        keys << uci;
        if (k.mateIn < sol.moves) shortKeys << uci + ":" + QString::number(k.mateIn);
    }
    keys.sort();
    shortKeys.sort();
    return {keys.isEmpty() ? "-" : keys.join(' '), shortKeys.isEmpty() ? "-" : shortKeys.join(' ')};
}

Solution solveRow(const SelfmateRow& row, SolverOptions options) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(row.fen.toStdString(), pos, message)) return {};
    auto stip = Stipulation::parse(row.stipulation.toStdString());
    if (!stip) return {};
    options.buildTree = false;
    return Solver(options).solve(pos, *stip);
}

} // namespace

class TestSelfmates : public QObject {
    Q_OBJECT
private slots:
    void keySets_data() {
        QTest::addColumn<int>("index");
        auto rows = readSelfmates();
        QCOMPARE(int(rows.size()), 70);
        for (int i = 0; i < int(rows.size()); ++i) QTest::newRow(qPrintable(rows[std::size_t(i)].id)) << i;
    }

    /// Every key (short ones included, each with its length) exactly as Popeye found them.
    void keySets() {
        QFETCH(int, index);
        const SelfmateRow row = readSelfmates()[std::size_t(index)];
        Solution sol = solveRow(row, {});
        QVERIFY2(sol.complete, sol.error.c_str());
        QCOMPARE(QString::fromStdString(sol.stipulation.toString()), row.stipulation);
        auto [keys, shortKeys] = foundKeySets(sol);
        QCOMPARE(keys, row.keys);
        QCOMPARE(shortKeys, row.shortKeys);
    }

    /// Move tables and repetition cut-offs change the cost of a solve, never its keys.
    void optionsKeepResults() {
        const auto rows = readSelfmates();
        for (const SelfmateRow& row : rows) {
            std::pair<QString, QString> reference;
            for (int variant = 0; variant < 4; ++variant) {
                SolverOptions options;
                options.useMoveTables = variant & 1;
                options.useRepetition = variant & 2;
                Solution sol = solveRow(row, options);
                QVERIFY2(sol.complete, qPrintable(row.id));
                auto sets = foundKeySets(sol);
                if (variant == 0) reference = sets;
                QVERIFY2(sets == reference, qPrintable(row.id + " changes with options " + QString::number(variant)));
            }
            QCOMPARE(reference.first, row.keys);
        }
    }

    void trees_data() {
        QTest::addColumn<QString>("name");
        QDir dir(QStringLiteral(GMS_TEST_DATA_DIR "/popeye/selfmate_trees"));
        const QStringList inputs = dir.entryList({"*.inp"}, QDir::Files, QDir::Name);
        QCOMPARE(inputs.size(), 20);
        for (const QString& inp : inputs) QTest::newRow(qPrintable(inp)) << inp.chopped(4);
    }

    /// Popeye's complete output (Option Variation): keys, short solutions, variations, duals
    /// and the defender's final mates, sibling order aside.
    void trees() {
        QFETCH(QString, name);
        ProblemCollection problems =
            parseProblems(readTestFile("popeye/selfmate_trees/" + name + ".inp").toStdString(), ProblemFormat::Popeye);
        QCOMPARE(int(problems.entries.size()), 1);
        const Problem& problem = problems.entries[0].problem;
        QVERIFY(problem.stipulation.kind == Stipulation::Kind::SelfMate);
        Position pos;
        std::string message;
        QVERIFY2(loadProblemPosition(problem.fen, pos, message), message.c_str());
        Solution sol = Solver().solve(pos, problem.stipulation);
        TextOptions text;
        text.statistics = false;
        QString actual = QString::fromStdString(formatSolutionText(pos, sol, text));
        QString expected = readTestFile("popeye/selfmate_trees/" + name + ".txt");
        QVERIFY(!expected.isEmpty());
        QCOMPARE(parseSolutionTree(actual).canonical(), parseSolutionTree(expected).canonical());
    }
};

QTEST_GUILESS_MAIN(TestSelfmates)
#include "test_selfmates.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
/// Battle play beyond #N's keys: r#N, set play (#N, s#N, r#N), s#N threats and tries, checked
/// against Popeye 4.104's output for tests/data/popeye/battle_play.inp (problems from Popeye's
/// TESTS/battle_play.inp and constructed ones) and battle_neighbours.inp (see tests/data/popeye/README.md).
#include "fen.h"
#include "pgn_export.h"
#include "popeye_text_tree.h"
#include "problem_file.h"
#include "solution_json.h"
#include "solution_text.h"
#include "solver.h"

#include <QTest>

#include <algorithm>

using namespace gms;
using namespace gms::testing;

namespace {

ProblemCollection readProblems(const QString& file) {
    return parseProblems(readTestFile("popeye/" + file).toStdString(), ProblemFormat::Popeye);
}

const ProblemCollection& battleProblems() {
    static const ProblemCollection problems = readProblems("battle_play.inp");
    return problems;
}

/// Solves a problem with its Popeye options (Try, Defence n, SetPlay, NoThreat) as Popeye does.
QString solveAsPopeye(const Problem& problem, Solution* out = nullptr) {
    Position pos;
    std::string message;
    if (!loadProblemPosition(problem.fen, pos, message)) return QString::fromStdString("bad position: " + message);
    SolverOptions options;
    options.maxRefutations = problem.hints.tries ? std::max(1, problem.hints.defence) : 0;
    options.setPlay = problem.hints.setPlay;
    options.allDefences = problem.hints.noThreat; // Popeye's NoThreat shows every defence
    Solution sol = Solver(options).solve(pos, problem.stipulation);
    TextOptions text;
    text.statistics = false;
    text.threats = !problem.hints.noThreat;
    if (out) *out = sol;
    return QString::fromStdString(formatSolutionText(pos, sol, text));
}

} // namespace

class TestBattlePlay : public QObject {
    Q_OBJECT
private slots:
    void popeye_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("index");
        // battle_play: Popeye's own regression problems and constructed ones (36);
        // battle_neighbours: 8 each of s#1-s#3 and r#1-r#3 with tries and set play (48).
        for (auto [file, count] :
             {std::pair{QStringLiteral("battle_play"), 36}, std::pair{QStringLiteral("battle_neighbours"), 48}}) {
            const ProblemCollection problems = readProblems(file + ".inp");
            QCOMPARE(int(problems.skipped.size()), 0);
            QCOMPARE(int(problems.entries.size()), count);
            for (int i = 0; i < count; ++i) {
                const Problem& p = problems.entries[std::size_t(i)].problem;
                QTest::newRow(
                    qPrintable(file + " " + QString::number(i + 1) + " " + QString::fromStdString(p.meta.title)))
                    << file << i;
            }
        }
    }

    /// Popeye's text, sibling order aside: set play, keys, threats, variations, duals, tries with
    /// refutations, r#'s obliged mates ("?!?") and reflex defences.
    void popeye() {
        QFETCH(QString, file);
        QFETCH(int, index);
        const ProblemCollection problems = readProblems(file + ".inp");
        const Problem& problem = problems.entries[std::size_t(index)].problem;
        const QStringList sections = popeyeSections(readTestFile("popeye/" + file + ".out"));
        QVERIFY(index < sections.size());
        QCOMPARE(parseSolutionTree(solveAsPopeye(problem)).canonical(), parseSolutionTree(sections[index]).canonical());
    }

    /// The verdicts follow the keys as for #N: r# with an obliged mate in the diagram has none.
    void verdicts() {
        const auto& entries = battleProblems().entries;
        auto verdictOf = [&](const char* title) {
            for (const auto& e : entries)
                if (e.problem.meta.title.rfind(title, 0) == 0) {
                    Solution sol;
                    solveAsPopeye(e.problem, &sol);
                    return QString::fromStdString(verdictText(sol));
                }
            return QStringLiteral("(missing)");
        };
        QCOMPARE(verdictOf("s#2 (Popeye"), QStringLiteral("sound"));
        QCOMPARE(verdictOf("s#2 with short solution"), QStringLiteral("short solution (#1)"));
        QCOMPARE(verdictOf("r#2, but White must deliver mate immediately"), QStringLiteral("no solution"));
        QCOMPARE(verdictOf("r#2 with short set play and short solution"), QStringLiteral("short solution (#1)"));
    }

    /// JSON names the stipulation solved and lists set play when asked.
    void json() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("8/8/8/8/1p6/k7/p1Q5/K7 w - - 0 1", pos, message)); // Popeye: s#2 with set play
        SolverOptions options;
        options.setPlay = true;
        Solution sol = Solver(options).solve(pos, *Stipulation::parse("s#2"));
        QString json = QString::fromStdString(solutionToJson(pos, sol));
        QVERIFY2(json.contains("\"stipulation\":\"s#2\""), qPrintable(json));
        QVERIFY2(json.contains("\"keys\":[{\"uci\":\"c2d1\",\"san\":\"Qd1\",\"popeye\":\"Qc2-d1\",\"mate_in\":2}]"),
                 qPrintable(json));
        // 1...b4-b3 2.Qc2-e4 / 2.Qc2-c4 2...b3-b2 #
        QVERIFY2(json.contains("\"set_play\":[{\"uci\":\"b4b3\""), qPrintable(json));
        QVERIFY2(json.contains("\"uci\":\"c2c4\""), qPrintable(json));
        options.setPlay = false;
        sol = Solver(options).solve(pos, *Stipulation::parse("s#2"));
        QVERIFY(!QString::fromStdString(solutionToJson(pos, sol)).contains("set_play"));
        sol = Solver(options).solve(pos, *Stipulation::parse("r#2"));
        QVERIFY(QString::fromStdString(solutionToJson(pos, sol)).contains("\"stipulation\":\"r#2\""));
    }

    /// PGN names the stipulation and plays the selfmate down to the defender's mate.
    void pgn() {
        Problem problem;
        problem.fen =
            "8/8/8/8/1p4Q1/k7/p7/K7 w - - 0 1"; // Popeye's "s#2": 1.Qg4-d1 ! zugzwang. 1...b4-b3 2.Qd1-g4 2...b3-b2 #
        problem.stipulation = *Stipulation::parse("s#2");
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition(problem.fen, pos, message));
        Solution sol = Solver().solve(pos, problem.stipulation);
        QString pgn = QString::fromStdString(solutionToPgn(problem, sol));
        QVERIFY2(pgn.contains("[Stipulation \"s#2\"]"), qPrintable(pgn));
        QVERIFY2(pgn.contains("{s#2: sound} 1. Qd1 $1 {zugzwang} 1... b3 2. Qg4 b2# *"), qPrintable(pgn));
    }
};

QTEST_GUILESS_MAIN(TestBattlePlay)
#include "test_battle_play.moc"

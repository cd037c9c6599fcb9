// SPDX-License-Identifier: GPL-3.0-or-later
/// The solution walk (solution_walk.h): every move of a solved tree reached once, legal in the
/// position handed over, with Popeye's move numbers; its step count equals the number of move
/// lines of Popeye 4.104's output for the same problem (tests/data/popeye/battle_play.*).
#include "fen.h"
#include "movegen.h"
#include "popeye_text_tree.h"
#include "problem_file.h"
#include "solution_walk.h"
#include "solver.h"

#include <QTest>

#include <map>
#include <vector>

using namespace gms;
using namespace gms::testing;

namespace {

/// Records what the walk hands over and checks its invariants as it goes.
struct Recorder : SolutionVisitor {
    int steps = 0, open = 0, illegalSteps = 0, maxDepth = 0;
    std::vector<int> parents; ///< Move numbers of the moves entered and not yet left.
    std::map<WalkRole, int> byRole;
    QStringList problems;

    bool enter(const WalkStep& s) override {
        ++steps;
        ++open;
        ++byRole[s.role];
        maxDepth = std::max(maxDepth, s.depth);
        if (!isLegalMove(s.before, s.move)) problems << "illegal move handed over";
        if ((s.attack != nullptr) != isAttackRole(s.role) || (s.defence != nullptr) == isAttackRole(s.role))
            problems << "node pointer does not match the role";
        if (s.attack && s.attack->move != s.move) problems << "attack node of another move";
        if (s.defence && s.defence->move != s.move) problems << "defence node of another move";
        if (s.index < 0 || s.index >= s.count) problems << "index out of its list";
        const bool firstLevel = s.depth == 0;
        if (firstLevel != (s.role == WalkRole::Key || s.role == WalkRole::Try || s.role == WalkRole::SetDefence ||
                           s.role == WalkRole::ObligedMate))
            problems << "depth 0 holds exactly the first moves and set-play defences";
        // Popeye's numbering: a defence has its attacker's number, an answer the next one.
        if ((s.role == WalkRole::Key || s.role == WalkRole::Try || s.role == WalkRole::SetDefence) && s.number != 1)
            problems << "first moves are numbered 1";
        // Popeye's numbering: a defence has its attacker's number, an answer or threat the next one.
        if (!parents.empty()) {
            const int expected = parents.back() + (isAttackRole(s.role) ? 1 : 0);
            if (s.number != expected) problems << "move numbered wrongly";
        }
        parents.push_back(s.number);
        return true;
    }
    void leave(const WalkStep&) override {
        --open;
        parents.pop_back();
    }
    void illegal(const WalkStep&) override { ++illegalSteps; }
};

} // namespace

class TestSolutionWalk : public QObject {
    Q_OBJECT
private slots:
    void matchesPopeyeLines_data() {
        QTest::addColumn<int>("index");
        ProblemCollection problems =
            parseProblems(readTestFile("popeye/battle_play.inp").toStdString(), ProblemFormat::Popeye);
        for (int i = 0; i < int(problems.entries.size()); ++i)
            QTest::newRow(problems.entries[std::size_t(i)].problem.meta.title.c_str()) << i;
    }

    /// One step per move line of Popeye's output (set play, keys, tries, threats, variations, refutations).
    void matchesPopeyeLines() {
        QFETCH(int, index);
        ProblemCollection problems =
            parseProblems(readTestFile("popeye/battle_play.inp").toStdString(), ProblemFormat::Popeye);
        const Problem& problem = problems.entries[std::size_t(index)].problem;
        if (problem.hints.noThreat) QSKIP("NoThreat hides Popeye's threat lines");
        Position pos;
        std::string message;
        QVERIFY2(loadProblemPosition(problem.fen, pos, message), message.c_str());
        SolverOptions options;
        options.maxRefutations = problem.hints.tries ? std::max(1, problem.hints.defence) : 0;
        options.setPlay = problem.hints.setPlay;
        Solution sol = Solver(options).solve(pos, problem.stipulation);
        Recorder r;
        walkSolution(pos, sol, r);
        QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join("; ")));
        QCOMPARE(r.open, 0);
        QCOMPARE(r.illegalSteps, 0);

        const QString popeye = popeyeSections(readTestFile("popeye/battle_play.out"))[index];
        int moveLines = 0;
        for (const QString& line : popeye.split('\n')) {
            QString t = line.trimmed();
            if (!t.isEmpty() && t[0].isDigit() && t.contains('.')) ++moveLines;
        }
        QCOMPARE(r.steps, moveLines);
        QCOMPARE(r.byRole[WalkRole::Key], int(sol.keys.size()));
        QCOMPARE(r.byRole[WalkRole::Try], int(sol.tries.size()));
        QCOMPARE(r.byRole[WalkRole::ObligedMate], int(sol.obligedMates.size()));
    }

    /// Parts can be left out; a move that is not legal where it stands is reported, not played.
    void partsAndIllegalMoves() {
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("8/8/8/8/1p6/k7/p1Q5/K7 w - - 0 1", pos, message)); // Popeye: s#2 with set play
        SolverOptions options;
        options.setPlay = true;
        Solution sol = Solver(options).solve(pos, *Stipulation::parse("s#2"));
        QCOMPARE(int(sol.setPlay.size()), 1);
        Recorder all, keysOnly;
        walkSolution(pos, sol, all);
        WalkParts parts;
        parts.setPlay = false;
        walkSolution(pos, sol, keysOnly, parts);
        // 1...b4-b3 2.Qc2-e4 2...b3-b2 # 2.Qc2-c4 2...b3-b2 #: five set-play moves.
        QCOMPARE(all.steps - keysOnly.steps, 5);
        QCOMPARE(all.byRole[WalkRole::SetDefence], 1);
        QCOMPARE(keysOnly.byRole[WalkRole::SetDefence], 0);

        Solution broken = sol;
        broken.keys[0].defences[0].move = Move(); // a1a1: no legal move
        Recorder r;
        walkSolution(pos, broken, r, parts);
        QCOMPARE(r.illegalSteps, 1);
        QVERIFY(r.problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSolutionWalk)
#include "test_solution_walk.moc"

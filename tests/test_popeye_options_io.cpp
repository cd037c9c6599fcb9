// SPDX-License-Identifier: GPL-3.0-or-later
// Popeye's orthodox options as a user gives them (issue 21): each read in English, German and
// French, written back (Popeye input, EPD popeye_options), given on gms-cli's command line and
// carried by its JSON; refused by name where GMS does not solve it. The trees they change are
// compared with Popeye 4.104's in test_popeye_options.cpp.
//
// Duplex, PostKeyPlay, Quodlibet, GoalIsEnd, NoWk and NoBk, CastlingMutuallyExclusive, Threat N
// and MaxFlightsquares N.

#include "epd_format.h"
#include "fen.h"
#include "help_solution_text.h"
#include "notation.h"
#include "movegen.h"
#include "popeye_format.h"
#include "problem_file.h"
#include "solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <algorithm>

using namespace gms;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

/// The one problem of `texts` (the same problem in English, German and French, English first)
/// read alike in every language; written back as Popeye input (holding `written`) and as EPD, it
/// reads back the same. Returns the English problem; `failure` says what differs (empty: all).
Problem readAlikeAndWrittenBack(std::initializer_list<const char*> texts, const char* written, std::string& failure) {
    const Problem english = parsePopeyeText(*texts.begin()).entries.at(0).problem;
    for (const char* text : texts) {
        const ProblemCollection c = parsePopeyeText(text);
        if (c.entries.size() != 1 || !c.skipped.empty())
            failure = std::string("not read alike: ") + text;
        else if (!(c.entries[0].problem.hints == english.hints) || c.entries[0].problem.fen != english.fen)
            failure = std::string("read otherwise than the English: ") + text;
        if (!failure.empty()) return english;
    }
    const std::string popeye = problemsToPopeye({english});
    if (popeye.find(written) == std::string::npos)
        failure = "written back without '" + std::string(written) + "': " + popeye;
    else if (!(parsePopeyeText(popeye).entries.at(0).problem == english))
        failure = "read back otherwise: " + popeye;
    const ProblemCollection epd = parseEpdText(problemToEpdLine(english));
    if (failure.empty() && (epd.entries.size() != 1 || !(epd.entries[0].problem.hints == english.hints) ||
                            epd.entries[0].problem.fen != english.fen))
        failure = "EPD read back otherwise: " + problemToEpdLine(english);
    return english;
}

const char* kGermanDuplex = "AnfangProblem\nForderung h#3\nSteine Weiss Kf5 Lg3\n       Schwarz Kh6 Sf6 Bg7\n"
                            "Option Duplex\nEndeProblem\n";
const char* kFrenchDuplex = "DebutProbleme\nEnonce h#3\nPieces Blanc Rf5 Fg3\n       Noir Rh6 Cf6 Pg7\n"
                            "Option Duplex\nFinProbleme\n";
const char* kEnglishDuplex = "BeginProblem\nStipulation h#3\nPieces White Kf5 Bg3\n       Black Kh6 Sf6 Pg7\n"
                             "Option Duplex\nEndProblem\n";

} // namespace

class TestPopeyeOptionsIo : public QObject {
    Q_OBJECT
private slots:
    void duplexInThreeLanguages() {
        const ProblemCollection english = parsePopeyeText(kEnglishDuplex);
        QCOMPARE(int(english.entries.size()), 1);
        const Problem& p = english.entries[0].problem;
        QVERIFY(p.hints.duplex);
        for (const char* text : {kGermanDuplex, kFrenchDuplex}) {
            const ProblemCollection other = parsePopeyeText(text);
            QVERIFY2(other.entries.size() == 1 && other.skipped.empty(), text);
            QCOMPARE(other.entries[0].problem.hints, p.hints);
            QCOMPARE(other.entries[0].problem.fen, p.fen);
        }
        // Written back as Popeye input and as EPD, and read again.
        const std::string written = problemsToPopeye({p});
        QVERIFY2(q(written).contains(QLatin1String("Option Duplex")), written.c_str());
        QCOMPARE(parsePopeyeText(written).entries.at(0).problem.hints, p.hints);
        const std::string epd = problemToEpdLine(p);
        QVERIFY2(q(epd).contains(QLatin1String("popeye_options \"Duplex\"")) ||
                     q(epd).contains(QLatin1String("popeye_options Duplex")),
                 epd.c_str());
        const ProblemCollection back = parseEpdText(epd);
        QCOMPARE(int(back.entries.size()), 1);
        QVERIFY(back.entries[0].problem.hints.duplex);
        // With HalfDuplex, Popeye refuses it ("Inconsistent duplex options"), naming the second one.
        for (const char* options : {"Duplex HalfDuplex", "HalfDuplex Duplex"}) {
            const ProblemCollection both =
                parsePopeyeText(std::string("BeginProblem\nStipulation h#3\nPieces White Kf5 Bg3 "
                                            "Black Kh6 Sf6 Pg7\nOption ") +
                                options + "\nEndProblem\n");
            QCOMPARE(int(both.skipped.size()), 1);
            QCOMPARE(both.skipped[0].line, 4);
            QCOMPARE(both.skipped[0].column, options[0] == 'D' ? 15 : 19);
            QVERIFY2(
                q(both.skipped[0].message).contains(QLatin1String("options Duplex and HalfDuplex exclude each other")),
                both.skipped[0].message.c_str());
        }
        // Without the option: one half only.
        Problem single = p;
        single.hints.duplex = false;
        QCOMPARE(int(Solver().solveProblem(single).size()), 1);
    }

    void postKeyPlayReadAndWritten() {
        const char* english = "BeginProblem\nStipulation #2\nPieces White Kb6 Sd5 Pa7 Black Ka8 Se8 Ph5\n"
                              "Option PostKeyPlay\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung #2\nSteine Weiss Kb6 Sd5 Ba7 Schwarz Ka8 Se8 Bh5\n"
                             "Option NachSchluessel\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce #2\nPieces Blanc Rb6 Cd5 Pa7 Noir Ra8 Ce8 Ph5\n"
                             "Option ApresCle\nFinProbleme\n";
        // Written back: PostKeyPlay, and no HalfDuplex for the defender to move.
        std::string failure;
        const Problem p = readAlikeAndWrittenBack({english, german, french}, "Option PostKeyPlay\n", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY(p.hints.postKeyPlay);
        QCOMPARE(q(p.fen), QStringLiteral("k3n3/P7/1K6/3N3p/8/8/8/8 b - - 0 1"));
        // A twin to help play: Popeye ignores the option there, so Black starts the h#2 twin (and
        // White, the defender after the key, the #2 diagram).
        const Problem twinned =
            parsePopeyeText("BeginProblem\nStipulation #2\nPieces White Kb6 Sd5 Pa7 Black Ka8 Se8 Ph5\n"
                            "Option PostKeyPlay\nTwin Stipulation h#2\nEndProblem\n")
                .entries.at(0)
                .problem;
        std::vector<TwinInstance> instances;
        std::string twinError;
        QVERIFY2(expandTwins(twinned, instances, twinError), twinError.c_str());
        QCOMPARE(int(instances.size()), 2);
        QCOMPARE(q(instances[0].fen).section(QLatin1Char(' '), 1, 1), QStringLiteral("b"));
        QCOMPARE(q(instances[1].fen).section(QLatin1Char(' '), 1, 1), QStringLiteral("b"));
        // Help play: Popeye ignores the option, so White still starts an h#N.5 and Black an h#N.
        const Problem help = parsePopeyeText("BeginProblem\nStipulation h#2\nPieces White Kb6 Black Ka8\n"
                                             "Option PostKeyPlay\nEndProblem\n")
                                 .entries.at(0)
                                 .problem;
        QCOMPARE(q(help.fen).section(QLatin1Char(' '), 1, 1), QStringLiteral("b"));
        // The command line and its JSON.
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("#2"), QStringLiteral("--post-key-play"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonObject after = json.value(QStringLiteral("post_key_play")).toObject();
        QCOMPARE(after.value(QStringLiteral("zugzwang")).toBool(), true);
        QCOMPARE(after.value(QStringLiteral("defences")).toArray().size(), 4);
        QCOMPARE(after.value(QStringLiteral("refutations")).toArray().size(), 1);
        QCOMPARE(after.value(QStringLiteral("refutations"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("popeye"))
                     .toString(),
                 QStringLiteral("h5-h4"));
        QCOMPARE(json.value(QStringLiteral("keys")).toArray().size(), 0);
    }

    // Popeye prints "SetPlay not applicable - ignored" for ser- play (Popeye 4.104 on ser-#2,
    // ser-=2, ser-x2 and ser-!#2; nothing for ser-h, ser-s, ser-r, ser-hs and pser-): GMS says so too.
    void setPlayIgnoredInSeriesPlay() {
        auto run = [](const QString& stip, QString& err) {
            QProcess cli;
            cli.start(QStringLiteral(GMS_CLI_PATH),
                      {QStringLiteral("solve"), QStringLiteral("--fen"),
                       QStringLiteral("7k/7p/8/8/8/8/8/K2Q4 w - - 0 1"), QStringLiteral("--stip"), stip,
                       QStringLiteral("--set-play"), QStringLiteral("--json")});
            if (!cli.waitForFinished(60000) || cli.exitCode() != 0) return QJsonObject();
            err = QString::fromUtf8(cli.readAllStandardError());
            return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        };
        QString err;
        const QJsonObject series = run(QStringLiteral("ser-#2"), err);
        QVERIFY(!series.isEmpty());
        QVERIFY2(err.contains(QStringLiteral("set play is not applicable to ser-#2 and is ignored")), qPrintable(err));
        const QJsonObject help = run(QStringLiteral("h#2"), err);
        QVERIFY(!help.isEmpty());
        QVERIFY2(!err.contains(QStringLiteral("not applicable")), qPrintable(err));
    }

    void quodlibetReadAndWritten() {
        const char* english = "BeginProblem\nStipulation s#2\nPieces White Ka1 Qh5 Bb1 Pa2\n"
                              "Black Kd4 Bh8 Ph6e6d5c5c4\nOption Quodlibet\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung s#2\nSteine Weiss Ka1 Dh5 Lb1 Ba2\n"
                             "Schwarz Kd4 Lh8 Bh6e6d5c5c4\nOption Quodlibet\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce s#2\nPieces Blanc Ra1 Dh5 Fb1 Pa2\n"
                             "Noir Rd4 Fh8 Ph6e6d5c5c4\nOption Quodlibet\nFinProbleme\n";
        std::string failure;
        const Problem p = readAlikeAndWrittenBack({english, german, french}, "Option Quodlibet\n", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY(p.hints.quodlibet);
        // Refused by name where GMS does not solve it, at the option's line and column.
        const ProblemCollection reflex = parsePopeyeText("BeginProblem\nStipulation r#2\nPieces White Ka1 Black Kd4\n"
                                                         "Option Variation Quodlibet\nEndProblem\n");
        QCOMPARE(int(reflex.skipped.size()), 1);
        QCOMPARE(reflex.skipped[0].line, 4);
        QCOMPARE(reflex.skipped[0].column, 18);
        QVERIFY2(q(reflex.skipped[0].message)
                     .contains(QLatin1String(
                         "option Quodlibet is supported by GMS with s#N, s#=N, s=N and semi-r#N only, not with "
                         "r#2")),
                 reflex.skipped[0].message.c_str());
        // s#= with it: Popeye 4.104's keys but one (its 1.Qb1-f1, whose tree goes past the second
        // move without reaching the goal: `2.Qf1-a1 + Ka7-b8`).
        const ProblemCollection mateOrStalemate = parsePopeyeText(
            "BeginProblem\nStipulation s#=2\nPieces White Kc6 Qb1 Black Ka8\nOption Quodlibet\nEndProblem\n");
        QVERIFY(mateOrStalemate.skipped.empty());
        {
            const Problem& k = mateOrStalemate.entries.at(0).problem;
            const std::vector<Solution> solved = Solver(Solver::withProblemHints({}, k.hints, true)).solveProblem(k);
            Position start;
            std::string why;
            QVERIFY(loadProblemPosition(solved.front().fen, start, why));
            QStringList keys;
            for (const AttackNode& n : solved.front().keys) keys << q(toPopeye(start, n.move));
            keys.sort();
            QCOMPARE(keys, QStringList({"Kc6-c7", "Qb1-a1", "Qb1-a2", "Qb1-b2", "Qb1-b3", "Qb1-b4", "Qb1-b5", "Qb1-b6",
                                        "Qb1-b7", "Qb1-h7"}));
        }
        // Without the option the key is lost (Black cannot be forced to mate after 1.Qxh6 c3).
        Problem without = p;
        without.hints.quodlibet = false;
        QVERIFY(Solver().solveProblem(without).front().keys.empty());
        QCOMPARE(int(Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(p).front().keys.size()), 1);
        // The command line and its JSON; a stipulation it does not apply to is an error.
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("s#2"), QStringLiteral("--quodlibet"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(json.value(QStringLiteral("quodlibet")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("keys")).toArray().size(), 1);
        QCOMPARE(json.value(QStringLiteral("keys")).toArray()[0].toObject().value(QStringLiteral("popeye")).toString(),
                 QStringLiteral("Qh5*h6"));
        QProcess refused;
        refused.start(QStringLiteral(GMS_CLI_PATH),
                      {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                       QStringLiteral("#2"), QStringLiteral("--quodlibet")});
        QVERIFY(refused.waitForFinished(60000));
        QVERIFY(refused.exitCode() != 0);
        QVERIFY2(refused.readAllStandardError().contains(
                     "option Quodlibet is supported by GMS with s#N, s#=N, s=N and semi-r#N only, not with #2"),
                 "stderr");
    }

    void goalIsEndReadWrittenAndOnTheCommandLine() {
        // BEISPIEL/chess81.inp's B (Werner Keym, feenschach 2011), c813 with GoalIsEnd, as
        // Popeye 4.104 solves it: 1.0-0! (tests/data/popeye-corpus: the whole set).
        const char* texts[] = {
            "BeginProblem Stipulation c813 Option GoalIsEnd Pieces White Ke1 Rh1 Black Kg3 Bh4 EndProblem",
            "AnfangProblem Forderung c813 Option ZielIstEnde Steine Weiss Ke1 Th1 Schwarz Kg3 Lh4 EndeProblem",
            "DebutProbleme Enonce c813 Option ButEstFin Pieces Blanc Re1 Th1 Noir Rg3 Fh4 FinProbleme"};
        Problem english;
        bool first = true;
        for (const char* text : texts) {
            const ProblemCollection c = parsePopeyeText(text);
            QVERIFY2(c.skipped.empty(), c.skipped.empty() ? "" : c.skipped.front().message.c_str());
            const Problem& p = c.entries.at(0).problem;
            QVERIFY2(p.hints.goalIsEnd, text);
            if (first) english = p;
            first = false;
            QCOMPARE(q(p.fen), q(english.fen));
        }
        QVERIFY(q(problemsToPopeye({english})).contains(QLatin1String("GoalIsEnd")));
        QCOMPARE(parsePopeyeText(problemsToPopeye({english})).entries.at(0).problem.hints, english.hints);
        QVERIFY(parseEpdText(problemToEpdLine(english)).entries.at(0).problem.hints.goalIsEnd);
        // With it Black's 1...Bh4-e1 (a unit on its far rank) ends the play: 1.0-0 is the only key.
        const Solution with = Solver(Solver::withProblemHints({}, english.hints, true)).solveProblem(english).front();
        QCOMPARE(int(with.keys.size()), 1);
        Problem without = english;
        without.hints.goalIsEnd = false;
        const Solution plain = Solver().solveProblem(without).front();
        QVERIFY(plain.keys.size() > 1);
        // Not with the play types that do not take it yet: refused naming the option.
        const ProblemCollection hs =
            parsePopeyeText("BeginProblem Stipulation hsx2 Option GoalIsEnd Pieces White Ke1 Rh1 Black Kg3 Bh4 "
                            "EndProblem");
        QCOMPARE(int(hs.skipped.size()), 1);
        QVERIFY2(hs.skipped.front().message.find("option GoalIsEnd is supported by GMS with direct, self, help, ser- "
                                                 "and ser-h play, not with hsx2") != std::string::npos,
                 hs.skipped.front().message.c_str());
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(english.fen), QStringLiteral("--stip"),
                   QStringLiteral("c813"), QStringLiteral("--goal-is-end"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray keys = json.value(QStringLiteral("keys")).toArray();
        QCOMPARE(keys.size(), 1);
        QCOMPARE(keys.at(0).toObject().value(QStringLiteral("uci")).toString(), QStringLiteral("e1g1"));
    }

    /// Popeye's structured "4h{!x}h[x]" (BEISPIEL/sford.inp: "d.h. forderung hx2 option
    /// ZielIstEnde") is hx2 with GoalIsEnd: read as that, solved alike, written back as that.
    void goalIsEndWrittenAsConstraint() {
        const char* pieces = "Pieces White Kh1 Pa3 Pf5 Ph4 Black Ka8 Pf6 Pg6 Pg7 Ph5\n";
        const ProblemCollection structured =
            parsePopeyeText(std::string("BeginProblem\nSStipulation black 4h{!x}h[x]\n") + pieces + "EndProblem\n");
        QVERIFY2(structured.skipped.empty(),
                 structured.skipped.empty() ? "" : structured.skipped.front().message.c_str());
        const Problem& p = structured.entries.at(0).problem;
        QVERIFY(p.hints.goalIsEnd);
        QCOMPARE(q(p.stipulation.toString()), QStringLiteral("hx2"));
        const Problem classic =
            parsePopeyeText(std::string("BeginProblem\nStipulation hx2\nOption GoalIsEnd\n") + pieces + "EndProblem\n")
                .entries.at(0)
                .problem;
        const auto lines = [](const Problem& problem) {
            const Solution sol =
                Solver(Solver::withProblemHints({}, problem.hints, true)).solveProblem(problem).front();
            std::vector<std::string> out;
            for (const HelpLine& line : sol.lines) {
                std::string moves;
                for (Move m : line.moves) moves += toUci(m) + " ";
                out.push_back(moves);
            }
            std::sort(out.begin(), out.end());
            return out;
        };
        const std::vector<std::string> got = lines(p);
        QCOMPARE(got, lines(classic));
        // Black's captures end the play: 1...g6-g5 2.h4*g5 is a line, 1...g6-g5 2.a3-a4 g5*h4 none.
        QVERIFY(!got.empty());
        Problem plain = p;
        plain.hints.goalIsEnd = false;
        QVERIFY(lines(plain).size() > got.size());
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("GoalIsEnd")));
        // Another goal forbidden to Black is that constraint, not GoalIsEnd; one that is no goal is refused
        // naming it.
        const ProblemCollection other =
            parsePopeyeText(std::string("BeginProblem\nSStipulation black 4h{!+}h[x]\n") + pieces + "EndProblem\n");
        QVERIFY(other.skipped.empty());
        QVERIFY(!other.entries[0].problem.hints.goalIsEnd);
        QCOMPARE(other.entries[0].problem.stipulation.forbiddenGoal, std::optional(Stipulation::GoalType::Check));
        const ProblemCollection refused = parsePopeyeText(
            std::string("BeginProblem\nSStipulation black 4h{!2hh[+]}h[x]\n") + pieces + "EndProblem\n");
        QCOMPARE(int(refused.skipped.size()), 1);
        QVERIFY2(refused.skipped.front().message.find(
                     "a constraint on help play other than {!G} on one side's moves") != std::string::npos,
                 refused.skipped.front().message.c_str());
    }

    /// A structured stipulation whose side word names the side GMS does not start with is
    /// HalfDuplex (Popeye 4.104 gives hx2 HalfDuplex's lines for "white 4hh[x]"): read so,
    /// solved alike, written back with HalfDuplex.
    void otherSideWordIsHalfDuplex() {
        const char* pieces = "Pieces White Kc3 Be6 Sh7 Black Kf3\n";
        const ProblemCollection structured =
            parsePopeyeText(std::string("BeginProblem\nSStipulation white 4hh[x]\n") + pieces + "EndProblem\n");
        QVERIFY2(structured.skipped.empty(),
                 structured.skipped.empty() ? "" : structured.skipped.front().message.c_str());
        const Problem& p = structured.entries.at(0).problem;
        QCOMPARE(q(p.stipulation.toString()), QStringLiteral("hx2"));
        QCOMPARE(q(p.fen).section(QLatin1Char(' '), 1, 1), QStringLiteral("w"));
        const Problem classic =
            parsePopeyeText(std::string("BeginProblem\nStipulation hx2\nOption HalfDuplex\n") + pieces + "EndProblem\n")
                .entries.at(0)
                .problem;
        QCOMPARE(q(classic.fen), q(p.fen));
        const Solution sol = Solver().solveProblem(p).front();
        QVERIFY(!sol.lines.empty());
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("HalfDuplex")));
        // The goal move nested without '>' ("3h[1a[x]d]h"): the earlier capture goes on, so
        // 1.Be6-g4 + Kf3*g4 2.Sh7-g5 Kg4*g5 is a line of it and none of hx2.
        const Problem nested =
            parsePopeyeText(std::string("BeginProblem\nSStipulation white 3h[1a[x]d]h\n") + pieces + "EndProblem\n")
                .entries.at(0)
                .problem;
        const auto hasLine = [](const Problem& problem, const std::string& uci) {
            const std::vector<Solution> solutions = Solver().solveProblem(problem); // kept alive for the loop
            for (const HelpLine& line : solutions.front().lines) {
                std::string moves;
                for (Move m : line.moves) moves += (moves.empty() ? "" : " ") + toUci(m);
                if (moves == uci) return true;
            }
            return false;
        };
        QVERIFY(hasLine(nested, "e6g4 f3g4 h7g5 g4g5"));
        QVERIFY(!hasLine(p, "e6g4 f3g4 h7g5 g4g5"));
        QVERIFY(hasLine(p, "e6g4 f3g4"));
    }

    void sidesWithoutKingReadWrittenAndSolved() {
        // Popeye's NoWk and NoBk in three languages; Popeye 4.104 solves the h=2 with 12 lines
        // (tests/data/stipulations/nowk-nobk-h=2.out, the same position).
        std::string failure;
        const Problem p = readAlikeAndWrittenBack(
            {"BeginProblem Stipulation h=2 Option NoWk NoBk Pieces White Qh1 Bb1 Black Pa7 Ba8 EndProblem",
             "AnfangProblem Forderung h=2 Option OhneWk OhneSk Steine Weiss Dh1 Lb1 Schwarz Ba7 La8 EndeProblem",
             "DebutProbleme Enonce h=2 Option SansRB SansRN Pieces Blanc Dh1 Fb1 Noir Pa7 Fa8 FinProbleme"},
            "NoWk NoBk", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(int(p.hints.kinglessSides), int(AnySideKingless));
        QCOMPARE(q(p.fen), QStringLiteral("b7/p7/8/8/8/8/8/1B5Q b - - 0 1"));
        const Solution sol = Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(p).front();
        QVERIFY2(sol.complete, sol.error.c_str());
        QCOMPARE(int(sol.lines.size()), 12);
        // Without the options the position is refused, naming them.
        Problem plain = p;
        plain.hints.kinglessSides = 0;
        QVERIFY(q(Solver().solveProblem(plain).front().error).contains(QLatin1String("option NoWk allows it")));
        // A side without a king has every move of its units: nothing is pinned, nothing checks it.
        Position pos;
        std::string why;
        QVERIFY2(loadProblemPosition("4k3/8/8/8/8/8/8/R3r3 w - - 0 1", pos, why, AnySideKingless), why.c_str());
        QCOMPARE(countLegal(pos), 11); // a2-a8, b1-d1 and Ra1*e1 (no king: nothing is pinned)
        MoveList moves;
        generateLegal(pos, moves);
        QCOMPARE(moves.size, 11);
        QVERIFY(hasLegalMove(pos));
        QVERIFY(!pos.inCheck());
        // On the command line.
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("h=2"), QStringLiteral("--no-king"), QStringLiteral("both"),
                   QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(json.value(QStringLiteral("solutions")).toArray().size(), 12);
        QProcess refused;
        refused.start(QStringLiteral(GMS_CLI_PATH), {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen),
                                                     QStringLiteral("--stip"), QStringLiteral("h=2")});
        QVERIFY(refused.waitForFinished(60000));
        QVERIFY(refused.exitCode() != 0);
        QVERIFY(QString::fromUtf8(refused.readAllStandardError()).contains(QLatin1String("White has no king")));
    }

    void keepMatingPieceReadWrittenAndRefusedOtherwise() {
        // KeepMatingPiece: a line in which the mating side keeps its king alone fails. With the goal
        // mate no line changes (a lone king never mates: Popeye 4.104 prints the same with and
        // without it on the first 40 h#2 of helpmates.tsv and the first 30 of selfmates.tsv),
        // so GMS takes it there and refuses it, by name, with the goals a lone king can reach.
        std::string failure;
        const Problem p = readAlikeAndWrittenBack(
            {"BeginProblem Stipulation h#2 Option KeepMatingPiece Pieces White Kc2 Sd8 Se6 Black Kh8 Sg8 Sg6 "
             "Pa3 Pa2 Pe2 EndProblem",
             "AnfangProblem Forderung h#2 Option HalteMattsetzendenStein Steine Weiss Kc2 Sd8 Se6 Schwarz Kh8 Sg8 "
             "Sg6 Ba3 Ba2 Be2 EndeProblem",
             "DebutProbleme Enonce h#2 Option RetiensPieceMatante Pieces Blanc Rc2 Cd8 Ce6 Noir Rh8 Cg8 Cg6 Pa3 "
             "Pa2 Pe2 FinProbleme"},
            "KeepMatingPiece", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY(p.hints.keepMatingPiece);
        const Solution with = Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(p).front();
        QVERIFY2(with.complete && with.error.empty(), with.error.c_str());
        Problem plain = p;
        plain.hints.keepMatingPiece = false;
        const Solution without = Solver().solveProblem(plain).front();
        QCOMPARE(with.lines.size(), without.lines.size());
        QCOMPARE(int(with.lines.size()), 7); // hm2-001 of helpmates.tsv, as Popeye 4.104 with and without it
        // A lone king stalemates and captures: refused there, in the file and in the solver.
        const ProblemCollection stalemate = parsePopeyeText(
            "BeginProblem Stipulation h=2 Option KeepMatingPiece Pieces White Kh1 Black Ka8 Pa7 EndProblem");
        QCOMPARE(int(stalemate.skipped.size()), 1);
        QVERIFY2(stalemate.skipped[0].message.find("option KeepMatingPiece is supported by GMS with the goal mate "
                                                   "only") != std::string::npos,
                 stalemate.skipped[0].message.c_str());
        Problem capture = p;
        std::string why;
        QVERIFY(parseStipulation("hx2", capture.stipulation, why));
        QVERIFY(q(Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(capture).front().error)
                    .contains(QLatin1String("not with hx2")));
    }

    void nullMovesReadWrittenAndRefusedOtherwise() {
        // NullMoves: in h#N either side may pass. Read in the three languages, written back, solved
        // (the passes "..." in the lines), and refused by name with any other stipulation or set play.
        std::string failure;
        const Problem p = readAlikeAndWrittenBack(
            {"BeginProblem Stipulation h#2 Option NullMoves Pieces White Kc7 Qd1 Black Ka8 Pb5 EndProblem",
             "AnfangProblem Forderung h#2 Option NullZuege Steine Weiss Kc7 Dd1 Schwarz Ka8 Bb5 EndeProblem",
             "DebutProbleme Enonce h#2 Option CoupsVides Pieces Blanc Rc7 Dd1 Noir Ra8 Pb5 FinProbleme"},
            "NullMoves", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QVERIFY(p.hints.nullMoves);
        const Solution sol = Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(p).front();
        QVERIFY2(sol.complete && sol.error.empty(), sol.error.c_str());
        QCOMPARE(int(sol.lines.size()), 220); // tests/data/stipulations/h#2-nullmoves.out: Popeye 4.104 has 220 lines
        Position pos;
        std::string why;
        QVERIFY(loadProblemPosition(p.fen, pos, why));
        bool blackPassesFirst = false;
        for (const HelpLine& line : sol.lines)
            blackPassesFirst = blackPassesFirst || q(helpLineText(pos, p.stipulation, line, false)) ==
                                                       QLatin1String("1. ... Qd1-e2   2. ... Qe2-a2 #");
        QVERIFY(blackPassesFirst);
        const ProblemCollection selfmate =
            parsePopeyeText("BeginProblem Stipulation s#2 Option NullMoves Pieces White Kc7 Qd1 Black Ka8 EndProblem");
        QCOMPARE(int(selfmate.skipped.size()), 1);
        QVERIFY2(selfmate.skipped[0].message.find("option NullMoves is supported by GMS with h#N only") !=
                     std::string::npos,
                 selfmate.skipped[0].message.c_str());
        SolverOptions withSetPlay = Solver::withProblemHints({}, p.hints, true);
        withSetPlay.setPlay = true;
        QVERIFY(q(Solver(withSetPlay).solveProblem(p).front().error).contains(QLatin1String("SetPlay")));
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("h#2"), QStringLiteral("--null-moves")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(
            QString::fromUtf8(cli.readAllStandardOutput()).contains(QLatin1String("1.b5-b4  ...   2.b4-b3 Qd1-a1 #")));
    }

    void castlingMutuallyExclusiveReadWrittenAndSolved() {
        // BEISPIEL/castling.inp's Remling (Die Schwalbe 1983), #2 with CastlingMutuallyExclusive a1h8:
        // Popeye 4.104: 1.0-0-0! (Black may not castle after it), 1.Ra1-d1? 0-0!
        const char* texts[] = {
            "BeginProblem Stipulation #2 Option Try CastlingMutuallyExclusive a1h8 Forsyth "
            "s3k2r/1pp1pS1p/1P2BppP/b7/1P6/2P5/1PP3P1/R3K3 EndProblem",
            "AnfangProblem Forderung #2 Option Verf Roch a1h8 Forsyth s3k2t/1bb1bS1b/1B2LbbB/l7/1B6/2B5/1BB3B1/T3K3 "
            "EndeProblem",
            "DebutProbleme Enonce #2 Option Essai RoquesMutuellementExclusifs a1h8 Forsyth "
            "c3r2t/1pp1pC1p/1P2FppP/f7/1P6/2P5/1PP3P1/T3R3 FinProbleme"};
        const std::uint16_t a1h8 = (BlackKingside << 4) | (WhiteQueenside << 8); // each takes the other away
        for (const char* text : texts) {
            const ProblemCollection c = parsePopeyeText(text);
            QVERIFY2(c.skipped.empty(), c.skipped.empty() ? "" : c.skipped.front().message.c_str());
            QCOMPARE(int(c.entries.at(0).problem.hints.castlingExclusions), int(a1h8));
        }
        const Problem p = parsePopeyeText(texts[0]).entries.at(0).problem;
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("CastlingMutuallyExclusive a1h8")));
        QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem.hints, p.hints);
        QCOMPARE(parseEpdText(problemToEpdLine(p)).entries.at(0).problem.hints, p.hints);
        const std::vector<Solution> with = Solver(Solver::withProblemHints({}, p.hints, true)).solveProblem(p);
        QCOMPARE(int(with.front().keys.size()), 1);
        QCOMPARE(q(toUci(with.front().keys.front().move)), QStringLiteral("e1c1"));
        QCOMPARE(int(with.front().tries.size()), 1);
        // Without it 0-0-0 is refuted by Black's 0-0 like the try.
        Problem plain = p;
        plain.hints.castlingExclusions = 0;
        QVERIFY(Solver(Solver::withProblemHints({}, plain.hints, true)).solveProblem(plain).front().keys.empty());
        // The pair is a white and a black rook's square.
        const ProblemCollection bad =
            parsePopeyeText("BeginProblem Stipulation #2 Option CastlingMutuallyExclusive a1a8b2 Pieces White Ke1 "
                            "Ra1 Black Ke8 Rh8 EndProblem");
        QCOMPARE(int(bad.skipped.size()), 1);
        QVERIFY2(bad.skipped.front().message.find("expects a white rook's square (a1, h1) and a black rook's (a8, h8) "
                                                  "such as a1h8, found 'a1a8b2'") != std::string::npos,
                 bad.skipped.front().message.c_str());
        // The rule itself: castling with one right takes the other side's paired right away.
        Position pos;
        std::string why;
        QVERIFY2(loadProblemPosition("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", pos, why), why.c_str());
        pos.setCastlingExclusions(a1h8);
        UndoInfo undo;
        pos.makeMove(*parseUci(pos, "e1c1"), undo);
        QCOMPARE(pos.castlingRights(), int(BlackQueenside));
        pos.unmakeMove(*parseUci(pos, "e1c1"), undo);
        QCOMPARE(pos.castlingRights(), int(AllCastling));
    }

    void threatAndFlightsReadAndWritten() {
        const char* english = "BeginProblem\nStipulation #2\nPieces White Ka6 Se8 Pa7 Black Ka8 Ph6\n"
                              "Option Try Threat 1 MaxFlightsquares 0\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung #2\nSteine Weiss Ka6 Se8 Ba7 Schwarz Ka8 Bh6\n"
                             "Option Verfuehrung Drohung 1 MaxFluchtFelder 0\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce #2\nPieces Blanc Ra6 Ce8 Pa7 Noir Ra8 Ph6\n"
                             "Option Essais Menace 1 MaxCasesFuites 0\nFinProbleme\n";
        std::string failure;
        const Problem p = readAlikeAndWrittenBack({english, german, french}, "Threat 1 MaxFlightsquares 0", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(p.hints.maxThreatLength, 1);
        QCOMPARE(p.hints.maxFlights, 0);
        // NonTrivial M N, in the three languages (BEISPIEL/nontriv.inp writes "nichttr 0 0").
        const Problem nonTrivialRead = readAlikeAndWrittenBack(
            {"BeginProblem\nStipulation s#3\nPieces White Ka6 Black Ka8\nOption NonTrivial 1 0\nEndProblem\n",
             "AnfangProblem\nForderung s#3\nSteine Weiss Ka6 Schwarz Ka8\nOption nichttr 1 0\nEndeProblem\n",
             "DebutProbleme\nEnonce s#3\nPieces Blanc Ra6 Noir Ra8\nOption NonTrivial 1 0\nFinProbleme\n"},
            "NonTrivial 1 0", failure);
        QVERIFY2(failure.empty(), failure.c_str());
        QCOMPARE(nonTrivialRead.hints.nonTrivialMax, 1);
        QCOMPARE(nonTrivialRead.hints.nonTrivialLength, 0);
        // Without the option's number, or with Threat 0: an error naming the option.
        for (const char* bad :
             {"BeginProblem\nStipulation #2\nPieces White Ka6 Black Ka8\nOption Threat\nEndProblem\n",
              "BeginProblem\nStipulation #2\nPieces White Ka6 Black Ka8\nOption Threat 0\nEndProblem\n",
              "BeginProblem\nStipulation #2\nPieces White Ka6 Black Ka8\nOption MaxFlightsquares x\nEndProblem\n"}) {
            const ProblemCollection c = parsePopeyeText(bad);
            QVERIFY2(c.entries.empty() && c.skipped.size() == 1, bad);
            const QString message = q(c.skipped[0].message);
            QVERIFY2(message.contains(QLatin1String("option Threat")) ||
                         message.contains(QLatin1String("option MaxFlightsquares")),
                     qPrintable(message));
        }
        // Help play: ignored, as Popeye ignores it. Other goals and Quodlibet: refused by name.
        SolverOptions threat;
        threat.maxThreatLength = 1;
        Position pos;
        std::string why;
        QVERIFY(loadProblemPosition("8/8/8/8/8/5K2/1B5p/7k b - - 0 1", pos, why));
        const Solution help = Solver(threat).solve(pos, *Stipulation::parse("h#2"));
        QVERIFY2(help.complete && help.error.empty(), help.error.c_str());
        QVERIFY(loadProblemPosition("k7/P7/K6p/8/8/8/8/8 w - - 0 1", pos, why));
        const Solution stalemate = Solver(threat).solve(pos, *Stipulation::parse("=2"));
        QVERIFY2(q(stalemate.error).startsWith(QLatin1String("option Threat is supported by GMS with #N")),
                 stalemate.error.c_str());
        threat.quodlibet = true;
        const Solution quodlibet = Solver(threat).solve(pos, *Stipulation::parse("s#2"));
        QVERIFY2(q(quodlibet.error).contains(QLatin1String("option Threat")), quodlibet.error.c_str());

        // The command line and its JSON: pf002's zugzwang tries go (Popeye: 1.Ka6-b6 ! and 1.Se8-c7 # ! only).
        const auto run = [](const QStringList& extra) {
            QProcess cli;
            cli.start(QStringLiteral(GMS_CLI_PATH),
                      QStringList{QStringLiteral("solve"), QStringLiteral("--fen"),
                                  QStringLiteral("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"), QStringLiteral("--stip"),
                                  QStringLiteral("#2"), QStringLiteral("--tries"), QStringLiteral("1"),
                                  QStringLiteral("--json")} +
                          extra);
            cli.waitForFinished(60000);
            return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        };
        const QJsonObject plain = run({});
        const QJsonObject guarded = run({QStringLiteral("--threat"), QStringLiteral("1")});
        QCOMPARE(plain.value(QStringLiteral("tries")).toArray().size(), 3);
        QCOMPARE(guarded.value(QStringLiteral("tries")).toArray().size(), 0);
        QCOMPARE(guarded.value(QStringLiteral("keys")).toArray().size(), 2);
        QCOMPARE(guarded.value(QStringLiteral("threat")).toInt(), 1);
        QVERIFY(!plain.contains(QStringLiteral("threat")));
        const QJsonObject flightless = run({QStringLiteral("--max-flights"), QStringLiteral("0")});
        QCOMPARE(flightless.value(QStringLiteral("max_flights")).toInt(), 0);
        const QJsonObject nonTrivial = run({QStringLiteral("--non-trivial"), QStringLiteral("0,1")});
        QCOMPARE(nonTrivial.value(QStringLiteral("non_trivial")).toArray(), (QJsonArray{0, 1}));
        QVERIFY(!plain.contains(QStringLiteral("non_trivial")));
        QProcess bad;
        bad.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), QStringLiteral("k3N3/P7/K6p/8/8/8/8/8 w - - 0 1"),
                   QStringLiteral("--mate"), QStringLiteral("2"), QStringLiteral("--non-trivial"),
                   QStringLiteral("1")});
        QVERIFY(bad.waitForFinished(60000));
        QVERIFY(bad.exitCode() != 0);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QLatin1String("--non-trivial expects M,N")));
        // NonTrivial is a defender guard too: with another goal it is an error naming it.
        SolverOptions nonTrivialOnly;
        nonTrivialOnly.nonTrivialMax = 0;
        QVERIFY(loadProblemPosition("k7/P7/K6p/8/8/8/8/8 w - - 0 1", pos, why));
        const Solution other = Solver(nonTrivialOnly).solve(pos, *Stipulation::parse("=2"));
        QVERIFY2(q(other.error).startsWith(QLatin1String("option NonTrivial is supported by GMS with #N")),
                 other.error.c_str());
        // Threat N and MaxFlightsquares N in r# and semi-r# of any length are solved (their trees
        // against Popeye's in data/options/threat.inp): this semi-r#3 keeps Popeye 4.104's key
        // 1.Qe4-g4 under Threat 1 (GMS once judged its threat as s#'s and dropped it).
        QVERIFY(loadProblemPosition("8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", pos, why));
        SolverOptions threatOnly;
        threatOnly.maxThreatLength = 1;
        const Solution keys = Solver(threatOnly).solve(pos, *Stipulation::parse("semi-r#3"));
        QVERIFY2(keys.error.empty(), keys.error.c_str());
        bool g4 = false;
        for (const AttackNode& key : keys.keys) g4 = g4 || toUci(key.move) == "e4g4";
        QVERIFY(g4);
    }

    void duplexOnTheCommandLine() {
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"),
                   QStringLiteral("8/6p1/5n1k/5K2/8/6B1/8/8 b - - 0 1"), QStringLiteral("--stip"),
                   QStringLiteral("h#3"), QStringLiteral("--duplex"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray first = json.value(QStringLiteral("solutions")).toArray();
        const QJsonObject duplex = json.value(QStringLiteral("duplex")).toObject();
        const QJsonArray second = duplex.value(QStringLiteral("solutions")).toArray();
        QCOMPARE(first.size(), 1);
        QCOMPARE(second.size(), 1);
        QCOMPARE(first[0].toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("1.Kh6-h7 Bg3-e5   2.Kh7-h8 Kf5-g6   3.Sf6-g8 Be5*g7 #"));
        QCOMPARE(second[0].toObject().value(QStringLiteral("text")).toString(),
                 QStringLiteral("1.Kf5-f4 Sf6-e4   2.Kf4-g4 Se4-f2 +   3.Kg4-h4 g7-g5 #"));
        QCOMPARE(duplex.value(QStringLiteral("fen")).toString(), QStringLiteral("8/6p1/5n1k/5K2/8/6B1/8/8 w - - 0 1"));
        // Text: the second half under its own line.
        QProcess text;
        text.start(QStringLiteral(GMS_CLI_PATH),
                   {QStringLiteral("solve"), QStringLiteral("--fen"),
                    QStringLiteral("8/6p1/5n1k/5K2/8/6B1/8/8 b - - 0 1"), QStringLiteral("--stip"),
                    QStringLiteral("h#3"), QStringLiteral("--duplex")});
        QVERIFY(text.waitForFinished(60000));
        const QString out = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("duplex: White starts\n  1.Kf5-f4 Sf6-e4")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestPopeyeOptionsIo)
#include "test_popeye_options_io.moc"

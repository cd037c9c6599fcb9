// SPDX-License-Identifier: GPL-3.0-or-later
// Popeye's orthodox options honoured in solving (issue 21), against Popeye 4.104's verbatim output.
//
// - Duplex (data/options/duplex.inp and .out): each twin is solved a second time with the other
//   side starting; Popeye prints the first half, then the second, under the twin's one heading.
//   GMS's lines (help play: every line; battle play: the keys) must be Popeye's, each in its half:
//   every line of the first half stands before every line of the second in Popeye's output. A half
//   whose position is illegal (the side not to move in check) is not solved, as in Popeye.
// - The option read in English, German and French, written back (Popeye input, EPD popeye_options)
//   and given by `gms-cli solve --duplex`, whose JSON carries the second half as "duplex".
// - PostKeyPlay (data/options/postkey.inp and .out: the orthodox PostKeyPlay problems of Popeye's
//   TESTS/battle_play.inp and two made for GMS): the position is the one after the key, the
//   defender to move; the threat or zugzwang, the variations and the refuting defences
//   ("refutes.") must be Popeye's tree, sibling order aside. Read in the three languages, the
//   defender is to move; written back, EPD, `gms-cli solve --post-key-play` and its JSON.
// - Quodlibet (data/options/quodlibet.inp and .out: the s#2 of Popeye's BEISPIEL/quod.inp, the
//   same without the option, and two s#2 of data/selfmates.tsv whose keys the option changes):
//   in s# the attacker's own mate solves as well. The keys must be Popeye's; for Popeye's own
//   problem the whole tree with Option Variation too, sibling order aside. (Where a defence
//   allows both a direct mate and a forced selfmate, Popeye sometimes prints only the direct
//   mates: GMS prints both, a known difference of the variations, not of the keys.) Refused by
//   name with r#, semi-r#, s#= and s= (not yet solved as Popeye solves them); read in the three
//   languages, written back, EPD, `gms-cli solve --quodlibet` and its JSON.
// - StopOnShortSolutions (data/options/stoponshort.inp and .out): help and series play stop after
//   the first length shorter than N with solutions (Popeye: "Partial solution"); without short
//   solutions every line of the full length; battle play ignores it, as Popeye does. Written
//   back, EPD, `gms-cli solve --stop-on-short-solutions` and its JSON.
// - Threat N and MaxFlightsquares N (data/options/threat.inp and .out): #, s#, r# and a
//   PostKeyPlay with Threat, some with Try, and # with MaxFlightsquares 1 and 0, each a problem
//   whose answer the option changes (Popeye 4.104 without the option answers otherwise). The
//   whole tree, tries included, must be Popeye's, sibling order aside. Read in the three
//   languages, written back, EPD, `gms-cli solve --threat N --max-flights N` and its JSON;
//   ignored in help play as Popeye ignores it; refused by name with other goals and Quodlibet.
// - NoThreat (data/options/nothreat.inp and .out): no threats, every defence, as Popeye.
// - NoShortVariations (data/options/noshortvariations.inp and .out): short variations not shown.

#include "epd_format.h"
#include "popeye_text_tree.h"
#include "fen.h"
#include "notation.h"
#include "movegen.h"
#include "popeye_format.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace gms;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

/// Popeye's output of a file of problems: per problem, per twin, its solution lines in order
/// (twin headings, blank lines and messages dropped).
std::vector<std::vector<QStringList>> popeyeProblems(const QString& path) {
    static const QRegularExpression heading(QStringLiteral("^\\+?[a-z]\\) "));
    std::vector<std::vector<QStringList>> problems(1);
    for (const QString& raw : QString::fromUtf8(readFile(path)).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("solution finished")) || line.startsWith(QLatin1String("Partial solution"))) {
            problems.emplace_back();
            continue;
        }
        if (heading.match(raw + QLatin1Char(' ')).hasMatch()) {
            problems.back().emplace_back();
            continue;
        }
        if (!line.startsWith(QLatin1String("1."))) continue; // header, blank, "the side to play can capture the king"
        if (problems.back().empty()) problems.back().emplace_back();
        problems.back().back() << line;
    }
    problems.pop_back(); // after the last "solution finished"
    for (auto& p : problems)
        if (p.empty()) p.emplace_back(); // a problem without a line at all
    return problems;
}

/// GMS's lines of one solution as Popeye prints them without Option Variation: every help line,
/// or the keys of battle play.
QStringList gmsLines(const Solution& sol) {
    if (!sol.duplexIllegal.empty()) return {};
    Position pos;
    std::string why;
    if (!loadProblemPosition(sol.fen, pos, why)) qFatal("%s", why.c_str());
    TextOptions text;
    text.statistics = false;
    text.tree = false;
    QStringList out;
    for (const QString& raw : q(formatSolutionText(pos, sol, text)).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("1."))) out << line;
    }
    return out;
}

const char* kGermanDuplex = "AnfangProblem\nForderung h#3\nSteine Weiss Kf5 Lg3\n       Schwarz Kh6 Sf6 Bg7\n"
                            "Option Duplex\nEndeProblem\n";
const char* kFrenchDuplex = "DebutProbleme\nEnonce h#3\nPieces Blanc Rf5 Fg3\n       Noir Rh6 Cf6 Pg7\n"
                            "Option Duplex\nFinProbleme\n";
const char* kEnglishDuplex = "BeginProblem\nStipulation h#3\nPieces White Kf5 Bg3\n       Black Kh6 Sf6 Pg7\n"
                             "Option Duplex\nEndProblem\n";

} // namespace

class TestPopeyeOptions : public QObject {
    Q_OBJECT
private slots:
    void duplexAgainstPopeye() {
        const std::string text = readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/duplex.inp")).toStdString();
        const ProblemCollection c = parsePopeyeText(text);
        QVERIFY(c.skipped.empty());
        const auto popeye = popeyeProblems(QStringLiteral(GMS_TEST_DATA_DIR "/options/duplex.out"));
        QCOMPARE(int(popeye.size()), int(c.entries.size()));
        int secondHalfLines = 0, illegalHalves = 0;
        for (std::size_t k = 0; k < c.entries.size(); ++k) {
            const Problem& problem = c.entries[k].problem;
            const QString id = QStringLiteral("problem %1: ").arg(k + 1) + q(problem.meta.title);
            QVERIFY2(problem.hints.duplex, qPrintable(id));
            const std::vector<Solution> solutions = Solver().solveProblem(problem);
            // One (first half, second half) pair per twin.
            QVERIFY2(solutions.size() == 2 * popeye[k].size(), qPrintable(id));
            for (std::size_t t = 0; t < popeye[k].size(); ++t) {
                const Solution& first = solutions[2 * t];
                const Solution& second = solutions[2 * t + 1];
                QVERIFY2(!first.duplexHalf && second.duplexHalf && first.complete && second.complete, qPrintable(id));
                QCOMPARE(second.twinLabel, first.twinLabel);
                QVERIFY2(q(first.fen).section(QLatin1Char(' '), 1, 1) != q(second.fen).section(QLatin1Char(' '), 1, 1),
                         qPrintable(id + ": the second half has the other side to move"));
                const QStringList expected = popeye[k][t];
                const QStringList a = gmsLines(first), b = gmsLines(second);
                QStringList both = a + b, sortedExpected = expected;
                both.sort();
                sortedExpected.sort();
                QCOMPARE(both, sortedExpected);
                // Each line in its half: Popeye prints the first half before the second.
                for (const QString& line : a)
                    for (const QString& later : b)
                        QVERIFY2(expected.indexOf(line) < expected.indexOf(later), qPrintable(id + ": " + line));
                secondHalfLines += int(b.size());
                illegalHalves += second.duplexIllegal.empty() ? 0 : 1;
            }
        }
        QVERIFY(secondHalfLines >= 4); // the file has solutions in both halves
        QVERIFY(illegalHalves >= 1);
    }

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

    void postKeyPlayAgainstPopeye() {
        const std::string text = readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/postkey.inp")).toStdString();
        const ProblemCollection c = parsePopeyeText(text);
        QVERIFY(c.skipped.empty());
        const QStringList sections = testing::popeyeSections(
            QString::fromUtf8(readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/postkey.out"))));
        QCOMPARE(sections.size(), int(c.entries.size()) + 1);
        // "refutes." belongs to the defence above it; the first line says threat or zugzwang.
        const auto normalised = [](QString t) {
            static const QRegularExpression refutes(QStringLiteral("\n +refutes\\."));
            return t.replace(refutes, QStringLiteral(" refutes."));
        };
        const auto opening = [](const QString& t) {
            for (const QString& line : t.split(QLatin1Char('\n')))
                if (line.startsWith(QLatin1String(" threat:")) || line.startsWith(QLatin1String(" zugzwang.")) ||
                    line.trimmed().startsWith(QLatin1String("1...")))
                    return line.trimmed();
            return QString();
        };
        int refutations = 0, threats = 0;
        for (std::size_t k = 0; k < c.entries.size(); ++k) {
            const Problem& problem = c.entries[k].problem;
            const QString id = QStringLiteral("problem %1: ").arg(k + 1) + q(problem.meta.title);
            QVERIFY2(problem.hints.postKeyPlay, qPrintable(id));
            QVERIFY2(q(problem.fen).section(QLatin1Char(' '), 1, 1) == QLatin1String("b"),
                     qPrintable(id + ": Black moves after the key"));
            const std::vector<Solution> solutions =
                Solver(Solver::withProblemHints({}, problem.hints, true)).solveProblem(problem);
            QCOMPARE(int(solutions.size()), 1);
            const Solution& sol = solutions.front();
            QVERIFY2(sol.complete && sol.hasPostKey && sol.keys.empty() && sol.tries.empty(), qPrintable(id));
            Position pos;
            std::string why;
            QVERIFY(loadProblemPosition(sol.fen, pos, why));
            TextOptions options;
            options.statistics = false;
            const QString gms = normalised(q(formatSolutionText(pos, sol, options)));
            const QString popeye = normalised(sections[int(k)]);
            QCOMPARE(opening(gms), opening(popeye));
            QCOMPARE(testing::parseSolutionTree(gms).canonical(), testing::parseSolutionTree(popeye).canonical());
            refutations += int(sol.postKey.refutations.size());
            threats += sol.postKey.threats.empty() ? 0 : 1;
        }
        QVERIFY(refutations >= 3 && threats >= 2); // the file shows both
    }

    void postKeyPlayReadAndWritten() {
        const char* english = "BeginProblem\nStipulation #2\nPieces White Kb6 Sd5 Pa7 Black Ka8 Se8 Ph5\n"
                              "Option PostKeyPlay\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung #2\nSteine Weiss Kb6 Sd5 Ba7 Schwarz Ka8 Se8 Bh5\n"
                             "Option NachSchluessel\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce #2\nPieces Blanc Rb6 Cd5 Pa7 Noir Ra8 Ce8 Ph5\n"
                             "Option ApresCle\nFinProbleme\n";
        const Problem p = parsePopeyeText(english).entries.at(0).problem;
        QVERIFY(p.hints.postKeyPlay);
        QCOMPARE(q(p.fen), QStringLiteral("k3n3/P7/1K6/3N3p/8/8/8/8 b - - 0 1"));
        for (const char* text : {german, french}) {
            const ProblemCollection other = parsePopeyeText(text);
            QVERIFY2(other.entries.size() == 1, text);
            QCOMPARE(other.entries[0].problem.hints, p.hints);
            QCOMPARE(other.entries[0].problem.fen, p.fen);
        }
        // Written back: PostKeyPlay, and no HalfDuplex for the defender to move.
        const std::string written = problemsToPopeye({p});
        QVERIFY2(q(written).contains(QLatin1String("Option PostKeyPlay\n")), written.c_str());
        QCOMPARE(parsePopeyeText(written).entries.at(0).problem, p);
        const ProblemCollection epd = parseEpdText(problemToEpdLine(p));
        QCOMPARE(int(epd.entries.size()), 1);
        QVERIFY(epd.entries[0].problem.hints.postKeyPlay);
        QCOMPARE(epd.entries[0].problem.fen, p.fen);
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

    void quodlibetAgainstPopeye() {
        const std::string text = readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/quodlibet.inp")).toStdString();
        const ProblemCollection c = parsePopeyeText(text);
        QVERIFY(c.skipped.empty());
        const QStringList sections = testing::popeyeSections(
            QString::fromUtf8(readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/quodlibet.out"))));
        QCOMPARE(sections.size(), int(c.entries.size()) + 1);
        int withOption = 0;
        for (std::size_t k = 0; k < c.entries.size(); ++k) {
            const Problem& problem = c.entries[k].problem;
            const QString id = QStringLiteral("problem %1: ").arg(k + 1) + q(problem.meta.title);
            withOption += problem.hints.quodlibet ? 1 : 0;
            const std::vector<Solution> solutions =
                Solver(Solver::withProblemHints({}, problem.hints, true)).solveProblem(problem);
            QCOMPARE(int(solutions.size()), 1);
            const Solution& sol = solutions.front();
            QVERIFY2(sol.complete && sol.error.empty(), qPrintable(id + ": " + q(sol.error)));
            QCOMPARE(sol.quodlibet, problem.hints.quodlibet);
            Position pos;
            std::string why;
            QVERIFY(loadProblemPosition(sol.fen, pos, why));
            TextOptions options;
            options.statistics = false;
            const QString gms = q(formatSolutionText(pos, sol, options));
            QStringList popeyeKeys, gmsKeys;
            static const QRegularExpression key(QStringLiteral("^   1\\.(\\S+).* !"));
            for (const QString& line : sections[int(k)].split(QLatin1Char('\n')))
                if (const auto m = key.match(line); m.hasMatch()) popeyeKeys << m.captured(1);
            for (const AttackNode& n : sol.keys) gmsKeys << q(toPopeye(pos, n.move));
            popeyeKeys.sort();
            gmsKeys.sort();
            QCOMPARE(gmsKeys, popeyeKeys);
            if (problem.meta.title.find("Popeye BEISPIEL") != std::string::npos || !problem.hints.quodlibet)
                QCOMPARE(testing::parseSolutionTree(gms).canonical(),
                         testing::parseSolutionTree(sections[int(k)]).canonical());
        }
        QCOMPARE(withOption, 5); // and the one without it has no solution (as Popeye)
    }

    void quodlibetReadAndWritten() {
        const char* english = "BeginProblem\nStipulation s#2\nPieces White Ka1 Qh5 Bb1 Pa2\n"
                              "Black Kd4 Bh8 Ph6e6d5c5c4\nOption Quodlibet\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung s#2\nSteine Weiss Ka1 Dh5 Lb1 Ba2\n"
                             "Schwarz Kd4 Lh8 Bh6e6d5c5c4\nOption Quodlibet\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce s#2\nPieces Blanc Ra1 Dh5 Fb1 Pa2\n"
                             "Noir Rd4 Fh8 Ph6e6d5c5c4\nOption Quodlibet\nFinProbleme\n";
        const Problem p = parsePopeyeText(english).entries.at(0).problem;
        QVERIFY(p.hints.quodlibet);
        for (const char* text : {german, french}) {
            const ProblemCollection other = parsePopeyeText(text);
            QVERIFY2(other.entries.size() == 1, text);
            QCOMPARE(other.entries[0].problem.hints, p.hints);
            QCOMPARE(other.entries[0].problem.fen, p.fen);
        }
        const std::string written = problemsToPopeye({p});
        QVERIFY2(q(written).contains(QLatin1String("Option Quodlibet\n")), written.c_str());
        QCOMPARE(parsePopeyeText(written).entries.at(0).problem, p);
        const ProblemCollection epd = parseEpdText(problemToEpdLine(p));
        QCOMPARE(int(epd.entries.size()), 1);
        QVERIFY(epd.entries[0].problem.hints.quodlibet);
        // Refused by name where GMS does not solve it, at the option's line and column.
        const ProblemCollection reflex = parsePopeyeText("BeginProblem\nStipulation r#2\nPieces White Ka1 Black Kd4\n"
                                                         "Option Variation Quodlibet\nEndProblem\n");
        QCOMPARE(int(reflex.skipped.size()), 1);
        QCOMPARE(reflex.skipped[0].line, 4);
        QCOMPARE(reflex.skipped[0].column, 18);
        QVERIFY2(
            q(reflex.skipped[0].message)
                .contains(QLatin1String("option Quodlibet is supported by GMS with s#N and semi-r#N only, not with "
                                        "r#2")),
            reflex.skipped[0].message.c_str());
        // s#= with it: Popeye 4.104 finds keys GMS's reading does not (s#=2 White Kc6 Qb1, Black Ka8:
        // 1.Qb1-f1), so GMS refuses it.
        const ProblemCollection mateOrStalemate = parsePopeyeText(
            "BeginProblem\nStipulation s#=2\nPieces White Kc6 Qb1 Black Ka8\nOption Quodlibet\nEndProblem\n");
        QCOMPARE(int(mateOrStalemate.skipped.size()), 1);
        QVERIFY(q(mateOrStalemate.skipped[0].message).contains(QLatin1String("not with s#=2")));
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
                     "option Quodlibet is supported by GMS with s#N and semi-r#N only, not with #2"),
                 "stderr");
    }

    void stopOnShortSolutionsAgainstPopeye() {
        const std::string text = readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/stoponshort.inp")).toStdString();
        const ProblemCollection c = parsePopeyeText(text);
        QVERIFY(c.skipped.empty());
        const auto popeye = popeyeProblems(QStringLiteral(GMS_TEST_DATA_DIR "/options/stoponshort.out"));
        // How Popeye ended each problem: "Partial solution" where it stopped.
        const QString raw = QString::fromUtf8(readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/stoponshort.out")));
        QStringList endings;
        static const QRegularExpression ending(QStringLiteral("solution finished|Partial solution"));
        for (auto it = ending.globalMatch(raw); it.hasNext();) endings << it.next().captured(0);
        QCOMPARE(int(popeye.size()), int(c.entries.size()));
        QCOMPARE(endings.size(), int(c.entries.size()));
        int stopped = 0;
        for (std::size_t k = 0; k < c.entries.size(); ++k) {
            const Problem& problem = c.entries[k].problem;
            const QString id = QStringLiteral("problem %1: ").arg(k + 1) + q(problem.meta.title);
            QVERIFY2(problem.hints.stopOnShortSolutions, qPrintable(id));
            const std::vector<Solution> solutions =
                Solver(Solver::withProblemHints({}, problem.hints, true)).solveProblem(problem);
            QCOMPARE(int(solutions.size()), 1);
            const Solution& sol = solutions.front();
            QVERIFY2(sol.complete, qPrintable(id));
            QStringList got = gmsLines(sol), expected = popeye[k].front();
            got.sort();
            expected.sort();
            QCOMPARE(got, expected);
            // Popeye says "Partial solution" where it stopped.
            QCOMPARE(sol.stoppedOnShort, endings[int(k)] == QLatin1String("Partial solution"));
            stopped += sol.stoppedOnShort ? 1 : 0;
        }
        QCOMPARE(stopped, 2);
        // Without the option the h#3 has its full-length lines as well.
        Problem all = c.entries[0].problem;
        all.hints.stopOnShortSolutions = false;
        const Solution whole = Solver().solveProblem(all).front();
        QVERIFY(!whole.stoppedOnShort && whole.lines.size() > 1);
        // Written back (Popeye, EPD), the command line and its JSON.
        const Problem& p = c.entries[0].problem;
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("StopOnShortSolutions")));
        QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem.hints, p.hints);
        QVERIFY(parseEpdText(problemToEpdLine(p)).entries.at(0).problem.hints.stopOnShortSolutions);
        QVERIFY(parsePopeyeText("AnfangProblem Forderung h#3 Forsyth 8/2b5/2b2bb1/6k1/8/2b3KD/2B5/8 "
                                "Option StopNachKurzloesungen EndeProblem")
                    .entries.at(0)
                    .problem.hints.stopOnShortSolutions);
        QVERIFY(parsePopeyeText("DebutProbleme Enonce h#3 Forsyth 8/2p5/2p2pp1/6r1/8/2p3RD/2P5/8 "
                                "Option FinApresSolutionsCourtes FinProbleme")
                    .entries.at(0)
                    .problem.hints.stopOnShortSolutions);
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("h#3"), QStringLiteral("--stop-on-short-solutions"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        QCOMPARE(json.value(QStringLiteral("stopped_on_short_solutions")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("solutions")).toArray().size(), 1);
    }

    /// Every problem of data/options/NAME.inp solved with its options: the whole tree, tries
    /// included, must be Popeye's (NAME.out), sibling order aside. Returns the problems' hints.
    static std::vector<SolvingHints> treesAgainstPopeye(const QString& name, int& tries) {
        std::vector<SolvingHints> read;
        const std::string text =
            readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/") + name + QStringLiteral(".inp")).toStdString();
        const ProblemCollection c = parsePopeyeText(text);
        if (!c.skipped.empty()) qFatal("%s: %s", qPrintable(name), c.skipped.front().message.c_str());
        const QStringList sections = testing::popeyeSections(
            QString::fromUtf8(readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/") + name + QStringLiteral(".out"))));
        if (sections.size() != int(c.entries.size()) + 1)
            qFatal("%s: Popeye's output does not match", qPrintable(name));
        const auto normalised = [](QString t) { // PostKeyPlay: "refutes." belongs to the defence above it
            static const QRegularExpression refutes(QStringLiteral("\\n +refutes\\."));
            return t.replace(refutes, QStringLiteral(" refutes."));
        };
        for (std::size_t k = 0; k < c.entries.size(); ++k) {
            const Problem& problem = c.entries[k].problem;
            const QString id = name + QStringLiteral(" problem %1: ").arg(k + 1) + q(problem.meta.remarks);
            read.push_back(problem.hints);
            const std::vector<Solution> solutions =
                Solver(Solver::withProblemHints({}, problem.hints, true)).solveProblem(problem);
            if (solutions.size() != 1) qFatal("%s: %zu solutions", qPrintable(id), solutions.size());
            const Solution& sol = solutions.front();
            if (!sol.complete || !sol.error.empty()) qFatal("%s: %s", qPrintable(id), sol.error.c_str());
            if (sol.maxThreatLength != problem.hints.maxThreatLength || sol.maxFlights != problem.hints.maxFlights)
                qFatal("%s: the options were not honoured", qPrintable(id));
            tries += int(sol.tries.size());
            Position pos;
            std::string why;
            if (!loadProblemPosition(sol.fen, pos, why)) qFatal("%s", why.c_str());
            TextOptions options;
            options.statistics = false;
            const QString gms = normalised(q(formatSolutionText(pos, sol, options)));
            const QString popeye = normalised(sections[int(k)]);
            if (testing::parseSolutionTree(gms).canonical() != testing::parseSolutionTree(popeye).canonical()) {
                qWarning("%s\nGMS:\n%s\nPopeye:\n%s", qPrintable(id), qPrintable(gms), qPrintable(popeye));
                return {};
            }
        }
        return read;
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

    void sidesWithoutKingReadWrittenAndSolved() {
        // Popeye's NoWk and NoBk in three languages; Popeye 4.104 solves the h=2 with 12 lines
        // (tests/data/stipulations/nowk-nobk-h=2.out, the same position).
        const char* texts[] = {"BeginProblem Stipulation h=2 Option NoWk NoBk Pieces White Qh1 Bb1 Black Pa7 Ba8 "
                               "EndProblem",
                               "AnfangProblem Forderung h=2 Option OhneWk OhneSk Steine Weiss Dh1 Lb1 Schwarz Ba7 La8 "
                               "EndeProblem",
                               "DebutProbleme Enonce h=2 Option SansRB SansRN Pieces Blanc Dh1 Fb1 Noir Pa7 Fa8 "
                               "FinProbleme"};
        for (const char* text : texts) {
            const ProblemCollection c = parsePopeyeText(text);
            QVERIFY2(c.skipped.empty(), c.skipped.empty() ? text : c.skipped.front().message.c_str());
            QCOMPARE(int(c.entries.at(0).problem.hints.kinglessSides), int(AnySideKingless));
            QCOMPARE(q(c.entries.at(0).problem.fen), QStringLiteral("b7/p7/8/8/8/8/8/1B5Q b - - 0 1"));
        }
        const Problem p = parsePopeyeText(texts[0]).entries.at(0).problem;
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("NoWk NoBk")));
        QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem.hints, p.hints);
        QCOMPARE(parseEpdText(problemToEpdLine(p)).entries.at(0).problem.hints, p.hints);
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

    void matesIn1AgainstPopeye() {
        // Georg Thomas's s#2 (Popeye BEISPIEL/selfref.inp) with set play, tries and as s#3, with and
        // without MatesIn1: Popeye 4.104's whole trees (tests/data/options/matesin1.*).
        int tries = 0;
        const std::vector<SolvingHints> hints = treesAgainstPopeye(QStringLiteral("matesin1"), tries);
        QCOMPARE(int(hints.size()), 4);
        QVERIFY(hints[0].matesIn1 && !hints[1].matesIn1);
        QVERIFY(tries > 0);
        // Read in three languages, written back, in EPD and on the command line.
        for (const char* text : {"BeginProblem Stipulation s#1 Option MatesIn1 Pieces White Ka1 Black Ka8 EndProblem",
                                 "AnfangProblem Forderung s#1 Option MattsIn1 Steine Weiss Ka1 Schwarz Ka8 EndeProblem",
                                 "DebutProbleme Enonce s#1 Option MatsEn1 Pieces Blanc Ra1 Noir Ra8 FinProbleme"}) {
            const ProblemCollection c = parsePopeyeText(text);
            QVERIFY2(c.skipped.empty(), c.skipped.empty() ? text : c.skipped.front().message.c_str());
            QVERIFY2(c.entries.at(0).problem.hints.matesIn1, text);
        }
        const Problem p =
            parsePopeyeText(readFile(QStringLiteral(GMS_TEST_DATA_DIR "/options/matesin1.inp")).toStdString())
                .entries.at(0)
                .problem;
        QVERIFY(q(problemsToPopeye({p})).contains(QLatin1String("MatesIn1")));
        QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem.hints, p.hints);
        QCOMPARE(parseEpdText(problemToEpdLine(p)).entries.at(0).problem.hints, p.hints);
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"), q(p.fen), QStringLiteral("--stip"),
                   QStringLiteral("s#2"), QStringLiteral("--mates-in-1"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray defences =
            json.value(QStringLiteral("tree")).toArray().at(0).toObject().value(QStringLiteral("defences")).toArray();
        bool immediate = false; // 1...Sh1-f2 #, shown without an answer
        for (const QJsonValue& d : defences)
            immediate = immediate || d.toObject().value(QStringLiteral("uci")).toString() == QStringLiteral("h1f2");
        QVERIFY(immediate);
    }

    void threatAndFlightsAgainstPopeye() {
        int tries = 0;
        const std::vector<SolvingHints> hints = treesAgainstPopeye(QStringLiteral("threat"), tries);
        QVERIFY(!hints.empty());
        int threats = 0, flights = 0, withTries = 0;
        for (const SolvingHints& h : hints) {
            threats += h.maxThreatLength > 0 ? 1 : 0;
            flights += h.maxFlights >= 0 ? 1 : 0;
            withTries += h.tries ? 1 : 0;
        }
        QVERIFY(threats >= 15 && flights >= 5 && withTries >= 10 && tries >= 10);
    }

    // NoThreat (data/options/nothreat.inp and .out: #2, #3, s#2 and r#2 with Try, each one whose
    // tree the option changes): no threat and no "zugzwang" anywhere, every defence listed.
    void noThreatAgainstPopeye() {
        int tries = 0;
        const std::vector<SolvingHints> hints = treesAgainstPopeye(QStringLiteral("nothreat"), tries);
        QCOMPARE(int(hints.size()), 11);
        for (const SolvingHints& h : hints) QVERIFY(h.noThreat);
        QVERIFY(tries >= 5);
        QCOMPARE(Solver::withProblemHints({}, hints.front(), false).noThreat, true);
        // The command line: pf020 lists all 33 defences of 1.f2-f4 without the threat.
        QProcess cli;
        cli.start(QStringLiteral(GMS_CLI_PATH),
                  {QStringLiteral("solve"), QStringLiteral("--fen"),
                   QStringLiteral("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"),
                   QStringLiteral("--stip"), QStringLiteral("#2"), QStringLiteral("--no-threat")});
        QVERIFY(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("1.f2-f4 !\n")) && !out.contains(QLatin1String("threat")), qPrintable(out));
        QCOMPARE(out.count(QLatin1String("      1...")), 33);
    }

    // NoShortVariations (data/options/noshortvariations.inp and .out: #3 with Try and #4 of
    // direct_mates.tsv whose trees the option changes): a defence answered faster than the full
    // length is not shown, in keys and tries alike.
    void noShortVariationsAgainstPopeye() {
        int tries = 0;
        const std::vector<SolvingHints> hints = treesAgainstPopeye(QStringLiteral("noshortvariations"), tries);
        QCOMPARE(int(hints.size()), 8);
        for (const SolvingHints& h : hints) QVERIFY(h.noShortVariations);
        QVERIFY(tries >= 3);
        // Read in the three languages, written back, EPD; the command line.
        const char* texts[] = {
            "BeginProblem\nStipulation #2\nPieces White Ka6 Black Ka8\nOption NoShortVariations\nEndProblem\n",
            "AnfangProblem\nForderung #2\nSteine Weiss Ka6 Schwarz Ka8\nOption OhneKurzVarianten\nEndeProblem\n",
            "DebutProbleme\nEnonce #2\nPieces Blanc Ra6 Noir Ra8\nOption SansVariantesCourtes\nFinProbleme\n"};
        for (const char* text : texts) {
            const ProblemCollection c = parsePopeyeText(text);
            QVERIFY2(c.entries.size() == 1 && c.entries[0].problem.hints.noShortVariations, text);
            const Problem& p = c.entries[0].problem;
            QVERIFY(p.extraPopeyeOptions.empty());
            QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem, p);
            QCOMPARE(parseEpdText(problemToEpdLine(p)).entries.at(0).problem.hints, p.hints);
        }
        // pf010's try 1.Ra1-a3 ?: Popeye shows 1...Kc2-c1 2.Ra3-c3 # only without the option.
        const auto run = [](const QStringList& extra) {
            QProcess cli;
            cli.start(QStringLiteral(GMS_CLI_PATH),
                      QStringList{QStringLiteral("solve"), QStringLiteral("--fen"),
                                  QStringLiteral("8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1"),
                                  QStringLiteral("--stip"), QStringLiteral("#3"), QStringLiteral("--tries"),
                                  QStringLiteral("1")} +
                          extra);
            cli.waitForFinished(60000);
            return QString::fromUtf8(cli.readAllStandardOutput());
        };
        QVERIFY(run({}).contains(QLatin1String("2.Ra3-c3 #")));
        QVERIFY(!run({QStringLiteral("--no-short-variations")}).contains(QLatin1String("2.Ra3-c3 #")));
    }

    // Defence N without Try (data/options/defence.inp and .out: #2 of direct_mates.tsv with
    // Option Defence 2): Popeye shows the tries with up to N refutations, as with Try.
    void defenceAloneShowsTries() {
        int tries = 0;
        const std::vector<SolvingHints> hints = treesAgainstPopeye(QStringLiteral("defence"), tries);
        QCOMPARE(int(hints.size()), 4);
        for (const SolvingHints& h : hints) QVERIFY(h.tries && h.defence == 2);
        QVERIFY(tries >= 10);
        const Problem p =
            parsePopeyeText("AnfangProblem\nForderung #2\nSteine Weiss Ka6 Schwarz Ka8\nOption Widerlegung 1\n"
                            "EndeProblem\n")
                .entries.at(0)
                .problem;
        QVERIFY(p.hints.tries);
        QCOMPARE(parsePopeyeText(problemsToPopeye({p})).entries.at(0).problem, p);
    }

    void threatAndFlightsReadAndWritten() {
        const char* english = "BeginProblem\nStipulation #2\nPieces White Ka6 Se8 Pa7 Black Ka8 Ph6\n"
                              "Option Try Threat 1 MaxFlightsquares 0\nEndProblem\n";
        const char* german = "AnfangProblem\nForderung #2\nSteine Weiss Ka6 Se8 Ba7 Schwarz Ka8 Bh6\n"
                             "Option Verfuehrung Drohung 1 MaxFluchtFelder 0\nEndeProblem\n";
        const char* french = "DebutProbleme\nEnonce #2\nPieces Blanc Ra6 Ce8 Pa7 Noir Ra8 Ph6\n"
                             "Option Essais Menace 1 MaxCasesFuites 0\nFinProbleme\n";
        const Problem p = parsePopeyeText(english).entries.at(0).problem;
        QCOMPARE(p.hints.maxThreatLength, 1);
        QCOMPARE(p.hints.maxFlights, 0);
        for (const char* other : {german, french}) {
            const ProblemCollection c = parsePopeyeText(other);
            QVERIFY2(c.entries.size() == 1, other);
            QCOMPARE(c.entries[0].problem.hints, p.hints);
        }
        const std::string written = problemsToPopeye({p});
        QVERIFY2(q(written).contains(QLatin1String("Threat 1 MaxFlightsquares 0")), written.c_str());
        QCOMPARE(parsePopeyeText(written).entries.at(0).problem, p);
        const ProblemCollection epd = parseEpdText(problemToEpdLine(p));
        QCOMPARE(int(epd.entries.size()), 1);
        QCOMPARE(epd.entries[0].problem.hints, p.hints);
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

QTEST_GUILESS_MAIN(TestPopeyeOptions)
#include "test_popeye_options.moc"

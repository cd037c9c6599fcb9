// SPDX-License-Identifier: GPL-3.0-or-later
// Popeye's own example corpus (BEISPIEL, EXAMPLES, TESTS, REGRESSIONTESTS), its orthodox problems
// kept in tests/data/popeye-corpus/ in their original language with Popeye 4.104's answer
// (see tests/data/README.md and scripts/popeye_corpus.py).
//
// Every stored problem is read. A problem GMS reads and whose stipulation the engine supports is
// solved and compared with Popeye's answer: the keys in battle play (#N, s#N, r#N), every line in
// help play (solutions and set play), twin by twin. The rest must be refused with a message that
// names the stipulation, option or position fault. Whether a stipulation is supported is the
// engine's answer (parse and solve), so a stipulation that becomes supported is solved and
// compared here without a change. Every problem read is also written as English and read back
// unchanged (gms-cli convert). Problems listed in slow.tsv (GMS takes more than about a
// second) are kept and counted but not solved, so that the suite stays fast. A count table is
// printed at the end (the README shows it).

#include "fen.h"
#include "help_solution_text.h"
#include "notation.h"
#include "popeye_format.h"
#include "popeye_language.h"
#include "problem_file.h"
#include "solver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <map>
#include <string>
#include <vector>

using namespace gms;

namespace {

const QString kCorpus = QStringLiteral(GMS_TEST_DATA_DIR "/popeye-corpus/");

QString q(const std::string& s) { return QString::fromStdString(s); }

QByteArray readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

/// Popeye's answer of each stored problem, in the order of the .inp: the output, or null when
/// Popeye gave none within the generator's time limit.
std::vector<std::optional<QString>> popeyeAnswers(const QString& outPath) {
    static const QRegularExpression header(
        QStringLiteral("^=== problem \\d+ line \\d+(: no answer)?( \\(stored [^)]*\\))? ===$"));
    std::vector<std::optional<QString>> answers;
    for (const QString& line : QString::fromLatin1(readFile(outPath)).split(QLatin1Char('\n'))) {
        const auto m = header.match(line);
        if (m.hasMatch()) {
            if (m.captured(1).isEmpty())
                answers.emplace_back(QString());
            else
                answers.emplace_back(std::nullopt);
            continue;
        }
        if (!answers.empty() && answers.back()) *answers.back() += line + QLatin1Char('\n');
    }
    return answers;
}

/// Popeye's move words of a line with the piece letters of `lang` turned into English
/// ("1.Tc6*c5 !" -> ["Rc6*c5"]); numbers, check, mate and "!"/"?" marks dropped.
QStringList movesOfLine(const QString& line, const popeye::LanguageTable& lang) {
    static const QRegularExpression number(QStringLiteral("^[0-9]+\\.(\\.\\.)?"));
    static const QRegularExpression moveWord(QStringLiteral("^([A-Z]?)([a-h][1-8][-*][a-h][1-8])(=([A-Z]))?$"));
    const auto english = [&](const QString& letter) {
        if (letter.isEmpty()) return letter;
        const PieceType type = lang.pieceOf(letter[0].toLatin1());
        return type == NoPieceType ? letter : QString(QLatin1Char("?PSBRQK"[type]));
    };
    QStringList moves;
    for (QString w : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        w.remove(number);
        if (w.isEmpty()) continue;
        if (w == QLatin1String("ep.")) {
            if (!moves.isEmpty()) moves.last() += QLatin1String(" ep.");
            continue;
        }
        if (w == QLatin1String("0-0") || w == QLatin1String("0-0-0") || w == QLatin1String("...")) {
            moves << w;
            continue;
        }
        const auto m = moveWord.match(w);
        if (!m.hasMatch()) continue; // "+", "#", "!", "threat:", "zugzwang." ...
        QString move = english(m.captured(1)) + m.captured(2);
        if (!m.captured(4).isEmpty()) move += QLatin1Char('=') + english(m.captured(4));
        moves << move;
    }
    return moves;
}

/// Popeye's answer cut into twins (a), b), ...): the lines after each heading; one part when
/// the problem has no twins. Only the lines after the diagram count.
std::vector<QStringList> twinParts(const QString& answer) {
    static const QRegularExpression heading(QStringLiteral("^\\+?([a-z]|z[0-9]+)\\) "));
    QStringList lines = answer.split(QLatin1Char('\n'));
    int start = 0;
    for (int k = 0; k < lines.size(); ++k)
        if (lines[k].startsWith(QLatin1String("+---a"))) start = k + 1;
    bool twins = false;
    for (int k = start; k < lines.size(); ++k) twins = twins || heading.match(lines[k] + QLatin1Char(' ')).hasMatch();
    std::vector<QStringList> parts;
    if (!twins) parts.emplace_back();
    for (int k = start; k < lines.size(); ++k) {
        if (heading.match(lines[k] + QLatin1Char(' ')).hasMatch()) {
            parts.emplace_back();
            continue;
        }
        if (!parts.empty()) parts.back() << lines[k];
    }
    return parts;
}

/// The solution lines of a part: "1.X ..." or "1...X ..." at most 3 blanks in (keys, tries,
/// help lines), with their indentation.
QStringList topLines(const QStringList& part) {
    static const QRegularExpression top(QStringLiteral("^ {0,3}1\\."));
    QStringList out;
    for (const QString& l : part)
        if (top.match(l).hasMatch()) out << l;
    return out;
}

/// Popeye's keys (battle play) or lines (help play) of one twin, sorted.
QStringList popeyeSolutions(const QStringList& part, bool battle, const popeye::LanguageTable& lang) {
    QStringList out;
    for (const QString& line : topLines(part)) {
        const QString t = line.trimmed();
        if (battle) {
            // Keys end their move with " !"; tries with " ?"; the defender's set play is "1...".
            if (t.startsWith(QLatin1String("1...")) || !t.contains(QLatin1String(" !"))) continue;
            const QStringList moves = movesOfLine(t.left(t.indexOf(QLatin1String(" !"))), lang);
            if (!moves.isEmpty()) out << moves.first();
        } else {
            out << movesOfLine(t, lang).join(QLatin1Char(' '));
        }
    }
    out.sort();
    return out;
}

/// '&' of battle and help plays: Popeye's keys ("   1.X ! ...") and help lines, sorted.
QStringList popeyePartsSolutions(const QStringList& part, const popeye::LanguageTable& lang) {
    QStringList help;
    for (const QString& line : part)
        if (!line.contains(QLatin1String(" !")) && !line.contains(QLatin1String(" ?"))) help << line;
    QStringList out = popeyeSolutions(part, true, lang) + popeyeSolutions(help, false, lang);
    out.sort();
    return out;
}

/// PostKeyPlay: Popeye's defences after the key already made ("      1...X"; "   1.X" where the
/// play is numbered from the defence, "black 1d[#]a"), refuting or not, sorted.
QStringList popeyePostKeyDefences(const QStringList& part, const popeye::LanguageTable& lang, bool ownNumbers) {
    static const QRegularExpression defence(QStringLiteral("^ {6}1\\.\\.\\."));
    static const QRegularExpression ownNumbered(QStringLiteral("^ {3}1\\.[^.]"));
    QStringList out;
    for (const QString& line : part)
        if ((ownNumbers ? ownNumbered : defence).match(line).hasMatch())
            out << movesOfLine(line.trimmed(), lang).value(0);
    out.sort();
    return out;
}

/// GMS's keys or lines of one twin, in the same form.
QStringList gmsSolutions(const Solution& sol) {
    Position pos;
    std::string message;
    loadProblemPosition(sol.fen, pos, message);
    const popeye::LanguageTable& english = popeye::languageTable(popeye::Language::English);
    QStringList out;
    if (sol.stipulation.isBattle()) {
        for (const AttackNode& key : sol.keys) out << q(toPopeye(pos, key.move));
        if (sol.hasPostKey) // PostKeyPlay: the defences after the key already made
            for (const auto* list : {&sol.postKey.defences, &sol.postKey.refutations})
                for (const DefenceNode& d : *list) out << q(toPopeye(pos, d.move));
    } else {
        for (const HelpLine& line : sol.setLines)
            out << movesOfLine(q(helpLineText(pos, sol.stipulation, line, true)), english).join(QLatin1Char(' '));
        for (const HelpLine& line : sol.lines)
            out << movesOfLine(q(helpLineText(pos, sol.stipulation, line, false)), english).join(QLatin1Char(' '));
        // hr: the attacker's obliged goal moves in the diagram, a line each ("1.Qf6-d8 # ?!?").
        for (const AttackNode& obliged : sol.obligedMates) out << q(toPopeye(pos, obliged.move));
    }
    out.sort();
    return out;
}

/// "option PostKeyPlay", "stipulation", "illegal position", ... : why a problem was refused.
QString reasonOf(const QString& message) {
    static const QRegularExpression option(QStringLiteral("^option (\\w+)"));
    if (const auto m = option.match(message); m.hasMatch()) return QStringLiteral("option ") + m.captured(1);
    if (message.startsWith(QLatin1String("stipulation '"))) return QStringLiteral("stipulation not supported");
    if (message.startsWith(QLatin1String("sstipulation '"))) return QStringLiteral("SStipulation form not supported");
    if (message.startsWith(QLatin1String("illegal position"))) return QStringLiteral("illegal position");
    if (message.contains(QLatin1String("illegal position"))) return QStringLiteral("illegal twin position");
    return QStringLiteral("other: ") + message;
}

} // namespace

class TestPopeyeCorpus : public QObject {
    Q_OBJECT
private slots:
    void everyProblem() {
        const bool measure = qEnvironmentVariableIntValue("GMS_CORPUS_MEASURE") == 1;
        const bool listRefusals = qEnvironmentVariableIntValue("GMS_CORPUS_REFUSALS") == 1;
        QSet<QString> slow;
        for (const QString& line : QString::fromUtf8(readFile(kCorpus + "slow.tsv")).split(QLatin1Char('\n')))
            if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
                slow.insert(line.section(QLatin1Char('\t'), 0, 1));
        std::map<QString, int> counts;
        QStringList different, unspecific;
        int files = 0, problems = 0;
        const QStringList inputs = QDir(kCorpus).entryList({QStringLiteral("*.inp")}, QDir::Files, QDir::Name);
        QVERIFY2(inputs.size() >= 30, "the corpus is missing");
        for (const QString& name : inputs) {
            ++files;
            const std::string text = readFile(kCorpus + name).toStdString();
            const ProblemCollection c = parsePopeyeText(text);
            const auto answers =
                popeyeAnswers(kCorpus + QString(name).replace(QLatin1String(".inp"), QLatin1String(".out")));
            QVERIFY2(int(answers.size()) == c.total(), qPrintable(name + ": answers and problems differ in number"));
            const auto language = popeye::languageOfBegin(text.substr(0, text.find_first_of(" \t\r\n")));
            QVERIFY2(language.has_value(), qPrintable(name));
            const popeye::LanguageTable& lang = popeye::languageTable(*language);
            problems += c.total();
            for (const SkippedProblem& s : c.skipped) {
                const QString reason = reasonOf(q(s.message));
                // Popeye refuses such a position too: "the side to play can capture the king".
                const auto& answer = answers[std::size_t(s.index - 1)];
                const bool popeyeRefusesToo = reason == QLatin1String("illegal position") && answer &&
                                              answer->contains(QLatin1String("the side to play can capture the king"));
                ++counts[popeyeRefusesToo ? QStringLiteral("refused when read, as by Popeye: ") + reason
                                          : QStringLiteral("refused when read: ") + reason];
                if (listRefusals) qInfo("refused: %s #%d: %s", qPrintable(name), s.index, s.message.c_str());
                if (reason.startsWith(QLatin1String("other")) || s.line <= 0 || s.column <= 0)
                    unspecific << QStringLiteral("%1 #%2: %3").arg(name).arg(s.index).arg(q(s.message));
            }
            // Written as English and read again: the same problems (gms-cli convert).
            std::vector<Problem> read;
            for (const auto& entry : c.entries) read.push_back(entry.problem);
            const ProblemCollection again = parsePopeyeText(problemsToPopeye(read));
            QVERIFY2(again.skipped.empty() && again.entries.size() == read.size(), qPrintable(name));
            for (std::size_t k = 0; k < read.size(); ++k)
                QVERIFY2(again.entries[k].problem == read[k], qPrintable(name + QStringLiteral(" #%1").arg(k + 1)));
            for (const auto& entry : c.entries) {
                const QString id = QStringLiteral("%1\t%2").arg(name).arg(entry.index);
                const auto& answer = answers[std::size_t(entry.index - 1)];
                if (!answer) {
                    ++counts[QStringLiteral("read; no Popeye answer within 10 s")];
                    continue;
                }
                if (slow.contains(id)) {
                    ++counts[QStringLiteral("read; not solved here (GMS > 1 s, slow.tsv)")];
                    continue;
                }
                SolverOptions options;
                options.hashMegabytes = 16;
                // A guard: slow.tsv keeps the slow ones out. GMS_CORPUS_MEASURE=1 solves every problem
                // with a 2 s limit and prints the slow ones as lines for slow.tsv.
                options.maxSeconds = measure ? 2 : 10;
                Solver solver(Solver::withProblemHints(options, entry.problem.hints, true));
                QElapsedTimer clock;
                clock.start();
                const std::vector<Solution> solutions = solver.solveProblem(entry.problem);
                const qint64 ms = clock.elapsed();
                if (ms > 1000) qInfo("slow: %s\t%lld ms", qPrintable(id), ms);
                if (measure && ms > 1000) {
                    ++counts[QStringLiteral("read; GMS > 1 s")];
                    continue;
                }
                if (solutions.size() == 1 && !solutions.front().error.empty() && !solutions.front().complete &&
                    !isStoppedError(solutions.front().error)) {
                    ++counts[QStringLiteral("read; refused by the engine: ") +
                             q(solutions.front().error).section(':', 0, 0)];
                    continue;
                }
                bool complete = true;
                for (const Solution& s : solutions) complete = complete && s.complete;
                if (!complete) {
                    // Not a wrong answer: a loaded machine; the count says so.
                    qWarning("%s: stopped by the guard after %lld ms (slow.tsv should list it)", qPrintable(id), ms);
                    ++counts[QStringLiteral("read; stopped by the 10 s guard")];
                    continue;
                }
                // Duplex: Popeye prints both halves of a twin under its one heading; GMS's second half
                // (the other side starting) joins its twin.
                // '&': Popeye prints the parts one after the other, without headings.
                const bool andParts = !entry.problem.andParts.empty();
                std::vector<std::vector<const Solution*>> twinsSolved;
                for (const Solution& s : solutions) {
                    if ((s.duplexHalf || andParts) && !twinsSolved.empty())
                        twinsSolved.back().push_back(&s);
                    else
                        twinsSolved.push_back({&s});
                }
                const std::vector<QStringList> parts = twinParts(*answer);
                if (parts.size() != twinsSolved.size()) {
                    different << id + QStringLiteral(": %1 twins in Popeye's answer, %2 solved")
                                          .arg(parts.size())
                                          .arg(twinsSolved.size());
                    continue;
                }
                bool same = true;
                for (std::size_t k = 0; k < parts.size(); ++k) {
                    const Solution& first = *twinsSolved[k].front();
                    const QStringList expected = andParts ? popeyePartsSolutions(parts[k], lang)
                                                 : first.hasPostKey
                                                     ? popeyePostKeyDefences(parts[k], lang, first.postKeyOwnNumbers)
                                                     : popeyeSolutions(parts[k], first.stipulation.isBattle(), lang);
                    QStringList got;
                    for (const Solution* half : twinsSolved[k]) got << gmsSolutions(*half);
                    got.sort();
                    if (entry.problem.hints.maxSolutions > 0 && !first.stipulation.isBattle()) {
                        // MaxSolutions: each finds the first N lines in its own order; the number must agree
                        // and every line GMS finds must be a solution (checked by the help suites).
                        if (got.size() != expected.size()) same = false;
                        continue;
                    }
                    if (got != expected) {
                        same = false;
                        different << id + QStringLiteral(" twin %1:\n  Popeye: %2\n  GMS:    %3")
                                              .arg(k + 1)
                                              .arg(expected.join(QLatin1String(" | ")), got.join(QLatin1String(" | ")));
                    }
                }
                if (same)
                    ++counts[QStringLiteral("read; solved exactly as Popeye")];
                else if (different.isEmpty() || !different.last().startsWith(id))
                    different << id;
            }
        }
        // The count table of the README.
        qInfo("files %d, orthodox problems %d", files, problems);
        for (const auto& [what, n] : counts) qInfo("%5d  %s", n, qPrintable(what));
        QVERIFY2(unspecific.isEmpty(), qPrintable(unspecific.join(QLatin1Char('\n'))));
        QVERIFY2(different.isEmpty(), qPrintable(different.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestPopeyeCorpus)
#include "test_popeye_corpus.moc"

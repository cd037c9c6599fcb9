// SPDX-License-Identifier: GPL-3.0-or-later
// Popeye's input as Popeye reads it (issue 21): English, German and French chosen by the word
// that opens the file, every option named, Popeye's commands, fairy content refused by name in
// any language, malformed input answered at once with line and column.
//
// tests/data/popeye-languages/{en,de,fr}.inp hold the same 62 orthodox problems in the three
// languages (see its README): they must read as the same problems and solve alike.

#include "fen.h"
#include "popeye_format.h"
#include "popeye_language.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <string>

using namespace gms;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

std::string readData(const char* name) {
    QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", name);
    return f.readAll().toStdString();
}

QString skippedText(const ProblemCollection& c) {
    QStringList lines;
    for (const auto& s : c.skipped)
        lines << QStringLiteral("#%1 %2:%3 %4").arg(s.index).arg(s.line).arg(s.column).arg(q(s.message));
    return lines.join(QLatin1Char('\n'));
}

/// The only problem of `text`, which must read without error.
Problem only(const std::string& text) {
    ProblemCollection c = parsePopeyeText(text);
    if (!c.skipped.empty() || c.entries.size() != 1) qWarning("%s", qPrintable(skippedText(c)));
    return c.entries.empty() ? Problem{} : c.entries.front().problem;
}

/// The one error of `text`: "LINE:COLUMN: MESSAGE".
QString errorOf(const std::string& text) {
    ProblemCollection c = parsePopeyeText(text);
    if (c.skipped.size() != 1 || !c.entries.empty())
        return QStringLiteral("expected one error, got: ") + skippedText(c);
    const SkippedProblem& s = c.skipped.front();
    return QStringLiteral("%1:%2: %3").arg(s.line).arg(s.column).arg(q(s.message));
}

/// Keys (battle play) or lines (help play) of every twin, as text.
QString solved(const Problem& p) {
    SolverOptions options;
    options.hashMegabytes = 1;
    Solver solver(Solver::withProblemHints(options, p.hints, true));
    QString out;
    for (const Solution& sol : solver.solveProblem(p)) {
        Position pos;
        std::string message;
        loadProblemPosition(sol.fen, pos, message);
        TextOptions text;
        text.statistics = false;
        out += q(sol.twinDescription) + "\n" + q(formatSolutionText(pos, sol, text)) + q(verdictText(sol)) + "\n";
    }
    return out;
}

} // namespace

class TestPopeyeInput : public QObject {
    Q_OBJECT
private slots:
    /// The same problems in English, German and French: the same Problems, the same English
    /// when written, the same solutions.
    void threeLanguagesAlike() {
        const ProblemCollection en = parsePopeyeText(readData("popeye-languages/en.inp"));
        const ProblemCollection de = parsePopeyeText(readData("popeye-languages/de.inp"));
        const ProblemCollection fr = parsePopeyeText(readData("popeye-languages/fr.inp"));
        QVERIFY2(en.skipped.empty(), qPrintable(skippedText(en)));
        QVERIFY2(de.skipped.empty(), qPrintable(skippedText(de)));
        QVERIFY2(fr.skipped.empty(), qPrintable(skippedText(fr)));
        QCOMPARE(int(en.entries.size()), 62);
        QCOMPARE(de.entries.size(), en.entries.size());
        QCOMPARE(fr.entries.size(), en.entries.size());
        std::vector<Problem> written;
        for (std::size_t k = 0; k < en.entries.size(); ++k) {
            const QByteArray where = QByteArray("problem ") + QByteArray::number(int(k + 1));
            QVERIFY2(de.entries[k].problem == en.entries[k].problem, where.constData());
            QVERIFY2(fr.entries[k].problem == en.entries[k].problem, where.constData());
            written.push_back(de.entries[k].problem);
        }
        // Written back, German and French are the English file.
        std::vector<Problem> english;
        for (const auto& e : en.entries) english.push_back(e.problem);
        QCOMPARE(q(problemsToPopeye(written)), q(problemsToPopeye(english)));
        // Solved: the same answers (a sample of every kind: battle play, helpmates, twins).
        for (std::size_t k = 0; k < en.entries.size(); k += 5) {
            const QString a = solved(en.entries[k].problem);
            QVERIFY(!a.isEmpty());
            QCOMPARE(solved(fr.entries[k].problem), a);
            QCOMPARE(solved(de.entries[k].problem), a);
        }
    }

    /// Popeye's words in German and French: abbreviations, piece letters, colours, options, twins.
    void germanAndFrenchWords() {
        // German: K D T L S B; "anf", "ford", "ste wei sch", "opt vari ohnedroh", "zwi versetze".
        Problem de = only("anf\nford #2\nste wei kb6 th1 lh3h4 sc5g6 bc4c7e4f2g3 sch kd6 tf1f8 lb5 be5e7g4g5\n"
                          "opt vari ohnedroh verf widerlegung 2\nzwi versetze h1 h2\nende");
        QCOMPARE(de.fen, std::string("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1"));
        QVERIFY(de.hints.variations && de.hints.noThreat && de.hints.tries);
        QCOMPARE(de.hints.defence, 2);
        QCOMPARE(int(de.twins.size()), 1);
        // French: R D T F C P; "DebutProbleme", "enonce", "pieces blanc ... noir ...", "jumeau ote".
        Problem fr = only("DebutProbleme\nenonce h#2\npieces blanc rb6 dh1 fh3 cc5 pc4 noir rd6 tf1 pe5\n"
                          "option DemiDuplex SansRoquer e1\njumeau ote c4\njumeau enplus ote e5\nFinProbleme");
        QCOMPARE(fr.fen, std::string("8/8/1K1k4/2N1p3/2P5/7B/8/5r1Q w - - 0 1"));
        QCOMPARE(fr.stipulation.toString(), std::string("h#2"));
        QCOMPARE(int(fr.twins.size()), 2);
        QVERIFY(fr.twins[1].continued);
        // Forsyth in the language's letters (and Popeye's short Forsyth: the rest is empty).
        QCOMPARE(only("anf ford #1 forsyth 7k/8/5K2/6D1 ende").fen, std::string("7k/8/5K2/6Q1/8/8/8/8 w - - 0 1"));
        QCOMPARE(only("debut enonce #1 forsyth 7r/8/5R2/6D1 fin").fen, std::string("7k/8/5K2/6Q1/8/8/8/8 w - - 0 1"));
        // The letters of another language are fairy pieces (English Q in German is no queen).
        QVERIFY(errorOf("anf ford #1 ste wei kf6 qg5 sch kh8 ende")
                    .startsWith("1:25: fairy piece 'Q' in 'qg5' is not supported: GMS knows K D T L S B (S = knight)"));
        QVERIFY(errorOf("debut enonce #1 pieces blanc rf6 sg5 noir rh8 fin")
                    .contains("fairy piece 'S' in 'sg5' is not supported: GMS knows R D T F C P (C = knight)"));
        // English words are unknown in a German problem, named with the language's commands.
        QCOMPARE(errorOf("anf\nstip #2\nende"),
                 QStringLiteral("2:1: unknown command 'stip': expected a Popeye command such as Steine, Forderung, "
                                "Option or EndeProblem (German)"));
    }

    /// Each block opened after EndProblem has its own language (Popeye reads one block; GMS's
    /// collections may hold several).
    void languageSwitchesBetweenBlocks() {
        ProblemCollection c = parsePopeyeText("AnfangProblem ford #1 ste wei kf6 dg5 sch kh8 EndeProblem\n"
                                              "DebutProbleme enonce #1 pieces blanc rf6 dg5 noir rh8 FinProbleme\n"
                                              "BeginProblem stip #1 pieces white kf6 qg5 black kh8 EndProblem\n");
        QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
        QCOMPARE(int(c.entries.size()), 3);
        QCOMPARE(c.entries[1].problem, c.entries[0].problem);
        QCOMPARE(c.entries[2].problem, c.entries[0].problem);
    }

    /// Conditions, fairy pieces, neutral pieces and attributes in any language: an error naming
    /// the element, its line and column.
    void fairyRefusedByName_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("German condition") << "anf\nford #2\nbedingung circe\nste wei kc1 sch ke8\nende"
                                          << "3:1: fairy conditions are not supported by GMS: 'Bedingung circe'";
        QTest::newRow("French condition") << "debut\nenonce #2\ncondition madrasi\npieces blanc rc1 noir re8\nfin"
                                          << "3:1: fairy conditions are not supported by GMS: 'condition madrasi'";
        QTest::newRow("German twin condition")
            << "anf\nford #2\nste wei kc1 sch ke8\nzwilling bedingung circe\nende"
            << "4:10: fairy conditions are not supported by GMS: twin 'Bedingung circe'";
        QTest::newRow("German grasshopper")
            << "anf\nford #2\nste wei kc1 gd4 sch ke8\nende"
            << "3:13: fairy piece 'G' in 'gd4' is not supported: GMS knows K D T L S B (S = knight)";
        QTest::newRow("French nightrider")
            << "debut\nenonce #2\npieces blanc rc1 nd4 noir re8\nfin"
            << "3:18: piece N in 'nd4' is the nightrider in Popeye, a fairy piece GMS does "
               "not support: the knight is C";
        QTest::newRow("German neutral") << "anf\nford #2\nste neutral kc1\nende"
                                        << "3:5: Neutral pieces are not supported by GMS";
        QTest::newRow("French invisible") << "debut\nenonce #2\npieces TotalInvisible 1\nfin"
                                          << "3:8: TotalInvisible pieces are not supported by GMS";
        QTest::newRow("German royal") << "anf\nford #2\nste wei koeniglich kc1\nende"
                                      << "3:9: piece attribute Koeniglich is not supported by GMS";
        QTest::newRow("English two-letter piece") << "begin\nstip #2\npieces white kc1 cad4 black ke8\nend"
                                                  << "3:18: fairy piece 'CA' in 'cad4' is not supported";
        // A name of two characters when the word's length is even, as Popeye reads it: g2a2 is a
        // grasshopper-2 on a2 (BEISPIEL/hopper.inp), not pawns on g2 and a2.
        QTest::newRow("German grasshopper-2") << "anf\nford ser-h=14\nste wei kc7 g2a2 sch kf1 bh7\nende"
                                              << "3:13: fairy piece 'G2' in 'g2a2' is not supported";
        QTest::newRow("English bouncer on two squares") << "begin\nstip #2\npieces white kc1 b1d4e5 black ke8\nend"
                                                        << "3:18: fairy piece 'B1' in 'b1d4e5' is not supported";
        // Fairy content is named even after another error: it is why GMS can never solve the problem.
        QTest::newRow("fairy after a stipulation error")
            << "begin\nstip h=3\ncondition circe\npieces white kc1 black ke8\nend"
            << "3:1: fairy conditions are not supported by GMS: 'Condition circe'";
        QTest::newRow("fairy piece after an option error")
            << "begin\nstip #2\noption postkey\npieces white kc1 gd4 black ke8\nend"
            << "4:18: fairy piece 'G' in 'gd4' is not supported";
        QTest::newRow("hunter") << "begin\nstip #2\npieces white kc1 s/bd4 black ke8\nend"
                                << "3:18: fairy piece 'S/B' in 's/bd4' is not supported";
    }
    void fairyRefusedByName() {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const QString got = errorOf(text.toStdString());
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    /// Popeye's options: honoured, kept with a note, or refused by name.
    void options() {
        // MaxTime is honoured: the solve stops after that many seconds (the command line wins).
        Problem p = only("begin stip #2 pieces white kc1 black ke8 pe7 option maxtime 7 end");
        QCOMPARE(p.hints.maxSeconds, 7);
        QCOMPARE(Solver::withProblemHints({}, p.hints, true).maxSeconds, 7.0);
        SolverOptions given;
        given.maxSeconds = 2;
        QCOMPARE(Solver::withProblemHints(given, p.hints, true).maxSeconds, 2.0);
        QVERIFY(problemsToPopeye({p}).find("Option MaxTime 7\n") != std::string::npos);
        // Printing options are kept for writing back and said once, however many problems name them.
        ProblemCollection c = parsePopeyeText("begin stip #2 pieces white kc1 black ke8 option noboard movenum\n"
                                              "next stip #2 pieces white kc1 black ke8 option noboard\nend");
        QCOMPARE(int(c.entries.size()), 2);
        QCOMPARE(int(c.notes.size()), 2);
        QVERIFY(q(c.notes[0].message).startsWith("option NoBoard only changes Popeye's printing"));
        QCOMPARE(c.notes[0].line, 1);
        QCOMPARE(c.notes[0].column, 49);
        QVERIFY(q(c.notes[1].message).startsWith("option MoveNumbers only changes Popeye's printing"));
        QCOMPARE(c.entries[0].problem.extraPopeyeOptions, (std::vector<std::string>{"NoBoard", "MoveNumbers"}));
        // Intelligent is recorded (the help solver chooses how to search).
        QCOMPARE(only("begin stip h#2 pieces white kc1 black ke8 option intelligent end").extraPopeyeOptions,
                 std::vector<std::string>{"Intelligent"});
        // What GMS cannot honour is refused by name, in any language.
        // NoWk, NoBk: a side may stand without its king (a king that stands there is no error).
        QCOMPARE(only("begin stip #2 pieces white qd1 black ka8 option nowk end").hints.kinglessSides,
                 std::uint8_t(kinglessSide(White)));
        QCOMPARE(only("anf ford #2 ste wei kc1 sch ke8 option ohnesk ende").hints.kinglessSides,
                 std::uint8_t(kinglessSide(Black)));
        // Without the option Popeye warns "both sides need a king" and solves on: the option is
        // implied, with a note at the pieces (Popeye 4.104, EXAMPLES/automate.inp #1).
        {
            ProblemCollection c = parsePopeyeText("begin stip #2 pieces white qd1 black ka8 end");
            QCOMPARE(int(c.entries.size()), 1);
            QCOMPARE(c.entries[0].problem.hints.kinglessSides, std::uint8_t(kinglessSide(White)));
            QCOMPARE(int(c.notes.size()), 1);
            QCOMPARE(c.notes[0].column, 28);
            QCOMPARE(q(c.notes[0].message),
                     QStringLiteral("White has no king: solved as with Option NoWk (Popeye warns \"both sides need a "
                                    "king\" and solves on)"));
            const ProblemCollection both = parsePopeyeText("begin stip #2 pieces white qd1 black qa8 option nobk end");
            QCOMPARE(int(both.entries.size()), 1);
            QCOMPARE(both.entries[0].problem.hints.kinglessSides, std::uint8_t(AnySideKingless));
        }
        // Other illegal positions stay errors.
        QCOMPARE(errorOf("begin stip #2 pieces white ka1 kb1 black ka8 end"),
                 QStringLiteral("1:28: illegal position: White has 2 kings: exactly one is needed"));
        // With both, the board may be empty (Popeye solves it: nothing moves).
        QCOMPARE(only("begin stip h#2 option nowk nobk end").fen, std::string("8/8/8/8/8/8/8/8 b - - 0 1"));
        // Without them an empty board is read with notes, as Popeye warns and solves it
        // (TESTS/series_play.inp #6).
        {
            const ProblemCollection c = parsePopeyeText("begin stip h#2 option nowk end");
            QCOMPARE(int(c.entries.size()), 1);
            QCOMPARE(c.entries[0].problem.hints.kinglessSides, std::uint8_t(AnySideKingless));
            QCOMPARE(int(c.notes.size()), 2);
            QVERIFY(c.notes[0].message.starts_with("no pieces given (expected 'Pieces White Kc1 ... Black Ke8 ...'"));
            QCOMPARE(c.notes[0].line, 1);
            QCOMPARE(c.notes[0].column, 28);
            QVERIFY(c.notes[1].message.starts_with("Black has no king"));
        }
        // Duplex and PostKeyPlay are honoured (test_popeye_options), abbreviated as Popeye allows.
        QVERIFY(only("debut enonce #2 pieces blanc rc1 noir re8 option apres finprobleme").hints.postKeyPlay);
        QVERIFY(only("begin stip #2 pieces white kc1 black ke8 option dup end").hints.duplex);
        QCOMPARE(only("begin stip #2 pieces white kc1 black ke8 option threat 1 end").hints.maxThreatLength, 1);
        QVERIFY(only("begin stip #2 pieces white kc1 black ke8 option noshortvar end").hints.noShortVariations);
        const Problem nonTrivial = only("begin stip s#4 pieces white kc1 black ke8 option nontrivial 2 1 end");
        QCOMPARE(nonTrivial.hints.nonTrivialMax, 2);
        QCOMPARE(nonTrivial.hints.nonTrivialLength, 1);
        QCOMPARE(errorOf("begin stip #2 pieces white kc1 black ke8 option nontrivial 0 end"),
                 QStringLiteral("1:62: option NonTrivial expects a number such as 'NonTrivial 2', found 'end'"));
        QCOMPARE(errorOf("begin stip #2 pieces white kc1 black ke8 option quodlibet end"),
                 QStringLiteral(
                     "1:49: option Quodlibet is supported by GMS with s#N, s#=N, s=N and semi-r#N only, not with #2"));
        QVERIFY(only("begin stip h#2 pieces white kc1 black ke8 option StopOnShortSolutions end")
                    .hints.stopOnShortSolutions);
    }

    /// Two Stipulation lines: Popeye solves the first; GMS too, and says so naming both lines.
    void secondStipulationIsANote() {
        ProblemCollection c = parsePopeyeText("begin\nstip #2\npieces white kc1 black ke8\nstip #3\nend");
        QCOMPARE(int(c.entries.size()), 1);
        QCOMPARE(c.entries[0].problem.stipulation.toString(), std::string("#2"));
        QCOMPARE(int(c.notes.size()), 1);
        QCOMPARE(c.notes[0].line, 4);
        QCOMPARE(
            q(c.notes[0].message),
            QStringLiteral("a second stipulation '#3' (line 4) is ignored: Popeye solves the first, '#2' (line 2)"));
    }

    /// Popeye's commands: Protocol, End with text after it, LaTeX (output only).
    void commands() {
        ProblemCollection c = parsePopeyeText("begin\nprotocol my out.txt\nstip #1 pieces white kf6 qg5 black kh8\n"
                                              "latex x.tex\n  s SU Springer\nend\nthese words are after the end\n");
        QVERIFY2(c.skipped.empty(), qPrintable(skippedText(c)));
        QCOMPARE(int(c.entries.size()), 1);
        QCOMPARE(c.protocols.at(1), std::string("my out.txt"));
        // A problem refused for its content still names its Protocol file (Popeye writes it).
        QCOMPARE(parsePopeyeText("begin protocol x.txt\nstip #2 pieces white kc1 gd4 black ke8 end").protocols.at(1),
                 std::string("x.txt"));
        QCOMPARE(int(c.notes.size()), 2);
        QVERIFY(q(c.notes[0].message).contains("LaTeX"));
        QCOMPARE(c.notes[1].line, 7);
        QVERIFY(q(c.notes[1].message).contains("is ignored, as Popeye ignores it"));
    }

    /// Origin, Title and Remark keep every character through a round trip (issue 22).
    void metadataRoundTrip() {
        const std::string text = "BeginProblem\nTitle A, b; c: d\nOrigin London Era, 1861\nRemark x,y;z\n"
                                 "Pieces White Kf6 Qg5\n       Black Kh8\nStipulation #1\nEndProblem\n";
        Problem p = only(text);
        QCOMPARE(p.meta.source, std::string("London Era,"));
        QCOMPARE(p.meta.year, std::string("1861"));
        QCOMPARE(q(problemsToPopeye({p})), q(text));
    }

    /// Malformed input: an error with line and column at once (well under a second).
    void malformedAtOnce_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown keyword") << QByteArray("begin\nstip #2\npieces white kc1 black ke8\nfrobnicate\nend")
                                         << "4:1: unknown command 'frobnicate'";
        QTest::newRow("misspelt French keyword")
            << QByteArray("DebutProbleme\nenonce #2\npices blanc rc1 noir re8\nfinprobleme")
            << "3:1: unknown command 'pices'";
        QTest::newRow("ambiguous French keyword")
            << QByteArray("DebutProbleme\nenonce #2\npiece blanc rc1 noir re8\nfin")
            << "3:1: ambiguous command 'piece': could be pieces or PiecesLaTeX";
        QTest::newRow("truncated") << QByteArray("begin\nstip #2\npieces white kc1 bla")
                                   << "3:21: the text ends inside a problem: expected 'EndProblem' (or 'NextProblem')";
        QTest::newRow("missing EndProblem") << QByteArray("anf\nford #2\nste wei kc1 sch ke8\n")
                                            << "4:1: the text ends inside a problem: expected 'EndeProblem' (or "
                                               "'WeiteresProblem')";
        QTest::newRow("binary bytes") << QByteArray("begin\nstip #2\npieces white kc1 \x01\x02\xff black ke8\nend")
                                      << "3:18: unknown command";
    }
    void malformedAtOnce() {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QElapsedTimer clock;
        clock.start();
        const QString got = errorOf(text.toStdString());
        QVERIFY2(clock.elapsed() < 1000, "an error must come at once");
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    /// fuzz_popeye's dictionary holds every word of the three languages' tables.
    void fuzzDictionaryComplete() {
        QFile f(QStringLiteral(GMS_TEST_DATA_DIR "/../fuzz/fuzz_popeye.dict"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString dict = QString::fromUtf8(f.readAll());
        using namespace gms::popeye;
        for (Language language : {Language::English, Language::German, Language::French}) {
            const LanguageTable& t = languageTable(language);
            std::vector<const char*> words(std::begin(t.commands), std::end(t.commands));
            words.insert(words.end(), std::begin(t.options), std::end(t.options));
            words.insert(words.end(), std::begin(t.twinWords), std::end(t.twinWords));
            words.insert(words.end(), std::begin(t.colours), std::end(t.colours));
            words.insert(words.end(), std::begin(t.attributes), std::end(t.attributes));
            for (const char* w : words) QVERIFY2(dict.contains(QStringLiteral("=\"%1\"\n").arg(QLatin1String(w))), w);
        }
    }

    /// gms-cli solve writes its output to the Protocol file as well, and says the notes on stderr.
    void protocolWritten() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString input = dir.filePath(QStringLiteral("p.inp"));
        QFile f(input);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // Problem 1 names the file and is refused (a grasshopper); problem 2 is solved: both go to the file.
        f.write("AnfangProblem\nProtokoll out.txt\nForderung #1\nSteine Weiss Kf6 Gg5 Schwarz Kh8\nWeiteresProblem\n"
                "Forderung #1\nSteine Weiss Kf6 Dg5 Schwarz Kh8\nOption OhneBrett\nEndeProblem\n");
        f.close();
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(GMS_CLI_PATH), {QStringLiteral("solve"), input});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2); // problem 1 could not be read
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(out.contains(QLatin1String("problem 1: error: ")) && out.contains(QLatin1String("fairy piece 'G'")),
                 qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("Qg5-g7")), qPrintable(out));
        QVERIFY2(err.contains(QLatin1String(":8:8: note: option NoBoard only changes Popeye's printing")),
                 qPrintable(err));
        QFile protocol(dir.filePath(QStringLiteral("out.txt")));
        QVERIFY(protocol.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(protocol.readAll()), out);
    }
};

QTEST_GUILESS_MAIN(TestPopeyeInput)
#include "test_popeye_input.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Stipulation text as every format writes it: what reads, what prints back, and the
// message for each text that does not read (engine/problem/stipulation.h).

#include "epd_format.h"
#include "fen.h"
#include "movegen.h"
#include "popeye_format.h"
#include "problem.h"
#include "problem_file.h"
#include "solver.h"

#include "fuzz/format_invariants.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <string>
#include <vector>

#include "format_test_support.h"

using namespace gms;
using namespace gms::format_test;

class TestFormatsStipulation : public QObject {
    Q_OBJECT

private slots:
    void stipulationText_data();
    void stipulationText();
    void stipulationErrors_data();
    void stipulationErrors();
};

// ---- stipulations -------------------------------------------------------------

void TestFormatsStipulation::stipulationText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("printed");
    auto row = [](const char* name, const char* text, Stipulation::Kind k, int n, const char* printed) {
        QTest::newRow(name) << QString::fromLatin1(text) << int(k) << n << QString::fromLatin1(printed);
    };
    row("#3", "#3", Stipulation::Kind::DirectMate, 3, "#3");
    row("# 3", "# 3", Stipulation::Kind::DirectMate, 3, "#3");
    row("blanks", "  #12\t", Stipulation::Kind::DirectMate, 12, "#12");
    row("h#2", "h#2", Stipulation::Kind::HelpMate, 2, "h#2");
    row("H#2", "H#2", Stipulation::Kind::HelpMate, 2, "h#2");
    row("s#4", "s#4", Stipulation::Kind::SelfMate, 4, "s#4");
    row("S# 4", "S# 4", Stipulation::Kind::SelfMate, 4, "s#4");
    row("#1", "#1", Stipulation::Kind::DirectMate, 1, "#1");
    row("max", "#30", Stipulation::Kind::DirectMate, 30, "#30");
    row("not: empty", "", Stipulation::Kind::DirectMate, 0, "");
    row("not: #", "#", Stipulation::Kind::DirectMate, 0, "");
    row("not: #0", "#0", Stipulation::Kind::DirectMate, 0, "");
    row("not: #31", "#31", Stipulation::Kind::DirectMate, 0, "");
    row("not: #999", "#999", Stipulation::Kind::DirectMate, 0, "");
    row("r#2", "r#2", Stipulation::Kind::ReflexMate, 2, "r#2");
    row("h#2.5", "h#2.5", Stipulation::Kind::HelpMate, 2, "h#2.5");
    row("h#0.5", "H#0.5", Stipulation::Kind::HelpMate, 0, "h#0.5");
    row("ser-h#7", "SER-H#7", Stipulation::Kind::SeriesHelpMate, 7, "ser-h#7");
    // Series play runs longer (BEISPIEL/stip.inp's ser-=65): up to 99 moves.
    row("ser-=65", "ser-=65", Stipulation::Kind::SeriesDirect, 65, "ser-=65");
    row("series max", "ser-h#99", Stipulation::Kind::SeriesHelpMate, 99, "ser-h#99");
    row("not: ser-#100", "ser-#100", Stipulation::Kind::DirectMate, 0, "");
    row("not: h#31", "h#31", Stipulation::Kind::DirectMate, 0, "");
    row("not: exact-pser-s##2", "exact-pser-s##2", Stipulation::Kind::DirectMate, 0, "");
    row("not: s#2.5", "s#2.5", Stipulation::Kind::DirectMate, 0, "");
    row("not: h#0", "h#0", Stipulation::Kind::DirectMate, 0, "");
    row("not: ser-h#", "ser-h#", Stipulation::Kind::DirectMate, 0, "");
    row("not: s#31", "s#31", Stipulation::Kind::DirectMate, 0, "");
    row("r##2", "r##2", Stipulation::Kind::ReflexMate, 2, "r##2");
    row("ser-s##2", "SER-S##2", Stipulation::Kind::SeriesSelf, 2, "ser-s##2");
    row("not: #2x", "#2x", Stipulation::Kind::DirectMate, 0, "");
    row("not: #-1", "#-1", Stipulation::Kind::DirectMate, 0, "");
    row("not: huge", "#99999999999999999999", Stipulation::Kind::DirectMate, 0, "");
}

void TestFormatsStipulation::stipulationText() {
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(int, moves);
    QFETCH(QString, printed);
    auto s = Stipulation::parse(text.toStdString());
    if (printed.isEmpty()) {
        QVERIFY2(!s, qPrintable(QStringLiteral("'%1' must not be a stipulation").arg(text)));
        return;
    }
    QVERIFY(s.has_value());
    QCOMPARE(int(s->kind), kind);
    QCOMPARE(s->moves, moves);
    QCOMPARE(q(s->toString()), printed);
    QCOMPARE(Stipulation::parse(s->toString()), s);
}

void TestFormatsStipulation::stipulationErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("#0") << "#0"
                        << "stipulation '#0': the number of moves must be at least 1";
    QTest::newRow("#999") << "#999"
                          << QStringLiteral("stipulation '#999': at most %1 moves are supported").arg(Solver::MaxMoves);
    QTest::newRow("#31") << "#31"
                         << "at most 30 moves are supported";
    QTest::newRow("ser-h#100") << "ser-h#100"
                               << "stipulation 'ser-h#100': at most 99 moves are supported in series play";
    QTest::newRow("exact-pser-s##2")
        << "exact-pser-s##2"
        << "stipulation 'exact-pser-s##2' (exact parry series self play, goal double mate) is not yet supported";
    QTest::newRow("ser-h#") << "ser-h#"
                            << "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3";
    QTest::newRow("s#2.5") << "s#2.5"
                           << "stipulation 's#2.5': only help play takes half moves (h#N.5, hs#N.5)";
    QTest::newRow("#") << "#"
                       << "has no number of moves";
    QTest::newRow("empty") << ""
                           << "expected a stipulation such as #2";
}

void TestFormatsStipulation::stipulationErrors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    Stipulation s;
    std::string error;
    QVERIFY(!parseStipulation(text.toStdString(), s, error));
    QVERIFY2(q(error).contains(message), error.c_str());
}

QTEST_GUILESS_MAIN(TestFormatsStipulation)
#include "test_formats_stipulation.moc"

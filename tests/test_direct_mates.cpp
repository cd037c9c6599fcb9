// SPDX-License-Identifier: GPL-3.0-or-later
// The solver against Popeye: every problem of problems/direct_mates.tsv.
//
// direct_mates.tsv holds 160 orthodox direct mates #1..#5 with the complete key
// sets Popeye 4.104 reported (see problems/README.md): sound problems, cooked
// ones, short solutions, Black to move, castling and e.p. keys, promotions and
// underpromotions, and positions asked one move short of their mate (no key).
// Each is solved with the complete key search (no tree) and the keys, as UCI,
// and each key's mate length must equal the file.
//
// Problems that took Popeye more than kSlowPopeyeSeconds run only when the
// environment variable GMS_SLOW_TESTS is set; otherwise they are reported as
// skipped, with their id. Today no problem of the file is that slow (the
// slowest, mt0292, takes Popeye 10 s and our solver about 1.5 s in Release;
// all 160 take about 4 s), so every problem is solved by default.

#include "fen.h"
#include "notation.h"
#include "position.h"
#include "solution.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace gms;

namespace {

/// Problems Popeye needed longer than this for are "slow" (GMS_SLOW_TESTS).
constexpr double kSlowPopeyeSeconds = 30.0;

struct MateRow {
    int line = 0;
    QString id;
    QString fen;
    int n = 0;
    QMap<QString, int> keys; ///< key -> mate length (n unless listed in short_keys)
    int nKeys = 0;
    QString side;
    QString source;
    double popeyeSeconds = 0.0;
};

bool slowTestsEnabled() { return !qEnvironmentVariableIsEmpty("GMS_SLOW_TESTS"); }

/// Reads direct_mates.tsv; a malformed line is an error naming the line.
bool loadRows(std::vector<MateRow>& rows, QString& error) {
    const QString path = QStringLiteral(GMS_PROBLEMS_DIR "/direct_mates.tsv");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = QStringLiteral("cannot open %1").arg(path);
        return false;
    }
    QTextStream in(&file);
    const QStringList header = in.readLine().split(QLatin1Char('\t'));
    const QStringList expected = {"id", "fen", "n", "keys", "short_keys", "n_keys", "side", "source", "popeye_seconds"};
    if (header != expected) {
        error = QStringLiteral("%1:1: unexpected header %2").arg(path, header.join(QLatin1Char(' ')));
        return false;
    }
    int lineNo = 1;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        ++lineNo;
        if (line.trimmed().isEmpty()) continue;
        const QStringList c = line.split(QLatin1Char('\t'));
        auto fail = [&](const QString& what) {
            error = QStringLiteral("%1:%2: %3").arg(path).arg(lineNo).arg(what);
            return false;
        };
        if (c.size() != expected.size()) return fail(QStringLiteral("expected %1 columns").arg(expected.size()));
        MateRow row;
        row.line = lineNo;
        row.id = c[0];
        row.fen = c[1];
        bool ok1 = false, ok2 = false, ok3 = false;
        row.n = c[2].toInt(&ok1);
        row.nKeys = c[5].toInt(&ok2);
        row.side = c[6];
        row.source = c[7];
        row.popeyeSeconds = c[8].toDouble(&ok3);
        if (!ok1 || !ok2 || !ok3 || row.n < 1) return fail(QStringLiteral("bad number"));
        if (c[3] != QLatin1String("-"))
            for (const QString& k : c[3].split(QLatin1Char(' '), Qt::SkipEmptyParts)) row.keys.insert(k, row.n);
        if (c[4] != QLatin1String("-")) {
            for (const QString& s : c[4].split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const QStringList kv = s.split(QLatin1Char(':'));
                bool ok = false;
                const int len = kv.size() == 2 ? kv[1].toInt(&ok) : 0;
                if (!ok || !row.keys.contains(kv[0]) || len < 1 || len >= row.n)
                    return fail(QStringLiteral("bad short key %1").arg(s));
                row.keys[kv[0]] = len;
            }
        }
        if (row.keys.size() != row.nKeys) return fail(QStringLiteral("n_keys does not match the key list"));
        rows.push_back(row);
    }
    return true;
}

QString describe(const QMap<QString, int>& keys, int n) {
    QStringList parts;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it)
        parts << (it.value() == n ? it.key() : QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(' '));
}

bool isCastlingKey(const QString& fen, const QString& key) {
    const QString side = fen.section(QLatin1Char(' '), 1, 1);
    if (side == QLatin1String("w")) return key == QLatin1String("e1g1") || key == QLatin1String("e1c1");
    return key == QLatin1String("e8g8") || key == QLatin1String("e8c8");
}

} // namespace

class TestDirectMates : public QObject {
    Q_OBJECT

private:
    std::vector<MateRow> rows_;
    double solveSeconds_ = 0.0;
    int solved_ = 0;

private slots:
    void initTestCase() {
        QString error;
        QVERIFY2(loadRows(rows_, error), qPrintable(error));
        QVERIFY(rows_.size() >= 60);
        int slow = 0;
        for (const MateRow& r : rows_) slow += r.popeyeSeconds > kSlowPopeyeSeconds;
        qInfo("%d problems; %d slow ones %s", int(rows_.size()), slow,
              slowTestsEnabled() ? "included (GMS_SLOW_TESTS set)" : "skipped (set GMS_SLOW_TESTS=1 to run them)");
    }

    /// The file must keep covering what the solver has to get right.
    void coverage() {
        int blackToMove = 0, castlingKeys = 0, epKeys = 0, underpromotions = 0, noSolution = 0, shortKeys = 0,
            cooked = 0, sound = 0, fiveMovers = 0;
        for (const MateRow& r : rows_) {
            const QString ep = r.fen.section(QLatin1Char(' '), 3, 3);
            blackToMove += r.side == QLatin1String("b");
            noSolution += r.keys.isEmpty();
            cooked += r.keys.size() > 1;
            sound += r.keys.size() == 1 && r.keys.first() == r.n;
            fiveMovers += r.n == 5;
            for (auto it = r.keys.cbegin(); it != r.keys.cend(); ++it) {
                castlingKeys += isCastlingKey(r.fen, it.key());
                epKeys += ep != QLatin1String("-") && it.key().mid(2, 2) == ep && it.key()[0] != it.key()[2];
                underpromotions += it.key().size() == 5 && it.key()[4] != QLatin1Char('q');
                shortKeys += it.value() < r.n;
            }
        }
        QVERIFY(blackToMove >= 10);
        QVERIFY(castlingKeys >= 4);
        QVERIFY(epKeys >= 4);
        QVERIFY(underpromotions >= 2);
        QVERIFY(noSolution >= 10);
        QVERIFY(shortKeys >= 2);
        QVERIFY(cooked >= 10);
        QVERIFY(sound >= 60);
        QVERIFY(fiveMovers >= 10);
    }

    void solve_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(rows_.size()); ++i) {
            const QByteArray tag = rows_[i].id.toUtf8();
            QTest::newRow(tag.constData()) << i;
        }
    }
    void solve() {
        QFETCH(int, index);
        const MateRow& row = rows_[index];
        if (row.popeyeSeconds > kSlowPopeyeSeconds && !slowTestsEnabled()) {
            const QByteArray why = QStringLiteral("%1 is slow (Popeye %2 s); set GMS_SLOW_TESTS=1 to solve it")
                                       .arg(row.id)
                                       .arg(row.popeyeSeconds)
                                       .toUtf8();
            QSKIP(why.constData());
        }
        Position pos;
        std::string message;
        QVERIFY2(loadProblemPosition(row.fen.toStdString(), pos, message), message.c_str());
        QCOMPARE(QString(pos.sideToMove() == White ? "w" : "b"), row.side);

        SolverOptions options;
        options.mode = SolverOptions::Mode::Complete;
        options.buildTree = false;
        Solver solver(options);
        QElapsedTimer timer;
        timer.start();
        const Solution solution = solver.solve(pos, row.n);
        solveSeconds_ += timer.elapsed() / 1000.0;
        ++solved_;
        QVERIFY2(solution.complete, solution.error.c_str());
        QVERIFY(solution.error.empty());
        QCOMPARE(solution.moves, row.n);

        QMap<QString, int> found;
        for (const AttackNode& key : solution.keys) {
            const QString uci = QString::fromStdString(toUci(key.move));
            QVERIFY2(!found.contains(uci), qPrintable(QStringLiteral("key %1 reported twice").arg(uci)));
            found.insert(uci, key.mateIn);
        }
        // Compare the whole key set first: the message then shows both sets.
        QCOMPARE(describe(found, row.n), describe(row.keys, row.n));
        for (auto it = row.keys.cbegin(); it != row.keys.cend(); ++it) QCOMPARE(found.value(it.key()), it.value());

        int shortest = 0;
        for (int len : row.keys) shortest = shortest == 0 ? len : std::min(shortest, len);
        QCOMPARE(solution.shortest, shortest);
        QCOMPARE(solution.hasSolution(), !row.keys.isEmpty());
        QCOMPARE(solution.cooked(), row.keys.size() > 1);
        QCOMPARE(solution.sound(), row.keys.size() == 1 && shortest == row.n);
        // The solution names the position it solved.
        QCOMPARE(QString::fromStdString(solution.fen).section(QLatin1Char(' '), 0, 3),
                 row.fen.section(QLatin1Char(' '), 0, 3));
    }

    void cleanupTestCase() { qInfo("solved %d problems in %.2f s", solved_, solveSeconds_); }
};

QTEST_GUILESS_MAIN(TestDirectMates)
#include "test_direct_mates.moc"

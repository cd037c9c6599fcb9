// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped collection: problems/gms-collection.epd and .inp, the same
// problems in EPD and in Popeye's input language, generated from
// problems/collection-source.tsv by scripts/make_collection.py.
//
// Both files are read with readProblemFile (engine/problem_file.h); they must
// hold the same positions and stipulations, in the order of
// problems/gms-collection.keys.tsv, and every problem of both files is solved:
// its complete key set (UCI, with each key's mate length) must equal the
// recorded one, which in turn must contain the problem's published key.

#include "fen.h"
#include "notation.h"
#include "position.h"
#include "problem.h"
#include "problem_file.h"
#include "solution.h"
#include "solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

#include <string>
#include <vector>

using namespace gms;

namespace {

struct KeyRow {
    int line = 0;
    QString id;
    int n = 0;
    QString fen;             ///< Four FEN fields.
    QMap<QString, int> keys; ///< key -> mate length
    QString intendedKey;     ///< Published key (UCI) or empty.
};

QString fenFields(const std::string& fen) {
    return QString::fromStdString(fen).simplified().section(QLatin1Char(' '), 0, 3);
}

bool loadKeyRows(std::vector<KeyRow>& rows, QString& error) {
    const QString path = QStringLiteral(GMS_PROBLEMS_DIR "/gms-collection.keys.tsv");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = QStringLiteral("cannot open %1").arg(path);
        return false;
    }
    QTextStream in(&file);
    if (in.readLine() != QLatin1String("id\tn\tfen\tkeys\tintended_key")) {
        error = QStringLiteral("%1:1: unexpected header").arg(path);
        return false;
    }
    int lineNo = 1;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        ++lineNo;
        if (line.trimmed().isEmpty()) continue;
        const QStringList c = line.split(QLatin1Char('\t'));
        KeyRow row;
        row.line = lineNo;
        bool ok = c.size() == 5;
        if (ok) {
            row.id = c[0];
            row.n = c[1].toInt(&ok);
            row.fen = c[2];
        }
        if (ok) {
            for (const QString& item : c[3].split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                const QStringList kv = item.split(QLatin1Char(':'));
                int len = row.n;
                if (kv.size() == 2) len = kv[1].toInt(&ok);
                if (!ok || kv.size() > 2 || len < 1 || len > row.n) break;
                row.keys.insert(kv[0], len);
            }
            if (c[4] != QLatin1String("-")) row.intendedKey = c[4];
        }
        if (!ok || row.keys.isEmpty() || row.n < 2 || row.n > 5) {
            error = QStringLiteral("%1:%2: expected id, n (2..5), fen, keys, intended_key").arg(path).arg(lineNo);
            return false;
        }
        rows.push_back(row);
    }
    return true;
}

bool loadCollection(const QString& name, ProblemCollection& out, QString& error) {
    const std::string path = std::string(GMS_PROBLEMS_DIR "/") + name.toStdString();
    std::string message;
    if (!readProblemFile(path, out, message)) {
        error = QString::fromStdString(message);
        return false;
    }
    QStringList bad;
    for (const SkippedProblem& s : out.skipped)
        bad << QStringLiteral("problem %1, line %2: %3")
                   .arg(s.index)
                   .arg(s.line)
                   .arg(QString::fromStdString(s.message));
    if (!bad.isEmpty()) {
        error = QStringLiteral("%1: %2").arg(name, bad.join(QStringLiteral("; ")));
        return false;
    }
    return true;
}

QString describe(const QMap<QString, int>& keys, int n) {
    QStringList parts;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it)
        parts << (it.value() == n ? it.key() : QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(' '));
}

} // namespace

class TestCollection : public QObject {
    Q_OBJECT

private:
    std::vector<KeyRow> rows_;
    ProblemCollection epd_;
    ProblemCollection popeye_;
    double seconds_ = 0.0;

    void addSolveRows() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(rows_.size()); ++i) {
            const QByteArray tag = rows_[i].id.toUtf8();
            QTest::newRow(tag.constData()) << i;
        }
    }

    void solveAndCompare(const Problem& problem, const KeyRow& row) {
        QCOMPARE(problem.stipulation.kind, Stipulation::Kind::DirectMate);
        QCOMPARE(problem.stipulation.moves, row.n);
        Position pos;
        std::string message;
        QVERIFY2(loadProblemPosition(problem.fen, pos, message), message.c_str());
        SolverOptions options;
        options.mode = SolverOptions::Mode::Complete;
        options.buildTree = false;
        Solver solver(options);
        QElapsedTimer timer;
        timer.start();
        const Solution solution = solver.solve(pos, problem.stipulation.moves);
        seconds_ += timer.elapsed() / 1000.0;
        QVERIFY2(solution.complete, solution.error.c_str());
        QMap<QString, int> found;
        for (const AttackNode& key : solution.keys) found.insert(QString::fromStdString(toUci(key.move)), key.mateIn);
        QCOMPARE(found.size(), int(solution.keys.size()));
        QCOMPARE(describe(found, row.n), describe(row.keys, row.n));
    }

private slots:
    void initTestCase() {
        QString error;
        QVERIFY2(loadKeyRows(rows_, error), qPrintable(error));
        QVERIFY2(loadCollection(QStringLiteral("gms-collection.epd"), epd_, error), qPrintable(error));
        QVERIFY2(loadCollection(QStringLiteral("gms-collection.inp"), popeye_, error), qPrintable(error));
        QVERIFY2(rows_.size() >= 100, "the shipped collection must hold at least 100 problems");
    }

    /// Both files hold the recorded problems, in the same order, with the same data.
    void filesAgree() {
        QCOMPARE(int(epd_.entries.size()), int(rows_.size()));
        QCOMPARE(int(popeye_.entries.size()), int(rows_.size()));
        QStringList ids;
        for (int i = 0; i < int(rows_.size()); ++i) {
            const KeyRow& row = rows_[i];
            const Problem& e = epd_.entries[i].problem;
            const Problem& p = popeye_.entries[i].problem;
            const QByteArray where = QStringLiteral("problem %1 (%2)").arg(i + 1).arg(row.id).toUtf8();
            QVERIFY2(!ids.contains(row.id), where.constData());
            ids << row.id;
            QVERIFY2(fenFields(e.fen) == row.fen, where.constData());
            QVERIFY2(fenFields(p.fen) == row.fen, where.constData());
            QVERIFY2(e.stipulation == p.stipulation, where.constData());
            QVERIFY2(e.stipulation.moves == row.n, where.constData());
            QVERIFY2(e.meta.title == p.meta.title && !e.meta.title.empty(), where.constData());
            // The metadata survives both formats alike (Popeye: Origin "source, year",
            // Remark lines, "Remark Solution: ..." for the intended solution).
            QCOMPARE(QString::fromStdString(p.meta.author), QString::fromStdString(e.meta.author));
            // Popeye's Origin keeps every character before the year: "London Era, 1861" is the
            // source "London Era," (so that it is written back as read), the EPD's "London Era".
            QString popeyeSource = QString::fromStdString(p.meta.source);
            if (popeyeSource.endsWith(QLatin1Char(','))) popeyeSource.chop(1);
            QCOMPARE(popeyeSource, QString::fromStdString(e.meta.source));
            QCOMPARE(QString::fromStdString(p.meta.year), QString::fromStdString(e.meta.year));
            QCOMPARE(QString::fromStdString(p.meta.remarks), QString::fromStdString(e.meta.remarks));
            QCOMPARE(QString::fromStdString(p.meta.intendedSolution), QString::fromStdString(e.meta.intendedSolution));
        }
    }

    /// The recorded keys contain the published key of every classic.
    void recordedKeysAreConsistent() {
        int withIntendedKey = 0;
        for (const KeyRow& row : rows_) {
            const QByteArray where = row.id.toUtf8();
            if (!row.intendedKey.isEmpty()) {
                ++withIntendedKey;
                QVERIFY2(row.keys.contains(row.intendedKey), where.constData());
            }
        }
        QVERIFY(withIntendedKey >= 20);
    }

    void solveEpd_data() { addSolveRows(); }
    void solveEpd() {
        QFETCH(int, index);
        QVERIFY(index < int(epd_.entries.size()));
        solveAndCompare(epd_.entries[index].problem, rows_[index]);
    }

    void solvePopeye_data() { addSolveRows(); }
    void solvePopeye() {
        QFETCH(int, index);
        QVERIFY(index < int(popeye_.entries.size()));
        solveAndCompare(popeye_.entries[index].problem, rows_[index]);
    }

    void cleanupTestCase() { qInfo("solving took %.2f s", seconds_); }
};

QTEST_GUILESS_MAIN(TestCollection)
#include "test_collection.moc"

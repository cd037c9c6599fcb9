// SPDX-License-Identifier: GPL-3.0-or-later
/// The transposition table on zero pages: empty when made at any size, forgets on clear()
/// (also across the epoch wrap, where the pages are handed back), keeps entries through
/// prefault(), and costs a solve only the pages it touches.
#include "fen.h"
#include "solver.h"
#include "transposition_table.h"
#include "zeroed_pages.h"

#include <QFile>
#include <QTest>

#include <cstring>

using namespace gms;

namespace {
/// Resident memory of this process in kB (Linux; -1 elsewhere).
long residentKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}
constexpr std::uint64_t SomeKey = 0x0123456789ABCDEFull;
} // namespace

class TestTranspositionTable : public QObject {
    Q_OBJECT
private slots:
    void freshTableIsEmptyAndRemembers() {
        TranspositionTable table;
        table.resize(1);
        QVERIFY(table.enabled());
        QCOMPARE(table.megabytes(), std::size_t(1));
        std::uint16_t move = 7;
        QCOMPARE(table.probe(SomeKey, 5, BoundKind::Monotone, move), TranspositionTable::Probe::Unknown);
        QCOMPARE(move, std::uint16_t(0));
        QCOMPARE(table.hashfull(), 0);
        table.store(SomeKey, 5, true, BoundKind::Monotone, 42);
        QCOMPARE(table.probe(SomeKey, 7, BoundKind::Monotone, move), TranspositionTable::Probe::Proven);
        table.store(SomeKey ^ 1, 5, false, BoundKind::Exact, 9);
        QCOMPARE(table.probe(SomeKey ^ 1, 4, BoundKind::Exact, move), TranspositionTable::Probe::Unknown);
        QCOMPARE(move, std::uint16_t(9)); // the deciding move, to try first
        QCOMPARE(table.probe(SomeKey ^ 1, 5, BoundKind::Exact, move), TranspositionTable::Probe::Refuted);
    }

    /// SeriesExact bounds keep every refutation of an entry within 16 plies below its deepest
    /// one, in any order of the stores (a series position met at several lengths); proofs stay
    /// exact. Exact bounds (help play) keep the last one only, as before.
    void seriesExactKeepsSeveralRefutations() {
        TranspositionTable table;
        table.resize(1);
        std::uint16_t move = 0;
        using P = TranspositionTable::Probe;
        table.store(SomeKey, 3, false, BoundKind::SeriesExact, 0);
        table.store(SomeKey, 5, false, BoundKind::SeriesExact, 0); // 3 moves into the mask
        table.store(SomeKey, 2, false, BoundKind::SeriesExact, 0); // below the deepest
        for (int plies : {2, 3, 5}) QCOMPARE(table.probe(SomeKey, plies, BoundKind::SeriesExact, move), P::Refuted);
        for (int plies : {1, 4, 6}) QCOMPARE(table.probe(SomeKey, plies, BoundKind::SeriesExact, move), P::Unknown);
        table.store(SomeKey, 4, true, BoundKind::SeriesExact, 0);
        QCOMPARE(table.probe(SomeKey, 4, BoundKind::SeriesExact, move), P::Proven);
        QCOMPARE(table.probe(SomeKey, 3, BoundKind::SeriesExact, move), P::Refuted);
        // 20 plies deeper: the old ones fall out of the 16-ply window, nothing wrong is kept.
        table.store(SomeKey, 25, false, BoundKind::SeriesExact, 0);
        QCOMPARE(table.probe(SomeKey, 25, BoundKind::SeriesExact, move), P::Refuted);
        for (int plies : {2, 3, 5, 9, 24})
            QCOMPARE(table.probe(SomeKey, plies, BoundKind::SeriesExact, move), P::Unknown);
        table.store(SomeKey, 9, false, BoundKind::SeriesExact, 0); // exactly 16 below
        QCOMPARE(table.probe(SomeKey, 9, BoundKind::SeriesExact, move), P::Refuted);
        table.store(SomeKey, 8, false, BoundKind::SeriesExact, 0); // 17 below: not kept
        QCOMPARE(table.probe(SomeKey, 8, BoundKind::SeriesExact, move), P::Unknown);
        table.store(SomeKey ^ 4, 3, false, BoundKind::Exact, 0);
        table.store(SomeKey ^ 4, 5, false, BoundKind::Exact, 0);
        QCOMPARE(table.probe(SomeKey ^ 4, 5, BoundKind::Exact, move), P::Refuted);
        QCOMPARE(table.probe(SomeKey ^ 4, 3, BoundKind::Exact, move), P::Unknown);
        // Monotone entries are untouched by it: refuted at 5 holds for fewer plies only.
        table.store(SomeKey ^ 2, 5, false, BoundKind::Monotone, 0);
        QCOMPARE(table.probe(SomeKey ^ 2, 3, BoundKind::Monotone, move), P::Refuted);
        QCOMPARE(table.probe(SomeKey ^ 2, 6, BoundKind::Monotone, move), P::Unknown);
    }

    void clearForgetsAlsoWhenTheEpochWraps() {
        TranspositionTable table;
        table.resize(1);
        table.store(SomeKey, 3, true, BoundKind::Monotone, 1);
        std::uint16_t move = 0;
        table.clear();
        QCOMPARE(table.probe(SomeKey, 3, BoundKind::Monotone, move), TranspositionTable::Probe::Unknown);
        // The epoch is a byte: 255 clears bring the entry's epoch back. The pages must have
        // been zeroed at the wrap, or the entry of 255 problems ago would read as valid.
        table.resize(1); // the same size: only a clear
        table.store(SomeKey, 3, true, BoundKind::Monotone, 1);
        for (int i = 0; i < 255; ++i) table.clear();
        QCOMPARE(table.probe(SomeKey, 3, BoundKind::Monotone, move), TranspositionTable::Probe::Unknown);
        table.store(SomeKey, 3, true, BoundKind::Monotone, 1); // and the table still works
        QCOMPARE(table.probe(SomeKey, 3, BoundKind::Monotone, move), TranspositionTable::Probe::Proven);
    }

    void prefaultKeepsEntries() {
        TranspositionTable table;
        table.resize(2);
        table.store(SomeKey, 4, false, BoundKind::Monotone, 3);
        table.prefault();
        std::uint16_t move = 0;
        QCOMPARE(table.probe(SomeKey, 2, BoundKind::Monotone, move), TranspositionTable::Probe::Refuted);
        for (int i = 0; i < 255; ++i) table.clear(); // the wrap zeroes prefaulted pages by writing
        QCOMPARE(table.probe(SomeKey, 2, BoundKind::Monotone, move), TranspositionTable::Probe::Unknown);
    }

    /// A solve starts on the first megabyte and doubles the part it uses when half of it is
    /// filled; an entry the doubling moves out of reach reads as unknown, never as another's.
    void usedPartGrowsWithTheSolve() {
        TranspositionTable table;
        table.resize(64);
        QCOMPARE(table.activeKilobytes(), std::size_t(1024));
        const auto keyOf = [](std::uint64_t i) { return (i + 1) * 0x9E3779B97F4A7C15ULL; };
        constexpr std::uint64_t Keys = 200000;
        for (std::uint64_t i = 0; i < Keys; ++i) table.store(keyOf(i), 5, false, BoundKind::Exact, 0);
        QVERIFY(table.activeKilobytes() >= 4096);
        QVERIFY(table.activeKilobytes() <= 64 * 1024);
        std::uint16_t move = 0;
        int found = 0;
        for (std::uint64_t i = 0; i < Keys; ++i) {
            const auto probe = table.probe(keyOf(i), 5, BoundKind::Exact, move);
            QVERIFY(probe != TranspositionTable::Probe::Proven);
            found += probe == TranspositionTable::Probe::Refuted;
            QCOMPARE(table.probe(keyOf(i), 4, BoundKind::Exact, move), TranspositionTable::Probe::Unknown);
        }
        QVERIFY(found > int(Keys / 2));
        table.clear();
        QCOMPARE(table.activeKilobytes(), std::size_t(1024));
        table.prefault();
        table.clear(); // backed pages: the next solve uses the whole table at once
        QCOMPARE(table.activeKilobytes(), std::size_t(64 * 1024));
    }

    void zeroedPagesAreZeroAfterZero() {
        ZeroedPages pages;
        pages.reset(3 * 4096 + 100);
        QVERIFY(pages.data() != nullptr);
        auto* bytes = static_cast<unsigned char*>(pages.data());
        for (std::size_t i = 0; i < pages.size(); i += 512) QCOMPARE(int(bytes[i]), 0);
        std::memset(bytes, 0xAB, pages.size());
        pages.zero();
        for (std::size_t i = 0; i < pages.size(); ++i)
            if (bytes[i] != 0) QFAIL(qPrintable(QString("byte %1 not zero after zero()").arg(i)));
        pages.reset(0);
        QVERIFY(pages.data() == nullptr);
        QCOMPARE(pages.size(), std::size_t(0));
    }

    /// A mate in one with a 1 GB table: only the pages it touches become resident (the old
    /// table zeroed all 1 GB before the first node).
    void smallSolveTouchesFewPages() {
        if (residentKb() < 0) QSKIP("needs /proc/self/status");
        const long before = residentKb();
        Position pos;
        std::string message;
        QVERIFY(loadProblemPosition("k3N3/P7/K7/8/8/8/8/8 w - - 0 1", pos, message));
        SolverOptions options;
        options.hashMegabytes = 1024;
        options.threads = 1;
        options.table = std::make_shared<TranspositionTable>();
        const Solution sol = Solver(options).solve(pos, 1);
        QVERIFY(sol.complete);
        QCOMPARE(sol.keys.size(), std::size_t(1));
        const long grown = residentKb() - before;
        qInfo("resident memory grew by %ld kB for a #1 with a 1 GB table", grown);
        QVERIFY2(grown < 64 * 1024, qPrintable(QString("grew by %1 kB").arg(grown)));
        options.table->prefault();
        QVERIFY2(residentKb() - before > 1000 * 1024, "prefault() backs every page");
    }
};

QTEST_GUILESS_MAIN(TestTranspositionTable)
#include "test_transposition_table.moc"

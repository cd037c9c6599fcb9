// SPDX-License-Identifier: GPL-3.0-or-later
/// The GUI's saves and exports go through the checked writer (engine/io): a disk that
/// fills during a save keeps the old file and says why; a symlinked collection stays a
/// link; a diagram export to a full disk fails with the OS's message.
#include "DiagramBlock.h"
#include "DiagramWriter.h"
#include "ProblemDocument.h"
#include "checked_write.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <unistd.h>

using namespace gms;
using gms::ui::ProblemDocument;

namespace {

/// Every write fails with ENOSPC, as on a full disk.
ssize_t fullDisk(int, const void*, std::size_t) {
    errno = ENOSPC;
    return -1;
}
const io::SystemCalls FullDisk{fullDisk, [](int fd) { return ::fsync(fd); }, [](int fd) { return ::close(fd); }};

struct DiskFull {
    DiskFull() { io::setSystemCalls(&FullDisk); }
    ~DiskFull() { io::setSystemCalls(nullptr); }
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

const QByteArray Collection = "7k/8/6K1/8/8/8/8/R7 w - - dm 1; id \"one\";\n";

} // namespace

class TestUiCheckedSave : public QObject {
    Q_OBJECT
private slots:
    void fullDiskKeepsTheSavedCollection() {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.epd");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Collection);
        f.close();
        ProblemDocument doc;
        QVERIFY(doc.load(path).ok);
        QString error;
        {
            DiskFull full;
            QVERIFY(!doc.save(path, error));
        }
        QCOMPARE(error, "Cannot write " + path + ": No space left on device; " + path + " is unchanged");
        QCOMPARE(readAll(path), Collection);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"mine.epd"});
    }

    void savingThroughASymlinkKeepsTheLink() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("synced"));
        const QString real = dir.filePath("synced/mine.epd");
        QFile f(real);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Collection);
        f.close();
        const QString link = dir.filePath("mine.epd");
        QVERIFY(QFile::link(real, link));
        ProblemDocument doc;
        QVERIFY(doc.load(link).ok);
        QString error;
        QVERIFY2(doc.save(link, error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(real), Collection);
    }

    void openingIsBounded() {
        ProblemDocument doc;
        const auto zero = doc.load("/dev/zero.epd");
        QVERIFY(!zero.ok);
        const auto device = doc.load("/dev/zero");
        QVERIFY(!device.ok);
        QCOMPARE(device.error, QString("Cannot read /dev/zero: it is a character device, not a file"));
        const auto folder = doc.load(QDir::tempPath());
        QCOMPARE(folder.error, "Cannot read " + QDir::tempPath() + ": it is a folder");
    }

    void diagramExportOnAFullDisk() {
        QTemporaryDir dir;
        const QString path = dir.filePath("d.svg");
        Problem problem;
        problem.fen = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
        problem.stipulation.kind = Stipulation::Kind::DirectMate;
        problem.stipulation.moves = 1;
        diagram::DiagramBlock block;
        std::string why;
        QVERIFY(diagram::blockFromProblem(problem, block, why));
        QString error;
        {
            DiskFull full;
            QVERIFY(!diagram::writeDiagram(path, block, error));
        }
        QCOMPARE(error, "cannot write " + path + ": No space left on device");
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY2(diagram::writeDiagram(path, block, error), qPrintable(error));
        QVERIFY(readAll(path).startsWith("<?xml"));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    TestUiCheckedSave test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_ui_checked_save.moc"

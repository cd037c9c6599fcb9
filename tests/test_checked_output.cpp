// SPDX-License-Identifier: GPL-3.0-or-later
/// The checked writer (engine/io) under injected faults, and the bounded reader:
/// short writes and EINTR lose nothing, ENOSPC / a failed fsync or close keep the old
/// file whole with the OS's message, a symlink stays a link, a device or FIFO is
/// written in place; controls are escaped and long inputs cut in messages.
#include "bounded_input.h"
#include "checked_write.h"
#include "fifo_reader.h"
#include "output_file.h"
#include "printable.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sstream>
#include <poll.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace gms;

namespace {

/// The fault a test injects into the writer's system calls.
struct Faults {
    std::size_t maxChunk = 0;     ///< > 0: every write writes at most this many bytes (short writes).
    bool eintrEveryOther = false; ///< every other write fails with EINTR before writing.
    long spaceLeft = -1;          ///< >= 0: bytes that fit before ENOSPC.
    bool zeroWrite = false;       ///< a write that returns 0 (a full device, as POSIX allows).
    int fsyncErrno = 0;
    int closeErrno = 0;
    int writes = 0;
};
Faults faults;

ssize_t faultyWrite(int fd, const void* data, std::size_t size) {
    ++faults.writes;
    if (faults.eintrEveryOther && faults.writes % 2 == 1) {
        errno = EINTR;
        return -1;
    }
    if (faults.zeroWrite) return 0;
    if (faults.maxChunk > 0) size = std::min(size, faults.maxChunk);
    if (faults.spaceLeft >= 0) {
        if (faults.spaceLeft == 0) {
            errno = ENOSPC;
            return -1;
        }
        size = std::min(size, std::size_t(faults.spaceLeft)); // a full disk first gives a short write
        faults.spaceLeft -= long(size);
    }
    return ::write(fd, data, size);
}
int faultyFsync(int fd) {
    if (faults.fsyncErrno) {
        errno = faults.fsyncErrno;
        return -1;
    }
    return ::fsync(fd);
}
int faultyClose(int fd) {
    ::close(fd);
    if (faults.closeErrno) {
        errno = faults.closeErrno;
        return -1;
    }
    return 0;
}
const io::SystemCalls FaultyCalls{faultyWrite, faultyFsync, faultyClose};

/// Installs the faulty calls for one test; the real ones come back at its end.
struct Injected {
    explicit Injected(Faults f) {
        faults = f;
        io::setSystemCalls(&FaultyCalls);
    }
    ~Injected() { io::setSystemCalls(nullptr); }
};

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

std::string bigText() {
    std::string s;
    for (int i = 0; i < 20000; ++i) s += "line " + std::to_string(i) + " of a long output\n";
    return s;
}

QStringList entries(const QTemporaryDir& dir) {
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace

class TestCheckedOutput : public QObject {
    Q_OBJECT
private slots:
    // ---- writes that the OS cuts or interrupts lose nothing ------------------------------

    void shortWritesAndEintrLoseNothing_data() {
        QTest::addColumn<int>("chunk");
        QTest::addColumn<bool>("eintr");
        QTest::newRow("3-byte writes") << 3 << false;
        QTest::newRow("EINTR every other write") << 0 << true;
        QTest::newRow("both") << 7 << true;
    }
    void shortWritesAndEintrLoseNothing() {
        QFETCH(int, chunk);
        QFETCH(bool, eintr);
        QTemporaryDir dir;
        const QString path = dir.filePath("out.txt");
        const std::string text = bigText().substr(0, 5000);
        std::string error;
        {
            Faults f;
            f.maxChunk = std::size_t(chunk);
            f.eintrEveryOther = eintr;
            Injected inject(f);
            QVERIFY2(io::writeOutputFile(path.toStdString(), text, error), error.c_str());
        }
        QCOMPARE(readAll(path), QByteArray::fromStdString(text));
        QCOMPARE(entries(dir), QStringList{"out.txt"});
    }

    // ---- a full disk, a failed fsync or close: the old file is kept -----------------------

    void failuresKeepTheOldFile_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("ENOSPC after 8 KB") << 0 << "No space left on device";
        QTest::newRow("write returns 0") << 1 << "No space left on device";
        QTest::newRow("fsync EIO") << 2 << "Input/output error";
        QTest::newRow("close EDQUOT") << 3 << "Disk quota exceeded";
    }
    void failuresKeepTheOldFile() {
        QFETCH(int, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath("diagram.pdf");
        std::string error;
        QVERIFY(io::writeOutputFile(path.toStdString(), "the good old file\n", error));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        {
            Faults f;
            if (kind == 0) f.spaceLeft = 8192;
            if (kind == 1) f.zeroWrite = true;
            if (kind == 2) f.fsyncErrno = EIO;
            if (kind == 3) f.closeErrno = EDQUOT;
            Injected inject(f);
            QVERIFY(!io::writeOutputFile(path.toStdString(), bigText(), error));
        }
        const QString e = QString::fromStdString(error);
        QVERIFY2(e.startsWith("cannot write " + path + ": " + message), qPrintable(e));
        QVERIFY2(e.endsWith(path + " is unchanged"), qPrintable(e));
        QCOMPARE(readAll(path), QByteArray("the good old file\n"));
        QCOMPARE(entries(dir), QStringList{"diagram.pdf"}); // no temporary left behind
        // A later save that succeeds keeps the permissions.
        QVERIFY(io::writeOutputFile(path.toStdString(), "new\n", error));
        QCOMPARE(readAll(path), QByteArray("new\n"));
        QCOMPARE(QFile::permissions(path) &
                     (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther),
                 QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup);
    }

    void writeAllReportsTheErrno() {
        QTemporaryDir dir;
        QFile f(dir.filePath("x"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        Faults fs;
        fs.spaceLeft = 10;
        Injected inject(fs);
        int err = 0;
        QVERIFY(!io::writeAll(f.handle(), "0123456789abcdef", err));
        QCOMPARE(err, ENOSPC);
        QCOMPARE(QString::fromStdString(io::systemErrorText(ENOSPC)), QString("No space left on device"));
    }

    // ---- what the path names -----------------------------------------------------------

    void symlinkStaysALink() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("synced"));
        const QString target = dir.filePath("synced/problems.epd");
        const QString link = dir.filePath("problems.epd");
        std::string error;
        QVERIFY(io::writeOutputFile(target.toStdString(), "old\n", error));
        QVERIFY(::symlink("synced/problems.epd", link.toLocal8Bit().constData()) == 0); // relative link
        QVERIFY2(io::writeOutputFile(link.toStdString(), "new\n", error), error.c_str());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readAll(target), QByteArray("new\n"));
        // A dangling link: its target is created, the link stays.
        const QString dangling = dir.filePath("later.epd");
        QVERIFY(::symlink(qPrintable(dir.filePath("synced/later.epd")), qPrintable(dangling)) == 0);
        QVERIFY2(io::writeOutputFile(dangling.toStdString(), "made\n", error), error.c_str());
        QVERIFY(QFileInfo(dangling).isSymLink());
        QCOMPARE(readAll(dir.filePath("synced/later.epd")), QByteArray("made\n"));
        // A loop of links is an error, not a hang.
        QVERIFY(::symlink("loop2", qPrintable(dir.filePath("loop1"))) == 0);
        QVERIFY(::symlink("loop1", qPrintable(dir.filePath("loop2"))) == 0);
        QVERIFY(!io::writeOutputFile(dir.filePath("loop1").toStdString(), "x", error));
        QVERIFY2(QString::fromStdString(error).contains("Too many levels of symbolic links"), error.c_str());
    }

    void devicesAndFifosAreWrittenInPlace() {
        std::string error;
        QVERIFY2(io::writeOutputFile("/dev/null", "nothing\n", error), error.c_str());
        struct stat st {};
        QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));

        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe");
        QVERIFY(::mkfifo(qPrintable(fifo), 0600) == 0);
        QByteArray received;
        std::thread reader([&] { received = readFifo(fifo); });
        const bool written = io::writeOutputFile(fifo.toStdString(), "through the pipe\n", error);
        reader.join();
        QVERIFY2(written, error.c_str());
        QCOMPARE(received, QByteArray("through the pipe\n"));
        QVERIFY(::stat(qPrintable(fifo), &st) == 0 && S_ISFIFO(st.st_mode));
        QCOMPARE(entries(dir), QStringList{"pipe"});

        // /dev/full: the device's own ENOSPC.
        QVERIFY(!io::writeOutputFile("/dev/full", "x", error));
        QCOMPARE(QString::fromStdString(error), QString("cannot write /dev/full: No space left on device"));
        // A folder is not replaced.
        QVERIFY(!io::writeOutputFile(dir.path().toStdString(), "x", error));
        QVERIFY2(QString::fromStdString(error).endsWith("it is a folder"), error.c_str());
    }

    // ---- bounded input -----------------------------------------------------------------

    void inputFilesAreBounded() {
        std::string text, error;
        QVERIFY(!io::readInputFile("/dev/zero", text, error));
        QCOMPARE(QString::fromStdString(error), QString("cannot read /dev/zero: it is a character device, not a file"));
        QVERIFY(!io::readInputFile("/", text, error));
        QCOMPARE(QString::fromStdString(error), QString("cannot read /: it is a folder"));
        QVERIFY(!io::readInputFile("/nonexistent/w.txt", text, error));
        QCOMPARE(QString::fromStdString(error), QString("cannot open /nonexistent/w.txt: No such file or directory"));

        // An endless pipe stops at the limit.
        QTemporaryDir dir;
        const QString fifo = dir.filePath("endless");
        QVERIFY(::mkfifo(qPrintable(fifo), 0600) == 0);
        std::thread writer([&] {
            const int fd = ::open(qPrintable(fifo), O_WRONLY);
            std::string block(1 << 16, 'x');
            while (::write(fd, block.data(), block.size()) > 0) {}
            ::close(fd);
        });
        QVERIFY(!io::readInputFile(fifo.toStdString(), text, error));
        writer.join(); // the reader closed: the writer gets EPIPE (SIGPIPE is ignored by the test below)
        QVERIFY2(QString::fromStdString(error).contains("it is larger than 64 MiB"), error.c_str());
        QVERIFY(text.empty());
    }

    void overlongLines() {
        std::size_t line = 0, length = 0;
        std::string text =
            "a\nb\n" + std::string(io::MaxInputLineBytes, 'x') + "\n" + std::string(io::MaxInputLineBytes + 5, 'y');
        QVERIFY(io::findOverlongLine(text, line, length));
        QCOMPARE(line, std::size_t(4));
        QCOMPARE(length, io::MaxInputLineBytes + 5);
        QCOMPARE(QString::fromStdString(io::overlongLineMessage(length)),
                 QString("line too long: 65541 bytes, at most 65536 are read"));
        QVERIFY(!io::findOverlongLine(text.substr(0, text.rfind('\n')), line, length));

        std::istringstream in("uci\r\n" + std::string(10 << 20, 'z') + "\nisready");
        io::BoundedLineReader reader(in);
        std::string got;
        QCOMPARE(reader.next(got, length), io::BoundedLineReader::Result::Line);
        QCOMPARE(got, std::string("uci"));
        QCOMPARE(reader.next(got, length), io::BoundedLineReader::Result::TooLong);
        QCOMPARE(length, std::size_t(10 << 20));
        QVERIFY(got.capacity() < 2 * io::MaxInputLineBytes); // never held whole
        QCOMPARE(reader.next(got, length), io::BoundedLineReader::Result::Line);
        QCOMPARE(got, std::string("isready"));
        QCOMPARE(reader.next(got, length), io::BoundedLineReader::Result::End);
    }

    // ---- text shown to a person ----------------------------------------------------------

    void controlsAreEscaped() {
        QCOMPARE(QString::fromStdString(io::printable("a\x1b[2Jb\x7f\tc\n")), QString("a\\x1b[2Jb\\x7f\\x09c\\x0a"));
        QCOMPARE(QString::fromStdString(io::printable("a\x1b[2J\tc\n", true)), QString("a\\x1b[2J\tc\n"));
        QCOMPARE(QString::fromStdString(io::printable("\xc2\x9b"
                                                      "31m caf\xc3\xa9")),
                 QString::fromUtf8("\\u009b31m café"));
        QCOMPARE(QString::fromStdString(io::quoteInput("e2e4")), QString("'e2e4'"));
        const std::string longInput(10 << 20, 'q');
        const QString quoted = QString::fromStdString(io::quoteInput(longInput));
        QCOMPARE(quoted, "'" + QString(64, 'q') + QString::fromUtf8("…' (10485760 bytes)"));
        // A cut never splits a UTF-8 character.
        const QString accents = QString::fromStdString(io::quoteInput(std::string(63, 'a') + "\xc3\xa9\xc3\xa9"));
        QVERIFY2(accents.startsWith("'" + QString(63, 'a') + QString::fromUtf8("…'")), qPrintable(accents));
    }
};

int main(int argc, char** argv) {
    ::signal(SIGPIPE, SIG_IGN); // the endless-pipe writer sees EPIPE when the reader stops
    TestCheckedOutput test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_checked_output.moc"

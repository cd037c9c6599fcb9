// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fifo_reader.h  Test helper: what a writer sends into a FIFO, read without hanging.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

/// Reads a FIFO until its writer closes it, for at most 30 s (a FIFO that was wrongly
/// replaced by a file must fail the test, not hang it).
inline QByteArray readFifo(const QString& path) {
    const int fd = ::open(qPrintable(path), O_RDONLY | O_NONBLOCK);
    if (fd < 0) return "<cannot open>";
    QByteArray got;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000) {
        pollfd p{fd, POLLIN, 0};
        ::poll(&p, 1, 100);
        char buffer[4096];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n > 0)
            got.append(buffer, n);
        else if (n == 0 && !got.isEmpty())
            break; // the writer is done
    }
    ::close(fd);
    return got;
}

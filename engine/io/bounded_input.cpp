// SPDX-License-Identifier: GPL-3.0-or-later
#include "bounded_input.h"

#include "checked_write.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gms::io {

namespace {
const char* kindOf(mode_t mode) {
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}
} // namespace

bool readInputFile(const std::string& path, std::string& text, std::string& error) {
    text.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error = "cannot open " + path + ": " + systemErrorText(errno);
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))) {
        error = "cannot read " + path + ": " +
                (S_ISDIR(st.st_mode) ? std::string("it is a folder")
                                     : std::string("it is ") + kindOf(st.st_mode) + ", not a file");
        ::close(fd);
        return false;
    }
    // Read at most the limit and one byte more, to know it is exceeded.
    std::size_t size = 0;
    const std::size_t chunk = 1 << 16;
    for (;;) {
        if (size > MaxInputFileBytes) break;
        text.resize(size + chunk);
        const ssize_t n = ::read(fd, text.data() + size, chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            error = "cannot read " + path + ": " + systemErrorText(errno);
            ::close(fd);
            text.clear();
            return false;
        }
        if (n == 0) break;
        size += std::size_t(n);
    }
    ::close(fd);
    text.resize(size);
    if (size > MaxInputFileBytes) {
        text.clear();
        text.shrink_to_fit();
        error = "cannot read " + path + ": it is larger than " + std::to_string(MaxInputFileBytes >> 20) +
                " MiB (a problem collection is far smaller)";
        return false;
    }
    error.clear();
    return true;
}

bool findOverlongLine(std::string_view text, std::size_t& line, std::size_t& length) {
    std::size_t number = 1, start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i != text.size() && text[i] != '\n') continue;
        if (i - start > MaxInputLineBytes) {
            line = number;
            length = i - start;
            return true;
        }
        ++number;
        start = i + 1;
    }
    return false;
}

std::string overlongLineMessage(std::size_t length) {
    return "line too long: " + std::to_string(length) + " bytes, at most " + std::to_string(MaxInputLineBytes) +
           " are read";
}

BoundedLineReader::Result BoundedLineReader::next(std::string& line, std::size_t& length) {
    line.clear();
    length = 0;
    std::streambuf* buf = in_.rdbuf();
    bool any = false;
    for (;;) {
        const auto c = buf->sbumpc();
        if (std::istream::traits_type::eq_int_type(c, std::istream::traits_type::eof())) {
            in_.setstate(std::ios::eofbit);
            if (!any) return Result::End;
            break;
        }
        any = true;
        const char ch = std::istream::traits_type::to_char_type(c);
        if (ch == '\n') break;
        if (length < max_) line.push_back(ch);
        ++length;
    }
    if (length <= max_ && !line.empty() && line.back() == '\r') line.pop_back();
    return length > max_ ? Result::TooLong : Result::Line;
}

} // namespace gms::io

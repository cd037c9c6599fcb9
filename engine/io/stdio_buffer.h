// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stdio_buffer.h  A std::streambuf over a C stdio stream: std::cout and printf
/// (or std::cerr and fprintf) share one buffer and keep their order.
#pragma once

#include <cstdio>
#include <streambuf>

namespace gms::io {

class StdioBuffer : public std::streambuf {
public:
    explicit StdioBuffer(std::FILE* file) : file_(file) {}

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        return std::fputc(c, file_) == EOF ? traits_type::eof() : c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        return std::streamsize(std::fwrite(s, 1, std::size_t(n), file_));
    }
    int sync() override { return std::fflush(file_) == 0 ? 0 : -1; }

private:
    std::FILE* file_;
};

} // namespace gms::io

// SPDX-License-Identifier: GPL-3.0-or-later
#include "printable.h"

#include "checked_write.h"
#include "stdio_buffer.h"

#include <cstdio>
#include <iostream>
#include <unistd.h>

namespace gms::io {

namespace {

const char Hex[] = "0123456789abcdef";

void appendEscaped(std::string& out, unsigned char c) {
    out += "\\x";
    out += Hex[c >> 4];
    out += Hex[c & 15];
}

/// Escapes `text` into `out`. A 0xC2 at the very end may start a C1 control whose
/// second byte comes in the next piece: it is left in `pending` when `pieces` is true.
void escapeInto(std::string& out, std::string_view text, bool keepLines, std::string* pending) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f) {
            if (keepLines && (c == '\n' || c == '\t'))
                out += char(c);
            else
                appendEscaped(out, c);
        } else if (c == 0xc2 && i + 1 == text.size() && pending) {
            *pending = "\xc2";
        } else if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                   static_cast<unsigned char>(text[i + 1]) <= 0x9f) {
            const auto c1 = static_cast<unsigned char>(text[++i]);
            out += "\\u00";
            out += Hex[c1 >> 4];
            out += Hex[c1 & 15];
        } else {
            out += char(c);
        }
    }
}

#ifdef __GLIBC__
/// A 0xC2 held back from the last write (never destroyed: stderr is flushed at exit
/// after the statics are gone; called under the stream's lock).
std::string& stderrPending() {
    static auto* pending = new std::string;
    return *pending;
}

ssize_t writeStderr(void*, const char* data, std::size_t size) {
    std::string text;
    std::string input = stderrPending() + std::string(data, size);
    stderrPending().clear();
    escapeInto(text, input, true, &stderrPending());
    int err = 0;
    if (!writeAll(STDERR_FILENO, text, err)) {
        errno = err;
        return -1;
    }
    return ssize_t(size);
}
#endif

} // namespace

std::string printable(std::string_view text, bool keepLines) {
    std::string out;
    out.reserve(text.size());
    escapeInto(out, text, keepLines, nullptr);
    return out;
}

std::string quoteInput(std::string_view text, std::size_t maxBytes) {
    if (text.size() <= maxBytes) return "'" + printable(text) + "'";
    std::size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80) --cut; // not inside a UTF-8 character
    return "'" + printable(text.substr(0, cut)) + "\xe2\x80\xa6' (" + std::to_string(text.size()) + " bytes)";
}

void escapeControlsOnStandardError() {
#ifdef __GLIBC__
    static bool installed = false;
    if (installed) return;
    installed = true;
    cookie_io_functions_t functions{};
    functions.write = writeStderr;
    std::FILE* escaped = ::fopencookie(nullptr, "w", functions);
    if (!escaped) return;
    std::setvbuf(escaped, nullptr, _IOLBF, 1 << 12); // whole lines, at once
    stderr = escaped;                                // glibc: stderr is a variable meant to be reassigned
    // Never destroyed: std::cerr is flushed at exit after every static of ours is gone.
    auto* buffer = new StdioBuffer(escaped);
    std::cerr.rdbuf(buffer);
    std::clog.rdbuf(buffer);
#endif
}

} // namespace gms::io

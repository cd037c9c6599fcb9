// SPDX-License-Identifier: GPL-3.0-or-later
/// @file bounded_input.h  Every file and line GMS reads has a limit: a device such as
/// /dev/zero, a folder, an endless pipe or a 10 MB line gets a clear message, never
/// an out-of-memory failure. The limits are those of problem files.
#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <string_view>

namespace gms::io {

/// Largest input file read (64 MiB: far above any collection, weights file or set).
constexpr std::size_t MaxInputFileBytes = 64u * 1024 * 1024;
/// Longest line read (64 KiB).
constexpr std::size_t MaxInputLineBytes = 64u * 1024;

/// Reads a whole file of at most MaxInputFileBytes. A regular file or a pipe
/// (`<(...)`, /dev/stdin) is read; a folder or a device is refused. False with
/// `error` ("cannot read PATH: it is a folder", "... larger than 64 MiB") otherwise.
bool readInputFile(const std::string& path, std::string& text, std::string& error);

/// The first line of `text` longer than MaxInputLineBytes: its 1-based number and
/// length; false when there is none.
bool findOverlongLine(std::string_view text, std::size_t& line, std::size_t& length);

/// "line too long: N bytes, at most 65536 are read", as for problem files.
std::string overlongLineMessage(std::size_t length);

/// Lines of a stream (UCI commands) read with a bound: a longer line is skipped
/// to its end, never held whole.
class BoundedLineReader {
public:
    explicit BoundedLineReader(std::istream& in, std::size_t maxBytes = MaxInputLineBytes) : in_(in), max_(maxBytes) {}
    enum class Result { Line, TooLong, End };
    /// The next line without its "\n" (and "\r"); TooLong with the line's whole
    /// length in `length` (and its first maxBytes in `line`); End at end of input.
    Result next(std::string& line, std::size_t& length);

private:
    std::istream& in_;
    std::size_t max_;
};

} // namespace gms::io

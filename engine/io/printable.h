// SPDX-License-Identifier: GPL-3.0-or-later
/// @file printable.h  Text from a user's input shown safely: control characters as
/// \x1b (C1 controls as \u009b) so that a title or a FEN cannot drive the terminal,
/// and long inputs cut, with their length.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gms::io {

/// `text` with every control character escaped: C0 bytes and DEL as \xNN, the C1
/// controls U+0080..U+009F as \uNNNN. `keepLines`: newlines and tabs stay as they are.
/// Everything else (UTF-8 included) is kept byte for byte.
std::string printable(std::string_view text, bool keepLines = false);

/// 'text' for a message: printable, and cut after `maxBytes` with the whole length
/// ('xxxx…' (10485760 bytes)).
std::string quoteInput(std::string_view text, std::size_t maxBytes = 64);

/// Routes stderr (C stdio and std::cerr) through printable(…, keepLines): no message
/// can carry an escape sequence to the terminal. Call once, first thing in main.
void escapeControlsOnStandardError();

} // namespace gms::io

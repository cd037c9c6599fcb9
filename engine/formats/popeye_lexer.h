// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_lexer.h  Popeye input cut into words with their line and column, and Popeye's keyword rule.
///
/// Words are separated by blanks, line breaks and `;` `,` `:`. A keyword is matched as
/// Popeye matches it: case-insensitively, in full or by a prefix of exactly one keyword
/// of its table (see popeye_language.h for the tables).
#pragma once

#include "types.h"

#include <string>
#include <string_view>
#include <vector>

namespace gms::popeye {

struct Token {
    std::string_view text;
    int line = 0;
    int column = 0;
    std::size_t end = 0;       ///< Offset just after the token.
    std::size_t lineStart = 0; ///< Offset of the first character of its line.
};

class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    /// The next word; false at the end of the text.
    bool next(Token& t);
    /// Gives `t` back: the next call of next() returns it again.
    void pushBack(const Token& t) { pending_.push_back(t); }
    /// The text after `keyword` up to the end of its line, trimmed; reading goes on
    /// at the next line.
    std::string restOfLine(const Token& keyword);
    /// Where the text ends (for "file ends inside a problem").
    int endLine() const { return line_; }
    int endColumn() const { return int(pos_ - lineStart_) + 1; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    std::size_t lineStart_ = 0;
    std::vector<Token> pending_;
};

/// The result of matching a word against a keyword table.
struct Match {
    int index = -1; ///< -1: no keyword.
    bool exact = false;
    std::vector<std::string> candidates; ///< More than one: ambiguous prefix.
    bool ambiguous() const { return candidates.size() > 1 && index < 0; }
};

/// Popeye's rule: a word equal to a keyword, or a prefix of exactly one keyword.
Match matchKeyword(std::string_view word, const char* const* names, int count);
/// "A, B or C".
std::string joinNames(const std::vector<std::string>& names);

// ---- text helpers shared by the reader and the writer ----------------------------

bool isBlankChar(char c);
std::string trim(std::string_view s);
char lowerChar(char c);
std::string lower(std::string_view s);
bool allDigits(std::string_view s);
bool hasDigit(std::string_view s);
/// Shown in messages: at most 40 characters.
std::string shown(std::string_view s);
std::vector<std::string> splitLines(const std::string& text);
std::string joinLines(const std::vector<std::string>& lines);
/// Square from two characters at `k`, case-insensitive; NoSquare if not a square.
Square squareAt(std::string_view s, std::size_t k);
/// "c4c7e4" -> squares appended to `out`; false (and `out` unchanged) unless the whole text is squares.
bool squareList(std::string_view s, std::vector<Square>& out);

} // namespace gms::popeye

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_lexer.cpp  Words of Popeye input and Popeye's keyword rule (see popeye_lexer.h).
#include "popeye_lexer.h"

#include "fen.h"

namespace gms::popeye {

namespace {
bool isSeparator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',' || c == ':'; }
} // namespace

bool Scanner::next(Token& t) {
    if (!pending_.empty()) {
        t = pending_.back();
        pending_.pop_back();
        return true;
    }
    while (pos_ < text_.size() && isSeparator(text_[pos_])) {
        if (text_[pos_] == '\n') {
            ++line_;
            lineStart_ = pos_ + 1;
        }
        ++pos_;
    }
    if (pos_ >= text_.size()) return false;
    std::size_t start = pos_;
    while (pos_ < text_.size() && !isSeparator(text_[pos_])) ++pos_;
    t.text = text_.substr(start, pos_ - start);
    t.line = line_;
    t.column = int(start - lineStart_) + 1;
    t.end = pos_;
    t.lineStart = lineStart_;
    return true;
}

std::string Scanner::restOfLine(const Token& keyword) {
    pending_.clear();
    std::size_t end = text_.find('\n', keyword.end);
    if (end == std::string_view::npos) end = text_.size();
    std::string s = trim(text_.substr(keyword.end, end - keyword.end));
    pos_ = end;
    line_ = keyword.line;
    lineStart_ = keyword.lineStart;
    return s;
}

Match matchKeyword(std::string_view word, const char* const* names, int count) {
    Match m;
    std::string w = lower(word);
    if (w.empty()) return m;
    int prefixIndex = -1;
    for (int k = 0; k < count; ++k) {
        std::string name = lower(names[k]);
        if (name == w) {
            m.index = k;
            m.exact = true;
            m.candidates.clear();
            return m;
        }
        if (name.compare(0, w.size(), w) == 0) {
            prefixIndex = k;
            m.candidates.push_back(names[k]);
        }
    }
    if (m.candidates.size() == 1) m.index = prefixIndex;
    return m;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string s;
    for (std::size_t k = 0; k < names.size(); ++k) {
        if (k) s += k + 1 == names.size() ? " or " : ", ";
        s += names[k];
    }
    return s;
}

bool isBlankChar(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

std::string trim(std::string_view s) {
    while (!s.empty() && isBlankChar(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlankChar(s.back())) s.remove_suffix(1);
    return std::string(s);
}

char lowerChar(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = lowerChar(c);
    return out;
}

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

bool hasDigit(std::string_view s) {
    for (char c : s)
        if (c >= '0' && c <= '9') return true;
    return false;
}

std::string shown(std::string_view s) {
    if (s.size() <= 40) return std::string(s);
    return std::string(s.substr(0, 37)) + "...";
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string s;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        if (k) s += '\n';
        s += lines[k];
    }
    return s;
}

Square squareAt(std::string_view s, std::size_t k) {
    if (k + 1 >= s.size()) return NoSquare;
    return parseSquare(lowerChar(s[k]), s[k + 1]);
}

bool squareList(std::string_view s, std::vector<Square>& out) {
    if (s.empty() || s.size() % 2) return false;
    std::vector<Square> squares;
    for (std::size_t k = 0; k < s.size(); k += 2) {
        Square sq = squareAt(s, k);
        if (sq == NoSquare) return false;
        squares.push_back(sq);
    }
    out.insert(out.end(), squares.begin(), squares.end());
    return true;
}

} // namespace gms::popeye

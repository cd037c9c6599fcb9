// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem.cpp  Stipulation text: "#3", "h#2", "s#4" in and out.
#include "problem.h"

#include "problem_file.h"
#include "solver.h"

#include <cctype>
#include <string_view>

namespace gms {

std::string Stipulation::toString() const {
    std::string prefix;
    switch (kind) {
    case Kind::DirectMate: break;
    case Kind::HelpMate: prefix = "h"; break;
    case Kind::SelfMate: prefix = "s"; break;
    }
    return prefix + "#" + std::to_string(moves);
}

std::optional<Stipulation> Stipulation::parse(const std::string& text) {
    Stipulation s;
    std::string error;
    if (!parseStipulation(text, s, error)) return std::nullopt;
    return s;
}

bool parseStipulation(std::string_view text, Stipulation& out, std::string& error) {
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    const std::string shown(text.substr(0, 40));
    if (text.empty()) {
        error = "expected a stipulation such as #2, h#3 or s#4";
        return false;
    }
    Stipulation s;
    std::size_t i = 0;
    char first = char(std::tolower(static_cast<unsigned char>(text[0])));
    if ((first == 'h' || first == 's') && text.size() > 1 && text[1] == '#') {
        s.kind = first == 'h' ? Stipulation::Kind::HelpMate : Stipulation::Kind::SelfMate;
        i = 1;
    }
    if (text[i] != '#') {
        error = "stipulation '" + shown +
                "' is not supported: expected #N (direct mate), h#N (help mate) or s#N (self mate)";
        return false;
    }
    ++i;
    while (i < text.size() && isSpace(text[i])) ++i;
    if (i == text.size()) {
        error = "stipulation '" + shown + "' has no number of moves: expected e.g. #2";
        return false;
    }
    std::size_t digitsStart = i;
    long long value = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        if (value < 1000000) value = value * 10 + (text[i] - '0');
        ++i;
    }
    if (i == digitsStart || i != text.size()) {
        error = "stipulation '" + shown +
                "' is not supported: expected a whole number of moves after '#' (e.g. #2, h#3, s#4)";
        return false;
    }
    if (value < 1) {
        error = "stipulation '" + shown + "': the number of moves must be at least 1";
        return false;
    }
    if (value > Solver::MaxMoves) {
        error = "stipulation '" + shown + "': at most " + std::to_string(Solver::MaxMoves) +
                " moves are supported";
        return false;
    }
    s.moves = int(value);
    out = s;
    error.clear();
    return true;
}

} // namespace gms

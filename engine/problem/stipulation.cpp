// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stipulation.cpp  Stipulation text in and out.
#include "stipulation.h"

#include <cctype>

namespace gms {

namespace {

struct Family {
    const char* prefix; ///< Lower case, before the '#'.
    Stipulation::Kind kind;
};

// Longest prefixes first so "ser-h" is not read as "s".
constexpr Family Families[] = {
    {"ser-h", Stipulation::Kind::SeriesHelpMate},
    {"h", Stipulation::Kind::HelpMate},
    {"s", Stipulation::Kind::SelfMate},
    {"r", Stipulation::Kind::ReflexMate},
    {"", Stipulation::Kind::DirectMate},
};

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

} // namespace

std::string Stipulation::toString() const {
    std::string prefix;
    for (const Family& f : Families)
        if (f.kind == kind) prefix = f.prefix;
    return prefix + "#" + std::to_string(moves) + (halfMove ? ".5" : "");
}

int Stipulation::plies() const {
    switch (kind) {
    case Kind::DirectMate: return 2 * moves - 1;
    case Kind::SelfMate:
    case Kind::ReflexMate:
    case Kind::HelpMate: return 2 * moves + (halfMove ? 1 : 0);
    case Kind::SeriesHelpMate: return moves + 1;
    }
    return 0;
}

std::optional<Stipulation> Stipulation::parse(const std::string& text) {
    Stipulation s;
    std::string error;
    if (!parseStipulation(text, s, error)) return std::nullopt;
    return s;
}

bool parseStipulation(std::string_view text, Stipulation& out, std::string& error) {
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    const std::string shown(text.substr(0, 40));
    const std::string expected = "expected #N, s#N, r#N, h#N, h#N.5 or ser-h#N";
    if (text.empty()) {
        error = "expected a stipulation such as #2, h#3 or s#4";
        return false;
    }
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    Stipulation s;
    std::size_t i = 0;
    bool matched = false;
    for (const Family& f : Families) {
        std::string_view prefix(f.prefix);
        if (lower.compare(0, prefix.size() + 1, std::string(prefix) + "#") == 0) {
            s.kind = f.kind;
            i = prefix.size() + 1;
            matched = true;
            break;
        }
    }
    if (!matched) {
        error = "stipulation '" + shown + "' is not supported: " + expected;
        return false;
    }
    while (i < lower.size() && isSpace(lower[i])) ++i;
    const std::string family = std::string(lower.substr(0, lower.find('#') + 1));
    if (i == lower.size()) {
        error = "stipulation '" + shown + "' has no number of moves: expected e.g. " + family + "3";
        return false;
    }
    std::size_t digitsStart = i;
    long long value = 0;
    while (i < lower.size() && lower[i] >= '0' && lower[i] <= '9') {
        if (value < 1000000) value = value * 10 + (lower[i] - '0');
        ++i;
    }
    if (i == digitsStart) {
        error = "stipulation '" + shown + "' is not supported: expected a whole number of moves after '#' (e.g. " +
                family + "2)";
        return false;
    }
    if (lower.compare(i, std::string::npos, ".5") == 0) {
        if (s.kind != Stipulation::Kind::HelpMate) {
            error = "stipulation '" + shown + "': only helpmates take half moves (h#N.5)";
            return false;
        }
        s.halfMove = true;
        i += 2;
    }
    if (i != lower.size()) {
        error = "stipulation '" + shown + "' is not supported: " + expected;
        return false;
    }
    // h#0.5 is a mate in one half move; every other stipulation needs at least one move.
    if (value < 1 && !(value == 0 && s.halfMove)) {
        error = "stipulation '" + shown + "': the number of moves must be at least 1";
        return false;
    }
    if (value > Stipulation::MaxMoves) {
        error = "stipulation '" + shown + "': at most " + std::to_string(Stipulation::MaxMoves) +
                " moves are supported";
        return false;
    }
    s.moves = int(value);
    out = s;
    error.clear();
    return true;
}

} // namespace gms

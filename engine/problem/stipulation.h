// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stipulation.h  What the solver is asked to prove: #N, s#N, r#N, h#N, h#N.5, ser-h#N.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gms {

/// An orthodox stipulation, with Popeye's meaning of each family.
struct Stipulation {
    enum class Kind {
        DirectMate,     ///< #N: the side to move mates in at most N against every defence.
        SelfMate,       ///< s#N: the side to move forces the other side to mate it on its Nth move.
        ReflexMate,     ///< r#N: as s#N, but each side must mate in one when it can.
        HelpMate,       ///< h#N: the side to move starts, both cooperate, the other side mates on its Nth move.
        SeriesHelpMate  ///< ser-h#N: the side to move makes N moves in a row, then the other side mates in one.
    };
    static constexpr int MaxMoves = 30; ///< Largest N accepted.

    Kind kind = Kind::DirectMate;
    int moves = 2;          ///< N.
    bool halfMove = false;  ///< h#N.5: the mating side starts with one extra half move.

    /// "#3", "s#4", "r#2", "h#2", "h#2.5", "ser-h#7" (Popeye's spelling).
    std::string toString() const;
    /// Reads what toString writes, case-insensitive, blanks allowed before the number;
    /// nullopt when not a supported stipulation.
    static std::optional<Stipulation> parse(const std::string& text);

    /// Battle play (#, s#, r#): an attacker against a defender, answered by keys and a tree.
    bool isBattle() const { return kind == Kind::DirectMate || kind == Kind::SelfMate || kind == Kind::ReflexMate; }
    /// Help play (h#, h#N.5, ser-h#): cooperating sides, answered by whole lines.
    bool isHelp() const { return !isBattle(); }
    /// Half moves of a full-length solution: #N 2N-1, s#N and r#N 2N, h#N 2N, h#N.5 2N+1, ser-h#N N+1.
    int plies() const;

    bool operator==(const Stipulation&) const = default;
};

/// Reads a stipulation; on failure `error` says what is wrong and what was expected, e.g.
/// "stipulation '#0': the number of moves must be at least 1",
/// "stipulation '#99': at most 30 moves are supported",
/// "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3".
bool parseStipulation(std::string_view text, Stipulation& out, std::string& error);

} // namespace gms

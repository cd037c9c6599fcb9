// SPDX-License-Identifier: GPL-3.0-or-later
/// @file fen.h  FEN in and out, and legality checks for problem positions.
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace gms {

/// Where and why a FEN could not be read.
struct FenError {
    std::string field;   ///< "placement", "side", "castling", "en passant", "halfmove", "fullmove".
    int column = 0;      ///< 1-based character position in the FEN string.
    std::string message; ///< What was found and what was expected.
    /// "column 12 (castling): ..." as shown to users.
    std::string toString() const;
};

/// Reads a FEN (the counters may be missing: they default to 0 1). On failure
/// returns false, fills `error` and leaves `pos` unspecified.
bool parseFen(std::string_view fen, Position& pos, FenError& error);
/// Writes the full six-field FEN.
std::string toFen(const Position& pos);

/// The sides allowed to stand without a king (Popeye's options NoWk and NoBk), as a set of
/// kinglessSide() bits.
constexpr unsigned kinglessSide(Color c) { return 1u << c; }
constexpr unsigned AnySideKingless = 3u; ///< For positions already validated (a solution's root).

/// Why a position cannot be a problem position; empty when it is legal.
/// Checks: one king per side (none for the sides in `kinglessSides`), side not to move not
/// in check, no pawns on ranks 1/8, castling rights only with king and rook at home, e.p.
/// square consistent with a double step just played, at most 16 men a side.
std::string validatePosition(const Position& pos, unsigned kinglessSides = 0);

/// Reads and validates in one step; the message combines both kinds of error.
bool loadProblemPosition(std::string_view fen, Position& pos, std::string& message, unsigned kinglessSides = 0);

} // namespace gms

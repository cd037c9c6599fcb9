// SPDX-License-Identifier: GPL-3.0-or-later
/// @file notation.h  Moves as text: SAN, UCI long algebraic, Popeye style.
#pragma once

#include "position.h"

#include <optional>
#include <string>
#include <string_view>

namespace gms {

/// "e2e4", "e7e8q", "e1g1" for castling.
std::string toUci(Move m);
/// Reads UCI long algebraic and matches it against the legal moves; nullopt if illegal or malformed.
std::optional<Move> parseUci(const Position& pos, std::string_view text);

/// Standard algebraic: "Nf3", "exd5", "e8=Q+", "O-O#" (pos is before the move).
std::string toSan(const Position& pos, Move m);
/// Reads SAN leniently ("0-0", "e8Q", "exd6 e.p.", missing or extra +/#);
/// nullopt if no legal move matches or more than one does.
std::optional<Move> parseSan(const Position& pos, std::string_view text);
/// Reads either SAN or UCI.
std::optional<Move> parseMoveText(const Position& pos, std::string_view text);

/// Popeye's English output: "Qd4-g1", "Ke1*e2", "c7-c8=S", "0-0-0", "c4*d3 ep.".
/// With `withCheck`, " +" after checks and " #" after mates, as Popeye prints.
std::string toPopeye(const Position& pos, Move m, bool withCheck = false);
/// Popeye's notation of a move that reaches no goal: " +" after a check, a mate included (Popeye
/// marks a mate only where it is the goal: "2.Qh8-c3 + Ka3-a2 ##!").
std::string toPopeyeNoGoal(const Position& pos, Move m);

} // namespace gms

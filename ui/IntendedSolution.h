// SPDX-License-Identifier: GPL-3.0-or-later
/// @file IntendedSolution.h  The composer's intended solution (metadata text) compared with a solve.
#pragma once

#include "position.h"
#include "solution.h"

#include <QString>

#include <vector>

namespace gms::ui {

/// How the intended solution ("1.Qg1!", "1.Kd4 Sb3 2.Kc3 Qd2#") relates to a solve.
struct IntendedComparison {
    enum class Status {
        None,       ///< No intended solution given, or no finished solve.
        Unreadable, ///< The text names no legal move of the position.
        Confirmed,  ///< The intended key / line is the (only) solution.
        AlsoCooked, ///< The intended key is a key, but not the only one (or a shorter mate exists).
        Mismatch    ///< The intended key / line is not a solution.
    };
    Status status = Status::None;
    QString message; ///< One line for the user.
    bool isMismatch() const { return status == Status::Mismatch || status == Status::AlsoCooked; }
};

/// Reads the moves of an intended solution: move numbers, "!", "?", "+", "#" and the
/// knight letter S or N are accepted; reading stops at the first token that is not a
/// legal move. Empty when the first move is not legal.
std::vector<Move> readIntendedMoves(const Position& root, const QString& text);

/// Compares the intended solution with the result: battle play by its key (the first
/// move), help play by the whole line (every line of the solution is checked).
IntendedComparison compareIntended(const Position& root, const Solution& solution, const QString& intended);

} // namespace gms::ui

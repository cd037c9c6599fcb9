// SPDX-License-Identifier: GPL-3.0-or-later
/// @file twin.h  Popeye's twins: one diagram, several problems derived from it.
#pragma once

#include "stipulation.h"

#include <string>
#include <vector>

namespace gms {

struct Problem;

/// One twinning change, as Popeye's `Twin` command spells it.
struct TwinChange {
    enum class Type {
        Move,        ///< Move SQ1 SQ2: the piece on SQ1 goes to SQ2 (a piece there is removed).
        Exchange,    ///< Exchange SQ1 SQ2: the two pieces swap squares.
        Remove,      ///< Remove SQ.
        Add,         ///< Add COLOUR PIECE SQUARES: pieces added (present pieces replaced).
        Substitute,  ///< Substitute P1 P2: every piece of type P1 becomes type P2, colour kept.
        Rotate,      ///< Rotate 90|180|270: the board turned counter-clockwise.
        Mirror,      ///< Mirror a1<-->h1 | a1<-->a8 | a1<-->h8 | a8<-->h1.
        Shift,       ///< Shift SQ1 SQ2: every piece moves by the vector SQ1 -> SQ2.
        PolishType,  ///< PolishType: every piece changes colour.
        Stipulation  ///< Stipulation S: the stipulation changes.
    };
    Type type = Type::Move;
    int square1 = -1;        ///< Move/Exchange/Remove/Shift: first square (0 = a1 .. 63 = h8).
    int square2 = -1;        ///< Move/Exchange/Shift: second square.
    std::vector<int> squares;///< Add: the squares.
    char colour = 'w';       ///< Add: 'w' or 'b'.
    char piece = 0;          ///< Add: the piece letter (K Q R B S P, Popeye's letters); Substitute: from.
    char piece2 = 0;         ///< Substitute: to.
    int degrees = 0;         ///< Rotate: 90, 180 or 270.
    std::string mirror;      ///< Mirror: "a1<-->h1", "a1<-->a8", "a1<-->h8" or "a8<-->h1".
    gms::Stipulation stipulation; ///< Stipulation.
    bool operator==(const TwinChange&) const = default;
};

/// One `Twin` command: its changes apply to the diagram, or with `continued`
/// to the twin before it.
struct Twin {
    bool continued = false;
    std::vector<TwinChange> changes;
    bool operator==(const Twin&) const = default;
};

/// A problem to solve derived from a diagram by its twins: a), b), ...
struct TwinInstance {
    std::string label;       ///< "a", "b", ...; "" when the problem has no twins.
    std::string description; ///< Popeye's text of the change, e.g. "bc3-->c4" or "diagram".
    std::string fen;         ///< The position of this twin.
    gms::Stipulation stipulation;
};

} // namespace gms

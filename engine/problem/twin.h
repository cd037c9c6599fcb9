// SPDX-License-Identifier: GPL-3.0-or-later
/// @file twin.h  Popeye's twins: one diagram, several problems derived from it.
///
/// Semantics (as Popeye 4.104 applies them; see docs in popeye_format.h):
///  - without twins the diagram is the only problem (label "");
///  - with twins the diagram is a) and each Twin is the next letter; with
///    ZeroPosition the diagram is not solved and the first twin is a);
///  - a twin's changes apply in order to the diagram, or with `continued` to the
///    position and stipulation of the twin before it;
///  - the side to move follows the twin's stipulation as in Popeye (White starts
///    #, s#, r#, h#N.5; Black starts h#N and ser-h#N), swapped when the diagram's
///    side to move is the other one (Popeye's HalfDuplex, which holds for every twin);
///  - castling rights are those the twin's pieces allow (king and rook at home)
///    minus the rights the diagram denies although its pieces would allow them
///    (Popeye's NoCastling, which names squares and holds for every twin);
///  - the e.p. square and the move counters are the diagram's (Popeye's
///    EnPassant is retro information about the diagram and is not moved by twins);
///  - a twin whose position is not a legal problem position is an error.
#pragma once

#include "stipulation.h"

#include <string>
#include <vector>

namespace gms {

struct Problem;

/// One twinning change, as Popeye's `Twin` command spells it.
struct TwinChange {
    enum class Type {
        Move,       ///< Move SQ1 SQ2: the piece on SQ1 goes to SQ2 (a piece there is removed).
        Exchange,   ///< Exchange SQ1 SQ2: the two pieces swap squares.
        Remove,     ///< Remove SQ.
        Add,        ///< Add COLOUR PIECE SQUARES: pieces added (present pieces replaced).
        Substitute, ///< Substitute P1 P2: every piece of type P1 becomes type P2, colour kept.
        Rotate,     ///< Rotate 90|180|270: the board turned counter-clockwise.
        Mirror,     ///< Mirror a1<-->h1 | a1<-->a8 | a1<-->h8 | a8<-->h1.
        Shift,      ///< Shift SQ1 SQ2: every piece moves by the vector SQ1 -> SQ2.
        PolishType, ///< PolishType: every piece changes colour.
        Stipulation ///< Stipulation S: the stipulation changes.
    };
    Type type = Type::Move;
    int square1 = -1;             ///< Move/Exchange/Remove/Shift: first square (0 = a1 .. 63 = h8).
    int square2 = -1;             ///< Move/Exchange/Shift: second square.
    std::vector<int> squares;     ///< Add: the squares.
    char colour = 'w';            ///< Add: 'w' or 'b'.
    char piece = 0;               ///< Add: the piece letter (K Q R B S P, Popeye's letters); Substitute: from.
    char piece2 = 0;              ///< Substitute: to.
    int degrees = 0;              ///< Rotate: 90, 180 or 270.
    std::string mirror;           ///< Mirror: "a1<-->h1", "a1<-->a8", "a1<-->h8" or "a8<-->h1".
    gms::Stipulation stipulation; ///< Stipulation.
    bool operator==(const TwinChange&) const = default;

    /// The change in Popeye's input words, e.g. "Move c3 c4", "Add White Sg6g5", "Rotate 90".
    std::string toPopeyeInput() const;
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
    std::string label;      ///< "a", "b", ..., "z", "z1", "z2", ... (Popeye's); "" when the problem has no twins.
    bool continued = false; ///< Derived from the twin before it (Popeye prints "+b)").
    /// Popeye's text of the changes, e.g. "wPc3-->c4", "wKe1<-->bQd8  -bSg8"; empty for the
    /// diagram (Popeye prints just "a) ").
    std::string description;
    std::string fen; ///< The position of this twin (full FEN).
    gms::Stipulation stipulation;

    /// The heading Popeye prints above the twin's solution: "a)", "b) wPc3-->c4",
    /// "+c) rotate 90"; "" when the problem has no twins.
    std::string heading() const;
};

/// Popeye's label of the k-th solved position (0-based): "a" .. "z", then "z1", "z2", ...
std::string twinLabel(int index);

/// The side that moves first for `s` by Popeye's conventions, without HalfDuplex:
/// true for White (#, s#, r#, h#N.5), false for Black (h#N, ser-h#N).
bool whiteStarts(const Stipulation& s);

/// Popeye's command for `s`: "Stipulation h#2", or for a structured() one "SStipulation Black
/// 4hh[/2da[#]{!+}]" (the side word names the side that starts).
std::string popeyeStipulationCommand(const Stipulation& s);

/// The problems to solve: without twins one instance with label ""; with twins
/// a) the diagram (unless zeroPosition), b), c), ... On failure returns false and
/// `error` names the twin and what is wrong, e.g. "twin b) (Move c3 c4): square c3
/// is empty: there is no piece to move"; `failedTwin` (if given) is then the index
/// in Problem::twins of the twin at fault, or -1 when the diagram itself is at fault.
bool expandTwins(const Problem& p, std::vector<TwinInstance>& out, std::string& error, int* failedTwin = nullptr);

} // namespace gms

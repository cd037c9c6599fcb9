// SPDX-License-Identifier: GPL-3.0-or-later
/// @file pgn_export.h  A solution as a PGN game with variations, for any chess GUI.
///
/// One game per solution:
///   - tags: Event (title or "GMS problem"), Site (source or "?"), Date (year or
///     "????.??.??"), Round "-", White (author or "?"), Black "?", Result "*",
///     SetUp "1", FEN (the solved position), Stipulation ("#2"), Annotator "GMS";
///     in values `"` becomes `'` (some readers cannot read the `\"` escape);
///   - a first comment: stipulation and verdict ("#2: sound", "#2: cooked, 2 keys",
///     "#2: no solution", ...);
///   - the first key is the main line (NAG $1, "!"); the other keys (cooks) follow as
///     variations of the key move, then the tries (NAG $2, "?") with their
///     refutations (NAG $1 and the comment "refutation");
///   - after each attacker move that does not mate: a comment with the threat
///     ("threat: 2. fxe5#") or "zugzwang"; each defence shown is a variation of the
///     first one and is followed by the attacker's replies; more than one reply is a
///     dual: the first is played, the others are variations, with the comment "dual";
///   - moves in SAN (notation.h toSan), lines wrapped at 79 columns.
/// A move of the tree that is not legal where it stands ends its line with a
/// comment saying so (never happens with trees made by the solver).
#pragma once

#include "problem.h"
#include "solution.h"

#include <string>

namespace gms {

/// What goes into the PGN besides the keys and their variations.
struct PgnOptions {
    bool includeTries = true;   ///< Tries with their refutations, as variations.
    bool includeThreats = true; ///< "threat: ..." / "zugzwang" comments.
};

/// The whole PGN text (tags, movetext, result, final newline) for one solution.
std::string solutionToPgn(const Problem& problem, const Solution& solution);
std::string solutionToPgn(const Problem& problem, const Solution& solution, const PgnOptions& options);

} // namespace gms

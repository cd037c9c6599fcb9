// SPDX-License-Identifier: GPL-3.0-or-later
/// @file structured_stipulation.h  Popeye's structured stipulation (sstipulation, German
/// SForderung): the body ("4hh[/2da[#]{!+}]", "- 7h[#]h", "3a[#]d") read into a Stipulation
/// for the forms GMS solves, and written back.
#pragma once

#include "stipulation.h"

#include <string>
#include <string_view>
#include <vector>

namespace gms {

/// Reads the body of a structured stipulation (after Popeye's side word) into `out`. The forms
/// GMS solves: a help branch ending in a goal (h, h N.5, with m:n = n exact-), a help branch
/// ending in a defender's move that reaches the goal (hs, with '/' and {!+}), in a defence
/// after which the goal follows in one (help-direct "Nhh[2da[G]]", with '/' and {!+}),
/// attack branches (direct, self, and "Na[!#]d": direct play that must not mate), series (ser-,
/// ser-h, ser-s, ser-r), the reciprocal ending "2hh[G]&1h[G']h" after an even help branch
/// (reci-h), Popeye's parry series with "?+?" (pser-, pser-s, pser-r, pser-h, phser-, phser-s,
/// phser-r). `flipped` tells whether the body's '-'
/// operators hand the first move to the other side than Popeye's side word names. With
/// `options`, the forms that Popeye's classic stipulation writes with an option are read too:
/// a defender's branch ("- 6da[#]": #4, "- 1d[#]a": s#1) as PostKeyPlay (the defender starts;
/// without '-' the side word names the defender and the numbers start with its move), an attack branch with the goal after both moves ("4a[#=]d[#=]": s#=2) as
/// Quodlibet; without `options` they are refused. On
/// failure `error` names the part GMS does not solve ("sstipulation '4hh[#] | 2hh[=]':
/// logical operators (!, |) are not yet supported").
struct StructuredOptions {
    bool postKeyPlay = false;       ///< Popeye's option PostKeyPlay.
    bool postKeyOwnNumbers = false; ///< ... written without '-': SolvingHints::postKeyOwnNumbers.
    bool quodlibet = false;         ///< Popeye's option Quodlibet.
    bool goalIsEnd = false;         ///< Popeye's option GoalIsEnd.
};
bool parseStructuredStipulation(std::string_view body, Stipulation& out, bool& flipped, std::string& error,
                                StructuredOptions* options = nullptr);

/// The body Popeye reads as `stip` when the side word names the side that starts
/// (whiteStarts), e.g. "4hh[/2da[#]{!+}]"; for structured() stipulations.
std::string structuredBody(const Stipulation& stip);

/// The body Popeye reads as `stip` with PostKeyPlay (the defender's branch that
/// parseStructuredStipulation reads with `options`): "6da[#]" for #4, "1d[#]a" for s#1;
/// empty for a play that has none (exact, #1, help play).
std::string postKeyBody(const Stipulation& stip);

/// The body of `stip` as a part of Popeye's '&' after a side word that names the side that
/// starts: structuredBody, or for the classic forms that have one the structured spelling
/// ("#2": "3a[#]d", "s#2": "4ad[#]", "h=2": "4hh[=]"); empty when GMS knows none.
std::string partBody(const Stipulation& stip);

/// `body` cut at its outermost '&' signs ("3a[#]d & - 4hh[#]": "3a[#]d ", " - 4hh[#]"); the
/// whole body when it has none.
std::vector<std::string_view> outermostParts(std::string_view body);

/// Whether a stipulation text is a structured body rather than Popeye's classic form: it
/// starts with a number of half moves or an operator ("4hh[#]", "- 7h[#]h", "3:3h[#]h").
bool looksStructured(std::string_view text);

} // namespace gms

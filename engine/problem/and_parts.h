// SPDX-License-Identifier: GPL-3.0-or-later
/// @file and_parts.h  Popeye's '&' of whole plays (Problem::andParts, "White 3a[#]d & - 4hh[#]"):
/// the side word and each part as Popeye's sstipulation writes them.
#pragma once

#include "problem.h"

#include <cstddef>
#include <string>

namespace gms {

/// Whether the side word of `p`'s sstipulation is White: the side that starts the first part,
/// or the other one when that part is numbered from it ("White - 4hh[#]").
bool andSideWordWhite(const Problem& p);

/// Part `k` of `p` (0: `p.stipulation`) after the side word: "3a[#]d", "- 4hh[#]"; empty when
/// GMS knows no structured spelling for it.
std::string andPartText(const Problem& p, std::size_t k);

/// The whole after the command word: "White 3a[#]d & - 4hh[#] & 4ad[#] & - 4hh[=]".
std::string andStipulationText(const Problem& p);

} // namespace gms

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_method.h  How help play is searched: full width, or goal-directed ("intelligent").
#pragma once

#include <cstdint>
#include <string>

namespace gms {

/// FullWidth walks every line. Intelligent walks towards the goal's pictures (picture_goal.h;
/// exact: the same lines). Auto: Intelligent wherever the goal has pictures (mate, stalemate)
/// in ser-h play and in h play of 6 half moves or more; elsewhere both are full width.
enum class HelpMethod : std::uint8_t { Auto, FullWidth, Intelligent };

/// "auto", "full-width", "intelligent".
const char* helpMethodName(HelpMethod method);
/// Parses a helpMethodName(); false when `text` names none.
bool parseHelpMethod(const std::string& text, HelpMethod& method);

} // namespace gms

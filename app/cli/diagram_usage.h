// SPDX-License-Identifier: GPL-3.0-or-later
/// @file diagram_usage.h  The synopsis of `gms-cli diagram`, shared by the command and its launcher.
#pragma once

namespace gms::cli {

inline constexpr const char* DiagramUsage =
    "diagram FILE [--problem K] -o OUT.svg|OUT.png|OUT.pdf [--solution] [--dpi N]";

} // namespace gms::cli

// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_play_series_self_reflex.cpp  solveFamily compiled for
/// hr, ser-s, ser-r and ser-hs with every goal but mate (help_policies.h).
#include "help_family_impl.h"
#include "help_policies.h"

namespace gms::help_detail {

#define GMS_HELP_POLICY(...)                                                                                           \
    template void solveFamily<__VA_ARGS__>(SearchContext&, const Position&, const Stipulation&, Solution&);
GMS_SERIES_SELF_REFLEX_POLICIES
#undef GMS_HELP_POLICY

} // namespace gms::help_detail

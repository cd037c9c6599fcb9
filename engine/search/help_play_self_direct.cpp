// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_play_self_direct.cpp  solveFamily compiled for
/// hs and help-direct with every goal but mate (help_policies.h).
#include "help_family_impl.h"
#include "help_policies.h"

namespace gms::help_detail {

#define GMS_HELP_POLICY(...)                                                                                           \
    template void solveFamily<__VA_ARGS__>(SearchContext&, const Position&, const Stipulation&, Solution&);
GMS_HELP_SELF_DIRECT_POLICIES
#undef GMS_HELP_POLICY

} // namespace gms::help_detail

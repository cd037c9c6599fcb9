// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_play_reci_parry.cpp  solveFamily compiled for
/// reci-h, ser-reci-h and pser-h with every goal but mate (help_policies.h).
#include "help_family_impl.h"
#include "help_policies.h"

namespace gms::help_detail {

#define GMS_HELP_POLICY(...)                                                                                           \
    template void solveFamily<__VA_ARGS__>(SearchContext&, const Position&, const Stipulation&, Solution&);
GMS_RECI_PARRY_POLICIES
#undef GMS_HELP_POLICY

} // namespace gms::help_detail

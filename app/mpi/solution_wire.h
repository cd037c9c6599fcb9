// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solution_wire.h  A Solution as bytes, so a rank can send rank 0 its share of one problem.
#pragma once

#include "solution.h"

#include <string>

namespace gms::mpi {

/// Keys and tries with their trees, set play, help lines, shortest, complete, error and statistics
/// (not fen, stipulation or twin fields: rank 0 knows them; not move tables).
std::string encodeSolution(const Solution& sol);
/// Fills those fields of `out`; false when the bytes are cut short or malformed.
bool decodeSolution(const std::string& bytes, Solution& out);

} // namespace gms::mpi

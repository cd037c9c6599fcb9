// SPDX-License-Identifier: GPL-3.0-or-later
/// @file reply_split.h  The second-level split of one #N: (root move, defender reply) pairs spread over the ranks.
#pragma once

#include "position.h"
#include "root_split.h"

namespace gms::mpi {

/// Runs on every rank when the root has too few moves to keep the ranks busy (or --split-level 2).
/// Phase 1: each (root move m, reply d) pair is one work item: the shortest mate j <= N-1 of the
/// attacker after m, d (minimal mode, keys only; in minimal mode no longer than the shortest key
/// found so far allows). m is a key of length 1 + max over d of j once every reply has a mate;
/// one reply without one refutes m and its pairs not yet handed out are skipped. Root moves
/// without a reply are decided at once (mate: a key of length 1; stalemate: none).
/// Phase 2: each key's tree (and with --tries each non-key's try test) is one item solved with
/// SolverOptions::rootMoves = {m} and knownKeyLength, so the key search is not repeated; in
/// complete mode a key's tree starts as soon as its pairs are in. Rank 0 merges as the root split
/// does. Direct mates with N >= 2 only. Returns the exit status (0, 2 bad input, 3 a rank failed, 130 stopped).
int runReplySplit(const SplitRequest& request, const Position& pos);

} // namespace gms::mpi

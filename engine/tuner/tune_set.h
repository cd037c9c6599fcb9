// SPDX-License-Identifier: GPL-3.0-or-later
/// @file tune_set.h  The training and holdout sets of `gms-cli tune`: direct mates with
/// their recorded keys, read from a problem file (bounded as every input).
#pragma once

#include "genetic_tuner.h"
#include "problem_file.h"

#include <string>
#include <string_view>
#include <vector>

namespace gms {

/// A tuning problem plus what is needed to report on it.
struct SetProblem {
    TuningProblem problem;
    std::string recordedKeys; ///< Sorted UCI keys from a `c3 "keys ..."` remark; empty if none.
};

/// Reads a set from the text of a file called `name` in `format`; false with a message
/// naming file, line and problem (a problem that cannot be read, one that is not #N,
/// an illegal position, no problem at all).
bool parseTuneSet(std::string_view text, ProblemFormat format, const std::string& name, std::vector<SetProblem>& out,
                  std::string& error);
/// Reads a training or holdout file (readProblemFile: its limits, format by extension).
bool readTuneSet(const std::string& path, std::vector<SetProblem>& out, std::string& error);

} // namespace gms

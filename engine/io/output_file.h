// SPDX-License-Identifier: GPL-3.0-or-later
/// @file output_file.h  Writing a whole output file so that a failure loses nothing.
#pragma once

#include <string>
#include <string_view>

namespace gms::io {

/// Writes `bytes` as the contents of `path`, every write, fsync and close checked.
///  - A regular file (or a new one) is written to a temporary beside it, fsynced,
///    and renamed over it only when all went well: on a full disk the old file is
///    kept whole. Its permissions are kept.
///  - A symlink is followed: its target is written and the link stays a link.
///  - A device or a FIFO (/dev/null, a named pipe) is written directly, never replaced.
/// False with `error` ("cannot write PATH: No space left on device; PATH is unchanged").
/// Temporaries ".NAME.tmp-PID-N" left by a killed process are removed first.
bool writeOutputFile(const std::string& path, std::string_view bytes, std::string& error);

} // namespace gms::io

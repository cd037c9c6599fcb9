#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI step (called by test.sh): every libFuzzer target (fuzz_epd, fuzz_popeye,
# fuzz_fen, fuzz_solver) for a bounded time, built with clang from Debian
# (installed when missing). GMS_FUZZ_SECONDS per target (default 30).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
GMS_ROOT=$root
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"
gms_install_packages clang libclang-rt-dev
start=$(date +%s)
"$root/scripts/fuzz.sh" "${GMS_FUZZ_SECONDS:-30}"
echo "fuzzing: $(( $(date +%s) - start )) s in all (build included)"

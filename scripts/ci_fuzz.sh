#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI step (called by test.sh): every libFuzzer target of tests/fuzz for a bounded
# time, from the sanitizer step's build (scripts/ci_sanitizers.sh builds them with clang in
# build-asan/; GMS_FUZZ_BUILD_DIR chooses another, built here when missing). The time is shared:
# GMS_FUZZ_TOTAL_SECONDS (default 120, as when there were 4 targets of 30 s) over
# the targets, at least 10 s each; GMS_FUZZ_SECONDS sets the time per target instead.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
GMS_ROOT=$root
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"
gms_install_packages clang libclang-rt-dev
targets=9
per_target=${GMS_FUZZ_SECONDS:-$(( ${GMS_FUZZ_TOTAL_SECONDS:-120} / targets ))}
[ "$per_target" -ge 10 ] || per_target=10
start=$(date +%s)
GMS_FUZZ_BUILD_DIR=${GMS_FUZZ_BUILD_DIR:-${GMS_ASAN_BUILD_DIR:-$root/build-asan}} "$root/scripts/fuzz.sh" "$per_target"
echo "fuzzing: $(( $(date +%s) - start )) s in all (build included)"

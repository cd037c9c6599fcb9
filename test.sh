#!/usr/bin/env bash
# Sets up a fresh Debian machine (packages, build, node modules for the PGN and UCI checks)
# and runs every test suite through CTest.
set -euo pipefail
GMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export GMS_ROOT
# shellcheck source=scripts/deps.sh
source "$GMS_ROOT/scripts/deps.sh"
gms_install_packages "${GMS_PACKAGES[@]}" "${GMS_TEST_PACKAGES[@]}"
# Node checks: chess.js and @mliebelt/pgn-parser check the PGN export (tests/pgn_check),
# node-uci drives `gms-cli uci` as a GUI would (tests/uci_check). One retry each for a flaky network.
for check in pgn_check uci_check; do
    [ -f "$GMS_ROOT/tests/$check/package.json" ] || continue
    if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
        gms_install_packages nodejs npm
    fi
    (cd "$GMS_ROOT/tests/$check" && { npm ci --no-audit --no-fund --silent || npm ci --no-audit --no-fund --silent; }) >&2
done
# The tree's format (.clang-format), before anything is built.
"$GMS_ROOT/scripts/check_format.sh"
stage_start=$(date +%s)
BUILD="$GMS_ROOT/build-tests"
# Warnings are errors here (GMS_WARNINGS_AS_ERRORS); a developer's build only prints them.
gms_build "$BUILD" -DGMS_WITH_MPI=ON -DGMS_WARNINGS_AS_ERRORS=ON
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$BUILD" --output-on-failure -j"$(nproc)"
# Each step prints its time: CI has 90 minutes for all of them.
echo "release build and tests: $(( $(date +%s) - stage_start )) s"

# ---- Robustness (issue 12): the suite again under ASan+UBSan, then every fuzz target
# for a bounded time. GMS_SKIP_SANITIZERS=1 / GMS_SKIP_TSAN=1 / GMS_SKIP_FUZZ=1 leave a step out locally.
if [ "${GMS_SKIP_SANITIZERS:-0}" != 1 ]; then
    "$GMS_ROOT/scripts/ci_sanitizers.sh"
fi
# Threads: the tests that share one solve among threads, again under ThreadSanitizer.
if [ "${GMS_SKIP_TSAN:-0}" != 1 ]; then
    "$GMS_ROOT/scripts/ci_tsan.sh"
fi
if [ "${GMS_SKIP_FUZZ:-0}" != 1 ]; then
    "$GMS_ROOT/scripts/ci_fuzz.sh"
fi

#!/usr/bin/env bash
# Sets up a fresh Debian machine (packages, build, node modules for the PGN check)
# and runs every test suite through CTest.
set -euo pipefail
GMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export GMS_ROOT
# shellcheck source=scripts/deps.sh
source "$GMS_ROOT/scripts/deps.sh"
gms_install_packages "${GMS_PACKAGES[@]}" "${GMS_TEST_PACKAGES[@]}"
if [ -f "$GMS_ROOT/tests/pgn_check/package.json" ]; then
    if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
        gms_install_packages nodejs npm
    fi
    # chess.js and @mliebelt/pgn-parser check the PGN export (one retry for a flaky network)
    (cd "$GMS_ROOT/tests/pgn_check" && { npm ci --no-audit --no-fund --silent || npm ci --no-audit --no-fund --silent; })
fi
BUILD="$GMS_ROOT/build-tests"
gms_build "$BUILD"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$BUILD" --output-on-failure -j"$(nproc)"

# ---- Robustness (issue 12): the suite again under ASan+UBSan, then every fuzz target
# for a bounded time. GMS_SKIP_SANITIZERS=1 / GMS_SKIP_FUZZ=1 leave a step out locally.
if [ "${GMS_SKIP_SANITIZERS:-0}" != 1 ]; then
    "$GMS_ROOT/scripts/ci_sanitizers.sh"
fi
if [ "${GMS_SKIP_FUZZ:-0}" != 1 ]; then
    "$GMS_ROOT/scripts/ci_fuzz.sh"
fi

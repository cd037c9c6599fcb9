#!/usr/bin/env bash
# Sets up a fresh Debian machine (packages, build) and runs GMS.
#   ./gms.sh                 opens the desktop app with its default problem
#   ./gms.sh --headless FILE solves every problem of FILE (EPD, FEN or Popeye) in the terminal
#   ./gms.sh --headless FILE --json   ... as JSON Lines (any gms-cli solve option works)
set -euo pipefail
GMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export GMS_ROOT
# shellcheck source=scripts/deps.sh
source "$GMS_ROOT/scripts/deps.sh"
gms_install_packages "${GMS_PACKAGES[@]}"
BUILD="$GMS_ROOT/build"
echo "Building GMS in $BUILD (log: $BUILD-log.txt) ..." >&2
if ! gms_build "$BUILD" >"$BUILD-log.txt" 2>&1; then
    tail -40 "$BUILD-log.txt" >&2
    echo "gms.sh: the build failed; the whole log is in $BUILD-log.txt" >&2
    exit 1
fi
if [ "${1:-}" = "--headless" ]; then
    shift
    [ $# -ge 1 ] || { echo "usage: ./gms.sh --headless FILE [gms-cli solve options]" >&2; exit 2; }
    exec "$BUILD/app/gms-cli" solve "$@"
fi
exec "$BUILD/app/gui/gms" "$@"

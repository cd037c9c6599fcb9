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
gms_build "$BUILD" >/dev/null
if [ "${1:-}" = "--headless" ]; then
    shift
    [ $# -ge 1 ] || { echo "usage: ./gms.sh --headless FILE [gms-cli solve options]" >&2; exit 2; }
    exec "$BUILD/app/gms-cli" solve "$@"
fi
exec "$BUILD/app/gui/gms" "$@"

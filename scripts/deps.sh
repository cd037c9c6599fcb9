#!/usr/bin/env bash
# Installs the Debian packages GMS needs to build, test and run, when missing.
# Sourced by gms.sh and test.sh. Needs root (or sudo) only when something is missing.
set -euo pipefail

GMS_PACKAGES=(build-essential cmake qt6-base-dev qt6-svg-dev libgl-dev libxkbcommon-dev fonts-dejavu-core)
# poppler-utils: pdftoppm/pdfinfo read the diagram PDFs; desktop-file-utils, appstream:
# validate the desktop entry and metainfo; shared-mime-info: the MIME package; dpkg-dev: cpack -G DEB.
# libopenmpi-dev, openmpi-bin: gms-mpi (built with -DGMS_WITH_MPI=ON) and its test under mpirun.
# clang-format: scripts/check_format.sh (the tree's format, checked before the build).
GMS_TEST_PACKAGES=(xvfb xauth poppler-utils desktop-file-utils appstream shared-mime-info dpkg-dev groff-base
                   libopenmpi-dev openmpi-bin clang-format)

gms_missing_packages() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    echo "${missing[@]:-}"
}

# Everything set-up prints (apt's progress, the build) goes to stderr: standard output
# carries only what GMS itself prints (`./gms.sh --headless FILE --json` is JSON Lines).
gms_install_packages() {
    local missing
    missing=$(gms_missing_packages "$@")
    [ -z "$missing" ] && return 0
    echo "Installing Debian packages: $missing"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
} >&2

gms_build() {
    local build_dir="$1"; shift
    cmake -S "$GMS_ROOT" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release "$@"
    cmake --build "$build_dir" -j"$(nproc)"
} >&2

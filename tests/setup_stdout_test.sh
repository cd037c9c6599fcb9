#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `./gms.sh --headless FILE --json` on a fresh machine prints only JSON lines on
# standard output: apt's progress and the build go to stderr (issue 22, item 11).
# A fresh machine is simulated: dpkg-query finds nothing installed, apt-get and cmake
# print as they would (their real output is not needed: the build is the one of this
# tree, linked in). Usage: setup_stdout_test.sh SOURCE_DIR GMS_CLI
set -euo pipefail
src=$1
cli=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/root/scripts" "$work/root/build/app" "$work/bin"
cp "$src/gms.sh" "$work/root/"
cp "$src/scripts/deps.sh" "$work/root/scripts/"
ln -s "$cli" "$work/root/build/app/gms-cli"
cat >"$work/bin/dpkg-query" <<'SH'
#!/bin/sh
exit 1
SH
cat >"$work/bin/apt-get" <<'SH'
#!/bin/sh
i=0
while [ $i -lt 50 ]; do echo "Get:$i http://deb.debian.org/debian bookworm/main amd64 pkg$i [100 kB]"; i=$((i+1)); done
echo "Setting up qt6-base-dev ..."
SH
cat >"$work/bin/cmake" <<'SH'
#!/bin/sh
echo "-- Configuring done"
echo "[100%] Built target gms-cli"
SH
cat >"$work/bin/sudo" <<'SH'
#!/bin/sh
exec "$@"
SH
chmod +x "$work/bin/"*
printf '%s\n' '7k/8/6K1/8/8/8/8/R7 w - - dm 1; id "one";' '5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - dm 2; id "two";' >"$work/p.epd"

PATH="$work/bin:$PATH" "$work/root/gms.sh" --headless "$work/p.epd" --json --hash 1 >"$work/out" 2>"$work/err"
lines=$(wc -l <"$work/out")
[ "$lines" -eq 2 ] || { echo "expected 2 lines on stdout, got $lines:"; cat "$work/out"; exit 1; }
while IFS= read -r line; do
    case "$line" in
        '{'*'}') ;;
        *) echo "not a JSON line on stdout: $line"; exit 1 ;;
    esac
done <"$work/out"
grep -q "Installing Debian packages" "$work/err" || { echo "apt's output is not on stderr"; cat "$work/err"; exit 1; }
grep -q "Get:49" "$work/err" || { echo "apt's progress is not on stderr"; exit 1; }
echo "ok: stdout has only the 2 JSON lines; set-up output went to stderr"

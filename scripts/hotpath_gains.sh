#!/usr/bin/env bash
# Measures what each x86-64 hot path gains: CPU cycles (perf stat, user space, median of 3)
# of perft and bench with all paths, with none, and with each one left out.
# usage: scripts/hotpath_gains.sh [path/to/gms-cli]
set -euo pipefail
CLI="${1:-$(dirname "$0")/../build/app/gms-cli}"
command -v perf >/dev/null || { echo "perf not found: apt-get install linux-perf" >&2; exit 2; }
cycles() { # prints the median cycle count of 3 runs of the command
    for _ in 1 2 3; do
        perf stat -x, -e cycles:u "$@" 2>&1 >/dev/null | awk -F, '/cycles/ {print $1}'
    done | sort -n | sed -n 2p
}
KIWI="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
ALL="pext,sse,tzcnt"
printf "%-28s %14s %14s %14s\n" "paths" "perft start d6" "perft kiwi d5" "bench"
declare -A base
for set in "$ALL" "none" "sse,tzcnt" "pext,tzcnt" "pext,sse"; do
    a=$(cycles "$CLI" perft --depth 6 --asm-paths "$set")
    b=$(cycles "$CLI" perft --fen "$KIWI" --depth 5 --asm-paths "$set")
    c=$(cycles "$CLI" bench --asm-paths "$set")
    if [ "$set" = "$ALL" ]; then base[a]=$a; base[b]=$b; base[c]=$c; label="all"; else label="$set"; fi
    [ "$set" = "none" ] && label="none (portable)"
    printf "%-28s %14s %14s %14s   (x%.3f x%.3f x%.3f of all)\n" "$label" "$a" "$b" "$c" \
        "$(echo "$a/${base[a]}" | bc -l)" "$(echo "$b/${base[b]}" | bc -l)" "$(echo "$c/${base[c]}" | bc -l)"
done

#!/usr/bin/env bash
# Prints (does not assert) how gms-mpi scales on this machine: the matetrack #7 sample
# (problems/matetrack-7-sample.epd) as a batch at -np 1, 2, 4 with the work each rank did,
# and one #7 problem (mt0681 of problems/long_mates.tsv: 16 root moves, one of them half the
# work) split over its root moves and over (root move, reply) pairs at -np 1, 2, 4. Wall
# seconds and CPU seconds (user + sys of all ranks): on a loaded machine the wall time says
# little, the CPU time shows what MPI and oversubscription cost.
# Usage: scripts/mpi_figures.sh [BUILD_DIR] [all|batch|split]
#   (built with -DGMS_WITH_MPI=ON; default build/ and all; split: only the one-problem figures)
set -euo pipefail
GMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$GMS_ROOT/build}"
PART="${2:-all}"
case "$PART" in all|batch|split) ;; *) echo "usage: $0 [BUILD_DIR] [all|batch|split]" >&2; exit 2 ;; esac
MPI="$BUILD/app/mpi/gms-mpi"
CLI="$BUILD/app/gms-cli"
SAMPLE="$GMS_ROOT/problems/matetrack-7-sample.epd"
[ -x "$MPI" ] || { echo "no $MPI: configure with -DGMS_WITH_MPI=ON and build gms-mpi" >&2; exit 2; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 # harmless when not root
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# measure OUT ERR CMD...: runs CMD, prints "wall cpu" (seconds; cpu = user + sys of it and its children).
measure() {
    local out="$1" err="$2" TIMEFORMAT='%R %U %S'
    shift 2
    { time "$@" > "$out" 2> "$err"; } 2>&1 | awk '{printf "%.1f %.1f\n", $1, $2 + $3}'
}

# threads_per_rank NP: the machine's cores shared out over NP ranks (at least one thread each).
# mpirun runs unbound (--bind-to none) and every rank gets its share through --threads:
# Open MPI would otherwise bind each of up to two ranks to one core.
threads_per_rank() {
    local t=$(( $(nproc) / $1 ))
    echo $(( t < 1 ? 1 : t ))
}

# same_solution A.json B.json: true when the two solutions agree, timings and statistics aside.
same_solution() {
    python3 - "$1" "$2" <<'PY'
import json, sys
varying = {"seconds", "gen_per_second", "iterations", "tree_phase", "total"}
def strip(v):
    if isinstance(v, dict): return {k: strip(x) for k, x in v.items() if k not in varying}
    if isinstance(v, list): return [strip(x) for x in v]
    return v
sys.exit(0 if strip(json.load(open(sys.argv[1]))) == strip(json.load(open(sys.argv[2]))) else 1)
PY
}

echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$PART" != split ]; then
echo
echo "== batch: $(grep -vc '^#' "$SAMPLE") problems of $(basename "$SAMPLE") (#7, complete solve) =="
read -r wall1 cpu1 < <(measure "$WORK/cli.jsonl" /dev/null "$CLI" solve "$SAMPLE" --json)
printf '%-24s wall %6.1f s  cpu %6.1f s\n' "gms-cli (one process)" "$wall1" "$cpu1"
for np in 1 2 4; do
    read -r wall cpu < <(measure "$WORK/np$np.summary" /dev/null \
        mpirun --oversubscribe --bind-to none -np "$np" "$MPI" solve "$SAMPLE" --out "$WORK/np$np.jsonl" --json \
            --threads "$(threads_per_rank "$np")")
    ranks=$(python3 - "$WORK/np$np.summary" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print("  ".join("r%d: %d pb %.1f s" % (r["rank"], r["problems"], r["solve_seconds"]) for r in s["ranks"]))
PY
)
    printf '%-24s wall %6.1f s  cpu %6.1f s  speed-up %4.2f | %s\n' "gms-mpi -np $np" "$wall" "$cpu" \
        "$(echo "$wall1 / $wall" | bc -l)" "$ranks"
done
fi
[ "$PART" = batch ] && exit 0
echo
FEN="1b1B4/kP1N4/P6p/1P1n3P/p5p1/P4pP1/5P2/7K w - - 0 1"
read -r wall1 cpu1 < <(measure "$WORK/one.json" /dev/null "$CLI" solve --fen "$FEN" --mate 7 --json)
for level in 1 2; do
    [ "$level" = 1 ] && what="root moves" || what="(root move, reply) pairs, then the key's tree"
    echo "== one problem: mt0681 #7 ($FEN), $what over the ranks (--split-level $level) =="
    printf '%-24s wall %6.1f s  cpu %6.1f s\n' "gms-cli (one process)" "$wall1" "$cpu1"
    for np in 1 2 4; do
        read -r wall cpu < <(measure "$WORK/split$np.json" "$WORK/split$np.err" \
            mpirun --oversubscribe --bind-to none -np "$np" "$MPI" solve --fen "$FEN" --mate 7 --split-level "$level" --json \
            --threads "$(threads_per_rank "$np")")
        same_solution "$WORK/one.json" "$WORK/split$np.json" || echo "  (the solution differs from gms-cli's!)"
        printf '%-24s wall %6.1f s  cpu %6.1f s  speed-up %4.2f | %s\n' "gms-mpi -np $np" "$wall" "$cpu" \
            "$(echo "$wall1 / $wall" | bc -l)" "$(grep -m1 'root moves' "$WORK/split$np.err" | sed 's/^gms-mpi: //')"
    done
done

#!/usr/bin/env bash
# Prints (does not assert) how gms-mpi scales on this machine: the matetrack #7 sample
# (problems/matetrack-7-sample.epd) as a batch at -np 1, 2, 4, with the work each rank did,
# and one #7 problem split over its root moves at -np 1, 2, 4.
# Usage: scripts/mpi_figures.sh [BUILD_DIR]   (built with -DGMS_WITH_MPI=ON; default build/)
set -euo pipefail
GMS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$GMS_ROOT/build}"
MPI="$BUILD/app/mpi/gms-mpi"
CLI="$BUILD/app/gms-cli"
SAMPLE="$GMS_ROOT/problems/matetrack-7-sample.epd"
[ -x "$MPI" ] || { echo "no $MPI: configure with -DGMS_WITH_MPI=ON and build gms-mpi" >&2; exit 2; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 # harmless when not root
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
now() { date +%s.%N; }

echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "== batch: $(grep -vc '^#' "$SAMPLE") problems of $SAMPLE (#7, complete solve) =="
t0=$(now); "$CLI" solve "$SAMPLE" --json > "$WORK/cli.jsonl"; t1=$(now)
single=$(echo "$t1 - $t0" | bc)
printf 'gms-cli (one process):  %6.1f s\n' "$single"
for np in 1 2 4; do
    t0=$(now)
    mpirun --oversubscribe -np "$np" "$MPI" solve "$SAMPLE" --out "$WORK/np$np.jsonl" --json > "$WORK/np$np.summary" 2>/dev/null
    t1=$(now)
    python3 - "$np" "$(echo "$t1 - $t0" | bc)" "$single" "$WORK/np$np.summary" <<'PY'
import json, sys
np_, wall, single, path = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
s = json.load(open(path))
ranks = "  ".join(f"r{r['rank']}: {r['problems']} problems {r['solve_seconds']:.1f} s" for r in s["ranks"])
print(f"gms-mpi -np {np_}:         {wall:6.1f} s  speed-up {single / wall:4.2f}  |  {ranks}")
PY
    cmp -s <(cut -c1-60 "$WORK/cli.jsonl") <(cut -c1-60 "$WORK/np$np.jsonl") || echo "  (lines differ from gms-cli!)"
done
echo
FEN="1b1B4/kP1N4/P6p/1P1n3P/p5p1/P4pP1/5P2/7K w - - 0 1"
echo "== one problem: mt0681 #7 ($FEN), root moves over the ranks =="
t0=$(now); "$CLI" solve --fen "$FEN" --mate 7 --json > "$WORK/one.json"; t1=$(now)
single=$(echo "$t1 - $t0" | bc)
printf 'gms-cli (one process):  %6.1f s\n' "$single"
for np in 1 2 4; do
    t0=$(now); mpirun --oversubscribe -np "$np" "$MPI" solve --fen "$FEN" --mate 7 --json > "$WORK/split$np.json" 2>/dev/null; t1=$(now)
    wall=$(echo "$t1 - $t0" | bc)
    printf 'gms-mpi -np %d:         %6.1f s  speed-up %4.2f\n' "$np" "$wall" "$(echo "$single / $wall" | bc -l)"
done

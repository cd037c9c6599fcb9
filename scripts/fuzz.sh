#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan) and runs
# each one for SECONDS seconds (default 20), starting from its seed corpus in
# tests/fuzz/corpus/<target>/, then prints how many inputs each one executed and
# the total over all targets.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#   targets: fuzz_epd fuzz_popeye fuzz_fen fuzz_solver fuzz_uci fuzz_weights
#            fuzz_tune_set fuzz_convert fuzz_writer
#
# Long campaigns (hours): GMS_FUZZ_CORPUS=DIR keeps each target's corpus in DIR/<target>
# (seeded from the repository's, kept between runs, growing); JOBS=N runs N targets at
# once (default 1: run them one after the other). For example, eight hours on 4 cores:
#   GMS_FUZZ_CORPUS=~/gms-corpus JOBS=4 scripts/fuzz.sh 3200
# Environment: GMS_FUZZ_BUILD_DIR (default: <repo>/build-fuzz; one configured with the fuzz targets
# already, such as CI's build-asan, is built as it is configured), BUILD_JOBS (default 2),
# GMS_FUZZ_TIMEOUT (seconds one input may take before it counts as a hang; default 10: raise it
# for a campaign run at low priority on a busy machine, where a 1 s input can wait 10 s for a core).
# Without GMS_FUZZ_CORPUS, new inputs go to a temporary directory (the seed corpus is
# not changed). A crashing input is saved as <build dir>/fuzz-artifacts/<target>/crash-*:
# add it to the target's corpus once the bug is fixed. Exit status 1 if any target
# crashed or broke one of its properties (tests/fuzz/*.cpp, format_invariants.h).
# The build is -O1 with line tables only (as OSS-Fuzz builds): crash reports name file and
# line, and the template-heavy search files build faster and in less memory than with -O2 -g.
# Only the total line and the per-target lines go to standard output; the build goes to stderr.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_epd fuzz_popeye fuzz_fen fuzz_solver fuzz_uci fuzz_weights fuzz_tune_set
                                     fuzz_convert fuzz_writer)
case "$seconds" in (*[!0-9]*|'') echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2;; esac
jobs=${JOBS:-1}
case "$jobs" in (*[!0-9]*|''|0) echo "fuzz.sh: JOBS must be a whole number > 0, got '$jobs'" >&2; exit 2;; esac
build=${GMS_FUZZ_BUILD_DIR:-$root/build-fuzz}

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ not found (libFuzzer needs clang)" >&2; exit 2; }
# A build directory configured already with the fuzz targets (CI's sanitizer build) is kept as it is.
if ! grep -qs '^GMS_BUILD_FUZZERS:BOOL=ON' "$build/CMakeCache.txt"; then
    cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
          -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
          -DGMS_BUILD_FUZZERS=ON -DGMS_BUILD_GUI=OFF -DGMS_BUILD_TESTS=OFF -DGMS_CLI_DIAGRAM=OFF >/dev/null
fi
cmake --build "$build" -j"${BUILD_JOBS:-2}" --target "${targets[@]}" >&2

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

# One target: its corpus, its run, its line in $results/<target>.
run_target() {
    local t=$1 work artifacts log
    if [ -n "${GMS_FUZZ_CORPUS:-}" ]; then
        work="$GMS_FUZZ_CORPUS/$t"
        mkdir -p "$work"
    else
        work=$(mktemp -d)
    fi
    artifacts="$build/fuzz-artifacts/$t"
    mkdir -p "$artifacts"
    log="$build/fuzz-artifacts/$t.log"
    local result status=0
    # A target's dictionary (tests/fuzz/TARGET.dict: fuzz_popeye has the words of Popeye's three languages).
    local dict=()
    [ -f "$root/tests/fuzz/$t.dict" ] && dict=(-dict="$root/tests/fuzz/$t.dict")
    if "$build/tests/fuzz/$t" "${dict[@]}" -max_total_time="$seconds" -timeout="${GMS_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
           -artifact_prefix="$artifacts/" "$work" "$root/tests/fuzz/corpus/$t" >"$log" 2>&1; then
        result="no crash"
    else
        result="FAILED (see $log and $artifacts/)"
        status=1
    fi
    local execs
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$execs" ] || execs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 | tr -dc 0-9)
    echo "${execs:-0}" >"$results/$t.execs"
    echo "$status" >"$results/$t.status"
    echo "$t: ${execs:-0} executions in ${seconds}s, $result; corpus $(ls "$work" | wc -l) inputs in $work" >"$results/$t.line"
    [ -n "${GMS_FUZZ_CORPUS:-}" ] || rm -rf "$work"
}

running=0
for t in "${targets[@]}"; do
    echo "== $t: ${seconds}s" >&2
    run_target "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true

status=0
total=0
for t in "${targets[@]}"; do
    cat "$results/$t.line"
    total=$((total + $(cat "$results/$t.execs")))
    [ "$(cat "$results/$t.status")" = 0 ] || status=1
done
echo "total: $total executions ($(date -u +%Y-%m-%dT%H:%MZ))"
exit $status

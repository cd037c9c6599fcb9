#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan) and runs
# each one for SECONDS seconds (default 20), starting from its seed corpus in
# tests/fuzz/corpus/<target>/, then prints how many inputs each one executed.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      targets: fuzz_epd fuzz_popeye fuzz_fen fuzz_solver
#
# Environment: GMS_FUZZ_BUILD_DIR (default: <repo>/build-fuzz), JOBS (default 2).
# New inputs found go to a temporary directory (the seed corpus is not changed);
# a crashing input is saved as <build dir>/fuzz-artifacts/<target>/crash-*:
# add it to the target's corpus once the bug is fixed. Exit status 1 if any
# target crashed or broke a property of tests/fuzz/format_invariants.h.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_epd fuzz_popeye fuzz_fen fuzz_solver)
case "$seconds" in (*[!0-9]*|'') echo "fuzz.sh: SECONDS must be a whole number, got '$seconds'" >&2; exit 2;; esac
build=${GMS_FUZZ_BUILD_DIR:-$root/build-fuzz}

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ not found (libFuzzer needs clang)" >&2; exit 2; }
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DGMS_BUILD_FUZZERS=ON -DGMS_BUILD_GUI=OFF -DGMS_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"${JOBS:-2}" --target "${targets[@]}"

status=0
total=0
for t in "${targets[@]}"; do
    work=$(mktemp -d)
    artifacts="$build/fuzz-artifacts/$t"
    mkdir -p "$artifacts"
    log="$build/fuzz-artifacts/$t.log"
    echo "== $t: ${seconds}s"
    # A target's dictionary (tests/fuzz/TARGET.dict: fuzz_popeye has the words of Popeye's three languages).
    dict=()
    [ -f "$root/tests/fuzz/$t.dict" ] && dict=(-dict="$root/tests/fuzz/$t.dict")
    if "$build/tests/fuzz/$t" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
           -artifact_prefix="$artifacts/" "$work" "$root/tests/fuzz/corpus/$t" >"$log" 2>&1; then
        result="no crash"
    else
        result="FAILED (see $log and $artifacts/)"
        status=1
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$execs" ] || execs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 | tr -dc 0-9)
    execs=${execs:-0}
    total=$((total + execs))
    echo "$t: $execs executions in ${seconds}s, $result; corpus grew to $(ls "$work" | wc -l) new inputs"
    rm -rf "$work"
done
echo "total: $total executions"
exit $status

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI step (called by test.sh): builds engine, CLI, the non-UI tests and the fuzz targets with
# AddressSanitizer + UndefinedBehaviorSanitizer (clang from Debian, -DGMS_BUILD_GUI=OFF) into
# build-asan/ and runs the suite there. Any sanitizer report fails the test. The whole build
# carries libFuzzer's coverage instrumentation too (-fsanitize=fuzzer-no-link; without libFuzzer
# linked it does nothing), so that scripts/ci_fuzz.sh runs the fuzz targets of this same build
# instead of compiling the template-heavy engine a fourth time.
#
# Slow data-driven tests run a documented subset (they are complete in the plain
# Release run of test.sh; under the sanitizers they would take ~10x as long):
#   test_search_options: sameKeysEpdSets:bench.epd, sameTrees, cutsFireOnShuffles
#                        (direct_mates, gms-collection, the matetrack/tuning sets and
#                        long-checks are left to the Release run: 285 s there, ~10 min here)
#   test_collection:     every function (solveEpd/solvePopeye on the whole collection)
#   test_speed_features: the split points, selfmates (trees, tries, set play) and helpmates
#                        (directMatesKeys and collectionTreesAndTries, 250 s of the 325 s here,
#                        are left to the Release run)
# The build is -O1 with line tables only (as the sanitizers' own documentation and OSS-Fuzz do;
# a report names file and line): -O3 under ASan+UBSan nearly doubles the build of the template-heavy battle
# policies (engine/search/battle_play_*.cpp) and CI has 90 minutes for every step.
# Environment: GMS_ASAN_BUILD_DIR (default <repo>/build-asan), JOBS (default nproc).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${GMS_ASAN_BUILD_DIR:-$root/build-asan}
jobs=${JOBS:-$(nproc)}
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fsanitize=fuzzer-no-link -fno-omit-frame-pointer"
GMS_ROOT=$root
# shellcheck source=scripts/deps.sh
source "$root/scripts/deps.sh"
gms_install_packages clang libclang-rt-dev

start=$(date +%s)
cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" -DGMS_BUILD_GUI=OFF -DGMS_BUILD_FUZZERS=ON \
      -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build "$build" -j"$jobs" >&2 # build output: stderr (stdout carries the results)
built=$(date +%s)

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:abort_on_error=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen
export QTEST_FUNCTION_TIMEOUT=1800000 # ms: a sanitized solve is several times slower

ctest --test-dir "$build" --output-on-failure -j"$jobs" --timeout 1800 \
      -E '^(test_search_options|test_collection|test_speed_features)$'
# The subsets on the two cores side by side; the first one's output follows the others'.
"$build/tests/test_search_options" sameKeysEpdSets:bench.epd sameTrees cutsFireOnShuffles \
    >"$build/test_search_options.log" 2>&1 &
options=$!
"$build/tests/test_collection"
"$build/tests/test_speed_features" directMatesSplitInsideOneRootMove everyCoreMeansTheCoresAllowed oneItemIsSharedToo \
    selfmatesSplitInsideOneRootMove selfmatesTreesTriesSetPlay helpmateLinesAndSetPlay
options_status=0
wait "$options" || options_status=$?
cat "$build/test_search_options.log"
[ "$options_status" = 0 ] || { echo "test_search_options failed under the sanitizers" >&2; exit 1; }
end=$(date +%s)
echo "sanitizers: build $((built - start)) s, tests $((end - built)) s (ASan+UBSan, no report)"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI step (called by test.sh): builds the engine and the tests that share one solve among
# several threads with ThreadSanitizer (GCC, -DGMS_BUILD_GUI=OFF) into build-tsan/ and runs
# them: split points inside one root move (direct mates and selfmates at 1 and 4 threads),
# a limit that stops four threads, Stop reaching every thread, and the intelligent help
# search walking its mate pictures on four threads. Any report fails the test,
# except the transposition table's lock-free entries (scripts/tsan.supp says why).
# Environment: GMS_TSAN_BUILD_DIR (default <repo>/build-tsan), JOBS (default nproc).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${GMS_TSAN_BUILD_DIR:-$root/build-tsan}
jobs=${JOBS:-$(nproc)}

start=$(date +%s)
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DGMS_BUILD_GUI=OFF \
      -DCMAKE_CXX_FLAGS="-fsanitize=thread" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" >/dev/null
cmake --build "$build" -j"$jobs" --target test_speed_features test_solver_limits test_solver_cancel \
      test_intelligent_help >&2
built=$(date +%s)

export TSAN_OPTIONS="suppressions=$root/scripts/tsan.supp:halt_on_error=1:exitcode=66"
export QT_QPA_PLATFORM=offscreen
export QTEST_FUNCTION_TIMEOUT=1800000 # ms: a solve under TSan is many times slower
"$build/tests/test_speed_features" directMatesSplitInsideOneRootMove selfmatesSplitInsideOneRootMove
"$build/tests/test_solver_limits" nodeLimitCountsEveryThread stoppedThreadsKeepOnlyRealKeys
"$build/tests/test_solver_cancel" stopsEveryThreadPromptly
"$build/tests/test_intelligent_help" picturesOnFourThreads
end=$(date +%s)
echo "thread sanitizer: build $((built - start)) s, tests $((end - built)) s (no report)"

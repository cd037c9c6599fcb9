#!/usr/bin/env bash
# Checks that every C++ file of the tree is formatted as .clang-format says (clang-format 14, as
# Debian bookworm ships it; other versions format some constructs differently). Prints the files
# that differ and exits non-zero; `scripts/check_format.sh --fix` formats them in place.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
formatter=""
for candidate in clang-format-14 clang-format; do
    if command -v "$candidate" >/dev/null; then formatter="$candidate"; break; fi
done
if [ -z "$formatter" ]; then
    echo "check_format: clang-format is not installed (Debian package clang-format)" >&2
    exit 2
fi
mapfile -t files < <(git ls-files 'engine/*.cpp' 'engine/*.h' 'app/*.cpp' 'app/*.h' 'ui/*.cpp' 'ui/*.h' \
                                  'tests/*.cpp' 'tests/*.h' 'scripts/*.cpp')
if [ "${1:-}" = "--fix" ]; then
    "$formatter" -i "${files[@]}"
    exit 0
fi
bad=()
for f in "${files[@]}"; do
    "$formatter" --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    echo "check_format: ${#bad[@]} file(s) not formatted as .clang-format says (run scripts/check_format.sh --fix):" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
echo "check_format: ${#files[@]} files formatted as .clang-format says" >&2

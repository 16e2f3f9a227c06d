#!/bin/sh
# SPDX-License-Identifier: MIT
# Times the C# binding beside the C benchmark it mirrors, on the same positions:
#   sh bindings/csharp/bench/run.sh BUILD-DIR [positions-per-set]   (default 200)
# from the source tree, BUILD-DIR a configured and built tree (make; make
# bench/bench_forbidden is made here).  Not run by make check: the figures depend on
# the machine and its load.
set -eu
build=$(cd "${1:?usage: run.sh BUILD-DIR [positions]}" && pwd)
n=${2:-200}
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-csbench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
make -s -C "$build" bench/bench_forbidden
mcs -langversion:7 -optimize+ -out:"$tmp/bench.exe" "$here/../src"/*.cs "$here/Bench.cs"
echo "== C (bench/bench_forbidden -n $n: its sets that the C# program times too)"
"$build/bench/bench_forbidden" -n "$n" -f "$src/tests/data/forbidden-vectors.txt" > "$tmp/c.out"
sed -n '1,/^dense/p' "$tmp/c.out" | sed '$d'
sed -n '/^real (/,/^$/p' "$tmp/c.out"
echo "== C#"
LD_LIBRARY_PATH="$build/lib/.libs" mono -O=all "$tmp/bench.exe" -n "$n" -f "$src/tests/data/forbidden-vectors.txt"

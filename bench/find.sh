#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/find.sh - renju-find on the 240,000-game database of bench/database.sh (the
# one bench/records.sh reads): the time and peak memory of building its index (median
# of RUNS), the index's size on disk, then bench/bench_index's questions on it.
# Targets: the index built in under 10 s and 300 MB, a question under 10 ms.  Not
# part of `make check`.
#
# Usage: bench/find.sh [GAMES] [RUNS] [WALKS]   (run from the build tree)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=${top_builddir:-.}
games=${1:-240000}
runs=${2:-3}
walks=${3:-500}
prog=$build/tools/renju-find
[ -x "$build/tools/.libs/renju-find" ] && prog=$build/tools/.libs/renju-find
export LD_LIBRARY_PATH="$build/lib/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -x "$prog" ] || { echo "bench/find.sh: $prog: no such program (build first)" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-find-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
sh "$top/bench/database.sh" "$games" > "$tmp/games.rif" || exit 2

: > "$tmp/times"
r=0
while [ "$r" -lt "$runs" ]; do
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%e %M' -o "$tmp/one" "$prog" --no-progress -i "$tmp/games.idx" \
            "$tmp/games.rif" > "$tmp/out" 2>&1
    else
        python3 -c 'import resource, subprocess, sys, time
t = time.time()
subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
t = time.time() - t
kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
open(sys.argv[1], "w").write("%.2f %d\n" % (t, kb))' "$tmp/one" "$prog" --no-progress \
            -i "$tmp/games.idx" "$tmp/games.rif"
    fi
    tail -n 1 "$tmp/one" >> "$tmp/times"
    r=$((r + 1))
done
echo "renju-find: $prog; database: $games games, $(($(wc -c < "$tmp/games.rif") / 1048576)) MB"
sort -n "$tmp/times" | awk -v runs="$runs" '
    { t[NR] = $1; m[NR] = $2 }
    END { mid = int((NR + 1) / 2); max = 0
          for (i = 1; i <= NR; i++) if (m[i] > max) max = m[i]
          printf "index built: median %.2f s of %d runs (", t[mid], runs
          for (i = 1; i <= NR; i++) printf "%s%.2f", (i > 1 ? " " : ""), t[i]
          printf "), peak %.1f MB\n", max / 1024 }'
echo "index on disk: $(($(wc -c < "$tmp/games.idx") / 1048576)) MB ($(wc -c < "$tmp/games.idx") bytes)"
"$build/bench/bench_index" "$tmp/games.idx" "$walks"

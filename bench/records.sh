#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/records.sh - how fast and in how little memory tools/renju-referee reads
# real archives: a RenjuNet-style database of 240,000 games (about 80 MB) and 4,000
# small .psq files, generated here into a temporary directory.  Prints the wall time
# and the peak resident memory of each run; targets: the database under 5 s and 8 MB,
# the .psq files under 2 s.  Not part of `make check`.
#
# Usage: bench/records.sh [REFEREE] [GAMES] [PSQFILES] [RUNS]
#   REFEREE   the referee (default tools/renju-referee of the build tree, run
#             through libtool's wrapper when there is one)
#   GAMES     games in the database (default 240000), PSQFILES .psq files (4000),
#   RUNS      runs of each (default 3; the median is printed)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
prog=${1:-$top/tools/renju-referee}
games=${2:-240000}
psqs=${3:-4000}
runs=${4:-3}
[ -x "$prog" ] || { echo "bench/records.sh: $prog: no such program (build first)" >&2; exit 2; }
# the libtool wrapper of an uninstalled program: time the program itself
if [ -x "$top/tools/.libs/renju-referee" ] && [ "$prog" = "$top/tools/renju-referee" ]; then
    export LD_LIBRARY_PATH="$top/lib/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    prog=$top/tools/.libs/renju-referee
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# --- the database (bench/database.sh)
sh "$top/bench/database.sh" "$games" > "$tmp/games.rif" || exit 2

# --- the .psq files: short freestyle games on 20x20, as Gomocup writes them
mkdir "$tmp/psq"
awk -v n="$psqs" -v dir="$tmp/psq" 'BEGIN {
    srand(7)
    for (i = 1; i <= n; i++) {
        f = sprintf("%s/game%04d.psq", dir, i)
        printf "Piskvorky 20x20, 11:11, 0\n" > f
        split("", used)
        len = 10 + int(rand() * 40)
        for (k = 0; k < len; ) {
            x = 1 + int(rand() * 20); y = 1 + int(rand() * 20)
            if (!((x "," y) in used)) { used[x "," y] = 1; printf "%d,%d,%d\n", x, y, int(rand() * 1000) > f; k++ }
        }
        printf "pbrain-a.zip\npbrain-b.zip\n-1\n" > f
        close(f)
    }
}'

# Run the referee on its arguments RUNS times; print the median wall time and peak
# resident memory.
measure() {
    label=$1; shift
    : > "$tmp/times"
    r=0
    while [ "$r" -lt "$runs" ]; do
        if [ -x /usr/bin/time ]; then
            /usr/bin/time -f '%e %M' -o "$tmp/one" "$prog" --no-progress -q "$@" > /dev/null 2>&1
        else
            # no time(1): the wall clock and the child's peak (getrusage) from a wrapper
            python3 -c 'import resource, subprocess, sys, time
t = time.time()
subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
t = time.time() - t
kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
open(sys.argv[1], "w").write("%.2f %d\n" % (t, kb))' "$tmp/one" "$prog" --no-progress -q "$@"
        fi
        tail -n 1 "$tmp/one" >> "$tmp/times"
        r=$((r + 1))
    done
    sort -n "$tmp/times" | awk -v label="$label" -v runs="$runs" '
        { t[NR] = $1; m[NR] = $2 }
        END { mid = int((NR + 1) / 2)
              printf "%-34s %6.2f s  (runs:", label, t[mid]
              for (i = 1; i <= NR; i++) printf " %.2f", t[i]
              max = 0; for (i = 1; i <= NR; i++) if (m[i] > max) max = m[i]
              printf ")  peak %.1f MB\n", max / 1024 }'
}

size=$(wc -c < "$tmp/games.rif")
echo "renju-referee: $prog"
echo "database: $games games, $((size / 1048576)) MB; $psqs .psq files; median of $runs runs"
measure "database ($games games)" "$tmp/games.rif"
measure ".psq files ($psqs)" "$tmp"/psq/*.psq

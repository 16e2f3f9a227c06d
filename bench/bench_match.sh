#!/bin/sh
# SPDX-License-Identifier: MIT
# Times tools/renju-match: two test engines that answer at once (--instant) play
# freestyle games against each other, one and then two games at a time; prints the
# games and moves a second and the runner's own processor time a move (its user and
# system time over the moves played: the engines' time is theirs, not counted).
# Usage: bench/bench_match.sh [GAMES]  (default 200), from the build tree, or with
# top_builddir set (make bench).
set -u
top=${top_builddir:-.}
games=${1:-200}
eng=$top/examples/renju-test-engine
for c in 1 2; do
    line=$("$top/tools/renju-match" -each tc=5 -engine name=A cmd="$eng --instant --seed 1" \
        -engine name=B cmd="$eng --instant --seed 2" -rule freestyle -games "$games" \
        -concurrency $c 2> /dev/null | grep '^Moves: ') \
        || { echo "bench_match: renju-match failed"; exit 1; }
    # "Moves: M in T s, G games/s, N moves/s, runner CPU U us a move"
    echo "$line" | awk -v c=$c -v g="$games" '{
        printf "renju-match, concurrency %d: %d games, %s moves in %s s: ", c, g, $2, $4
        printf "%s games/s, %s moves/s, runner %s us a move\n", $6, $8, $12 }'
done

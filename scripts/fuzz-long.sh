#!/bin/bash
# SPDX-License-Identifier: MIT
# fuzz-long.sh - run libFuzzer targets for a long time on corpora that persist.
#
#   scripts/fuzz-long.sh [TARGET ...]        (make fuzz-long runs every target)
#
# TARGET is a name or path of a built target (fuzz_game, fuzz/fuzz_game); without
# one, every fuzz/fuzz_* built.  Build them first with make fuzz.  Environment:
#
#   FUZZ_TIME   seconds per target (default 600)
#   FUZZ_JOBS   targets run at the same time (default 1)
#   FUZZ_DIR    where everything is kept (default ${XDG_CACHE_HOME:-~/.cache}/librenju-fuzz):
#                 FUZZ_DIR/corpus/TARGET   the corpus, seeded from fuzz/corpus/TARGET
#                                          and grown by every run
#                 FUZZ_DIR/crashes/TARGET/ what a run found (crash-*, leak-*,
#                                          timeout-*, oom-*)
#                 FUZZ_DIR/logs/TARGET.log the last run's output
#   FUZZ_ARGS   more libFuzzer options (e.g. "-max_len=4096 -timeout=20")
#   srcdir, builddir  the source and build trees (default: the tree this script is in)
#
# Prints a line a target: its executions, its corpus and whether it found anything,
# with the files.  Exits 1 if any target found something or failed to run.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
srcdir=${srcdir:-$here}
builddir=${builddir:-$srcdir}
FUZZ_TIME=${FUZZ_TIME:-600}
FUZZ_JOBS=${FUZZ_JOBS:-1}
FUZZ_DIR=${FUZZ_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/librenju-fuzz}
FUZZ_ARGS=${FUZZ_ARGS:-}

case $FUZZ_TIME in ''|*[!0-9]*) echo "fuzz-long: FUZZ_TIME must be seconds" >&2; exit 2;; esac
case $FUZZ_JOBS in ''|*[!0-9]*|0) echo "fuzz-long: FUZZ_JOBS must be 1 or more" >&2; exit 2;; esac

targets=()
if [ $# -eq 0 ]; then
    for f in "$builddir"/fuzz/fuzz_*; do
        [ -x "$f" ] && [ -f "$f" ] && targets+=("$(basename "$f")")
    done
else
    for t in "$@"; do targets+=("$(basename "$t")"); done
fi
[ ${#targets[@]} -gt 0 ] || { echo "fuzz-long: no target built (make fuzz)" >&2; exit 2; }

mkdir -p "$FUZZ_DIR/logs" || exit 2

# One target: seed its corpus, run it, write its summary line to logs/TARGET.summary.
run_one() {
    local t=$1 bin="$builddir/fuzz/$1" corpus="$FUZZ_DIR/corpus/$1"
    local crashes="$FUZZ_DIR/crashes/$1" log="$FUZZ_DIR/logs/$1.log"
    local sum="$FUZZ_DIR/logs/$1.summary" rc execs found before after
    if [ ! -x "$bin" ]; then
        echo "$t: not built ($bin); run make fuzz" > "$sum"
        return
    fi
    mkdir -p "$corpus" "$crashes"
    if [ -d "$srcdir/fuzz/corpus/$t" ]; then
        # seeds never overwrite what the corpus holds already
        cp -n "$srcdir/fuzz/corpus/$t"/* "$corpus"/ 2>/dev/null
    fi
    before=$(ls "$corpus" | wc -l)
    # shellcheck disable=SC2086
    "$bin" -max_total_time="$FUZZ_TIME" -print_final_stats=1 \
        -artifact_prefix="$crashes/" $FUZZ_ARGS "$corpus" > "$log" 2>&1
    rc=$?
    after=$(ls "$corpus" | wc -l)
    execs=$(awk '/stat::number_of_executed_units:/ {print $2}' "$log" | tail -1)
    if [ -z "$execs" ]; then   # stopped by a crash: the last status line
        execs=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$log" | tail -1)
    fi
    found=$(grep -o "Test unit written to [^ ]*" "$log" | sed 's/Test unit written to //' | tr '\n' ' ')
    if [ $rc -eq 0 ] && [ -z "$found" ]; then
        printf '%s: %s executions in %ss, corpus %d -> %d files, nothing found\n' \
            "$t" "${execs:-?}" "$FUZZ_TIME" "$before" "$after" > "$sum"
    else
        printf '%s: %s executions, FOUND (exit %d): %s\n      log: %s\n' \
            "$t" "${execs:-?}" "$rc" "${found:-see the log}" "$log" > "$sum"
        printf '      replay: %s FILE; minimise: %s -minimize_crash=1 -runs=100000 FILE\n' \
            "$bin" "$bin" >> "$sum"
    fi
}

echo "fuzz-long: ${#targets[@]} targets, ${FUZZ_TIME}s each, $FUZZ_JOBS at a time, in $FUZZ_DIR"
for t in "${targets[@]}"; do
    rm -f "$FUZZ_DIR/logs/$t.summary"
    while [ "$(jobs -rp | wc -l)" -ge "$FUZZ_JOBS" ]; do
        wait -n
    done
    echo "  start $t"
    run_one "$t" &
done
wait

status=0
for t in "${targets[@]}"; do
    if [ -f "$FUZZ_DIR/logs/$t.summary" ]; then
        cat "$FUZZ_DIR/logs/$t.summary"
        grep -q 'nothing found' "$FUZZ_DIR/logs/$t.summary" || status=1
    else
        echo "$t: no summary (interrupted?)"; status=1
    fi
done
exit $status

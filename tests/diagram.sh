#!/bin/sh
# SPDX-License-Identifier: MIT
# Diagrams: every committed drawing of tests/data/diagram (tests/check_diagram compares
# the library's output with them) and what tools/renju-diagram draws rendered by a real
# SVG renderer, rsvg-convert, without error; and renju-diagram against its contract:
# positions as move lists, stones and records, --move and --path, the numbers, -o to
# SVG and PNG, the exit status.  Skipped without rsvg-convert (librsvg2-bin).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/skip.sh"
prog=$(cd "$top_builddir/tools" && pwd)/renju-diagram${EXEEXT:-}
lt=$(cd "$top_builddir" && pwd)/libtool
runner=${TEST_RUNNER:+$lt --mode=execute $TEST_RUNNER}
data=$(cd "$top_srcdir/tests/data" && pwd)
command -v rsvg-convert >/dev/null 2>&1 \
  || skip "no rsvg-convert to render the diagrams with: apt-get install librsvg2-bin"
tmp=${TMPDIR:-/tmp}/renju-diagram.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp" || exit 1
run() { $runner "$prog" "$@"; }
fail() { echo "FAIL: $*"; exit 1; }
png() { head -c 8 "$1" | od -An -tx1 | tr -d ' \n'; }

# --- a real renderer reads every drawing
n=0
for f in "$data"/diagram/*.svg; do
    rsvg-convert -o "$tmp/out.png" "$f" 2> "$tmp/err" || fail "rsvg-convert $f: $(cat "$tmp/err")"
    [ "$(png "$tmp/out.png")" = 89504e470d0a1a0a ] || fail "$f: no PNG out"
    n=$((n + 1))
done
[ "$n" -ge 6 ] || fail "only $n committed drawings"
echo "ok: $n committed drawings rendered"

# --- renju-diagram: a move list with numbers and a title
run "h8 h9 i9" -n 1 -T "Kansei" > "$tmp/a.svg" || fail "a move list: exit status $?"
[ "$(grep -c 'class="number"' "$tmp/a.svg")" = 3 ] || fail "three numbers expected"
grep -q '<title>Kansei</title>' "$tmp/a.svg" || fail "no title"
rsvg-convert -o "$tmp/a.png" "$tmp/a.svg" || fail "the move list's drawing does not render"
# stones, white to move; a record at move 4 and at its end; a tree's node by its path
run "h8 j10 / h9" --no-last > "$tmp/b.svg" && [ "$(grep -c 'class="black"' "$tmp/b.svg")" = 2 ] \
    || fail "stones"
run "$data/play-free.sgf" -m 4 -n 1 > "$tmp/c.svg" && [ "$(grep -c 'class="number"' "$tmp/c.svg")" = 4 ] \
    || fail "a record at move 4"
run "$data/play-free.sgf" > "$tmp/d.svg" && [ "$(grep -c 'class="white"' "$tmp/d.svg")" = 5 ] \
    || fail "a record at its end"
run "$data/renlib/null_move2.lib" -p 0.1.0 -n 1 > "$tmp/e.svg" \
    && [ "$(grep -c 'class="number"' "$tmp/e.svg")" = 3 ] || fail "a tree's node by its path"
for f in b c d e; do
    rsvg-convert -o "$tmp/$f.png" "$tmp/$f.svg" || fail "drawing $f does not render"
done
# -o: the same SVG as standard output; PNG through rsvg-convert
run "h8 h9 i9" -n 1 -T "Kansei" -o "$tmp/o.svg" && cmp -s "$tmp/o.svg" "$tmp/a.svg" || fail "-o x.svg"
run "h8 h9 i9" -o "$tmp/o.png" && [ "$(png "$tmp/o.png")" = 89504e470d0a1a0a ] || fail "-o x.png"
echo "ok: renju-diagram draws move lists, stones, records, tree nodes, SVG and PNG"

# --- errors: exit status 2 with a message
for args in "-m 40 $data/play-free.sgf" "-p 0.9 $data/renlib/null_move2.lib" "--coords=3 h8" \
            "--cell=5 h8" "h8 zz" "" "h8 h9 extra"; do
    # shellcheck disable=SC2086
    run $args > /dev/null 2> "$tmp/err"
    status=$?
    [ "$status" -eq 2 ] && [ -s "$tmp/err" ] || fail "renju-diagram $args: status $status, $(cat "$tmp/err")"
done
run -o "$tmp/nodir/x.svg" h8 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "No such file" "$tmp/err" || fail "an output that cannot be written"
echo "ok: errors"

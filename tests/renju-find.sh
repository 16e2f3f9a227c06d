#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-find against its contract: an index built from move lists, SGF trees,
# RenLib libraries and a RenjuNet database; answers for move lists, stones and record
# files in other orientations and move orders, with the moves played next mapped back
# and the results counted; --count; the exit status (asking: 0 found, 1 not, 2 error);
# an index cut short, not an index, or of another version refused with a clear
# message; files that cannot be read.
set -u
prog=$(cd "${top_builddir:-.}/tools" && pwd)/renju-find${EXEEXT:-}
lt=$(cd "${top_builddir:-.}" && pwd)/libtool
runner=${TEST_RUNNER:+$lt --mode=execute $TEST_RUNNER}
data=$(cd "${top_srcdir:-.}/tests/data" && pwd)
libs=$data/renlib
tmp=${TMPDIR:-/tmp}/renju-find.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp" || exit 1
run() { $runner "$prog" --no-progress "$@"; }
fail() { echo "FAIL: $*"; exit 1; }

# --- games: move lists (the second a mirror image of the first, the third the same
# stones in another order), an SGF tree, and a game that breaks the rules at move 4
printf '%s\n' 'h8 h9 i9 g7 j10' 'h8 h9 g9 i7 f10' 'h8 g7 j10 h9 i9' > "$tmp/games.txt"
printf '%s\n' '(;FF[4]GM[4]SZ[15]RU[renju]RE[B+R];B[hh](;W[hg];B[ig]C[a line])(;W[ii];B[jj]))' > "$tmp/tree.sgf"
printf '%s\n' 'h8 h9 i9 h9 j9' > "$tmp/bad.txt"
run -i "$tmp/idx" "$tmp/games.txt" "$tmp/tree.sgf" "$tmp/bad.txt" > "$tmp/out" 2> "$tmp/err"
status=$?
[ "$status" -eq 0 ] || fail "building: exit status $status, 0 expected: $(cat "$tmp/err")"
grep -q "5 games, [0-9]* positions indexed" "$tmp/out" || fail "building said: $(cat "$tmp/out")"
[ -f "$tmp/idx.tmp" ] && fail "the temporary file was left behind"
echo "ok: built"

# --- a move list: the first two games reach h8 h9 i9 g7 after four moves (the second
# in its mirror image), and their move next, j10, is f10 in the second's orientation;
# the third reaches the position after five moves, in another order
run "$tmp/idx" "h8 h9 i9 g7" > "$tmp/out" || fail "asking h8 h9 i9 g7: exit status $?"
grep -q "^2 games reach the position: black won 0, drew 0, lost 0, 2 without a result" "$tmp/out" \
    || fail "h8 h9 i9 g7: $(cat "$tmp/out")"
grep -q "^  j10        2 games" "$tmp/out" || fail "h8 h9 i9 g7, next: $(cat "$tmp/out")"
run "$tmp/idx" "h8 h9 g9 i7" > "$tmp/out" || fail "asking the mirror image"
grep -q "^  f10        2 games" "$tmp/out" || fail "the mirror image's next move: $(cat "$tmp/out")"
grep -q "games.txt:1 " "$tmp/out" && grep -q "games.txt:2 " "$tmp/out" \
    || fail "the games' names: $(cat "$tmp/out")"
run "$tmp/idx" "h8 h9 i9 g7 j10" > "$tmp/out"
grep -q "^3 games reach" "$tmp/out" && grep -q "games.txt:3 " "$tmp/out" \
    || fail "the move order of the third game: $(cat "$tmp/out")"
grep -q "next moves" "$tmp/out" && fail "moves after the games' ends: $(cat "$tmp/out")"
echo "ok: move lists, mirror images, move orders"

# --- stones: black h8 i9, white h9, white to move (more black stones); the bad game
# reached it, and the first two; given black to move, no game did
[ "$(run -c "$tmp/idx" "h8 i9 / h9")" = 4 ] || fail "stones h8 i9 / h9: $(run -c "$tmp/idx" "h8 i9 / h9")"
run -c -t black "$tmp/idx" "h8 i9 / h9" > "$tmp/out"
status=$?
[ "$status" -eq 1 ] && [ "$(cat "$tmp/out")" = 0 ] || fail "black to move: status $status, $(cat "$tmp/out")"
echo "ok: stones, the side to move"

# --- the tree: both lines from h8, its result black's win (SGF rows count from the top)
run "$tmp/idx" "h8" > "$tmp/out"
grep -q "^5 games reach the position: black won 1, drew 0, lost 0, 4 without a result" "$tmp/out" \
    || fail "h8: $(cat "$tmp/out")"
# h8 i7: the tree's second line, and the third game's h8 g7 in its mirror image
run "$tmp/idx" "h8 i7" > "$tmp/out"
grep -q "^2 games reach the position: black won 1, drew 0, lost 0, 1 without a result" "$tmp/out" \
    && grep -q "^  j6         1 game  (black won 1" "$tmp/out" || fail "h8 i7: $(cat "$tmp/out")"
# a record file as the question: its position at the end, which the first two games,
# the tree's first line and the bad game reach
printf '%s\n' 'h8 h9 i9' > "$tmp/question.txt"
[ "$(run -c "$tmp/idx" "$tmp/question.txt")" = 4 ] || fail "a record as the question: $(run -c "$tmp/idx" "$tmp/question.txt")"
echo "ok: a tree, a record as the question"

# --- RenLib libraries, and a database
# the libraries hold h8 i9 (then i8, and a pass): asked in the mirror image h8 g9
run -i "$tmp/libs" "$libs"/*.lib > /dev/null 2>&1 || fail "indexing the RenLib libraries"
run "$tmp/libs" "h8 g9" > "$tmp/out"
grep -q "^  g8         1 game" "$tmp/out" && grep -q "^  pass       1 game" "$tmp/out" \
    || fail "the libraries, h8 g9: $(cat "$tmp/out")"
echo "ok: RenLib libraries"
if run -i "$tmp/db" "$data/sample.rif" > "$tmp/out" 2> "$tmp/err"; then :; fi
if grep -q "without XML support" "$tmp/err"; then
    echo "skipped: sample.rif (built without libxml2)"
else
    grep -q "positions indexed" "$tmp/out" || fail "the database: $(cat "$tmp/out" "$tmp/err")"
    echo "ok: a RenjuNet database"
fi

# --- errors: no index, not an index, cut short, another version, a bad position
run "$tmp/none" "h8" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "No such file" "$tmp/err" || fail "a missing index: $(cat "$tmp/err")"
run "$tmp/idx" "h8 zz" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && [ -s "$tmp/err" ] || fail "a bad position"
cp "$data/../../README" "$tmp/readme" 2>/dev/null || echo "not an index at all" > "$tmp/readme"
run "$tmp/readme" "h8" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "not a position index" "$tmp/err" || fail "not an index: $(cat "$tmp/err")"
head -c 100 "$tmp/idx" > "$tmp/short"
run "$tmp/short" "h8" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "cut short" "$tmp/err" || fail "an index cut short: $(cat "$tmp/err")"
# the format's version is bytes 8-11 of the header
{ head -c 11 "$tmp/idx"; printf '\011'; tail -c +13 "$tmp/idx"; } > "$tmp/old"
run "$tmp/old" "h8" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "build the index again" "$tmp/err" || fail "another version: $(cat "$tmp/err")"
run -i "$tmp/idx2" "$tmp/nonexistent.txt" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "nonexistent.txt" "$tmp/err" || fail "a file that cannot be read"
run -i "$tmp/idx2" > /dev/null 2>&1
[ $? -eq 2 ] || fail "no file to index: not a usage error"
echo "ok: errors"

#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-solve against its contract: the output and exit status for a fixed
# input (tests/data/renju-solve.in and .out, error lines, comments and blank lines
# included), --rules, --nodes giving "?", a clean run and usage errors.
set -u
prog=${top_builddir:-.}/tools/renju-solve${EXEEXT:-}
lt=${top_builddir:-.}/libtool
data=${top_srcdir:-.}/tests/data
tmp=${TMPDIR:-/tmp}/renju-solve.$$
trap 'rm -f "$tmp".*' EXIT
run() { ${TEST_RUNNER:+"$lt" --mode=execute $TEST_RUNNER} "$prog" "$@"; }
fail() { echo "FAIL: $*"; exit 1; }

run < "$data/renju-solve.in" > "$tmp.out"
status=$?
diff -u "$data/renju-solve.out" "$tmp.out" || fail "unexpected output for renju-solve.in"
[ "$status" -eq 1 ] || fail "exit status $status with malformed lines, 1 expected"
echo "ok: renju-solve.in"

# the comment rule the input file relies on (an indented '#', blanks alone) is the
# one the usage text states
run --help | grep -q "first non-blank character is '#' give no output" \
    || fail "--help does not state the comment rule"
echo "ok: comment rule in --help"

# the double four h11 is forbidden in renju, a win at once in freestyle
line='h8 h9 h10 e11 f11 g11 / h7 d11 a1 c1 e1 a15 / black'
out=$(echo "$line" | run --rules freestyle --vcf)
status=$?
[ "$out" = "h11" ] || fail "--rules freestyle gave '$out'"
[ "$status" -eq 0 ] || fail "exit status $status on clean input, 0 expected"
out=$(echo "$line" | run -r renju)
[ "$out" = "-" ] || fail "--rules renju gave '$out'"
echo "ok: --rules"

# one position searched is not enough for a line of three moves
out=$(echo 'h8 i8 j8 l9 m10 / g8 a1 c1 e1 / black' | run --nodes 1)
[ "$out" = "?" ] || fail "--nodes 1 gave '$out'"
echo "ok: --nodes"

# win in N: the double three h8 wins in 3 moves in freestyle (five plies, ending
# with the five), not in 2; in renju it is a foul and there is no win in 3
line='h9 h10 i9 j10 / a1 a4 a7 a10 / black'
out=$(echo "$line" | run --rules freestyle --win 3)
status=$?
[ "$(echo "$out" | wc -w)" -eq 5 ] && [ "${out%% *}" = "h8" ] \
    || fail "--win 3 in freestyle gave '$out'"
[ "$status" -eq 0 ] || fail "exit status $status for --win 3, 0 expected"
out=$(echo "$line" | run --rules freestyle --win 2)
[ "$out" = "-" ] || fail "--win 2 in freestyle gave '$out'"
out=$(echo "$line" | run --win 3)
[ "$out" = "-" ] || fail "--win 3 in renju gave '$out'"
out=$(echo "$line" | run --rules freestyle --win 3 --nodes 3)
[ "$out" = "?" ] || fail "--win 3 --nodes 3 gave '$out'"
out=$(echo 'h8 i8 j8 k8 / h9 i9 j9 / black' | run --win 1)
[ "$out" = "g8" ] || fail "--win 1 gave '$out'"
echo "ok: --win"

for args in "--bogus" "--rules nosuch" "--nodes x" "--win 0" "--win 21" "--win x" "extra"; do
    # shellcheck disable=SC2086
    run $args < /dev/null > /dev/null 2>&1
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status for '$args', 2 expected"
done
echo "ok: usage errors"

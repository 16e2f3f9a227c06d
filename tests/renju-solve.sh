#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-solve against its contract: the output and exit status for a fixed
# input (tests/data/renju-solve.in and .out, error lines, comments and blank lines
# included), --rules, --nodes giving "?", a clean run, --vct, --defend and --proof
# (renju-solve-vct, -defend and -proof .in and .out), --plies and usage errors.
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

# FILE ARGS...: the output of tests/data/FILE.in under ARGS is FILE.out, status 0
expect_file() {
    file=$1
    shift
    run "$@" < "$data/$file.in" > "$tmp.out"
    status=$?
    diff -u "$data/$file.out" "$tmp.out" || fail "unexpected output for $file.in"
    [ "$status" -eq 0 ] || fail "exit status $status for $file.in, 0 expected"
    echo "ok: $file.in"
}

expect_file renju-solve-vct --vct
# the last of --vcf, --vct, --win and --plies counts
out=$(echo 'h9 h10 i9 j10 / a1 a4 a7 a10 / black' | run --vct --vcf)
[ "$out" = "-" ] || fail "--vct --vcf gave '$out'"
out=$(echo 'h9 h10 i9 j10 / a1 a4 a7 a10 / black' | run --win 2 --vct --nodes 1)
[ "$out" = "?" ] || fail "--vct --nodes 1 gave '$out'"
echo "ok: --vct"

expect_file renju-solve-defend --defend
# against a VCT the same: a move that loses to a VCF loses to a VCT, and after each
# defence white's stones in a line are only on the blocked row, where a stone adds a
# four at most, never a three
expect_file renju-solve-defend --defend --vct
# without fouls g8 defends, and so does l8, after which g8 blocks the four k8
out=$(echo 'f8 g9 g10 e6 f7 / h8 i8 j8 a1 / black' | run --defend --rules freestyle)
[ "$out" = "g8 k8 l8" ] || fail "--defend in freestyle gave '$out'"
out=$(echo '- / h8 i8 j8 a1 / black' | run --defend --nodes 1)
[ "$out" = "?" ] || fail "--defend --nodes 1 gave '$out'"
echo "ok: --defend"

expect_file renju-solve-proof --proof
# the VCT of renju-solve-vct.in: under the three h11 white's answers h8 and h12; h12
# is answered by the four-three h8, h8 by the three k9, whose answers g9, j9 and l9
# are answered by fours and a four-three; the straight fours that follow are left to
# the checker
tab=$(printf '\t')
want="h11${tab}(;B[he](;W[hh];B[kg](;W[gg];B[jg];W[lg];B[hd])(;W[jg];B[hd])(;W[lg];B[gg]"
want="${want};W[jg];B[eg];W[fg];B[hd]))(;W[hd];B[hh]))"
out=$(echo 'h9 h10 i9 j10 / a1 a4 a7 a10 / black' | run --vct --proof)
[ "$out" = "$want" ] || fail "--vct --proof gave '$out'"
# k8 l8 k7 k6 m5 and the five: a win in 7 plies (4 moves of black's), not in 5
line='h8 i8 j8 k9 k10 l6 / g8 k11 / black'
out=$(echo "$line" | run --plies 7 --proof)
[ "$out" = "k8${tab}(;B[kh];W[lh];B[ki])" ] || fail "--plies 7 --proof gave '$out'"
out=$(echo "$line" | run --plies 5 --proof)
[ "$out" = "-" ] || fail "--plies 5 --proof gave '$out'"
out=$(echo "$line" | run --win 4 --proof --nodes 3)
[ "$out" = "?" ] || fail "--win 4 --proof --nodes 3 gave '$out'"
echo "ok: --proof"

# --plies N is --win (N + 1) / 2: the double three of the --win test
line='h9 h10 i9 j10 / a1 a4 a7 a10 / black'
out=$(echo "$line" | run --rules freestyle --plies 5)
[ "$out" = "$(echo "$line" | run --rules freestyle --win 3)" ] && [ "$out" != "-" ] \
    || fail "--plies 5 gave '$out'"
out=$(echo "$line" | run --rules freestyle --plies 3)
[ "$out" = "-" ] || fail "--plies 3 gave '$out'"
out=$(echo 'h8 i8 j8 k8 / h9 i9 j9 / black' | run --plies 1)
[ "$out" = "g8" ] || fail "--plies 1 gave '$out'"
run --plies 39 < /dev/null || fail "--plies 39 refused"
run --plies 4 < /dev/null 2>&1 | grep -q "odd number of plies" \
    || fail "--plies 4 does not say that N is odd"
echo "ok: --plies"

for args in "--bogus" "--rules nosuch" "--nodes x" "--win 0" "--win 21" "--win x" "extra" \
            "--plies 0" "--plies 4" "--plies 41" "--plies x" "--vct x" \
            "--defend --win 3" "--plies 5 --defend" "--defend --proof" "--proof=1"; do
    # shellcheck disable=SC2086
    run $args < /dev/null > /dev/null 2>&1
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status for '$args', 2 expected"
done
echo "ok: usage errors"

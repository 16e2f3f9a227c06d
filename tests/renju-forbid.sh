#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-forbid against its contract: the output and exit status for a fixed
# input (tests/data/renju-forbid.in and .out, error lines, comments and blank lines
# included), the other three reading, a clean run, a usage error, a line far longer
# than any buffer, and a run of 100000 positions.
set -u
prog=${top_builddir:-.}/tools/renju-forbid${EXEEXT:-}
# an installed program's libtool wrapper: a TEST_RUNNER such as valgrind goes in
# through libtool --mode=execute, to run the program rather than the wrapper
lt=${top_builddir:-.}/libtool
data=${top_srcdir:-.}/tests/data
tmp=${TMPDIR:-/tmp}/renju-forbid.$$
trap 'rm -f "$tmp".*' EXIT
run() { ${TEST_RUNNER:+"$lt" --mode=execute $TEST_RUNNER} "$prog" "$@"; }
fail() { echo "FAIL: $*"; exit 1; }

run < "$data/renju-forbid.in" > "$tmp.out"
status=$?
diff -u "$data/renju-forbid.out" "$tmp.out" || fail "unexpected output for renju-forbid.in"
[ "$status" -eq 1 ] || fail "exit status $status with malformed lines, 1 expected"
echo "ok: renju-forbid.in"

# the comment rule the input file relies on (an indented '#', blanks alone) is the
# one the usage text states
run --help | grep -q "first non-blank character is '#' give no output" \
    || fail "--help does not state the comment rule"
echo "ok: comment rule in --help"

# the contested vector C8: the other reading adds h8
out=$(echo 'f8 i8 h9 h10 g4 g5 g6 g7 / g3 a1' | run --nonliteral)
status=$?
[ "$out" = "h7:double-three h8:double-three" ] || fail "--nonliteral gave '$out'"
[ "$status" -eq 0 ] || fail "exit status $status on clean input, 0 expected"
echo "ok: --nonliteral"

run --bogus < /dev/null > /dev/null 2>&1
status=$?
[ "$status" -eq 2 ] || fail "exit status $status for a bad option, 2 expected"
echo "ok: usage error"

# a line of 200000 characters
awk 'BEGIN { s = "h9"; for (i = 0; i < 50000; i++) s = s "    "; print s " h10 i8 j8 / -" }' \
    > "$tmp.long"
out=$(run < "$tmp.long") || fail "exit status $? on a long line"
[ "$out" = "h8:double-three" ] || fail "a long line gave '$out'"
echo "ok: long line"

# many positions in one run (fewer under a test runner such as valgrind)
n=100000
[ -n "${TEST_RUNNER:-}" ] && n=500
awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print (i % 2 ? "h9 h10 i8 j8 / -" : "e8 f8 g8 i8 j8 / h9") }' \
    > "$tmp.many"
run < "$tmp.many" > "$tmp.manyout" || fail "exit status $? on $n positions"
lines=$(wc -l < "$tmp.manyout")
[ "$lines" -eq "$n" ] || fail "$lines output lines for $n positions"
[ "$(sort -u "$tmp.manyout" | tr '\n' ,)" = "h8:double-three,h8:overline," ] \
    || fail "wrong verdicts in the run of $n positions"
echo "ok: $n positions"

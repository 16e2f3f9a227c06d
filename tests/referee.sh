#!/bin/sh
# examples/renju-referee against its contract: the report on the sample database
# (tests/data/sample.rif and sample.expected), move lists, SGF collections and .psq
# files, the exit status (0 all legal and agreeing, 1 otherwise, 2 usage or I/O
# error), and a database of 100000 games read in bounded memory.
set -u
prog=$(cd "${top_builddir:-.}/examples" && pwd)/renju-referee${EXEEXT:-}
data=$(cd "${top_srcdir:-.}/tests/data" && pwd)
tmp=${TMPDIR:-/tmp}/renju-referee.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp" || exit 1
run() { ${TEST_RUNNER:-} "$prog" --no-progress "$@"; }
fail() { echo "FAIL: $*"; exit 1; }

# --- the sample database, unless the referee was built without libxml2
(cd "$data" && run sample.rif) > "$tmp/sample.out" 2> "$tmp/sample.err"
status=$?
if grep -q 'without XML support' "$tmp/sample.err"; then
    [ "$status" -eq 2 ] || fail "exit status $status without XML support, 2 expected"
    echo "skipped: sample.rif (built without libxml2)"
    xml=no
else
    xml=yes
    diff -u "$data/sample.expected" "$tmp/sample.out" || fail "unexpected report on sample.rif"
    [ "$status" -eq 1 ] || fail "exit status $status on sample.rif, 1 expected"
    [ -s "$tmp/sample.err" ] && fail "messages on standard error: $(cat "$tmp/sample.err")"
    echo "ok: sample.rif"
fi

# --- move lists: one game per line
printf '%s\n' '# two games' 'h8 h9 i8 i9 g8 g9 j8 j9 k8' '' 'H8 h9 i9 g7 j10 k11 i7 draw-offer' \
    > "$tmp/games.txt"
out=$(cd "$tmp" && run games.txt)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on legal move lists, 0 expected"
echo "$out" | grep -q '^games.txt:2: legal, 9 moves, black wins (five); recorded: none' \
    || fail "move list report: $out"
echo "$out" | grep -q '^games.txt:4: legal, 7 moves, game goes on' || fail "move list report: $out"
echo "$out" | grep -q '^2 games: 2 legal, 0 illegal, 0 unreadable$' || fail "summary: $out"
printf 'h8 h9 h8\n' > "$tmp/bad.txt"
out=$(cd "$tmp" && run bad.txt)
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on an illegal move list, 1 expected"
echo "$out" | grep -q '^bad.txt:1: illegal (occupied), move 3: h8 is already occupied$' \
    || fail "illegal move list report: $out"
# the other reading of forbidden moves: a foul is an illegal move
printf 'h8 a1 i8 a2 j9 a3 j7 a15 j8\n' > "$tmp/foul.txt"
out=$(cd "$tmp" && run foul.txt)
echo "$out" | grep -q 'white wins (foul: double-three at j8)' || fail "foul report: $out"
out=$(cd "$tmp" && run --foul=reject foul.txt)
echo "$out" | grep -q '^foul.txt:1: illegal (forbidden), move 9: j8 is forbidden for black: double-three$' \
    || fail "--foul=reject report: $out"
echo "ok: move lists"

# --- an SGF collection: RU and SZ give the rules, RE the recorded result
cat > "$tmp/games.sgf" <<'EOF'
(;FF[4]GM[4]SZ[15]RU[renju]RE[B+]
;B[hh];W[hg];B[ih];W[ig];B[gh];W[gg];B[jh];W[jg];B[kh])
(;FF[4]GM[4]SZ[20]RU[freestyle]RE[W+R]
;B[aa];W[tt](;B[jj])(;B[kk]))

(;FF[4]GM[4]SZ[15]RU[renju]RE[W+]
;B[hh];W[ii]
;B[hh])
EOF
out=$(cd "$tmp" && run games.sgf)
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on games.sgf, 1 expected"
echo "$out" | grep -q '^games.sgf:1: legal, 9 moves, black wins (five); recorded: black wins; agrees$' \
    || fail "SGF report: $out"
echo "$out" | grep -q '^games.sgf:3: legal, 3 moves, white wins (resignation); recorded: white wins; not decided on the board$' \
    || fail "SGF report: $out"
echo "$out" | grep -q '^games.sgf:6: illegal (occupied), move 3: h8 is already occupied$' \
    || fail "SGF report: $out"
printf '(;SZ[15];B[hh];W[hg]\n;B[ii]' > "$tmp/cut.sgf"
out=$(cd "$tmp" && run cut.sgf)
echo "$out" | grep -q '^cut.sgf:1: unreadable (malformed), line 1, column 1: the game tree opened here is never closed' \
    || fail "truncated SGF report: $out"
echo "ok: SGF"

# --- a Piskvork file: a 20x20 freestyle game as Gomocup writes them
printf 'Piskvorky 20x20, 11:11, 0\n10,10,100\n11,11,0\n11,10,0\n12,11,0\n12,10,0\n13,11,0\n13,10,0\n14,11,0\n14,10,0\npbrain-a.zip\npbrain-b.zip\n-1\n' \
    > "$tmp/game.psq"
out=$(cd "$tmp" && run game.psq)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on game.psq, 0 expected"
echo "$out" | grep -q '^game.psq: legal, 9 moves, black wins (five); recorded: none' \
    || fail ".psq report: $out"
echo "ok: .psq"

# --- usage and I/O errors
run > /dev/null 2>&1; status=$?
[ "$status" -eq 2 ] || fail "exit status $status without files, 2 expected"
run --bogus "$tmp/games.txt" > /dev/null 2>&1; status=$?
[ "$status" -eq 2 ] || fail "exit status $status for a bad option, 2 expected"
run --rules=chess "$tmp/games.txt" > /dev/null 2>&1; status=$?
[ "$status" -eq 2 ] || fail "exit status $status for bad rules, 2 expected"
run "$tmp/no such file" > /dev/null 2>&1; status=$?
[ "$status" -eq 2 ] || fail "exit status $status for a missing file, 2 expected"
echo "ok: usage errors"

# --- a database of many games in bounded memory (fewer under a test runner such
# as valgrind); virtual memory is capped where the shell and the build allow it
[ "$xml" = yes ] || exit 0
n=100000
[ -n "${TEST_RUNNER:-}" ] && n=1000
awk -v n="$n" 'BEGIN {
    print "<?xml version=\"1.0\"?>\n<database><rules><rule id=\"1\" name=\"RIF\"/></rules><games>"
    for (i = 1; i <= n; i++)
        if (i % 2)
            printf "<game id=\"%d\" bresult=\"1\" rule=\"1\"><move>h8 h9 i8 i9 g8 g9 j8 j9 k8</move></game>\n", i
        else
            printf "<game id=\"%d\" bresult=\"0\" rule=\"1\"><move>h8 h7 i9 j10 g7 f6 i7 i8 g9 h9</move></game>\n", i
    print "</games></database>" }' > "$tmp/many.rif"
limit=
if [ -z "${TEST_RUNNER:-}" ] && (ulimit -v 200000 && "$prog" --help) > /dev/null 2>&1; then
    limit="ulimit -v 200000;"
fi
out=$(sh -c "$limit \"\$@\"" sh ${TEST_RUNNER:-} "$prog" --no-progress -q "$tmp/many.rif")
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on $n games, 0 expected"
echo "$out" | grep -q "^$n games: $n legal, 0 illegal, 0 unreadable$" || fail "summary on $n games: $out"
echo "$out" | grep -q "^results: $((n / 2)) agree, 0 disagree, $((n / 2)) not decided on the board, 0 not recorded$" \
    || fail "results on $n games: $out"
echo "ok: $n games${limit:+ in 200 MB of address space}"

#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-match as a tournament runner, against four engines of the tests
# (examples/renju-test-engine): a random one, a greedy one, one that crashes at its
# first move and one that times out at its first.  The cross table, the Elo and the PGN
# file against counts by hand and from the PGN's own results; the union of the shards
# is exactly the schedule; --merge gives what one run gives; a resumed match plays no
# game twice; time increments; openings turned by the symmetries, from a RenLib
# library; Swap2 through SWAP2BOARD, every game replayed by tools/renju-referee.
set -u
top=$(cd "${top_builddir:-.}" && pwd)
prog=$top/tools/renju-match${EXEEXT:-}
referee=$top/tools/renju-referee${EXEEXT:-}
convert=$top/tools/renju-convert${EXEEXT:-}
eng=$top/examples/renju-test-engine${EXEEXT:-}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
run() { ${TEST_RUNNER:+"$top/libtool" --mode=execute $TEST_RUNNER} "$prog" "$@"; }
fail() { echo "FAIL: $*"; exit 1; }
# seconds a move where no engine is to time out: plenty; the one that is, short
tc=5
short=0.3
[ -n "${TEST_RUNNER:-}" ] && short=2

refereed() {
    "$referee" -q "$1" > "$tmp/referee.out" 2>&1 \
        || { cat "$tmp/referee.out"; fail "renju-referee refused $1"; }
    grep -q " 0 illegal, 0 unreadable" "$tmp/referee.out" || fail "illegal games in $1"
    grep -q " 0 disagree," "$tmp/referee.out" || fail "results disagree in $1"
}

# the four engines, each game the same whatever the process played before
R="$eng --instant --per-game --random --seed 5"
G="$eng --instant --per-game --greedy --seed 6"
# FLAGS...: the four of them, T with the short time a move
four() {
    run -each tc=$tc -engine name=R cmd="$R" -engine name=G cmd="$G" \
        -engine name=X cmd="$eng --instant --crash-at 1" \
        -engine name=T cmd="$eng --instant --timeout-at 1" tc=$short -rule freestyle \
        -drawafter 60 "$@"
}
# the table's row of ENGINE in FILE: its cells, points, score, games, Elo
row() { grep -E "^[0-9]+ +$1 " "$2" | sed 's/^[0-9]* *[A-Z] *//'; }
# points of ENGINE counted from the Result tags of PGN file FILE
pgn_points() {
    awk -v e="$1" '
        /^\[White / { w = $2; gsub(/"|\]/, "", w) }
        /^\[Black / { b = $2; gsub(/"|\]/, "", b) }
        /^\[Result / { r = $2; gsub(/"|\]/, "", r)
            if (r == "1/2-1/2") { if (w == e || b == e) p += 0.5 }
            else if (r == "1-0" && w == e) p += 1
            else if (r == "0-1" && b == e) p += 1 }
        END { print p + 0 }' "$2"
}
# the table without what changes from run to run (the time, the seconds in a reason)
steady() {
    grep -v '^Moves: ' "$1" | sed 's/timed out after [0-9.]* s/timed out/'
}

# ------------------------------------------------------------ a round robin
four -games 2 -concurrency 2 -pgn "$tmp/rr.pgn" -sgf "$tmp/rr.sgf" \
    > "$tmp/rr.out" 2> "$tmp/rr.err" || { cat "$tmp/rr.err"; fail "round robin: status $?"; }
grep -q '^Games: 12 of 12$' "$tmp/rr.out" || fail "not 12 games: $(head -n 1 "$tmp/rr.out")"
[ "$(grep -c '^Game [0-9]*: ' "$tmp/rr.err")" -eq 12 ] || fail "not 12 progress lines"
grep -q 'about .* left' "$tmp/rr.err" || fail "no estimate of the time left"
# by hand: X crashes at its first move, T times out at its first: each loses to R and
# G, and X against T loses the game where it moves first (as black) and wins the other.
# So each has 1 point of 6: Elo -400 log10(5) = -279.6; the variance of a game's score
# (1/6 (5/6)^2 + 5/6 (1/6)^2) = 0.13889, the upper bound 1/6 + 1.96 sqrt(0.13889 / 6) =
# 0.46487, -400 log10(1/0.46487 - 1) = -24.45 (-24.5), the lower one below 0 (-inf)
row X "$tmp/rr.out" | grep -Eq '^0/2 +0/2 +x +1/2 +1 +16\.7% +6  -279\.6 \[-inf, -24\.5\]$' \
    || fail "X's row: $(row X "$tmp/rr.out")"
row T "$tmp/rr.out" | grep -Eq '^0/2 +0/2 +1/2 +x +1 +16\.7% +6  -279\.6 ' \
    || fail "T's row: $(row T "$tmp/rr.out")"
grep -q '^Faults of X: crash 5$' "$tmp/rr.out" || fail "$(grep '^Faults of X' "$tmp/rr.out")"
grep -q '^Faults of T: timeout 5$' "$tmp/rr.out" || fail "$(grep '^Faults of T' "$tmp/rr.out")"
grep -q '^Score of X vs the field: 1 - 5 - 0  \[0.167\] 6$' "$tmp/rr.out" \
    || fail "X's score line: $(grep '^Score of X' "$tmp/rr.out")"
tail -n 1 "$tmp/rr.out" | grep -q '^Score of T vs the field: ' || fail "last line"
# every engine's points in the table are those the PGN's results give
for e in R G X T; do
    want=$(pgn_points $e "$tmp/rr.pgn")
    got=$(row $e "$tmp/rr.out" | awk '{ print $5 }')
    [ "$got" = "$want" ] || fail "$e: $got points in the table, $want in the PGN"
done
[ "$(pgn_points R "$tmp/rr.pgn")" != 0 ] || [ "$(pgn_points G "$tmp/rr.pgn")" != 0 ] \
    || fail "no points for R and G"
refereed "$tmp/rr.sgf"
echo "ok: a round robin of four: the cross table, the Elo, the faults"

# ------------------------------------------------------------ the PGN
# the rating tools' reading: tag pairs [Name "value"], a result among the three, and
# the movetext's last token the same result; the moves only in a comment
awk '
    /^\[/ { if ($0 !~ /^\[[A-Za-z]+ "[^"]*"\]$/) { print "bad tag: " $0; bad = 1 } }
    /^\[Result / { r = $2; gsub(/"|\]/, "", r); n++
        if (r != "1-0" && r != "0-1" && r != "1/2-1/2") { print "bad result " r; bad = 1 } }
    /^\{/ { if ($NF != r || $0 !~ /^\{[a-o0-9 ]*\} /) { print "bad movetext: " $0; bad = 1 } }
    END { if (n != 12) { print n " results"; bad = 1 }; exit bad }' "$tmp/rr.pgn" \
    || fail "the PGN file is not as the rating tools read it"
for tag in Event Site Date Round White Black Result Termination PlyCount; do
    [ "$(grep -c "^\[$tag " "$tmp/rr.pgn")" -eq 12 ] || fail "not 12 [$tag] tags"
done
grep -q '^\[Termination "abandoned"\]$' "$tmp/rr.pgn" \
    && grep -q '^\[Termination "time forfeit"\]$' "$tmp/rr.pgn" \
    && grep -q '^\[Reason "X (black) crashed (signal 11)"\]$' "$tmp/rr.pgn" \
    || fail "no reasons in the PGN"
# White is the engine that played black: game 1's PB in the SGF
w=$(sed -n '/^\[Game "1"\]/,$p' "$tmp/rr.pgn" | head -n 1 >/dev/null; \
    awk '/^\[White /{w=$2} /^\[Game "1"\]/{print w; exit}' "$tmp/rr.pgn" | tr -d '"]')
grep -q "RO\[1\]PB\[$w\]" "$tmp/rr.sgf" || fail "PGN White $w is not game 1's black"
echo "ok: the PGN's tags and results"

# ------------------------------------------------------------ a gauntlet
four -gauntlet -games 4 -list > "$tmp/g.list" 2> "$tmp/err" || fail "gauntlet -list: $?"
[ "$(wc -l < "$tmp/g.list")" -eq 12 ] || fail "a gauntlet of 4 is not 3 pairs of 4 games"
[ "$(grep -c ' R vs \| vs R$' "$tmp/g.list")" -eq 12 ] || fail "a gauntlet game without R"
four -gauntlet -games 2 -rounds 2 -progress 4 > "$tmp/out" 2> "$tmp/err" || fail "gauntlet: $?"
[ "$(grep -c '^Cross table:$' "$tmp/err")" -eq 3 ] || fail "-progress 4: not 3 tables in 12 games"
grep -q '^Games: 12 of 12$' "$tmp/out" || fail "gauntlet: $(head -n 1 "$tmp/out")"
row G "$tmp/out" | grep -Eq '^[0-9.]+/4 +x +- +- ' || fail "G played another: $(row G "$tmp/out")"
row X "$tmp/out" | grep -Eq '^0/4 +- +x +- +0 +0\.0% +4  -inf \[-inf, -inf\]$' \
    || fail "X in the gauntlet: $(row X "$tmp/out")"
echo "ok: a gauntlet, two rounds"

# ------------------------------------------------------------ shards and merge
four -games 2 -list > "$tmp/all.list" || fail "-list"
: > "$tmp/union.list"
for k in 1 2 3; do
    four -games 2 -shard $k/3 -list >> "$tmp/union.list" || fail "-shard $k/3 -list"
done
[ -s "$tmp/all.list" ] || fail "an empty schedule"
sort "$tmp/union.list" | cmp -s - "$(sort "$tmp/all.list" > "$tmp/all.sorted"; echo "$tmp/all.sorted")" \
    || fail "the shards are not the schedule"
[ "$(sort -u "$tmp/union.list" | wc -l)" -eq 12 ] || fail "a game in two shards"
for k in 1 2 3; do
    four -games 2 -shard $k/3 -pgn "$tmp/s$k.pgn" -sgf "$tmp/s$k.sgf" > "$tmp/s$k.out" \
        2> "$tmp/err" || { cat "$tmp/err"; fail "shard $k: status $?"; }
    grep -q '^Games: 4 of 4$' "$tmp/s$k.out" || fail "shard $k: $(head -n 1 "$tmp/s$k.out")"
done
# the games the shards played: each number of the schedule once
cat "$tmp"/s[123].pgn | sed -n 's/^\[Game "\([0-9]*\)"\]$/\1/p' | sort -n > "$tmp/numbers"
seq 1 12 | cmp -s - "$tmp/numbers" || fail "the shards' games: $(tr '\n' ' ' < "$tmp/numbers")"
run --merge "$tmp/s1.pgn" "$tmp/s2.pgn" "$tmp/s3.pgn" -pgn "$tmp/m.pgn" > "$tmp/m.out" \
    2> "$tmp/m.err" || { cat "$tmp/m.err"; fail "merge: status $?"; }
[ -s "$tmp/m.err" ] && fail "merge said: $(cat "$tmp/m.err")"
steady "$tmp/rr.out" > "$tmp/one"
steady "$tmp/m.out" > "$tmp/merged"
cmp -s "$tmp/one" "$tmp/merged" || { diff "$tmp/one" "$tmp/merged"; fail "merge is not one run"; }
[ "$(grep -c '^\[Game ' "$tmp/m.pgn")" -eq 12 ] || fail "not 12 games merged"
sed -n 's/^\[Game "\([0-9]*\)"\]$/\1/p' "$tmp/m.pgn" | seq 1 12 | cmp -s - "$tmp/numbers" \
    || fail "merged games not in order"
run --merge "$tmp/s1.sgf" "$tmp/s2.sgf" "$tmp/s3.sgf" -sgf "$tmp/m.sgf" > "$tmp/ms.out" \
    2> "$tmp/err" || fail "SGF merge: $(cat "$tmp/err")"
[ "$(grep -c '^(;' "$tmp/m.sgf")" -eq 12 ] || fail "not 12 games in the merged SGF"
sed -n 's/.*RO\[\([0-9]*\)\].*/\1/p' "$tmp/m.sgf" | cmp -s - "$tmp/numbers" \
    || fail "the merged SGF is not in game order"
grep -q '^Faults of X: crash 5$' "$tmp/ms.out" || fail "SGF merge: faults of X"
refereed "$tmp/m.sgf"
# a shard missing: said, and counted
run --merge "$tmp/s1.pgn" "$tmp/s3.pgn" -pgn "$tmp/m2.pgn" > "$tmp/out" 2> "$tmp/err" \
    || fail "merge of two shards: $?"
grep -q '^renju-match: games missing: 2, 5, 8, 11 (4 of 12)$' "$tmp/err" \
    || fail "missing games: $(cat "$tmp/err")"
grep -q '^Games: 8 of 12$' "$tmp/out" || fail "two shards: $(head -n 1 "$tmp/out")"
echo "ok: 3 shards are the schedule; --merge of PGN and SGF is one run"

# ------------------------------------------------------------ resume
# the first 5 games of the run's PGN, and the start of a 6th cut short
awk '/^\[Event /{n++} n <= 5' "$tmp/rr.pgn" > "$tmp/re.pgn"
awk '/^\[Event /{n++} n == 6' "$tmp/rr.pgn" | head -n 4 >> "$tmp/re.pgn"
four -games 2 -concurrency 2 -pgn "$tmp/re.pgn" > "$tmp/re.out" 2> "$tmp/re.err" \
    || { cat "$tmp/re.err"; fail "resume: status $?"; }
grep -q "^renju-match: resuming from $tmp/re.pgn: 5 games played already, 7 to play\$" \
    "$tmp/re.err" || fail "resume: $(head -n 2 "$tmp/re.err")"
grep -q 'the last game is cut short' "$tmp/re.err" || fail "the cut game is not said"
[ "$(grep -c '^Game [0-9]*: ' "$tmp/re.err")" -eq 7 ] || fail "not 7 games played on"
sed -n 's/^\[Game "\([0-9]*\)"\]$/\1/p' "$tmp/re.pgn" | sort -n | cmp -s - "$tmp/numbers" \
    || fail "a game twice or missing after the resume"
steady "$tmp/re.out" | cmp -s - "$tmp/one" || fail "the resumed table is not one run's"
# resumed again: nothing to play
four -games 2 -pgn "$tmp/re.pgn" > "$tmp/out" 2> "$tmp/err" || fail "resume of a whole match"
grep -q '12 games played already, 0 to play' "$tmp/err" || fail "$(cat "$tmp/err")"
grep -q '^Game ' "$tmp/err" && fail "a game played again"
# interrupted (SIGINT) half way, then resumed: every game once
${TEST_RUNNER:+"$top/libtool" --mode=execute $TEST_RUNNER} "$prog" -each tc=$tc \
    -engine name=R cmd="$eng --per-game --random --think 20 --seed 5" \
    -engine name=G cmd="$eng --per-game --greedy --think 20 --seed 6" -rule freestyle \
    -games 40 -pgn "$tmp/int.pgn" > "$tmp/out" 2> "$tmp/err" &
pid=$!
i=0
until [ "$(grep -c '^Game ' "$tmp/err")" -ge 3 ] || [ $i -ge 300 ]; do
    sleep 0.1
    i=$((i + 1))
done
kill -INT $pid
wait $pid
[ $? -eq 130 ] || fail "not stopped by SIGINT"
before=$(grep -c '^\[Game ' "$tmp/int.pgn")
[ "$before" -ge 3 ] && [ "$before" -lt 40 ] || fail "$before games before the resume"
run -each tc=$tc -engine name=R cmd="$R" -engine name=G cmd="$G" -rule freestyle \
    -games 40 -pgn "$tmp/int.pgn" > "$tmp/out" 2> "$tmp/err" || fail "resume after SIGINT"
sed -n 's/^\[Game "\([0-9]*\)"\]$/\1/p' "$tmp/int.pgn" | sort -n | cmp -s - "$(seq 1 40 > "$tmp/n40"; echo "$tmp/n40")" \
    || fail "after SIGINT and a resume, not games 1 to 40 once each"
grep -q '^Games: 40 of 40$' "$tmp/out" || fail "resumed: $(head -n 1 "$tmp/out")"
# a file of another match is refused, and left as it was
cp "$tmp/re.pgn" "$tmp/keep.pgn"
run -each tc=$tc -engine name=R cmd="$R" -engine name=G cmd="$G" -rule freestyle -pgn "$tmp/re.pgn" > "$tmp/out" 2> "$tmp/err"
[ $? -eq 2 ] || fail "another match's file: status"
grep -q 'not a game of this schedule' "$tmp/err" || fail "another match: $(cat "$tmp/err")"
cmp -s "$tmp/re.pgn" "$tmp/keep.pgn" || fail "another match's file was changed"
echo "ok: a resumed match plays no game twice"

# ------------------------------------------------------------ time
# 0.15 s a move against 1 s a game: out of time by move 8; with 0.4 s more a move, never
run -engine name=A cmd="$eng --instant --seed 1" tc=$tc \
    -engine name=S cmd="$eng --think 150 --seed 2" tc=1+0 -rule freestyle -games 2 \
    > "$tmp/out" 2> "$tmp/err" || fail "tc=1+0: $?"
grep -q "^Faults of S: timeout [12]\$" "$tmp/out" || fail "tc=1+0: $(cat "$tmp/err")"
grep -q "S (white) timed out after" "$tmp/err" || fail "tc=1+0: no timeout as white"
run -engine name=A cmd="$eng --instant --seed 1" tc=$tc \
    -engine name=S cmd="$eng --think 150 --seed 2" tc=1+0.4 -rule freestyle -games 2 \
    -drawafter 40 > "$tmp/out" 2> "$tmp/err" || fail "tc=1+0.4: $?"
grep -q "^Faults of S: none\$" "$tmp/out" || fail "tc=1+0.4: $(cat "$tmp/err")"
run -each tcgame=1 inc=0.4 -engine name=A cmd="$eng --instant" \
    -engine name=S cmd="$eng --think 150" -rule freestyle -games 1 -drawafter 40 \
    > "$tmp/out" 2> "$tmp/err" || fail "inc=: $?"
grep -q "^Faults of S: none\$" "$tmp/out" || fail "-each inc=: $(cat "$tmp/err")"
echo "ok: base and increment"

# ------------------------------------------------------------ openings
echo "h8 h9 i10" > "$tmp/one.txt"
run -engine cmd=a -engine cmd=b -openings "$tmp/one.txt" -games 16 -transform all -list \
    > "$tmp/t.list" || fail "-transform all -list"
[ "$(sed 's/.*), //' "$tmp/t.list" | sort | uniq -c | awk '$1 == 2' | wc -l)" -eq 8 ] \
    || fail "-transform all: not the 8 symmetries twice each: $(cat "$tmp/t.list")"
run -engine cmd=a -engine cmd=b -openings "$tmp/one.txt" -games 16 -transform -seed 3 -list \
    > "$tmp/t2.list" || fail "-transform"
[ "$(sed 's/.*), //' "$tmp/t2.list" | sort -u | wc -l)" -ge 2 ] || fail "-transform: one symmetry"
awk 'NR % 2 == 0 { if ($NF != last) bad = 1 } { last = $NF } END { exit bad }' \
    "$tmp/t2.list" || fail "-transform: the two colours of an opening turned apart"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -openings "$tmp/one.txt" -games 16 -transform all -rule renju -sgf "$tmp/t.sgf" \
    > "$tmp/out" 2> "$tmp/err" || fail "-transform all: $?"
# h8 h9 i10 turned a quarter anticlockwise: h8 g8 f9 (stones set up by colour)
grep -q 'AB\[fg\]\[hh\]AW\[gh\]' "$tmp/t.sgf" || fail "no image of the opening: $(grep -o 'AB[^;]*' "$tmp/t.sgf" | sort -u)"
[ "$(grep -o 'AB[^;]*' "$tmp/t.sgf" | sort -u | wc -l)" -eq 8 ] || fail "not 8 images"
refereed "$tmp/t.sgf"
# a RenLib library's lines: h8 h9 i9 and h8 i9 j10
echo '(;FF[4]GM[4]SZ[15];B[hh](;W[hg];B[ig])(;W[ig];B[jf]))' > "$tmp/book.sgf"
"$convert" "$tmp/book.sgf" "$tmp/book.lib" || fail "no .lib to test with"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -openings "$tmp/book.lib" -games 4 -sgf "$tmp/l.sgf" > "$tmp/out" 2> "$tmp/err" \
    || fail ".lib openings: $(cat "$tmp/err")"
grep -q 'AB\[ig\]\[hh\]AW\[hg\]' "$tmp/l.sgf" && grep -q 'AB\[jf\]\[hh\]AW\[ig\]' "$tmp/l.sgf" \
    || fail "the library's lines are not the openings: $(grep -o 'AB[^;]*' "$tmp/l.sgf")"
refereed "$tmp/l.sgf"
# the same tree in SGF, in c-gomoku-cli's form of the option
run -engine cmd=a -engine cmd=b -openings file="$tmp/book.sgf" type=pos order=sequential \
    -games 4 -list > "$tmp/b.list" || fail "-openings file="
[ "$(grep -c 'opening 2 ' "$tmp/b.list")" -eq 2 ] || fail "an SGF tree's lines: $(cat "$tmp/b.list")"
echo "ok: -transform all and random, a RenLib library's and an SGF tree's lines"

# ------------------------------------------------------------ Swap2
for choice in swap stay two; do
    rm -f "$tmp/w.pgn"   # else the next choice's run would resume from it
    run -each tc=$tc -engine name=A cmd="$eng --instant --swap2 $choice --seed 1" \
        -engine name=B cmd="$eng --instant --swap2 $choice --seed 2" -rule freestyle \
        -opening-rule swap2 -games 2 -sgf "$tmp/w.sgf" -pgn "$tmp/w.pgn" > "$tmp/out" \
        2> "$tmp/err" || fail "swap2 $choice: $(cat "$tmp/err")"
    grep -q '^Faults of A: none$' "$tmp/out" && grep -q '^Faults of B: none$' "$tmp/out" \
        || fail "swap2 $choice: $(cat "$tmp/err")"
    grep -q 'RU\[freestyle swap2\]' "$tmp/w.sgf" || fail "swap2 $choice: no rule in the record"
    refereed "$tmp/w.sgf"
done
# the last choice: two more stones, then the opener's colour
grep -q 'SWAPTWO\[two-more\]' "$tmp/w.sgf" && grep -q 'COLOUR\[' "$tmp/w.sgf" \
    || fail "no two more stones and colour: $(head -n 3 "$tmp/w.sgf")"
# swap: the responder takes black, so the game's black is the second engine
run -each tc=$tc -engine name=A cmd="$eng --instant --swap2 swap" \
    -engine name=B cmd="$eng --instant --swap2 swap" -rule freestyle -opening-rule swap2 \
    -games 2 -sgf "$tmp/w.sgf" > "$tmp/out" 2> "$tmp/err" || fail "swap2 swap"
grep -q 'RO\[1\]PB\[B\]PW\[A\]' "$tmp/w.sgf" && grep -q 'RO\[2\]PB\[A\]PW\[B\]' "$tmp/w.sgf" \
    || fail "SWAP did not give the responder black: $(grep -o 'RO.*PW\[.\]' "$tmp/w.sgf")"
run -each tc=$tc -engine name=A cmd="$eng --instant --swap2 stay" \
    -engine name=B cmd="$eng --instant --swap2 two" -rule standard -opening-rule swap1 \
    -games 2 -sgf "$tmp/w1.sgf" > "$tmp/out" 2> "$tmp/err" || fail "swap1: $?"
grep -q 'RU\[standard swap1\]' "$tmp/w1.sgf" || fail "swap1: no rule in the record"
grep -q 'placed two stones, which swap1 does not allow' "$tmp/err" \
    || fail "swap1: two stones not refused: $(cat "$tmp/err")"
refereed "$tmp/w1.sgf"
# an engine that answers an occupied point loses; one without SWAP2BOARD is told before
run -each tc=$tc -engine name=A cmd="$eng --instant --swap2-occupied" \
    -engine name=B cmd="$eng --instant" -rule freestyle -opening-rule swap2 -games 1 \
    -sgf "$tmp/w.sgf" > "$tmp/out" 2> "$tmp/err" || fail "occupied: $?"
grep -q "A (black) placed h8 in the opening: " "$tmp/err" \
    && grep -q '^Faults of A: occupied 1$' "$tmp/out" || fail "occupied: $(cat "$tmp/err")"
refereed "$tmp/w.sgf"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant --no-swap2" \
    -rule freestyle -opening-rule swap2 -games 2 > "$tmp/out" 2> "$tmp/err"
[ $? -eq 1 ] || fail "an engine without SWAP2BOARD: status"
grep -q "^renju-match: -opening-rule swap2: B cannot play it: it answered SWAP2BOARD with 'UNKNOWN SWAP2BOARD', not three stones\$" \
    "$tmp/err" || fail "no swap2: $(cat "$tmp/err")"
grep -q '^Game ' "$tmp/err" && fail "a game played by an engine without SWAP2BOARD"
echo "ok: Swap2 and Swap1 through SWAP2BOARD, judged by the library"

# ------------------------------------------------------------ usage
usage_error() {
    msg=$1
    shift
    run "$@" < /dev/null > "$tmp/out" 2> "$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status for '$*', 2 expected"
    grep -qF "renju-match: $msg" "$tmp/err" \
        || fail "'$*' said '$(head -n 1 "$tmp/err")', not '$msg'"
}
usage_error "-shard takes K/N, 1 <= K <= N, not '4/3'" -engine cmd=a -engine cmd=b -shard 4/3
usage_error "-shard takes K/N, not 'x'" -engine cmd=a -engine cmd=b -shard x
usage_error "a time control is BASE+INC in seconds, not '1+x'" -engine cmd=a tc=1+x -engine cmd=b
usage_error "two engines of the same name 'a'" -engine cmd=a -engine cmd=a
usage_error "-sprt tests a pair" -engine cmd=a -engine cmd=b -engine cmd=c -sprt elo1=5
usage_error "-transform is random, all or none, not 'some'" -engine cmd=a -engine cmd=b -transform some
usage_error "unknown opening rule 'bogus'" -engine cmd=a -engine cmd=b -opening-rule bogus
usage_error "-opening-rule soosorv: the Gomocup protocol has no command" \
    -engine cmd=a -engine cmd=b -opening-rule soosorv-8
usage_error "--merge writes -pgn FILE or -sgf FILE" --merge "$tmp/s1.pgn"
usage_error "$tmp/none.pgn: No such file" --merge "$tmp/none.pgn" -pgn "$tmp/x.pgn"
printf '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n' > "$tmp/other.pgn"
usage_error "$tmp/other.pgn: a game without [Game] and [Engines]" --merge "$tmp/other.pgn" -pgn "$tmp/x.pgn"
printf '[White "A\n' > "$tmp/bad.pgn"
usage_error "$tmp/bad.pgn: line 1: a tag's value runs past its line" --merge "$tmp/bad.pgn" -pgn "$tmp/x.pgn"
usage_error "$tmp/bad.pgn: line 1: a tag's value runs past its line" \
    -engine cmd=a -engine cmd=b -pgn "$tmp/bad.pgn"
echo "ok: usage errors"
exit 0

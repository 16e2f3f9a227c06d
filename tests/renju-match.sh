#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-match against examples/renju-test-engine: the issue's command line, every
# rule set, the three layouts of the openings file, both time controls, names that
# are not UTF-8 text, every way an engine can fail (and its restart), Ctrl-C, the SPRT,
# the .psq files and usage errors.
# Every SGF collection written is replayed by tools/renju-referee, which must find all
# games legal and every result the board decides agreeing with the record.
set -u
top=$(cd "${top_builddir:-.}" && pwd)
prog=$top/tools/renju-match${EXEEXT:-}
referee=$top/tools/renju-referee${EXEEXT:-}
eng=$top/examples/renju-test-engine${EXEEXT:-}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# an installed program's libtool wrapper: a TEST_RUNNER such as valgrind goes in
# through libtool --mode=execute, to run the program rather than the wrapper; the
# engines are never run under it
run() { ${TEST_RUNNER:+"$top/libtool" --mode=execute $TEST_RUNNER} "$prog" "$@"; }
fail() { echo "FAIL: $*"; exit 1; }
# Seconds a move where no engine is to time out: plenty, so that a loaded machine
# never makes a good engine late.  Where one is to time out (match2), short: 0.2 s, or
# 2 s under a TEST_RUNNER (valgrind), whose slow runner must not see the good
# engine's answers late.
tc=5
short=0.2
[ -n "${TEST_RUNNER:-}" ] && short=2

# OUT: every game in OUT legal, every result decided on the board agreeing
refereed() {
    "$referee" -q "$1" > "$tmp/referee.out" 2>&1 \
        || { cat "$tmp/referee.out"; fail "renju-referee refused $1"; }
    grep -q " 0 illegal, 0 unreadable" "$tmp/referee.out" || fail "illegal games in $1"
    grep -q " 0 disagree," "$tmp/referee.out" || fail "results disagree in $1"
}
# the last line of standard output is the score line, for N games
score_last() {
    tail -n 1 "$tmp/out" \
        | grep -Eq "^Score of A vs B: [0-9]+ - [0-9]+ - [0-9]+  \[[01]\.[0-9]{3}\] $1\$" \
        || fail "last line: '$(tail -n 1 "$tmp/out")'"
}
# ENGINE-B-FLAGS...: a match of two games, A the good engine, B with the flags
match2() {
    rule=$1
    shift
    run -each tc=$short -engine name=A cmd="$eng --instant --seed 1" \
        -engine name=B cmd="$eng --instant --seed 2 $*" -rule "$rule" -games 2 \
        -sgf "$tmp/f.sgf" -log "$tmp/f.log" > "$tmp/out" 2> "$tmp/err"
}

# ------------------------------------------------------------ openings files
cat > "$tmp/open.txt" <<'EOF'
# a move list, then Gomocup's offsets from the centre
h8 h9 i10

0,0, 1,0, 1,-1
-1,-1, 0,-1, 1,1
EOF
cat > "$tmp/open.sgf" <<'EOF'
(;FF[4]GM[4]SZ[15];B[hh];W[hg];B[ig])
(;FF[4]GM[4]SZ[15]AB[hh][ii]AW[hi])
EOF

# ------------------------------------------------------------ the issue's command line
run -each tc=$tc -engine name=A cmd="$eng --seed 3" -engine name=B cmd="$eng --seed 4" \
    -rule renju -games 4 -concurrency 2 -openings "$tmp/open.txt" -sgf "$tmp/out.sgf" \
    > "$tmp/out" 2> "$tmp/err"
status=$?
[ "$status" -eq 0 ] || { cat "$tmp/err"; fail "exit status $status for the issue's command line"; }
score_last 4
[ "$(grep -c '^(;' "$tmp/out.sgf")" -eq 4 ] || fail "not 4 games in the SGF file"
[ "$(grep -c '^Game [0-9]*: ' "$tmp/err")" -eq 4 ] || fail "not 4 progress lines"
grep -q '^Games: 4 of 4$' "$tmp/out" || fail "no game count in the table"
grep -q '^A as black ' "$tmp/out" && grep -q '^A as white ' "$tmp/out" \
    || fail "no rows by colour in the table"
grep -q '^Score of A: .*Elo difference .*95% interval' "$tmp/out" || fail "no Elo line"
# in game order, the colours swapped in each pair, the opening as set-up stones
sed -n 's/.*RO\[\([0-9]*\)\]PB\[\([AB]\)\].*/\1\2/p' "$tmp/out.sgf" | tr -d '\n' \
    | grep -qx '1A2B3A4B' || fail "games not in order or colours not swapped"
grep -q 'AB\[if\]\[hh\]AW\[hg\]' "$tmp/out.sgf" || fail "the move list opening is not set up"
grep -q 'AB\[ig\]\[hh\]AW\[ih\]' "$tmp/out.sgf" || fail "the offsets opening is not set up"
grep -q 'RU\[renju\]' "$tmp/out.sgf" || fail "no rules in the records"
refereed "$tmp/out.sgf"
echo "ok: the issue's command line"

# ------------------------------------------------------------ rule sets, layouts
for rule in freestyle standard renju caro; do
    for op in open.txt open.sgf; do
        run -each tc=$tc -engine name=A cmd="$eng --instant --seed 5" \
            -engine name=B cmd="$eng --instant --seed 6" -rule $rule -games 6 \
            -openings "$tmp/$op" -sgf "$tmp/r.sgf" > "$tmp/out" 2> "$tmp/err" \
            || { cat "$tmp/err"; fail "$rule with $op: exit status $?"; }
        score_last 6
        grep -q '^Faults of A: none$' "$tmp/out" && grep -q '^Faults of B: none$' "$tmp/out" \
            || fail "$rule with $op: faults of good engines"
        refereed "$tmp/r.sgf"
    done
done
grep -q 'AB\[hh\]\[ii\]AW\[hi\]' "$tmp/r.sgf" || fail "the SGF set-up opening is lost"
grep -q 'RU\[caro-5\]' "$tmp/r.sgf" || fail "caro is not caro-5"
echo "ok: freestyle, standard, renju, caro; moves, offsets and SGF openings"

# the empty board, another size, the move limit, the openings in random order
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -rule freestyle -size 9 -games 2 -drawafter 9 -sgf "$tmp/d.sgf" > "$tmp/out" 2> "$tmp/err" \
    || fail "a 9x9 board: exit status $?"
grep -q 'draw (move limit)' "$tmp/err" || fail "no draw by the move limit"
grep -q 'SZ\[9\]' "$tmp/d.sgf" || fail "no 9x9 board in the record"
refereed "$tmp/d.sgf"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -games 4 -openings "$tmp/open.txt" -openings-order random -seed 7 > "$tmp/out" 2>&1 \
    || fail "random openings: exit status $?"
score_last 4
echo "ok: the empty board, -size, -drawafter, -openings-order random"

# MESSAGE and DEBUG lines (one far too long) go to the log, never taken as moves;
# arg= words reach the engine quoted
run -each tc=$tc -engine name=A cmd="$eng --instant --chatter" arg=--name arg="the one" \
    -engine name=B cmd="$eng --instant" -games 2 -log "$tmp/c.log" > "$tmp/out" 2> "$tmp/err"
grep -q "^Faults of A: none" "$tmp/out" || fail "chatter taken for moves: $(cat "$tmp/err")"
grep -q '^game 1: A: MESSAGE xxxx' "$tmp/c.log" && grep -q '^game 2: A: DEBUG move 2$' "$tmp/c.log" \
    || fail "no MESSAGE or DEBUG lines in the log"
grep -q 'ABOUT: name="the one"' "$tmp/c.log" || fail "arg= words lost: $(head -n 1 "$tmp/c.log")"
echo "ok: MESSAGE and DEBUG lines, arg="

# names that are not UTF-8 text (name=, a command's first word, the ABOUT answer):
# the records take them with '?' for each bad byte, and the match goes on
ln -s "$eng" "$tmp/eng$(printf '\351')"
run -each tc=$tc -engine name="$(printf 'A\377\303')" cmd="$eng --instant" \
    -engine cmd="$tmp/eng$(printf '\351') --instant --name $(printf 'x\377y')" \
    -rule freestyle -games 2 -sgf "$tmp/u.sgf" > "$tmp/out" 2> "$tmp/err"
status=$?
[ "$status" -eq 0 ] || fail "exit status $status with names not UTF-8: $(cat "$tmp/err")"
tail -n 1 "$tmp/out" | grep -Fq "Score of A?? vs $tmp/eng?: " || fail "names: $(tail -n 1 "$tmp/out")"
[ "$(grep -c '^(;' "$tmp/u.sgf")" -eq 2 ] || fail "not 2 games with names not UTF-8"
grep -q "PB\[A??\]PW\[$tmp/eng?\]" "$tmp/u.sgf" && grep -q "PB\[$tmp/eng?\]PW\[A??\]" "$tmp/u.sgf" \
    || fail "names not repaired: $(grep PB "$tmp/u.sgf")"
refereed "$tmp/u.sgf"
echo "ok: names that are not UTF-8 text"

# B fails at its third move in both games (as white, then as black)
check_fault() {   # WHAT KIND: B lost both games for KIND, WHAT in the reasons
    grep -q "^Score of A vs B: 2 - 0 - 0 " "$tmp/out" || fail "$2: A did not win both"
    grep -q "^Faults of B: $2 2\$" "$tmp/out" || fail "$2: $(grep '^Faults of B' "$tmp/out")"
    grep -q "B (white) $1" "$tmp/err" && grep -q "B (black) $1" "$tmp/err" \
        || fail "$2: no reason '$1': $(cat "$tmp/err")"
    grep -q "GC\[B (white) $1" "$tmp/f.sgf" || fail "$2: the reason is not in the record"
    grep -q "^  game 2: B (black) $1" "$tmp/out" || fail "$2: the reason is not in the table"
    # the verdict: on time, or by forfeit
    re='F'
    [ "$2" = timeout ] && re='T'
    grep -q "RE\[B+$re\]" "$tmp/f.sgf" && grep -q "RE\[W+$re\]" "$tmp/f.sgf" \
        || fail "$2: not RE[B+$re] and RE[W+$re]"
    refereed "$tmp/f.sgf"
}
fault_at3() {   # FLAG WHAT KIND: B run with FLAG 3, a match played out (status 0)
    match2 renju "$1" 3 || fail "$3: exit status $?: $(cat "$tmp/err")"
    check_fault "$2" "$3"
}
fault_at3 --timeout-at "timed out after" timeout
fault_at3 --crash-at "crashed (signal 11)" crash
fault_at3 --exit-at "exited (status 0)" exit
fault_at3 --garbage-at "answered garbage 'hello'" garbage
fault_at3 --illegal-at "played occupied point" occupied
fault_at3 --offboard-at "played 15,0, off the 15x15 board" "off board"
grep -q 'B (black) played 15,0' "$tmp/f.log" || fail "no verdict in the log"
grep -q 'ABOUT: name="renju-test-engine"' "$tmp/f.log" || fail "no ABOUT answer in the log"
echo "ok: timeout, crash, exit, garbage, occupied point, off the board"

# a time for the whole game: B sleeps at its 3rd move; with 5 s a game both play on
run -each tcgame=$short -engine name=A cmd="$eng --instant" \
    -engine name=B cmd="$eng --instant --timeout-at 3" -rule freestyle -games 1 \
    > "$tmp/out" 2> "$tmp/err"
grep -q "B (white) timed out after [0-9.]* s" "$tmp/err" || fail "no timeout with tcgame"
run -engine name=A cmd="$eng --instant" tcgame=5 -engine name=B cmd="$eng --instant" \
    tcgame=5 -rule freestyle -games 2 > "$tmp/out" 2> "$tmp/err"
grep -q "^Faults of A: none" "$tmp/out" && grep -q "^Faults of B: none" "$tmp/out" \
    || fail "faults with 5 s a game"
echo "ok: a time for the whole game"

# black's forbidden point: a foul that loses in renju, a legal move in freestyle
echo "h8 a1 i8 c1 j9 a3 j10 c3" > "$tmp/forbid.txt"
run -each tc=$tc -engine name=A cmd="$eng --instant --forbidden" \
    -engine name=B cmd="$eng --instant" -rule renju -games 2 -openings "$tmp/forbid.txt" \
    -sgf "$tmp/f.sgf" > "$tmp/out" 2> "$tmp/err"
grep -q "A (black) played forbidden point j8 (double-three)" "$tmp/err" || fail "no foul"
grep -q "^Faults of A: foul 1\$" "$tmp/out" || fail "the foul is not counted"
refereed "$tmp/f.sgf"
"$referee" "$tmp/f.sgf" | grep -q 'foul: double-three at j8); recorded: white wins; agrees' \
    || fail "the referee does not see the foul"
run -each tc=$tc -engine name=A cmd="$eng --instant --forbidden" \
    -engine name=B cmd="$eng --instant" -rule freestyle -games 2 \
    -openings "$tmp/forbid.txt" -sgf "$tmp/f.sgf" > "$tmp/out" 2> "$tmp/err"
grep -q "^Faults of A: none\$" "$tmp/out" || fail "a foul in freestyle"
grep -q ';B\[jh\]' "$tmp/f.sgf" || fail "j8 was not played in freestyle"
refereed "$tmp/f.sgf"
echo "ok: the forbidden point, in renju and in freestyle"

# an engine that refuses START: the game is lost, the match stops and says why
match2 renju --refuse-start
status=$?
[ "$status" -eq 1 ] || fail "exit status $status when START is refused, 1 expected"
grep -q "the match stopped: game 1: B (white) refused START 15: ERROR" "$tmp/err" \
    || fail "START refused: $(cat "$tmp/err")"
grep -q "^Faults of B: start 1\$" "$tmp/out" || fail "the refusal is not counted"
score_last 1
echo "ok: START refused"

# engines that start children: each engine's whole process group ends with it, after
# END as after a timeout or a crash; and an engine that crashes while a child of it
# still holds its standard output is told crashed by its exit status, not timed out
cat > "$tmp/parent.sh" <<EOF
#!/bin/sh
# a child in the engine's process group, its pid noted, then the engine itself
sleep 307 > /dev/null 2>&1 &
echo \$! >> "$tmp/children"
exec "$eng" "\$@"
EOF
cat > "$tmp/holder.sh" <<EOF
#!/bin/sh
# a child that keeps the engine's standard output open
sleep 308 &
echo \$! >> "$tmp/children"
exec "$eng" "\$@"
EOF
chmod +x "$tmp/parent.sh" "$tmp/holder.sh"
# whether process PID runs (a zombie, ended but not reaped, does not)
running() {
    if [ -r "/proc/$1/stat" ]; then
        ! sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | grep -q '^[ZX]'
    else
        kill -0 "$1" 2>/dev/null
    fi
}
# whether PID still runs after up to five seconds: SIGKILL sent to a process group
# ends its members a moment later, not by the time kill() returns, and a loaded
# machine can make that moment long
outlives() {
    tries=0
    while running "$1"; do
        [ $tries -ge 50 ] && return 0
        sleep 0.1
        tries=$((tries + 1))
    done
    return 1
}
# no child noted in $tmp/children lives on (WHAT names the case); any left are ended
no_children() {
    left=
    for pid in $(cat "$tmp/children"); do
        outlives "$pid" && left="$left $pid"
    done
    [ -n "$left" ] && kill $left 2>/dev/null
    [ -s "$tmp/children" ] || fail "$1: no child was started"
    [ -z "$left" ] || fail "$1: children left behind:$left"
    : > "$tmp/children"
}
: > "$tmp/children"
run -each tc=$tc -engine name=A cmd="$tmp/parent.sh --instant --seed 1" \
    -engine name=B cmd="$tmp/parent.sh --instant --seed 2" -rule freestyle -games 2 \
    > "$tmp/out" 2> "$tmp/err" || fail "engines with children: status $?: $(cat "$tmp/err")"
grep -q '^Faults of A: none' "$tmp/out" && grep -q '^Faults of B: none' "$tmp/out" \
    || fail "engines with children: $(cat "$tmp/err")"
no_children "after END"
run -each tc=$short -engine name=A cmd="$eng --instant --seed 1" \
    -engine name=B cmd="$tmp/parent.sh --instant --seed 2 --timeout-at 3" -rule renju \
    -games 2 > "$tmp/out" 2> "$tmp/err" || fail "timeout with a child: status $?"
grep -q "B (white) timed out after" "$tmp/err" || fail "no timeout: $(cat "$tmp/err")"
no_children "after a timeout"
run -each tc=$short -engine name=A cmd="$eng --instant --seed 1" \
    -engine name=B cmd="$tmp/holder.sh --instant --seed 2 --crash-at 3" -rule renju \
    -games 2 > "$tmp/out" 2> "$tmp/err" || fail "crash with a child: status $?"
grep -q "B (white) crashed (signal 11)" "$tmp/err" \
    && grep -q "B (black) crashed (signal 11)" "$tmp/err" \
    || fail "a crash with a child holding the output: $(cat "$tmp/err")"
grep -q "^Faults of B: crash 2\$" "$tmp/out" || fail "crashes: $(grep '^Faults of B' "$tmp/out")"
no_children "after a crash"
echo "ok: an engine's children end with it; a crash is a crash whatever they hold"

# a crash in game 1 only (--once): B is started again and game 2 is played out
run -each tc=$tc -engine name=A cmd="$eng --instant" \
    -engine name=B cmd="$eng --instant --crash-at 3 --once $tmp/crashed" -rule renju \
    -games 2 -sgf "$tmp/f.sgf" -log "$tmp/f.log" > "$tmp/out" 2> "$tmp/err"
grep -q "^Game 1: B (white) crashed (signal 11)" "$tmp/err" || fail "no crash in game 1"
grep -Eq "^Game 2: [AB] \((black|white)\) wins \(five in a row\)" "$tmp/err" \
    || fail "game 2 after the crash: $(cat "$tmp/err")"
[ "$(grep -c 'B: started (pid' "$tmp/f.log")" -eq 2 ] || fail "B was not started again"
refereed "$tmp/f.sgf"
echo "ok: a crashed engine is started again"

# an engine that ends after its game's last move (here its first, a five) is found
# dead at the next START, and started again: the match goes on
echo "h8 a1 i8 a3 j8 a5 k8 a7" > "$tmp/four.txt"
run -each tc=$tc -engine name=A cmd="$eng --instant --exit-after 1" \
    -engine name=B cmd="$eng --instant" -rule freestyle -games 4 -openings "$tmp/four.txt" \
    -log "$tmp/e.log" > "$tmp/out" 2> "$tmp/err" || fail "exit after a game: status $?"
grep -q '^Faults of A: none' "$tmp/out" || fail "exit after a game: $(cat "$tmp/err")"
grep -q '^game 1: A (black) wins (five in a row)' "$tmp/e.log" || fail "no five at once"
[ "$(grep -c 'A: started (pid' "$tmp/e.log")" -ge 2 ] || fail "A was not started again"
echo "ok: an engine that ended between games is started again"

# ------------------------------------------------------------ Ctrl-C
# B stalls once at its 30th move of a game (a whole minute allowed) while the other
# slot plays on: interrupted then, the match keeps the games finished, prints the
# table and leaves no engine behind (the program itself in the background, not a
# function's subshell, is sent the signal)
${TEST_RUNNER:+"$top/libtool" --mode=execute $TEST_RUNNER} "$prog" -each tc=60 \
    -engine name=A cmd="$eng --instant --name matchtest$$" \
    -engine name=B cmd="$eng --instant --name matchtest$$ --timeout-at 30 --once $tmp/stall" \
    -rule freestyle -games 1000 -concurrency 2 -sgf "$tmp/i.sgf" > "$tmp/out" 2> "$tmp/err" &
pid=$!
i=0
until [ -f "$tmp/stall" ] && grep -q '^Game ' "$tmp/err" || [ $i -ge 300 ]; do
    sleep 0.1
    i=$((i + 1))
done
kill -INT $pid
wait $pid
status=$?
[ "$status" -eq 130 ] || fail "exit status $status after SIGINT, 130 expected"
n=$(grep -c '^(;' "$tmp/i.sgf")
[ "$n" -ge 1 ] && [ "$n" -lt 1000 ] || fail "$n games kept after SIGINT"
score_last "$n"
refereed "$tmp/i.sgf"
sleep 0.2
ps -eo args 2> /dev/null | grep "name matchtest$$" | grep -v grep && fail "engines left running"
echo "ok: SIGINT keeps $n finished games"

# ------------------------------------------------------------ SPRT, .psq, log
run -each tc=$tc -engine name=A cmd="$eng --instant --seed 11" \
    -engine name=B cmd="$eng --instant --seed 12" -rule freestyle -games 400 -concurrency 2 \
    -sprt elo0=0 elo1=400 alpha=0.05 beta=0.05 > "$tmp/out" 2> "$tmp/err" \
    || fail "SPRT: exit status $?"
sprt='^SPRT: elo0 0, elo1 400, alpha 0.05, beta 0.05: LLR -?[0-9.]+ after [0-9]+ games, '
sprt="${sprt}bounds \\[-2.94, 2.94\\]: H[01] accepted\$"
grep -Eq "$sprt" "$tmp/out" || fail "SPRT line: $(grep SPRT "$tmp/out")"
n=$(sed -n 's/^Games: \([0-9]*\) of 400$/\1/p' "$tmp/out")
[ -n "$n" ] && [ "$n" -lt 400 ] || fail "the SPRT did not stop the match"
score_last "$n"
echo "ok: the SPRT stopped the match after $n games"

mkdir "$tmp/psq"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -rule freestyle -games 4 -concurrency 2 -openings "$tmp/open.txt" -psq "$tmp/psq" \
    > "$tmp/out" 2> "$tmp/err" || fail "-psq: exit status $?"
[ "$(ls "$tmp/psq" | wc -l)" -eq 4 ] || fail "not 4 .psq files"
head -n 1 "$tmp/psq/game-0001.psq" | grep -q '^Piskvorky 15x15' || fail "no .psq header"
refereed "$tmp/psq/game-0003.psq"
# a .psq file that cannot be written, from a game's thread: its errno message, and
# the exit status of a record not written
mkdir -p "$tmp/psq2/game-0002.psq"
run -each tc=$tc -engine name=A cmd="$eng --instant" -engine name=B cmd="$eng --instant" \
    -rule freestyle -games 4 -concurrency 2 -psq "$tmp/psq2" > "$tmp/out" 2> "$tmp/err"
status=$?
[ "$status" -eq 2 ] || fail "exit status $status for a .psq file not written, 2 expected"
grep -q "^renju-match: $tmp/psq2/game-0002.psq: Is a directory\$" "$tmp/err" \
    || fail "a .psq file not written: $(cat "$tmp/err")"
echo "ok: -psq"

# ------------------------------------------------------------ usage
# MESSAGE ARGS...: the run ends at once with exit status 2 (a usage error, a bad
# openings file, a file that cannot be opened or written) and says MESSAGE, nothing
# on standard output
usage_error() {
    msg=$1
    shift
    run "$@" < /dev/null > "$tmp/out" 2> "$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status for '$*', 2 expected"
    grep -qF "renju-match: $msg" "$tmp/err" \
        || fail "'$*' said '$(head -n 1 "$tmp/err")', not '$msg'"
    [ -s "$tmp/out" ] && fail "'$*' wrote on standard output: $(head -n 1 "$tmp/out")"
    return 0
}
# MESSAGE ARGS...: the same, two engines given before ARGS
usage_error2() {
    msg2=$1
    shift
    usage_error "$msg2" -engine cmd=x -engine cmd=y "$@"
}
usage_error "two engines are needed"
usage_error "two engines are needed" -engine cmd=x
usage_error "an -engine without cmd= 'A'" -engine name=A -engine name=B cmd=x
usage_error "unknown option '-bogus'" -bogus
usage_error2 "missing value for option '-games'" -games
usage_error2 "the Gomocup protocol has no rule number for five-in-a-row" -rule five-in-a-row
usage_error2 "unknown rule set 'chess'" -rule chess
usage_error2 "-games takes a number of games, not '0'" -games 0
usage_error2 "-size takes a board size, 5 to 20, not '30'" -size 30
usage_error2 "a time is seconds above 0, not '0'" tc=0
usage_error2 "a KEY=VALUE word expected, not 'stray'" stray
usage_error2 "-sprt needs elo0 below elo1" -sprt elo0=5 elo1=5
usage_error2 "-concurrency takes 1 to 256, not '257'" -concurrency 257
usage_error2 "-openings-order is sequential or random, not 'sideways'" -openings-order sideways
usage_error2 "$tmp/none: " -openings "$tmp/none"
printf 'h8 h9\nh8 zz\n' > "$tmp/bad.txt"
usage_error2 "$tmp/bad.txt:2: line 1, column 4: \"zz\" is not a point" -openings "$tmp/bad.txt"
printf '1,\n' > "$tmp/odd.txt"
usage_error2 "$tmp/odd.txt:1: offsets come in pairs x,y; here 1 number" -openings "$tmp/odd.txt"
grep -q "here 1 numbers" "$tmp/err" && fail "'1 numbers': $(cat "$tmp/err")"
# a file that cannot be opened: its name and errno's message
usage_error2 "$tmp/none/x.sgf: No such file or directory" -sgf "$tmp/none/x.sgf"
usage_error2 "the directory $tmp/none: No such file or directory" -psq "$tmp/none"
usage_error2 "the log $tmp/none/l: No such file or directory" -log "$tmp/none/l"
echo "ok: usage errors"
exit 0

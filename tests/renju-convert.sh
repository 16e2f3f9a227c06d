#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-convert against its contract: the real records of tests/data/records
# (and tests/data/renlib, when there) in every direction, round trips (SGF -> .lib ->
# SGF gives the same tree, compared by writing both in one format), a tree into a
# line format (the warning), collections (an SGF collection, move lists, a RenjuNet
# database) into formats that hold several and into a file a game, a collection
# refused by a single-game format, '-' in and out with formats by content, the output
# left as it was on failure, the input as its own output, unreadable input, usage
# errors and the exit status (0 all converted, 1 a game or a file not, 2 usage).
# Standard input is told by its content in every format the library reads.
set -u
prog=$(cd "${top_builddir:-.}/tools" && pwd)/renju-convert${EXEEXT:-}
lt=$(cd "${top_builddir:-.}" && pwd)/libtool
runner=${TEST_RUNNER:+$lt --mode=execute $TEST_RUNNER}
data=$(cd "${top_srcdir:-.}/tests/data" && pwd)
records=$data/records
tmp=${TMPDIR:-/tmp}/renju-convert.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp" || exit 1
run() { $runner "$prog" --no-progress "$@"; }
fail() { echo "FAIL: $*"; exit 1; }
skip() { echo "skipped: $*"; }

# --- a move list into every format and back: the same moves
printf 'h8 h9 i8 i9 g8 g9 j8 j9\n' > "$tmp/game.txt"
for to in sgf psq lib txt; do
    run "$tmp/game.txt" "$tmp/game-out.$to" 2> "$tmp/err"
    status=$?
    [ "$status" -eq 0 ] || fail "game.txt -> .$to: exit status $status: $(cat "$tmp/err")"
    [ -s "$tmp/err" ] && fail "game.txt -> .$to: messages: $(cat "$tmp/err")"
    run "$tmp/game-out.$to" "$tmp/back.txt" 2> "$tmp/err" \
        || fail ".$to -> .txt: $(cat "$tmp/err")"
    cmp -s "$tmp/game.txt" "$tmp/back.txt" || fail ".$to round trip: $(cat "$tmp/back.txt")"
done
echo "ok: a move list into every format and back"

# --- the real records of other programs, into every format that can hold them
for f in "$records"/sgf/*.sgf "$records"/psq/*.psq; do
    name=$(basename "$f")
    for to in sgf txt psq lib; do
        out="$tmp/real.$to"
        rm -f "$out"
        run -q "$f" "$out" 2> "$tmp/err"
        status=$?
        if [ "$status" -ne 0 ]; then
            # what a format cannot hold: a set-up position in a move list or RenLib, a
            # pass in .psq, another board than 15x15 in RenLib; anything else is a failure
            grep -q -e 'set-up position' -e 'pass' -e 'cannot hold' -e 'cannot be written' \
                -e 'holds a 15x15 board' \
                "$tmp/err" || fail "$name -> .$to: exit status $status: $(cat "$tmp/err")"
            [ -e "$out" ] && fail "$name -> .$to: output left by a failed conversion"
            continue
        fi
        [ -s "$out" ] || fail "$name -> .$to: empty output"
        # what was written reads back, and writes the same bytes again
        run -q "$out" "$tmp/again.$to" 2> "$tmp/err" || fail "$name -> .$to -> .$to: $(cat "$tmp/err")"
        cmp -s "$out" "$tmp/again.$to" || fail "$name -> .$to: not the same bytes written again"
    done
done
echo "ok: the records of tests/data/records in every direction"

# --- SGF -> SGF keeps the tags and the text in UTF-8
run -q "$records/sgf/gowrite_soosorv.sgf" "$tmp/soosorv.sgf" || fail "gowrite_soosorv.sgf -> .sgf"
grep -q 'RU\[renju soosorv-8\]' "$tmp/soosorv.sgf" || fail "the rules: $(cat "$tmp/soosorv.sgf")"
grep -q 'PB\[Ants Soosõrv\]' "$tmp/soosorv.sgf" || fail "the names: $(cat "$tmp/soosorv.sgf")"
run -q "$records/sgf/zjrenju_gb2312.sgf" "$tmp/gb.sgf" || fail "zjrenju_gb2312.sgf -> .sgf"
grep -q 'CA\[UTF-8\]' "$tmp/gb.sgf" || fail "GB2312 text not written as UTF-8: $(cat "$tmp/gb.sgf")"
echo "ok: tags and text"

# --- a tree into a line format: its main line, and a warning that says what was left
cat > "$tmp/tree.sgf" <<'EOF'
(;FF[4]GM[4]SZ[15]RU[renju]C[an analysis]
;B[hh]C[the centre]
(;W[hg];B[ig]LB[jf:A][ke:B]
(;W[jf]TR[kd][le])
(;W[kg]C[weaker];B[jf]))
(;W[ig];B[jf]MA[ke]))
EOF
run "$tmp/tree.sgf" "$tmp/tree.txt" 2> "$tmp/err"
status=$?
[ "$status" -eq 0 ] || fail "tree.sgf -> .txt: exit status $status: $(cat "$tmp/err")"
[ "$(cat "$tmp/tree.txt")" = 'h8 h9 i9 j10' ] || fail "the main line: $(cat "$tmp/tree.txt")"
grep -q '^renju-convert: .*tree.sgf:1: warning: .*variations' "$tmp/err" \
    || fail "no warning for the variations left out: $(cat "$tmp/err")"
run -q "$tmp/tree.sgf" "$tmp/tree-q.txt" 2> "$tmp/err"
[ -s "$tmp/err" ] && fail "warnings under --quiet: $(cat "$tmp/err")"
run "$tmp/tree.sgf" "$tmp/tree.psq" 2> "$tmp/err"
grep -q 'warning: .*2 variations not written' "$tmp/err" \
    || fail "tree.sgf -> .psq: the variations left out: $(cat "$tmp/err")"
# the whole tree into SGF: written again the same
run -q "$tmp/tree.sgf" "$tmp/tree1.sgf" || fail "tree.sgf -> .sgf"
run -q "$tmp/tree1.sgf" "$tmp/tree2.sgf" || fail "tree1.sgf -> .sgf"
cmp -s "$tmp/tree1.sgf" "$tmp/tree2.sgf" || fail "a tree not written again the same"
grep -q 'C\[weaker\]' "$tmp/tree1.sgf" || fail "a variation's comment lost: $(cat "$tmp/tree1.sgf")"
# a variation that breaks the rules is kept, with the import's warning
printf '(;FF[4]GM[4]SZ[15]RU[renju];B[hh](;W[hg])(;W[hh]))\n' > "$tmp/bad.sgf"
run "$tmp/bad.sgf" "$tmp/bad-out.sgf" 2> "$tmp/err" || fail "bad.sgf: $(cat "$tmp/err")"
grep -q 'W\[hh\]' "$tmp/bad-out.sgf" || fail "an illegal variation not written: $(cat "$tmp/bad-out.sgf")"
# an illegal main line: kept as it came by a tree, not held by a line
printf '(;FF[4]GM[4]SZ[15]RU[renju];B[hh](;W[hh];B[ii])(;W[hg]))\n' > "$tmp/badmain.sgf"
run "$tmp/badmain.sgf" "$tmp/badmain-out.sgf" 2> "$tmp/err" || fail "badmain.sgf: $(cat "$tmp/err")"
grep -q 'warning: the main line breaks the rules, written as it came: move 2: h8 is already occupied' \
    "$tmp/err" || fail "an illegal main line into SGF: $(cat "$tmp/err")"
grep -q 'W\[hh\];B\[ii\]' "$tmp/badmain-out.sgf" || fail "an illegal main line: $(cat "$tmp/badmain-out.sgf")"
run "$tmp/badmain.sgf" "$tmp/badmain.txt" 2> "$tmp/err"
[ $? -eq 1 ] || fail "an illegal main line into a move list: not status 1"
grep -q 'not converted: move 2: h8 is already occupied' "$tmp/err" || fail "badmain.sgf -> .txt: $(cat "$tmp/err")"
[ -e "$tmp/badmain.txt" ] && fail "an illegal main line written into a move list"
echo "ok: a tree into SGF and into line formats"

# --- round trips through RenLib: SGF -> .lib -> SGF is the same tree as SGF -> SGF
for f in "$tmp/tree.sgf" "$records/sgf/renlib_analysis.sgf" "$tmp/game.txt"; do
    run -q "$f" "$tmp/direct.sgf" || fail "$f -> .sgf"
    run -q "$f" "$tmp/via.lib" || fail "$f -> .lib"
    run -q "$tmp/via.lib" "$tmp/via.sgf" || fail "$f -> .lib -> .sgf"
    # what RenLib cannot hold (marks of its own, labels off a child's point, tags)
    # is left out: compared, both read back into one format
    run -q "$tmp/via.sgf" "$tmp/via2.lib" || fail "$f -> .lib -> .sgf -> .lib"
    cmp -s "$tmp/via.lib" "$tmp/via2.lib" || fail "$f: .lib -> .sgf -> .lib changed"
    run -q "$tmp/direct.sgf" "$tmp/direct.lib" || fail "$f -> .sgf -> .lib"
    cmp -s "$tmp/direct.lib" "$tmp/via2.lib" || fail "$f: another tree through .lib than through SGF"
    run -q "$tmp/direct.sgf" "$tmp/direct.txt" && run -q "$tmp/via.sgf" "$tmp/via.txt" \
        || fail "$f: main lines"
    cmp -s "$tmp/direct.txt" "$tmp/via.txt" || fail "$f: another main line through .lib"
done
echo "ok: round trips through RenLib"

# --- the character set of .lib text: a comment in GBK, as Chinese libraries write
# them, read as GBK by default and written back so; --charset names it, or another
printf '\377RenLib\377\003\004\377\377\377\377\377\377\377\377\377\377\000\000\170\110\326\320\316\304\000\000' \
    > "$tmp/gbk.lib"
run "$tmp/gbk.lib" "$tmp/gbk1.lib" 2> "$tmp/err" || fail "gbk.lib -> .lib: $(cat "$tmp/err")"
cmp -s "$tmp/gbk.lib" "$tmp/gbk1.lib" || fail "GBK text not written back as it came"
grep -q 'GBK' "$tmp/err" || fail "the charset read not said: $(cat "$tmp/err")"
run -q --charset=GBK "$tmp/gbk.lib" "$tmp/gbk2.lib" || fail "--charset=GBK"
cmp -s "$tmp/gbk.lib" "$tmp/gbk2.lib" || fail "--charset=GBK: not the same text"
run --charset=UTF-8 "$tmp/gbk.lib" "$tmp/gbk3.lib" 2> "$tmp/err" || fail "--charset=UTF-8"
grep -q 'warning: .*dropped' "$tmp/err" || fail "GBK read as UTF-8: $(cat "$tmp/err")"
cmp -s "$tmp/gbk.lib" "$tmp/gbk3.lib" && fail "--charset=UTF-8 not used"
run -q --charset=GBK "$tmp/gbk.lib" "$tmp/gbk.sgf" || fail "gbk.lib -> .sgf"
grep -q 'C\[中文\]' "$tmp/gbk.sgf" || fail "GBK text into SGF: $(cat "$tmp/gbk.sgf")"
run -q --charset=GBK "$tmp/gbk.sgf" "$tmp/gbk4.lib" || fail "gbk.sgf -> .lib"
cmp -s "$tmp/gbk.lib" "$tmp/gbk4.lib" || fail "GBK text through SGF and back"
echo "ok: the character set of .lib text"

# --- RenLib libraries written by RenLib itself
# RenLib's test files open off the centre: read as freestyle, where every line
# is a game, so that each converts into a line format too
for f in "$data"/renlib/*.lib; do
    name=$(basename "$f")
    run -q -r freestyle "$f" "$tmp/renlib.sgf" 2> "$tmp/err" || fail "$name -> .sgf: $(cat "$tmp/err")"
    run -q -r freestyle "$f" "$tmp/renlib.txt" 2> "$tmp/err" || fail "$name -> .txt: $(cat "$tmp/err")"
    run -q -r freestyle "$f" "$tmp/renlib.lib" || fail "$name -> .lib"
    run -q -r freestyle "$tmp/renlib.lib" "$tmp/renlib2.sgf" || fail "$name -> .lib -> .sgf"
    cmp -s "$tmp/renlib.sgf" "$tmp/renlib2.sgf" || fail "$name: another tree written back"
    # by its header under any name, on standard input too
    run -q -r freestyle - "$tmp/stdin.sgf" < "$f" || fail "$name on standard input"
    cmp -s "$tmp/renlib.sgf" "$tmp/stdin.sgf" || fail "$name on standard input: another tree"
done
echo "ok: the libraries of tests/data/renlib"

# --- .pos positions: two stones, h8 and i8, as bytes row * 15 + column from the top
printf '\002\160\161' > "$tmp/probe.pos"
run -q "$tmp/probe.pos" "$tmp/pos.txt" || fail ".pos -> .txt"
[ "$(cat "$tmp/pos.txt")" = 'h8 i8' ] || fail ".pos: $(cat "$tmp/pos.txt")"
run -q - "$tmp/pos2.txt" < "$tmp/probe.pos" || fail ".pos on standard input"
cmp -s "$tmp/pos.txt" "$tmp/pos2.txt" || fail ".pos by its bytes: $(cat "$tmp/pos2.txt")"
echo "ok: .pos"

# --- collections: an SGF collection and move lists one game after another; a game
# that cannot be read is left out, said, and the rest converted
run "$data/referee/Collection.SGF" "$tmp/coll.txt" 2> "$tmp/err"
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on a collection with bad games, 1 expected"
[ "$(wc -l < "$tmp/coll.txt")" -eq 2 ] || fail "collection -> .txt: $(cat "$tmp/coll.txt")"
grep -q '^renju-convert: .*Collection.SGF:3: not converted: line 4, column 10: ' "$tmp/err" \
    || fail "a malformed game: $(cat "$tmp/err")"
grep -q '^renju-convert: .*Collection.SGF:8: not converted: move 3: h8 is already occupied$' "$tmp/err" \
    || fail "an illegal game: $(cat "$tmp/err")"
grep -q '^renju-convert: .*Collection.SGF: 2 games converted, 3 not converted$' "$tmp/err" \
    || fail "the summary: $(cat "$tmp/err")"
run -q "$tmp/coll.txt" "$tmp/coll.sgf" || fail "move lists -> SGF collection"
[ "$(grep -c '^(;' "$tmp/coll.sgf")" -eq 2 ] || fail "SGF collection: $(cat "$tmp/coll.sgf")"
run -q "$tmp/coll.sgf" "$tmp/coll2.txt" || fail "SGF collection -> move lists"
cmp -s "$tmp/coll.txt" "$tmp/coll2.txt" || fail "collection round trip"
echo "ok: collections"

# --- a collection into a format of one game a file: refused, nothing written; with
# a pattern, a file a game, numbered by the game's place in the input
echo 'old' > "$tmp/one.psq"
run "$tmp/coll.txt" "$tmp/one.psq" 2> "$tmp/err"
status=$?
[ "$status" -eq 1 ] || fail "exit status $status for a collection into .psq, 1 expected"
grep -q 'holds more than one game, and a .psq file holds one' "$tmp/err" \
    || fail "collection into .psq: $(cat "$tmp/err")"
[ "$(cat "$tmp/one.psq")" = old ] || fail "the output changed by a refused conversion"
mkdir "$tmp/split"
run -q "$data/referee/Collection.SGF" "$tmp/split/game-%02d.psq" 2> /dev/null
status=$?
[ "$status" -eq 1 ] || fail "exit status $status splitting a collection with bad games, 1 expected"
[ "$(cd "$tmp/split" && echo *)" = 'game-01.psq game-05.psq' ] \
    || fail "files a game: $(cd "$tmp/split" && echo *)"
run -q "$tmp/split/game-05.psq" - -t moves > "$tmp/g5.txt" || fail "game-05.psq"
[ "$(cat "$tmp/g5.txt")" = "$(sed -n 2p "$tmp/coll.txt")" ] || fail "game 5: $(cat "$tmp/g5.txt")"
run -q "$tmp/coll.txt" "$tmp/split/%d%%.txt" || fail "a pattern with %%"
[ -f "$tmp/split/1%.txt" ] && [ -f "$tmp/split/2%.txt" ] || fail "%d%%: $(cd "$tmp/split" && echo *)"
echo "ok: a file a game"

# --- standard input and output: formats by content, -t for the output
out=$(run - - -t moves < "$records/sgf/renlib_analysis.sgf" 2> /dev/null)
[ "$out" = 'h8 i9 j10 i11 i10' ] || fail "SGF by its content: $out"
out=$(run - - -t moves < "$records/psq/piskvork_game.psq" 2> /dev/null)
[ -n "$out" ] || fail ".psq by its content"
out=$(printf '# a comment\nh8 h9 h10\n' | run - - -t sgf)
echo "$out" | grep -q '^;B\[hh\];W\[hg\];B\[hf\]$' || fail "a move list on standard input: $out"
out=$(printf 'h8h9i10\n' | run -q - - -t moves 2> /dev/null)
[ "$out" = 'h8 h9 i10' ] || fail "a compact move string: $out"
out=$(printf 'h8 h9\n' | run -q -f moves -t sgf - -)
echo "$out" | grep -q ';B\[hh\];W\[hg\]' || fail "-f moves on standard input: $out"
echo "ok: standard input and output"

# --- the input as its own output; the rules and board of move lists
cp "$tmp/coll.sgf" "$tmp/same.sgf"
run -q "$tmp/same.sgf" "$tmp/same.sgf" || fail "the input as the output"
cmp -s "$tmp/coll.sgf" "$tmp/same.sgf" || fail "the input as the output: changed"
printf 'a1 t20 b1 s20\n' > "$tmp/big.txt"
run -q -r freestyle -s 20 "$tmp/big.txt" "$tmp/big.sgf" || fail "-r freestyle -s 20"
grep -q 'SZ\[20\]RU\[freestyle\]' "$tmp/big.sgf" || fail "-r -s: $(cat "$tmp/big.sgf")"
run -q -r soosorv-8 "$tmp/game.txt" "$tmp/soos.sgf" || fail "-r soosorv-8"
grep -q 'RU\[renju soosorv-8\]' "$tmp/soos.sgf" || fail "an opening rule: $(cat "$tmp/soos.sgf")"
run -q "$tmp/big.txt" "$tmp/big2.sgf" 2> "$tmp/err"
[ $? -eq 1 ] || fail "a 20x20 move list under renju: not refused"
grep -q 'not converted' "$tmp/err" || fail "20x20 under renju: $(cat "$tmp/err")"
echo "ok: same file, rules and board"

# --- RenjuNet databases, when built with libxml2
run -q "$data/sample.rif" "$tmp/db.sgf" 2> "$tmp/err"
status=$?
if grep -q 'without XML support' "$tmp/err"; then
    [ "$status" -eq 1 ] || fail "exit status $status without XML support, 1 expected"
    skip "RenjuNet databases (built without libxml2)"
else
    [ "$status" -eq 1 ] || fail "exit status $status on sample.rif (illegal games), 1 expected"
    [ "$(grep -c '^(;' "$tmp/db.sgf")" -eq 9 ] || fail "sample.rif -> SGF: $(cat "$tmp/db.sgf")"
    [ "$(grep -c 'not converted' "$tmp/err")" -eq 7 ] || fail "sample.rif: $(cat "$tmp/err")"
    grep -q 'EV\[Sample Open\]RO\[1\]PB\[Ada Lind\]PW\[Bruno Kask\]RE\[B+\]' "$tmp/db.sgf" \
        || fail "a database's tags: $(head -3 "$tmp/db.sgf")"
    grep -q 'RU\[renju rif\]' "$tmp/db.sgf" || fail "a database's rule: $(head -3 "$tmp/db.sgf")"
    run -q - "$tmp/db2.sgf" < "$data/sample.rif" 2> /dev/null
    cmp -s "$tmp/db.sgf" "$tmp/db2.sgf" || fail "a database on standard input"
    run -q "$data/sample.rif" "$tmp/db.txt" 2> /dev/null
    [ "$(wc -l < "$tmp/db.txt")" -eq 9 ] || fail "sample.rif -> move lists"
    echo "ok: RenjuNet databases"
fi

# --- unreadable input and output that cannot be written: status 1, said
run "$tmp/no such file.sgf" "$tmp/x.sgf" 2> "$tmp/err"
[ $? -eq 1 ] || fail "a missing input: not status 1"
grep -q "^renju-convert: .*no such file.sgf: " "$tmp/err" || fail "a missing input: $(cat "$tmp/err")"
[ -e "$tmp/x.sgf" ] && fail "output written for a missing input"
printf '(;FF[4]SZ[15];B[hh];W[h' > "$tmp/cut.sgf"
run "$tmp/cut.sgf" "$tmp/x.sgf" 2> "$tmp/err"
[ $? -eq 1 ] || fail "a malformed input: not status 1"
grep -q 'cut.sgf:1: not converted: line 1, column [0-9]*: ' "$tmp/err" || fail "a malformed input: $(cat "$tmp/err")"
[ -e "$tmp/x.sgf" ] && fail "output written for a malformed input"
: > "$tmp/empty.txt"
run "$tmp/empty.txt" "$tmp/x.sgf" 2> "$tmp/err"
[ $? -eq 1 ] || fail "an empty input: not status 1"
grep -q 'holds no game' "$tmp/err" || fail "an empty input: $(cat "$tmp/err")"
run "$tmp/game.txt" "$tmp/no such dir/x.sgf" 2> "$tmp/err"
[ $? -eq 1 ] || fail "an output that cannot be written: not status 1"
grep -q 'no such dir/x.sgf: ' "$tmp/err" || fail "an output that cannot be written: $(cat "$tmp/err")"
if [ -w /dev/full ]; then
    run "$tmp/game.txt" /dev/full -t sgf 2> "$tmp/err"
    [ $? -eq 1 ] || fail "a full device: not status 1"
    grep -q '/dev/full: ' "$tmp/err" || fail "a full device: $(cat "$tmp/err")"
fi
ls "$tmp" | grep -q '\.sgf\.' && fail "temporary files left: $(ls "$tmp")"
echo "ok: unreadable input, output not written"

# --- usage errors: status 2, a message that names the program
usage() {   # WHAT ARGS...: refused with status 2 and WHAT on standard error
    what=$1; shift
    run "$@" > "$tmp/out" 2> "$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "$*: exit status $status, 2 expected"
    grep -q "^renju-convert: .*$what" "$tmp/err" || fail "$*: $(cat "$tmp/err")"
    [ -s "$tmp/out" ] && fail "$*: output on standard output"
    return 0
}
usage 'no input and output files'
usage 'no output file' "$tmp/game.txt"
usage "unexpected argument 'x'" "$tmp/game.txt" a.sgf x
usage "unknown format 'chess'" -t chess "$tmp/game.txt" -
usage "unknown format 'doc'" -f doc "$tmp/game.txt" a.sgf
usage 'give -t' "$tmp/game.txt" -
usage "give -t for '.*out.dat'" "$tmp/game.txt" "$tmp/out.dat"
usage 'pos records are read, not written' "$tmp/game.txt" "$tmp/out.pos"
usage 'read, not written' -t rif "$tmp/game.txt" -
usage "unknown rules 'chess'" -r chess "$tmp/game.txt" a.sgf
usage "bad board size '30'" -s 30 "$tmp/game.txt" a.sgf
usage "unknown character set 'NO-SUCH-CHARSET'" --charset=NO-SUCH-CHARSET "$tmp/game.txt" a.sgf
usage "holds a '%' that is no %d" "$tmp/game.txt" "$tmp/a%s.sgf"
usage 'holds more than one %d' "$tmp/game.txt" "$tmp/%d-%d.sgf"
echo "ok: usage errors"

# --- the progress bar: only on a terminal, for a long input (where script(1) gives one)
awk 'BEGIN { for (i = 0; i < 40000; i++) print "h8 h9 i8 i9 g8 g9 j8 j9 k8 # a game, and a comment" }' \
    > "$tmp/long.txt"
run -q "$tmp/long.txt" "$tmp/long.sgf" 2> "$tmp/err" || fail "a long input"
[ -s "$tmp/err" ] && fail "a progress bar on a file: $(cat "$tmp/err")"
if [ -z "${TEST_RUNNER:-}" ] && script -qec true /dev/null > /dev/null 2>&1; then
    script -qec "\"$prog\" -q \"$tmp/long.txt\" \"$tmp/long.sgf\"" /dev/null > "$tmp/tty" 2>&1
    grep -q '100% 40000 games' "$tmp/tty" || fail "progress bar: $(cat -v "$tmp/tty" | tail -c 300)"
    script -qec "\"$prog\" -q --no-progress \"$tmp/long.txt\" \"$tmp/long.sgf\"" /dev/null > "$tmp/tty" 2>&1
    grep -q '%' "$tmp/tty" && fail "a progress bar with --no-progress"
    script -qec "\"$prog\" -q \"$tmp/game.txt\" \"$tmp/short.sgf\"" /dev/null > "$tmp/tty" 2>&1
    grep -q '%' "$tmp/tty" && fail "a progress bar on a short input"
    echo "ok: progress bar"
fi
exit 0

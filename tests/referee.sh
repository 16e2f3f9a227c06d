#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-referee against its contract: the report on the sample database
# (tests/data/sample.rif, expected in tests/data/referee/sample.expected), move lists,
# SGF collections, .psq files and RenjuNet databases with their opening rules (the
# files and reports in tests/data/referee), the lines of SGF trees and RenLib
# libraries, .pos files, labels FILE:LINE, warnings, file types by extension in any
# case or by content, files read in pieces, the progress bar, the exit status
# (0 all legal and agreeing, 1 otherwise, 2 usage or I/O error), and a database of
# 100000 games read in bounded memory.
set -u
prog=$(cd "${top_builddir:-.}/tools" && pwd)/renju-referee${EXEEXT:-}
# an installed program's libtool wrapper: a TEST_RUNNER such as valgrind goes in
# through libtool --mode=execute, to run the program rather than the wrapper
lt=$(cd "${top_builddir:-.}" && pwd)/libtool
runner=${TEST_RUNNER:+$lt --mode=execute $TEST_RUNNER}
data=$(cd "${top_srcdir:-.}/tests/data" && pwd)
ref=$data/referee
tmp=${TMPDIR:-/tmp}/renju-referee.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp" || exit 1
run() { $runner "$prog" --no-progress "$@"; }
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
    diff -u "$ref/sample.expected" "$tmp/sample.out" || fail "unexpected report on sample.rif"
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
echo "$out" | grep -q '^games.txt:2: legal, 9 moves, black wins (five in a row); recorded: none' \
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
# a file that is no record (a README caught by a glob) is said once, and counted; a
# collection with a bad game among good ones still reports it as a game
top=$(cd "${top_srcdir:-.}" && pwd)
out=$(run "$top/README")
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on README, 1 expected"
[ "$(echo "$out" | grep -c "^$top/README")" -eq 1 ] || fail "README said more than once: $out"
echo "$out" | grep -q "^$top/README: not a game record: line 1, column 1: " || fail "README: $out"
echo "$out" | grep -q '^1 file not a game record$' || fail "README summary: $out"
printf 'h8 zz\nh8 h9\n' > "$tmp/mixed.txt"
out=$(cd "$tmp" && run mixed.txt)
echo "$out" | grep -q '^mixed.txt:1: unreadable (malformed), line 1, column 4: ' \
    || fail "a bad game before a good one: $out"
echo "$out" | grep -q 'not a game record' && fail "mixed.txt taken for no record: $out"
# one of a thing is singular: "1 move", "1 node"
printf 'h8\n' > "$tmp/one.txt"
out=$(cd "$tmp" && run one.txt)
echo "$out" | grep -q '^one.txt:1: legal, 1 move, game goes on;' || fail "one move: $out"
printf '(;FF[4]GM[4]SZ[15])\n' > "$tmp/root.sgf"
out=$(cd "$tmp" && run root.sgf)
echo "$out" | grep -q '^trees: 1 game, 1 line (0 illegal), 1 node$' || fail "one node: $out"
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
echo "$out" | grep -q '^games.sgf:1: legal, 9 moves, black wins (five in a row); recorded: black wins; agrees$' \
    || fail "SGF report: $out"
echo "$out" | grep -q '^games.sgf:3: legal, 3 moves, white wins (resignation); recorded: white wins; not decided on the board; 2 lines, 6 nodes$' \
    || fail "SGF report: $out"
echo "$out" | grep -q '^games.sgf:6: illegal (occupied), move 3: h8 is already occupied$' \
    || fail "SGF report: $out"
printf '(;SZ[15];B[hh];W[hg]\n;B[ii]' > "$tmp/cut.sgf"
out=$(cd "$tmp" && run cut.sgf)
echo "$out" | grep -q '^cut.sgf:1: unreadable (malformed), line 1, column 1: the game tree opened here is never closed' \
    || fail "truncated SGF report: $out"
echo "ok: SGF"

# --- a game tree: every line checked; a variation's illegal move is an illegal line
# (named by its moves, with the lines through it), not a failed game; one on the main
# line fails the game as in a record of one line, and its variations are still checked
cat > "$tmp/tree.sgf" <<'EOF'
(;FF[4]GM[4]SZ[15]RU[renju]
;B[hh];W[hg]
(;B[ig];W[jf];B[ih])
(;B[hg];W[ii](;B[jj])(;B[kk]))
(;B[ii];W[gh]))
(;FF[4]GM[4]SZ[15]RU[renju]
;B[hh](;W[hh])(;W[hg];B[hg]))
EOF
out=$(cd "$tmp" && run tree.sgf)
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on tree.sgf, 1 expected: $out"
echo "$out" | grep -q '^tree.sgf:1: legal, 5 moves, game goes on; recorded: none; no result recorded; 4 lines, 12 nodes$' \
    || fail "tree report: $out"
echo "$out" | grep -q '^  illegal line (occupied, 2 lines): h8 h9 h9: h9 is already occupied$' \
    || fail "illegal line of a tree: $out"
[ "$(echo "$out" | grep -c '^  illegal line')" -eq 2 ] || fail "illegal lines: $out"
echo "$out" | grep -q '^tree.sgf:6: illegal (occupied), move 2: h8 is already occupied; 2 lines, 5 nodes$' \
    || fail "an illegal main line in a tree: $out"
echo "$out" | grep -q '^  illegal line (occupied): h8 h9 h9: h9 is already occupied$' \
    || fail "a variation beside an illegal main line: $out"
echo "$out" | grep -q '^2 games: 1 legal, 1 illegal (occupied 1), 0 unreadable$' \
    || fail "tree summary: $out"
echo "$out" | grep -q '^trees: 2 games, 6 lines (3 illegal), 17 nodes$' \
    || fail "tree summary: $out"
echo "$out" | grep -q 'warning.*variation' && fail "illegal lines as warnings: $out"
out=$(cd "$tmp" && run -q tree.sgf)
echo "$out" | grep -q '^tree.sgf:1: legal' || fail "a tree with an illegal line under --quiet: $out"
echo "ok: SGF trees"

# --- RenLib libraries: told by the header whatever the name, or by the extension;
# each line of the tree checked (under renju, a first stone off h8 breaks the rules)
lib=$data/renlib
out=$(cd "$lib" && run lib_documented.lib)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on lib_documented.lib, 0 expected: $out"
echo "$out" | grep -q '^lib_documented.lib:1: legal, 6 moves, .*; 4 lines, 14 nodes$' \
    || fail ".lib report: $out"
echo "$out" | grep -q '^trees: 1 game, 4 lines (0 illegal), 14 nodes$' || fail ".lib summary: $out"
out=$(cd "$lib" && run example_for_science_with_variant_maybe.lib)
status=$?
[ "$status" -eq 1 ] || fail "exit status $status on a library with an illegal line, 1 expected"
echo "$out" | grep -q '^example_for_science_with_variant_maybe.lib:1: legal, 5 moves, .*; 3 lines, 15 nodes$' \
    || fail "a library with an illegal line: $out"
echo "$out" | grep -q '^  illegal line (against the opening): o8: o8 is not allowed' \
    || fail "a library's illegal line: $out"
out=$(cd "$lib" && run -r freestyle example_for_science_with_variant_maybe.lib)
[ $? -eq 0 ] || fail "the same library in freestyle: $out"
# a RenLib header is a library under any name, and so is a headerless .lib
printf '\377RenLib\377\003\004\377\377\377\377\377\377\377\377\377\377\000\000\002\200\003\100\170\100' \
    > "$tmp/library.dat"
out=$(cd "$tmp" && run -r freestyle library.dat)
echo "$out" | grep -q '^library.dat:1: legal, 2 moves, game goes on; recorded: none; no result recorded; 2 lines, 4 nodes$' \
    || fail "a RenLib header under another name: $out"
printf '\170\000\146\100' > "$tmp/old.lib"
out=$(cd "$tmp" && run old.lib)
echo "$out" | grep -q '^old.lib:1: legal, 2 moves' || fail "a headerless .lib: $out"
out=$(run -r freestyle - < "$tmp/library.dat")
echo "$out" | grep -q '^-:1: legal, 2 moves' || fail "a library on standard input: $out"
printf '\377RenLib\377\003\004\377\377\377\377\377\377\377\377\377\377\000\000\377\100' > "$tmp/bad.lib"
out=$(cd "$tmp" && run bad.lib)
echo "$out" | grep -q '^bad.lib:1: unreadable (malformed), at byte 22: the node at byte 22 is off the board' \
    || fail "a malformed library: $out"
echo "ok: RenLib libraries"
# .pos positions by their extension or their bytes
printf '\003\160\161\142' > "$tmp/three.pos"
out=$(cd "$tmp" && run three.pos)
echo "$out" | grep -q '^three.pos:1: legal, 3 moves' || fail "a .pos file: $out"
out=$(run - < "$tmp/three.pos")
echo "$out" | grep -q '^-:1: legal, 3 moves' || fail "a .pos file on standard input: $out"
echo "ok: .pos"
# standard input by its content: an SGF tree, a move list
out=$(run - < "$tmp/games.sgf")
echo "$out" | grep -q '^-:1: legal, 9 moves, black wins (five in a row); recorded: black wins; agrees$' \
    || fail "SGF on standard input: $out"
out=$(printf 'h8 h9 h8\n' | run -)
echo "$out" | grep -q '^-:1: illegal (occupied), move 3' || fail "a move list on standard input: $out"
echo "ok: formats by content"

# --- verdicts: a loss on time or by forfeit is legal, its result given, not found
cat > "$tmp/verdicts.sgf" <<'EOF'
(;FF[4]GM[4]SZ[15]RU[renju]RE[W+T];B[hh];W[hg];B[ih])
(;FF[4]GM[4]SZ[15]RU[renju]RE[B+F];B[hh];W[hg];B[ih];W[ig])
(;FF[4]GM[4]SZ[15]RU[renju]RE[B+Time];B[hh])
EOF
out=$(cd "$tmp" && run verdicts.sgf)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on verdicts.sgf, 0 expected: $out"
echo "$out" | grep -q '^verdicts.sgf:1: legal, 3 moves, white wins (time); recorded: white wins; not decided on the board$' \
    || fail "verdict report: $out"
echo "$out" | grep -q '^verdicts.sgf:2: legal, 4 moves, black wins (forfeit); recorded: black wins; not decided on the board$' \
    || fail "verdict report: $out"
echo "$out" | grep -q '^verdicts.sgf:3: legal, 1 move, black wins (time); recorded: black wins; not decided on the board$' \
    || fail "verdict report: $out"
echo "ok: verdicts"

# --- a Piskvork file: a 20x20 freestyle game as Gomocup writes them
printf 'Piskvorky 20x20, 11:11, 0\n10,10,100\n11,11,0\n11,10,0\n12,11,0\n12,10,0\n13,11,0\n13,10,0\n14,11,0\n14,10,0\npbrain-a.zip\npbrain-b.zip\n-1\n' \
    > "$tmp/game.psq"
out=$(cd "$tmp" && run game.psq)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on game.psq, 0 expected"
echo "$out" | grep -q '^game.psq:1: legal, 9 moves, black wins (five in a row); recorded: none' \
    || fail ".psq report: $out"
echo "ok: .psq"

# --- caro: a five closed at both ends does not win, an open one does; SGF's RU and
# the judge's rule line name caro
printf '%s\n' 'h8 g8 i8 m8 k8 a1 l8 a3 j8 b1 h9 b3 h10 b5 h11 b7 h12' 'h8 g8 i8 m8 k8 a1 l8 a3 j8 b1' \
    > "$tmp/caro.txt"
out=$(cd "$tmp" && run --rules=caro-5 caro.txt)
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on caro.txt, 0 expected"
echo "$out" | grep -q '^caro.txt:1: legal, 17 moves, black wins (five in a row)' || fail "caro report: $out"
echo "$out" | grep -q '^caro.txt:2: legal, 10 moves, game goes on' || fail "caro report: $out"
out=$(cd "$tmp" && run --rules=freestyle caro.txt)
echo "$out" | grep -q '^caro.txt:2: illegal (after the end), move 10' || fail "freestyle report: $out"
printf '(;FF[4]GM[4]SZ[15]RU[caro-5]RE[B+]\n;B[hh];W[gh];B[ih];W[mh];B[kh];W[ao];B[lh];W[am];B[jh])\n' \
    > "$tmp/caro.sgf"
out=$(cd "$tmp" && run caro.sgf)
echo "$out" | grep -q '^caro.sgf:1: legal, 9 moves, game goes on; recorded: black wins; not decided on the board$' \
    || fail "caro SGF report: $out"
printf 'Piskvorky 15x15, 11:11, 0\n8,8,1\n7,8,1\n9,8,1\n13,8,1\n11,8,1\n1,1,1\n12,8,1\n1,3,1\n10,8,1\n-1\n1,Caro\n' \
    > "$tmp/caro.psq"
out=$(cd "$tmp" && run caro.psq)
echo "$out" | grep -q '^caro.psq:1: legal, 9 moves, game goes on; recorded: black wins; not decided on the board$' \
    || fail "caro .psq report: $out"
echo "ok: caro"

# --- the reasons in the library's words (renju_reason_name): a 5x5 board filled
# without a five is a draw by full board
printf '(;FF[4]GM[4]SZ[5]RU[freestyle]RE[0]\n;B[cb];W[ba];B[dd];W[ab];B[cd];W[bb];B[ea];W[eb];B[bc];W[ac];B[ed];W[cc];B[ad];W[dc];B[ca];W[ec];B[aa];W[bd];B[de];W[ae];B[be];W[ce];B[db];W[ee];B[da])\n' \
    > "$tmp/full.sgf"
out=$(cd "$tmp" && run full.sgf)
echo "$out" | grep -q '^full.sgf:1: legal, 25 moves, draw (full board); recorded: draw; agrees$' \
    || fail "full board report: $out"
echo "ok: full board"

# --- the files of tests/data/referee, by their extensions in mixed case: the report
# exactly, then the exit status
check_report() {   # FILE STATUS [OPTION...]: the report on FILE is FILE.expected
    f=$1; want=$2; shift 2
    (cd "$ref" && run "$@" "$f") > "$tmp/out" 2> "$tmp/err"
    status=$?
    diff -u "$ref/$f.expected" "$tmp/out" || fail "unexpected report on $f"
    [ "$status" -eq "$want" ] || fail "exit status $status on $f, $want expected"
    [ -s "$tmp/err" ] && fail "messages on standard error for $f: $(cat "$tmp/err")"
    echo "ok: $f"
}
# an SGF collection: a malformed game and a renju game on 20x20 in the middle do not
# stop the games after them
check_report Collection.SGF 1
# move lists with comments and a malformed game
check_report lists.txt 1
# a .psq file with CR LF line ends
check_report Gomocup.Psq 0
if [ "$xml" = yes ]; then
    # RIF, Soosorv-8 and gomoku games each by their own rule: an a1 second stone is
    # against the RIF opening, an a1 third stone against Soosorv's; a rule the
    # library does not know is checked by its rule set only, with a warning; the
    # decisions of the opening, not in a move list, are counted in the summary but
    # not listed per game; Soosorv-12 cannot be played
    check_report renjunet.XML 1
    out=$(cd "$ref" && run -q renjunet.XML)
    [ "$(echo "$out" | grep -c '^  warning')" -eq 0 ] || fail "warnings under --quiet: $out"
    echo "$out" | grep -q '^renjunet.XML:29:' && fail "a legal game under --quiet: $out"
    echo "$out" | grep -q '^renjunet.XML:17: illegal (against the opening), move 2: a1 is not allowed' \
        || fail "RIF opening under --quiet: $out"
    echo "$out" | grep -q '^warnings: 6 in 3 games (opening not checked 1, decisions not recorded 5)$' \
        || fail "warnings summary: $out"
    # a board renju is not played on: its own kind of failure, not "off the board"
    out=$(cd "$ref" && run -q --size=20 renjunet.XML)
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status on renju 20x20, 1 expected"
    echo "$out" | grep -q '^renjunet.XML:13: unreadable (wrong rules or board): renju is not played on 20x20$' \
        || fail "renju on 20x20: $out"
    echo "$out" | grep -q '^7 games: 1 legal, 0 illegal, 6 unreadable$' || fail "renju on 20x20: $out"
    echo "ok: rules and board that do not fit"
    # an entity in <move> would be dropped from the text: the game is refused, not
    # judged on other moves than the database's
    cat > "$tmp/entity.xml" <<'EOF_XML'
<?xml version="1.0"?>
<!DOCTYPE database [<!ENTITY w "h9">]>
<database><rules><rule id="1" name="Renju"/></rules><games>
<game id="1" rule="1"><move>h8 &w; j10</move></game>
<game id="2" rule="1"><move>h8 <b>h9</b> j10</move></game>
<game id="3" rule="1"><move>h8 h9 j10</move></game>
</games></database>
EOF_XML
    out=$(cd "$tmp" && run entity.xml 2>&1)
    echo "$out" | grep -q '^entity.xml:4: unreadable (malformed): <move> holds an entity reference$' \
        || fail "an entity in <move>: $out"
    echo "$out" | grep -q '^entity.xml:5: unreadable (malformed): <move> holds markup$' \
        || fail "markup in <move>: $out"
    echo "$out" | grep -q '^3 games: 1 legal, 0 illegal, 2 unreadable$' || fail "entities: $out"
    # a <move> past libxml2's limit on text: unreadable, not a game of no moves
    awk 'BEGIN { printf "<?xml version=\"1.0\"?>\n<database><games>\n"
                 printf "<game id=\"1\" bresult=\"1\"><move>h8"
                 for (i = 0; i < 1200000; i++) printf " h9 h9 h9"
                 printf "</move></game>\n</games></database>\n" }' > "$tmp/huge.xml"
    out=$(cd "$tmp" && run huge.xml 2> "$tmp/huge.err")
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status on a broken database, 2 expected"
    echo "$out" | grep -q '^huge.xml:3: unreadable (malformed): the XML breaks off in this game$' \
        || fail "a huge <move>: $out"
    echo "$out" | grep -q '^1 game: 0 legal, 0 illegal, 1 unreadable$' || fail "a huge <move>: $out"
    [ "$(wc -l < "$tmp/huge.err")" -eq 1 ] || fail "more than one error line: $(cat "$tmp/huge.err")"
    echo "ok: entities and text past the limit in <move>"
fi
# a move list on a board its rules are not played on
out=$(cd "$ref" && run -s 20 lists.txt)
echo "$out" | grep -q '^lists.txt:2: unreadable (wrong rules or board): renju is not played on 20x20$' \
    || fail "move lists on 20x20: $out"
echo "$out" | grep -q '^5 games: 0 legal, 0 illegal, 5 unreadable$' || fail "move lists on 20x20: $out"
# labels: the path as given
out=$(cd "$data" && run referee/lists.txt referee/Gomocup.Psq)
echo "$out" | grep -q '^referee/lists.txt:8: legal, 10 moves' || fail "label with a path: $out"
echo "$out" | grep -q '^referee/Gomocup.Psq:1: legal, 9 moves' || fail "label with a path: $out"
echo "$out" | grep -q '^6 games: 4 legal, 1 illegal (occupied 1), 1 unreadable$' || fail "two files: $out"
echo "ok: labels"

# --- files read in pieces (64 KiB): games and comments across the pieces, a
# malformed game among them, the line of every game counted from the start of the file
awk 'BEGIN {
    for (i = 1; i <= 3000; i++) {
        if (i == 1500)
            printf "(;FF[4]GM[4]SZ[15]RU[renju]\n;B[hh];W[h])\n"
        else
            printf "(;FF[4]GM[4]SZ[15]RU[renju]RE[B+]PB[player %d]\n;B[hh];W[hg];B[ih];W[ig];B[gh];W[gg];B[jh];W[jg];B[kh])\n", i
    } }' > "$tmp/big.sgf"
out=$(cd "$tmp" && run -q big.sgf)
echo "$out" | grep -q '^big.sgf:2999: unreadable (malformed), line 3000, column 10: ' \
    || fail "a malformed game in a large collection: $out"
echo "$out" | grep -q '^3000 games: 2999 legal, 0 illegal, 1 unreadable$' || fail "large collection: $out"
out=$(cd "$tmp" && run big.sgf | grep '^big.sgf:' | tail -n 1)
[ "$out" = 'big.sgf:5999: legal, 9 moves, black wins (five in a row); recorded: black wins; agrees' ] \
    || fail "the last game of a large collection: $out"
awk 'BEGIN {
    for (i = 1; i <= 4000; i++) {
        printf "# game %d: a comment long enough to cross the pieces of the file .............\n", i
        printf "h8 h9 i8 i9 g8 g9 j8 j9 k8\n"
    }
    printf "h8 h9 h8" }' > "$tmp/big.txt"
out=$(cd "$tmp" && run -q big.txt)
echo "$out" | grep -q '^big.txt:8001: illegal (occupied), move 3: h8 is already occupied$' \
    || fail "the last line of a large move list: $out"
echo "$out" | grep -q '^4001 games: 4000 legal, 1 illegal (occupied 1), 0 unreadable$' \
    || fail "large move list: $out"
echo "ok: files in pieces"

# --- the progress bar: never when standard error is not a terminal; over the bytes
# of all the files when it is (where script(1) can give one)
(cd "$ref" && "$prog" lists.txt Collection.SGF) > /dev/null 2> "$tmp/err"
[ -s "$tmp/err" ] && fail "a progress bar on a file: $(cat "$tmp/err")"
if [ -z "${TEST_RUNNER:-}" ] && script -qec true /dev/null > /dev/null 2>&1; then
    (cd "$ref" && script -qec "\"$prog\" lists.txt Gomocup.Psq Collection.SGF" /dev/null) \
        > "$tmp/tty" 2>&1
    grep -q '100% 11 games, file 3 of 3' "$tmp/tty" || fail "progress bar: $(cat -v "$tmp/tty")"
    (cd "$tmp" && script -qec "\"$prog\" one.txt" /dev/null) > "$tmp/tty" 2>&1
    grep -q '100% 1 game' "$tmp/tty" && ! grep -q '1 games' "$tmp/tty" \
        || fail "progress bar of one game: $(cat -v "$tmp/tty")"
    (cd "$ref" && script -qec "\"$prog\" --no-progress lists.txt" /dev/null) > "$tmp/tty" 2>&1
    grep -q '%' "$tmp/tty" && fail "a progress bar with --no-progress: $(cat -v "$tmp/tty")"
    echo "ok: progress bar"
fi

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
out=$(sh -c "$limit \"\$@\"" sh $runner "$prog" --no-progress -q "$tmp/many.rif")
status=$?
[ "$status" -eq 0 ] || fail "exit status $status on $n games, 0 expected"
echo "$out" | grep -q "^$n games: $n legal, 0 illegal, 0 unreadable$" || fail "summary on $n games: $out"
echo "$out" | grep -q "^results: $((n / 2)) agree, 0 disagree, $((n / 2)) not decided on the board, 0 not recorded$" \
    || fail "results on $n games: $out"
echo "ok: $n games${limit:+ in 200 MB of address space}"

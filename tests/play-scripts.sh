#!/bin/sh
# SPDX-License-Identifier: MIT
# tools/renju-play fed scripts, then input no one should send it.
#
# Each tests/data/play-NAME.txt is a script of commands; its comment lines say the
# program's arguments (#args:), lines its output must contain (#expect:) or must not
# (#reject:), its exit status if not 0 (#status:), and #board to show the board (the
# other scripts run with -q).  The scripts run from a scratch directory, where save
# and load write and read their files (tests/data/play-*.sgf are copied there).
# play-NAME.expected, where there is one, is the whole output but its first line (which
# names the library's version).
set -u
top=${top_srcdir:-.}
prog=$(cd "${top_builddir:-.}/tools" && pwd)/renju-play${EXEEXT:-}
# an installed program's libtool wrapper: a TEST_RUNNER such as valgrind goes in
# through libtool --mode=execute, to run the program rather than the wrapper
run=${TEST_RUNNER:+$(cd "${top_builddir:-.}" && pwd)/libtool --mode=execute $TEST_RUNNER}
fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/work" && cp "$top"/tests/data/play-*.sgf "$tmp/work" || exit 1

for script in "$top"/tests/data/play-*.txt; do
    name=$(basename "$script" .txt)
    args=$(sed -n 's/^#args: //p' "$script")
    quiet=-q
    grep -q '^#board' "$script" && quiet=
    # shellcheck disable=SC2086
    (cd "$tmp/work" && $run "$prog" $quiet $args) < "$script" > "$tmp/$name.out" 2>&1
    rc=$?
    want=$(sed -n 's/^#status: //p' "$script")
    if [ "$rc" -ne "${want:-0}" ]; then
        echo "FAIL: $name: exit status $rc, ${want:-0} expected"
        fail=1
        continue
    fi
    bad=0
    sed -n 's/^#expect: //p' "$script" > "$tmp/expect"
    while IFS= read -r line; do
        if ! grep -qF -- "$line" "$tmp/$name.out"; then
            echo "FAIL: $name: no output line holds: $line"
            bad=1
        fi
    done < "$tmp/expect"
    sed -n 's/^#reject: //p' "$script" > "$tmp/reject"
    while IFS= read -r line; do
        if grep -qF -- "$line" "$tmp/$name.out"; then
            echo "FAIL: $name: the output holds: $line"
            bad=1
        fi
    done < "$tmp/reject"
    if [ -f "$top/tests/data/$name.expected" ]; then
        tail -n +2 "$top/tests/data/$name.expected" > "$tmp/want"
        tail -n +2 "$tmp/$name.out" > "$tmp/got"
        if ! diff -u "$tmp/want" "$tmp/got"; then
            echo "FAIL: $name: the output differs from $name.expected"
            bad=1
        fi
    fi
    if [ $bad -ne 0 ]; then
        echo "--- output of $name:"
        cat "$tmp/$name.out"
        fail=1
    else
        echo "ok: $name"
    fi
done

# Input no one should send: the program must read it all and end normally, with
# status 0, or 1 for the lines it refused.
survives() {
    what=$1
    shift
    $run "$prog" -q "$@" < "$tmp/in" > "$tmp/out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
        echo "FAIL: $what: exit status $rc"
        tail -n 5 "$tmp/out"
        fail=1
        return 1
    fi
    echo "ok: $what"
}

: > "$tmp/in"
survives "empty input"

printf 'h8' > "$tmp/in"
survives "no newline at the end" && grep -q 'Second player (white)' "$tmp/out" \
    || { echo "FAIL: the last line without a newline was not read"; fail=1; }

awk 'BEGIN { for (i = 0; i < 3000; i++) printf "h8 "; print ""; print "h8" }' > "$tmp/in"
survives "a very long line" && grep -q 'line too long' "$tmp/out" \
    && grep -q 'Second player (white)' "$tmp/out" \
    || { echo "FAIL: the long line was not refused, or the next one not read"; fail=1; }

awk 'BEGIN { for (i = 0; i < 100000; i++) printf "x" }' > "$tmp/in"
survives "a very long line without a newline"

awk 'BEGIN { srand(7); for (i = 0; i < 30000; i++) printf "%c", int(rand() * 255) + 1 }' > "$tmp/in"
survives "random bytes"
printf 'h8\000h9\nh9\000\000\n\000\n' > "$tmp/in"
survives "NUL bytes"

# random commands, from a vocabulary that reaches every kind of action, under every
# opening rule
for opening in none rif yamaguchi soosorv taraguchi tarannikov super-taraguchi super-sakata; do
    awk -v seed="${#opening}" 'BEGIN {
        srand(seed)
        n = split("pass swap keep fifth offers black white more undo undo redo accept " \
                  "decline new board resign help 1 2 declare offer choose draw garbage " \
                  "3 -1 101 pass", w, " ")
        for (i = 0; i < 4000; i++) {
            r = rand()
            if (r < 0.45) {
                printf "%c%d\n", 97 + int(rand() * 15), 1 + int(rand() * 15)
            } else if (r < 0.55) {
                printf "h8\nh9\ni10\n"
            } else if (r < 0.65) {
                printf "offer"
                k = 1 + int(rand() * 4)
                for (j = 0; j < k; j++)
                    printf " %c%d", 97 + int(rand() * 15), 1 + int(rand() * 15)
                printf "\n"
            } else {
                printf "%s %s\n", w[1 + int(rand() * n)], (rand() < 0.5 ? int(rand() * 10) : "")
            }
        }
    }' > "$tmp/in"
    survives "random commands under $opening" -o $opening
done
for opening in swap1 swap2 pro longpro; do
    awk -v seed="${#opening}" 'BEGIN {
        srand(seed + 100)
        n = split("pass black white more undo redo accept decline new resign draw 1 2", w, " ")
        for (i = 0; i < 3000; i++)
            if (rand() < 0.6)
                printf "%c%d\n", 97 + int(rand() * 15), 1 + int(rand() * 15)
            else
                printf "%s\n", w[1 + int(rand() * n)]
    }' > "$tmp/in"
    survives "random commands under $opening" -r freestyle -o $opening
done

# bad arguments are refused with status 2, help is not an error
for bad in "-o nosuch" "-r nosuch" "-s 3" "-n x" "-x 1" "-o" "-r renju -s 19" \
           "-r freestyle -o rif" "-o soosorv -n 101" "-o super-taraguchi -n 0" \
           "-o super-sakata -n 3" "-r freestyle -o tarannikov"; do
    # shellcheck disable=SC2086
    $run "$prog" $bad < /dev/null > /dev/null 2>&1
    rc=$?
    if [ $rc -ne 2 ]; then
        echo "FAIL: renju-play $bad: exit status $rc, expected 2"
        fail=1
    fi
done
$run "$prog" -h > "$tmp/out" 2>&1 && grep -q usage "$tmp/out" \
    || { echo "FAIL: renju-play -h"; fail=1; }

[ $fail -eq 0 ] && echo "ok: renju-play"
exit $fail

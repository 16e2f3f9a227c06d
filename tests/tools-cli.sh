#!/bin/sh
# SPDX-License-Identifier: MIT
# The command line of the installed tools, the same for all: --help on standard
# output with status 0, --version naming the program with its version and the library
# with the version it runs with, and an
# unknown option, a missing value or a stray argument refused with a message on
# standard error and status 2 (renju-referee's arguments are files: there a missing
# file stands for the stray argument; renju-convert takes two, and a third is stray).
set -u
tools=$(cd "${top_builddir:-.}/tools" && pwd)
# an installed program's libtool wrapper: a TEST_RUNNER such as valgrind goes in
# through libtool --mode=execute, to run the program rather than the wrapper
run=${TEST_RUNNER:+$(cd "${top_builddir:-.}" && pwd)/libtool --mode=execute $TEST_RUNNER}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
# the version include/renju.h gives, the program's and the library's alike here
h=${top_srcdir:-.}/include/renju.h
part() { sed -n "s/^#define RENJU_VERSION_$1 *\([0-9][0-9]*\).*/\1/p" "$h"; }
version=$(part MAJOR).$(part MINOR).$(part PATCH)

# TOOL WANT ARGS...: run TOOL with ARGS and no input; its status must be WANT
try() {
    tool=$1 want=$2
    shift 2
    $run "$tools/$tool${EXEEXT:-}" "$@" < /dev/null > "$tmp/out" 2> "$tmp/err"
    rc=$?
    [ "$rc" -eq "$want" ] || { bad "$tool $*: exit status $rc, $want expected"; return 1; }
}

# TOOL ARGS...: a usage error: status 2, nothing on standard output, a message that
# names the tool on standard error and points to --help
refused() {
    tool=$1
    shift
    try "$tool" 2 "$@" || return
    [ -s "$tmp/out" ] && bad "$tool: output on standard output: $(cat "$tmp/out")"
    grep -q "^$tool: " "$tmp/err" || bad "$tool: no message naming it: $(cat "$tmp/err")"
    grep -q -- "--help" "$tmp/err" || bad "$tool: the message does not point to --help"
}

for tool in renju-forbid renju-play renju-referee renju-match renju-convert renju-solve renju-find renju-diagram; do
    for h in --help -h; do
        try "$tool" 0 $h && grep -q "^usage: $tool " "$tmp/out" \
            || bad "$tool $h: no usage on standard output"
        [ -s "$tmp/err" ] && bad "$tool $h: output on standard error"
    done
    for v in --version -V; do
        try "$tool" 0 $v && grep -qx "$tool $version (librenju $version)" "$tmp/out" \
            || bad "$tool $v: printed '$(cat "$tmp/out")'"
    done
    refused "$tool" --bogus
    grep -q "unknown option '--bogus'" "$tmp/err" || bad "$tool --bogus: $(cat "$tmp/err")"
    refused "$tool" -Z
    grep -q "unknown option '-Z'" "$tmp/err" || bad "$tool -Z: $(cat "$tmp/err")"
    refused "$tool" --help=yes
    echo "ok: $tool --help, --version and unknown options"
done

refused renju-forbid stray
grep -q "unexpected argument 'stray'" "$tmp/err" || bad "renju-forbid stray: $(cat "$tmp/err")"
refused renju-play stray
grep -q "unexpected argument 'stray'" "$tmp/err" || bad "renju-play stray: $(cat "$tmp/err")"
refused renju-match -engine cmd=x -engine cmd=y stray
grep -q "KEY=VALUE word expected" "$tmp/err" || bad "renju-match stray: $(cat "$tmp/err")"
refused renju-match stray
grep -q "unexpected argument 'stray'" "$tmp/err" || bad "renju-match stray: $(cat "$tmp/err")"
refused renju-play -q -o
grep -q "missing value for option '-o'" "$tmp/err" || bad "renju-play -o: $(cat "$tmp/err")"
refused renju-play --rules=chess
refused renju-referee
grep -q "no file to read" "$tmp/err" || bad "renju-referee without a file: $(cat "$tmp/err")"
refused renju-referee --size
refused renju-referee --size=99 x.txt
refused renju-referee --foul=maybe x.txt
refused renju-convert in.sgf out.sgf stray
grep -q "unexpected argument 'stray'" "$tmp/err" || bad "renju-convert stray: $(cat "$tmp/err")"
refused renju-convert
grep -q "no input and output files" "$tmp/err" || bad "renju-convert alone: $(cat "$tmp/err")"
refused renju-convert -t
refused renju-convert --to=pos in.sgf out
echo "ok: stray arguments and bad values"
exit $fail

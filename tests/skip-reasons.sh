#!/bin/sh
# SPDX-License-Identifier: MIT
# A test that is skipped says why on the console, not only in its log: each script
# that can skip is run here where it must, with descriptor 9 (the console under make
# check, tests/skip.sh) sent to a file, which must then hold the reason and what to
# install; the script must exit 77.
: "${top_srcdir:=.}" "${top_builddir:=.}"
tmp=`mktemp -d "${TMPDIR:-/tmp}/renju-skip.XXXXXX"` || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# expect NAME WORDS... -- COMMAND...: COMMAND exits 77 and writes WORDS to descriptor 9
expect() {
  name=$1; shift
  want=
  while [ "$1" != "--" ]; do want="$want $1"; shift; done
  shift
  "$@" >"$tmp/out" 2>&1 9>"$tmp/console"
  rc=$?
  if [ $rc -ne 77 ]; then
    echo "FAIL: $name exited $rc, not 77 (skipped)"; cat "$tmp/out"; fail=1; return
  fi
  for w in $want; do
    if ! grep -q -- "$w" "$tmp/console"; then
      echo "FAIL: $name: the console line lacks \"$w\":"; cat "$tmp/console"; fail=1; return
    fi
  done
  echo "ok: $name: `cat "$tmp/console"`"
}

expect js.sh emscripten nodejs -- env NODE= top_builddir="$tmp" sh "$top_srcdir/tests/js.sh"
expect man-lint.sh mandoc -- env MANDOC= sh "$top_srcdir/tests/man-lint.sh"
expect abi-dump.sh abigail-tools -- env ABIDW= ABIDIFF= sh "$top_srcdir/tests/abi-dump.sh"
expect abi-symbols.sh disable-shared -- env top_builddir="$tmp" sh "$top_srcdir/tests/abi-symbols.sh"
expect python.sh disable-shared -- env top_builddir="$tmp" sh "$top_srcdir/tests/python.sh"
expect rust.sh rustc cargo -- env PATH=/nonexistent CARGO= /bin/sh "$top_srcdir/tests/rust.sh"
expect unit-tests-need-check.sh check -- sh "$top_srcdir/tests/unit-tests-need-check.sh"
exit $fail

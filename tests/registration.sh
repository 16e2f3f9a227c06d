#!/bin/sh
# SPDX-License-Identifier: MIT
# registration.sh - no test is left out: every START_TEST of every tests/check_*.c is
# registered, by the check_*.tests.h that tests/gen-tests.sh writes from the file (which
# the file must include) or by a tcase_add_test or tcase_add_loop_test of its own, and
# every such file is built by make check (Makefile.am).
set -u
src=${top_srcdir:-.}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 files=0 tests=0
for f in "$src"/tests/check_*.c; do
  base=${f##*/}; base=${base%.c}
  sed -n 's/^[ \t]*START_TEST[ \t]*([ \t]*\([A-Za-z0-9_]*\).*/\1/p' "$f" > "$tmp/defined"
  test -s "$tmp/defined" || continue
  files=$((files + 1))
  grep -q "tests/$base\.c" "$src/Makefile.am" \
    || { echo "FAIL: $f has tests but Makefile.am does not build it"; fail=1; }
  : > "$tmp/generated"
  if grep -q "^#include \"$base\.tests\.h\"" "$f"; then
    if ! ${SHELL:-sh} "$src/tests/gen-tests.sh" "$f" > "$tmp/generated"; then
      echo "FAIL: tests/gen-tests.sh cannot read $f"; fail=1
    fi
  fi
  cat "$tmp/generated" "$f" \
    | sed -n 's/.*tcase_add_\(loop_\)\{0,1\}test([^,]*,[ \t]*\([A-Za-z0-9_]*\).*/\2/p' \
    | sort -u > "$tmp/registered"
  while read -r t; do
    tests=$((tests + 1))
    grep -qx "$t" "$tmp/registered" \
      || { echo "FAIL: START_TEST($t) of $f is registered nowhere"; fail=1; }
  done < "$tmp/defined"
done
test "$files" -gt 0 || { echo "FAIL: no tests/check_*.c with tests under $src"; exit 1; }
test "$fail" -eq 0 && echo "ok: the $tests tests of $files files are all registered"
exit "$fail"

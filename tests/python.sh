#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python binding's tests, against the build tree's library.  A library built with
# AddressSanitizer (configure --enable-sanitizers) is tested with its libasan
# preloaded, since python3 itself is not instrumented (detect_leaks=0: CPython leaks
# by design at exit), and any sanitizer report fails the run.  Skipped (77) without
# python3 or a shared library.
command -v python3 >/dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
: "${top_srcdir:=.}" "${top_builddir:=.}"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || { echo "no shared library ($lib): skipped"; exit 77; }

# no __pycache__ in the source tree, which make distcheck keeps read-only
run_tests() {
  PYTHONDONTWRITEBYTECODE=1 RENJU_LIBRARY=$lib RENJU_HEADER=$top_srcdir/include/renju.h \
    python3 "$top_srcdir/bindings/python/test_renju.py" -v
}

libasan=$(ldd "$lib" 2>/dev/null | awk '/libasan/ { print $3; exit }')
if test -z "$libasan"; then
  run_tests
  exit $?
fi

# Every report goes to a file of its own (log_path), so that it is seen even when a
# test swallows the process's stderr.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-pyasan.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
echo "the library is built with AddressSanitizer: LD_PRELOAD=$libasan"
LD_PRELOAD=$libasan \
ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:exitcode=86:log_path=$tmp/asan" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$tmp/ubsan" \
  run_tests
rc=$?
reports=$(ls "$tmp"/asan.* "$tmp"/ubsan.* 2>/dev/null)
if test -n "$reports"; then
  cat $reports
  echo "FAIL: sanitizer reports (python3 exited with $rc)"
  exit 1
fi
test $rc -eq 0 || { echo "FAIL: python3 exited with $rc"; exit 1; }
echo "python tests passed under AddressSanitizer and UndefinedBehaviorSanitizer"

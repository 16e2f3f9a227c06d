#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python package's tests (bindings/python/tests, pytest) against the build tree's
# library, the package imported from bindings/python/src; they include an install
# with pip into a fresh virtual environment, which compiles the package's own copy.
# The Python is $PYTHON, else python3, else /usr/bin/python3: the first that has
# pytest.  A library built with AddressSanitizer (configure --enable-sanitizers) is
# tested with its libasan preloaded, since python3 itself is not instrumented
# (detect_leaks=0: CPython leaks by design at exit), without the install (which
# would run the compiler under libasan), and any sanitizer report fails the run.
# Skipped (77) without a Python with pytest or without a shared library.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || skip "no shared library ($lib): configure without --disable-shared"

python=
for candidate in ${PYTHON:+"$PYTHON"} python3 /usr/bin/python3; do
  if "$candidate" -c 'import pytest' >/dev/null 2>&1; then python=$candidate; break; fi
done
if test -z "$python"; then
  skip "no Python with pytest (tried ${PYTHON:+$PYTHON, }python3, /usr/bin/python3):" \
    "apt-get install python3-pytest, or set PYTHON to a python3 that has it"
fi
echo "$python: $("$python" --version 2>&1), pytest $("$python" -c 'import pytest; print(pytest.__version__)')"

# The library by absolute path (the tests run Python in other directories); no
# __pycache__ or .pytest_cache in the source tree, which make distcheck keeps read-only.
case $lib in /*) ;; *) lib=$(pwd)/$lib ;; esac
src=$(cd "$top_srcdir" && pwd) || exit 99
run_tests() {
  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=$src/bindings/python/src \
  RENJU_LIBRARY=$lib RENJU_HEADER=$src/include/renju.h RENJU_SOURCE_TREE=$src \
    "$python" -m pytest -p no:cacheprovider -q -rs "$src/bindings/python/tests"
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
RENJU_TEST_INSTALL=no LD_PRELOAD=$libasan \
ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:exitcode=86:log_path=$tmp/asan" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$tmp/ubsan" \
  run_tests
rc=$?
reports=$(ls "$tmp"/asan.* "$tmp"/ubsan.* 2>/dev/null)
if test -n "$reports"; then
  cat $reports
  echo "FAIL: sanitizer reports (python exited with $rc)"
  exit 1
fi
test $rc -eq 0 || { echo "FAIL: python exited with $rc"; exit 1; }
echo "python tests passed under AddressSanitizer and UndefinedBehaviorSanitizer"

#!/bin/sh
# The Python binding's tests, against the build tree's library.  Skipped (77) without
# python3.
command -v python3 >/dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
: "${top_srcdir:=.}" "${top_builddir:=.}"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || { echo "no shared library ($lib): skipped"; exit 77; }
# no __pycache__ in the source tree, which make distcheck keeps read-only
PYTHONDONTWRITEBYTECODE=1 RENJU_LIBRARY=$lib RENJU_HEADER=$top_srcdir/include/renju.h \
  exec python3 "$top_srcdir/bindings/python/test_renju.py" -v

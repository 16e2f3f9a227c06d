#!/bin/sh
# SPDX-License-Identifier: MIT
# The Python binding's tests (threads included) against a shared librenju built with
# AddressSanitizer and UndefinedBehaviorSanitizer (configure --enable-sanitizers) in a
# temporary directory, for a developer whose own build is not sanitized: tests/python.sh
# then preloads libasan and fails on any sanitizer report.  Skipped (77) without
# python3, gcc's libasan or the tools to build.
: "${top_srcdir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
top_srcdir=$(cd "$top_srcdir" && pwd) || exit 99
command -v python3 >/dev/null 2>&1 || skip "no python3: apt-get install python3 python3-pytest"
cc=${CC:-gcc}
libasan=$($cc -print-file-name=libasan.so 2>/dev/null)
case $libasan in
  /*) test -f "$libasan" || libasan= ;;
  *) libasan= ;;             # a bare name: the compiler does not know it
esac
test -n "$libasan" || skip "no libasan.so from $cc: apt-get install gcc"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-pyasan.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

# configure refuses to build out of a source tree that was configured in place, so
# such a tree is mirrored by symbolic links, without its build's products (objects
# found through VPATH would be linked in unsanitized).
src=$top_srcdir
if test -f "$top_srcdir/config.status"; then
  src=$tmp/src
  echo "source tree configured in place: mirroring it in $src"
  (cd "$top_srcdir" && find . \( -name .git -o -name autom4te.cache -o -name .libs \
        -o -name .deps -o -name '_*' \) -prune -o -type f \
        ! -name '*.o' ! -name '*.lo' ! -name '*.la' ! -name '*.log' ! -name '*.trs' \
        ! -name config.status ! -name config.h ! -name stamp-h1 ! -name libtool \
        ! -name Makefile ! -name renju.pc -print) |
  while IFS= read -r f; do
    mkdir -p "$src/${f%/*}" && ln -s "$top_srcdir/$f" "$src/$f" || exit 99
  done || exit 99
fi

build=$tmp/build
mkdir "$build" || exit 99
echo "configure --enable-sanitizers --disable-static in $build"
(cd "$build" && "$src/configure" -q --enable-sanitizers --disable-static \
    CC="$cc" CFLAGS="-g -O1" >configure.out 2>&1) \
  || { cat "$build/configure.out"; skip "configure of the sanitized build failed (its output is above, in the log)"; }
echo "make lib/librenju.la"
(cd "$build" && make -s -j2 lib/librenju.la >make.out 2>&1) \
  || { cat "$build/make.out"; echo "building the sanitized library failed"; exit 99; }
lib=$build/lib/.libs/librenju.so
test -f "$lib" || { echo "no shared library $lib"; exit 99; }

top_builddir=$build top_srcdir=$top_srcdir sh "$top_srcdir/tests/python.sh"

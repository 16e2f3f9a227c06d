#!/bin/sh
# SPDX-License-Identifier: MIT
# The Java binding's tests (bindings/java/tests/RenjuTest.java, a runner of its own)
# against the build tree's library: the classes of bindings/java/src are compiled
# with javac, which also writes the natives' header; the JNI glue of
# bindings/java/jni is compiled against that header (so that a native whose
# signature differs from its Java declaration fails to compile), jni.h and
# include/renju.h, and linked to lib/.libs/librenju.so.  Everything is built in a
# temporary folder: the source tree may be read-only (make distcheck).  A library
# built with AddressSanitizer (configure --enable-sanitizers) is tested with its
# libasan preloaded, since java itself is not instrumented (detect_leaks=0: the JVM
# does not free what it holds at exit), and any sanitizer report fails the run.
# Skipped (77) without javac, without jni.h or without a shared library.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || skip "no shared library ($lib): configure without --disable-shared"

javac=${JAVAC:-$(command -v javac)}
test -n "$javac" || skip "no javac: apt-get install openjdk-17-jdk-headless"
jdk=$(dirname "$(dirname "$(readlink -f "$javac")")")
java=$jdk/bin/java
test -x "$java" || java=$(command -v java)
test -f "$jdk/include/jni.h" \
  || skip "no jni.h in $jdk/include: apt-get install openjdk-17-jdk-headless"
os=$(ls -d "$jdk"/include/*/ 2>/dev/null | head -n 1)
echo "$javac: $("$javac" -version 2>&1)"

case $lib in /*) ;; *) lib=$(pwd)/$lib ;; esac
libdir=$(dirname "$lib")
src=$(cd "$top_srcdir" && pwd) || exit 99
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-java.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

"$javac" -Xlint:all -Werror -d "$tmp/classes" -h "$tmp/h" "$src"/bindings/java/src/org/librenju/*.java \
  || { echo "FAIL: javac of the binding"; exit 1; }
"$javac" -Xlint:all -Werror -cp "$tmp/classes" -d "$tmp/tests" "$src/bindings/java/tests/RenjuTest.java" \
  || { echo "FAIL: javac of the tests"; exit 1; }
# the glue as the library is built: its sanitizer flags too, when it has them
cflags="-std=c99 -g -O2 -Wall -Wextra -Wshadow -Wstrict-prototypes -Werror"
libasan=$(ldd "$lib" 2>/dev/null | awk '/libasan/ { print $3; exit }')
test -n "$libasan" && cflags="$cflags -fsanitize=address,undefined -fno-omit-frame-pointer"
# shellcheck disable=SC2086
${CC:-cc} $cflags -shared -fPIC -include "$tmp/h/org_librenju_Native.h" \
  -I"$src/include" -I"$jdk/include" ${os:+-I"$os"} "$src"/bindings/java/jni/*.c \
  -o "$tmp/librenju_jni.so" -L"$libdir" -lrenju -Wl,-rpath,"$libdir" \
  || { echo "FAIL: the JNI glue does not compile"; exit 1; }

run_tests() {
  "$java" -Xcheck:jni -Dorg.librenju.library="$tmp/librenju_jni.so" \
    -cp "$tmp/classes:$tmp/tests" RenjuTest "$src/tests/data" "$src/include/renju.h"
}

if test -z "$libasan"; then
  run_tests
  exit $?
fi
echo "the library is built with AddressSanitizer: LD_PRELOAD=$libasan"
# handle_segv=0: the JVM uses SIGSEGV itself (its safepoints and null checks)
LD_PRELOAD=$libasan \
ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1:abort_on_error=0:exitcode=86:log_path=$tmp/asan" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$tmp/ubsan" \
  run_tests
rc=$?
reports=$(ls "$tmp"/asan.* "$tmp"/ubsan.* 2>/dev/null)
if test -n "$reports"; then
  cat $reports
  echo "FAIL: sanitizer reports (java exited with $rc)"
  exit 1
fi
test $rc -eq 0 || { echo "FAIL: java exited with $rc"; exit 1; }
echo "java tests passed under AddressSanitizer and UndefinedBehaviorSanitizer"

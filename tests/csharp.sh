#!/bin/sh
# SPDX-License-Identifier: MIT
# The C# binding's tests (bindings/csharp/tests, a runner of their own) against the
# build tree's library: the binding is compiled with mono's mcs as the C# that Unity
# takes (-langversion:7, warnings as errors), once alone as Renju.dll and once with
# the tests, into a scratch directory (make distcheck's source tree is read-only),
# and run with mono, DllImport("renju") mapped to lib/.libs/librenju.so.
# A library built with AddressSanitizer (configure --enable-sanitizers) is tested with
# its libasan preloaded into mono, which is not instrumented: no leak check (the
# runtime keeps its memory to the end), mono's own SIGSEGV handler left to it (it
# turns null references into exceptions), every report to a file of its own, and any
# report fails the run.  Skipped (77) without mcs and mono or without a shared library.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
command -v mcs >/dev/null 2>&1 && command -v mono >/dev/null 2>&1 \
  || skip "no mcs or mono to build and run the C# binding: apt-get install mono-mcs mono-runtime"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || skip "no shared library ($lib): configure without --disable-shared"
lib=$(cd "$(dirname "$lib")" && pwd)/librenju.so
# the file the process maps, librenju.so being a link to it
real=$(readlink -f "$lib" 2>/dev/null || echo "$lib")
src=$(cd "$top_srcdir" && pwd) || exit 99
cs=$src/bindings/csharp

tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-csharp.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
echo "$(mcs --version), $(mono --version | head -n 1)"
mcs -langversion:7 -warnaserror -target:library -out:"$tmp/Renju.dll" "$cs"/src/*.cs \
  || { echo "FAIL: the binding does not compile"; exit 1; }
mcs -langversion:7 -warnaserror -out:"$tmp/tests.exe" "$cs"/src/*.cs "$cs"/tests/*.cs \
  || { echo "FAIL: the tests do not compile"; exit 1; }
mcs -langversion:7 -warnaserror -out:"$tmp/example.exe" "$cs"/src/*.cs "$cs"/example/Example.cs \
  || { echo "FAIL: the README's example does not compile"; exit 1; }
for exe in tests example; do
  cat > "$tmp/$exe.exe.config" <<END
<configuration>
  <dllmap dll="renju" target="$lib" />
</configuration>
END
done
libasan=$(ldd "$lib" 2>/dev/null | awk '/libasan/ { print $3; exit }')
run_mono() {
  if test -n "$libasan"; then
    LD_PRELOAD=$libasan \
    ASAN_OPTIONS="detect_leaks=0:handle_segv=0:allow_user_segv_handler=1:abort_on_error=0:exitcode=86:log_path=$tmp/asan" \
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$tmp/ubsan" \
    LD_LIBRARY_PATH=$(dirname "$lib")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} mono "$@"
  else
    LD_LIBRARY_PATH=$(dirname "$lib")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} mono "$@"
  fi
}
test -n "$libasan" && echo "the library is built with AddressSanitizer: LD_PRELOAD=$libasan"
# the README's example prints what its comments say
run_mono "$tmp/example.exe" > "$tmp/example.out" 2>&1 || { cat "$tmp/example.out"; echo "FAIL: the example"; exit 1; }
for want in "h7: DoubleThree" "h7 is a double-three: " "-5 h7 is forbidden for black" " 8 . . . . . . . X X"; do
  grep -qF -- "$want" "$tmp/example.out" || { cat "$tmp/example.out"; echo "FAIL: the example's output lacks: $want"; exit 1; }
done
echo "ok: the README's example"
RENJU_EXPECT_LIBRARY=$real run_mono --debug "$tmp/tests.exe" "$src/tests/data" "$src/include/renju.h"
rc=$?
reports=$(ls "$tmp"/asan.* "$tmp"/ubsan.* 2>/dev/null)
if test -n "$reports"; then
  cat $reports
  echo "FAIL: sanitizer reports (mono exited with $rc)"
  exit 1
fi
exit $rc

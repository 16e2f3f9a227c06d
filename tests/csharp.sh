#!/bin/sh
# SPDX-License-Identifier: MIT
# The C# binding's tests (bindings/csharp/tests, a runner of their own) against the
# build tree's library: the binding is compiled with mono's mcs as the C# that Unity
# takes (-langversion:7, warnings as errors), once alone as Renju.dll and once with
# the tests, into a scratch directory (make distcheck's source tree is read-only),
# and run with mono, DllImport("renju") mapped to lib/.libs/librenju.so.
# Skipped (77) without mcs and mono, without a shared library, and for a library
# built with AddressSanitizer (mono is not instrumented, and its own signal handlers
# and allocator do not run under a preloaded libasan without further work).
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
command -v mcs >/dev/null 2>&1 && command -v mono >/dev/null 2>&1 \
  || skip "no mcs or mono to build and run the C# binding: apt-get install mono-mcs mono-runtime"
lib=$top_builddir/lib/.libs/librenju.so
test -f "$lib" || skip "no shared library ($lib): configure without --disable-shared"
if ldd "$lib" 2>/dev/null | grep -q libasan; then
  skip "the library is built with AddressSanitizer, which mono cannot load without" \
    "preloading libasan into the runtime; the C# tests run in the plain build"
fi
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
# the README's example prints what its comments say
LD_LIBRARY_PATH=$(dirname "$lib")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
  mono "$tmp/example.exe" > "$tmp/example.out" 2>&1 || { cat "$tmp/example.out"; echo "FAIL: the example"; exit 1; }
for want in "h7: DoubleThree" "h7 is a double-three: " "-5 h7 is forbidden for black" " 8 . . . . . . . X X"; do
  grep -qF -- "$want" "$tmp/example.out" || { cat "$tmp/example.out"; echo "FAIL: the example's output lacks: $want"; exit 1; }
done
echo "ok: the README's example"
RENJU_EXPECT_LIBRARY=$real LD_LIBRARY_PATH=$(dirname "$lib")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
  mono --debug "$tmp/tests.exe" "$src/tests/data" "$src/include/renju.h"

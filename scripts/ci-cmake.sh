#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The CMake build (CMakeLists.txt), run by .ci/run: configure, build and CTest; install,
# then find_package(renju 0.3) and pkg-config against the installation; the library as
# a subproject of cmake/consumer, by add_subdirectory and by FetchContent (SOURCE_DIR,
# and URL of an archive of the tree: no network); and, when x86_64-w64-mingw32-gcc and
# wine are there, the Windows build (cmake/mingw-w64-x86_64.cmake) with its tests
# under wine.  The unit tests run at RENJU_TEST_SCALE (default 0.2 here: the autotools
# build runs them in full).  Work goes to $1 (default _ci/cmake).
#   scripts/ci-cmake.sh [build-dir]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$src/_ci/cmake}
jobs=${JOBS:-2}
export RENJU_TEST_SCALE=${RENJU_TEST_SCALE:-0.2}
rm -rf "$out" && mkdir -p "$out"
out=$(cd "$out" && pwd)
log=$out/log
step() { echo "== cmake: $*"; }
run() {  # run a command quietly, its output shown when it fails
  "$@" >> "$log" 2>&1 || { tail -60 "$log"; echo "FAILED: $*"; exit 1; }
}
ctest_run() {  # CTest, its summary line kept
  local dir=$1; shift
  (cd "$dir" && ctest -j"$jobs" --output-on-failure --timeout 600 "$@") > "$dir/ctest.log" 2>&1 \
    || { cat "$dir/ctest.log"; echo "FAILED: ctest in $dir"; exit 1; }
  grep -E 'tests passed|Skipped|\(Failed\)' "$dir/ctest.log" | sed 's/^/  /'
}

step "native build and CTest"
run cmake -S "$src" -B "$out/native" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_INSTALL_PREFIX=/usr/local
run cmake --build "$out/native" -j"$jobs"
ctest_run "$out/native"

step "install, then find_package(renju 0.3) and pkg-config"
stage=$out/stage
DESTDIR=$stage run cmake --install "$out/native"
prefix=$stage/usr/local
libdir=$(find "$prefix" -name renju-config.cmake -path '*/cmake/renju/*' | sed 's|/cmake/renju/renju-config.cmake$||')
for f in include/renju.h share/man/man3/renju_play.3 share/man/man1/renju-play.1 bin/renju-play; do
  [ -e "$prefix/$f" ] || { echo "FAILED: $f not installed"; exit 1; }
done
[ -L "$prefix/share/man/man3/renju_game_free.3" ] || { echo "FAILED: no man page link"; exit 1; }
version=$(sed -n 's/^Version: //p' "$libdir/pkgconfig/renju.pc")
run cmake -S "$src/cmake/test" -B "$out/installed" -Drenju_DIR="$libdir/cmake/renju" \
  -DRENJU_EXPECT_VERSION="$version"
run cmake --build "$out/installed"
LD_LIBRARY_PATH=$libdir "$out/installed/renju-cmake-test"
# pkg-config: the prefix in renju.pc is /usr/local; the staged tree stands in for it
flags=$(PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --define-variable=prefix="$prefix" \
  --cflags --libs renju)
run cc -o "$out/pkgconfig-test" "$src/cmake/test/main.c" $flags
LD_LIBRARY_PATH=$libdir "$out/pkgconfig-test"

step "the library as a subproject: add_subdirectory, FetchContent SOURCE_DIR and URL"
# an archive of the tree's files (those git knows of, else all but the build trees)
tarball=$out/librenju-src.tar.gz
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$src" && git ls-files -co --exclude-standard -z \
     | xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh \
     | tar --null -T - -czf "$tarball" --transform 's|^|librenju/|')
else
  (cd "$src" && tar --exclude=./_ci -czf "$tarball" --transform 's|^\./|librenju/|' .)
fi
for mode in subdirectory fetch-source fetch-url; do
  run cmake -S "$src/cmake/consumer" -B "$out/consumer-$mode" -DRENJU_CONSUMER_MODE=$mode \
    -DRENJU_SOURCE_DIR="$src" -DRENJU_URL="file://$tarball" -DFETCHCONTENT_FULLY_DISCONNECTED=OFF
  run cmake --build "$out/consumer-$mode" -j"$jobs"
  "$out/consumer-$mode/consumer" | sed "s/^/  $mode (shared): /"
  "$out/consumer-$mode/consumer_static" | sed "s/^/  $mode (static): /"
done

if command -v x86_64-w64-mingw32-gcc >/dev/null && { command -v wine >/dev/null || command -v wine64 >/dev/null; }; then
  step "Windows: mingw-w64 cross build, tests under wine"
  export WINEDEBUG=-all WINEPREFIX=${WINEPREFIX:-$out/wine}
  run cmake -S "$src" -B "$out/mingw" -DCMAKE_TOOLCHAIN_FILE="$src/cmake/mingw-w64-x86_64.cmake"
  run cmake --build "$out/mingw" -j"$jobs"
  # wine makes its prefix on the first run: once, before the tests' clocks start
  wine64 "$out/mingw/examples/renju-demo.exe" >/dev/null 2>&1 \
    || wine "$out/mingw/examples/renju-demo.exe" >/dev/null 2>&1 || true
  ctest_run "$out/mingw"
else
  step "Windows: skipped (no x86_64-w64-mingw32-gcc or no wine: apt-get install mingw-w64 wine)"
fi
echo "cmake: ok"

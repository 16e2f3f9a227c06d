#!/bin/sh
# SPDX-License-Identifier: MIT
# The Rust binding's tests (bindings/rust: the crates librenju-sys and librenju), with
# cargo test, offline, in a temporary CARGO_HOME and target folder (the source tree
# may be read-only: make distcheck).  Twice:
#   - from the sources, unless the build tree's library is built with the sanitizers
#     (the same run as in a plain build): librenju-sys's build script compiles lib/**/*.c and the
#     generated tables with the system compiler into a static archive; every test
#     runs, the doc-tests too (the compile_fail ones: a game used after its drop or
#     shared between threads, a node outliving its game);
#   - against the build tree's library (LIBRENJU_LIB_DIR=lib/.libs, found through an
#     rpath), when there is a shared one.  A library built with AddressSanitizer
#     (configure --enable-sanitizers) runs the tests with its libasan preloaded, through
#     cargo's target runner, so that cargo and rustc themselves run without it; any
#     sanitizer report, a leak included, fails the test.  The doc-tests, which rustdoc
#     runs itself, were run the first time.
# Skipped (77) without cargo and rustc.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
cargo=${CARGO:-$(command -v cargo)}
test -n "$cargo" || skip "no cargo: apt-get install rustc cargo"
rustc=${RUSTC:-$(dirname "$cargo")/rustc}
test -x "$rustc" || rustc=$(command -v rustc)
test -n "$rustc" || skip "no rustc: apt-get install rustc cargo"
echo "$cargo: $("$cargo" --version 2>&1); $rustc: $("$rustc" --version 2>&1)"

src=$(cd "$top_srcdir" && pwd) || exit 99
build=$(cd "$top_builddir" && pwd) || exit 99
tmp=$(mktemp -d "${TMPDIR:-/tmp}/renju-rust.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export CARGO_HOME="$tmp/home" RUSTC="$rustc" LIBRENJU_SRC_DIR="$src" LIBRENJU_TEST_DATA="$src/tests/data"
# build.rs takes $CC; make's may be a libtool-less "gcc" with flags after it
export CC="${CC:-cc}"
unset LIBRENJU_LIB_DIR LIBRENJU_CFLAGS
manifest="$src/bindings/rust/Cargo.toml"

lib=$build/lib/.libs/librenju.so
libasan=$(ldd "$lib" 2>/dev/null | awk '/libasan/ { print $3; exit }')

# build.rs compiles the sources with its own flags, not the build tree's: under the
# sanitizers that repeats the plain build's run, so only the sanitized library is tested
if test -z "$libasan"; then
  echo "== from the sources (build.rs)"
  CARGO_TARGET_DIR="$tmp/target-src" "$cargo" test --offline --locked -j2 --manifest-path "$manifest" \
    || { echo "FAIL: cargo test, the library built by build.rs"; exit 1; }
fi

if ! test -f "$lib"; then
  echo "no shared library ($lib): the build tree's library not tested"
  exit 0
fi
libdir=$(dirname "$lib")
echo "== against $lib (LIBRENJU_LIB_DIR)"
# the doc-tests are linked by rustdoc, which takes RUSTDOCFLAGS
export LIBRENJU_LIB_DIR="$libdir" RUSTFLAGS="-C link-arg=-Wl,-rpath,$libdir" \
  RUSTDOCFLAGS="-C link-arg=-Wl,-rpath,$libdir"
if test -z "$libasan"; then
  CARGO_TARGET_DIR="$tmp/target-lib" "$cargo" test --offline --locked -j2 --manifest-path "$manifest" \
    || { echo "FAIL: cargo test against $lib"; exit 1; }
  exit 0
fi

echo "the library is built with AddressSanitizer: LD_PRELOAD=$libasan for the tests"
host=$("$rustc" -vV | sed -n 's/^host: //p')
runner_var=CARGO_TARGET_$(echo "$host" | tr 'a-z-' 'A-Z_')_RUNNER
cat > "$tmp/runner" <<EOF
#!/bin/sh
LD_PRELOAD="$libasan" \\
ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86:log_path=$tmp/asan" \\
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$tmp/ubsan" \\
  exec "\$@"
EOF
chmod +x "$tmp/runner"
env "$runner_var=$tmp/runner" CARGO_TARGET_DIR="$tmp/target-lib" \
  "$cargo" test --offline --locked -j2 --manifest-path "$manifest" --tests
rc=$?
reports=$(ls "$tmp"/asan.* "$tmp"/ubsan.* 2>/dev/null)
if test -n "$reports"; then
  cat $reports
  echo "FAIL: sanitizer reports (cargo test exited with $rc)"
  exit 1
fi
test $rc -eq 0 || { echo "FAIL: cargo test exited with $rc"; exit 1; }
echo "rust tests passed under AddressSanitizer and UndefinedBehaviorSanitizer"

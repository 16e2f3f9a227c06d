#!/bin/sh
# SPDX-License-Identifier: MIT
# The JavaScript package's tests (bindings/js/test, node --test) against the module
# of make wasm, then, where npm is found, the package as npm pack makes it,
# installed offline into an empty directory and loaded from there.  Skipped (77)
# without emcc or node (configure).
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "${top_srcdir:-.}/tests/skip.sh"
pkg=$top_builddir/bindings/js
if test -z "$NODE" || test ! -f "$pkg/dist/renju-wasm.mjs"; then
  skip "no emcc or no node: the JavaScript package is not tested" \
    "(apt-get install emscripten nodejs, then run configure again)"
fi
# a build outside the source tree gets the package's files beside its module
if test "$top_srcdir" != "$top_builddir"; then
  for f in $JS_PACKAGE; do
    mkdir -p "$top_builddir/`dirname $f`" && cp -f "$top_srcdir/$f" "$top_builddir/$f" || exit 99
  done
fi
cp -f "$top_srcdir/COPYING" "$pkg/COPYING" || exit 99   # the licence, for npm pack
data=`cd "$top_srcdir/tests/data" && pwd`
(cd "$pkg" && RENJU_TEST_DATA=$data "$NODE" --test test/) || exit 1

command -v npm >/dev/null 2>&1 || { echo "no npm: the packed package is not tried"; exit 0; }
tmp=`mktemp -d "${TMPDIR:-/tmp}/renju-js.XXXXXX"` || exit 99
trap 'rm -rf "$tmp"' EXIT
(cd "$pkg" && npm pack --silent --pack-destination "$tmp" >/dev/null) || exit 1
tarball=`ls "$tmp"/librenju-*.tgz`
tar -tzf "$tarball" | grep -qx 'package/COPYING' || { echo "FAIL: no licence in $tarball"; exit 1; }
mkdir "$tmp/app" && cd "$tmp/app" && echo '{"name":"app","private":true,"type":"module"}' > package.json \
  && npm install --offline --no-audit --no-fund --silent "$tarball" >/dev/null || exit 1
"$NODE" -e "import('librenju').then(({ Game }) => { const g = new Game('renju');
  g.playMoves('h8 h9'); if (g.moves.join() !== 'h8,h9') process.exit(1); g.free();
  console.log('npm pack: ' + process.argv[1] + ' installs offline and plays'); })" \
  "`basename $tarball` (`wc -c < $tarball` bytes)" || exit 1
# librenju/core: the core module alone plays and searches, and has no records
"$NODE" -e "import('librenju/core').then(({ Game, CORE_ONLY, NotInCore, Solve }) => {
  const g = new Game('freestyle'); g.playMoves('h8 a1 i8 a2 j8 a3');
  if (!CORE_ONLY || g.vcf().outcome !== Solve.WIN) process.exit(1);
  try { g.export('sgf'); process.exit(1); } catch (e) { if (!(e instanceof NotInCore)) process.exit(1); }
  g.free(); console.log('librenju/core: installs with the package, plays and searches'); })" || exit 1
"$NODE" -e "require('librenju/core').then(({ CORE_ONLY }) => { if (!CORE_ONLY) process.exit(1);
  console.log('require(): librenju/core loads'); })" || exit 1
# from CommonJS: require() gives a promise of the package
"$NODE" -e "require('librenju').then(({ Game, ErrorCode }) => { const g = new Game('renju');
  g.playMoves('h8'); try { g.play('h8'); process.exit(1); } catch (e) {
  if (e.codeName !== 'EOCCUPIED' || ErrorCode.nameOf(e.code) !== 'EOCCUPIED') process.exit(1); }
  g.free(); console.log('require(): the CommonJS entry loads the package'); })" || exit 1

#!/bin/sh
# SPDX-License-Identifier: MIT
# abidiff of the built library against the committed abidw baseline abi/librenju.abi:
# any difference (added, removed or changed functions or types) fails.  Regenerate
# deliberately with `sh tests/abi-dump.sh --update` and explain it in the commit and NEWS.
set -u
. "${top_srcdir:-.}/tests/skip.sh"
lib=${top_builddir:-.}/lib/.libs/librenju.so
base=${top_srcdir:-.}/abi/librenju.abi
hdr=${top_srcdir:-.}/include
[ -n "${ABIDIFF:-}" ] && [ -n "${ABIDW:-}" ] || skip "abidw and abidiff not found: apt-get install abigail-tools, then run configure again"
[ -f "$lib" ] || skip "no shared library at $lib: configure without --disable-shared"
if [ "${1:-}" = "--update" ]; then
  "$ABIDW" --no-corpus-path --headers-dir "$hdr" --out-file "$base" "$lib" && echo "updated $base"
  exit $?
fi
# without debug information there is nothing to compare types with
if ! "$ABIDW" --headers-dir "$hdr" "$lib" 2>/dev/null | grep -q '<type-decl'; then
  skip "the library has no debug information: build with CFLAGS containing -g"
fi
"$ABIDIFF" --no-added-syms --headers-dir2 "$hdr" "$base" "$lib" >/dev/null 2>&1
st=$?
# abidiff's own report, in full, when anything differs (added symbols included)
"$ABIDIFF" --headers-dir2 "$hdr" "$base" "$lib"
st2=$?
if [ $st -ne 0 ] || [ $st2 -ne 0 ]; then
  echo "FAIL: the ABI differs from $base (abidiff status $st2)"
  exit 1
fi
echo "ok: ABI identical to $base"

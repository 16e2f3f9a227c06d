#!/bin/sh
# SPDX-License-Identifier: MIT
# The exported dynamic symbols of librenju.so, with their version nodes, must be exactly
# the committed list abi/librenju.symbols.  A change to that list is a deliberate act:
# regenerate it with `sh tests/abi-symbols.sh --update` and say why in the commit.
set -u
. "${top_srcdir:-.}/tests/skip.sh"
lib=${top_builddir:-.}/lib/.libs/librenju.so
want=${top_srcdir:-.}/abi/librenju.symbols
[ -f "$lib" ] || skip "no shared library at $lib: configure without --disable-shared"
got=$(mktemp)
trap 'rm -f "$got"' EXIT
# "T renju_play@@RENJU_0.1" for functions; skip the version node's own absolute symbol
${NM:-nm} -D --defined-only "$lib" | awk '$2 != "A" { print $2, $3 }' | LC_ALL=C sort > "$got"
if [ "${1:-}" = "--update" ]; then
  cp "$got" "$want"; echo "updated $want"; exit 0
fi
if ! diff -u "$want" "$got"; then
  echo "FAIL: exported symbols differ from $want (+ is new, - is gone)"
  exit 1
fi
bad=$(awk '$2 !~ /^renju_[a-z0-9_]*@@RENJU_[0-9.]*$/' "$got")
if [ -n "$bad" ]; then
  echo "FAIL: exported symbols outside the renju_ prefix or without a version node:"
  echo "$bad"
  exit 1
fi
echo "ok: $(wc -l < "$got") versioned renju_ symbols"

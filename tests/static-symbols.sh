#!/bin/sh
# SPDX-License-Identifier: MIT
# The static library must define, as global symbols, exactly the public functions of
# abi/librenju.symbols (the shared library's list, without the version nodes), so that a
# program may use any other name, such as the library's internal rj_error, and still
# link with librenju.a.
set -u
. "${top_srcdir:-.}/tests/skip.sh"
top=${top_builddir:-.}
lib=$top/lib/.libs/librenju.a
want_list=${top_srcdir:-.}/abi/librenju.symbols
[ -f "$lib" ] || skip "no static library at $lib: configure without --disable-static"
[ -n "${OBJCOPY:-}" ] || skip "configure found no objcopy, so $lib keeps its internal symbols: apt-get install binutils"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

sed 's/^[A-Za-z] \([^@]*\)@.*/\1/' "$want_list" | LC_ALL=C sort > "$tmp/want"
# Instrumentation may add its own globals (__asan_*, __odr_asan_*, __tsan_*, __gcov_*,
# ...): only names of the C namespace count.
${NM:-nm} -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' \
  | grep -v '^__' | LC_ALL=C sort > "$tmp/got"
if diff -u "$tmp/want" "$tmp/got"; then
  echo "ok: $lib defines the $(wc -l < "$tmp/got") public functions and no other global"
else
  echo "FAIL: the global symbols of $lib differ from $want_list (+ is extra, - is missing)"
  fail=1
fi

# A program with its own rj_error, and other names of the library's internals, that
# uses the library: links and runs.
cat > "$tmp/own.c" <<'EOC'
#include <stdio.h>
#include <renju.h>
int rj_error(int code);
int rj_error(int code) { return code + 1; }
int rj_board_init;
int main(void)
{
    renju_game *g = NULL;
    if (renju_game_new(&g, RENJU_RULES_RENJU, 0) != RENJU_OK) return 1;
    if (renju_play(g, 1000) >= 0 || renju_errcode(g) >= 0) return 2;  /* goes through the library's rj_error */
    renju_game_free(g);
    return rj_error(-1) + rj_board_init;
}
EOC
# shellcheck disable=SC2086
if ${CC:-cc} ${CFLAGS:-} -I"${top_srcdir:-.}/include" -o "$tmp/own" "$tmp/own.c" "$lib" \
     ${LDFLAGS:-} > "$tmp/log" 2>&1; then
  if "$tmp/own"; then
    echo "ok: a program that defines rj_error links with librenju.a and runs"
  else
    echo "FAIL: the program linked with librenju.a exited with $?"; fail=1
  fi
else
  cat "$tmp/log"
  echo "FAIL: a program that defines rj_error does not link with librenju.a"; fail=1
fi
exit $fail

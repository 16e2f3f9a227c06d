#!/bin/sh
# SPDX-License-Identifier: MIT
# The man pages, the function pages of section 3 and the rules of section 7, must be
# clean under `mandoc -Tlint -Wwarning`, and every public function of include/renju.h
# must be named by some page, in a .Fn, .Fo or .Nm macro.
# make check sets top_srcdir and MANDOC (empty when configure found no mandoc: the lint
# is then skipped); run by hand, MANDOC defaults to the mandoc on the PATH.
set -u
. "${top_srcdir:-.}/tests/skip.sh"
top=${top_srcdir:-.}
header=$top/include/renju.h
mandoc=${MANDOC-$(command -v mandoc 2>/dev/null)}
fail=0

set -- "$top"/man/*.[13]
if [ ! -f "$1" ]; then
  echo "FAIL: no man pages in $top/man"
  exit 1
fi
if [ ! -f "$top/man/renju_rules.7" ]; then
  echo "FAIL: no rules page $top/man/renju_rules.7"
  exit 1
fi
set -- "$@" "$top"/man/*.7

# Public functions: the name before the first "(" of each RENJU_API declaration, which
# may run over several lines up to its ";" (preprocessor lines are not declarations).
declared=$(awk '
  /^[ \t]*#/ { next }
  /RENJU_API/ { decl = ""; on = 1 }
  on {
    decl = decl " " $0
    if (index($0, ";")) {
      on = 0
      if (match(decl, /renju_[a-z0-9_]*[ \t]*\(/)) {
        name = substr(decl, RSTART, RLENGTH)
        sub(/[ \t]*\($/, "", name)
        print name
      }
    }
  }' "$header" | LC_ALL=C sort -u)
if [ -z "$declared" ]; then
  echo "FAIL: found no RENJU_API functions in $header"
  exit 1
fi

# Names the pages give in .Fn, .Fo or .Nm, at the start of a line or called inline.
named=$(awk '
  /^\./ {
    for (i = 1; i < NF; i++) {
      m = $i; sub(/^\./, "", m)
      if (m == "Fn" || m == "Fo" || m == "Nm")
        print $(i + 1)
    }
  }' "$@" | LC_ALL=C sort -u)

missing=""
for f in $declared; do
  printf '%s\n' "$named" | grep -qx -- "$f" || missing="$missing $f"
done
if [ -n "$missing" ]; then
  echo "FAIL: public functions that no man page names (.Fn, .Fo or .Nm):"
  for f in $missing; do echo "  $f"; done
  fail=1
else
  echo "ok: all $(printf '%s\n' "$declared" | wc -l | tr -d ' ') public functions are documented"
fi

if [ -z "$mandoc" ]; then
  [ $fail -eq 0 ] && skip "no mandoc: the man pages are not linted (apt-get install mandoc, then run configure again)"
  exit $fail
fi
out=$("$mandoc" -Tlint -Wwarning "$@" 2>&1)
rc=$?
if [ -n "$out" ] || [ $rc -ne 0 ]; then
  echo "FAIL: $mandoc -Tlint -Wwarning (exit $rc):"
  printf '%s\n' "$out"
  fail=1
else
  echo "ok: $# pages clean under mandoc -Tlint -Wwarning"
fi
exit $fail

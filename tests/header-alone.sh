#!/bin/sh
# SPDX-License-Identifier: MIT
# The public header must stand alone: compiled on its own as strict C99 and as C++.
set -u
src=${top_srcdir:-.}/include
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#include <renju.h>\nint main(void) { return renju_version_number() == RENJU_VERSION_NUMBER ? 0 : 1; }\n' > "$tmp/c.c"
cp "$tmp/c.c" "$tmp/cxx.cpp"
fail=0
${CC:-cc} -std=c99 -pedantic -Werror -Wall -Wextra -fsyntax-only -I"$src" "$tmp/c.c" \
  && echo "ok: renju.h compiles alone as C99 -pedantic -Werror" \
  || { echo "FAIL: renju.h as C99"; fail=1; }
${CC:-cc} -std=c89 -pedantic -Werror -Wall -fsyntax-only -I"$src" "$tmp/c.c" \
  && echo "ok: renju.h compiles alone as C89 -pedantic -Werror" \
  || { echo "FAIL: renju.h as C89"; fail=1; }
cxx=${CXX:-c++}
if [ "${HAVE_CXX:-}" = no ]; then
  echo "SKIP: the C++ check of renju.h, as configure found no working C++ compiler (install g++)"
elif command -v "${cxx%% *}" >/dev/null 2>&1; then
  $cxx -std=c++11 -pedantic -Werror -Wall -Wextra -fsyntax-only -I"$src" "$tmp/cxx.cpp" \
    && echo "ok: renju.h compiles alone as C++11 -pedantic -Werror" \
    || { echo "FAIL: renju.h as C++"; fail=1; }
else
  echo "FAIL: no C++ compiler ($cxx)"; fail=1
fi
exit $fail

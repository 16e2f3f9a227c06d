#!/bin/sh
# SPDX-License-Identifier: MIT
# The version is written once, in include/renju.h; the package version, renju.pc and
# the CMake version file derive from it and must agree with it.
set -u
top=${top_builddir:-.}
h=${top_srcdir:-.}/include/renju.h
part() { sed -n "s/^#define RENJU_VERSION_$1 *\([0-9][0-9]*\).*/\1/p" "$h"; }
want=$(part MAJOR).$(part MINOR).$(part PATCH)
fail=0
check() {  # what got
  if [ "$2" = "$want" ]; then echo "ok: $1 is $want"
  else echo "FAIL: $1 is '$2', renju.h says $want"; fail=1; fi
}
check "renju.pc" "$(sed -n 's/^Version: *//p' "$top/renju.pc")"
check "renju-config-version.cmake" \
  "$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")$/\1/p' "$top/cmake/renju-config-version.cmake")"
check "the package version" "$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' "$top/config.h")"
exit $fail

# SPDX-License-Identifier: MIT
# skip.sh - sourced by the test scripts.  skip REASON... says why the test is skipped
# and what to install: in the test's log, and on the console through the file
# descriptor 9 that make check opens there (AM_TESTS_FD_REDIRECT in Makefile.am), so
# that a SKIP line never stands without its reason.  Then the test exits 77.
skip() {
  echo "SKIP: $*"
  { echo "  ${0##*/}: $*" >&9; } 2>/dev/null
  exit 77
}

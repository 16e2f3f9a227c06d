#!/bin/sh
# SPDX-License-Identifier: MIT
# The examples are built by make check and run here, so that they cannot rot.
set -u
b=${top_builddir:-.}/examples
out=$(${TEST_RUNNER:-} "$b/renju-demo") || { echo "FAIL: renju-demo exited with $?"; exit 1; }
echo "$out"
echo "$out" | grep -q '^Result: black wins' || { echo "FAIL: the demo game did not end as expected"; exit 1; }
# the library's drawing (renju_board_text): letters below, the last move in brackets,
# the overline point above the five marked as forbidden
echo "$out" | grep -q '^   a b c d e f g h i j k l m n o$' || { echo "FAIL: no board coordinates"; exit 1; }
echo "$out" | grep -q '^12 \. \. \. \. \. \. \. \. \.\[X\]\. \. \. \. \.$' \
    || { echo "FAIL: the last move j12 is not marked"; exit 1; }
echo "$out" | grep -q '^13 \. \. \. \. \. \. \. \. \. x \. \. \. \. \.$' \
    || { echo "FAIL: the forbidden point j13 is not marked"; exit 1; }
echo "$out" | grep -q "^X black, O white, \[ \] the last move, x black's forbidden points$" \
    || { echo "FAIL: no legend under the board"; exit 1; }
echo "ok: renju-demo"

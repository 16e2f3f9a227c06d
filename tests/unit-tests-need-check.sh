#!/bin/sh
# SPDX-License-Identifier: MIT
# Run by make check instead of the unit tests when configure did not find the Check
# framework: says so, and what to install, and counts as skipped.
. "${top_srcdir:-.}/tests/skip.sh"
skip "the unit tests (tests/check_*) need the Check framework (check >= 0.11), which" \
  "configure did not find: install it (Debian: check, Fedora: check-devel, Homebrew:" \
  "check), then run configure again"

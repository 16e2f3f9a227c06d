#!/bin/sh
# SPDX-License-Identifier: MIT
# Run by make check instead of the unit tests when configure did not find the Check
# framework: says so, and what to install, and counts as skipped.
echo "SKIP: the unit tests (tests/check_*) need the Check framework (check >= 0.11),"
echo "which configure did not find through pkg-config.  Install it (Debian/Ubuntu: check,"
echo "Fedora: check-devel, Homebrew: check), then run configure again."
exit 77

#!/bin/sh
# SPDX-License-Identifier: MIT
# gen-tests.sh - writes on standard output the registration of every test of a Check test
# file (tests/check_*.c): the function tests_suite(name) that builds its suite, which the
# file includes as check_*.tests.h (make builds it, see Makefile.am).
#
# A test is registered because it is written: every START_TEST(name) of the file goes into
# the test case of the TEST_CASE("case"[, timeout]) marker above it, in the file's order;
# LOOP_TEST(start, end) on the line before a START_TEST makes it a loop test over
# [start, end).  The markers (testutil.h) expand to nothing for the compiler.  A test case
# may be named again further down to add tests to it.  A START_TEST above the first
# TEST_CASE, a LOOP_TEST not followed by a START_TEST, or a file without tests is an error,
# so that no test is ever left out.
#
# Usage: gen-tests.sh tests/check_x.c > check_x.tests.h
set -e
test $# -eq 1 || { echo "usage: $0 check_x.c" >&2; exit 2; }
file=$1
exec awk -v file="$file" '
function fail(msg) { printf "%s:%d: %s\n", file, FNR, msg > "/dev/stderr"; bad = 1; exit 1 }
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
/^[ \t]*TEST_CASE[ \t]*\(/ {
    if (loop != "") fail("LOOP_TEST not followed by a START_TEST")
    args = $0; sub(/^[ \t]*TEST_CASE[ \t]*\(/, "", args); sub(/\)[ \t]*$/, "", args)
    if (match(args, /^"[^"]*"/) == 0) fail("TEST_CASE wants a quoted name first")
    name = substr(args, 1, RLENGTH); rest = trim(substr(args, RLENGTH + 1))
    timeout = ""
    if (rest != "") {
        if (rest !~ /^,[ \t]*[0-9]+$/) fail("TEST_CASE(\"name\", seconds) wants a number")
        timeout = trim(substr(rest, 2))
    }
    if (!(name in index_of)) { index_of[name] = ++ncases; case_name[ncases] = name }
    cur = index_of[name]
    if (timeout != "") {
        if (case_timeout[cur] != "" && case_timeout[cur] != timeout)
            fail("test case " name " given two timeouts")
        case_timeout[cur] = timeout
    }
    next
}
/^[ \t]*LOOP_TEST[ \t]*\(/ {
    if (loop != "") fail("two LOOP_TEST for one test")
    args = $0; sub(/^[ \t]*LOOP_TEST[ \t]*\(/, "", args); sub(/\)[ \t]*$/, "", args)
    if (index(args, ",") == 0) fail("LOOP_TEST(start, end) wants two arguments")
    loop = trim(substr(args, 1, index(args, ",") - 1)) ", " trim(substr(args, index(args, ",") + 1))
    next
}
/^[ \t]*START_TEST[ \t]*\(/ {
    t = $0; sub(/^[ \t]*START_TEST[ \t]*\([ \t]*/, "", t); sub(/[ \t]*\).*$/, "", t)
    if (t !~ /^[A-Za-z_][A-Za-z0-9_]*$/) fail("cannot read the name of this START_TEST")
    if (cur == 0) fail("START_TEST(" t ") above the first TEST_CASE")
    if (t in seen) fail("START_TEST(" t ") written twice")
    seen[t] = 1
    n = ++ntests[cur]
    test_name[cur, n] = t; test_loop[cur, n] = loop; loop = ""
    next
}
/^[^ \t].*[^A-Za-z0-9_](START_TEST|TEST_CASE|LOOP_TEST)[ \t]*\(/ {
    fail("a marker or START_TEST must begin its line")
}
END {
    if (bad) exit 1
    if (loop != "") fail("LOOP_TEST not followed by a START_TEST")
    if (ncases == 0) fail("no TEST_CASE")
    base = file; sub(/^.*\//, "", base)
    printf "/* Generated from %s by tests/gen-tests.sh: do not edit. */\n\n", base
    printf "static Suite *tests_suite(const char *name)\n{\n"
    printf "    Suite *s = suite_create(name);\n    TCase *tc;\n"
    for (c = 1; c <= ncases; c++) {
        if (ntests[c] == 0) { FNR = 0; fail("test case " case_name[c] " has no test") }
        printf "\n    tc = tcase_create(%s);\n", case_name[c]
        if (case_timeout[c] != "") printf "    tcase_set_timeout(tc, %s);\n", case_timeout[c]
        for (i = 1; i <= ntests[c]; i++)
            if (test_loop[c, i] != "")
                printf "    tcase_add_loop_test(tc, %s, %s);\n", test_name[c, i], test_loop[c, i]
            else
                printf "    tcase_add_test(tc, %s);\n", test_name[c, i]
        printf "    suite_add_tcase(s, tc);\n"
    }
    printf "    return s;\n}\n"
}
' "$file"

/* SPDX-License-Identifier: MIT */
/*
 * testutil.h - small helpers shared by the unit tests: the RENJU_TEST_SCALE factor,
 * the xorshift64* generator behind their random games, and running a Check suite.
 */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <check.h>
#include <stddef.h>

/* RENJU_TEST_SCALE as a number: 1.0 when it is unset, not a number or not positive. */
double scale(void);

/* n scaled by scale(), rounded down, at least 1. */
int scaled(int n);

/* The next number in [0, n) from the xorshift64* generator whose state is *state
 * (never 0).  Each test file keeps its own state and start value, so that its random
 * inputs are the same everywhere and from run to run. */
unsigned rnd_next(unsigned long long *state, unsigned n);

/* The file's own generator: its state rng, starting at seed (never 0), and rnd(n), the
 * next number in [0, n) from it (rnd_next).  Written once at file scope, alone on its
 * line: TEST_RANDOM(0x9e3779b97f4a7c15ULL). */
#define TEST_RANDOM(seed) \
    static unsigned long long rng = (seed); \
    static unsigned rnd(unsigned n) { return rnd_next(&rng, n); }

/* Sets *state from s as s * 2685821657736338717 + 0x9e3779b97f4a7c15 (1 if that is 0). */
void rnd_seed(unsigned long long *state, unsigned long long s);

/* The whole file dir followed by name ("dir/", "file"), NUL-terminated in a malloc'ed
 * buffer, its length in *len; the file must be there and read in full. */
char *read_file(const char *dir, const char *name, size_t *len);

/* The markers from which tests/gen-tests.sh registers a file's tests: every START_TEST
 * below TEST_CASE("name") or TEST_CASE("name", timeout in seconds), up to the next
 * marker, goes into that test case; LOOP_TEST(start, end) on the line before a START_TEST
 * runs it for _i from start to end - 1.  The file includes the registration it writes,
 * check_*.tests.h, and hands tests_suite("suite") to run_suite().  Each marker stands
 * alone on its line and means nothing to the compiler. */
#define TEST_CASE(...)
#define LOOP_TEST(start, end)

/* Runs every test of s, frees it and returns EXIT_SUCCESS if none failed, else
 * EXIT_FAILURE: what main() returns. */
int run_suite(Suite *s);

#endif

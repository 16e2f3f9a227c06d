/* SPDX-License-Identifier: MIT */
/* testutil.c - small helpers shared by the unit tests (testutil.h). */
#include "testutil.h"

#include <stdlib.h>

double scale(void)
{
    const char *s = getenv("RENJU_TEST_SCALE");
    double v = s ? atof(s) : 1.0;
    return v > 0 ? v : 1.0;
}

int scaled(int n)
{
    int k = (int)(n * scale());
    return k > 0 ? k : 1;
}

unsigned rnd_next(unsigned long long *state, unsigned n)
{
    unsigned long long x = *state;

    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return (unsigned)((x * 2685821657736338717ULL) >> 33) % n;
}

void rnd_seed(unsigned long long *state, unsigned long long s)
{
    *state = s * 2685821657736338717ULL + 0x9e3779b97f4a7c15ULL;
    if (!*state)
        *state = 1;
}

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    int failed;

    srunner_run_all(sr, CK_NORMAL);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

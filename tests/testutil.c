/* SPDX-License-Identifier: MIT */
/* testutil.c - small helpers shared by the unit tests (testutil.h). */
#include "testutil.h"

#include <stdio.h>
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

char *read_file(const char *dir, const char *name, size_t *len)
{
    char path[512];
    FILE *f;
    char *text;
    long n;

    snprintf(path, sizeof path, "%s%s", dir, name);
    f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
    n = ftell(f);
    ck_assert_int_ge(n, 0);
    rewind(f);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_uint_eq(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    *len = (size_t)n;
    return text;
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

/* SPDX-License-Identifier: MIT */
/* check_wasm_format.c - the WebAssembly build's snprintf (bindings/js/wasm/format.c,
 * as rjjs_snprintf()) against the C library's: the conversions the library's sources
 * use and some of their messages, with values at the edges of their types, then many
 * random conversions (flags, widths, precisions, lengths, values) into buffers of
 * every small size.  The bytes written and the length returned must be the same.  Only
 * what the C standard defines is compared: no # with d, i, u, c or s, no 0 with c or s,
 * no precision with c. */
#include <check.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"

int rjjs_snprintf(char *buf, size_t cap, const char *fmt, ...);

TEST_RANDOM(0x6a09e667f3bcc908ULL)

#define BUF 512

static char mine_buf[BUF], libc_buf[BUF];

/* The same call to both, into cap bytes over buffers filled with a byte neither
 * writes, so that a byte written past the NUL shows. */
#define BOTH(cap, fmt, ...) \
    do { \
        int n_mine_, n_libc_; \
        memset(mine_buf, 0x7f, BUF); \
        memset(libc_buf, 0x7f, BUF); \
        n_mine_ = rjjs_snprintf(mine_buf, cap, fmt, __VA_ARGS__); \
        n_libc_ = snprintf(libc_buf, cap, fmt, __VA_ARGS__); \
        ck_assert_msg(n_mine_ == n_libc_ && memcmp(mine_buf, libc_buf, BUF) == 0, \
                      "\"%s\" into %zu bytes: %d \"%.*s\", the C library %d \"%.*s\"", \
                      fmt, (size_t)(cap), n_mine_, (int)sizeof mine_buf, mine_buf, \
                      n_libc_, (int)sizeof libc_buf, libc_buf); \
    } while (0)

static const size_t caps[] = { 0, 1, 2, 3, 7, 16, 64, BUF };
#define NCAPS (sizeof caps / sizeof caps[0])

static const char *const strings[] = {
    "", "h8", "renju", "a longer text of forty-one bytes, or so..", "\xe8\x8a\xb1\xe6\x9c\x88",
};
#define NSTRINGS (sizeof strings / sizeof strings[0])

TEST_CASE("the library's conversions")

START_TEST(test_int_edges)
{
    static const int v[] = { 0, 1, -1, 7, 255, 4096, INT_MAX, INT_MIN, INT_MIN + 1 };
    size_t i, c;

    for (c = 0; c < NCAPS; c++)
        for (i = 0; i < sizeof v / sizeof v[0]; i++) {
            BOTH(caps[c], "%d", v[i]);
            BOTH(caps[c], "%u", (unsigned)v[i]);
            BOTH(caps[c], "%x", (unsigned)v[i]);
            BOTH(caps[c], "%#x", (unsigned)v[i]);
            BOTH(caps[c], "%02x", (unsigned)v[i] & 0xff);
            BOTH(caps[c], "%02x", (unsigned)v[i]);
            BOTH(caps[c], "%08x", (unsigned)v[i]);
            BOTH(caps[c], "%c", v[i] & 0xff);
        }
}
END_TEST

START_TEST(test_long_edges)
{
    static const unsigned long long v[] = { 0, 1, 9, 10, 99, 100, 4294967295ULL,
                                            4294967296ULL, 18446744073709551615ULL,
                                            9223372036854775808ULL };
    size_t i, c;

    for (c = 0; c < NCAPS; c++)
        for (i = 0; i < sizeof v / sizeof v[0]; i++) {
            BOTH(caps[c], "%llu", v[i]);
            BOTH(caps[c], "%016llx", v[i]);
            BOTH(caps[c], "%lu", (unsigned long)v[i]);
            BOTH(caps[c], "%zu", (size_t)v[i]);
        }
}
END_TEST

START_TEST(test_strings)
{
    size_t i, c;
    int p;

    for (c = 0; c < NCAPS; c++)
        for (i = 0; i < NSTRINGS; i++) {
            BOTH(caps[c], "%s", strings[i]);
            BOTH(caps[c], "[%s]", strings[i]);
            for (p = 0; p < 12; p++)
                BOTH(caps[c], "\"%.*s\"", p, strings[i]);
        }
}
END_TEST

/* Messages of the library, with their own formats. */
START_TEST(test_messages)
{
    size_t c;

    for (c = 0; c < NCAPS; c++) {
        BOTH(caps[c], "option %d takes %d..%d in this game, not %d", 3, 0, 2, -17);
        BOTH(caps[c], "line %d, column %d: %s", 12, 1, "unexpected ')'");
        BOTH(caps[c], "%zu bytes past the end of the tree: %s", (size_t)40000, "no child");
        BOTH(caps[c], "unknown import flags %#x", 0x40u);
        BOTH(caps[c], "byte 0x%02x is no point of the board", 0xe8u);
        BOTH(caps[c], "the index is cut short or damaged (%llu bytes, %llu expected)",
             123456789012ULL, 1ULL);
        BOTH(caps[c], "%c%d", 'a' + 7, 8);
        BOTH(caps[c], "\"%.*s\" is no point: %s", 3, "h8x9", "a compact move string");
        BOTH(caps[c], "<text x=\"%d\" y=\"%d\">%c</text>\n", 15, -4, 'o');
        BOTH(caps[c], "100%% of %s", "the board");
        BOTH(caps[c], "%s", "no conversion at all, a plain text");
    }
}
END_TEST

TEST_CASE("random conversions")

/* A random value of 64 bits, as often at an edge of some type as not. */
static unsigned long long random_value(void)
{
    static const unsigned long long edges[] = {
        0, 1, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000,
        0xffffffff, 0x7fffffffffffffffULL, 0x8000000000000000ULL, 0xffffffffffffffffULL
    };
    unsigned long long v = (unsigned long long)rnd(0x10000) << 48
                           | (unsigned long long)rnd(0x10000) << 32 | rnd(0x10000) << 16
                           | rnd(0x10000);

    switch (rnd(4)) {
    case 0: return edges[rnd(sizeof edges / sizeof edges[0])] + rnd(3) - 1;
    case 1: return v >> rnd(64);
    case 2: return -(v >> rnd(64));
    default: return v;
    }
}

static const char *const lengths[] = { "", "hh", "h", "l", "ll", "j", "z", "t" };
#define NLENGTHS (sizeof lengths / sizeof lengths[0])

/* A conversion spec at f, with flags, a width, a precision and a length (*len, its
 * index in lengths) that the standard defines for conv; *wstar and *pstar say
 * whether the width and the precision are arguments.  Returns the end of the spec. */
static char *random_spec(char *f, char conv, size_t *len, int *wstar, int *pstar)
{
    const char *flags = conv == 'c' || conv == 's' ? "-"
                        : conv == 'o' || conv == 'x' || conv == 'X' ? "-+ #0" : "-+ 0";

    *f++ = '%';
    while (rnd(3) == 0)
        *f++ = flags[rnd((unsigned)strlen(flags))];
    *wstar = *pstar = 0;
    switch (rnd(4)) {
    case 0: break;
    case 1: *wstar = 1; *f++ = '*'; break;
    default: f += sprintf(f, "%u", rnd(rnd(2) ? 12 : 40)); break;
    }
    if (conv != 'c')
        switch (rnd(4)) {
        case 0: break;
        case 1: *pstar = 1; f += sprintf(f, ".*"); break;
        case 2: f += sprintf(f, "."); break;
        default: f += sprintf(f, ".%u", rnd(rnd(2) ? 6 : 30)); break;
        }
    *len = conv == 'c' || conv == 's' ? 0 : rnd(NLENGTHS);
    f += sprintf(f, "%s%c", lengths[*len], conv);
    return f;
}

/* The call with the argument the length asks for, after the width and the precision
 * where they are arguments. */
#define WITH_STARS(cap, fmt, wstar, pstar, w, p, v) \
    do { \
        if (wstar && pstar) \
            BOTH(cap, fmt, w, p, v); \
        else if (wstar) \
            BOTH(cap, fmt, w, v); \
        else if (pstar) \
            BOTH(cap, fmt, p, v); \
        else \
            BOTH(cap, fmt, v); \
    } while (0)

typedef struct call {
    const char *fmt;
    char conv;
    size_t cap, len;
    int wstar, pstar, w, p;
} call;

static void random_call(const call *c, unsigned long long v, const char *s)
{
    const char *len = lengths[c->len];
    int is_signed = c->conv == 'd' || c->conv == 'i';

    if (c->conv == 's')
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, s);
    else if (c->conv == 'c')
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (int)(v & 0xff));
    else if (!strcmp(len, "ll"))
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (long long)v);
    else if (!strcmp(len, "l"))
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (long)v);
    else if (!strcmp(len, "j"))
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (intmax_t)v);
    else if (!strcmp(len, "z") && !is_signed)
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (size_t)v);
    else if (!strcmp(len, "z") || !strcmp(len, "t"))   /* %zd: the signed size_t */
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (ptrdiff_t)v);
    else   /* int, and what hh and h convert it to */
        WITH_STARS(c->cap, c->fmt, c->wstar, c->pstar, c->w, c->p, (int)v);
}

START_TEST(test_random)
{
    static const char convs[] = "diuoxXcs";
    char fmt[64], *f;
    call c;
    int k, n = scaled(200000);

    c.fmt = fmt;
    for (k = 0; k < n; k++) {
        c.conv = convs[rnd(sizeof convs - 1)];
        c.w = (int)rnd(60) - 30;
        c.p = (int)rnd(40) - 10;
        c.cap = rnd(4) ? rnd(50) : BUF;
        f = fmt + sprintf(fmt, "%s", rnd(2) ? "" : rnd(2) ? "<" : "x = ");
        f = random_spec(f, c.conv, &c.len, &c.wstar, &c.pstar);
        sprintf(f, "%s", rnd(2) ? "" : rnd(2) ? ">" : " (end)");
        random_call(&c, random_value(), strings[rnd(NSTRINGS)]);
    }
}
END_TEST

#include "check_wasm_format.tests.h"

int main(void)
{
    return run_suite(tests_suite("wasm_format"));
}

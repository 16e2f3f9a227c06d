/* SPDX-License-Identifier: MIT */
/* check_wasm_lz.c - the unpacking of the WebAssembly module's data
 * (bindings/js/wasm/lz.c), natively: texts packed here by a packer of the test's own,
 * greedy and slow (the longest copy at each byte, found by comparing every earlier
 * offset), unpack to themselves.  Random texts of few letters and of repeated pieces,
 * near and far, give every kind of token: runs of 1 to 32 literals, copies of 3 to 264
 * bytes from 1 to 8192 bytes back, copies that overlap what they write. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "lz.h"

TEST_RANDOM(0xbb67ae8584caa73bULL)

#define MAX_TEXT 20000
#define MAX_RUN 32
#define MIN_COPY 3
#define MAX_COPY 264
#define MAX_OFFSET 8192

static unsigned char text[MAX_TEXT], packed[MAX_TEXT * 2], out[MAX_TEXT + 1];

/* The longest earlier copy of text[i..] within reach: its length, *offset. */
static size_t longest(size_t i, size_t n, size_t *offset)
{
    size_t best = 0, o, l;

    for (o = 1; o <= MAX_OFFSET && o <= i; o++) {
        for (l = 0; i + l < n && l < MAX_COPY && text[i + l - o] == text[i + l]; l++)
            ;
        if (l > best) {
            best = l;
            *offset = o;
        }
    }
    return best;
}

/* text[0..n) packed: literals until a copy of at least MIN_COPY bytes is found. */
static size_t greedy_pack(size_t n)
{
    size_t i = 0, k = 0, run = 0, len, offset = 0;
    int open = 0;   /* a run of literals is open at packed[run] */

    while (i < n) {
        len = longest(i, n, &offset);
        if (len < MIN_COPY) {
            if (!open || packed[run] == MAX_RUN - 1) {
                open = 1;
                run = k;
                packed[k++] = 0xff;   /* the run's token, set as it grows */
            }
            packed[run] = (unsigned char)(packed[run] + 1);
            packed[k++] = text[i++];
            continue;
        }
        open = 0;
        if (len <= 8) {
            packed[k++] = (unsigned char)((len - 2) << 5 | (offset - 1) >> 8);
        } else {
            packed[k++] = (unsigned char)(7 << 5 | (offset - 1) >> 8);
            packed[k++] = (unsigned char)(len - 9);
        }
        packed[k++] = (unsigned char)((offset - 1) & 255);
        i += len;
    }
    return k;
}

/* Pack text[0..n) greedily and unpack it; it must come back, and nothing be written
 * past its end. */
static void round_trip(size_t n)
{
    size_t k = greedy_pack(n);

    ck_assert_uint_le(k, sizeof packed);
    memset(out, 0xa5, sizeof out);
    rjjs_lz_unpack(packed, out, n);
    ck_assert_msg(memcmp(out, text, n) == 0, "%zu bytes (%zu packed) unpacked wrong", n, k);
    ck_assert_uint_eq(out[n], 0xa5);
}

TEST_CASE("round trips")

START_TEST(test_edges)
{
    size_t n;

    round_trip(0);
    text[0] = 'x';
    round_trip(1);
    /* one letter again and again: copies from 1 byte back, of every length */
    for (n = 2; n < 600; n += 7) {
        memset(text, 'a', n);
        round_trip(n);
    }
    /* no copy at all: runs of 32 literals and what is left */
    for (n = 0; n < 200; n++)
        text[n] = (unsigned char)(n * 7);
    round_trip(200);
    /* the same 300 bytes 8192 bytes apart, the farthest a copy reaches, and 8193 */
    for (n = 0; n < 9000; n++)
        text[n] = (unsigned char)(rnd(256));
    memcpy(text + 8192, text, 300);
    round_trip(8492);
    memcpy(text + 8193, text, 300);
    round_trip(8493);
}
END_TEST

START_TEST(test_random)
{
    int k, rounds = scaled(60);

    for (k = 0; k < rounds; k++) {
        size_t n = rnd(k % 6 ? 3000 : MAX_TEXT), i = 0, len, from;
        unsigned letters = 1 + rnd(k % 3 ? 4 : 256);

        while (i < n) {
            if (i > 0 && rnd(2)) {   /* a piece of what is there already */
                from = rnd((unsigned)i);
                len = 1 + rnd(rnd(4) ? 20 : 400);
                for (; len > 0 && i < n; len--)
                    text[i++] = text[from++];
            } else {
                for (len = 1 + rnd(40); len > 0 && i < n; len--)
                    text[i++] = (unsigned char)('a' + rnd(letters));
            }
        }
        round_trip(n);
    }
}
END_TEST

#include "check_wasm_lz.tests.h"

int main(void)
{
    return run_suite(tests_suite("wasm_lz"));
}

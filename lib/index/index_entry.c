/* SPDX-License-Identifier: MIT */
/* index_entry.c - the position index's entries: their bytes, their order, sorting a
 * run and searching one (index.h). */
#include "index/index.h"

#include <string.h>

void rj_be_put(unsigned char *p, uint64_t v, int bytes)
{
    int i;

    for (i = bytes - 1; i >= 0; i--, v >>= 8)
        p[i] = (unsigned char)v;
}

uint64_t rj_be_get(const unsigned char *p, int bytes)
{
    uint64_t v = 0;
    int i;

    for (i = 0; i < bytes; i++)
        v = v << 8 | p[i];
    return v;
}

void rj_entry_put(unsigned char *e, const unsigned char key[RJ_KEY_BYTES], uint32_t game,
                  unsigned next)
{
    memcpy(e, key, RJ_KEY_BYTES);
    rj_be_put(e + RJ_KEY_BYTES, (uint64_t)game << (32 - RJ_GAME_BITS) | next, 4);
}

uint32_t rj_entry_game(const unsigned char *e)
{
    return (uint32_t)(rj_be_get(e + RJ_KEY_BYTES, 4) >> (32 - RJ_GAME_BITS));
}

unsigned rj_entry_next(const unsigned char *e)
{
    return (unsigned)(rj_be_get(e + RJ_KEY_BYTES, 4) & ((1u << (32 - RJ_GAME_BITS)) - 1));
}

/* ------------------------------------------------------------------ sorting */

#define AT(i) (e + (size_t)(i) * RJ_ENTRY_SIZE)

static int before(const unsigned char *a, const unsigned char *b)
{
    return memcmp(a, b, RJ_ENTRY_SIZE) < 0;
}

static void swap(unsigned char *a, unsigned char *b)
{
    unsigned char t[RJ_ENTRY_SIZE];

    memcpy(t, a, RJ_ENTRY_SIZE);
    memcpy(a, b, RJ_ENTRY_SIZE);
    memcpy(b, t, RJ_ENTRY_SIZE);
}

static void insertion_sort(unsigned char *e, size_t n)
{
    size_t i, j;

    for (i = 1; i < n; i++)
        for (j = i; j > 0 && before(AT(j), AT(j - 1)); j--)
            swap(AT(j), AT(j - 1));
}

static void sift_down(unsigned char *e, size_t root, size_t n)
{
    size_t child;

    while ((child = 2 * root + 1) < n) {
        if (child + 1 < n && before(AT(child), AT(child + 1)))
            child++;
        if (!before(AT(root), AT(child)))
            return;
        swap(AT(root), AT(child));
        root = child;
    }
}

static void heap_sort(unsigned char *e, size_t n)
{
    size_t i;

    for (i = n / 2; i-- > 0;)
        sift_down(e, i, n);
    for (i = n; i-- > 1;) {
        swap(AT(0), AT(i));
        sift_down(e, 0, i);
    }
}

/* Quicksort on the median of three, the smaller side by recursion, so that the stack
 * stays logarithmic; past depth levels (2 log2 n) heapsort takes over, so that no
 * order of entries makes the sort quadratic. */
static void intro_sort(unsigned char *e, size_t n, int depth)
{
    size_t lo, hi, mid;

    while (n > 16) {
        if (depth-- == 0) {
            heap_sort(e, n);
            return;
        }
        mid = n / 2;
        if (before(AT(mid), AT(0)))
            swap(AT(mid), AT(0));
        if (before(AT(n - 1), AT(0)))
            swap(AT(n - 1), AT(0));
        if (before(AT(n - 1), AT(mid)))
            swap(AT(n - 1), AT(mid));
        swap(AT(mid), AT(n - 2));   /* the pivot, out of the way */
        lo = 0;
        hi = n - 2;
        for (;;) {
            while (before(AT(++lo), AT(n - 2)))
                ;
            while (hi > 0 && before(AT(n - 2), AT(--hi)))
                ;
            if (lo >= hi)
                break;
            swap(AT(lo), AT(hi));
        }
        swap(AT(lo), AT(n - 2));
        if (lo < n - lo - 1) {
            intro_sort(e, lo, depth);
            e = AT(lo + 1);
            n -= lo + 1;
        } else {
            intro_sort(AT(lo + 1), n - lo - 1, depth);
            n = lo;
        }
    }
    insertion_sort(e, n);
}

void rj_entries_sort(unsigned char *e, size_t n)
{
    int depth = 0;
    size_t m;

    for (m = n; m > 1; m >>= 1)
        depth += 2;
    intro_sort(e, n, depth);
}

size_t rj_run_lower(const rj_run *r, const unsigned char key[RJ_KEY_BYTES])
{
    size_t lo = 0, hi = r->n, mid;

    while (lo < hi) {
        mid = lo + (hi - lo) / 2;
        if (memcmp(r->e + mid * RJ_ENTRY_SIZE, key, RJ_KEY_BYTES) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

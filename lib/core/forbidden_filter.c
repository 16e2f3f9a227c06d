/* SPDX-License-Identifier: MIT */
/* forbidden_filter.c - the points of a board that may be forbidden, found all at once
 * (forbidden_filter.h says which).
 *
 * The rows of the board are copied into cells of 16 bits (boards up to 15 wide) or 32
 * (16 to 20 wide), with PAD empty, blocked rows either side, four or two cells to a
 * 64-bit word: a vector of four words holds 16 or 8 rows.  The word of the rows k
 * further up is read k cells further on, so that the cells of each point's lines, k
 * steps away, are the words read there shifted by k bits or none, and every point of
 * a vector goes through the same few hundred operations.  The blocked cells past the
 * edge keep the rows of a word apart: a window that runs off a row holds one of them,
 * and a window with a blocked cell anywhere is ruled out.  The free cells, not the
 * blocked ones, are kept as set bits, so that what a shift brings in at either end of
 * a word counts as blocked too. */
#include "core/forbidden_filter.h"

#include <string.h>

#define PAD 4           /* the windows reach four cells either side */
#define SPAN (2 * PAD + 1)
#define NARROW_ROWS (16 + 2 * PAD)     /* cells of 16 bits: rows -PAD .. 15 + PAD */
#define WIDE_VECTORS 3
#define WIDE_ROWS (8 * WIDE_VECTORS + 2 * PAD)     /* 32 bits: rows -PAD .. 23 + PAD */

/* Four words at once where the compiler has vectors (GNU C), else one.  The helpers are
 * inlined into each build of the filters (below), so that each build uses its own
 * instructions throughout.  WebAssembly without its SIMD extension has no vectors: GNU
 * C's would be four copies of every operation, 12 KB of the module, and slower than a
 * loop over the words (bench/bench-js.mjs), so it takes one word at a time, the narrow
 * and the wide boards through the same filter_cells(). */
#if defined(__GNUC__) && !(defined(__wasm__) && !defined(__wasm_simd128__))
typedef uint64_t vec __attribute__((vector_size(4 * sizeof(uint64_t))));
#define VEC_WORDS 4
#define INLINE static inline __attribute__((always_inline))
#define CELLS_INLINE INLINE
#else
typedef uint64_t vec;
#define VEC_WORDS 1
#define INLINE static inline
#define CELLS_INLINE static
#endif

/* x[PAD + j], for j = -PAD..PAD but 0: the cells j steps along a line from each point,
 * from the rows m[a[j]] (the rows those cells lie on) shifted by j bits, the line's step
 * along a row.  Unrolled, so that each shift is by a constant. */
INLINE void steps(vec *x, const vec *m, int am4, int am3, int am2, int am1, int a1, int a2,
                  int a3, int a4)
{
    x[0] = m[am4] << 4;
    x[1] = m[am3] << 3;
    x[2] = m[am2] << 2;
    x[3] = m[am1] << 1;
    x[5] = m[a1] >> 1;
    x[6] = m[a2] >> 2;
    x[7] = m[a3] >> 3;
    x[8] = m[a4] >> 4;
}

/* The cells of the line along d through each point, from the rows m[PAD + k], k rows
 * up (board.h gives the directions): x, or m itself for a column. */
INLINE const vec *line_cells(vec *x, const vec *m, int d)
{
    switch (d) {
    case 0:
        steps(x, m, PAD, PAD, PAD, PAD, PAD, PAD, PAD, PAD);
        return x;
    case 1:
        return m;
    case 2:
        steps(x, m, 0, 1, 2, 3, 5, 6, 7, 8);
        return x;
    default:
        steps(x, m, 8, 7, 6, 5, 3, 2, 1, 0);
        return x;
    }
}

/* The windows of one line, as forbidden_filter.h has them: from x[PAD + j] and
 * f[PAD + j], the black stones and free cells j steps along it from each point (the
 * point's own unread), *p gets the points where a stone may make something along it and
 * *s those where it may make two fours or an overline.  A window of five is named by
 * how far before the point it starts (w4 four cells). */
INLINE void line_windows(const vec *x, const vec *f, vec *p, vec *s)
{
    /* the free runs from the point: l2 the two cells before it, r3 the three after */
    vec l1 = f[3], l2 = l1 & f[2], l3 = l2 & f[1], l4 = l3 & f[0];
    vec r1 = f[5], r2 = r1 & f[6], r3 = r2 & f[7], r4 = r3 & f[8];
    /* pairs of cells either side: both black, either black */
    vec near_both = x[3] & x[2], near_either = x[3] | x[2];         /* -1, -2 */
    vec next_both = x[5] & x[6], next_either = x[5] | x[6];         /* +1, +2 */
    vec far_both = x[1] & x[0], far_either = x[1] | x[0];           /* -3, -4 */
    vec later_both = x[7] & x[8], later_either = x[7] | x[8];       /* +3, +4 */
    vec round_both = x[3] & x[5], round_either = x[3] | x[5];       /* -1, +1 */
    vec before = x[1] & x[2], after = x[6] & x[7];                  /* -3 -2, +2 +3 */
    /* threes: two stones among the other three cells of four, and those four with the
     * cells past their ends free */
    vec three = ((near_both | (x[1] & near_either)) & l4 & r1)
              | ((near_both | (x[5] & near_either)) & l3 & r2)
              | ((next_both | (x[3] & next_either)) & l2 & r3)
              | ((next_both | (x[7] & next_either)) & l1 & r4);
    /* windows of five, free, with three stones among the other four cells */
    vec w4 = ((far_both & near_either) | (near_both & far_either)) & l4;
    vec w3 = ((before & round_either) | (round_both & (x[1] | x[2]))) & l3 & r1;
    vec w2 = ((near_both & next_either) | (next_both & near_either)) & l2 & r2;
    vec w1 = ((after & round_either) | (round_both & (x[6] | x[7]))) & l1 & r3;
    vec w0 = ((next_both & later_either) | (later_both & next_either)) & r4;
    /* and those with four: a five or an overline */
    vec full = (far_both & near_both & w4) | (before & round_both & w3)
             | (near_both & next_both & w2) | (round_both & after & w1)
             | (next_both & later_both & w0);

    *p = three | w4 | w3 | w2 | w1 | w0;
    *s = (w4 & (w2 | w1 | w0)) | (w3 & (w1 | w0)) | (w2 & w0) | full;
}

/* line_windows() of the line along d (a constant: one_line() is inlined). */
INLINE void one_line(const vec *m, const vec *f, int d, vec *p, vec *s)
{
    vec x[SPAN], y[SPAN];

    line_windows(line_cells(x, m, d), line_cells(y, f, d), p, s);
}

/* The candidates of the rows held by m[PAD] (black) and f[PAD] (free), m[PAD + k] and
 * f[PAD + k] holding the rows k further up: the points with something on two lines
 * (multi), the others with two fours or an overline possible on one (single), and the
 * points where that is possible along each line. */
INLINE void filter_vector(const vec *m, const vec *f, vec *multi, vec *single, vec *line)
{
    vec p[RJ_DIRS], empty, two;

    one_line(m, f, 0, &p[0], &line[0]);
    one_line(m, f, 1, &p[1], &line[1]);
    one_line(m, f, 2, &p[2], &line[2]);
    one_line(m, f, 3, &p[3], &line[3]);
    empty = f[PAD] & ~m[PAD];
    two = (p[0] & p[1]) | (p[2] & p[3]) | ((p[0] | p[1]) & (p[2] | p[3]));
    *multi = empty & two;
    *single = empty & ~two & (line[0] | line[1] | line[2] | line[3]);
}

/* v[k] = the vector of the rows from the cell k cells on from first, for k = 0..SPAN - 1:
 * unrolled, each load from a constant offset. */
#define LOAD_ROWS(v, first, cell) \
    do { \
        memcpy(&(v)[0], (first), sizeof(vec)); \
        memcpy(&(v)[1], (first) + (cell), sizeof(vec)); \
        memcpy(&(v)[2], (first) + 2 * (cell), sizeof(vec)); \
        memcpy(&(v)[3], (first) + 3 * (cell), sizeof(vec)); \
        memcpy(&(v)[4], (first) + 4 * (cell), sizeof(vec)); \
        memcpy(&(v)[5], (first) + 5 * (cell), sizeof(vec)); \
        memcpy(&(v)[6], (first) + 6 * (cell), sizeof(vec)); \
        memcpy(&(v)[7], (first) + 7 * (cell), sizeof(vec)); \
        memcpy(&(v)[8], (first) + 8 * (cell), sizeof(vec)); \
    } while (0)

/* Filter the rows of the cells bl (black) and fr (free), cell bytes each, row -PAD
 * first, into the words of out, nwords of them. */
CELLS_INLINE void filter_cells(const unsigned char *bl, const unsigned char *fr,
                               size_t cell, int nwords, rj_candidates *out)
{
    const size_t rows_per_vec = VEC_WORDS * sizeof(uint64_t) / cell;
    vec m[SPAN], f[SPAN], multi, single, line[RJ_DIRS];
    int v, d;

    for (v = 0; v < nwords / VEC_WORDS; v++) {
        LOAD_ROWS(m, bl + cell * rows_per_vec * (size_t)v, cell);
        LOAD_ROWS(f, fr + cell * rows_per_vec * (size_t)v, cell);
        filter_vector(m, f, &multi, &single, line);
        memcpy(&out->multi[VEC_WORDS * v], &multi, sizeof multi);
        memcpy(&out->single[VEC_WORDS * v], &single, sizeof single);
        for (d = 0; d < RJ_DIRS; d++)
            memcpy(&out->line[d][VEC_WORDS * v], &line[d], sizeof line[d]);
    }
}

/* Where GCC builds for x86-64 and the C library picks among clones of a function as the
 * program loads (GNU ifunc), the filters are built three times: for AVX-512 (x86-64-v4:
 * twice the vector registers, so that the windows of a line stay in them, and logic of
 * three inputs in one instruction), for AVX2 (a vector in one register) and for the
 * rest.  Other machines and compilers get the one build, and so does ThreadSanitizer,
 * whose programs crash when a clone is picked before its run-time is ready. */
#if defined(__GNUC__) && defined(__x86_64__) && defined(__GLIBC__) && !defined(__clang__) \
    && !defined(__SANITIZE_THREAD__)
#define CLONED __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define CLONED
#endif

/* A board up to 15 wide: its rows cut down to 16-bit cells, column 0 at bit 0, in one
 * vector.  The rows past the board's 16th, and the PAD rows below it, hold no black
 * stone and no free cell. */
CLONED static void filter_narrow(const rj_board *b, rj_candidates *out)
{
    const uint32_t *black = b->black[0] + RJ_ROW_PAD, *block = b->block[0] + RJ_ROW_PAD;
    uint16_t bl[NARROW_ROWS] = { 0 }, fr[NARROW_ROWS] = { 0 };
    int i;

    for (i = 0; i < 16; i++) {
        bl[PAD + i] = (uint16_t)(black[i] >> RJ_LINE_OFS);
        fr[PAD + i] = (uint16_t)~(block[i] >> RJ_LINE_OFS);
    }
    filter_cells((const unsigned char *)bl, (const unsigned char *)fr, sizeof bl[0], 4, out);
}

/* A board 16 to 20 wide: its rows as it keeps them, in as many vectors as they fill;
 * the rows past its 24th and the PAD rows below it are blocked. */
CLONED static void filter_wide(const rj_board *b, rj_candidates *out)
{
    const uint32_t *black = b->black[0] + RJ_ROW_PAD, *block = b->block[0] + RJ_ROW_PAD;
    uint32_t bl[WIDE_ROWS] = { 0 }, fr[WIDE_ROWS] = { 0 };
    int i;

    for (i = 0; i < 8 * WIDE_VECTORS; i++) {
        bl[PAD + i] = black[i];
        fr[PAD + i] = ~block[i];
    }
    filter_cells((const unsigned char *)bl, (const unsigned char *)fr, sizeof bl[0],
                 out->nwords, out);
}

/* Whether the board holds fewer black stones than a forbidden point needs (four: two
 * more on each of two lines, or four more on one): early in a game, when the filter
 * would find nothing.  Counted only while the stones are few. */
static int too_few_black(const rj_board *b)
{
    int r, n = 0;
    uint32_t x;

    if (b->stones >= 8)
        return 0;
    for (r = 0; r < b->size; r++)
        for (x = b->black[0][r + RJ_ROW_PAD]; x; x &= x - 1)
            n++;
    return n < 4;
}

void rj_filter_board(const rj_board *b, rj_candidates *out)
{
    if (too_few_black(b)) {
        out->nwords = b->size <= 15 ? 4 : 4 * ((b->size + 7) / 8);
        memset(out->multi, 0, sizeof out->multi);
        memset(out->single, 0, sizeof out->single);
        memset(out->line, 0, sizeof out->line);
        return;
    }
    if (b->size <= 15) {
        out->nwords = 4;
        filter_narrow(b, out);
    } else {
        out->nwords = 4 * ((b->size + 7) / 8);
        filter_wide(b, out);
    }
}

/* SPDX-License-Identifier: MIT */
/* pattern_gen.c - writes pattern_table.c, the table of what a black stone makes on one line
 * (renju_rules(7), DEFINITIONS and FORBIDDEN MOVES), to standard output.  It runs at build
 * time, so that the library holds the table as static const data and the rules below are
 * the only source of it.
 *
 * A line is seen through a window of eleven cells centred on the new stone C (offsets
 * -5..+5).  That is enough: every five, four and straight four through C lies within
 * offsets -4..+4, and their exactness needs only the cells next to them.  The window is
 * normalised to the free segment around C: l free cells to its left and r to its right
 * (0..5 each) before the first white stone or edge, whatever lies beyond it being
 * irrelevant.  The key is then l, r and the black stones of the segment as they lie on
 * the line: l + r + 1 bits, the cell at -l being bit 0 and C (empty) bit l, so that
 * reading it takes a mask and a shift (half the entries, those with C black, unused).
 * rj_line_seg gives, for the blocked cells of the window, the segment's first entry,
 * its cells and the shift.
 *
 * Each entry says what C makes on the line: nothing, a three (with the points that turn
 * it into a straight four), a four, two fours, a five or an overline.
 *
 * The WebAssembly module compiles this file without its main() (RJ_TABLES_AT_START,
 * tables.h) and calls rj_pattern_fill() when it starts. */
#include <stdio.h>

#include "core/lines.h"

#define W 11
#define MID 5

enum { EMPTY, BLACK, BLOCK };

/* The length of the unbroken black row through i (0 if i is not black). */
static int run_at(const int *a, int i, int *lo)
{
    int s = i, e = i;

    if (a[i] != BLACK)
        return 0;
    while (s > 0 && a[s - 1] == BLACK)
        s--;
    while (e < W - 1 && a[e + 1] == BLACK)
        e++;
    if (lo)
        *lo = s;
    return e - s + 1;
}

/* Whether a black stone on the empty cell q makes a five (exactly five, renju_rules(7),
 * DEFINITIONS) that contains C; the stones of the four it completes go to *four as a bit
 * set. */
static int completes_five(int *a, int q, unsigned *four)
{
    int lo, n, ok;

    a[q] = BLACK;
    n = run_at(a, q, &lo);
    ok = n == 5 && lo <= MID && MID < lo + 5;
    a[q] = EMPTY;
    if (ok)
        *four = ((1u << 5) - 1) << lo & ~(1u << q);
    return ok;
}

/* Whether a black stone on the empty cell q makes a straight four through C: an
 * unbroken row of exactly four that a stone at either end turns into a five. */
static int makes_straight_four(int *a, int q)
{
    int lo, n, ok = 0;
    unsigned dummy;

    a[q] = BLACK;
    n = run_at(a, MID, &lo);
    if (n == 4 && lo <= q && q < lo + 4 && lo > 0 && lo + 4 < W
        && a[lo - 1] == EMPTY && a[lo + 4] == EMPTY)
        ok = completes_five(a, lo - 1, &dummy) && completes_five(a, lo + 4, &dummy);
    a[q] = EMPTY;
    return ok;
}

static unsigned classify(int *a)
{
    unsigned fours[W], four;
    int nfours = 0, q, i, n, dup;
    unsigned qmask = 0;

    n = run_at(a, MID, NULL);
    if (n == 5)
        return RJ_LINE_FIVE;
    if (n >= 6)
        return RJ_LINE_OVERLINE;

    /* A four is a set of four stones; the two ends of a straight four complete the same set
     * and make one four, while X.XXX.X and the like make two (renju_rules(7), DEFINITIONS).
     */
    for (q = 0; q < W; q++) {
        if (a[q] != EMPTY || !completes_five(a, q, &four))
            continue;
        for (dup = 0, i = 0; i < nfours; i++)
            dup |= fours[i] == four;
        if (!dup)
            fours[nfours++] = four;
    }
    if (nfours >= 2)
        return RJ_LINE_DOUBLE_FOUR;
    if (nfours == 1)
        return RJ_LINE_FOUR;

    for (q = MID - 3; q <= MID + 3; q++)
        if (a[q] == EMPTY && makes_straight_four(a, q))
            qmask |= 1u << (q - MID + 3);
    return qmask ? RJ_LINE_THREE | qmask << RJ_LINE_QSHIFT : RJ_LINE_NONE;
}

/* The segment of each window of blocked cells (bit i: the cell at i - 5). */
static void fill_segments(uint32_t seg[2048])
{
    unsigned bits;
    int l, r, i, base;

    for (bits = 0; bits < 2048; bits++) {
        for (l = 0; l < 5 && !(bits >> (4 - l) & 1); l++)
            ;
        for (r = 0; r < 5 && !(bits >> (6 + r) & 1); r++)
            ;
        for (base = 0, i = 0; i < 6 * l + r; i++)  /* segments in the order (l, r) */
            base += 2 << (i / 6 + i % 6);
        seg[bits] = (unsigned)base | (unsigned)(MID - l) << RJ_SEG_SHIFT
                    | ((2u << (l + r)) - 1) << (MID - l) << RJ_SEG_CELLS;
    }
}

void rj_pattern_fill(uint32_t seg[2048], unsigned short table[RJ_LINE_ENTRIES])
{
    int a[W], l, r, i, n = 0;
    unsigned bits;

    fill_segments(seg);
    for (l = 0; l <= 5; l++)
        for (r = 0; r <= 5; r++)
            for (bits = 0; bits < 2u << (l + r); bits++) {
                for (i = 0; i < W; i++)
                    a[i] = BLOCK;
                for (i = 0; i <= l + r; i++)
                    a[MID - l + i] = bits >> i & 1 ? BLACK : EMPTY;
                a[MID] = BLACK;
                /* Keys with C's own bit (bit l) set are never read: the table is read
                 * only through rj_line_entry() (lines.h), for a black stone on an
                 * EMPTY cell (forbidden.c's entry() and judge_one_line(), each for an
                 * empty point), whose bit in the board's black set is 0.  So what
                 * these entries hold cannot change any answer (classifying them as
                 * well changes 2,061 entries and nothing else: an equivalent mutant);
                 * 0 says that they mean nothing. */
                table[n++] = (unsigned short)(bits >> l & 1 ? 0 : classify(a));
            }
}

#ifndef RJ_TABLES_AT_START
int main(void)
{
    static uint32_t seg[2048];
    static unsigned short table[RJ_LINE_ENTRIES];
    int i;

    rj_pattern_fill(seg, table);
    printf("/* pattern_table.c - generated by pattern_gen; do not edit. */\n");
    printf("#include \"core/lines.h\"\n\n");
    printf("const uint32_t rj_line_seg[2048] = {");
    for (i = 0; i < 2048; i++)
        printf("%s0x%08xu,", i % 6 ? " " : "\n    ", (unsigned)seg[i]);
    printf("\n};\n\n");
    printf("const unsigned short rj_line_table[RJ_LINE_ENTRIES] = {");
    for (i = 0; i < RJ_LINE_ENTRIES; i++)
        printf("%s%u,", i % 12 ? " " : "\n    ", (unsigned)table[i]);
    printf("\n};\n");
    return ferror(stdout) ? 1 : 0;
}
#endif

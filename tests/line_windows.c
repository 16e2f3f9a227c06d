/* SPDX-License-Identifier: MIT */
/* line_windows.c - the property the forbidden-point filter rests on, checked over every
 * window of a line.
 *
 * The filter (lib/core/forbidden.c) judges a point only along the lines where at least
 * two black stones lie within three cells of it, counting none beyond a white stone or
 * the edge, and treats the other lines as holding nothing.  That is sound only if a
 * black stone makes nothing (no three, four, two fours, five or overline) on a line
 * with fewer such stones.  This test asks the generated line table (lines.h) about
 * every window of eleven cells around an empty point, each other cell empty, black or
 * blocked: 3^10 windows.  It also checks that each kind of entry occurs, so that a
 * table gone empty cannot pass.
 *
 * The engine also reads the points that turn a three into a straight four as making a
 * four along the three's line, without reading that line (shallow_four()).  So for
 * every window whose middle makes a three, the test places the stone and asks the
 * table about each such point, with the three cells past either end of the window (which
 * the point's entry reads) empty, black or blocked in turn: it must say a four. */
#include "core/lines.h"

#include <stdio.h>

#define CELLS 11
#define MID 5

enum { EMPTY, BLACK, BLOCKED };

/* The black stones within three cells of the middle, stopping at a blocked cell. */
static int stones_near(const int *cell)
{
    int n = 0, k, side;

    for (side = -1; side <= 1; side += 2)
        for (k = 1; k <= 3 && cell[MID + side * k] != BLOCKED; k++)
            n += cell[MID + side * k] == BLACK;
    return n;
}

#define BEYOND 3    /* cells past either end of the window that a straight-four point reads */

/* The bit sets (board.h) of a line holding the window cell[] with its middle at
 * position pos, and the BEYOND cells past either end holding past; the rest blocked. */
static void line_of(const int *cell, int past, int pos, uint32_t *black, uint32_t *block)
{
    uint32_t bit;
    int i, what;

    *black = 0;
    *block = ~0u;
    for (i = -BEYOND; i < CELLS + BEYOND; i++) {
        what = i < 0 || i >= CELLS ? past : cell[i];
        bit = (uint32_t)1 << (pos - MID + i + RJ_LINE_OFS);
        if (what != BLOCKED)
            *block &= ~bit;
        if (what == BLACK)
            *black |= bit;
    }
}

/* The entry of the window cell[], placed on a line at position pos (board.h). */
static unsigned entry_of(const int *cell, int pos)
{
    uint32_t black, block;

    line_of(cell, BLOCKED, pos, &black, &block);
    return rj_line_entry(black, block, pos);
}

/* The straight-four points of a three made by a stone in the middle of cell[] (its
 * entry e) that, with the stone placed, do not make a four for some content past the
 * window: their count, the first few reported.  *checked counts the readings. */
static int straight_four_points_wrong(int *cell, unsigned e, int code, int *checked)
{
    const int pos = 10;     /* room for MID + BEYOND + 3 either side */
    uint32_t black, block, qset;
    int past, q, wrong = 0;
    unsigned kind;

    cell[MID] = BLACK;
    for (past = EMPTY; past <= BLOCKED; past++) {
        line_of(cell, past, pos, &black, &block);
        for (qset = e >> RJ_LINE_QSHIFT; qset; qset &= qset - 1) {
            q = pos + rj_lowest_bit(qset) - 3;
            kind = rj_line_entry(black, block, q) & RJ_LINE_KIND;
            ++*checked;
            if (kind != RJ_LINE_FOUR && wrong++ < 3)
                printf("window %d, past %d: point %+d makes kind %u, not a four\n", code,
                       past, q - pos, kind);
        }
    }
    cell[MID] = EMPTY;
    return wrong;
}

int main(void)
{
    int cell[CELLS], code, x, i, kind, bad = 0, seen[8] = { 0 }, points = 0;
    unsigned e;

    for (code = 0; code < 59049; code++) {     /* 3^10 */
        for (x = code, i = 0; i < CELLS; i++) {
            cell[i] = i == MID ? EMPTY : x % 3;
            x /= i == MID ? 1 : 3;
        }
        e = entry_of(cell, 7);
        kind = (int)(e & RJ_LINE_KIND);
        seen[kind]++;
        if (kind == RJ_LINE_THREE) {
            bad += straight_four_points_wrong(cell, e, code, &points);
        }
        if (kind != RJ_LINE_NONE && stones_near(cell) < 2 && bad++ < 10) {
            printf("window %d: kind %d with %d stones near\n", code, kind, stones_near(cell));
        }
    }
    for (kind = RJ_LINE_NONE; kind <= RJ_LINE_OVERLINE; kind++)
        if (!seen[kind]) {
            printf("no window of kind %d\n", kind);
            bad++;
        }
    if (points == 0) {
        printf("no three with a straight-four point\n");
        bad++;
    }
    printf("%d windows, %d straight-four points read, %d wrong\n", code, points, bad);
    return bad ? 1 : 0;
}

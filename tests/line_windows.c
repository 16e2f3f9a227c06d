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
 * table gone empty cannot pass. */
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

/* The entry of the window cell[], placed on a line at position pos (board.h). */
static unsigned entry_of(const int *cell, int pos)
{
    uint32_t black = 0, block = ~0u, bit;
    int i;

    for (i = 0; i < CELLS; i++) {
        bit = (uint32_t)1 << (pos - MID + i + RJ_LINE_OFS);
        if (cell[i] != BLOCKED)
            block &= ~bit;
        if (cell[i] == BLACK)
            black |= bit;
    }
    return rj_line_entry(black, block, pos);
}

int main(void)
{
    int cell[CELLS], code, x, i, kind, bad = 0, seen[8] = { 0 };

    for (code = 0; code < 59049; code++) {     /* 3^10 */
        for (x = code, i = 0; i < CELLS; i++) {
            cell[i] = i == MID ? EMPTY : x % 3;
            x /= i == MID ? 1 : 3;
        }
        kind = (int)(entry_of(cell, 7) & RJ_LINE_KIND);
        seen[kind]++;
        if (kind != RJ_LINE_NONE && stones_near(cell) < 2 && bad++ < 10) {
            printf("window %d: kind %d with %d stones near\n", code, kind, stones_near(cell));
        }
    }
    for (kind = RJ_LINE_NONE; kind <= RJ_LINE_OVERLINE; kind++)
        if (!seen[kind]) {
            printf("no window of kind %d\n", kind);
            bad++;
        }
    printf("%d windows, %d wrong\n", code, bad);
    return bad ? 1 : 0;
}

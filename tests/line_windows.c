/* SPDX-License-Identifier: MIT */
/* line_windows.c - the properties the forbidden-point filters rest on, checked over
 * every window of a line, and the map's filter against them.
 *
 * The map's filter (lib/core/forbidden_filter.c) reads the windows of a line around
 * each point and treats a line as holding nothing where none passes: a black stone
 * makes a three only where four cells around it hold two more black stones and, with
 * the cell past either end, no blocked cell (white stone or edge); a four, a five or an
 * overline only where five cells around it, none blocked, hold three more; two fours
 * or an overline only where two such windows lie two cells apart or more, or one holds
 * four more.  The search for a legal point (lib/core/forbidden.c) has a cruder filter:
 * it judges a point only along the lines where at least two black stones lie within
 * three cells of it, counting none beyond a blocked cell.  That is sound only if a
 * black stone makes nothing (no three, four, two fours, five or overline) on a line
 * with fewer such stones.  This test asks the generated line table (lines.h) about
 * every window of eleven cells around an empty point, each other cell empty, black or
 * blocked: 3^10 windows, against both.  It also checks that each kind of entry occurs,
 * so that a table gone empty cannot pass.
 *
 * The filter itself must find those windows: each window is laid along each of the four
 * lines through a point of an empty board (15 and 20 wide, the filter's two layouts),
 * with two black stones beside the point on another line so that the point is a
 * candidate exactly when the window passes, and the filter's answer is compared with
 * the windows counted here one by one.
 *
 * The engine also reads the points that turn a three into a straight four as making a
 * four along the three's line, without reading that line (shallow_four()).  So for
 * every window whose middle makes a three, the test places the stone and asks the
 * table about each such point, with the three cells past either end of the window (which
 * the point's entry reads) empty, black or blocked in turn: it must say a four. */
#include "core/lines.h"
#include "core/forbidden_filter.h"

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

/* Whether the window's cells first..last (from the middle) hold no blocked cell and at
 * least n black stones. */
static int clear_with(const int *cell, int first, int last, int n)
{
    int i, black = 0;

    if (MID + first < 0 || MID + last >= CELLS)
        return 0;
    for (i = first; i <= last; i++) {
        if (cell[MID + i] == BLOCKED)
            return 0;
        black += cell[MID + i] == BLACK;
    }
    return black >= n;
}

/* The map filter's windows around the middle, counted one by one: bit 0 a three may be
 * made (four cells with two more stones, clear with the cell past either end), bit 1
 * something on the line (that, or five clear cells with three more stones), bit 2 two
 * fours or an overline (two such windows of five two cells apart or more, or one with
 * four more stones). */
static int windows(const int *cell)
{
    int s, t, three = 0, fives = 0, full = 0, apart = 0;

    for (s = -3; s <= 0; s++)
        three |= clear_with(cell, s - 1, s + 4, 0) && clear_with(cell, s, s + 3, 2);
    for (s = -4; s <= 0; s++) {
        if (clear_with(cell, s, s + 4, 3))
            fives |= 1 << (s + 4);
        full |= clear_with(cell, s, s + 4, 4);
    }
    for (s = 0; s < 5; s++)
        for (t = s + 2; t < 5; t++)
            apart |= (fives >> s & 1) && (fives >> t & 1);
    return three | (three || fives) << 1 | (apart || full) << 2;
}

/* Whether the line table's kind k is one the windows w allow. */
static int windows_allow(int k, int w)
{
    switch (k) {
    case RJ_LINE_NONE:
        return 1;
    case RJ_LINE_THREE:
        return w & 1;
    case RJ_LINE_FOUR:
    case RJ_LINE_FIVE:
        return w >> 1 & 1;
    default:    /* two fours, an overline */
        return w >> 2 & 1;
    }
}

/* The window cell[] laid along direction d through the middle point of an empty board
 * of the given size, with black stones one and two steps along direction d + 1 from the
 * point: what the filter says of the point, as windows() does (bit 1 from its
 * candidates, bit 2 from its lines).  The window reaches past no edge. */
static int filter_says(const int *cell, int size, int d)
{
    rj_board b;
    rj_candidates c;
    int mid = size / 2, e = (d + 1) % RJ_DIRS, i, r, col, j, bit, k;

    rj_board_init(&b, size);
    for (i = 0; i < CELLS; i++) {
        r = mid + (i - MID) * rj_drow[d];
        col = mid + (i - MID) * rj_dcol[d];
        if (cell[i] != EMPTY)
            rj_board_put(&b, r * size + col, cell[i] == BLACK ? RJ_BLACK : RJ_WHITE);
    }
    for (k = 1; k <= 2; k++)
        rj_board_put(&b, (mid + k * rj_drow[e]) * size + mid + k * rj_dcol[e], RJ_BLACK);
    rj_filter_board(&b, &c);
    /* the point's word and bit, found the way the map finds points from them */
    for (j = 0; j < c.nwords; j++)
        for (bit = 0; bit < 64; bit++) {
            if (size <= 15)
                rj_candidate_point(j, bit, RJ_NARROW_SHIFT, RJ_NARROW_OFS, &r, &col);
            else
                rj_candidate_point(j, bit, RJ_WIDE_SHIFT, RJ_WIDE_OFS, &r, &col);
            if (r == mid && col == mid)
                return (int)(c.multi[j] >> bit & 1) << 1
                     | (int)(c.line[d][j] >> bit & 1) << 2;
        }
    return -1;
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
    static const int sizes[2] = { 15, 20 };
    int cell[CELLS], code, x, i, kind, bad = 0, seen[8] = { 0 }, points = 0, w, d, z, says;
    int filtered = 0;
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
        w = windows(cell);
        if (!windows_allow(kind, w) && bad++ < 10)
            printf("window %d: kind %d where the windows say %d\n", code, kind, w);
        for (z = 0; z < 2; z++)
            for (d = 0; d < RJ_DIRS; d++) {
                says = filter_says(cell, sizes[z], d);
                filtered++;
                if (says != (w & 6) && bad++ < 10)
                    printf("window %d along %d, %dx%d: the filter says %d, the windows %d\n",
                           code, d, sizes[z], sizes[z], says, w & 6);
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
    printf("%d windows, %d straight-four points read, %d filtered, %d wrong\n", code, points,
           filtered, bad);
    return bad ? 1 : 0;
}

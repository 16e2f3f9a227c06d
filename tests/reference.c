/* SPDX-License-Identifier: MIT */
/*
 * reference.c - black's forbidden points, straight from the definitions.
 *
 * Every shape is found by trying stones on the board and looking at what they make,
 * never by pattern tables, so that each step can be read against renju_rules(7), DEFINITIONS
 * (the RIF definitions) and section 4 (RIF 9.2, 9.3).  Nothing is cached.
 */
#include "reference.h"

#include <string.h>

#define OFF_BOARD (-1)

/* Line directions as (column step, row step): horizontal, vertical, both diagonals. */
static const int dir_col[4] = { 1, 0, 1, 1 };
static const int dir_row[4] = { 0, 1, 1, -1 };

void ref_board_clear(ref_board *b, int size)
{
    b->size = size;
    memset(b->cell, REF_EMPTY, sizeof b->cell);
}

/* The point k steps from p along direction d, or OFF_BOARD. */
static int along(const ref_board *b, int p, int d, int k)
{
    int col = p % b->size + k * dir_col[d];
    int row = p / b->size + k * dir_row[d];
    if (col < 0 || col >= b->size || row < 0 || row >= b->size)
        return OFF_BOARD;
    return row * b->size + col;
}

static int is_black(const ref_board *b, int p)
{
    return p != OFF_BOARD && b->cell[p] == REF_BLACK;
}

static int is_empty(const ref_board *b, int p)
{
    return p != OFF_BOARD && b->cell[p] == REF_EMPTY;
}

/* The length of the unbroken row of black stones through the black stone p along d. */
static int run_length(const ref_board *b, int p, int d)
{
    int len = 1, k;
    for (k = 1; is_black(b, along(b, p, d, k)); k++)
        len++;
    for (k = 1; is_black(b, along(b, p, d, -k)); k++)
        len++;
    return len;
}

/* Whether the black stone p is part of a five (exactly five, renju_rules(7), DEFINITIONS) on some line. */
static int in_five(const ref_board *b, int p)
{
    int d;
    for (d = 0; d < 4; d++)
        if (run_length(b, p, d) == 5)
            return 1;
    return 0;
}

static int in_overline(const ref_board *b, int p)
{
    int d;
    for (d = 0; d < 4; d++)
        if (run_length(b, p, d) >= 6)
            return 1;
    return 0;
}

/*
 * The number of fours through the black stone p along d.  A four is a row of four
 * stones that one more stone turns into a five (exactly five for black).  Such a row
 * lies in a window of five consecutive points holding four black stones, one empty
 * point and no white stone, and filling the empty point makes exactly five, i.e. the
 * points just outside the window are not black.  A row is counted once however many
 * windows show it: the straight four .XXXX. appears in two windows with the same four
 * stones, and is one four; X.XXX.X with p in the middle shows two different sets of
 * four stones, and is two fours (renju_rules(7), DEFINITIONS, double-four on one line).  A window of
 * five holding four given stones is unique unless they are unbroken, so grouping the
 * windows by their four stones groups them by row.
 */
static int fours_on_line(const ref_board *b, int p, int d)
{
    unsigned seen[5];   /* the four stones of each four found, as offsets -4..4 */
    int nseen = 0;
    int start, k, i;

    for (start = -4; start <= 0; start++) {
        int blacks = 0, empties = 0;
        unsigned stones = 0;
        int dup = 0;
        for (k = start; k < start + 5; k++) {
            int q = along(b, p, d, k);
            if (is_black(b, q)) {
                blacks++;
                stones |= 1u << (k + 4);
            } else if (is_empty(b, q)) {
                empties++;
            }
        }
        /* Four black and one empty out of five points: no white stone and no point
         * off the board in the window. */
        if (blacks != 4 || empties != 1)
            continue;
        if (is_black(b, along(b, p, d, start - 1)) || is_black(b, along(b, p, d, start + 5)))
            continue;   /* filling the gap would make six or more: no five */
        for (i = 0; i < nseen; i++)
            if (seen[i] == stones)
                dup = 1;
        if (!dup)
            seen[nseen++] = stones;
    }
    return nseen;
}

/*
 * Whether the black stones p and q lie in a straight four along d: an unbroken row of
 * exactly four black stones with an empty point at each end, each of which makes
 * exactly five (renju_rules(7), DEFINITIONS).
 */
static int in_straight_four(ref_board *b, int p, int q, int d)
{
    int lo = 0, hi = 0, k, ends[2], e, has_q = 0;

    while (is_black(b, along(b, p, d, lo - 1)))
        lo--;
    while (is_black(b, along(b, p, d, hi + 1)))
        hi++;
    if (hi - lo + 1 != 4)
        return 0;
    for (k = lo; k <= hi; k++)
        if (along(b, p, d, k) == q)
            has_q = 1;
    if (!has_q)
        return 0;
    ends[0] = along(b, p, d, lo - 1);
    ends[1] = along(b, p, d, hi + 1);
    for (e = 0; e < 2; e++) {
        int five;
        if (!is_empty(b, ends[e]))
            return 0;
        b->cell[ends[e]] = REF_BLACK;
        five = run_length(b, ends[e], d) == 5;
        b->cell[ends[e]] = REF_EMPTY;
        if (!five)
            return 0;
    }
    return 1;
}

/*
 * The points q on line d (empty, near the black stone p) where one more black stone
 * makes a straight four with p: the shape of a three through p (renju_rules(7), DEFINITIONS).  Returns
 * their number; the points go to out (at most 8).
 */
static int three_shape_points(ref_board *b, int p, int d, int out[8])
{
    int n = 0, k;
    for (k = -4; k <= 4; k++) {
        int q = along(b, p, d, k);
        int straight;
        if (k == 0 || !is_empty(b, q))
            continue;
        b->cell[q] = REF_BLACK;
        straight = in_straight_four(b, p, q, d);
        b->cell[q] = REF_EMPTY;
        if (straight)
            out[n++] = q;
    }
    return n;
}

/*
 * Whether the three through p along d is real (renju_rules(7), FORBIDDEN MOVES): some point q that
 * makes the straight four is a legal move for black, judged with p in place and by
 * this same rule recursively, and (literal reading) does not at the same time make a
 * five on any line.
 */
static int three_is_real(ref_board *b, int p, int d, int nonliteral)
{
    int q[8], n, i;
    n = three_shape_points(b, p, d, q);
    for (i = 0; i < n; i++) {
        int five;
        b->cell[q[i]] = REF_BLACK;
        five = in_five(b, q[i]);
        b->cell[q[i]] = REF_EMPTY;
        if (five && !nonliteral)
            continue;
        if (ref_forbidden(b, q[i], nonliteral) == REF_LEGAL)
            return 1;
    }
    return 0;
}

static int verdict_with_stone(ref_board *b, int p, int nonliteral)
{
    int d, fours = 0, shaped = 0, real = 0, q[8];
    int has_shape[4];

    /* RIF 9.2: a five wins, whatever else the stone makes. */
    if (in_five(b, p))
        return REF_LEGAL;
    if (in_overline(b, p))
        return REF_OVERLINE;
    for (d = 0; d < 4; d++)
        fours += fours_on_line(b, p, d);
    if (fours >= 2)
        return REF_DOUBLE_FOUR;

    /* Only the shapes are needed to rule out a double-three; the recursive reading of
     * RIF 9.3 is done only where two lines could hold threes. */
    for (d = 0; d < 4; d++) {
        has_shape[d] = three_shape_points(b, p, d, q) > 0;
        shaped += has_shape[d];
    }
    if (shaped < 2)
        return REF_LEGAL;
    for (d = 0; d < 4 && real < 2; d++)
        if (has_shape[d] && three_is_real(b, p, d, nonliteral))
            real++;
    return real >= 2 ? REF_DOUBLE_THREE : REF_LEGAL;
}

int ref_forbidden(ref_board *b, int p, int nonliteral)
{
    int verdict;
    b->cell[p] = REF_BLACK;
    verdict = verdict_with_stone(b, p, nonliteral);
    b->cell[p] = REF_EMPTY;
    return verdict;
}

const char *ref_verdict_name(int verdict)
{
    switch (verdict) {
    case REF_LEGAL: return "legal";
    case REF_OVERLINE: return "overline";
    case REF_DOUBLE_FOUR: return "double-four";
    case REF_DOUBLE_THREE: return "double-three";
    default: return "?";
    }
}

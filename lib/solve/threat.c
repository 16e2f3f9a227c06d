/* SPDX-License-Identifier: MIT */
/* threat.c - threat points: where a stone would make a four that nothing stops, the
 * threat that a three carries (renju_vct(3)).  Judged by the rule set's own win test
 * and the forbidden-point engine, so that a black three whose four point is forbidden
 * makes no threat (RIF 9.3), and a four whose only block is forbidden for black is one
 * that nothing stops. */
#include "solve/search.h"

int rj_threat_point(rj_search *s, int q, int colour)
{
    int w[RJ_MAX_THREATS], stop[RJ_MAX_DEFENCES], nw, res = 0;

    if (s->b->cell[q] != RJ_EMPTY || !rj_search_four_shape(s, q, colour)
        || !rj_search_legal(s, q, colour))
        return 0;
    rj_search_put(s, q, colour);
    /* colour had no win point: every one it has now runs through q */
    nw = rj_search_line_wins(s, q, colour, w);
    if (nw > 0 && !rj_search_drawn(s))
        res = rj_search_stops(s, colour, w, nw, stop) == 0;
    rj_search_remove(s, q);
    return res;
}

int rj_threat_points(rj_search *s, int colour, int *out, int max)
{
    uint64_t shape[RJ_SHAPE_WORDS], m;
    int i, p, n = 0;

    rj_search_shape_map(s, colour, 3, shape);
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        for (m = shape[i]; m && n < max; m &= m - 1)
            if (rj_threat_point(s, p = i * 64 + rj_lowest_bit(m), colour))
                out[n++] = p;
    return n;
}

/* The cells at offsets -4..4 from p along d, -1 off the board. */
static void line_cells(const rj_search *s, int p, int d, int *cell)
{
    int k;

    cell[4] = p;
    for (k = 1; k <= 4; k++) {
        cell[4 + k] = cell[3 + k] < 0 ? -1 : rj_board_step(s->b, cell[3 + k], d, +1);
        cell[4 - k] = cell[5 - k] < 0 ? -1 : rj_board_step(s->b, cell[5 - k], d, -1);
    }
}

/* Whether the five cells from cell[0] hold three of colour, none of the other, and an
 * empty threat point. */
static int window_threatens(rj_search *s, const int *cell, int colour)
{
    int k, mine = 0;

    for (k = 0; k < 5; k++) {
        if (cell[k] < 0)
            return 0;
        if (s->b->cell[cell[k]] == colour)
            mine++;
        else if (s->b->cell[cell[k]] != RJ_EMPTY)
            return 0;
    }
    if (mine < 3)
        return 0;
    for (k = 0; k < 5; k++)
        if (s->b->cell[cell[k]] == RJ_EMPTY && rj_threat_point(s, cell[k], colour))
            return 1;
    return 0;
}

int rj_threat_made(rj_search *s, int p, int colour)
{
    int d, start, cell[9];

    /* the three is the stones of the five cells; the four it threatens is made in
     * them (a straight four) or through them (a double four) */
    for (d = 0; d < RJ_DIRS; d++) {
        line_cells(s, p, d, cell);
        for (start = 0; start <= 4; start++)
            if (window_threatens(s, cell + start, colour))
                return 1;
    }
    return 0;
}

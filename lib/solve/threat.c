/* SPDX-License-Identifier: MIT */
/* threat.c - threat points: where a stone would make a four that nothing stops, the
 * threat that a three carries (renju_vct(3)).  Judged by the rule set's own win test
 * and the forbidden-point engine, so that a black three whose four point is forbidden
 * makes no threat (RIF 9.3), and a four whose only block is forbidden for black is one
 * that nothing stops. */
#include "solve/search.h"

/* Whether the other colour has no legal stone that removes all of colour's win points
 * w[0..nw) (nw > 0).  Where closing a five's ends does not stop it (every rule set but
 * caro), a stone stops a win point only by taking it, and two win points never share
 * a five: two or more stand, one stands when it is forbidden for the other colour.
 * In caro the stones that close the ends are tried as well (rj_search_stops()). */
static int unstoppable(rj_search *s, int colour, const int *w, int nw)
{
    int stop[RJ_MAX_DEFENCES];

    if (!s->ends_matter)
        return nw >= 2 || !rj_search_legal(s, w[0], colour == RJ_BLACK ? RJ_WHITE : RJ_BLACK);
    return rj_search_stops(s, colour, w, nw, stop) == 0;
}

int rj_threat_point(rj_search *s, int q, int colour)
{
    int w[RJ_MAX_THREATS], nw, res = 0;

    if (s->b->cell[q] != RJ_EMPTY || !rj_search_four_shape(s, q, colour))
        return 0;
    rj_search_put(s, q, colour);
    /* colour had no win point: every one it has now runs through q */
    nw = rj_search_line_wins(s, q, colour, w);
    if (nw > 0 && !rj_search_drawn(s))
        res = unstoppable(s, colour, w, nw);
    rj_search_remove(s, q);
    /* whether q may be played is asked last, of the few points left: the forbidden
     * points' engine is the dearest test here, and most fours are stopped */
    return res && rj_search_legal(s, q, colour);
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

int rj_threat_made(rj_search *s, int p, int colour)
{
    int cand[RJ_DIRS * 8], n, i;

    /* the three is the stones of the five cells; the four it threatens is made in
     * them (a straight four) or through them (a double four) */
    n = rj_search_window_cells(s, p, colour, 3, cand, NULL);
    for (i = 0; i < n; i++)
        if (rj_threat_point(s, cand[i], colour))
            return 1;
    return 0;
}

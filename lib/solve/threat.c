/* SPDX-License-Identifier: MIT */
/* threat.c - threat points: where a stone would make a four that nothing stops, the
 * threat that a three carries (renju_vct(3)).  Judged by the rule set's own win test
 * and the forbidden-point engine, so that a black three whose four point is forbidden
 * makes no threat (RIF 9.3), and a four whose only block is forbidden for black is one
 * that nothing stops. */
#include "solve/search.h"

/* rj_threat_point() in caro, where a stone that closes a five's ends stops it: the
 * stone put, and every stop tried (rj_search_stops()). */
static int caro_threat(rj_search *s, int q, int colour)
{
    int w[RJ_MAX_THREATS], stop[RJ_MAX_DEFENCES], nw, res = 0;

    if (!rj_search_four_shape(s, q, colour))
        return 0;
    rj_search_put(s, q, colour);
    nw = rj_search_line_wins(s, q, colour, w);
    if (nw > 0 && !rj_search_drawn(s))
        res = rj_search_stops(s, colour, w, nw, stop) == 0;
    rj_search_remove(s, q);
    return res && rj_search_legal(s, q, colour);
}

/* rj_threat_point() of the empty point q.  Where closing a five's ends does not stop
 * it (every rule set but caro), a stone stops a win point only by taking it, and two
 * win points never share a five: two or more stand, one stands when it is forbidden
 * for the other colour.  The win points are read off the lines with q counted as
 * colour's, no stone put (colour had none: every one it would have runs through q);
 * whether q may be played is asked last, of the few points left: the forbidden points'
 * engine is the dearest test here, and most fours are stopped. */
static int threat_at(rj_search *s, int q, int colour)
{
    int w[RJ_MAX_THREATS], nw, other = colour == RJ_BLACK ? RJ_WHITE : RJ_BLACK, stands;

    if (s->ends_matter)
        return caro_threat(s, q, colour);
    nw = rj_search_wins_if(s, q, colour, w);
    if (nw == 0 || rj_search_drawn_after(s, 1))
        return 0;
    if (nw == 1) {
        if (other != s->forbid)
            return 0;
        /* whether the block is forbidden, with q's stone on the board */
        rj_search_put(s, q, colour);
        stands = !rj_search_legal(s, w[0], other);
        rj_search_remove(s, q);
        if (!stands)
            return 0;
    }
    return rj_search_legal(s, q, colour);
}

int rj_threat_point(rj_search *s, int q, int colour)
{
    return s->b->cell[q] == RJ_EMPTY && threat_at(s, q, colour);
}

int rj_threat_points(rj_search *s, int colour, int *out, int max)
{
    uint64_t shape[RJ_SHAPE_WORDS], m;
    int i, p, n = 0;

    rj_search_shape_map(s, colour, 3, shape);
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        for (m = shape[i]; m && n < max; m &= m - 1)
            if (threat_at(s, p = i * 64 + rj_lowest_bit(m), colour))
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
        if (threat_at(s, cand[i], colour))
            return 1;
    return 0;
}

/* SPDX-License-Identifier: MIT */
/* defences.c - the moves that stop a threat (renju_defences(3)): each legal point of
 * the side to move, tried, and the other side's VCF or VCT searched after it.  Every
 * point is searched, not only those near the threat, since a stone far away can
 * change what is forbidden for black.  One search state serves them all, so that what
 * its tables learn of one move helps with the next. */
#include "solve/search.h"
#include "game/errors.h"
#include "game/output.h"

/* Whether the defender's stone on d stops the attacker's threat: RJ_NO (no win after
 * it: d defends), RJ_WIN, RJ_UNKNOWN, or RENJU_ENOMEM. */
static int after_defence(rj_search *s, int kind, int d)
{
    int res;

    if (rj_search_wins(s, d, s->def))
        return RJ_NO;   /* a five ends the game */
    rj_search_put(s, d, s->def);
    res = rj_search_drawn(s) ? RJ_NO : rj_search_run(s, kind, 0, 0);
    rj_search_remove(s, d);
    return res;
}

/* The defences into out (every cell fits), their number in *n; returns the outcome
 * (RJ_WIN: a threat; RJ_NO: none; RJ_UNKNOWN) or RENJU_ENOMEM. */
static int find_defences(rj_search *s, int kind, int *out, int *n)
{
    int threat, d, r, unknown = 0;

    threat = rj_search_run(s, kind, 0, 0);
    if (threat == RENJU_ENOMEM)
        return threat;
    *n = 0;
    for (d = 0; d < s->b->ncells; d++) {
        if (!rj_search_legal(s, d, s->def))
            continue;
        r = after_defence(s, kind, d);
        if (r == RENJU_ENOMEM)
            return r;
        if (r == RJ_NO)
            out[(*n)++] = d;
        unknown |= r == RJ_UNKNOWN;
    }
    return unknown || threat == RJ_UNKNOWN ? RJ_UNKNOWN : threat;
}

int renju_defences(renju_game *g, int threat, int max_nodes, int *outcome, int *nodes,
                   int *points, size_t capacity)
{
    rj_search s;
    int rc, res, hint, n = 0, found[RJ_MAX_CELLS];

    if (!g)
        return RENJU_EINVAL;
    if ((rc = rj_check_search_args(g, max_nodes, outcome, points, capacity)) != RENJU_OK)
        return rc;
    if (threat != RENJU_THREAT_VCF && threat != RENJU_THREAT_VCT)
        return rj_error(g, RENJU_EINVAL, "the threat %d is not RENJU_THREAT_VCF or "
                        "RENJU_THREAT_VCT", threat);
    if ((rc = rj_can_search(g, "search for defences")) != RENJU_OK)
        return rc;
    if (rj_search_init_as(&s, g, max_nodes, g->side == RJ_BLACK ? RJ_WHITE : RJ_BLACK)
        != RENJU_OK)
        return rj_error(g, RENJU_ENOMEM, "no memory for the search's table");
    hint = g->board.legal_hint;
    res = find_defences(&s, threat, found, &n);
    g->board.legal_hint = hint;
    rj_search_done(&s);
    if (res == RENJU_ENOMEM)
        return rj_error(g, RENJU_ENOMEM, "no memory for the search's table");
    rc = rj_out_ints(g, points, capacity, found, n, "points");
    if (rc < 0)
        return rc;
    *outcome = res;
    if (nodes)
        *nodes = s.nodes;
    return rc;
}

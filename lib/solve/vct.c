/* SPDX-License-Identifier: MIT */
/* vct.c - victory by continuous threats (renju_vct(3)): the attacker plays fours and
 * threes, the defender every answer that matters, until the attacker wins.  The
 * moves are those of vct_moves.c, searched by vct_dfpn.c; vct_line.c reads the main
 * line of a win off the search's table. */
#include <limits.h>

#include "solve/vct_parts.h"

int rj_vct_search(rj_search *s, int record)
{
    int res, limit;

    if (rj_vct_table_make(s) != RENJU_OK)
        return RENJU_ENOMEM;
    res = rj_vct_decide(s, 1, -1);
    if (res == RJ_WIN && record) {
        /* the line: proved already, so searched again past the limits */
        limit = s->limit;
        s->limit = INT_MAX;
        s->resolving++;
        s->len = 0;
        rj_vct_line(s);
        s->resolving--;
        s->limit = limit;
    }
    return res;
}

/* SPDX-License-Identifier: MIT */
/* vct_line.c - the main line of a win the VCT search proved: the attacker's moves the
 * search found (one that leaves the defender no answer when there is one, else the one
 * whose proof took the least work), the defender's first answer in point order. */
#include <stdint.h>

#include "solve/vct_parts.h"

/* The main line where every answer loses: the defender's first legal point, then a
 * threat point still standing, a four that nothing stops. */
static void record_lost(rj_search *s, const int *t, int nt, int ply)
{
    int d, k;

    for (d = 0; !rj_search_legal(s, d, s->def); d++)
        ;
    rj_search_put(s, d, s->def);
    for (k = 0; k < nt - 1 && (t[k] == d || !rj_threat_point(s, t[k], s->att)); k++)
        ;
    rj_search_remove(s, d);
    s->line[ply] = d;
    s->line[ply + 1] = t[k];
    s->len = ply + 2;
}

static void line_of(rj_search *s, int attacker, int last, int ply);

/* Whether the attacker's move p leaves the defender nothing to answer: a four nothing
 * stops, threes nothing answers. */
static int wins_at_once(rj_search *s, int p)
{
    int *reply = s->stack + s->stack_top, n, res;

    rj_search_put(s, p, s->att);
    res = !rj_search_drawn(s) && rj_vct_defender_moves(s, p, reply, &n) == RJ_WIN;
    rj_search_remove(s, p);
    return res;
}

/* The attacker's move that wins among move[0..n): one that wins at once, else of those
 * the table knows proved the one whose proof took the least work (the shortest win, as
 * a rule), the first of equals; else the first a search proves again (the table may
 * have lost them). */
static int proved_move(rj_search *s, const int *move, int n)
{
    const rj_vct_entry *e;
    uint32_t least = UINT32_MAX;
    int i, best = -1;

    for (i = 0; i < n; i++)
        if (wins_at_once(s, move[i]))
            return i;
    for (i = 0; i < n; i++) {
        e = rj_vct_table_find(s, rj_vct_key(rj_search_key_after(s, move[i], s->att), 0));
        if (e && e->pn == 0 && (best < 0 || e->work < least)) {
            least = e->work;
            best = i;
        }
    }
    if (best >= 0)
        return best;
    for (i = 0; i < n; i++) {
        rj_search_put(s, move[i], s->att);
        if (!rj_search_drawn(s) && rj_vct_decide(s, 0, move[i]) == RJ_WIN) {
            rj_search_remove(s, move[i]);
            return i;
        }
        rj_search_remove(s, move[i]);
    }
    return 0;   /* not reached: the position is won */
}

/* The attacker to move in a won position: its winning move at ply of the line, and
 * the line on from it. */
static void attacker_line(rj_search *s, int last, int ply)
{
    int *move = s->stack + s->stack_top, n, nfours, i, w[RJ_MAX_THREATS], forced;

    if (last < 0 && rj_search_win_points(s, s->att, w, 1)) {
        s->line[ply] = w[0];
        s->len = ply + 1;
        return;
    }
    forced = last < 0 ? rj_search_win_points(s, s->def, w, 1) > 0
                      : rj_search_line_wins(s, last, s->def, w) > 0;
    /* a free turn's VCF, as the search found it */
    if (!forced && rj_vcf_search(s, ply, 1, last) == RJ_WIN)
        return;
    if (rj_vct_attacker_moves(s, last, 0, move, &n, &nfours) != RJ_OPEN)
        return;   /* not reached: the position is won with moves to play */
    s->stack_top += n;
    i = proved_move(s, move, n);
    s->line[ply] = move[i];
    rj_search_put(s, move[i], s->att);
    line_of(s, 0, move[i], ply + 1);
    rj_search_remove(s, move[i]);
    s->stack_top -= n;
}

/* The defender to move after the attacker's stone p, lost: its first reply (in point
 * order, as the proof lists them: renju_proof(3)) at ply of the line, and the line on
 * from it. */
static void defender_line(rj_search *s, int p, int ply)
{
    int *move = s->stack + s->stack_top, n, *t, nt, res, w[RJ_MAX_THREATS];

    res = rj_vct_defender_moves(s, p, move, &n);
    if (res == RJ_WIN && rj_search_line_wins(s, p, s->att, w) == 0) {
        t = move + s->b->ncells + 1;
        nt = rj_threat_points(s, s->att, t, s->b->ncells);
        record_lost(s, t, nt, ply);
        return;
    }
    if (res != RJ_OPEN) {
        s->len = ply;   /* a four that nothing stops */
        return;
    }
    s->stack_top += n;
    s->line[ply] = move[0];
    rj_search_put(s, move[0], s->def);
    line_of(s, 1, move[0], ply + 1);
    rj_search_remove(s, move[0]);
    s->stack_top -= n;
}

static void line_of(rj_search *s, int attacker, int last, int ply)
{
    if (attacker)
        attacker_line(s, last, ply);
    else
        defender_line(s, last, ply);
}

void rj_vct_line(rj_search *s)
{
    line_of(s, 1, -1, 0);
}

/* SPDX-License-Identifier: MIT */
/* win.c - win in n (tsume renju): the attacker, the side to move, makes a five
 * within n of its own moves against every defence (renju_solve(3)).  A full minimax
 * over every legal point, pruned only where it is exact: a move that makes no win
 * point can lead to a win only with two or more moves still to come (the defender's
 * stones never make the attacker's fives), a four must be stopped at once, and a
 * four of the defender's must be stopped before anything else. */
#include <limits.h>

#include "solve/search.h"

static int attack(rj_search *s, int n, int ply, int record, const int *dw, int ndw,
                  int *count);

/* A known loss of the attacker with n moves: the table, its key salted by n. */
static int known_loss(rj_search *s, int n, int store)
{
    uint64_t salt = (uint64_t)n * 0xD6E8FEB86659FD93u;
    int r = 0;

    s->key ^= salt;
    if (store)
        rj_search_store_loss(s);
    else
        r = rj_search_known_loss(s);
    s->key ^= salt;
    return r;
}

/* The defender's reply d (RENJU_PASS for a pass), then the attacker with n moves. */
static int reply(rj_search *s, int d, int n, int ply, int record)
{
    int dw[RJ_MAX_THREATS], nd = 0, res;

    if (d == RENJU_PASS)
        return attack(s, n, ply + 1, record, NULL, 0, NULL);
    rj_search_put(s, d, s->def);
    if (rj_search_drawn(s))
        res = RJ_NO;
    else {
        nd = rj_search_line_wins(s, d, s->def, dw);
        res = attack(s, n, ply + 1, record, dw, nd, NULL);
    }
    rj_search_remove(s, d);
    return res;
}

/* How many of the attacker's moves win in n after the defender's reply d. */
static int wins_after(rj_search *s, int d, int n)
{
    int dw[RJ_MAX_THREATS], nd = 0, c = 0;

    if (d != RENJU_PASS) {
        rj_search_put(s, d, s->def);
        nd = rj_search_line_wins(s, d, s->def, dw);
    }
    attack(s, n, 0, 0, dw, nd, &c);
    if (d != RENJU_PASS)
        rj_search_remove(s, d);
    return c;
}

/* The defender cannot stop the attacker's win points w[0..nw): the main line goes on
 * with its first legal point among them (else anywhere, else a pass) and a five. */
static void record_unstoppable(rj_search *s, const int *w, int nw, int ply)
{
    int d = RENJU_PASS, i, p;

    for (i = 0; i < nw && d == RENJU_PASS; i++)
        if (rj_search_legal(s, w[i], s->def))
            d = w[i];
    for (p = 0; p < s->b->ncells && d == RENJU_PASS; p++)
        if (rj_search_legal(s, p, s->def))
            d = p;
    s->line[ply] = d;
    if (d != RENJU_PASS)
        rj_search_put(s, d, s->def);
    for (i = 0; i < nw && !rj_search_wins(s, w[i], s->att); i++)
        ;
    s->line[ply + 1] = w[i];
    if (d != RENJU_PASS)
        rj_search_remove(s, d);
    s->len = ply + 2;
}

/* The defender's i-th reply: its stops st[i] of the attacker's win points if it has
 * nw > 0 of them, else the pass and then every point in order; -1 if that one is not
 * legal.  Not kept in an array, to keep the frames small. */
static int reply_at(rj_search *s, const int *st, int nw, int i)
{
    if (nw > 0)
        return st[i];
    if (i == 0)
        return s->g->opt[RENJU_OPT_ALLOW_PASS] ? RENJU_PASS : -1;
    return rj_search_legal(s, i - 1, s->def) ? i - 1 : -1;
}

/* The defender to move after the attacker's stone, whose win points are w[0..nw);
 * the attacker has n moves left (n >= 1) and the defender no win point.  A pass
 * comes first: it refutes most moves that threaten nothing. */
static int defend(rj_search *s, const int *w, int nw, int n, int ply, int record)
{
    int st[RJ_MAX_DEFENCES], nr, i, d, k, c, res = RJ_WIN, best = 0, bestk = 0, bestc = 0;
    int limit;

    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    if (rj_search_no_legal_point(s))
        return RJ_NO;  /* black to move without a legal point: a draw */
    if (nw > 0) {
        nr = rj_search_stops(s, s->att, w, nw, st);
        if (nr == 0) {
            if (record)
                record_unstoppable(s, w, nw, ply);
            return RJ_WIN;
        }
    } else
        nr = s->b->ncells + 1;
    if (n < 2)
        return RJ_NO;
    for (i = 0; i < nr && res != RJ_NO; i++)
        if ((d = reply_at(s, st, nw, i)) != -1 && (k = reply(s, d, n, ply, 0)) != RJ_WIN)
            res = k;
    if (res != RJ_WIN || !record)
        return res;
    /* the main line: the reply that puts the win off longest, then the one that
     * leaves the attacker the fewest winning moves, a stone before a pass, the first
     * in point order; proved already, so searched again past the node limit */
    limit = s->limit;
    s->limit = INT_MAX;
    s->resolving++;
    for (i = 0; i < nr; i++) {
        if ((d = reply_at(s, st, nw, i)) == -1)
            continue;
        for (k = 2; k < n && reply(s, d, k, ply, 0) != RJ_WIN; k++)
            ;
        if (k < bestk)
            continue;
        c = wins_after(s, d, k);
        if (k > bestk || c < bestc || (c == bestc && best == RENJU_PASS)) {
            bestk = k;
            bestc = c;
            best = d;
        }
    }
    reply(s, best, bestk, ply, 1);
    s->resolving--;
    s->limit = limit;
    s->line[ply] = best;
    return RJ_WIN;
}

/* The attacker's legal stone on p with n moves (counting this one). */
static int try_move(rj_search *s, int p, int n, int ply, int record)
{
    int w[RJ_MAX_THREATS], nw, res;

    rj_search_put(s, p, s->att);
    nw = rj_search_line_wins(s, p, s->att, w);
    if (rj_search_drawn(s) || (nw == 0 && n <= 2))
        res = RJ_NO;
    else
        res = defend(s, w, nw, n - 1, ply + 1, record);
    rj_search_remove(s, p);
    if (res == RJ_WIN && record)
        s->line[ply] = p;
    return res;
}

/* The attacker to move with n moves, no win point, the defender's win points
 * dw[0..ndw) (all it has).  With count, every winning move is counted into it instead
 * of the search ending at the first. */
static int attack(rj_search *s, int n, int ply, int record, const int *dw, int ndw,
                  int *count)
{
    int cand[RJ_MAX_DEFENCES], nc = 0, i, p, r, res = RJ_NO, fours, stop = 0;

    if (n < 2)
        return RJ_NO;
    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    if (known_loss(s, n, 0))
        return RJ_NO;
    if (ndw > 0)  /* the defender's four is stopped first */
        nc = rj_search_stops(s, s->def, dw, ndw, cand);
    /* fours first, then (two moves or more to come) every other point */
    for (fours = 1; fours >= (ndw == 0 && n > 2 ? 0 : 1) && !stop; fours--)
        for (i = 0; i < (ndw > 0 ? nc : s->b->ncells) && !stop; i++) {
            p = ndw > 0 ? cand[i] : i;
            if (ndw == 0 && (s->b->cell[p] != RJ_EMPTY
                             || rj_search_four_shape(s, p, s->att) != fours
                             || !rj_search_legal(s, p, s->att)))
                continue;
            r = try_move(s, p, n, ply, record);
            if (r == RJ_WIN) {
                res = RJ_WIN;
                if (count)
                    ++*count;
                else
                    stop = 1;
            } else if (r == RJ_UNKNOWN && res == RJ_NO)
                res = RJ_UNKNOWN;
        }
    if (res == RJ_NO)
        known_loss(s, n, 1);
    return res;
}

int rj_solve_search(rj_search *s, int n)
{
    int dw[RJ_MAX_THREATS], ndw, k, res = RJ_NO, limit;

    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    if (rj_search_win_points(s, s->att, dw, 1)) {
        s->line[0] = dw[0];
        s->len = 1;
        return RJ_WIN;
    }
    ndw = rj_search_win_points(s, s->def, dw, RJ_MAX_THREATS);
    /* the fewest moves first */
    for (k = 2; k <= n && res == RJ_NO; k++)
        res = attack(s, k, 0, 0, dw, ndw, NULL);
    if (res == RJ_WIN) {
        limit = s->limit;
        s->limit = INT_MAX;
        s->resolving++;
        attack(s, k - 1, 0, 1, dw, ndw, NULL);
        s->resolving--;
        s->limit = limit;
    }
    return res;
}

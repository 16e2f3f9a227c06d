/* SPDX-License-Identifier: MIT */
/* vcf.c - victory by continuous fours: the attacker plays only fours, the defender
 * every answer that stops them, until the attacker wins (renju_vcf(3)).
 *
 * The points where the attacker could make a four are read off the whole board's
 * lines once, at the first position; below it they are handed down: a four point of
 * a later position lies in five cells that held three of the attacker's stones and
 * none of the defender's before the last four, or that hold its stone, so the points
 * handed down are those of the position above and the cells of the windows through
 * the four's stone, a few points more than there are, each tested as it comes. */
#include <string.h>

#include "solve/search.h"

static int vcf(rj_search *s, int ply, int record, int last, const uint64_t *cand);

/* The legal stones of the defender that stop the attacker's four, on the board, whose
 * win points are w[0..nw), into def; returns their number.  Where closing a five's
 * ends does not stop it (every rule set but caro) a stone stops a win point only by
 * taking it, and no stone stops two: the one win point if it may be played, else
 * none.  In caro every stone that does (rj_search_stops()). */
static int four_stops(rj_search *s, const int *w, int nw, int *def)
{
    if (s->ends_matter)
        return rj_search_stops(s, s->att, w, nw, def);
    if (nw >= 2 || !rj_search_legal(s, w[0], s->def))
        return 0;
    def[0] = w[0];
    return 1;
}

/* The defender's answers to the attacker's four, whose win points are w[0..nw) (all
 * it has: it had none before the four), each searched in turn: a win only if every
 * one of them loses. */
static int answer_all(rj_search *s, const int *w, int nw, int ply, int record, int deep,
                      const uint64_t *next)
{
    int def[RJ_MAX_DEFENCES], nd = four_stops(s, w, nw, def), i, r, res = RJ_WIN;

    if (nd == 0) {
        /* no legal answer: a double four, or a four whose only block is forbidden for
         * black; a draw instead if black has no legal point at all */
        if (rj_search_no_legal_point(s))
            return RJ_NO;
        if (record)
            s->len = ply + 1;
        return RJ_WIN;
    }
    if (!deep)
        return RJ_NO;
    for (i = 0; i < nd && res != RJ_NO; i++) {
        rj_search_put(s, def[i], s->def);
        /* the main line follows the first answer; the others are proved, not kept */
        r = rj_search_drawn(s) ? RJ_NO : vcf(s, ply + 2, record && i == 0, def[i], next);
        rj_search_remove(s, def[i]);
        if (r != RJ_WIN)
            res = r;
    }
    if (res == RJ_WIN && record)
        s->line[ply + 1] = def[0];
    return res;
}

/* The points where the attacker could make a four after its stone on p (on the
 * board), cand those before it, into next: cand and the cells of the windows through
 * p holding three of its stones.  NULL, for the next position to read the board, when
 * cand is. */
static const uint64_t *four_points_after(rj_search *s, int p, const uint64_t *cand,
                                         uint64_t *next)
{
    int cells[RJ_DIRS * 8], n, i;

    if (!cand)
        return NULL;
    memcpy(next, cand, RJ_SHAPE_WORDS * sizeof *next);
    n = rj_search_window_cells(s, p, s->att, 3, cells, NULL);
    for (i = 0; i < n; i++)
        next[cells[i] / 64] |= (uint64_t)1 << (cells[i] % 64);
    return next;
}

/* The attacker's stone on the legal point p: a win if it is a four that wins; only
 * at once (no answer) unless deep.  cand: the points where the attacker could make a
 * four, a few more perhaps (NULL to read them off the board). */
static int try_four(rj_search *s, int p, int ply, int record, int deep, const uint64_t *cand)
{
    int w[RJ_MAX_THREATS], nw, res = RJ_NO;
    uint64_t next[RJ_SHAPE_WORDS];

    rj_search_put(s, p, s->att);
    nw = rj_search_line_wins(s, p, s->att, w);
    if (nw > 0 && !rj_search_drawn(s))
        res = answer_all(s, w, nw, ply, record, deep,
                         deep ? four_points_after(s, p, cand, next) : NULL);
    rj_search_remove(s, p);
    if (res == RJ_WIN && record)
        s->line[ply] = p;
    return res;
}

/* The defender's win points: anywhere at the root, else only through its last
 * stone, since the attacker's fours never make any and the defender had none (or
 * had its one blocked) before. */
static int defender_threats(rj_search *s, int last, int *out)
{
    int all[RJ_MAX_THREATS];
    int n;

    if (last < 0)
        return rj_search_win_points(s, s->def, out, 2);
    n = rj_search_line_wins(s, last, s->def, all);
    if (n > 0)
        out[0] = all[0];
    if (n > 1)
        out[1] = all[1];
    return n > 2 ? 2 : n;
}

/* Whether a stone of the attacker's on p, with the win points w[0..nw) it would
 * have, nw > 0, could leave the defender no answer: not where closing a five's ends
 * does not matter, one win point, and a defender that may play anywhere (white). */
static int may_win_at_once(const rj_search *s, int nw)
{
    return s->ends_matter || nw >= 2 || s->def == s->forbid;
}

/* Every legal four of the attacker, in point order: first those no answer stops,
 * which end the line at once (the shortest line, and often no search at all), then
 * all of them searched.  The first pass reads the fours off the lines, no stone put
 * (rj_search_wins_if()), asks whether the point may be played of the fours only, and
 * marks them, so that the second neither scans the board nor judges a point's
 * legality again. */
static int try_all_fours(rj_search *s, int ply, int record, const uint64_t *cand)
{
    uint64_t tried[RJ_SHAPE_WORDS] = { 0 }, shape[RJ_SHAPE_WORDS];
    uint64_t m;
    int w[RJ_MAX_THREATS], nw, p, i, r, res = RJ_NO;

    if (!cand) {
        rj_search_shape_map(s, s->att, 3, shape);
        cand = shape;
    }
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        for (m = cand[i]; m; m &= m - 1) {
            p = i * 64 + rj_lowest_bit(m);
            if (s->b->cell[p] != RJ_EMPTY || (nw = rj_search_wins_if(s, p, s->att, w)) == 0
                || !rj_search_legal(s, p, s->att))
                continue;
            if (may_win_at_once(s, nw) && try_four(s, p, ply, record, 0, cand) == RJ_WIN)
                return RJ_WIN;
            tried[p / 64] |= (uint64_t)1 << (p % 64);
        }
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        for (m = tried[i]; m; m &= m - 1) {
            r = try_four(s, i * 64 + rj_lowest_bit(m), ply, record, 1, cand);
            if (r == RJ_WIN)
                return RJ_WIN;
            if (r == RJ_UNKNOWN)
                res = RJ_UNKNOWN;
        }
    return res;
}

/* rj_vcf_search(), cand the points where the attacker could make a four (a few more
 * perhaps), NULL to read them off the board. */
static int vcf(rj_search *s, int ply, int record, int last, const uint64_t *cand)
{
    int threat[2], n, res;

    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    /* only the root can hold a win at once: every later position is one the
     * defender's answer left without one */
    if (last < 0 && rj_search_win_points(s, s->att, threat, 1)) {
        if (record) {
            s->line[ply] = threat[0];
            s->len = ply + 1;
        }
        return RJ_WIN;
    }
    n = defender_threats(s, last, threat);
    if (n == 2 || rj_search_known_loss(s))
        return RJ_NO;
    if (n == 1)  /* the defender's four must be blocked, and the block be a four */
        res = rj_search_legal(s, threat[0], s->att)
              ? try_four(s, threat[0], ply, record, 1, cand) : RJ_NO;
    else
        res = try_all_fours(s, ply, record, cand);
    if (res == RJ_NO)
        rj_search_store_loss(s);
    return res;
}

int rj_vcf_search(rj_search *s, int ply, int record, int last)
{
    return vcf(s, ply, record, last, NULL);
}

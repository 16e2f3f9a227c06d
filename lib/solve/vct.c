/* SPDX-License-Identifier: MIT */
/* vct.c - victory by continuous threats (renju_vct(3)): the attacker plays fours and
 * threes, the defender every answer that matters, until the attacker wins.
 *
 * What is searched.  At its turn the attacker wins with a win point; blocks the
 * defender's four with any legal stone that stops it; else plays a four, or a three:
 * a move that makes a threat point (threat.c) in five cells with it.  After a four the
 * defender must stop it.  After any other move the defender faces all of the
 * attacker's threat points: if there are none the threats have run out; its answers
 * are the moves after which none of them is a threat point any more, and its own
 * fours.  Any other answer loses at once to a threat point still standing, so no
 * other needs searching: the search is exact within threats.
 *
 * How.  A depth-first AND/OR search with iterative deepening on the number of the
 * attacker's threes (fours cost nothing), a VCF search first at each of the
 * attacker's free turns, and a transposition table keyed by the stones, so that a
 * position reached by another order of the same moves is searched once.  The search
 * is complete when no three was left untried for want of budget: then no win is
 * "none".  Proof-number search orders the work better on wide trees, but needs a
 * table of every node it has open, grows its memory with the problem and gives the
 * same answer only with the same table size; this search keeps to the stack, a table
 * of fixed size, and gives the same answer and line on every machine. */
#include <limits.h>

#include "solve/vct_table.h"

/* The table's salts: the attacker to move, the defender facing threes. */
#define SALT_ATTACK 0x5A17C3E29B4D6F01u
#define SALT_DEFEND 0xC3A5C85C97CB3127u

static int attacker_turn(rj_search *s, int threes, int last, int ply, int record);

/* The move lists live on the search's own stack, not the machine's: a ply's list can
 * hold every cell. */
static int *push_frame(rj_search *s)
{
    int *f = s->stack + s->stack_top;

    s->stack_top += s->b->ncells + 1;
    return f;
}

static void pop_frame(rj_search *s)
{
    s->stack_top -= s->b->ncells + 1;
}

/* The defender must stop the attacker's win points w[0..nw); ply is its move's. */
static int defend_four(rj_search *s, const int *w, int nw, int threes, int ply, int record)
{
    int *st = push_frame(s), nd = rj_search_stops(s, s->att, w, nw, st), i, r, res = RJ_WIN;

    if (nd == 0) {
        /* nothing stops it: a win, or a draw if black has no legal point at all */
        res = rj_search_no_legal_point(s) ? RJ_NO : RJ_WIN;
        if (res == RJ_WIN && record)
            s->len = ply;
    }
    for (i = 0; i < nd && res != RJ_NO; i++) {
        rj_search_put(s, st[i], s->def);
        r = rj_search_drawn(s) ? RJ_NO
                               : attacker_turn(s, threes, st[i], ply + 1, record && i == 0);
        rj_search_remove(s, st[i]);
        if (r != RJ_WIN)
            res = r;
    }
    if (res == RJ_WIN && record && nd > 0)
        s->line[ply] = st[0];
    pop_frame(s);
    return res;
}

/* A threat point's four, and the empty points whose stone would stop it: each of them
 * forbidden for black, or the point would be no threat point. */
typedef struct standing {
    int q;
    int nblock, block[RJ_MAX_DEFENCES];
    int away;            /* a stone off q's lines can change only what is forbidden */
} standing;

static void standing_of(rj_search *s, int q, standing *st)
{
    int w[RJ_MAX_THREATS], nw;

    st->q = q;
    rj_search_put(s, q, s->att);
    nw = rj_search_line_wins(s, q, s->att, w);
    st->nblock = rj_search_blocks(s, s->att, w, nw, st->block);
    rj_search_remove(s, q);
    /* with a move limit a stone anywhere can make the four a draw */
    st->away = s->g->opt[RENJU_OPT_MOVE_LIMIT] == 0;
}

/* Whether d lies on one of q's four lines within five of it: only such a stone can
 * change q's four, its fives and their ends. */
static int near_lines(const rj_board *b, int d, int q)
{
    int dr = rj_board_row(b, d) - rj_board_row(b, q);
    int dc = (d - rj_board_row(b, d) * b->size) - (q - rj_board_row(b, q) * b->size);
    int adr = dr < 0 ? -dr : dr, adc = dc < 0 ? -dc : dc;

    return adr <= 5 && adc <= 5 && (dr == 0 || dc == 0 || adr == adc);
}

/* Whether the threat point still stands after a stone off its lines: its four is the
 * same, so only whether it may be played, or a block of it, can have changed. */
static int still_stands(rj_search *s, const standing *st)
{
    int i;

    if (s->att == s->forbid && !rj_search_legal(s, st->q, s->att))
        return 0;
    if (s->def == s->forbid)
        for (i = 0; i < st->nblock; i++)
            if (rj_search_legal(s, st->block[i], s->def))
                return 0;
    return 1;
}

/* Whether the defender's legal stone on d answers the threat points t[0..nt) (the
 * first described by st): it makes a four, or none of them is a threat point after
 * it. */
static int answers(rj_search *s, int d, const int *t, int nt, const standing *st)
{
    int w[RJ_MAX_THREATS], k, res = 1;

    rj_search_put(s, d, s->def);
    if (rj_search_four_shape(s, d, s->def) && rj_search_line_wins(s, d, s->def, w) > 0)
        ;   /* its own four answers anything */
    else if (st->away && !near_lines(s->b, d, st->q))
        res = !still_stands(s, st);
    else
        for (k = 0; k < nt && res; k++)
            if (t[k] != d && rj_threat_point(s, t[k], s->att))
                res = 0;
    rj_search_remove(s, d);
    return res;
}

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

/* The defender to move against the threat points t[0..nt) (all the attacker has). */
static int defend_threes(rj_search *s, const int *t, int nt, int threes, int ply, int record)
{
    int *reply = push_frame(s), n = 0, d, i, r, res = RJ_WIN, legal = 0;
    standing st;

    standing_of(s, t[0], &st);
    for (d = 0; d < s->b->ncells; d++)
        if (rj_search_legal(s, d, s->def)) {
            legal = 1;
            if (answers(s, d, t, nt, &st))
                reply[n++] = d;
        }
    if (n == 0) {
        res = legal ? RJ_WIN : RJ_NO;   /* no legal point at all: a draw */
        if (res == RJ_WIN && record)
            record_lost(s, t, nt, ply);
    }
    for (i = 0; i < n && res != RJ_NO; i++) {
        rj_search_put(s, reply[i], s->def);
        r = rj_search_drawn(s) ? RJ_NO
                               : attacker_turn(s, threes, reply[i], ply + 1, record && i == 0);
        rj_search_remove(s, reply[i]);
        if (r != RJ_WIN)
            res = r;
    }
    if (res == RJ_WIN && record && n > 0)
        s->line[ply] = reply[0];
    pop_frame(s);
    return res;
}

/* The attacker has just played p; the defender to move, ply its move's. */
static int after_attack(rj_search *s, int p, int threes, int ply, int record)
{
    int w[RJ_MAX_THREATS], nw, *t, nt, res, salt_res, complete, cut;

    if (rj_search_drawn(s))
        return RJ_NO;
    /* the attacker had no win point: any it has now runs through p */
    nw = rj_search_line_wins(s, p, s->att, w);
    if (nw > 0)
        return defend_four(s, w, nw, threes, ply, record);
    salt_res = rj_vct_table_get(s, SALT_DEFEND, threes, &complete);
    if (salt_res == RJ_NO || (salt_res == RJ_WIN && !record)) {
        s->cut |= salt_res == RJ_NO && !complete;
        return salt_res;
    }
    t = push_frame(s);
    nt = rj_threat_points(s, s->att, t, s->b->ncells);
    cut = s->cut;
    s->cut = 0;
    res = nt == 0 ? RJ_NO : defend_threes(s, t, nt, threes, ply, record);
    if (res != RJ_UNKNOWN)
        rj_vct_table_put(s, SALT_DEFEND, threes, res, !s->cut);
    s->cut |= cut;
    pop_frame(s);
    return res;
}

/* How much stands around p for colour: 1 for five cells through it holding two of its
 * stones and none of the other's, 2 for three such stones; a three with more around
 * it tends to make more threats at once, so it is tried first. */
static int lines_of_two(const rj_search *s, int p, int colour)
{
    return rj_search_shape(s, p, colour, 2) + rj_search_shape(s, p, colour, 3);
}

/* What the attacker's legal stone on p would be: 2 a four, 1 a three, 0 neither. */
static int attack_kind(rj_search *s, int p)
{
    int w[RJ_MAX_THREATS], four, kind;

    /* a four needs three of the attacker's stones in five cells with p */
    four = rj_search_four_shape(s, p, s->att);
    rj_search_put(s, p, s->att);
    if (four && rj_search_line_wins(s, p, s->att, w) > 0)
        kind = 2;
    else
        kind = rj_threat_made(s, p, s->att);
    rj_search_remove(s, p);
    return kind;
}

/* Insert p with its score into out[lo..*n), kept in falling score, then point order. */
static void insert_move(int *out, int *score, int lo, int *n, int p, int sc)
{
    int i;

    for (i = *n; i > lo && score[i - 1] < sc; i--) {
        out[i] = out[i - 1];
        score[i] = score[i - 1];
    }
    out[i] = p;
    score[i] = sc;
    ++*n;
}

/* The attacker's fours and threes, the fours first (in point order), then the threes
 * with more stones around them first; returns their number, the fours' in *nfours.
 * Only a point with two of its stones in five cells can be either. */
static int attacking_moves(rj_search *s, int *out, int *nfours)
{
    int score[RJ_MAX_CELLS], p, n = 0, nf = 0, i, kind;
    uint64_t shape[RJ_SHAPE_WORDS], m;

    rj_search_shape_map(s, s->att, 2, shape);
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        for (m = shape[i]; m; m &= m - 1) {
            p = i * 64 + rj_lowest_bit(m);
            if (!rj_search_legal(s, p, s->att) || !(kind = attack_kind(s, p)))
                continue;
            if (kind == 2) {
                insert_move(out, score, 0, &n, p, 1000);   /* ahead of every three */
                nf++;
            } else
                insert_move(out, score, nf, &n, p, lines_of_two(s, p, s->att));
        }
    *nfours = nf;
    return n;
}

/* The attacker's free turn: a VCF first, then its fours and threes. */
static int free_turn(rj_search *s, int threes, int last, int ply, int record)
{
    int *move, n, nfours, i, r, res;

    res = rj_vcf_search(s, ply, record, last);
    if (res != RJ_NO)
        return res;
    move = push_frame(s);
    n = attacking_moves(s, move, &nfours);
    if (threes == 0 && n > nfours) {
        s->cut = 1;   /* threes left untried: not known to be no win */
        n = nfours;
    }
    for (i = 0; i < n && res != RJ_WIN; i++) {
        rj_search_put(s, move[i], s->att);
        r = after_attack(s, move[i], threes - (i >= nfours), ply + 1, record);
        rj_search_remove(s, move[i]);
        if (r == RJ_WIN) {
            res = RJ_WIN;
            if (record)
                s->line[ply] = move[i];
        } else if (r == RJ_UNKNOWN)
            res = RJ_UNKNOWN;
    }
    pop_frame(s);
    return res;
}

/* The attacker must stop the defender's win points dw[0..ndw): any legal stone that
 * does, a threat or not. */
static int forced_turn(rj_search *s, const int *dw, int ndw, int threes, int ply, int record)
{
    int *block = push_frame(s), n = rj_search_stops(s, s->def, dw, ndw, block), i, r;
    int res = RJ_NO;

    for (i = 0; i < n && res != RJ_WIN; i++) {
        rj_search_put(s, block[i], s->att);
        r = after_attack(s, block[i], threes, ply + 1, record);
        rj_search_remove(s, block[i]);
        if (r == RJ_WIN) {
            res = RJ_WIN;
            if (record)
                s->line[ply] = block[i];
        } else if (r == RJ_UNKNOWN)
            res = RJ_UNKNOWN;
    }
    pop_frame(s);
    return res;
}

/* The attacker to move, with threes threes left; last is the defender's last stone,
 * -1 at the root (where either side may hold win points already). */
static int attacker_turn(rj_search *s, int threes, int last, int ply, int record)
{
    int dw[RJ_MAX_THREATS], ndw, res, complete, cut;

    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    if (last < 0) {
        if (rj_search_win_points(s, s->att, dw, 1)) {
            if (record) {
                s->line[ply] = dw[0];
                s->len = ply + 1;
            }
            return RJ_WIN;
        }
        ndw = rj_search_win_points(s, s->def, dw, RJ_MAX_THREATS);
    } else  /* the defender had none before its last stone */
        ndw = rj_search_line_wins(s, last, s->def, dw);
    res = rj_vct_table_get(s, SALT_ATTACK, threes, &complete);
    if (res == RJ_NO || (res == RJ_WIN && !record)) {
        s->cut |= res == RJ_NO && !complete;
        return res;
    }
    cut = s->cut;
    s->cut = 0;
    res = ndw > 0 ? forced_turn(s, dw, ndw, threes, ply, record)
                  : free_turn(s, threes, last, ply, record);
    if (res != RJ_UNKNOWN)
        rj_vct_table_put(s, SALT_ATTACK, threes, res, !s->cut);
    s->cut |= cut;
    return res;
}

int rj_vct_search(rj_search *s, int record)
{
    int threes, res = RJ_NO, limit;

    if (rj_vct_table_make(s) != RENJU_OK)
        return RENJU_ENOMEM;
    /* the fewest threes first; the board bounds them */
    for (threes = 0; threes <= s->b->ncells; threes++) {
        s->cut = 0;
        res = attacker_turn(s, threes, -1, 0, 0);
        if (res != RJ_NO || !s->cut)
            break;
    }
    if (res == RJ_WIN && record) {
        /* the line: proved already, so searched again past the limits */
        limit = s->limit;
        s->limit = INT_MAX;
        s->resolving++;
        attacker_turn(s, threes, -1, 0, 1);
        s->resolving--;
        s->limit = limit;
    }
    return res;
}

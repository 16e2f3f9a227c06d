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
 * How.  Depth-first proof-number search (df-pn): each position has a proof number
 * (how many positions at least must still be shown won for it to be won) and a
 * disproof number (the same for not won), and the search always goes down to the
 * position that decides the most for the least, within thresholds that send it back
 * up as soon as a sibling looks cheaper (by half as much again: the "1 + epsilon"
 * rule, which keeps it from going back and forth between two lines).  A position not
 * yet searched counts 1 either way, but after a three 2 to prove: the defender has
 * several answers to a three and one to a four.  Threat trees are narrow for
 * the attacker's forced lines and wide where it has many threes; a depth-first search
 * bounded by the number of threes searches every narrow line of a bound before any
 * wide one, and all of them again at the next bound, which on long VCTs cost seconds
 * where df-pn takes milliseconds.  The numbers live in a table of fixed size keyed by
 * the stones and whose turn it is (vct_table.c), so that a position reached by another
 * order of the same moves shares them, and every machine searches alike, with the same
 * line.  A position is searched again each time the thresholds send the search back
 * to it, about one time in four; a second table keeps the moves of the positions
 * listed, so that they are not worked out again.  Stones are only ever added, so no
 * position repeats on a line and the search ends.  A VCF search is tried first at
 * each of the attacker's free turns, for at most VCF_PROBE positions: a forced win
 * by fours is found in a few positions, and it is what most lines end with; a longer
 * one is left to the search itself, whose moves hold the fours too.  On the published
 * problems of bench/data a larger budget, or none, made the slowest of them slower. */
#include <limits.h>

#include "solve/vct_table.h"
#include "core/forbidden.h"

/* The tables' salts: the attacker to move, the defender facing threes. */
#define SALT_ATTACK 0x5A17C3E29B4D6F01u
#define SALT_DEFEND 0xC3A5C85C97CB3127u
/* A position whose moves were listed: not decided before its moves are searched. */
#define RJ_OPEN 3
/* The most positions a VCF search before a free turn's moves may take */
#define VCF_PROBE 256

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
 * it.  four_shape: rj_search_four_shape() of the defender on d, before its stone. */
static int answers(rj_search *s, int d, int four_shape, const int *t, int nt,
                   const standing *st)
{
    int w[RJ_MAX_THREATS], k, res = 1;

    rj_search_put(s, d, s->def);
    if (four_shape && rj_search_line_wins(s, d, s->def, w) > 0)
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

/* The defender's answers to the threat points t[0..nt) (all the attacker has) into
 * reply; their number in *n.  Returns RJ_OPEN, or RJ_WIN when it has none but has a
 * legal point, RJ_NO when it has none at all (a draw). */
static int answers_to_threes(rj_search *s, const int *t, int nt, int *reply, int *n)
{
    int d, legal = 0, four_shape;
    uint64_t shape[RJ_SHAPE_WORDS];
    unsigned char *forbidden = s->forbidden;
    standing st;

    standing_of(s, t[0], &st);
    /* the points where the defender could make a four, read off the lines at once, and
     * black's forbidden points in one map, a tenth of the cost of judging each */
    rj_search_shape_map(s, s->def, 3, shape);
    if (s->def == s->forbid)
        rj_forbidden_map(s->b, forbidden, s->nonliteral);
    *n = 0;
    for (d = 0; d < s->b->ncells; d++)
        if (s->b->cell[d] == RJ_EMPTY
            && (s->def != s->forbid || forbidden[d] == RENJU_FORBID_NONE)) {
            legal = 1;
            four_shape = (int)(shape[d / 64] >> (d % 64)) & 1;
            if (answers(s, d, four_shape, t, nt, &st))
                reply[(*n)++] = d;
        }
    return *n > 0 ? RJ_OPEN : legal ? RJ_WIN : RJ_NO;
}

/* The defender to move after the attacker's stone p: its moves into move (with room
 * for two lists), their number in *n.  Returns RJ_OPEN, or what is decided already:
 * RJ_WIN for a four nothing stops or threes nothing answers, RJ_NO when the threats
 * have run out or nothing is left to play. */
static int defender_moves(rj_search *s, int p, int *move, int *n)
{
    int w[RJ_MAX_THREATS], nw, *t = move + s->b->ncells + 1, nt;

    *n = 0;
    /* the attacker had no win point: any it has now runs through p */
    nw = rj_search_line_wins(s, p, s->att, w);
    if (nw > 0) {
        *n = rj_search_stops(s, s->att, w, nw, move);
        if (*n == 0)   /* a win, or a draw if black has no legal point at all */
            return rj_search_no_legal_point(s) ? RJ_NO : RJ_WIN;
        return RJ_OPEN;
    }
    nt = rj_threat_points(s, s->att, t, s->b->ncells);
    return nt == 0 ? RJ_NO : answers_to_threes(s, t, nt, move, n);
}

/* A VCF of the attacker to move, within VCF_PROBE positions: RJ_WIN, RJ_NO (none, or
 * none found within them), RJ_UNKNOWN (the search's own limit or time). */
static int vcf_probe(rj_search *s, int last)
{
    int limit = s->limit, local = s->nodes + VCF_PROBE, res;

    if (local > limit || local < s->nodes)
        local = limit;
    s->limit = local;
    res = rj_vcf_search(s, 0, 0, last);
    if (s->limit != local)
        limit = s->limit;   /* the time ran out */
    s->limit = limit;
    return res == RJ_UNKNOWN && s->nodes < s->limit ? RJ_NO : res;
}

/* The attacker to move, last the defender's last stone (-1 at the root, where either
 * side may hold win points already): its moves into move, their number in *n, of
 * which the first *nfours are fours or forced blocks; probe asks for a VCF search
 * first.  Returns RJ_OPEN, RJ_WIN (a win point, a VCF), RJ_NO (no
 * move left), or RJ_UNKNOWN (the limit, in the VCF search). */
static int attacker_moves(rj_search *s, int last, int probe, int *move, int *n, int *nfours)
{
    int dw[RJ_MAX_THREATS], ndw, res;

    *n = 0;
    if (last < 0) {
        if (rj_search_win_points(s, s->att, dw, 1))
            return RJ_WIN;
        ndw = rj_search_win_points(s, s->def, dw, RJ_MAX_THREATS);
    } else  /* the defender had none before its last stone */
        ndw = rj_search_line_wins(s, last, s->def, dw);
    if (ndw > 0) {
        /* any legal stone that stops the defender's four, a threat or not */
        *n = rj_search_stops(s, s->def, dw, ndw, move);
        *nfours = *n;   /* forced, as a four is */
        return *n > 0 ? RJ_OPEN : RJ_NO;
    }
    if (probe && (res = vcf_probe(s, last)) != RJ_NO)
        return res;
    *n = attacking_moves(s, move, nfours);
    return *n > 0 ? RJ_OPEN : RJ_NO;
}

static uint64_t node_key(uint64_t stones, int attacker)
{
    return (stones ^ (attacker ? SALT_ATTACK : SALT_DEFEND)) | 1u;
}

/* A position's moves and the numbers of the position after each, on the search's
 * stack while it is searched. */
typedef struct node {
    int attacker;        /* the attacker to move */
    int n, *move;
    int nfours;          /* the attacker's: its first nfours moves are fours */
    uint32_t *pn, *dn;
} node;

/* The children's numbers as the table knows them: (1, 1) for a position not yet
 * searched, (2, 1) after a three, disproved after a move that ends the game drawn. */
static void children_numbers(const rj_search *s, node *v)
{
    int colour = v->attacker ? s->att : s->def, drawn = rj_search_drawn_after(s, 1), i;
    const rj_vct_entry *e;

    for (i = 0; i < v->n; i++) {
        e = rj_vct_table_find(s, node_key(rj_search_key_after(s, v->move[i], colour),
                                          !v->attacker));
        v->pn[i] = drawn ? RJ_PN_INF : e ? e->pn : v->attacker && i >= v->nfours ? 2 : 1;
        v->dn[i] = drawn ? 0 : e ? e->dn : 1;
    }
}

/* The node's numbers from its children's: for the attacker the least proof number and
 * the sum of the disproof numbers, for the defender the other way round.  The child
 * with the least ("best", the first of equals) and the second least are returned. */
static void combine(const node *v, uint32_t *pn, uint32_t *dn, int *best, uint32_t *second)
{
    const uint32_t *least = v->attacker ? v->pn : v->dn, *sum = v->attacker ? v->dn : v->pn;
    uint32_t lo = RJ_PN_INF, total = 0;
    int i;

    *best = 0;
    *second = RJ_PN_INF;
    for (i = 0; i < v->n; i++) {
        total = rj_pn_add(total, sum[i]);
        if (least[i] < lo) {
            *second = lo;
            lo = least[i];
            *best = i;
        } else if (least[i] < *second)
            *second = least[i];
    }
    *pn = v->attacker ? lo : total;
    *dn = v->attacker ? total : lo;
}

/* A threshold half as much again as the second best, so that the search stays with a
 * line until it is clearly the worse one. */
static uint32_t above(uint32_t second, uint32_t threshold)
{
    uint32_t t = second >= RJ_PN_INF ? RJ_PN_INF : second + second / 2 + 1;

    return t < threshold ? t : threshold;
}

/* What is left of a threshold on a sum for one of its terms. */
static uint32_t share(uint32_t threshold, uint32_t sum, uint32_t term)
{
    return threshold >= RJ_PN_INF ? RJ_PN_INF : threshold - sum + term;
}

static int search(rj_search *s, int attacker, int last, uint32_t thpn, uint32_t thdn,
                  uint32_t *pn, uint32_t *dn);

/* Search the node's children until its proof number reaches thpn or its disproof
 * number thdn; its numbers into *pn and *dn.  RJ_UNKNOWN at the limit. */
static int search_children(rj_search *s, node *v, uint32_t thpn, uint32_t thdn,
                           uint32_t *pn, uint32_t *dn)
{
    int colour = v->attacker ? s->att : s->def, best, res;
    uint32_t second, cpn, cdn;

    children_numbers(s, v);
    for (;;) {
        combine(v, pn, dn, &best, &second);
        if (*pn >= thpn || *dn >= thdn)
            return RJ_OPEN;
        if (v->attacker) {
            cpn = above(second, thpn);
            cdn = share(thdn, *dn, v->dn[best]);
        } else {
            cpn = share(thpn, *pn, v->pn[best]);
            cdn = above(second, thdn);
        }
        rj_search_put(s, v->move[best], colour);
        res = search(s, !v->attacker, v->move[best], cpn, cdn, &v->pn[best], &v->dn[best]);
        rj_search_remove(s, v->move[best]);
        if (res == RJ_UNKNOWN)
            return res;
    }
}

/* One position, attacker or defender to move, last the stone just played (-1 at the
 * root): searched until its proof number reaches thpn or its disproof number thdn,
 * which are kept in the table and in *pn, *dn.  RJ_UNKNOWN at the limit, else RJ_OPEN. */
static int search(rj_search *s, int attacker, int last, uint32_t thpn, uint32_t thdn,
                  uint32_t *pn, uint32_t *dn)
{
    uint64_t key = node_key(s->key, attacker);
    rj_vct_entry *e = rj_vct_table_find(s, key);
    int nodes = s->nodes, res, *base = s->stack + s->stack_top;
    node v;

    if (e && (e->pn >= thpn || e->dn >= thdn)) {
        /* decided, or past the thresholds already */
        *pn = e->pn;
        *dn = e->dn;
        return RJ_OPEN;
    }
    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    v.attacker = attacker;
    v.move = base;
    v.nfours = 0;
    if (rj_vct_list_get(s, key, v.move, &v.n, &v.nfours))
        res = RJ_OPEN;   /* listed before: a VCF was looked for then */
    else {
        res = attacker ? attacker_moves(s, last, !(e && e->probed), v.move, &v.n, &v.nfours)
                       : defender_moves(s, last, v.move, &v.n);
        if (res == RJ_UNKNOWN)
            return res;
        if (res == RJ_OPEN)
            rj_vct_list_put(s, key, v.move, v.n, v.nfours);
    }
    if (res == RJ_OPEN) {
        /* the numbers above the moves, as ints of the stack: they stay below 2^30 */
        v.pn = (uint32_t *)(base + v.n);
        v.dn = (uint32_t *)(base + 2 * v.n);
        s->stack_top += 3 * v.n;
        res = search_children(s, &v, thpn, thdn, pn, dn);
        s->stack_top -= 3 * v.n;
        if (res == RJ_UNKNOWN)
            return res;
    } else {
        *pn = res == RJ_WIN ? 0 : RJ_PN_INF;
        *dn = res == RJ_WIN ? RJ_PN_INF : 0;
    }
    e = rj_vct_table_put(s, key, *pn, *dn, (uint32_t)(s->nodes - nodes));
    /* the VCF was looked for (or not needed): none */
    e->probed |= attacker;
    return RJ_OPEN;
}

/* The position proved or disproved, whatever it takes; RJ_WIN, RJ_NO or RJ_UNKNOWN. */
static int decide(rj_search *s, int attacker, int last)
{
    uint32_t pn, dn;

    if (search(s, attacker, last, RJ_PN_INF, RJ_PN_INF, &pn, &dn) == RJ_UNKNOWN)
        return RJ_UNKNOWN;
    return pn == 0 ? RJ_WIN : RJ_NO;
}

/* ------------------------------------------------ the main line of a proved win */

static void line_of(rj_search *s, int attacker, int last, int ply);

/* Whether the attacker's move p leaves the defender nothing to answer: a four nothing
 * stops, threes nothing answers. */
static int wins_at_once(rj_search *s, int p)
{
    int *reply = s->stack + s->stack_top, n, res;

    rj_search_put(s, p, s->att);
    res = !rj_search_drawn(s) && defender_moves(s, p, reply, &n) == RJ_WIN;
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
        e = rj_vct_table_find(s, node_key(rj_search_key_after(s, move[i], s->att), 0));
        if (e && e->pn == 0 && (best < 0 || e->work < least)) {
            least = e->work;
            best = i;
        }
    }
    if (best >= 0)
        return best;
    for (i = 0; i < n; i++) {
        rj_search_put(s, move[i], s->att);
        if (!rj_search_drawn(s) && decide(s, 0, move[i]) == RJ_WIN) {
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
    if (attacker_moves(s, last, 0, move, &n, &nfours) != RJ_OPEN)
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

    res = defender_moves(s, p, move, &n);
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

int rj_vct_search(rj_search *s, int record)
{
    int res, limit;

    if (rj_vct_table_make(s) != RENJU_OK)
        return RENJU_ENOMEM;
    res = decide(s, 1, -1);
    if (res == RJ_WIN && record) {
        /* the line: proved already, so searched again past the limits */
        limit = s->limit;
        s->limit = INT_MAX;
        s->resolving++;
        s->len = 0;
        line_of(s, 1, -1, 0);
        s->resolving--;
        s->limit = limit;
    }
    return res;
}

/* SPDX-License-Identifier: MIT */
/* vct_dfpn.c - the VCT search's proof-number search over the moves of vct_moves.c.
 *
 * Depth-first proof-number search (df-pn): each position has a proof number (how many
 * positions at least must still be shown won for it to be won) and a disproof number
 * (the same for not won), and the search always goes down to the position that
 * decides the most for the least, within thresholds that send it back up as soon as
 * a sibling looks cheaper (by half as much again: the "1 + epsilon" rule, which keeps
 * it from going back and forth between two lines).  A position not yet searched
 * counts 1 either way, but after a three 2 to prove: the defender has several answers
 * to a three and one to a four.  Threat trees are narrow for the attacker's forced
 * lines and wide where it has many threes; a depth-first search bounded by the number
 * of threes searches every narrow line of a bound before any wide one, and all of
 * them again at the next bound, which on long VCTs cost seconds where df-pn takes
 * milliseconds.  The numbers live in a table of fixed size keyed by the stones and
 * whose turn it is (vct_table.c), so that a position reached by another order of the
 * same moves shares them, and every machine searches alike, with the same line.  A
 * position is searched again each time the thresholds send the search back to it,
 * about one time in four; a second table keeps the moves of the positions listed, so
 * that they are not worked out again.  Stones are only ever added, so no position
 * repeats on a line and the search ends. */
#include "solve/vct.h"

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
        e = rj_vct_table_find(s, rj_vct_key(rj_search_key_after(s, v->move[i], colour),
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
    uint64_t key = rj_vct_key(s->key, attacker);
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
        res = attacker ? rj_vct_attacker_moves(s, last, !(e && e->probed), v.move, &v.n, &v.nfours)
                       : rj_vct_defender_moves(s, last, v.move, &v.n);
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
int rj_vct_decide(rj_search *s, int attacker, int last)
{
    uint32_t pn, dn;

    if (search(s, attacker, last, RJ_PN_INF, RJ_PN_INF, &pn, &dn) == RJ_UNKNOWN)
        return RJ_UNKNOWN;
    return pn == 0 ? RJ_WIN : RJ_NO;
}

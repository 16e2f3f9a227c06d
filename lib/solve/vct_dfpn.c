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
 * to a three and one to a four.  The numbers live in a table of fixed size keyed by
 * the stones and whose turn it is (vct_table.c), so that a position reached by
 * another order of the same moves shares them, and every machine searches alike, with
 * the same line.  A position is searched again each time the thresholds send the
 * search back to it, about one time in four; a second table keeps the moves of the
 * positions listed, so that they are not worked out again.  Stones are only ever
 * added, so no position repeats on a line and the search ends.
 *
 * Threes by budget.  Left to itself df-pn follows long lines of threes and fours deep
 * into the board: such a line keeps the proof number small, since each three has few
 * answers, while the published problems are won in a few threes (four at most on
 * every line of the proof of black_l10_2 in bench/data, found in 0.23 M positions
 * where the whole tree took 2 M).  So the root is searched with a budget of threes,
 * 1, 2, 3 and so on: on each line the attacker may play that many threes, its fours
 * and forced blocks costing nothing, and where the budget is spent it wins only by a
 * VCF found within the probe of vct_moves.c.  A proof within a budget is a proof.  A
 * disproof is kept with the budget it holds for: the most threes under which it was
 * found, or for all (RJ_EXACT) when no line of it met the end of a budget; the next
 * search takes the budget one higher than the root's disproof holds for, and only a
 * disproof for all answers that no VCT exists.  The table's numbers carry over from
 * one budget to the next, disproofs that hold for fewer threes counting as positions
 * not yet searched.  A budget of one three at a time rather than a budget of positions
 * or of plies: a four costs the attacker nothing, since the defender has one answer,
 * and a three is what widens the tree.  On the problems of bench/data the budgets
 * took black_l10_2 from 2.01 M positions to 0.23 M and black_l11_3 from 19.3 M to
 * 7.4 M, and the four files' problems 2 to 7 times less time (geometric means).
 * Tried and left: starting at a larger budget or going up two at a time, the proof
 * number of a position after a three larger or smaller than 2, or larger the farther
 * the three lies from the attacker's last stone, a position disproved for fewer threes
 * counted by the work its disproof took, the move that won a sibling tried first (a
 * "killer"), and a defender's answer proved by replaying the proof of a sibling's
 * (simulation: one try in five held, and what it saved went on the others): none took
 * fewer positions on the slowest problems, some many more. */
#include "solve/vct_parts.h"

/* A position's moves and the numbers of the position after each, on the search's
 * stack while it is searched. */
typedef struct node {
    int attacker;        /* the attacker to move */
    int n, *move;
    int nfours;          /* the attacker's: its first nfours moves are fours */
    int budget;          /* the threes the attacker may still play, RJ_EXACT for any */
    uint32_t *pn, *dn;
    int *valid;          /* a move disproved: the budget its disproof holds for */
} node;

/* The budget after the move i of v: one three less after a three. */
static int child_budget(const node *v, int i)
{
    return v->attacker && i >= v->nfours && v->budget != RJ_EXACT ? v->budget - 1
                                                                  : v->budget;
}

/* The numbers of the table's entry e for a search with budget: 0 if there is none or
 * if it is a disproof for fewer threes, which counts as a position not yet searched. */
static int entry_numbers(const rj_vct_entry *e, int budget, uint32_t *pn, uint32_t *dn,
                         int *valid)
{
    if (!e || (e->dn == 0 && e->valid < budget))
        return 0;
    *pn = e->pn;
    *dn = e->dn;
    *valid = e->valid;
    return 1;
}

/* The children's numbers as the table knows them: (1, 1) for a position not yet
 * searched, (2, 1) after a three, disproved for all budgets after a move that ends the
 * game drawn. */
static void children_numbers(const rj_search *s, node *v)
{
    int colour = v->attacker ? s->att : s->def, drawn = rj_search_drawn_after(s, 1), i;
    const rj_vct_entry *e;

    for (i = 0; i < v->n; i++) {
        e = rj_vct_table_find(s, rj_vct_key(rj_search_key_after(s, v->move[i], colour),
                                            !v->attacker));
        if (drawn) {
            v->pn[i] = RJ_PN_INF;
            v->dn[i] = 0;
            v->valid[i] = RJ_EXACT;
        } else if (!entry_numbers(e, child_budget(v, i), &v->pn[i], &v->dn[i],
                                  &v->valid[i])) {
            v->pn[i] = v->attacker && i >= v->nfours ? 2 : 1;
            v->dn[i] = 1;
            v->valid[i] = RJ_EXACT;
        }
    }
}

/* The budget the disproof of v holds for, all its moves disproved for the attacker,
 * one for the defender: the attacker's as long as its every move's (with one three
 * more after a three), the defender's as long as its longest disproved move's. */
static int disproof_valid(const node *v)
{
    int i, valid = v->attacker ? RJ_EXACT : 0, t;

    for (i = 0; i < v->n; i++)
        if (v->attacker) {
            t = v->valid[i];
            if (i >= v->nfours && t != RJ_EXACT)
                t = t + 1 < RJ_EXACT ? t + 1 : RJ_EXACT - 1;
            valid = t < valid ? t : valid;
        } else if (v->dn[i] == 0 && v->valid[i] > valid)
            valid = v->valid[i];
    return valid;
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

static int search(rj_search *s, int attacker, int last, int budget, uint32_t thpn,
                  uint32_t thdn, uint32_t *pn, uint32_t *dn, int *valid);

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
        res = search(s, !v->attacker, v->move[best], child_budget(v, best), cpn, cdn,
                     &v->pn[best], &v->dn[best], &v->valid[best]);
        rj_search_remove(s, v->move[best]);
        if (res == RJ_UNKNOWN)
            return res;
    }
}

/* The attacker to move on a free turn with no three left to play, e its entry: won by
 * a VCF within the probe, else disproved for no three (a longer VCF, or a three, may
 * still win).  Returns RJ_WIN, RJ_NO or RJ_UNKNOWN. */
static int spent(rj_search *s, const rj_vct_entry *e, int last)
{
    return e && e->probed ? RJ_NO : rj_vct_probe(s, last);
}

/* The moves of the position whose key is key, e its entry, into v: listed once and
 * kept in the list table.  Returns RJ_OPEN, or the position decided already (RJ_WIN,
 * RJ_NO), or RJ_UNKNOWN at the limit. */
static int list_moves(rj_search *s, node *v, const rj_vct_entry *e, uint64_t key, int last)
{
    int res;

    if (rj_vct_list_get(s, key, v->move, &v->n, &v->nfours))
        return RJ_OPEN;   /* listed before: a VCF was looked for then */
    res = v->attacker ? rj_vct_attacker_moves(s, last, !(e && e->probed), v->move, &v->n,
                                              &v->nfours)
                      : rj_vct_defender_moves(s, last, v->move, &v->n);
    if (res == RJ_OPEN)
        rj_vct_list_put(s, key, v->move, v->n, v->nfours);
    return res;
}

/* One position, attacker or defender to move, last the stone just played (-1 at the
 * root), the attacker allowed budget more threes: searched until its proof number
 * reaches thpn or its disproof number thdn, which are kept in the table and in *pn,
 * *dn, with the budget a disproof holds for in *valid.  RJ_UNKNOWN at the limit, else
 * RJ_OPEN. */
static int search(rj_search *s, int attacker, int last, int budget, uint32_t thpn,
                  uint32_t thdn, uint32_t *pn, uint32_t *dn, int *valid)
{
    uint64_t key = rj_vct_key(s->key, attacker);
    rj_vct_entry *e = rj_vct_table_find(s, key);
    int nodes = s->nodes, res, *base = s->stack + s->stack_top, w[RJ_MAX_THREATS];
    node v;

    if (entry_numbers(e, budget, pn, dn, valid) && (*pn >= thpn || *dn >= thdn))
        return RJ_OPEN;   /* decided, or past the thresholds already */
    if (!rj_search_count(s))
        return RJ_UNKNOWN;
    *valid = RJ_EXACT;
    v.attacker = attacker;
    v.move = base;
    v.nfours = 0;
    v.budget = budget;
    /* the root's budget is at least 1, so that last is a stone here */
    if (attacker && budget == 0 && rj_search_line_wins(s, last, s->def, w) == 0) {
        res = spent(s, e, last);
        *valid = 0;
    } else
        res = list_moves(s, &v, e, key, last);
    if (res == RJ_UNKNOWN)
        return res;
    if (res == RJ_OPEN) {
        /* the numbers above the moves, as ints of the stack: they stay below 2^30 */
        v.pn = (uint32_t *)(base + v.n);
        v.dn = (uint32_t *)(base + 2 * v.n);
        v.valid = base + 3 * v.n;
        s->stack_top += 4 * v.n;
        res = search_children(s, &v, thpn, thdn, pn, dn);
        if (*dn == 0)
            *valid = disproof_valid(&v);
        s->stack_top -= 4 * v.n;
        if (res == RJ_UNKNOWN)
            return res;
    } else {
        *pn = res == RJ_WIN ? 0 : RJ_PN_INF;
        *dn = res == RJ_WIN ? RJ_PN_INF : 0;
    }
    e = rj_vct_table_put(s, key, *pn, *dn, (uint32_t)(s->nodes - nodes), *valid);
    /* the VCF was looked for (or not needed): none */
    e->probed |= attacker;
    return RJ_OPEN;
}

int rj_vct_decide(rj_search *s, int attacker, int last)
{
    uint32_t pn, dn;
    int budget = 1, valid;

    for (;;) {
        rj_vct_table_grow(s);
        if (search(s, attacker, last, budget, RJ_PN_INF, RJ_PN_INF, &pn, &dn, &valid)
            == RJ_UNKNOWN)
            return RJ_UNKNOWN;
        if (pn == 0)
            return RJ_WIN;
        if (valid == RJ_EXACT)
            return RJ_NO;
        /* RJ_EXACT - 1 threes are more than a board holds: no budget is met */
        budget = valid + 1 < RJ_EXACT - 1 ? valid + 1 : RJ_EXACT;
    }
}

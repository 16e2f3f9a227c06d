/* SPDX-License-Identifier: MIT */
/* vct_moves.c - the moves of the VCT search (renju_vct(3)), position by position.
 *
 * At its turn the attacker wins with a win point; blocks the defender's four with any
 * legal stone that stops it; else plays a four, or a three: a move that makes a threat
 * point (threat.c) in five cells with it.  After a four the defender must stop it.
 * After any other move the defender faces all of the attacker's threat points: if
 * there are none the threats have run out; its answers are the moves after which none
 * of them is a threat point any more, and its own fours.  Any other answer loses at
 * once to a threat point still standing, so no other needs searching: the search is
 * exact within threats.
 *
 * A VCF search is tried first at each of the attacker's free turns, for at most
 * VCF_PROBE positions: a forced win by fours is found in a few positions, and it is
 * what most lines end with; a longer one is left to the search itself, whose moves
 * hold the fours too.  On the published problems of bench/data a larger limit, or
 * none, made the slowest of them slower; with the budgets of threes of vct_dfpn.c,
 * limits of 16, 32, 64, 128 and 1024 positions did no better on the slowest, at the
 * free turns or only where the budget is spent. */
#include "solve/vct_parts.h"
#include "core/forbidden.h"

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

/* Whether no stone off the lines of the threat point q (near_lines()) can make it
 * none: it stays one unless a stone takes it or a cell of its four, its fives or
 * their ends.  Not so with a move limit, where any stone can make the four a draw;
 * nor for black when two of its lines hold two black stones in five cells with it (a
 * white stone anywhere might make a three of them real, and q a double three); nor
 * for white when the four has a block, forbidden for black (a black stone anywhere
 * might make it legal). */
static int fixed_threat(rj_search *s, int q)
{
    standing st;

    if (s->g->opt[RENJU_OPT_MOVE_LIMIT] != 0)
        return 0;
    if (s->att == s->forbid)
        return rj_search_shape_lines(s, q, s->att, 2) <= 1;
    if (s->def == s->forbid) {
        standing_of(s, q, &st);
        return st.nblock == 0;
    }
    return 1;
}

/* The points whose stone could make q no threat point, if it is fixed (fixed_threat()),
 * removed from the bit set cand: those off its lines. */
static void keep_near(rj_search *s, int q, uint64_t *cand)
{
    uint64_t near[RJ_SHAPE_WORDS] = { 0 };
    const rj_board *b = s->b;
    int r = rj_board_row(b, q), c = q - r * b->size, d, k, rr, cc, i;

    if (!fixed_threat(s, q))
        return;
    for (d = 0; d < RJ_DIRS; d++)
        for (k = -5; k <= 5; k++) {
            rr = r + k * rj_drow[d];
            cc = c + k * rj_dcol[d];
            if (rr >= 0 && cc >= 0 && rr < b->size && cc < b->size)
                near[(rr * b->size + cc) / 64] |= (uint64_t)1 << ((rr * b->size + cc) % 64);
        }
    for (i = 0; i < RJ_SHAPE_WORDS; i++)
        cand[i] &= near[i];
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
    else if (st->away && !near_lines(s->b, d, st->q) && still_stands(s, st))
        res = 0;   /* the first threat point stands, quickly seen */
    else
        for (k = 0; k < nt && res; k++)
            if (t[k] != d && rj_threat_point(s, t[k], s->att))
                res = 0;
    rj_search_remove(s, d);
    return res;
}


/* How much stands around p for colour: 1 for five cells through it holding two of its
 * stones and none of the other's, 2 for three such stones; a three with more around
 * it tends to make more threats at once, so it is tried first. */
static int lines_of_two(const rj_search *s, int p, int colour)
{
    return rj_search_shape(s, p, colour, 2) + rj_search_shape(s, p, colour, 3);
}

/* What the attacker's stone on p would be, were it legal: 2 a four, 1 a three, 0
 * neither. */
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
            /* legality last: most points are neither a four nor a three */
            if (!(kind = attack_kind(s, p)) || !rj_search_legal(s, p, s->att))
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
    int d, k, legal = 0, four_shape, near;
    uint64_t shape[RJ_SHAPE_WORDS], cand[RJ_SHAPE_WORDS];
    unsigned char *forbidden = s->forbidden;
    standing st;

    standing_of(s, t[0], &st);
    /* the points where the defender could make a four, read off the lines at once, and
     * black's forbidden points in one map, a tenth of the cost of judging each */
    rj_search_shape_map(s, s->def, 3, shape);
    if (s->def == s->forbid)
        rj_forbidden_map(s->b, forbidden, s->nonliteral);
    /* a stone off the lines of a threat point that only such a stone could remove
     * answers nothing but by a four: on an open board most points are settled so,
     * without a stone put */
    for (k = 0; k < RJ_SHAPE_WORDS; k++)
        cand[k] = ~(uint64_t)0;
    for (k = 0; k < nt; k++)
        keep_near(s, t[k], cand);
    *n = 0;
    for (d = 0; d < s->b->ncells; d++)
        if (s->b->cell[d] == RJ_EMPTY
            && (s->def != s->forbid || forbidden[d] == RENJU_FORBID_NONE)) {
            legal = 1;
            four_shape = (int)(shape[d / 64] >> (d % 64)) & 1;
            near = (int)(cand[d / 64] >> (d % 64)) & 1;
            if ((four_shape || near) && answers(s, d, four_shape, t, nt, &st))
                reply[(*n)++] = d;
        }
    return *n > 0 ? RJ_OPEN : legal ? RJ_WIN : RJ_NO;
}

/* The defender to move after the attacker's stone p: its moves into move (with room
 * for two lists), their number in *n.  Returns RJ_OPEN, or what is decided already:
 * RJ_WIN for a four nothing stops or threes nothing answers, RJ_NO when the threats
 * have run out or nothing is left to play. */
int rj_vct_defender_moves(rj_search *s, int p, int *move, int *n)
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
int rj_vct_probe(rj_search *s, int last)
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
int rj_vct_attacker_moves(rj_search *s, int last, int probe, int *move, int *n, int *nfours)
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
    if (probe && (res = rj_vct_probe(s, last)) != RJ_NO)
        return res;
    *n = attacking_moves(s, move, nfours);
    return *n > 0 ? RJ_OPEN : RJ_NO;
}

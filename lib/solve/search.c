/* SPDX-License-Identifier: MIT */
/* search.c - what the threat searches ask of a position: legal moves, win points,
 * fours and their defences, judged by the rule set's own win test and the
 * forbidden-point engine (renju_rules(7)). */
#define _POSIX_C_SOURCE 200112L   /* clock_gettime */
#include <limits.h>
#include <string.h>
#include <time.h>

#include "solve/search.h"
#include "rules/catalogue.h"
#include "game/result.h"
#include "core/forbidden.h"

/* 2^15 positions: 256 KiB, enough for problems of twenty fours and more */
#define TT_BITS 15

static uint64_t mix(uint64_t x)
{
    /* splitmix64: a fixed, well spread hash of (point, colour) */
    x += 0x9E3779B97F4A7C15u;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

static uint64_t stone_key(int p, int colour)
{
    return mix((uint64_t)p * 4u + (uint64_t)colour);
}

/* The windows of a line, all at once: bit k of the result is set when the five cells
 * k..k+4 hold no bit of blocked and at least stones (1 to 5) bits of mine.  The five
 * shifted copies of mine are added bit by bit, as a circuit of adders would, into a
 * three-bit count for every k; a loop over the windows, one at a time, was a fifth of a
 * VCT search's time.  Bits past the top of the word read as empty, so a caller whose
 * windows reach there blocks the top bit (the board's lines do: their last bits lie
 * past the edge). */
static inline uint32_t windows_of(uint32_t mine, uint32_t blocked, int stones)
{
    uint32_t a = mine, b = mine >> 1, c = mine >> 2, d = mine >> 3, e = mine >> 4;
    uint32_t x0 = a ^ b ^ c, x1 = (a & b) | (c & (a ^ b));  /* a + b + c */
    uint32_t y0 = d ^ e, y1 = d & e;                         /* d + e */
    uint32_t z0 = x0 ^ y0, k0 = x0 & y0, z1 = x1 ^ y1 ^ k0;
    uint32_t z2 = (x1 & y1) | (k0 & (x1 ^ y1));              /* the sum, z2 z1 z0 */
    uint32_t enough, open;

    switch (stones) {
    case 1:  enough = z0 | z1 | z2; break;
    case 2:  enough = z1 | z2; break;
    case 3:  enough = z2 | (z1 & z0); break;
    case 4:  enough = z2; break;
    default: enough = z2 & z0; break;
    }
    open = ~(blocked | blocked >> 1 | blocked >> 2 | blocked >> 3 | blocked >> 4);
    return enough & open;
}

/* Whether the nine cells pos - 4 to pos + 4 of a line hold at least stones (1 to 5)
 * bits of mine: a quick necessary test for a window through pos, before the windows
 * are read.  Most lines through a point hold too few stones near it. */
static inline int enough_near(uint32_t mine, int pos, int stones)
{
    uint32_t x = mine >> (pos - 4) & 0x1FFu;

    while (--stones > 0)
        x &= x - 1;
    return x != 0;
}

/* Every cell of the windows whose first cells are the bits of starts. */
static inline uint32_t window_spread(uint32_t starts)
{
    return starts | starts << 1 | starts << 2 | starts << 3 | starts << 4;
}

/* What blocks colour's windows on line li of direction d: the other colour's stones
 * and the cells past the board's edge. */
static inline uint32_t blocked_for(const rj_board *b, int colour, int d, int li)
{
    if (colour == RJ_BLACK)
        return b->block[d][li];
    return b->black[d][li] | (b->block[d][li] & ~b->white[d][li]);
}

int rj_search_init(rj_search *s, renju_game *g, int limit)
{
    return rj_search_init_as(s, g, limit, g->side);
}

void rj_search_rekey(rj_search *s)
{
    int p;

    s->key = 0;
    for (p = 0; p < s->b->ncells; p++)
        if (s->b->cell[p] != RJ_EMPTY)
            s->key ^= stone_key(p, s->b->cell[p]);
}

int rj_search_init_as(rj_search *s, renju_game *g, int limit, int attacker)
{
    size_t n = (size_t)1 << TT_BITS;

    memset(s, 0, sizeof *s);
    s->g = g;
    s->b = &g->board;
    s->att = attacker;
    s->def = attacker == RJ_BLACK ? RJ_WHITE : RJ_BLACK;
    s->forbid = rj_ruleset(g->ruleset)->forbidden_colour;
    s->nonliteral = g->opt[RENJU_OPT_THREE_READING];
    s->ends_matter = rj_ruleset(g->ruleset)->edge_option;
    s->overline_wins[RJ_BLACK] = rj_ruleset(g->ruleset)->wins(RJ_BLACK, 6, 0);
    s->overline_wins[RJ_WHITE] = rj_ruleset(g->ruleset)->wins(RJ_WHITE, 6, 0);
    s->limit = limit > 0 ? limit : INT_MAX;  /* the count is an int */
    s->deadline = g->search_ms > 0 ? rj_search_clock() + g->search_ms / 1000.0 : 0;
    s->tt = g->alloc(g->opaque, n * sizeof *s->tt);
    if (!s->tt)
        return RENJU_ENOMEM;
    memset(s->tt, 0, n * sizeof *s->tt);
    s->tt_mask = (unsigned)n - 1;
    s->tt_own = s->tt;
    s->tt_own_mask = s->tt_mask;
    rj_search_rekey(s);
    return RENJU_OK;
}

void rj_search_done(rj_search *s)
{
    /* a VCT search's tables and stack are one block at s->vtt (vct_table.c); its
     * table of losses, in that block, may have taken the place of tt */
    if (s->vtt)
        s->g->free(s->g->opaque, s->vtt);
    s->vtt = NULL;
    s->g->free(s->g->opaque, s->tt_own);
    s->tt = s->tt_own = NULL;
}

void rj_search_put(rj_search *s, int p, int colour)
{
    rj_board_put(s->b, p, colour);
    s->key ^= stone_key(p, colour);
}

uint64_t rj_search_key_after(const rj_search *s, int p, int colour)
{
    return s->key ^ stone_key(p, colour);
}

void rj_search_remove(rj_search *s, int p)
{
    s->key ^= stone_key(p, s->b->cell[p]);
    rj_board_remove(s->b, p);
}

int rj_search_legal(rj_search *s, int p, int colour)
{
    if (s->b->cell[p] != RJ_EMPTY)
        return 0;
    return colour != s->forbid
           || rj_forbidden(s->b, p, s->nonliteral) == RENJU_FORBID_NONE;
}

int rj_search_wins(rj_search *s, int p, int colour)
{
    int d;

    /* a five is never forbidden (RIF 9.2), so a winning point is always legal */
    return s->b->cell[p] == RJ_EMPTY && rj_winning_run(s->g, p, colour, &d) > 0;
}

int rj_search_win_points(rj_search *s, int colour, int *out, int max)
{
    int p, n = 0;

    for (p = 0; p < s->b->ncells && n < max; p++)
        if (rj_search_wins(s, p, colour))
            out[n++] = p;
    return n;
}

int rj_search_window_cells(const rj_search *s, int p, int colour, int stones, int *out,
                           int *dirs)
{
    const rj_board *b = s->b;
    int r = rj_board_row(b, p), c = p - r * b->size, d, pos, k, q, n = 0;
    uint32_t mine, starts, cand;

    for (d = 0; d < RJ_DIRS; d++) {
        int li = rj_board_line(b, d, r, c);

        mine = (colour == RJ_BLACK ? b->black : b->white)[d][li];
        pos = (d == 1 ? r : c) + RJ_LINE_OFS;
        if (!enough_near(mine, pos, stones))
            continue;
        /* the five windows holding p: those starting at pos - 4 to pos */
        starts = windows_of(mine, blocked_for(b, colour, d, li), stones);
        cand = window_spread(starts & (uint32_t)0x1F << (pos - 4));
        /* they hold no stone of the other colour: the empty cells are the rest */
        for (cand &= ~mine; cand; cand &= cand - 1) {
            k = rj_lowest_bit(cand) - pos;
            q = (r + k * rj_drow[d]) * b->size + c + k * rj_dcol[d];
            if (dirs)
                dirs[n] = d;
            out[n++] = q;
        }
    }
    return n;
}

/* The length of the run of set bits through bit e of m (set). */
static inline int run_through(uint32_t m, int e)
{
    return rj_lowest_bit(~(uint64_t)(m >> e)) + rj_leading_zeros(~(m << (31 - e))) - 1;
}

/* rj_search_line_wins() where closing a five's ends does not matter (every rule set
 * but caro): whether a run wins depends on its length alone, read off the line's bits
 * where rj_run_wins() walks the board.  p holds a stone of colour, or is empty and
 * counted as if it held one (rj_search_wins_if()). */
static int fives_through(const rj_search *s, int p, int colour, int *out)
{
    const rj_board *b = s->b;
    int r = rj_board_row(b, p), c = p - r * b->size, d, pos, e, k, len, n = 0;
    uint32_t mine, starts, cand;

    for (d = 0; d < RJ_DIRS; d++) {
        int li = rj_board_line(b, d, r, c);

        pos = (d == 1 ? r : c) + RJ_LINE_OFS;
        mine = (colour == RJ_BLACK ? b->black : b->white)[d][li] | (uint32_t)1 << pos;
        if (!enough_near(mine, pos, 4))
            continue;
        starts = windows_of(mine, blocked_for(b, colour, d, li), 4)
                 & (uint32_t)0x1F << (pos - 4);
        /* the empty cell of each five cells through p holding four of colour */
        for (cand = window_spread(starts) & ~mine; cand; cand &= cand - 1) {
            e = rj_lowest_bit(cand);
            len = run_through(mine | (uint32_t)1 << e, e);
            if (len == 5 || (len > 5 && s->overline_wins[colour])) {
                k = e - pos;
                out[n++] = (r + k * rj_drow[d]) * b->size + c + k * rj_dcol[d];
            }
        }
    }
    return n;
}

int rj_search_line_wins(rj_search *s, int p, int colour, int *out)
{
    int cand[RJ_DIRS * 8], dir[RJ_DIRS * 8], nc, i, n = 0;

    if (!s->ends_matter)
        return fives_through(s, p, colour, out);
    /* a win made by p's stone runs through p: its five holds p and four more cells,
     * one of them the win point, the other three of colour */
    nc = rj_search_window_cells(s, p, colour, 4, cand, dir);
    for (i = 0; i < nc; i++)
        if (rj_run_wins(s->g, cand[i], dir[i], colour) > 0)
            out[n++] = cand[i];
    return n;
}

int rj_search_wins_if(rj_search *s, int q, int colour, int *out)
{
    int n;

    if (!s->ends_matter)
        return fives_through(s, q, colour, out);
    rj_search_put(s, q, colour);
    n = rj_search_line_wins(s, q, colour, out);
    rj_search_remove(s, q);
    return n;
}

int rj_search_drawn(const rj_search *s)
{
    return rj_search_drawn_after(s, 0);
}

int rj_search_drawn_after(const rj_search *s, int stones)
{
    int limit = s->g->opt[RENJU_OPT_MOVE_LIMIT], after = s->b->stones + stones;

    return after == s->b->ncells || (limit > 0 && after >= limit);
}

int rj_search_shape_lines(const rj_search *s, int p, int colour, int stones)
{
    const rj_board *b = s->b;
    int r = rj_board_row(b, p), c = p - r * b->size, d, pos, n = 0;
    const uint32_t (*mine)[RJ_LINES] = colour == RJ_BLACK ? b->black : b->white;
    const uint32_t (*theirs)[RJ_LINES] = colour == RJ_BLACK ? b->white : b->black;

    /* rj_search_shape() line by line */
    for (d = 0; d < RJ_DIRS; d++) {
        int li = rj_board_line(b, d, r, c);

        pos = (d == 1 ? r : c) + RJ_LINE_OFS;
        n += enough_near(mine[d][li], pos, stones)
             && (windows_of(mine[d][li], theirs[d][li] | (uint32_t)1 << 31, stones)
                 & (uint32_t)0x1F << (pos - 4));
    }
    return n;
}

int rj_search_shape(const rj_search *s, int p, int colour, int stones)
{
    const rj_board *b = s->b;
    int r = rj_board_row(b, p), c = p - r * b->size, d, pos;
    const uint32_t (*mine)[RJ_LINES] = colour == RJ_BLACK ? b->black : b->white;
    const uint32_t (*theirs)[RJ_LINES] = colour == RJ_BLACK ? b->white : b->black;

    /* a quick necessary test: the windows holding p with no stone of the other
     * colour, the board's edge not read */
    for (d = 0; d < RJ_DIRS; d++) {
        int li = rj_board_line(b, d, r, c);

        pos = (d == 1 ? r : c) + RJ_LINE_OFS;
        if (enough_near(mine[d][li], pos, stones)
            && (windows_of(mine[d][li], theirs[d][li] | (uint32_t)1 << 31, stones)
                & (uint32_t)0x1F << (pos - 4)))
            return 1;
    }
    return 0;
}

/* The cell at position bit (RJ_LINE_OFS on) of line li in direction d, -1 off the
 * board. */
static int line_cell(const rj_board *b, int d, int li, int bit)
{
    int r, c = bit - RJ_LINE_OFS;

    switch (d) {
    case 0:  r = li - RJ_ROW_PAD; break;
    case 1:  r = c; c = li; break;
    case 2:  r = c - li + b->size - 1; break;
    default: r = li - c; break;
    }
    return r < 0 || c < 0 || r >= b->size || c >= b->size ? -1 : r * b->size + c;
}

void rj_search_shape_map(const rj_search *s, int colour, int stones, uint64_t *map)
{
    const rj_board *b = s->b;
    const uint32_t (*mine)[RJ_LINES] = colour == RJ_BLACK ? b->black : b->white;
    const uint32_t (*theirs)[RJ_LINES] = colour == RJ_BLACK ? b->white : b->black;
    int d, li, lo, hi, p;
    uint32_t m, t, cand;

    memset(map, 0, RJ_SHAPE_WORDS * sizeof *map);
    for (d = 0; d < RJ_DIRS; d++) {
        lo = d == 0 ? RJ_ROW_PAD : 0;
        hi = d == 0 ? RJ_ROW_PAD + b->size : d == 1 ? b->size : 2 * b->size - 1;
        for (li = lo; li < hi; li++) {
            if (!(m = mine[d][li]))
                continue;   /* most lines of an open board: nothing to read */
            /* every five cells with no stone of the other colour and enough of
             * colour's, as rj_search_shape() reads them: past the edge too */
            t = theirs[d][li];
            cand = window_spread(windows_of(m, t | (uint32_t)1 << 31, stones));
            for (cand &= ~(m | t); cand; cand &= cand - 1)
                if ((p = line_cell(b, d, li, rj_lowest_bit(cand))) >= 0)
                    map[p / 64] |= (uint64_t)1 << (p % 64);
        }
    }
}

int rj_search_four_shape(const rj_search *s, int p, int colour)
{
    return rj_search_shape(s, p, colour, 3);
}

/* Add p to the set out[0..n) unless it is there; returns the new size. */
static int add_point(int *out, int n, int p)
{
    int i;

    for (i = 0; i < n; i++)
        if (out[i] == p)
            return n;
    out[n] = p;
    return n + 1;
}

/* The points that could stop colour's wins w[0..nw): the win points, and in caro the
 * cells just past each five's ends, where a stone closes it. */
static int defence_candidates(rj_search *s, int colour, const int *w, int nw, int *out)
{
    int i, d, n = 0, lo, hi, q;

    for (i = 0; i < nw; i++) {
        n = add_point(out, n, w[i]);
        if (!s->ends_matter)
            continue;
        for (d = 0; d < RJ_DIRS; d++) {
            if (rj_run_wins(s->g, w[i], d, colour) == 0)
                continue;
            rj_board_run(s->b, w[i], d, colour, &lo, &hi);
            q = rj_board_step(s->b, lo, d, -1);
            if (q >= 0 && s->b->cell[q] == RJ_EMPTY)
                n = add_point(out, n, q);
            q = rj_board_step(s->b, hi, d, +1);
            if (q >= 0 && s->b->cell[q] == RJ_EMPTY)
                n = add_point(out, n, q);
        }
    }
    return n;
}

/* The candidates whose stone of the other colour leaves colour none of w[0..nw), in
 * point order: the legal ones only, or all (a forbidden point too) with any. */
static int stops_of(rj_search *s, int colour, const int *w, int nw, int *out, int any)
{
    int cand[RJ_MAX_DEFENCES];
    int nc = defence_candidates(s, colour, w, nw, cand), i, j, k, n = 0, c;
    int other = colour == RJ_BLACK ? RJ_WHITE : RJ_BLACK;

    for (i = 0; i < nc; i++) {
        c = cand[i];
        if (s->b->cell[c] != RJ_EMPTY || (!any && !rj_search_legal(s, c, other)))
            continue;
        rj_search_put(s, c, other);
        for (k = 0; k < nw && !rj_search_wins(s, w[k], colour); k++)
            ;
        if (k == nw) {
            for (j = n; j > 0 && out[j - 1] > c; j--)
                out[j] = out[j - 1];
            out[j] = c;
            n++;
        }
        rj_search_remove(s, c);
    }
    return n;
}

int rj_search_stops(rj_search *s, int colour, const int *w, int nw, int *out)
{
    return stops_of(s, colour, w, nw, out, 0);
}

int rj_search_blocks(rj_search *s, int colour, const int *w, int nw, int *out)
{
    return stops_of(s, colour, w, nw, out, 1);
}

int rj_search_no_legal_point(rj_search *s)
{
    return s->def == s->forbid && !rj_black_has_legal_point(s->b, s->nonliteral);
}

double rj_search_clock(void)
{
#if defined(CLOCK_MONOTONIC) && !defined(_WIN32)   /* mingw-w64 has it in winpthread only */
    struct timespec ts;

    if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0)
        return (double)ts.tv_sec + ts.tv_nsec / 1e9;
#endif
    return (double)clock() / CLOCKS_PER_SEC;   /* processor time: never goes back */
}

int rj_search_count(rj_search *s)
{
    if (s->nodes >= s->limit)
        return 0;
    s->nodes++;
    if (s->deadline > 0 && s->nodes % RJ_CLOCK_EVERY == 0 && !s->resolving
        && rj_search_clock() >= s->deadline)
        s->limit = s->nodes;   /* no more positions, as at the node limit */
    return 1;
}

int rj_search_known_loss(const rj_search *s)
{
    uint64_t k = s->key | 1u;
    unsigned i = (unsigned)(k >> 32) & s->tt_mask;

    return s->tt[i] == k || s->tt[(i + 1) & s->tt_mask] == k;
}

/* Keep the key k in the table tt of mask + 1 entries: two slots; when both are taken
 * the older entry of the first goes. */
static void keep_loss(uint64_t *tt, unsigned mask, uint64_t k)
{
    unsigned i = (unsigned)(k >> 32) & mask;

    if (tt[i] != 0 && tt[(i + 1) & mask] == 0)
        i = (i + 1) & mask;
    tt[i] = k;
}

void rj_search_store_loss(rj_search *s)
{
    keep_loss(s->tt, s->tt_mask, s->key | 1u);
}

void rj_search_move_losses(rj_search *s, uint64_t *to, int bits)
{
    unsigned mask = ((unsigned)1 << bits) - 1, i;

    memset(to, 0, ((size_t)mask + 1) * sizeof *to);
    for (i = 0; i <= s->tt_mask; i++)
        if (s->tt[i])
            keep_loss(to, mask, s->tt[i]);
    s->tt = to;
    s->tt_mask = mask;
}

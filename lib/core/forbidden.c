/* SPDX-License-Identifier: MIT */
/* forbidden.c - black's forbidden points under the renju rules (renju_rules(7), FORBIDDEN
 * MOVES; RIF 9.2, 9.3).
 *
 * A point is judged from what a black stone there makes on each of its four lines
 * (lines.h): a five anywhere makes it legal, then an overline, two fours or two real
 * threes make it forbidden, in that order.  Whether a three is real needs the stone
 * placed and the straight-four points judged in turn, so the board is changed and
 * restored during a judgement.  The map (forbidden_map.c) judges only the points that
 * its filter (forbidden_filter.c) finds may be forbidden. */
#include "core/forbidden.h"
#include "core/lines.h"
#include "renju.h"

/* Besides RENJU_FORBID_*: the stone makes a five, and so is legal (RIF 9.2); or two
 * threes or more, too few of them real, and so is legal, the straight-four points of its
 * threes having been judged. */
#define MAKES_FIVE 4
#define FALSE_THREES 5

/* Per line kind, counted in fields of four bits: threes, fours, fives, overlines. */
static const unsigned short tally[8] = { 0, 1, 1 << 4, 2 << 4, 1 << 8, 1 << 12, 0, 0 };
#define FOURS     0x00F0u
#define FIVES     0x0F00u
#define OVERLINES 0xF000u

/* Besides RENJU_FORBID_* and MAKES_FIVE: two threes or more, whose reality is not yet
 * known. */
#define THREES (-1)

/* The entry (lines.h) of a black stone on the empty point at row r, column c, along d. */
static inline unsigned entry(const rj_board *b, int d, int r, int c)
{
    int li = rj_board_line(b, d, r, c);

    return rj_line_entry(b->black[d][li], b->block[d][li], d == 1 ? r : c);
}

/* What the tally of a point's entries says: MAKES_FIVE, RENJU_FORBID_* or THREES,
 * checked in the order of renju_rules(7), FORBIDDEN MOVES. */
static int verdict(unsigned sum)
{
    if (sum < 2)
        return RENJU_FORBID_NONE;   /* at most one three: the common case */
    if (sum & FIVES)
        return MAKES_FIVE;          /* a five wins whatever else the stone makes */
    if (sum & OVERLINES)
        return RENJU_FORBID_OVERLINE;
    if ((sum >> 4 & 15) >= 2)
        return RENJU_FORBID_DOUBLE_FOUR;
    return (sum & 15) >= 2 ? THREES : RENJU_FORBID_NONE;
}

/* What a black stone on the empty point at row r, column c makes, as far as its four
 * lines tell (verdict()).  The line entries go to e. */
static int shallow(const rj_board *b, int r, int c, unsigned *e)
{
    e[0] = entry(b, 0, r, c);
    e[1] = entry(b, 1, r, c);
    e[2] = entry(b, 2, r, c);
    e[3] = entry(b, 3, r, c);
    return verdict(tally[e[0] & RJ_LINE_KIND] + tally[e[1] & RJ_LINE_KIND]
                   + tally[e[2] & RJ_LINE_KIND] + tally[e[3] & RJ_LINE_KIND]);
}

/* The entries along d1, d2 and d3 of the empty point at row r, column c into e, and
 * their tally.  Inlined with constant directions, so that no line is found by a branch. */
static inline unsigned tally_lines(const rj_board *b, int r, int c, unsigned *e, int d1,
                                   int d2, int d3)
{
    e[d1] = entry(b, d1, r, c);
    e[d2] = entry(b, d2, r, c);
    e[d3] = entry(b, d3, r, c);
    return tally[e[d1] & RJ_LINE_KIND] + tally[e[d2] & RJ_LINE_KIND]
         + tally[e[d3] & RJ_LINE_KIND];
}

/* shallow() for a point that turns a three along d into a straight four, once the
 * three's stone is placed: along d the point then makes a four (tests/line_windows
 * checks it), so only its other three lines are read, and those do not pass through the
 * three's stone, which may or may not be on the board yet. */
static int shallow_four(const rj_board *b, int d, int r, int c, unsigned *e)
{
    unsigned sum;

    switch (d) {
    case 0:
        sum = tally_lines(b, r, c, e, 1, 2, 3);
        break;
    case 1:
        sum = tally_lines(b, r, c, e, 0, 2, 3);
        break;
    case 2:
        sum = tally_lines(b, r, c, e, 0, 1, 3);
        break;
    default:
        sum = tally_lines(b, r, c, e, 0, 1, 2);
        break;
    }
    e[d] = RJ_LINE_FOUR;
    /* verdict() with the four along d: a four on another line makes two */
    if (sum & FIVES)
        return MAKES_FIVE;
    if (sum & OVERLINES)
        return RENJU_FORBID_OVERLINE;
    if (sum & FOURS)
        return RENJU_FORBID_DOUBLE_FOUR;
    return (sum & 15) >= 2 ? THREES : RENJU_FORBID_NONE;
}

/* Whether a black stone of kind k on a straight-four point makes the three real. */
static int makes_real(int k, int nonliteral)
{
    return k == RENJU_FORBID_NONE || (k == MAKES_FIVE && nonliteral);
}

/* Whether the set x has two members or more. */
static int two_or_more(unsigned x)
{
    return (x & (x - 1)) != 0;
}

/* Put a black stone on, or take it off, the empty point at row r, column c, as far as
 * the line entries see: the judgement reads nothing else of the board, so the cells and
 * the count of stones are left as they are (and the stone is always taken off again). */
static void flip_black(rj_board *b, int r, int c)
{
    uint32_t cbit = (uint32_t)1 << (c + RJ_LINE_OFS);

    b->black[0][rj_board_line(b, 0, r, c)] ^= cbit;
    b->black[1][rj_board_line(b, 1, r, c)] ^= (uint32_t)1 << (r + RJ_LINE_OFS);
    b->black[2][rj_board_line(b, 2, r, c)] ^= cbit;
    b->black[3][rj_board_line(b, 3, r, c)] ^= cbit;
}

/* A straight-four point whose stone makes two threes or more, left for later. */
typedef struct deferred {
    int d, r, c;
    unsigned e[RJ_DIRS];
} deferred;

#define MAX_DEFERRED 12 /* 3 straight-four points per three, at most 4 threes */

/* Whether at least two of the threes the stone at (r, c) makes are real (renju_rules(7),
 * real threes): some point turns the three into a straight four, and a black stone there,
 * judged with the stone at (r, c) in place, is legal and, in the literal reading, makes no
 * five (4.4).  A three is real or not whatever order its points are judged in, so the
 * points whose lines tell at once go first, and those that need the recursion (a chain
 * of them can be long) only for the threes still undecided.  The first are read with
 * the stone at (r, c) not yet on the board (shallow_four()), which saves placing it
 * when no recursion follows, as is usual, and lets their reads run ahead of the board's
 * stores; the stones tried above this one are on it. */
static int real_threes(rj_board *b, int r, int c, const unsigned *e, int nonliteral)
{
    deferred later[MAX_DEFERRED], *t;
    unsigned qset, real = 0, open = 0;  /* bit d: the three along d is real, undecided */
    int d, i, k, n = 0;

    for (d = 0; d < RJ_DIRS && !two_or_more(real); d++) {
        if ((e[d] & RJ_LINE_KIND) != RJ_LINE_THREE)
            continue;
        for (qset = e[d] >> RJ_LINE_QSHIFT; qset; qset &= qset - 1) {
            i = rj_lowest_bit(qset) - 3;
            t = &later[n];
            t->d = d;
            t->r = r + i * rj_drow[d];
            t->c = c + i * rj_dcol[d];
            k = shallow_four(b, d, t->r, t->c, t->e);
            if (k == THREES) {
                open |= 1u << d;
                n++;
            } else if (makes_real(k, nonliteral)) {
                real |= 1u << d;
                break;
            }
        }
    }
    open &= ~real;
    if (two_or_more(real) || !two_or_more(real | open))
        return two_or_more(real);   /* decided without the recursion */
    flip_black(b, r, c);
    for (t = later; t < later + n && !two_or_more(real) && two_or_more(real | open); t++) {
        if (!(open >> t->d & 1))
            continue;   /* decided */
        if (!real_threes(b, t->r, t->c, t->e, nonliteral))
            real |= 1u << t->d;     /* the point is legal */
        if (real >> t->d & 1 || t + 1 == later + n || t[1].d != t->d)
            open &= ~(1u << t->d);  /* no point of the three left */
    }
    flip_black(b, r, c);
    return two_or_more(real);
}

/* What a black stone on the empty point at row r, column c makes: MAKES_FIVE,
 * FALSE_THREES or RENJU_FORBID_*. */
static int judge(rj_board *b, int r, int c, int nonliteral)
{
    unsigned e[RJ_DIRS];
    int k = shallow(b, r, c, e);

    if (k != THREES)
        return k;
    return real_threes(b, r, c, e, nonliteral) ? RENJU_FORBID_DOUBLE_THREE : FALSE_THREES;
}

/* Whether a verdict of judge() leaves the point legal. */
static int legal(int k)
{
    return k == RENJU_FORBID_NONE || k >= MAKES_FIVE;
}

int rj_forbidden(rj_board *b, int p, int nonliteral)
{
    int r = rj_board_row(b, p), k = judge(b, r, p - r * b->size, nonliteral);

    return k >= MAKES_FIVE ? RENJU_FORBID_NONE : k;
}

int rj_forbidden_judge(rj_board *b, int r, int c, int nonliteral, int *deep)
{
    int k = judge(b, r, c, nonliteral);

    *deep = k == RENJU_FORBID_DOUBLE_THREE || k == FALSE_THREES;
    return k >= MAKES_FIVE ? RENJU_FORBID_NONE : k;
}

/* The filter of the search for a legal point, a pair of rows at a time (the map has
 * its own, forbidden_filter.c, which is sharper but costs more to start).  A forbidden
 * point has, along some line, at least three black stones within three cells (an
 * overline, or two fours on the line), or along two lines at least two (a three or a
 * four on each: the five cells of a four hold at most one stone four cells away).
 * Stones beyond a white stone or the edge do not count.
 *
 * The stones near every point of a row are counted at once, by bit-sliced addition
 * with saturation, and two rows at a time: a 64-bit word holds row r in its low half
 * and row r + 1 in its high half, each at bits column + RJ_LINE_OFS.  Shifts by up to
 * three move the cells of a board row (bits 6..25 of a half) no further than bits
 * 3..28, so the halves never mix. */
#define PAD RJ_ROW_PAD

/* Rows i and i + 1 of a padded set of rows as one word. */
static uint64_t pair(const uint32_t *row, int i)
{
    return row[i] | (uint64_t)row[i + 1] << 32;
}

/* Add the stones x to the counts one and two (at least that many stones along one
 * line) and three (at least three along any one line), saturating. */
#define COUNT(one, two, x) \
    do { three |= (two) & (x); (two) |= (one) & (x); (one) |= (x); } while (0)

/* The stones k cells away along each line counted in, and the blocked cells k away
 * taken out of open, with the cells further away that they hide.  Unrolled, so that
 * each shift is by a constant and the counts stay in registers. */
#define STEP(k) \
    do { \
        uint64_t up = m[PAD + (k)], down = m[PAD - (k)]; \
        uint64_t wup = w[PAD + (k)], wdown = w[PAD - (k)], wrow = w[PAD]; \
        COUNT(one0, two0, m[PAD] << (k) & open0l); \
        COUNT(one0, two0, m[PAD] >> (k) & open0r); \
        COUNT(one1, two1, up & open1u); \
        COUNT(one1, two1, down & open1d); \
        COUNT(one2, two2, up >> (k) & open2u); \
        COUNT(one2, two2, down << (k) & open2d); \
        COUNT(one3, two3, down >> (k) & open3d); \
        COUNT(one3, two3, up << (k) & open3u); \
        open0l &= ~(wrow << (k));  open0r &= ~(wrow >> (k)); \
        open1u &= ~wup;            open1d &= ~wdown; \
        open2u &= ~(wup >> (k));   open2d &= ~(wdown << (k)); \
        open3d &= ~(wdown >> (k)); open3u &= ~(wup << (k)); \
    } while (0)

/* The points that may be forbidden, among those of empty, of the rows held by the
 * words m[PAD] (black stones) and w[PAD] (blocked cells); m[PAD + k] and w[PAD + k]
 * hold the rows k further up, for k = -PAD..PAD, each row at the same bits. */
static uint64_t filter(const uint64_t *m, const uint64_t *w, uint64_t empty)
{
    uint64_t one0 = 0, one1 = 0, one2 = 0, one3 = 0, two0 = 0, two1 = 0, two2 = 0, two3 = 0;
    uint64_t three = 0, all = ~(uint64_t)0;
    uint64_t open0l = all, open0r = all, open1u = all, open1d = all;
    uint64_t open2u = all, open2d = all, open3d = all, open3u = all;

#if PAD != 3
#error "the filter is unrolled for RJ_ROW_PAD 3"
#endif
    STEP(1);
    STEP(2);
    STEP(3);
    return empty & (three | (two0 & two1) | ((two0 | two1) & (two2 | two3)) | (two2 & two3));
}

/* The points of rows r and r + 1 that may be forbidden, among those of empty. */
static uint64_t candidates(const rj_board *b, int r, uint64_t empty)
{
    const uint32_t *black = b->black[0] + r, *block = b->block[0] + r;  /* row r - PAD */
    uint64_t m[2 * PAD + 1], w[2 * PAD + 1], any = 0;
    int k;

    for (k = 0; k <= 2 * PAD; k++)
        any |= m[k] = pair(black, k);
    if (!any)
        return 0;
    for (k = 0; k <= 2 * PAD; k++)
        w[k] = pair(block, k);
    return filter(m, w, empty);
}

/* The empty points of rows r and r + 1 (none past the top row). */
static uint64_t empty_pair(const rj_board *b, int r)
{
    return ~(pair(b->black[0], r + PAD) | pair(b->block[0], r + PAD));
}

/* Row and column of the point at bit i of a pair of rows from r. */
static void pair_point(int r, int i, int *pr, int *pc)
{
    *pr = r + (i >> 5);
    *pc = (i & 31) - RJ_LINE_OFS;
}

/* The first legal point in a pass over the board, kept as the hint; 0 if none. */
static int find_legal_point(rj_board *b, int nonliteral)
{
    uint64_t empty, cand;
    int r, pr, pc;

    for (r = 0; r < b->size; r += 2) {
        empty = empty_pair(b, r);
        if (!empty)
            continue;
        cand = candidates(b, r, empty);
        if (empty & ~cand) {
            pair_point(r, rj_lowest_bit(empty & ~cand), &pr, &pc);
            b->legal_hint = pr * b->size + pc;
            return 1;
        }
        for (; cand; cand &= cand - 1) {
            pair_point(r, rj_lowest_bit(cand), &pr, &pc);
            if (legal(judge(b, pr, pc, nonliteral))) {
                b->legal_hint = pr * b->size + pc;
                return 1;
            }
        }
    }
    return 0;
}

/* Whether black has a legal point, in the common case at once: the point found last
 * time is almost always still empty and legal (a corner, far from the stones). */
int rj_black_has_legal_point(rj_board *b, int nonliteral)
{
    int p = b->legal_hint, r;

    if (p < b->ncells && b->cell[p] == RJ_EMPTY) {
        r = rj_board_row(b, p);
        if (legal(judge(b, r, p - r * b->size, nonliteral)))
            return 1;
    }
    return find_legal_point(b, nonliteral);
}

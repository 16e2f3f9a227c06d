/* SPDX-License-Identifier: MIT */
/* forbidden.c - black's forbidden points under the renju rules (renju_rules(7), FORBIDDEN
 * MOVES; RIF 9.2, 9.3).
 *
 * A point is judged from what a black stone there makes on each of its four lines
 * (lines.h): a five anywhere makes it legal, then an overline, two fours or two real
 * threes make it forbidden, in that order.  Whether a three is real needs the stone
 * placed and the straight-four points judged in turn, so the board is changed and
 * restored during a judgement.
 *
 * The whole map is the hot path.  Most empty points cannot be forbidden at all, and a
 * bit-parallel filter over the rows finds the few that can (candidates); only those
 * are judged. */
#include "core/forbidden.h"
#include "core/lines.h"
#include "renju.h"

#include <string.h>

/* Besides RENJU_FORBID_*: the stone makes a five, and so is legal (RIF 9.2). */
#define MAKES_FIVE 4

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

/* What a black stone on the empty point at row r, column c makes: MAKES_FIVE or
 * RENJU_FORBID_*. */
static int judge(rj_board *b, int r, int c, int nonliteral)
{
    unsigned e[RJ_DIRS];
    int k = shallow(b, r, c, e);

    if (k != THREES)
        return k;
    return real_threes(b, r, c, e, nonliteral) ? RENJU_FORBID_DOUBLE_THREE
                                                : RENJU_FORBID_NONE;
}

int rj_forbidden(rj_board *b, int p, int nonliteral)
{
    int r = rj_board_row(b, p), k = judge(b, r, p - r * b->size, nonliteral);

    return k == MAKES_FIVE ? RENJU_FORBID_NONE : k;
}

/* The filter.  A forbidden point has, along some line, at least three black stones
 * within three cells (an overline, or two fours on the line), or along two lines at
 * least two (a three or a four on each: the five cells of a four hold at most one
 * stone four cells away).  Stones beyond a white stone or the edge do not count.
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
#define STEP(type, k) \
    do { \
        type up = m[PAD + (k)], down = m[PAD - (k)]; \
        type wup = w[PAD + (k)], wdown = w[PAD - (k)], wrow = w[PAD]; \
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

/* The filter's counts: the points with two stones or more near them along each
 * direction, and those with three or more along one. */
typedef struct near_counts {
    uint64_t two[RJ_DIRS], three;
} near_counts;

/* The points that may be forbidden, among those of empty, of the rows held by the
 * words m[PAD] (black stones) and w[PAD] (blocked cells); m[PAD + k] and w[PAD + k]
 * hold the rows k further up, for k = -PAD..PAD, each row at the same bits.  The
 * counts go to *nc. */
static uint64_t filter(const uint64_t *m, const uint64_t *w, uint64_t empty, near_counts *nc)
{
    uint64_t one0 = 0, one1 = 0, one2 = 0, one3 = 0, two0 = 0, two1 = 0, two2 = 0, two3 = 0;
    uint64_t three = 0, all = ~(uint64_t)0;
    uint64_t open0l = all, open0r = all, open1u = all, open1d = all;
    uint64_t open2u = all, open2d = all, open3d = all, open3u = all;

#if PAD != 3
#error "the filter is unrolled for RJ_ROW_PAD 3"
#endif
    STEP(uint64_t, 1);
    STEP(uint64_t, 2);
    STEP(uint64_t, 3);
    nc->two[0] = two0;
    nc->two[1] = two1;
    nc->two[2] = two2;
    nc->two[3] = two3;
    nc->three = three;
    return empty & (three | (two0 & two1) | ((two0 | two1) & (two2 | two3)) | (two2 & two3));
}

/* The points of rows r and r + 1 that may be forbidden, among those of empty. */
static uint64_t candidates(const rj_board *b, int r, uint64_t empty)
{
    const uint32_t *black = b->black[0] + r, *block = b->block[0] + r;  /* row r - PAD */
    uint64_t m[2 * PAD + 1], w[2 * PAD + 1], any = 0;
    near_counts nc;
    int k;

    for (k = 0; k <= 2 * PAD; k++)
        any |= m[k] = pair(black, k);
    if (!any)
        return 0;
    for (k = 0; k <= 2 * PAD; k++)
        w[k] = pair(block, k);
    return filter(m, w, empty, &nc);
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

/* Judge the candidate at row r, column c into map; returns 1 if it is forbidden. */
static int judge_into(rj_board *b, unsigned char *map, int r, int c, int nonliteral)
{
    int k = judge(b, r, c, nonliteral);

    if (k == RENJU_FORBID_NONE || k == MAKES_FIVE)
        return 0;
    map[r * b->size + c] = (unsigned char)k;
    return 1;
}

/* What a black stone on the empty point at row r, column c makes when only the line
 * along d can hold anything (the filter says so): one three or four is allowed and a
 * five wins, so only an overline or two fours on the line make it forbidden.  The line
 * is found without branching on d, which the map's points give in no predictable order. */
static int judge_one_line(const rj_board *b, int d, int r, int c)
{
    static const signed char row_factor[RJ_DIRS] = { 1, 0, -1, 1 };
    static const signed char col_factor[RJ_DIRS] = { 0, 1, 1, 1 };
    int li = row_factor[d] * r + col_factor[d] * c
           + (d == 0 ? RJ_ROW_PAD : d == 2 ? b->size - 1 : 0);
    unsigned kind = rj_line_entry(b->black[d][li], b->block[d][li], d == 1 ? r : c)
                    & RJ_LINE_KIND;

    return kind == RJ_LINE_OVERLINE ? RENJU_FORBID_OVERLINE
         : kind == RJ_LINE_DOUBLE_FOUR ? RENJU_FORBID_DOUBLE_FOUR : RENJU_FORBID_NONE;
}

/* The map of a board up to 15 wide, all its rows at once: a 16-bit cell per row, four
 * to a 64-bit word, the blocked 16th bit of each row keeping the rows apart as the
 * blocked cells past the edge do in the pairs of rows.  The cells are copies of the
 * rows, the row of cell i being row i - PAD, so that the word of rows 4j..4j+3 shifted
 * k rows is read from cell 4j + k: the four words of a shift lie side by side, and one
 * vector of four words (where the compiler has them; else a word at a time) takes the
 * filter through every row.
 *
 * The candidates come out in two kinds.  Most have stones near them along two lines or
 * more, and are judged in full.  The others (a third on a dense board) have them along
 * one line only, and one entry of that line settles them (judge_one_line()).  A point
 * with fewer than two stones near it along a line makes nothing on it: no three, four,
 * five or overline needs fewer (tests/line_windows checks every window of a line). */
#define PACK_ROWS 22    /* rows -PAD .. 15 + PAD: rows 0..15 and PAD either side */

/* Boards 16 to 20 wide are packed the same way with the board's own rows as the cells,
 * 32 bits each (the pairs of rows of candidates()), two to a word: three vectors of
 * four words take rows 0..23. */
#define WIDE_VECTORS 3
#define PACK_WORDS (4 * WIDE_VECTORS)

typedef struct packed_rows {
    uint64_t multi[PACK_WORDS];           /* candidates with stones near along two lines or more */
    uint64_t single[RJ_DIRS][PACK_WORDS]; /* the others, by the one line they have stones near on */
} packed_rows;

/* The candidates split by kind, from the counts of the filter (among empty). */
#define SPLIT(out, j, type, empty) \
    do { \
        type multi_ = (two0 & two1) | ((two0 | two1) & (two2 | two3)) | (two2 & two3); \
        type single_ = (empty) & three & ~multi_, put_; \
        put_ = (empty) & multi_;  memcpy(&(out)->multi[j], &put_, sizeof put_); \
        put_ = single_ & two0;    memcpy(&(out)->single[0][j], &put_, sizeof put_); \
        put_ = single_ & two1;    memcpy(&(out)->single[1][j], &put_, sizeof put_); \
        put_ = single_ & two2;    memcpy(&(out)->single[2][j], &put_, sizeof put_); \
        put_ = single_ & two3;    memcpy(&(out)->single[3][j], &put_, sizeof put_); \
    } while (0)

#if defined(__GNUC__)
typedef uint64_t rows4 __attribute__((vector_size(4 * sizeof(uint64_t))));

/* filter() on four words at once, split by kind into *pk.  Where GCC builds for x86-64
 * and the C library picks among clones of a function as the program loads (GNU ifunc),
 * it is built twice, the clone for AVX2 holding all four words in one register; other
 * machines and compilers get the one build, and so does ThreadSanitizer, whose programs
 * crash when a clone is picked before its run-time is ready. */
#if defined(__x86_64__) && defined(__GLIBC__) && !defined(__clang__) \
    && !defined(__SANITIZE_THREAD__)
__attribute__((target_clones("avx2", "default")))
#endif
static void filter4(const rows4 *m, const rows4 *w, packed_rows *pk, int j)
{
    rows4 one0 = { 0 }, one1 = one0, one2 = one0, one3 = one0;
    rows4 two0 = one0, two1 = one0, two2 = one0, two3 = one0, three = one0, all = ~one0;
    rows4 open0l = all, open0r = all, open1u = all, open1d = all;
    rows4 open2u = all, open2d = all, open3d = all, open3u = all;

    STEP(rows4, 1);
    STEP(rows4, 2);
    STEP(rows4, 3);
    SPLIT(pk, j, rows4, ~(m[PAD] | w[PAD]));
}

/* The filter's candidates for every row, from the cells bl (black) and bk (blocked),
 * cell bytes each, in nvec vectors of four words. */
static void packed_candidates(const unsigned char *bl, const unsigned char *bk, size_t cell,
                              int nvec, packed_rows *pk)
{
    rows4 m[2 * PAD + 1], w[2 * PAD + 1];
    int v, k;

    for (v = 0; v < nvec; v++) {
        for (k = 0; k <= 2 * PAD; k++) {
            memcpy(&m[k], bl + sizeof m[k] * (size_t)v + cell * (size_t)k, sizeof m[k]);
            memcpy(&w[k], bk + sizeof w[k] * (size_t)v + cell * (size_t)k, sizeof w[k]);
        }
        filter4(m, w, pk, 4 * v);
    }
}
#else
static void packed_candidates(const unsigned char *bl, const unsigned char *bk, size_t cell,
                              int nvec, packed_rows *pk)
{
    uint64_t m[2 * PAD + 1], w[2 * PAD + 1], two0, two1, two2, two3, three;
    near_counts nc;
    int j, k;

    for (j = 0; j < 4 * nvec; j++) {
        for (k = 0; k <= 2 * PAD; k++) {
            memcpy(&m[k], bl + sizeof m[k] * (size_t)j + cell * (size_t)k, sizeof m[k]);
            memcpy(&w[k], bk + sizeof w[k] * (size_t)j + cell * (size_t)k, sizeof w[k]);
        }
        (void)filter(m, w, ~(m[PAD] | w[PAD]), &nc);
        two0 = nc.two[0];
        two1 = nc.two[1];
        two2 = nc.two[2];
        two3 = nc.two[3];
        three = nc.three;
        SPLIT(pk, j, uint64_t, ~(m[PAD] | w[PAD]));
    }
}
#endif

/* The row and column of bit i of word j of the packed rows, cells of 1 << shift bits
 * each (16 or 32) whose columns start at bit ofs: the word's cells lie in it as
 * memcpy() put them, lowest address lowest on a little-endian machine. */
static inline void packed_point(int j, int i, int shift, int ofs, int *r, int *c)
{
    static const union { uint16_t u; unsigned char low; } probe = { 1 };
    int per_word = 64 >> shift, k = i >> shift;

    *r = per_word * j + (probe.low ? k : per_word - 1 - k);
    *c = (i & ((1 << shift) - 1)) - ofs;
}

/* Judge the candidates that the filter left in *pk (nwords words) into map; inline, so
 * that each caller's cell size is a constant. */
static inline int judge_packed(rj_board *b, unsigned char *map, const packed_rows *pk,
                               int nwords, int shift, int ofs, int nonliteral)
{
    uint64_t x;
    int i, j, d, r, c, k, n = 0;

    for (j = 0; j < nwords; j++)
        for (x = pk->multi[j]; x; x &= x - 1) {
            packed_point(j, rj_lowest_bit(x), shift, ofs, &r, &c);
            n += judge_into(b, map, r, c, nonliteral);
        }
    for (d = 0; d < RJ_DIRS; d++)
        for (j = 0; j < nwords; j++)
            for (x = pk->single[d][j]; x; x &= x - 1) {
                i = rj_lowest_bit(x);
                packed_point(j, i, shift, ofs, &r, &c);
                k = judge_one_line(b, d, r, c);
                if (k != RENJU_FORBID_NONE) {
                    map[r * b->size + c] = (unsigned char)k;
                    n++;
                }
            }
    return n;
}

/* The map of a board up to 15 wide: its rows cut down to 16-bit cells, one vector. */
static int map_packed(rj_board *b, unsigned char *map, int nonliteral)
{
    uint16_t bl[PACK_ROWS], bk[PACK_ROWS];
    packed_rows pk;
    int i;

    for (i = 0; i < PACK_ROWS; i++) {
        bl[i] = (uint16_t)(b->black[0][i] >> RJ_LINE_OFS);
        bk[i] = (uint16_t)(b->block[0][i] >> RJ_LINE_OFS);
    }
    packed_candidates((const unsigned char *)bl, (const unsigned char *)bk, sizeof bl[0], 1,
                      &pk);
    return judge_packed(b, map, &pk, 4, 4, 0, nonliteral);
}

/* The map of a board 16 to 20 wide: its rows as they are, two to a word, in as many
 * vectors as its rows fill (the rows past the top are blocked, board.h). */
static int map_wide(rj_board *b, unsigned char *map, int nonliteral)
{
    packed_rows pk;
    int nvec = (b->size + 7) / 8;

    packed_candidates((const unsigned char *)b->black[0], (const unsigned char *)b->block[0],
                      sizeof b->black[0][0], nvec, &pk);
    return judge_packed(b, map, &pk, 4 * nvec, 5, RJ_LINE_OFS, nonliteral);
}

#undef SPLIT
#undef STEP
#undef COUNT

int rj_forbidden_map(rj_board *b, unsigned char *map, int nonliteral)
{
    memset(map, RENJU_FORBID_NONE, (size_t)b->ncells);
    return b->size <= 15 ? map_packed(b, map, nonliteral) : map_wide(b, map, nonliteral);
}

/* The first legal point in a pass over the board, kept as the hint; 0 if none. */
static int find_legal_point(rj_board *b, int nonliteral)
{
    uint64_t empty, cand;
    int r, pr, pc, k;

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
            k = judge(b, pr, pc, nonliteral);
            if (k == RENJU_FORBID_NONE || k == MAKES_FIVE) {
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
    int p = b->legal_hint, r, k;

    if (p < b->ncells && b->cell[p] == RJ_EMPTY) {
        r = rj_board_row(b, p);
        k = judge(b, r, p - r * b->size, nonliteral);
        if (k == RENJU_FORBID_NONE || k == MAKES_FIVE)
            return 1;
    }
    return find_legal_point(b, nonliteral);
}

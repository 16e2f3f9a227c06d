/* SPDX-License-Identifier: MIT */
/* forbidden_map.c - black's forbidden points of the whole board at once
 * (renju_forbidden(3)): made from scratch, or kept with the board and brought up to
 * date when asked for again.
 *
 * Most empty points cannot be forbidden at all; the filter (forbidden_filter.c) finds
 * the few that may be, and only those are judged: in full where a stone may make
 * something on two lines, by the one entry of the line where it may make two fours or
 * an overline otherwise.  The searches, which change the board between their questions,
 * make the map from scratch (rj_forbidden_map()).
 *
 * The game's map (rj_forbidden_map_kept()) is kept with the board (rj_kept_map,
 * board.h), which writes down the stones put and taken since (rj_board_note(), at each
 * of the game's moves), a stone taken back crossing out its putting.  Asked for again,
 * it judges again only what those changes can reach:
 *
 *  - What a stone makes on a line, as a line entry reads it (lines.h), depends on the
 *    cells of the line up to REACH away.  A point judged from its own four lines alone
 *    (a five, an overline, two fours, one three at most) keeps its verdict while none
 *    of the cells of its lines within REACH changes: it need be judged again only when
 *    it lies in the star of a changed cell, the cells of the cell's four lines within
 *    REACH.  The filter reads less far.
 *  - A point where the stone makes two threes or more (deep) depends on more: whether
 *    a three is real is the verdict of its straight-four points with the stone placed,
 *    whose lines run elsewhere, and so on down a chain of them as long as it goes (the
 *    chain of bench_forbidden crosses the board).  Such points are few, and are judged
 *    again on every update, wherever the changes lie.
 *
 * So, by induction over the updates, every point holds what a map made from scratch
 * would: a point outside the stars that was not deep sees its lines as they were when
 * it was judged, makes on them what it made then, so is still not deep, and keeps its
 * verdict; every other point is judged again, or found by the filter to need no
 * judgement.  tests/check_forbidden_follow compares the map so kept with one made from
 * scratch, and with the reference checker, after every step of long random walks.
 *
 * The filter runs on every update (it is most of the cost of a map on a board with
 * few stones), and where few candidates come out of it, or the changes are many,
 * judging them all costs less than finding which to: the map is then made anew.  When
 * the map of one position is asked, then of each position a stone from it (an engine's
 * search at a node), the kept map stays that of the first, each of the others being
 * made from it, one star away, into the caller's buffer. */
#include "core/forbidden.h"
#include "core/forbidden_filter.h"
#include "core/lines.h"
#include "renju.h"

#include <string.h>

/* Inlined into each caller, so that the layout of the filter's words and what is kept
 * are constants there. */
#if defined(__GNUC__)
#define INLINE static inline __attribute__((always_inline))
#else
#define INLINE static inline
#endif

#define REACH 5             /* a line entry reads the cells up to five away (lines.h) */
#define MAX_CHANGES 4       /* more changed cells, and the map is made anew */
#define MANY_CANDIDATES 3   /* fewer, and all are judged again */

/* What a black stone on the empty point at row r, column c makes when only the line
 * along d can hold anything (the filter says so): one three or four is allowed and a
 * five wins, so only an overline or two fours on the line make it forbidden.  The line
 * is found without branching on d, which the map's points give in no predictable
 * order. */
INLINE int judge_one_line(const rj_board *b, int d, int r, int c)
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

/* The line of a single candidate, bit i of word j: the one where it may make two fours
 * or an overline. */
INLINE int single_line(const rj_candidates *c, int j, int i)
{
    return c->line[0][j] >> i & 1 ? 0
         : c->line[1][j] >> i & 1 ? 1
         : c->line[2][j] >> i & 1 ? 2 : 3;
}

/* Judge into kind, which holds count forbidden points, the candidates of c that word
 * j's bits aff select; with keep (the kept map's own kinds), its forbidden and deep
 * points follow.  Returns the new count. */
INLINE int judge_word(rj_board *b, const rj_candidates *c, int j, uint64_t aff,
                      unsigned char *kind, int count, int keep, int shift, int ofs,
                      int nonliteral)
{
    rj_kept_map *m = &b->kept;
    uint64_t x;
    int i, r, col, k, deep;

    for (x = c->multi[j] & aff; x; x &= x - 1) {
        i = rj_lowest_bit(x);
        rj_candidate_point(j, i, shift, ofs, &r, &col);
        k = rj_forbidden_judge(b, r, col, nonliteral, &deep);
        if (keep)
            m->deep[j] |= (uint64_t)deep << i;
        if (k != RENJU_FORBID_NONE) {
            kind[r * b->size + col] = (unsigned char)k;
            count++;
            if (keep)
                m->forbidden[j] |= (uint64_t)1 << i;
        }
    }
    for (x = c->single[j] & aff; x; x &= x - 1) {
        i = rj_lowest_bit(x);
        rj_candidate_point(j, i, shift, ofs, &r, &col);
        k = judge_one_line(b, single_line(c, j, i), r, col);
        if (k != RENJU_FORBID_NONE) {
            kind[r * b->size + col] = (unsigned char)k;
            count++;
            if (keep)
                m->forbidden[j] |= (uint64_t)1 << i;
        }
    }
    return count;
}

/* The kept map made anew from the board's candidates c. */
INLINE void remake(rj_board *b, const rj_candidates *c, int shift, int ofs, int nonliteral)
{
    rj_kept_map *m = &b->kept;
    int j;

    memset(m->kind, RENJU_FORBID_NONE, (size_t)b->ncells);
    m->count = 0;
    for (j = 0; j < c->nwords; j++) {
        m->forbidden[j] = m->deep[j] = 0;
        m->count = judge_word(b, c, j, ~(uint64_t)0, m->kind, m->count, 1, shift, ofs,
                              nonliteral);
    }
}

/* Judge again into kind (the kept map's with keep, or a copy of it) the candidates of
 * c in region (the filter's words) and the kept map's deep points, the others keeping
 * their verdict in it; returns the new count. */
INLINE int rejudge(rj_board *b, const rj_candidates *c, const uint64_t *region,
                   unsigned char *kind, int keep, int shift, int ofs, int nonliteral)
{
    rj_kept_map *m = &b->kept;
    uint64_t x, aff;
    int j, r, col, count = m->count;

    for (j = 0; j < c->nwords; j++) {
        aff = region[j] | m->deep[j];
        for (x = m->forbidden[j] & aff; x; x &= x - 1) {
            rj_candidate_point(j, rj_lowest_bit(x), shift, ofs, &r, &col);
            kind[r * b->size + col] = RENJU_FORBID_NONE;
            count--;
        }
        if (keep) {
            m->forbidden[j] &= ~aff;
            m->deep[j] &= ~aff;
        }
        count = judge_word(b, c, j, aff, kind, count, keep, shift, ofs, nonliteral);
    }
    return count;
}

/* The rows of the star of a cell: on its own row every cell within REACH, on the row k
 * up those of its column and its two diagonals (board.h: the diagonal up-right meets
 * that row k columns on, the other k columns back), the cell's column being bit REACH. */
static const uint16_t star_rows[2 * REACH + 1] = {
    0x421, 0x222, 0x124, 0x0A8, 0x070, 0x7FF, 0x070, 0x0A8, 0x124, 0x222, 0x421
};

/* The union of the stars of the n cells (row * 32 + column) into region, the filter's
 * words of cells of 1 << shift bits, columns from bit ofs; what falls off the board is
 * of no account. */
INLINE void stars_of(const int *cells, int n, int size, int shift, int ofs,
                     uint64_t *region)
{
    const uint64_t cell_mask = ((uint64_t)1 << (1 << shift)) - 1;
    int i, k, r, c, row;

    memset(region, 0, sizeof(uint64_t) * RJ_MAP_WORDS);
    for (i = 0; i < n; i++) {
        r = cells[i] >> 5;
        c = cells[i] & 31;
        for (k = 0; k <= 2 * REACH; k++) {
            row = r + k - REACH;
            if (row >= 0 && row < size)
                region[row >> (6 - shift)]
                    |= ((uint64_t)star_rows[k] << (c + ofs) >> REACH & cell_mask)
                       << (rj_filter_lane(row, shift) << shift);
        }
    }
}

/* The kept map made anew from the board's candidates c. */
static void make_kept(rj_board *b, const rj_candidates *c, int nonliteral)
{
    if (b->size <= 15)
        remake(b, c, RJ_NARROW_SHIFT, RJ_NARROW_OFS, nonliteral);
    else
        remake(b, c, RJ_WIDE_SHIFT, RJ_WIDE_OFS, nonliteral);
    b->kept.reading = nonliteral + 1;
    b->nchanges = 0;
}

/* The kept map brought up to date with the board, whose candidates are c, from the n
 * cells changed since it was made (row * 32 + column each). */
static void follow_kept(rj_board *b, const rj_candidates *c, const int *cells, int n,
                        int nonliteral)
{
    rj_kept_map *m = &b->kept;
    uint64_t region[RJ_MAP_WORDS];

    if (b->size <= 15) {
        stars_of(cells, n, b->size, RJ_NARROW_SHIFT, RJ_NARROW_OFS, region);
        m->count = rejudge(b, c, region, m->kind, 1, RJ_NARROW_SHIFT, RJ_NARROW_OFS,
                           nonliteral);
    } else {
        stars_of(cells, n, b->size, RJ_WIDE_SHIFT, RJ_WIDE_OFS, region);
        m->count = rejudge(b, c, region, m->kind, 1, RJ_WIDE_SHIFT, RJ_WIDE_OFS,
                           nonliteral);
    }
    m->reading = nonliteral + 1;
    b->nchanges = 0;
}

/* The map of the board, whose candidates are c, into map, from the kept map and the
 * one cell changed since (row * 32 + column), the kept map left as it is; returns its
 * count. */
static int from_kept(rj_board *b, const rj_candidates *c, int cell, unsigned char *map,
                     int nonliteral)
{
    uint64_t region[RJ_MAP_WORDS];

    memcpy(map, b->kept.kind, (size_t)b->ncells);
    if (b->size <= 15) {
        stars_of(&cell, 1, b->size, RJ_NARROW_SHIFT, RJ_NARROW_OFS, region);
        return rejudge(b, c, region, map, 0, RJ_NARROW_SHIFT, RJ_NARROW_OFS, nonliteral);
    }
    stars_of(&cell, 1, b->size, RJ_WIDE_SHIFT, RJ_WIDE_OFS, region);
    return rejudge(b, c, region, map, 0, RJ_WIDE_SHIFT, RJ_WIDE_OFS, nonliteral);
}

/* The cells changed since the kept map was made, as row * 32 + column into cells[],
 * each once: their number, or MAX_CHANGES + 1 when there are more, when more were
 * written down than the board keeps, or when the map is of another reading or none. */
static int changes(const rj_board *b, int nonliteral, int *cells)
{
    int i, k, n = 0, p, r, cell;

    if (b->kept.reading != nonliteral + 1 || b->nchanges > RJ_BOARD_CHANGES)
        return MAX_CHANGES + 1;
    for (i = 0; i < b->nchanges; i++) {
        p = b->changes[i] >> 2;
        r = rj_board_row(b, p);
        cell = r * 32 + p - r * b->size;
        for (k = 0; k < n && cells[k] != cell; k++)
            ;
        if (k < n)
            continue;
        if (n == MAX_CHANGES)
            return n + 1;
        cells[n++] = cell;
    }
    return n;
}

/* Whether c holds more than MANY_CANDIDATES candidates. */
static int many_candidates(const rj_candidates *c)
{
    uint64_t x;
    int j, n = 0;

    for (j = 0; j < c->nwords; j++)
        for (x = c->multi[j] | c->single[j]; x; x &= x - 1)
            if (++n > MANY_CANDIDATES)
                return 1;
    return 0;
}

/* When the board is a stone put and a stone taken from the kept map's position (two
 * changes written down, cells[0] and cells[1], one now empty), as when an engine's
 * search goes from one move to the next at a node: the kept map taken back to the
 * position between, without the stone put, and the cell it was put on into cells[0].
 * The next position of the search is then a stone from it again.  c gets the board's
 * candidates anew.  Returns 0, changing nothing, when the changes are not such. */
static int step_back(rj_board *b, rj_candidates *c, int *cells, int nonliteral)
{
    int i, p[2], put, colour;

    if (b->nchanges != 2)
        return 0;
    for (i = 0; i < 2; i++)
        p[i] = (cells[i] >> 5) * b->size + (cells[i] & 31);
    if ((b->cell[p[0]] == RJ_EMPTY) == (b->cell[p[1]] == RJ_EMPTY))
        return 0;
    put = b->cell[p[0]] != RJ_EMPTY ? 0 : 1;
    colour = b->cell[p[put]];
    rj_board_remove(b, p[put]);
    rj_filter_board(b, c);
    if (many_candidates(c))
        follow_kept(b, c, &cells[!put], 1, nonliteral);
    else
        make_kept(b, c, nonliteral);
    rj_board_put(b, p[put], colour);
    rj_board_note(b, p[put], colour);
    rj_filter_board(b, c);
    cells[0] = cells[put];
    return 1;
}

int rj_forbidden_map(rj_board *b, unsigned char *map, int nonliteral)
{
    rj_candidates c;
    int j, n = 0;

    memset(map, RENJU_FORBID_NONE, (size_t)b->ncells);
    rj_filter_board(b, &c);
    for (j = 0; j < c.nwords; j++)
        n = b->size <= 15 ? judge_word(b, &c, j, ~(uint64_t)0, map, n, 0, RJ_NARROW_SHIFT,
                                       RJ_NARROW_OFS, nonliteral)
                          : judge_word(b, &c, j, ~(uint64_t)0, map, n, 0, RJ_WIDE_SHIFT,
                                       RJ_WIDE_OFS, nonliteral);
    return n;
}

int rj_forbidden_map_kept(rj_board *b, unsigned char *map, int nonliteral)
{
    rj_candidates c;
    int cells[MAX_CHANGES], n = changes(b, nonliteral, cells);

    if (n > 0) {
        rj_filter_board(b, &c);
        if (n > MAX_CHANGES || (n > 1 && !many_candidates(&c)))
            make_kept(b, &c, nonliteral);
        else if (n > 2 || (n == 2 && !step_back(b, &c, cells, nonliteral)))
            follow_kept(b, &c, cells, n, nonliteral);
        else
            return from_kept(b, &c, cells[0], map, nonliteral);
    }
    memcpy(map, b->kept.kind, (size_t)b->ncells);
    return b->kept.count;
}

/* SPDX-License-Identifier: MIT */
/* forbidden_map.c - black's forbidden points of the whole board at once
 * (renju_forbidden(3)).
 *
 * Most empty points cannot be forbidden at all; the filter (forbidden_filter.c) finds
 * the few that may be, and only those are judged: in full where a stone may make
 * something on two lines, by the one entry of the line where it may make two fours or
 * an overline otherwise. */
#include "core/forbidden.h"
#include "core/forbidden_filter.h"
#include "core/lines.h"
#include "renju.h"

#include <string.h>

/* What a black stone on the empty point at row r, column c makes when only the line
 * along d can hold anything (the filter says so): one three or four is
 * allowed and a five wins, so only an overline or two fours on the line make it
 * forbidden.  The line is found without branching on d, which the map's points give in
 * no predictable order. */
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

/* The line of a single candidate, bit i of word j: the one where it may make two fours
 * or an overline. */
static int single_line(const rj_candidates *c, int j, int i)
{
    return c->line[0][j] >> i & 1 ? 0
         : c->line[1][j] >> i & 1 ? 1
         : c->line[2][j] >> i & 1 ? 2 : 3;
}

/* Judge the candidates of c into map; returns the number forbidden.  Inline, so that
 * each caller's layout of the candidates (shift, ofs) is a constant. */
static inline int judge_candidates(rj_board *b, const rj_candidates *c, int shift, int ofs,
                                   unsigned char *map, int nonliteral)
{
    uint64_t x;
    int i, j, r, col, k, deep, n = 0;

    for (j = 0; j < c->nwords; j++) {
        for (x = c->multi[j]; x; x &= x - 1) {
            rj_candidate_point(j, rj_lowest_bit(x), shift, ofs, &r, &col);
            k = rj_forbidden_judge(b, r, col, nonliteral, &deep);
            if (k != RENJU_FORBID_NONE) {
                map[r * b->size + col] = (unsigned char)k;
                n++;
            }
        }
        for (x = c->single[j]; x; x &= x - 1) {
            i = rj_lowest_bit(x);
            rj_candidate_point(j, i, shift, ofs, &r, &col);
            k = judge_one_line(b, single_line(c, j, i), r, col);
            if (k != RENJU_FORBID_NONE) {
                map[r * b->size + col] = (unsigned char)k;
                n++;
            }
        }
    }
    return n;
}

int rj_forbidden_map(rj_board *b, unsigned char *map, int nonliteral)
{
    rj_candidates c;

    memset(map, RENJU_FORBID_NONE, (size_t)b->ncells);
    rj_filter_board(b, &c);
    if (b->size <= 15)
        return judge_candidates(b, &c, RJ_NARROW_SHIFT, RJ_NARROW_OFS, map, nonliteral);
    return judge_candidates(b, &c, RJ_WIDE_SHIFT, RJ_WIDE_OFS, map, nonliteral);
}

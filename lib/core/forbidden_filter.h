/* SPDX-License-Identifier: MIT */
/* forbidden_filter.h - the points of a board that may be forbidden, found all at once
 * (internal).  renju_rules(7), FORBIDDEN MOVES.
 *
 * Along one line, a black stone on an empty point makes a three only where four cells
 * around it hold it and two more black stones and, with the cell past either end, lie
 * clear of white stones and the edge (the straight four and its two ends); a four, a
 * five or an overline only where five cells around it, clear of them, hold three more;
 * two fours or an overline only where two such windows of five lie two cells apart or
 * more, or one holds four more.  tests/line_windows checks those three claims against
 * the line table on every window of a line.  A forbidden point makes something on two
 * lines, or two fours or an overline on one; the filter reads those windows for every
 * point of the board at once and keeps the points that pass. */
#ifndef RJ_FORBIDDEN_FILTER_H
#define RJ_FORBIDDEN_FILTER_H

#include "core/board.h"

/* Boards up to 15 wide: one vector of four words, a row a 16-bit cell, column 0 at bit
 * 0; 16 to 20 wide: three vectors, a row a 32-bit cell as the board keeps it (board.h). */
#define RJ_FILTER_WORDS RJ_MAP_WORDS
#define RJ_NARROW_SHIFT 4   /* a cell is 1 << shift bits */
#define RJ_NARROW_OFS 0     /* the bit of column 0 in its cell */
#define RJ_WIDE_SHIFT 5
#define RJ_WIDE_OFS RJ_LINE_OFS

typedef struct rj_candidates {
    int nwords;     /* the words in use */
    /* the points where a black stone may make something on two lines or more: judged
     * in full */
    uint64_t multi[RJ_FILTER_WORDS];
    /* the others where it may make two fours or an overline on one line, and, for each
     * direction, the points where it may do that along it */
    uint64_t single[RJ_FILTER_WORDS];
    uint64_t line[RJ_DIRS][RJ_FILTER_WORDS];
} rj_candidates;

/* The candidates of every empty point of the board: narrow or wide as the board's size
 * is up to 15 or more. */
void rj_filter_board(const rj_board *b, rj_candidates *out);

/* The place in a word of the cell of row r: the words hold their cells as memcpy() put
 * them, lowest address lowest on a little-endian machine. */
static inline int rj_filter_lane(int r, int shift)
{
    static const union { uint16_t u; unsigned char low; } probe = { 1 };
    int per_word = 64 >> shift, k = r % per_word;

    return probe.low ? k : per_word - 1 - k;
}

/* The row and column of bit i of word j, cells of 1 << shift bits whose columns start at
 * bit ofs. */
static inline void rj_candidate_point(int j, int i, int shift, int ofs, int *r, int *col)
{
    int per_word = 64 >> shift;

    *r = per_word * j + rj_filter_lane(i >> shift, shift);
    *col = (i & ((1 << shift) - 1)) - ofs;
}

#endif

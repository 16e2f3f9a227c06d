/* SPDX-License-Identifier: MIT */
/* lines.h - what a black stone makes along one line (internal).  renju_rules(7),
 * DEFINITIONS.
 *
 * The board keeps one bit set of black stones and one of blocked cells (white stones
 * and the cells past the edge) per line (board.h).  An entry of the generated table
 * rj_line_table (pattern_gen.c) says what a black stone on an empty cell makes on that
 * line; the index is the free segment around the cell and the black stones in it. */
#ifndef RJ_LINES_H
#define RJ_LINES_H

#include "core/board.h"
#include "core/tables.h"

/* The kind, in the low bits of an entry.  A line holds at most one of them: a four on a
 * line leaves no room for a three through the same stone on it. */
#define RJ_LINE_NONE        0
#define RJ_LINE_THREE       1
#define RJ_LINE_FOUR        2
#define RJ_LINE_DOUBLE_FOUR 3  /* two fours on the one line: X.XXX.X and the like */
#define RJ_LINE_FIVE        4  /* exactly five */
#define RJ_LINE_OVERLINE    5
#define RJ_LINE_KIND        7u

/* For a three, the empty cells that turn it into a straight four: bit i above
 * RJ_LINE_QSHIFT stands for the cell i - 3 steps along the line from the stone. */
#define RJ_LINE_QSHIFT      3

/* An entry of rj_line_seg: the segment's first entry in rj_line_table (bits 0..12),
 * the shift that brings its first cell to bit 0 (bits 13..15) and its cells in the
 * window (from bit 16). */
#define RJ_SEG_SHIFT 13
#define RJ_SEG_CELLS 16

/* The table's size: the segments of l free cells to the left and r to the right
 * (0..5 each), 2^(l+r+1) entries each. */
#define RJ_LINE_ENTRIES 7938

extern RJ_TABLE uint32_t rj_line_seg[2048];
extern RJ_TABLE unsigned short rj_line_table[RJ_LINE_ENTRIES];

/* Fill both tables from the rules (pattern_gen.c). */
void rj_pattern_fill(uint32_t seg[2048], unsigned short table[RJ_LINE_ENTRIES]);

/* The entry for a black stone at position pos of a line whose bit sets are black and
 * block, position i being bit i + RJ_LINE_OFS (board.h). */
static inline unsigned rj_line_entry(uint32_t black, uint32_t block, int pos)
{
    /* cells pos-5 .. pos+5 as bits 0..10 */
    uint32_t seg = rj_line_seg[block >> (pos + RJ_LINE_OFS - 5) & 0x7FFu];
    uint32_t key = (black >> (pos + RJ_LINE_OFS - 5) & seg >> RJ_SEG_CELLS)
                   >> (seg >> RJ_SEG_SHIFT & 7u);

    return rj_line_table[(seg & 0x1FFFu) + key];
}

#endif

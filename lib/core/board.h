/* SPDX-License-Identifier: MIT */
/* board.h - the stones on the board and its geometry (internal). */
#ifndef RJ_BOARD_H
#define RJ_BOARD_H

#include <stdint.h>

#define RJ_MAX_SIZE  20
#define RJ_MAX_CELLS (RJ_MAX_SIZE * RJ_MAX_SIZE)

/* Cell values match RENJU_EMPTY, RENJU_BLACK and RENJU_WHITE. */
#define RJ_EMPTY 0
#define RJ_BLACK 1
#define RJ_WHITE 2

/* The four line directions: horizontal, vertical, diagonal (up-right), anti-diagonal
 * (down-right), as column and row steps. */
#define RJ_DIRS 4
extern const int rj_dcol[RJ_DIRS];
extern const int rj_drow[RJ_DIRS];

/* Lines: direction 0 has one per row (index row + RJ_ROW_PAD), 1 one per column, 2 and
 * 3 one per diagonal (index column - row + size - 1, and row + column).  A cell's
 * position on its line is its row on a column and its column otherwise; position i is
 * bit i + RJ_LINE_OFS of the line's bit sets, so that a window five cells either side
 * never leaves them.  Below the rows lie RJ_ROW_PAD empty, blocked rows, and so do all
 * the unused indices above them, so that the forbidden-point filter can read rows past
 * either edge (up to RJ_ROW_PAD + 1 above, which RJ_LINES leaves room for). */
#define RJ_LINES    (2 * RJ_MAX_SIZE - 1)
#define RJ_LINE_OFS 6
#define RJ_ROW_PAD  3

/* The words of a board in the layout of the forbidden-point filter (forbidden_filter.h):
 * four for a board up to 15 wide, twelve for one 16 to 20 wide. */
#define RJ_MAP_WORDS 12

/* The forbidden map the board made last (forbidden_map.c), kept to be brought up to date
 * when the map is next asked for, from the changes written down since (rj_board). */
typedef struct rj_kept_map {
    int reading;                        /* 0: none; else 1 + the three reading */
    int count;                          /* its forbidden points */
    uint64_t forbidden[RJ_MAP_WORDS];   /* its forbidden points, in the filter's words */
    uint64_t deep[RJ_MAP_WORDS];        /* its points judged through two threes or more */
    unsigned char kind[RJ_MAX_CELLS];   /* RENJU_FORBID_* of every point */
} rj_kept_map;

/* The changes written down since the kept map was made, at most this many. */
#define RJ_BOARD_CHANGES 8

typedef struct rj_board {
    int size;      /* side length, RENJU_MIN_SIZE..RENJU_MAX_SIZE */
    int ncells;    /* size * size */
    int stones;    /* stones on the board */
    unsigned divm; /* row = point * divm >> 16, a division without dividing */
    unsigned char cell[RJ_MAX_CELLS]; /* indexed by point = row * size + column */
    /* kept up to date by rj_board_put and rj_board_remove: the stones of each line
     * and, for the forbidden-point engine (lines.h), its blocked cells (white stones
     * and the positions past the edge of the board) */
    uint32_t black[RJ_DIRS][RJ_LINES];
    uint32_t white[RJ_DIRS][RJ_LINES];
    uint32_t block[RJ_DIRS][RJ_LINES];
    /* a point that was legal for black when last looked at (forbidden.c): tried first
     * when asking whether black has one, which a white move asks every time */
    int legal_hint;
    /* the kept forbidden map, and the stones put or taken since it was made
     * (rj_board_note) */
    rj_kept_map kept;
    int nchanges;
    unsigned short changes[RJ_BOARD_CHANGES];
} rj_board;

void rj_board_init(rj_board *b, int size);
void rj_board_put(rj_board *b, int p, int colour);   /* p empty, colour black or white */
void rj_board_remove(rj_board *b, int p);            /* p holds a stone */

/* Write down, for the kept forbidden map (forbidden_map.c), a stone of colour put on p
 * or taken from it, as point * 4 + colour: every change to the board that outlasts the
 * call making it goes through here (the game's moves and set-up do; a search or a
 * query that puts stones and takes them back need not).  A stone taken back just after
 * it was put, or put back just after it was taken, crosses its change out.  A few
 * operations, and one once there are more changes than the board keeps (nchanges
 * RJ_BOARD_CHANGES + 1, as when no map is kept): the map is then made anew. */
static inline void rj_board_note(rj_board *b, int p, int colour)
{
    unsigned short change = (unsigned short)(p * 4 + colour);
    int n = b->nchanges;

    if (n > RJ_BOARD_CHANGES)
        return;
    if (n > 0 && b->changes[n - 1] == change)
        b->nchanges = n - 1;
    else if (n < RJ_BOARD_CHANGES)
        b->changes[b->nchanges++] = change;
    else
        b->nchanges = RJ_BOARD_CHANGES + 1;
}

static inline int rj_board_row(const rj_board *b, int p)
{
    return (int)((unsigned)p * b->divm >> 16);
}

/* Bit scans of a non-zero word: the index of the lowest set bit, and the number of
 * clear bits above the highest. */
#if defined(__GNUC__)
static inline int rj_lowest_bit(uint64_t x) { return __builtin_ctzll(x); }
static inline int rj_leading_zeros(uint32_t x) { return __builtin_clz(x); }
#else
static inline int rj_lowest_bit(uint64_t x)
{
    int n = 0;

    for (; !(x & 1u); x >>= 1)
        n++;
    return n;
}

static inline int rj_leading_zeros(uint32_t x)
{
    int n = 0;

    for (; !(x & 0x80000000u); x <<= 1)
        n++;
    return n;
}
#endif

/* The line through the cell at row r, column c in direction d. */
static inline int rj_board_line(const rj_board *b, int d, int r, int c)
{
    switch (d) {
    case 0:  return r + RJ_ROW_PAD;
    case 1:  return c;
    case 2:  return c - r + b->size - 1;
    default: return r + c;
    }
}

/* The point one step from p in direction d (sign +1 or -1), or -1 off the board. */
int rj_board_step(const rj_board *b, int p, int d, int sign);

/* The length of the unbroken run of colour through p along direction d, counting p as
 * if it held colour; the run's end points go to *lo and *hi (lo first along d).
 * Inline: the win check of every move calls it four times. */
static inline int rj_board_run(const rj_board *b, int p, int d, int colour, int *lo, int *hi)
{
    int r = rj_board_row(b, p), c = p - r * b->size;
    int li = rj_board_line(b, d, r, c), pos = (d == 1 ? r : c) + RJ_LINE_OFS;
    int step = rj_dcol[d] + rj_drow[d] * b->size, back, fwd;
    uint32_t set = colour == RJ_BLACK ? b->black[d][li]
                 : colour == RJ_WHITE ? b->white[d][li]
                 : ~(b->black[d][li] | b->block[d][li]);

    /* no set holds a cell past either edge (bits below RJ_LINE_OFS, or from
     * RJ_LINE_OFS + size on), so both counts stop on the board */
    back = rj_leading_zeros(~set << (32 - pos));
    fwd = rj_lowest_bit(~set >> (pos + 1));
    if (lo)
        *lo = p - back * step;
    if (hi)
        *hi = p + fwd * step;
    return back + fwd + 1;
}

/* Whether the run through position pos of a line's set of stones of one colour,
 * counting pos as if it held one, is five or longer. */
static inline int rj_board_five_at(uint32_t set, int pos)
{
    uint32_t x = set | (uint32_t)1 << pos;

    /* bit i left set when cells i..i+4 all hold the colour */
    x &= x >> 1;
    x &= x >> 2;
    x &= x >> 1;
    return (x >> (pos - 4) & 0x1Fu) != 0;
}

/* The directions along which the run of colour (black or white) through p, counting p
 * as if it held colour, is five or longer, as bits 0..3: the win check of every move
 * asks it, and most moves make no run that long. */
static inline unsigned rj_board_long_runs(const rj_board *b, int p, int colour)
{
    int r = rj_board_row(b, p), c = p - r * b->size;
    int cp = c + RJ_LINE_OFS, rp = r + RJ_LINE_OFS;
    const uint32_t (*set)[RJ_LINES] = colour == RJ_BLACK ? b->black : b->white;

    return (unsigned)rj_board_five_at(set[0][r + RJ_ROW_PAD], cp)
         | (unsigned)rj_board_five_at(set[1][c], rp) << 1
         | (unsigned)rj_board_five_at(set[2][c - r + b->size - 1], cp) << 2
         | (unsigned)rj_board_five_at(set[3][r + c], cp) << 3;
}

#endif

/* SPDX-License-Identifier: MIT */
/* board.c - stones on the board and walking along lines. */
#include "core/board.h"

#include <string.h>

const int rj_dcol[RJ_DIRS] = { 1, 0, 1, 1 };
const int rj_drow[RJ_DIRS] = { 0, 1, 1, -1 };

void rj_board_init(rj_board *b, int size)
{
    int d, li, lo, hi;
    uint32_t on;

    memset(b, 0, sizeof *b);
    b->nchanges = RJ_BOARD_CHANGES + 1;     /* no forbidden map kept yet */
    b->size = size;
    b->ncells = size * size;
    /* floor(p * divm / 2^16) = p / size while p * (divm * size - 2^16) < 2^16; the
     * factor in brackets is below size, so every point up to 2^16 / RJ_MAX_SIZE is
     * safe, and RJ_MAX_CELLS is far less */
    b->divm = (65536u + (unsigned)size - 1) / (unsigned)size;
    for (d = 0; d < RJ_DIRS; d++)
        for (li = 0; li < RJ_LINES; li++) {
            lo = 0;
            hi = size - 1;
            if (d == 0 && (li < RJ_ROW_PAD || li >= size + RJ_ROW_PAD))
                hi = -1;    /* padding */
            if (d >= 2) {   /* a diagonal holds the columns li - size + 1 .. li */
                lo = li - size + 1 > 0 ? li - size + 1 : 0;
                hi = li < size - 1 ? li : size - 1;
            }
            on = lo <= hi ? (((uint32_t)1 << (hi - lo + 1)) - 1) << (lo + RJ_LINE_OFS) : 0;
            b->block[d][li] = ~on;
        }
}

/* Bits of the four lines through p, kept in step with cell[] */
static void flip_lines(rj_board *b, int p, int colour)
{
    int r = rj_board_row(b, p), c = p - r * b->size;
    int l0 = rj_board_line(b, 0, r, c), l1 = rj_board_line(b, 1, r, c);
    int l2 = rj_board_line(b, 2, r, c), l3 = rj_board_line(b, 3, r, c);
    uint32_t cbit = (uint32_t)1 << (c + RJ_LINE_OFS), rbit = (uint32_t)1 << (r + RJ_LINE_OFS);
    uint32_t (*set)[RJ_LINES] = colour == RJ_BLACK ? b->black : b->white;

    set[0][l0] ^= cbit;
    set[1][l1] ^= rbit;
    set[2][l2] ^= cbit;
    set[3][l3] ^= cbit;
    if (colour != RJ_BLACK) {
        b->block[0][l0] ^= cbit;
        b->block[1][l1] ^= rbit;
        b->block[2][l2] ^= cbit;
        b->block[3][l3] ^= cbit;
    }
}

void rj_board_put(rj_board *b, int p, int colour)
{
    b->cell[p] = (unsigned char)colour;
    b->stones++;
    flip_lines(b, p, colour);
}

void rj_board_remove(rj_board *b, int p)
{
    flip_lines(b, p, b->cell[p]);
    b->cell[p] = RJ_EMPTY;
    b->stones--;
}

int rj_board_step(const rj_board *b, int p, int d, int sign)
{
    int r = rj_board_row(b, p), c = p - r * b->size;

    c += sign * rj_dcol[d];
    r += sign * rj_drow[d];
    if (c < 0 || r < 0 || c >= b->size || r >= b->size)
        return -1;
    return r * b->size + c;
}


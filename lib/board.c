/* board.c - stones on the board and walking along lines. */
#include "board.h"

#include <string.h>

const int rj_dcol[RJ_DIRS] = { 1, 0, 1, 1 };
const int rj_drow[RJ_DIRS] = { 0, 1, 1, -1 };

void rj_board_init(rj_board *b, int size)
{
    memset(b, 0, sizeof *b);
    b->size = size;
    b->ncells = size * size;
}

void rj_board_put(rj_board *b, int p, int colour)
{
    b->cell[p] = (unsigned char)colour;
    b->stones++;
}

void rj_board_remove(rj_board *b, int p)
{
    b->cell[p] = RJ_EMPTY;
    b->stones--;
}

int rj_board_step(const rj_board *b, int p, int d, int sign)
{
    int c = p % b->size + sign * rj_dcol[d];
    int r = p / b->size + sign * rj_drow[d];
    if (c < 0 || r < 0 || c >= b->size || r >= b->size)
        return -1;
    return r * b->size + c;
}

int rj_board_run(const rj_board *b, int p, int d, int colour, int *lo, int *hi)
{
    int n = 1, q, end;

    for (end = p; (q = rj_board_step(b, end, d, -1)) >= 0 && b->cell[q] == colour; end = q)
        n++;
    if (lo)
        *lo = end;
    for (end = p; (q = rj_board_step(b, end, d, +1)) >= 0 && b->cell[q] == colour; end = q)
        n++;
    if (hi)
        *hi = end;
    return n;
}

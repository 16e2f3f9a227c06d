/* SPDX-License-Identifier: MIT */
/* symmetry.c - the 8 symmetries of the square board and the equivalence of two 5th-move
 * offers (renju_rules(7), OPENING RULES, 5th-move offers: two offers are equivalent when a
 * symmetry carries the position with black on one onto the position with black on the
 * other). */
#include "core/symmetry.h"
#include "renju.h"

void rj_sym_apply(int sym, int n, int *c, int *r)
{
    int x = *c, y = *r;

    switch (sym) {
    case RENJU_SYM_ROTATE_90:     *c = n - y; *r = x;     break;
    case RENJU_SYM_ROTATE_180:    *c = n - x; *r = n - y; break;
    case RENJU_SYM_ROTATE_270:    *c = y;     *r = n - x; break;
    case RENJU_SYM_FLIP_COLUMNS:  *c = n - x; *r = y;     break;
    case RENJU_SYM_FLIP_ROWS:     *c = x;     *r = n - y; break;
    case RENJU_SYM_DIAGONAL:      *c = y;     *r = x;     break;
    case RENJU_SYM_ANTIDIAGONAL:  *c = n - y; *r = n - x; break;
    default:                      break;
    }
}

int rj_sym_point(int size, int sym, int p)
{
    int c = p % size, r = p / size;

    rj_sym_apply(sym, size - 1, &c, &r);
    return r * size + c;
}

int rj_board_stones(const rj_board *b, int *stones)
{
    int p, n = 0;

    for (p = 0; p < b->ncells; p++)
        if (b->cell[p] != RJ_EMPTY)
            stones[n++] = p;
    return n;
}

/* The colour on q in the position with an extra black stone on x. */
static int colour_with(const rj_board *b, int x, int q)
{
    return q == x ? RJ_BLACK : b->cell[q];
}

int rj_offers_equivalent(const rj_board *b, const int *stones, int nstones, int a, int bp)
{
    int sym, i, q;

    for (sym = 0; sym < RENJU_SYMMETRIES; sym++) {
        /* both positions hold as many stones of each colour, so a symmetry that sends
         * every stone of the first onto a stone of the same colour in the second maps
         * one onto the other */
        if (colour_with(b, bp, rj_sym_point(b->size, sym, a)) != RJ_BLACK)
            continue;
        for (i = 0; i < nstones; i++) {
            q = stones[i];
            if (colour_with(b, bp, rj_sym_point(b->size, sym, q)) != b->cell[q])
                break;
        }
        if (i == nstones)
            return 1;
    }
    return 0;
}

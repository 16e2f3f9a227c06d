/* SPDX-License-Identifier: MIT */
/* symmetry_api.c - the board's symmetries and the equivalence of 5th-move offers, as
 * the public functions give them for a game. */
#include "core/symmetry.h"
#include "game/errors.h"
#include "game/notation.h"

static int check_sym(renju_game *g, int sym)
{
    if (sym < 0 || sym >= RENJU_SYMMETRIES)
        return rj_error(g, RENJU_EINVAL, "%d is not a symmetry (0..%d)", sym,
                        RENJU_SYMMETRIES - 1);
    return RENJU_OK;
}

int renju_symmetry_point(renju_game *g, int sym, int point)
{
    if (!g)
        return RENJU_EINVAL;
    if (check_sym(g, sym) || rj_check_point(g, point))
        return g->errcode;
    rj_ok(g);
    return rj_sym_point(g->board.size, sym, point);
}

int renju_symmetry_inverse(int sym)
{
    if (sym < 0 || sym >= RENJU_SYMMETRIES)
        return RENJU_EINVAL;
    /* the quarter turns undo each other; every other symmetry undoes itself */
    if (sym == RENJU_SYM_ROTATE_90)
        return RENJU_SYM_ROTATE_270;
    if (sym == RENJU_SYM_ROTATE_270)
        return RENJU_SYM_ROTATE_90;
    return sym;
}

int renju_offers_equivalent(renju_game *g, int a, int b)
{
    int stones[RJ_MAX_CELLS], n, i, p[2];
    char name[8];

    if (!g)
        return RENJU_EINVAL;
    p[0] = a;
    p[1] = b;
    for (i = 0; i < 2; i++) {
        if (rj_check_point(g, p[i]))
            return RENJU_ERANGE;
        if (g->board.cell[p[i]] != RJ_EMPTY) {
            rj_point_name(g, p[i], name);
            return rj_error(g, RENJU_EOCCUPIED, "%s is already occupied", name);
        }
    }
    n = rj_board_stones(&g->board, stones);
    rj_ok(g);
    return rj_offers_equivalent(&g->board, stones, n, a, b);
}

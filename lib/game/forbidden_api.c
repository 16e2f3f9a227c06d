/* SPDX-License-Identifier: MIT */
/* forbidden_api.c - the public face of the forbidden-point engine (renju_rules(7),
 * FORBIDDEN MOVES). */
#include "game/handle.h"
#include "game/errors.h"
#include "game/notation.h"
#include "core/forbidden.h"

int renju_forbidden(renju_game *g, int point)
{
    char name[8];
    int kind;

    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    if (g->board.cell[point] != RJ_EMPTY) {
        rj_point_name(g, point, name);
        return rj_error(g, RENJU_EOCCUPIED, "%s is already occupied", name);
    }
    kind = rj_forbidden(&g->board, point, g->opt[RENJU_OPT_THREE_READING]);
    rj_ok(g);
    return kind;
}

int renju_forbidden_map(renju_game *g, unsigned char *map, size_t capacity)
{
    int n;

    if (!g)
        return RENJU_EINVAL;
    if (!map)
        return rj_error(g, RENJU_EINVAL, "the map buffer is NULL");
    if (capacity < (size_t)g->board.ncells)
        return rj_error(g, RENJU_EBUFSIZE, "the map buffer holds %zu points, %d needed",
                        capacity, g->board.ncells);
    n = rj_forbidden_map_kept(&g->board, map, g->opt[RENJU_OPT_THREE_READING]);
    rj_ok(g);
    return n;
}

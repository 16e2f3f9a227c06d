/* SPDX-License-Identifier: MIT */
/* setup.c - free placement of stones for analysis and puzzles, and the check of the
 * position: no line already won, and under an opening rule stones that its opening can
 * have placed (opening_start.c). */
#include "game/handle.h"
#include "game/history.h"
#include "game/opening_state.h"
#include "game/opening_start.h"
#include "game/errors.h"
#include "game/result.h"
#include "game/notation.h"

#include <string.h>

int renju_setup_begin(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "already in setup mode");
    g->in_setup = 1;
    return rj_ok(g);
}

static int need_setup(renju_game *g, const char *fn)
{
    if (!g->in_setup)
        return rj_error(g, RENJU_EPHASE, "%s: not in setup mode (call renju_setup_begin)", fn);
    return RENJU_OK;
}

static int valid_colour(renju_game *g, int colour, int empty_ok)
{
    if (colour == RENJU_BLACK || colour == RENJU_WHITE || (empty_ok && colour == RENJU_EMPTY))
        return RENJU_OK;
    return rj_error(g, RENJU_EINVAL, "%d is not a colour%s", colour,
                    empty_ok ? " (0 empty, 1 black, 2 white)" : " (1 black, 2 white)");
}

int renju_setup_put(renju_game *g, int point, int colour)
{
    if (!g)
        return RENJU_EINVAL;
    if (need_setup(g, "renju_setup_put") || rj_check_point(g, point)
        || valid_colour(g, colour, 1))
        return g->errcode;
    if (g->board.cell[point] != RJ_EMPTY)
        rj_game_take(g, point);
    if (colour != RENJU_EMPTY)
        rj_game_put(g, point, colour);
    return rj_ok(g);
}

int renju_setup_side(renju_game *g, int colour)
{
    if (!g)
        return RENJU_EINVAL;
    if (need_setup(g, "renju_setup_side") || valid_colour(g, colour, 0))
        return g->errcode;
    g->side = colour;
    return rj_ok(g);
}

int renju_setup_end(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    /* a line that already wins leaves nothing to play for; in caro a five closed at
     * both ends does not win, and may stand */
    if (need_setup(g, "renju_setup_end") || rj_check_no_win(g, "the position already holds"))
        return g->errcode;
    /* under an opening rule the position goes on with it, so some game must reach it */
    if (rj_opening_fits(g, g->board.cell, g->side))
        return g->errcode;
    g->in_setup = 0;
    g->moves = 0;
    rj_hist_clear(g);
    memcpy(g->base, g->board.cell, sizeof g->base);
    g->base_side = g->side;
    g->base_stones = g->board.stones;
    rj_opening_restart(g);
    rj_judge_start(g);
    return rj_ok(g);
}

int renju_in_setup(renju_game *g)
{
    return g ? g->in_setup : RENJU_EINVAL;
}

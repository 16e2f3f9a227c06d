/* SPDX-License-Identifier: MIT */
/* queries.c - reading the state of a game. */
#include "game/handle.h"
#include "game/history.h"
#include "game/errors.h"
#include "game/output.h"
#include "game/notation.h"

int renju_stone(renju_game *g, int point)
{
    if (!g)
        return RENJU_EINVAL;
    if (rj_check_point(g, point))
        return RENJU_ERANGE;
    rj_ok(g);
    return g->board.cell[point];
}

int renju_board(renju_game *g, unsigned char *cells, size_t capacity)
{
    if (!g)
        return RENJU_EINVAL;
    /* the cells hold RJ_EMPTY, RJ_BLACK and RJ_WHITE, which are the public values */
    return rj_out_bytes(g, cells, capacity, g->board.cell, g->board.ncells, "cells");
}

int renju_side_to_move(renju_game *g)
{
    return g ? g->side : RENJU_EINVAL;
}

int renju_move_count(renju_game *g)
{
    return g ? g->moves : RENJU_EINVAL;
}

int renju_stone_count(renju_game *g)
{
    return g ? g->board.stones : RENJU_EINVAL;
}

int renju_moves(renju_game *g, int *moves, size_t capacity)
{
    int list[2 * RJ_MAX_CELLS + 2];
    int i, n = 0;

    if (!g)
        return RENJU_EINVAL;
    for (i = 0; i < rj_hist_played(g); i++)
        if (rj_action_is_move(rj_hist_at(g, i)))
            list[n++] = rj_hist_at(g, i)->point;
    return rj_out_ints(g, moves, capacity, list, n, "move");
}

int renju_last_move(renju_game *g)
{
    int i;

    if (!g)
        return RENJU_EINVAL;
    for (i = rj_hist_played(g) - 1; i >= 0; i--)
        if (rj_action_is_move(rj_hist_at(g, i)))
            return rj_hist_at(g, i)->point;
    return RENJU_NO_POINT;
}

int renju_result(renju_game *g)
{
    return g ? g->result : RENJU_EINVAL;
}

int renju_result_reason(renju_game *g)
{
    return g ? g->reason : RENJU_EINVAL;
}

int renju_winning_line(renju_game *g, int *points, size_t capacity)
{
    if (!g)
        return RENJU_EINVAL;
    return rj_out_ints(g, points, capacity, g->line, g->line_len, "winning line");
}

int renju_result_foul(renju_game *g, int *kind, int *point)
{
    if (!g)
        return RENJU_EINVAL;
    if (kind)
        *kind = g->foul_kind;
    if (point)
        *point = g->foul_point;
    return rj_ok(g);
}

/* SPDX-License-Identifier: MIT */
/* threat_play.c - threat questions answered by playing: each stone is tried with
 * renju_play() and taken back with renju_undo(), and a stone of the side not to move
 * is tried after a pass.  Slow and plain on purpose. */
#include <check.h>
#include <string.h>

#include "threat_play.h"

static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };

static struct {
    renju_game *g;
    unsigned char cell[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
} board;

void tp_sync(renju_game *g)
{
    board.g = g;
    must(renju_board(g, board.cell, sizeof board.cell) >= 0, "renju_board");
}

void tp_synced(renju_game *g)
{
    unsigned char now[RENJU_MAX_SIZE * RENJU_MAX_SIZE];
    int n = renju_board(g, now, sizeof now);

    must(board.g == g && n >= 0 && memcmp(now, board.cell, (size_t)n) == 0,
         "the copy of the board");
}

int tp_stone(renju_game *g, int p)
{
    must(board.g == g, "tp_sync() first");
    return board.cell[p];
}

int tp_play(renju_game *g, int p)
{
    int side = renju_side_to_move(g), rc = renju_play(g, p);

    if (rc == RENJU_OK)
        board.cell[p] = (unsigned char)side;
    return rc;
}

void tp_pass(renju_game *g)
{
    must(renju_pass(g) == RENJU_OK, "pass");
}

void tp_undo(renju_game *g)
{
    int last = renju_last_move(g);

    must(renju_undo(g) == RENJU_OK, "undo");
    if (last >= 0 && last < renju_game_size(g) * renju_game_size(g))
        board.cell[last] = RENJU_EMPTY;   /* a stone, not a pass */
}

/* The point k steps from p along d, -1 off the board. */
static int step(renju_game *g, int p, int d, int k)
{
    int size = renju_game_size(g), c = p % size + k * dc[d], r = p / size + k * dr[d];

    return c < 0 || r < 0 || c >= size || r >= size ? -1 : r * size + c;
}

/* Give colour the move: a pass by the other side if need be; returns whether it
 * passed (undo it after). */
static int give_turn(renju_game *g, int colour)
{
    if (renju_side_to_move(g) == colour)
        return 0;
    tp_pass(g);
    return 1;
}

int tp_mover_wins(renju_game *g, int p)
{
    int side = renju_side_to_move(g), won;

    /* a win is five in a row through p: no five cells free of the other colour with
     * four of the side's stones, no win (a quick test, exact) */
    if (tp_stone(g, p) != RENJU_EMPTY || !tp_shape(g, p, side, 5)
        || tp_play(g, p) != RENJU_OK)
        return 0;
    won = renju_result(g) == (side == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS);
    tp_undo(g);
    return won;
}

int tp_win_points(renju_game *g, int colour, int near, int *out)
{
    int passed = give_turn(g, colour), n = 0, p, d, k, cells = renju_game_size(g);

    cells *= cells;
    if (near < 0) {
        for (p = 0; p < cells; p++)
            if (tp_mover_wins(g, p))
                out[n++] = p;
    } else {
        for (d = 0; d < 4; d++)
            for (k = -4; k <= 4; k++)
                if (k != 0 && (p = step(g, near, d, k)) >= 0 && tp_mover_wins(g, p))
                    out[n++] = p;
    }
    if (passed)
        tp_undo(g);
    return n;
}

int tp_shape(renju_game *g, int p, int colour, int stones)
{
    int size = renju_game_size(g), r = p / size, c = p % size, d, k, start, cell[9], mine, bad;

    for (d = 0; d < 4; d++) {
        /* the nine cells centred on p: -1 off the board, p itself colour's */
        for (k = -4; k <= 4; k++) {
            int rr = r + k * dr[d], cc = c + k * dc[d];

            cell[k + 4] = rr < 0 || cc < 0 || rr >= size || cc >= size ? -1
                          : k == 0 && tp_stone(g, p) == RENJU_EMPTY ? colour
                          : tp_stone(g, rr * size + cc);
        }
        for (start = 0; start <= 4; start++) {
            for (k = 0, mine = 0, bad = 0; k < 5; k++) {
                mine += cell[start + k] == colour;
                bad |= cell[start + k] != colour && cell[start + k] != RENJU_EMPTY;
            }
            if (!bad && mine >= stones)
                return 1;
        }
    }
    return 0;
}

int tp_near(renju_game *g, int p, int *out)
{
    int d, k, q, n = 0;

    out[n++] = p;
    for (d = 0; d < 4; d++)
        for (k = -5; k <= 5; k++)
            if (k != 0 && (q = step(g, p, d, k)) >= 0)
                out[n++] = q;
    return n;
}

int tp_stoppable(renju_game *g, const int *w, int nw)
{
    int cand[41], nc, i, j, k, alive;

    /* a stone stops a win point by taking it, or in caro by closing the end of its
     * five: within five of it on its lines either way */
    for (i = 0; i < nw; i++) {
        nc = tp_near(g, w[i], cand);
        for (j = 0; j < nc; j++) {
            if (tp_stone(g, cand[j]) != RENJU_EMPTY || tp_play(g, cand[j]) != RENJU_OK)
                continue;
            for (k = 0, alive = 0; k < nw && !alive; k++)
                alive = w[k] != cand[j] && renju_result(g) == RENJU_ONGOING
                        && tp_mover_wins(g, w[k]);
            tp_undo(g);
            if (!alive)
                return 1;
        }
    }
    return 0;
}

int tp_threat_point(renju_game *g, int colour, int q)
{
    int w[64], nw, passed, res = 0;

    if (tp_stone(g, q) != RENJU_EMPTY || !tp_shape(g, q, colour, 4))
        return 0;
    passed = give_turn(g, colour);
    if (tp_play(g, q) == RENJU_OK) {
        if (renju_result(g) == RENJU_ONGOING) {
            nw = tp_win_points(g, colour, q, w);
            res = nw > 0 && !tp_stoppable(g, w, nw);
        }
        tp_undo(g);
    }
    if (passed)
        tp_undo(g);
    return res;
}

/* SPDX-License-Identifier: MIT */
/* shape.c - the shapes a stone makes on each line, for engines and for explanations
 * (renju_rules(7), DEFINITIONS).  This is a query, not the forbidden-point engine: it walks
 * the line plainly and asks the engine only whether a key point of a black three is
 * forbidden. */
#include "game/shape.h"
#include "game/result.h"
#include "rules/catalogue.h"
#include "core/forbidden.h"

#include <string.h>

/* Add q to a list kept in line order (positions along d ascend with the step). */
static void add_sorted(int *list, int *n, int q, const rj_board *b, int d)
{
    int i, j, key = rj_dcol[d] ? q % b->size : q / b->size;

    for (i = 0; i < *n; i++) {
        int k = rj_dcol[d] ? list[i] % b->size : list[i] / b->size;
        if (list[i] == q)
            return;
        if (k > key)
            break;
    }
    for (j = *n; j > i; j--)
        list[j] = list[j - 1];
    list[i] = q;
    (*n)++;
}

/* Add the run of colour through p along d, less the point skip, to the stones. */
static void add_run(rj_shape *s, const rj_board *b, int p, int d, int colour, int skip)
{
    int lo, hi, q;

    rj_board_run(b, p, d, colour, &lo, &hi);
    for (q = lo;; q = rj_board_step(b, q, d, +1)) {
        if (q != skip)
            add_sorted(s->stones, &s->nstones, q, b, d);
        if (q == hi)
            break;
    }
}

/* Whether colour's stone on the empty point q completes a winning run through p. */
static int completes(renju_game *g, int p, int q, int d, int colour)
{
    int n;

    rj_board_put(&g->board, q, colour);
    n = rj_run_wins(g, p, d, colour);
    rj_board_remove(&g->board, q);
    return n > 0;
}

/* Whether colour's stone on the empty point q makes a straight four through p. */
static int straight_four_at(renju_game *g, int p, int q, int d, int colour)
{
    rj_board *b = &g->board;
    int lo, hi, a, z, ok = 0;

    rj_board_put(b, q, colour);
    if (rj_board_run(b, p, d, colour, &lo, &hi) == 4) {
        a = rj_board_step(b, lo, d, -1);
        z = rj_board_step(b, hi, d, +1);
        ok = a >= 0 && z >= 0 && b->cell[a] == RJ_EMPTY && b->cell[z] == RJ_EMPTY
          && completes(g, p, a, d, colour) && completes(g, p, z, d, colour);
    }
    rj_board_remove(b, q);
    return ok;
}

/* Why black may not use q to turn a three into a straight four: 0 if it may
 * (renju_rules(7), real threes and their two readings). */
static int key_status(renju_game *g, int q)
{
    int d;

    if (g->opt[RENJU_OPT_THREE_READING] == RENJU_THREE_LITERAL)
        for (d = 0; d < RJ_DIRS; d++)
            if (rj_board_run(&g->board, q, d, RJ_BLACK, NULL, NULL) == 5)
                return RENJU_KEY_MAKES_FIVE;
    return rj_forbidden(&g->board, q, g->opt[RENJU_OPT_THREE_READING]);
}

static void analyse(renju_game *g, int p, int colour, int d, rj_shape *s)
{
    rj_board *b = &g->board;
    int line[9], i, q, n, lo, hi, a, z, playable = 0;
    int judged = colour == rj_ruleset(g->ruleset)->forbidden_colour;

    memset(s, 0, sizeof *s);
    for (i = -4; i <= 4; i++) {   /* the line within reach of p, -1 off the board */
        int k, steps = i < 0 ? -i : i;
        for (k = 0, q = p; k < steps && q >= 0; k++)
            q = rj_board_step(b, q, d, i < 0 ? -1 : +1);
        line[i + 4] = q;
    }

    n = rj_board_run(b, p, d, colour, &lo, &hi);
    /* a row caro's opponent has closed at both ends neither wins nor can become a win:
     * no shape, as the result code sees it */
    if (n >= 5 && rj_run_dead(g, p, d, colour))
        return;
    if (n >= 5) {
        s->shape = n == 5 ? RENJU_SHAPE_FIVE : RENJU_SHAPE_OVERLINE;
        add_run(s, b, p, d, colour, -1);
        return;
    }

    for (i = 0; i < 9; i++) {
        q = line[i];
        if (q >= 0 && b->cell[q] == RJ_EMPTY && completes(g, p, q, d, colour)) {
            s->keys[s->nkeys++] = q;
            rj_board_put(b, q, colour);
            add_run(s, b, p, d, colour, q);
            rj_board_remove(b, q);
        }
    }
    if (s->nkeys > 0) {
        a = rj_board_step(b, lo, d, -1);
        z = rj_board_step(b, hi, d, +1);
        if (s->nkeys == 1)
            s->shape = RENJU_SHAPE_FOUR;
        else if (n == 4 && s->nkeys == 2 && s->keys[0] == a && s->keys[1] == z)
            s->shape = RENJU_SHAPE_STRAIGHT_FOUR;
        else
            s->shape = RENJU_SHAPE_DOUBLE_FOUR;
        return;
    }

    for (i = 0; i < 9; i++) {
        q = line[i];
        if (q < 0 || b->cell[q] != RJ_EMPTY || !straight_four_at(g, p, q, d, colour))
            continue;
        s->status[s->nkeys] = judged ? key_status(g, q) : 0;
        playable += s->status[s->nkeys] == 0;
        s->keys[s->nkeys++] = q;
        rj_board_put(b, q, colour);
        add_run(s, b, p, d, colour, q);
        rj_board_remove(b, q);
    }
    if (s->nkeys > 0)
        s->shape = playable ? RENJU_SHAPE_THREE : RENJU_SHAPE_FALSE_THREE;
}

void rj_shape_line(renju_game *g, int p, int colour, int d, rj_shape *s)
{
    int placed = g->board.cell[p] == RJ_EMPTY;

    if (placed)
        rj_board_put(&g->board, p, colour);
    analyse(g, p, colour, d, s);
    if (placed)
        rj_board_remove(&g->board, p);
}

/* SPDX-License-Identifier: MIT */
/* result.c - wins and draws (renju_rules(7), RULE SETS and END OF THE GAME). */
#include "game/handle.h"
#include "game/errors.h"
#include "rules/catalogue.h"
#include "game/result.h"
#include "game/notation.h"
#include "core/forbidden.h"

void rj_clear_result(renju_game *g)
{
    g->result = RENJU_ONGOING;
    g->reason = RENJU_REASON_NONE;
    g->foul_kind = RENJU_FORBID_NONE;
    g->foul_point = RENJU_NO_POINT;
    g->line_len = 0;
}

/* How many ends of the run lo..hi along d are blocked for colour: by an opponent's
 * stone, or by the board's edge where RENJU_OPT_EDGE_BLOCKS says it blocks. */
static int blocked_ends(const renju_game *g, int lo, int hi, int d, int colour)
{
    int ends[2], i, q, n = 0;

    ends[0] = rj_board_step(&g->board, lo, d, -1);
    ends[1] = rj_board_step(&g->board, hi, d, +1);
    for (i = 0; i < 2; i++) {
        q = ends[i];
        if (q < 0)
            n += g->opt[RENJU_OPT_EDGE_BLOCKS];
        else if (g->board.cell[q] != RJ_EMPTY && g->board.cell[q] != colour)
            n++;
    }
    return n;
}

int rj_run_wins(const renju_game *g, int p, int d, int colour)
{
    int lo, hi, n = rj_board_run(&g->board, p, d, colour, &lo, &hi);

    /* most runs are short: their ends are looked at only when they could win */
    return n >= 5 && rj_ruleset(g->ruleset)->wins(colour, n, blocked_ends(g, lo, hi, d, colour))
           ? n : 0;
}

int rj_run_dead(const renju_game *g, int p, int d, int colour)
{
    int lo, hi, n = rj_board_run(&g->board, p, d, colour, &lo, &hi);

    /* closing both ends matters where it stops a five (caro) */
    return n >= 5 && blocked_ends(g, lo, hi, d, colour) == 2
           && !rj_ruleset(g->ruleset)->wins(colour, 5, 2);
}

int rj_winning_run(renju_game *g, int p, int colour, int *dir)
{
    unsigned dirs = rj_board_long_runs(&g->board, p, colour);
    int d, n, best = 0;

    /* an exact five is named before an overline made by the same stone; short runs are
     * the rule, and skipped before asking the rule set */
    for (d = 0; dirs; d++, dirs >>= 1) {
        if (!(dirs & 1))
            continue;
        n = rj_run_wins(g, p, d, colour);
        if (n > 0 && (best == 0 || (n == 5 && best != 5))) {
            best = n;
            *dir = d;
        }
    }
    return best;
}

int rj_check_no_win(renju_game *g, const char *holds)
{
    int p, d, colour, lo, hi;
    char a[8], b[8];

    for (p = 0; p < g->board.ncells; p++) {
        colour = g->board.cell[p];
        if (colour != RJ_EMPTY && rj_winning_run(g, p, colour, &d) > 0) {
            rj_board_run(&g->board, p, d, colour, &lo, &hi);
            rj_point_name(g, lo, a);
            rj_point_name(g, hi, b);
            return rj_error(g, RENJU_EPOSITION,
                            "%s a winning line for %s (%s-%s)", holds,
                            colour == RJ_BLACK ? "black" : "white", a, b);
        }
    }
    return RENJU_OK;
}

void rj_reset_result(renju_game *g)
{
    rj_clear_result(g);
    g->base_result = RENJU_ONGOING;
    g->base_reason = RENJU_REASON_NONE;
}

void rj_set_result(renju_game *g, int result, int reason)
{
    g->result = result;
    g->reason = reason;
}

void rj_set_foul(renju_game *g, int kind, int point)
{
    rj_set_result(g, RENJU_WHITE_WINS, RENJU_REASON_FOUL);
    g->foul_kind = kind;
    g->foul_point = point;
}

void rj_restore_start_result(renju_game *g)
{
    rj_clear_result(g);
    rj_set_result(g, g->base_result, g->base_reason);
}

int rj_judge_stone(renju_game *g, int p, int colour)
{
    int d, n, lo, i, q;

    n = rj_winning_run(g, p, colour, &d);
    if (n == 0)
        return 0;
    rj_board_run(&g->board, p, d, colour, &lo, NULL);
    for (i = 0, q = lo; i < n; i++, q = rj_board_step(&g->board, q, d, +1))
        g->line[i] = q;
    g->line_len = n;
    rj_set_result(g, colour == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS,
                  n == 5 ? RENJU_REASON_FIVE : RENJU_REASON_OVERLINE);
    return 1;
}

void rj_judge_start(renju_game *g)
{
    rj_clear_result(g);
    rj_judge_position(g);
    g->base_result = g->result;
    g->base_reason = g->reason;
}

void rj_judge_position(renju_game *g)
{
    int limit = g->opt[RENJU_OPT_MOVE_LIMIT];

    if (g->board.stones == g->board.ncells) {
        rj_set_result(g, RENJU_DRAW, RENJU_REASON_FULL_BOARD);
    } else if (limit > 0 && g->board.stones >= limit) {
        rj_set_result(g, RENJU_DRAW, RENJU_REASON_MOVE_LIMIT);
    } else if (rj_ruleset(g->ruleset)->forbidden_colour == RENJU_BLACK && g->side == RENJU_BLACK
               && !rj_black_has_legal_point(&g->board, g->opt[RENJU_OPT_THREE_READING])) {
        /* renju_rules(7), END OF THE GAME, after the Polish seed: the board counts as full
         */
        rj_set_result(g, RENJU_DRAW, RENJU_REASON_NO_LEGAL_POINT);
    }
}

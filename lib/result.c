/* SPDX-License-Identifier: MIT */
/* result.c - wins and draws (renju_rules(7), RULE SETS and END OF THE GAME). */
#include "game.h"
#include "forbidden.h"

void rj_clear_result(renju_game *g)
{
    g->result = RENJU_ONGOING;
    g->reason = RENJU_REASON_NONE;
    g->foul_kind = RENJU_FORBID_NONE;
    g->foul_point = RENJU_NO_POINT;
    g->line_len = 0;
}

/* Whether a run of n stones of colour wins under the rule set (renju_rules(7), RULE SETS).
 */
int rj_run_wins(int ruleset, int colour, int n)
{
    switch (ruleset) {
    case RENJU_RULES_FREESTYLE: return n >= 5;
    case RENJU_RULES_RENJU:     return colour == RENJU_WHITE ? n >= 5 : n == 5;
    default:                    return n == 5;   /* standard gomoku, five in a row */
    }
}

int rj_winning_run(renju_game *g, int p, int colour, int *dir)
{
    int d, n, best = 0;

    /* an exact five is named before an overline made by the same stone */
    for (d = 0; d < RJ_DIRS; d++) {
        n = rj_board_run(&g->board, p, d, colour, NULL, NULL);
        if (rj_run_wins(g->ruleset, colour, n) && (best == 0 || (n == 5 && best != 5))) {
            best = n;
            *dir = d;
        }
    }
    return best;
}

int rj_judge_stone(renju_game *g, int p, int colour)
{
    int d, n, lo, hi, i, q;

    n = rj_winning_run(g, p, colour, &d);
    if (n == 0)
        return 0;
    rj_board_run(&g->board, p, d, colour, &lo, &hi);
    for (i = 0, q = lo; i < n; i++, q = rj_board_step(&g->board, q, d, +1))
        g->line[i] = q;
    g->line_len = n;
    g->result = colour == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS;
    g->reason = n == 5 ? RENJU_REASON_FIVE : RENJU_REASON_OVERLINE;
    (void)hi;
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
        g->result = RENJU_DRAW;
        g->reason = RENJU_REASON_FULL_BOARD;
    } else if (limit > 0 && g->board.stones >= limit) {
        g->result = RENJU_DRAW;
        g->reason = RENJU_REASON_MOVE_LIMIT;
    } else if (g->ruleset == RENJU_RULES_RENJU && g->side == RENJU_BLACK
               && !rj_black_has_legal_point(&g->board, g->opt[RENJU_OPT_THREE_READING])) {
        /* renju_rules(7), END OF THE GAME, after the Polish seed: the board counts as full
         */
        g->result = RENJU_DRAW;
        g->reason = RENJU_REASON_NO_LEGAL_POINT;
    }
}

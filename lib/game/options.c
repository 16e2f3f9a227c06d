/* SPDX-License-Identifier: MIT */
/* options.c - per-game options as enum + int, with bounds. */
#include "game/handle.h"
#include "game/history.h"
#include "game/errors.h"
#include "rules/catalogue.h"
#include "game/opening_state.h"
#include "game/opening_start.h"
#include "game/result.h"

static int bounds(renju_game *g, int option, int *min, int *max)
{
    const rj_ruleset_row *rs = rj_ruleset(g->ruleset);
    const rj_opening_row *op = rj_opening_rule(g->opt[RENJU_OPT_OPENING]);

    switch (option) {
    case RENJU_OPT_FOUL_POLICY:   *min = RENJU_FOUL_REJECT; *max = RENJU_FOUL_LOSE; break;
    case RENJU_OPT_ALLOW_PASS:    *min = 0; *max = 1; break;
    case RENJU_OPT_CENTRE_FIRST:  *min = rs->centre_fixed; *max = 1; break;
    case RENJU_OPT_MOVE_LIMIT:    *min = 0; *max = g->board.ncells; break;
    case RENJU_OPT_THREE_READING: *min = RENJU_THREE_LITERAL; *max = RENJU_THREE_NONLITERAL; break;
    case RENJU_OPT_OPENING:       rj_opening_bounds(g, min, max); break;
    case RENJU_OPT_OPENING_N:     *min = op->n_min; *max = op->n_max; break;
    case RENJU_OPT_EDGE_BLOCKS:   *min = 0; *max = rs->edge_option; break;
    default:
        return rj_error(g, RENJU_EINVAL, "unknown option %d", option);
    }
    return RENJU_OK;
}

/* Whether the position would be refused under the new value, as renju_setup_end()
 * refuses it (recorded): opening the edge may let a row of it win before play starts;
 * a position set up under one opening rule may be one that no game under another
 * reaches (or with the first stone of Swap1 and Swap2 placed elsewhere).  In setup
 * mode the check waits for renju_setup_end. */
static int refuses_position(renju_game *g, int option, int value)
{
    int old = g->opt[option], rc = RENJU_OK;

    if (g->in_setup)
        return RENJU_OK;
    g->opt[option] = value;
    if (option == RENJU_OPT_EDGE_BLOCKS)
        rc = rj_check_no_win(g, "with the board's edge open, the position would hold");
    else if ((option == RENJU_OPT_OPENING || option == RENJU_OPT_CENTRE_FIRST) && rj_set_up(g))
        rc = rj_opening_fits(g, g->base, g->base_side);
    g->opt[option] = old;
    return rc;
}

int renju_option_bounds(renju_game *g, int option, int *min, int *max)
{
    int lo = 0, hi = 0;

    if (!g)
        return RENJU_EINVAL;
    if (bounds(g, option, &lo, &hi))
        return RENJU_EINVAL;
    if (min)
        *min = lo;
    if (max)
        *max = hi;
    return rj_ok(g);
}

int renju_option_set(renju_game *g, int option, int value)
{
    int lo = 0, hi = 0;

    if (!g)
        return RENJU_EINVAL;
    if (bounds(g, option, &lo, &hi))
        return RENJU_EINVAL;
    if (value < lo || value > hi)
        return rj_error(g, RENJU_ERANGE, "option %d takes %d..%d in this game, not %d",
                        option, lo, hi, value);
    if (option == RENJU_OPT_OPENING && rj_opening_refuses(g, value))
        return g->errcode;
    if (rj_hist_started(g))
        return rj_error(g, RENJU_EPHASE,
                        "options can be changed only before the first move");
    if (refuses_position(g, option, value))
        return g->errcode;
    g->opt[option] = value;
    if (option == RENJU_OPT_OPENING)
        g->opt[RENJU_OPT_OPENING_N] = rj_opening_rule(value)->n_default;
    rj_opening_restart(g);   /* the opening rule and centre first decide where it enters */
    if (!g->in_setup) {
        /* the starting position was judged under the old options (a move limit, the three
         * reading of black's legal points: renju_rules(7), END OF THE GAME): judge it again
         */
        rj_judge_start(g);
    }
    return rj_ok(g);
}

int renju_option_get(renju_game *g, int option, int *value)
{
    int lo = 0, hi = 0;

    if (!g)
        return RENJU_EINVAL;
    if (bounds(g, option, &lo, &hi))
        return RENJU_EINVAL;
    if (!value)
        return rj_error(g, RENJU_EINVAL, "renju_option_get: value is NULL");
    *value = g->opt[option];
    return rj_ok(g);
}

/* SPDX-License-Identifier: MIT */
/* solve_api.c - the public face of the threat searches (renju_vcf(3), renju_vct(3),
 * renju_solve(3)). */
#include "solve/search.h"
#include "game/errors.h"
#include "game/opening_state.h"
#include "game/output.h"

/* Whether the game is at a point where play goes on: no setup, no opening step, not
 * over.  Records the error if not. */
int rj_can_search(renju_game *g, const char *what)
{
    rj_ostate st;

    if (g->in_setup)
        return rj_error(g, RENJU_EPHASE, "cannot %s in setup mode: call renju_setup_end first",
                        what);
    if (g->result != RENJU_ONGOING)
        return rj_error(g, RENJU_EGAMEOVER, "cannot %s: the game is over", what);
    rj_opening_state(g, &st);
    if (st.step)
        return rj_error(g, RENJU_EPHASE, "cannot %s during the opening", what);
    return RENJU_OK;
}

int rj_check_search_args(renju_game *g, int max_nodes, int *outcome, int *line,
                      size_t capacity)
{
    if (!outcome)
        return rj_error(g, RENJU_EINVAL, "the outcome pointer is NULL");
    if (!line && capacity != 0)
        return rj_error(g, RENJU_EINVAL, "the line buffer is NULL with capacity %zu",
                        capacity);
    if (max_nodes < 0)
        return rj_error(g, RENJU_ERANGE, "the node limit %d is negative", max_nodes);
    return RENJU_OK;
}

/* One search of the side to move on the game's own board: the kind's (RENJU_THREAT_*),
 * with moves for win in n.  Returns RJ_WIN, RJ_NO, RJ_UNKNOWN, or RENJU_ENOMEM. */
int rj_search_run(rj_search *s, int kind, int moves, int record)
{
    rj_search_rekey(s);
    if (kind == RENJU_THREAT_VCT)
        return rj_vct_search(s, record);
    if (kind == RENJU_THREAT_WIN)
        return rj_solve_search(s, moves);
    return rj_vcf_search(s, 0, record, -1);
}

int rj_search_once(renju_game *g, int attacker, int kind, int moves, int max_nodes,
                   int record, rj_search *s)
{
    int res, hint;

    if (rj_search_init_as(s, g, max_nodes, attacker) != RENJU_OK)
        return rj_error(g, RENJU_ENOMEM, "no memory for the search's table");
    /* the search takes every stone back; the hint of the forbidden-point engine is put
     * back too, so that nothing at all changes */
    hint = g->board.legal_hint;
    res = rj_search_run(s, kind, moves, record);
    g->board.legal_hint = hint;
    rj_search_done(s);
    if (res == RENJU_ENOMEM)
        return rj_error(g, RENJU_ENOMEM, "no memory for the search's table");
    return res;
}

/* Run one search and hand the result over: the line into the caller's buffer (nothing
 * written if it is too small), the outcome and the count. */
static int run(renju_game *g, int kind, int moves, int max_nodes, int *outcome, int *nodes,
               int *line, size_t capacity)
{
    rj_search s;
    int res = rj_search_once(g, g->side, kind, moves, max_nodes, 1, &s), n;

    if (res < 0)
        return res;
    n = rj_out_ints(g, line, capacity, s.line, res == RJ_WIN ? s.len : 0, "line");
    if (n < 0)
        return n;
    *outcome = res;
    if (nodes)
        *nodes = s.nodes;
    return n;
}

int renju_search_time_set(renju_game *g, int milliseconds)
{
    if (!g)
        return RENJU_EINVAL;
    if (milliseconds < 0)
        return rj_error(g, RENJU_ERANGE, "the search time %d ms is negative", milliseconds);
    g->search_ms = milliseconds;
    return rj_ok(g);
}

int renju_search_time_get(renju_game *g)
{
    if (!g)
        return RENJU_EINVAL;
    rj_ok(g);
    return g->search_ms;
}

int renju_vcf(renju_game *g, int max_nodes, int *outcome, int *nodes, int *line,
              size_t capacity)
{
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = rj_check_search_args(g, max_nodes, outcome, line, capacity)) != RENJU_OK
        || (rc = rj_can_search(g, "search for a VCF")) != RENJU_OK)
        return rc;
    return run(g, RENJU_THREAT_VCF, 0, max_nodes, outcome, nodes, line, capacity);
}

int renju_solve(renju_game *g, int moves, int max_nodes, int *outcome, int *nodes, int *line,
                size_t capacity)
{
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = rj_check_search_args(g, max_nodes, outcome, line, capacity)) != RENJU_OK)
        return rc;
    if (moves < 1 || moves > RJ_SOLVE_MAX_MOVES)
        return rj_error(g, RENJU_ERANGE, "the number of moves %d is out of range", moves);
    if ((rc = rj_can_search(g, "solve")) != RENJU_OK)
        return rc;
    return run(g, RENJU_THREAT_WIN, moves, max_nodes, outcome, nodes, line, capacity);
}

int renju_vct(renju_game *g, int max_nodes, int *outcome, int *nodes, int *line,
              size_t capacity)
{
    int rc;

    if (!g)
        return RENJU_EINVAL;
    if ((rc = rj_check_search_args(g, max_nodes, outcome, line, capacity)) != RENJU_OK
        || (rc = rj_can_search(g, "search for a VCT")) != RENJU_OK)
        return rc;
    return run(g, RENJU_THREAT_VCT, 0, max_nodes, outcome, nodes, line, capacity);
}

/* SPDX-License-Identifier: MIT */
/* proof.c - a win with its proof as a tree of the game (renju_proof(3)).  The proof is
 * played into a copy of the game, each move through renju_play(), so that the rules
 * engine itself passes every move of it.  At the attacker's turns the search finds the
 * move; at the defender's every legal reply is looked at, and the ones that leave the
 * attacker neither a five at once nor a move that makes two win points (while the
 * defender has none) are played, each with the attacker's answer: the rule a checker
 * without a solver can apply (renju-solve(1)). */
#include <limits.h>

#include "solve/search.h"
#include "game/errors.h"

/* Whether colour has a legal point where its stone makes two win points or more that
 * no one stone stops (in caro one stone can close both ends of a straight four with an
 * end closed already): wit holds the last point found, tried first. */
static int has_double_win(rj_search *s, int colour, int *wit)
{
    int w[RJ_MAX_THREATS], stop[RJ_MAX_DEFENCES], p, q, n;

    for (q = -1; q < s->b->ncells; q++) {
        p = q < 0 ? *wit : q;
        if (p < 0 || s->b->cell[p] != RJ_EMPTY || !rj_search_four_shape(s, p, colour)
            || !rj_search_legal(s, p, colour))
            continue;
        rj_search_put(s, p, colour);
        n = rj_search_line_wins(s, p, colour, w);
        if (n >= 2 && rj_search_stops(s, colour, w, n, stop) > 0)
            n = 0;
        rj_search_remove(s, p);
        if (n >= 2) {
            *wit = p;
            return 1;
        }
    }
    return 0;
}

/* Whether the defender's legal reply d needs an answer in the proof; a move making two
 * win points answers it only with two of the attacker's moves to come (moves). */
static int needs_answer(rj_search *s, int d, int moves, int *wit)
{
    int w, res;

    if (rj_search_wins(s, d, s->def))
        return 1;   /* the defender's five: no proof can answer it */
    rj_search_put(s, d, s->def);
    res = !rj_search_win_points(s, s->att, &w, 1)
          && (rj_search_win_points(s, s->def, &w, 1) || moves < 2
              || !has_double_win(s, s->att, wit));
    rj_search_remove(s, d);
    return res;
}

static int attacker_node(renju_game *pg, rj_search *s, int kind, int moves, int *first);

/* The attacker's moves left for win in n; any number for the others. */
#define ANY_MOVES INT_MAX

/* The defender to move in the proof's game after the attacker's stone: its replies
 * that need an answer, each played with the answer below it. */
static int defender_node(renju_game *pg, rj_search *s, int kind, int moves)
{
    int d, rc, wit = -1;

    for (d = 0; d < s->b->ncells; d++) {
        if (!rj_search_legal(s, d, s->def) || !needs_answer(s, d, moves - 1, &wit))
            continue;
        if ((rc = renju_play(pg, d)) != RENJU_OK)
            return rc;
        rc = attacker_node(pg, s, kind, moves - 1, NULL);
        if (rc != RENJU_OK)
            return rc;
        if ((rc = renju_tree_parent(pg)) != RENJU_OK)
            return rc;
    }
    return RENJU_OK;
}

/* The attacker to move in the proof's game, the position proved won: its move found by
 * the search and played, then the defender's replies.  *first, when not NULL, receives
 * the move's node. */
static int attacker_node(renju_game *pg, rj_search *s, int kind, int moves, int *first)
{
    int res, rc;

    res = rj_search_run(s, kind, moves, 1);
    if (res == RENJU_ENOMEM)
        return res;
    if (res != RJ_WIN || s->len < 1)
        return rj_error(pg, RENJU_EPOSITION, "a position of the proof was not won again");
    if ((rc = renju_play(pg, s->line[0])) != RENJU_OK)
        return rc;
    if (first)
        *first = renju_tree_node(pg);
    if (renju_result(pg) == RENJU_ONGOING && (rc = defender_node(pg, s, kind, moves)) != RENJU_OK)
        return rc;
    return renju_tree_parent(pg);
}

/* The proof's game: a copy of g on the same node with no children there, keeping what
 * is played.  NULL on failure, with the error in *rc. */
static renju_game *proof_game(renju_game *g, int *rc)
{
    renju_game *pg;
    int node;

    if ((*rc = renju_game_clone(&pg, g)) != RENJU_OK)
        return NULL;
    node = renju_tree_node(pg);
    /* the node after it in pre-order is its first child */
    while (*rc == RENJU_OK && renju_node_children(pg, node, NULL, 0) > 0)
        *rc = renju_tree_delete(pg, renju_node_next(pg, node));
    if (*rc == RENJU_OK)
        *rc = renju_tree_mode_set(pg, RENJU_TREE_KEEP);
    if (*rc != RENJU_OK) {
        renju_game_free(pg);
        return NULL;
    }
    return pg;
}

/* Build the proof of a win already found into a new game: its first move's node in
 * *first.  NULL on failure, with the error in *rc (recorded in g). */
static renju_game *build(renju_game *g, int kind, int moves, int *first, int *rc)
{
    renju_game *pg = proof_game(g, rc);
    rj_search s;
    int mode = renju_tree_mode_get(g);

    if (!pg) {
        rj_error(g, *rc, "no memory for the proof");
        return NULL;
    }
    if (rj_search_init(&s, pg, 0) != RENJU_OK) {
        *rc = RENJU_ENOMEM;
    } else {
        s.resolving = 1;      /* proved: no time limit applies */
        s.deadline = 0;
        *rc = attacker_node(pg, &s, kind, kind == RENJU_THREAT_WIN ? moves : ANY_MOVES, first);
        rj_search_done(&s);
    }
    if (*rc == RENJU_OK)
        *rc = renju_tree_mode_set(pg, mode);
    if (*rc != RENJU_OK) {
        rj_error(g, *rc, *rc == RENJU_ENOMEM ? "no memory for the proof"
                                             : "the proof could not be built: %s",
                 renju_errmsg(pg));
        renju_game_free(pg);
        return NULL;
    }
    return pg;
}

int renju_proof(renju_game *g, int threat, int moves, int max_nodes, int *outcome, int *nodes,
                renju_game **proof)
{
    rj_search s;
    int rc, res, first = 0;

    if (!g)
        return RENJU_EINVAL;
    if (!proof)
        return rj_error(g, RENJU_EINVAL, "the proof pointer is NULL");
    *proof = NULL;
    if ((rc = rj_check_search_args(g, max_nodes, outcome, NULL, 0)) != RENJU_OK)
        return rc;
    if (threat != RENJU_THREAT_VCF && threat != RENJU_THREAT_VCT && threat != RENJU_THREAT_WIN)
        return rj_error(g, RENJU_EINVAL, "the threat %d is not a RENJU_THREAT_* value", threat);
    if (threat == RENJU_THREAT_WIN && (moves < 1 || moves > RJ_SOLVE_MAX_MOVES))
        return rj_error(g, RENJU_ERANGE, "the number of moves %d is out of range", moves);
    if ((rc = rj_can_search(g, "search for a proof")) != RENJU_OK)
        return rc;
    if ((res = rj_search_once(g, g->side, threat, moves, max_nodes, 0, &s)) < 0)
        return res;
    if (res == RJ_WIN && !(*proof = build(g, threat, moves, &first, &rc)))
        return rc;
    *outcome = res;
    if (nodes)
        *nodes = s.nodes;
    rj_ok(g);
    return first;
}

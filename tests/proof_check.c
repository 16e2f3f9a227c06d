/* SPDX-License-Identifier: MIT */
/* proof_check.c - a proof of a win checked without a solver, by the rule of
 * renju-solve(1): the proof is one SGF game tree of moves whose first node is the
 * attacker's first move; under each attacker move that is not a five, the defender
 * replies it covers are its children, each followed by exactly one attacker move; a
 * reply not listed must leave the attacker a five at once, or a legal move that makes
 * two win points no one stone stops while the defender has no five. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "threat_brute.h"
#include "threat_play.h"

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

typedef struct pnode {
    int colour, point;
    int child, next;      /* first child and next sibling, -1 for none */
} pnode;

typedef struct proof {
    renju_game *g;
    pnode *node;
    int n, cap;
    const char *at;       /* the text still to parse */
    char *why;
    size_t whycap;
} proof;

static int reject(proof *pf, const char *what, int point)
{
    char name[8] = "?";

    if (point >= 0)
        renju_point_format(pf->g, point, name, sizeof name);
    snprintf(pf->why, pf->whycap, "%s (%s)", what, name);
    return 0;
}

/* ------------------------------------------------------------ parsing */

static int new_node(proof *pf, int colour, int point)
{
    if (pf->n == pf->cap) {
        pf->cap = pf->cap ? 2 * pf->cap : 64;
        pf->node = realloc(pf->node, (size_t)pf->cap * sizeof *pf->node);
        must(pf->node != NULL, "memory");
    }
    pf->node[pf->n] = (pnode){ colour, point, -1, -1 };
    return pf->n++;
}

/* ";B[xy]" or ";W[xy]": a node, or -1. */
static int parse_node(proof *pf)
{
    const char *s = pf->at;
    int size = renju_game_size(pf->g), c, r;

    if (s[0] != ';' || (s[1] != 'B' && s[1] != 'W') || s[2] != '[' || s[5] != ']')
        return -1;
    c = s[3] - 'a';
    r = size - 1 - (s[4] - 'a');
    if (c < 0 || c >= size || r < 0 || r >= size)
        return -1;
    pf->at = s + 6;
    return new_node(pf, s[1] == 'B' ? RENJU_BLACK : RENJU_WHITE, r * size + c);
}

/* A sequence of nodes, then variations; returns its first node, -1 if malformed. */
static int parse_sequence(proof *pf)
{
    int first = parse_node(pf), last = first, n, prev;

    while (last >= 0 && *pf->at == ';') {
        if ((n = parse_node(pf)) < 0)
            return -1;
        pf->node[last].child = n;
        last = n;
    }
    for (prev = -1; last >= 0 && *pf->at == '('; prev = n) {
        pf->at++;
        if ((n = parse_sequence(pf)) < 0 || *pf->at != ')')
            return -1;
        pf->at++;
        if (prev < 0)
            pf->node[last].child = n;
        else
            pf->node[prev].next = n;
    }
    return first;
}

/* ------------------------------------------------------------ the rule */

/* Whether the attacker (to move, no five at once) has a legal move making two win
 * points or more that no one stone of the defender stops. */
static int double_win(renju_game *g, int att)
{
    int q, w[64], nw, res = 0;

    for (q = 0; q < MAXP && q < renju_game_size(g) * renju_game_size(g) && !res; q++) {
        if (!tp_shape(g, q, att, 4) || tp_stone(g, q) != RENJU_EMPTY
            || tp_play(g, q) != RENJU_OK)
            continue;
        /* no five before: every win point now runs through q */
        nw = renju_result(g) == RENJU_ONGOING ? tp_win_points(g, att, q, w) : 0;
        res = nw >= 2 && !tp_stoppable(g, w, nw);
        tp_undo(g);
    }
    return res;
}

/* Whether the defender's reply just played needs no answer in the proof. */
static int covered(renju_game *g, int att)
{
    int p, w[MAXP];

    if (renju_result(g) != RENJU_ONGOING)
        return 0;   /* the defender's five, or a draw */
    for (p = 0; p < renju_game_size(g) * renju_game_size(g); p++)
        if (tp_mover_wins(g, p))
            return 1;
    return tp_win_points(g, renju_side_to_move(g) == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK,
                         -1, w) == 0
           && double_win(g, att);
}

static int check_attacker(proof *pf, int id, int att);

/* The defender to move after the attacker's move id: its listed replies, each with
 * one answer, and every other legal reply covered. */
static int check_replies(proof *pf, int id, int att)
{
    renju_game *g = pf->g;
    int listed[MAXP] = { 0 }, c, d, ok;

    for (c = pf->node[id].child; c >= 0; c = pf->node[c].next) {
        if (pf->node[c].colour == att || listed[pf->node[c].point])
            return reject(pf, "a reply is the attacker's or listed twice", pf->node[c].point);
        listed[pf->node[c].point] = 1;
        if (tp_play(g, pf->node[c].point) != RENJU_OK)
            return reject(pf, "an illegal reply", pf->node[c].point);
        ok = renju_result(g) == RENJU_ONGOING && pf->node[c].child >= 0
             && pf->node[pf->node[c].child].next < 0
             ? check_attacker(pf, pf->node[c].child, att)
             : reject(pf, "a reply without exactly one answer", pf->node[c].point);
        tp_undo(g);
        if (!ok)
            return 0;
    }
    for (d = 0; d < renju_game_size(g) * renju_game_size(g); d++) {
        if (listed[d] || tp_stone(g, d) != RENJU_EMPTY || tp_play(g, d) != RENJU_OK)
            continue;
        ok = covered(g, att);
        tp_undo(g);
        if (!ok)
            return reject(pf, "a reply neither listed nor covered", d);
    }
    return 1;
}

static int check_attacker(proof *pf, int id, int att)
{
    renju_game *g = pf->g;
    int ok, won = att == RENJU_BLACK ? RENJU_BLACK_WINS : RENJU_WHITE_WINS;

    if (pf->node[id].colour != att || renju_side_to_move(g) != att)
        return reject(pf, "an attacker's move that is not the attacker's", pf->node[id].point);
    if (tp_play(g, pf->node[id].point) != RENJU_OK)
        return reject(pf, "an illegal attacker's move", pf->node[id].point);
    if (renju_result(g) == won)
        ok = pf->node[id].child < 0 ? 1 : reject(pf, "moves after a five", pf->node[id].point);
    else if (renju_result(g) != RENJU_ONGOING)
        ok = reject(pf, "the game ends without the attacker's win", pf->node[id].point);
    else
        ok = check_replies(pf, id, att);
    tp_undo(g);
    return ok;
}

int proof_check(renju_game *g, const char *sgf, char *why, size_t cap)
{
    proof pf = { g, NULL, 0, 0, sgf, why, cap };
    int root, ok;

    why[0] = '\0';
    if (*pf.at++ != '(' || (root = parse_sequence(&pf)) < 0 || strcmp(pf.at, ")") != 0) {
        free(pf.node);
        snprintf(why, cap, "not one SGF game tree of moves at \"%.20s\"", pf.at);
        return 0;
    }
    tp_sync(g);
    ok = check_attacker(&pf, root, renju_side_to_move(g));
    tp_synced(g);
    free(pf.node);
    return ok;
}

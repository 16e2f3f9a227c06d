/* SPDX-License-Identifier: MIT */
/* threat_brute.c - victory by continuous threats by plain minimax, and its defences:
 * every legal move of the attacker tried and kept if it is a four or a three, every
 * legal move of the defender tried, no table, no ordering, no shortcuts beyond the
 * definition of renju_vct(3). */
#include <check.h>

#include "threat_brute.h"
#include "threat_play.h"

#define MAXP (RENJU_MAX_SIZE * RENJU_MAX_SIZE)

static int after_attack(renju_game *g, int att, long *budget);

static int other(int colour)
{
    return colour == RENJU_BLACK ? RENJU_WHITE : RENJU_BLACK;
}

static int cells(renju_game *g)
{
    return renju_game_size(g) * renju_game_size(g);
}

/* Whether the attacker's stone just played on p made a three: five cells through p
 * holding three of its stones, none of the defender's, and a threat point. */
static int made_three(renju_game *g, int att, int p)
{
    static const int dc[4] = { 1, 0, 1, 1 }, dr[4] = { 0, 1, 1, -1 };
    int size = renju_game_size(g), d, start, k, c, r, q[5], mine, ok;

    for (d = 0; d < 4; d++)
        for (start = -4; start <= 0; start++) {
            for (k = 0, mine = 0, ok = 1; k < 5 && ok; k++) {
                c = p % size + (start + k) * dc[d];
                r = p / size + (start + k) * dr[d];
                ok = c >= 0 && r >= 0 && c < size && r < size;
                q[k] = ok ? r * size + c : -1;
                if (ok && tp_stone(g, q[k]) == att)
                    mine++;
                else if (ok && tp_stone(g, q[k]) != RENJU_EMPTY)
                    ok = 0;
            }
            if (!ok || mine < 3)
                continue;
            for (k = 0; k < 5; k++)
                if (tp_stone(g, q[k]) == RENJU_EMPTY && tp_threat_point(g, att, q[k]))
                    return 1;
        }
    return 0;
}

/* Combine the answers to the attacker's moves: a win if one wins. */
static int any_of(int best, int r)
{
    return r == RENJU_SOLVE_WIN || best == RENJU_SOLVE_WIN ? RENJU_SOLVE_WIN
           : r == RENJU_SOLVE_UNKNOWN ? RENJU_SOLVE_UNKNOWN : best;
}

/* Whether the attacker's legal stone just played on p is one it may play: with the
 * defender's win points dw[0..ndw), a stone that leaves it none of them; else a four
 * or a three. */
static int attacking(renju_game *g, int att, int p, const int *dw, int ndw)
{
    int w[64], k;

    if (renju_result(g) != RENJU_ONGOING)
        return 0;   /* a draw */
    if (ndw > 0) {
        for (k = 0; k < ndw; k++)
            if (dw[k] != p && tp_mover_wins(g, dw[k]))
                return 0;
        return 1;
    }
    return tp_win_points(g, att, p, w) > 0 || made_three(g, att, p);
}

/* Whether the attacker's stone on p can be one of its moves at all: near a win point
 * of the defender when it must stop one (it takes the point or, in caro, closes the
 * five's end), else in five cells with two of its stones and none of the defender's
 * (a four or a three has three there).  A quick test, exact. */
static int may_attack(renju_game *g, int att, int p, const int *dw, int ndw)
{
    int k, near[41], nn, j;

    if (ndw == 0)
        return tp_shape(g, p, att, 3);
    for (k = 0; k < ndw; k++)
        for (j = 0, nn = tp_near(g, dw[k], near); j < nn; j++)
            if (near[j] == p)
                return 1;
    return 0;
}

/* The attacker (the side to move) at its turn. */
static int attacker(renju_game *g, long *budget)
{
    int att = renju_side_to_move(g), def = other(att), dw[MAXP], ndw, p, r;
    int best = RENJU_SOLVE_NONE;

    if (--*budget < 0)
        return RENJU_SOLVE_UNKNOWN;
    for (p = 0; p < cells(g); p++)
        if (tp_mover_wins(g, p))
            return RENJU_SOLVE_WIN;
    ndw = tp_win_points(g, def, -1, dw);
    for (p = 0; p < cells(g) && best != RENJU_SOLVE_WIN; p++) {
        if (tp_stone(g, p) != RENJU_EMPTY || !may_attack(g, att, p, dw, ndw)
            || tp_play(g, p) != RENJU_OK)
            continue;
        r = attacking(g, att, p, dw, ndw) ? after_attack(g, att, budget) : RENJU_SOLVE_NONE;
        tp_undo(g);
        best = any_of(best, r);
    }
    return best;
}

/* Whether the defender's move just played leaves the attacker a win at once: one of
 * its win points w[0..nw) still wins, or one of its threat points t[0..nt) stands
 * while the defender made no four. */
static int reply_loses(renju_game *g, int att, const int *w, int nw, const int *t, int nt)
{
    int k, dw[64];

    for (k = 0; k < nw; k++)
        if (tp_mover_wins(g, w[k]))
            return 1;
    if (nt == 0 || tp_win_points(g, other(att), renju_last_move(g), dw) > 0)
        return 0;
    for (k = 0; k < nt; k++)
        if (tp_threat_point(g, att, t[k]))
            return 1;
    return 0;
}

/* The defender to move after the attacker's move (not a five). */
static int after_attack(renju_game *g, int att, long *budget)
{
    int w[MAXP], nw, t[MAXP], nt = 0, d, r, res = RENJU_SOLVE_WIN, legal = 0;

    nw = tp_win_points(g, att, -1, w);
    if (nw == 0) {
        for (d = 0; d < cells(g); d++)
            if (tp_threat_point(g, att, d))
                t[nt++] = d;
        if (nt == 0)
            return RENJU_SOLVE_NONE;   /* no threat left: the attack has run out */
    }
    for (d = 0; d < cells(g) && res != RENJU_SOLVE_NONE; d++) {
        if (tp_stone(g, d) != RENJU_EMPTY || tp_play(g, d) != RENJU_OK)
            continue;
        legal = 1;
        if (renju_result(g) != RENJU_ONGOING)
            r = RENJU_SOLVE_NONE;   /* the defender's five, or a draw */
        else
            r = reply_loses(g, att, w, nw, t, nt) ? RENJU_SOLVE_WIN : attacker(g, budget);
        tp_undo(g);
        if (r != RENJU_SOLVE_WIN)
            res = r;
    }
    return legal ? res : RENJU_SOLVE_NONE;   /* no legal move: a draw */
}

int brute_vct(renju_game *g, long *budget)
{
    int res;

    tp_sync(g);
    res = attacker(g, budget);
    tp_synced(g);
    return res;
}

int brute_vct_defences(renju_game *g, long *budget, int *out, int *n)
{
    int d, r, unknown = 0;

    tp_sync(g);
    *n = 0;
    for (d = 0; d < cells(g); d++) {
        if (tp_stone(g, d) != RENJU_EMPTY || tp_play(g, d) != RENJU_OK)
            continue;
        r = renju_result(g) != RENJU_ONGOING ? RENJU_SOLVE_NONE : attacker(g, budget);
        tp_undo(g);
        if (r == RENJU_SOLVE_NONE)
            out[(*n)++] = d;
        unknown |= r == RENJU_SOLVE_UNKNOWN;
    }
    tp_synced(g);
    return unknown ? RENJU_SOLVE_UNKNOWN : RENJU_SOLVE_NONE;
}

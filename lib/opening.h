/* SPDX-License-Identifier: MIT */
/* opening.h - the opening rules as scripts of steps (internal; renju_rules(7), OPENING
 * RULES). */
#ifndef RJ_OPENING_H
#define RJ_OPENING_H

#include "game.h"

/* Who acts at a step: a fixed player, or whoever holds a colour at that moment. */
enum { RJ_BY_FIRST = 1, RJ_BY_SECOND, RJ_BY_BLACK, RJ_BY_WHITE };

/* Where a stone of a step may go: the central KxK square is centred on the centre
 * point (h8 on 15x15). */
enum {
    RJ_AREA_ANY,
    RJ_AREA_FIRST,   /* the first stone: on the centre if RENJU_OPT_CENTER_FIRST */
    RJ_AREA_CENTRE,
    RJ_AREA_IN3,
    RJ_AREA_IN5,
    RJ_AREA_IN7,
    RJ_AREA_IN9,
    RJ_AREA_OUT5,
    RJ_AREA_OUT7
};

/* The number of offers of an offers step, and the bounds of a declaration. */
#define RJ_NUM_DECLARED 0    /* offers: the number declared earlier */
#define RJ_NUM_OPTION   255  /* the rule's N (RENJU_OPT_OPENING_N) */

typedef struct rj_step {
    unsigned char action;  /* RENJU_ACTION_*; RENJU_ACTION_NONE ends a script */
    unsigned char by;      /* RJ_BY_* */
    unsigned char area;    /* stones: RJ_AREA_* */
    unsigned char arg;     /* offers: their number (or RJ_NUM_*); declare: RJ_NUM_OPTION
                              for 1..N, else 1..RENJU_MAX_OFFERS; branch: the index of
                              branch (b) in the script */
} rj_step;

/* Where the opening stands after hist[0..ply): a pure function of the history, the
 * options and the starting position, so that undo, redo, reset, setup and clone need
 * no bookkeeping of their own. */
typedef struct rj_ostate {
    const rj_step *script; /* the rule's script, NULL when the game has no opening */
    const rj_step *step;   /* the step expected now, NULL once the opening is over */
    int swapped;           /* 1 while the second player holds black */
    int declared;          /* the number of offers declared, 0 before */
    int noffers;           /* the number of offers made (in g->offers), 0 before */
} rj_ostate;

void rj_opening_state(const renju_game *g, rj_ostate *st);

/* The player (RENJU_PLAYER_*) who acts at step s. */
int rj_step_player(const rj_step *s, const rj_ostate *st);

/* The number of offers step s asks for, 0 if not known yet. */
int rj_offers_needed(const renju_game *g, const rj_ostate *st, const rj_step *s);

/* 1 if the area of step s holds point p. */
int rj_area_holds(const renju_game *g, int area, int p);

/* The English name of an area ("inside the central 5x5"), and a sentence saying what
 * is expected now ("the second player must decide whether to swap"). */
const char *rj_area_name(const renju_game *g, int area, char *buf, size_t n);
void rj_describe_expected(const renju_game *g, const rj_ostate *st, char *buf, size_t n);

#endif

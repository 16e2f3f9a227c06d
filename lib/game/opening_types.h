/* SPDX-License-Identifier: MIT */
/* opening_types.h - the type that says where the opening of a game stands (internal;
 * renju_rules(7), OPENING RULES), apart from the functions that read it, so that
 * opening_start.c, which fills it for a set-up position, and opening_state.c, which
 * asks opening_start.c for it, do not include each other's headers. */
#ifndef RJ_OPENING_TYPES_H
#define RJ_OPENING_TYPES_H

#include "rules/catalogue.h"

/* Where the opening stands after hist[0..ply): a pure function of the history, the
 * options and the starting position, so that undo, redo, reset, setup and clone need
 * no bookkeeping of their own. */
typedef struct rj_ostate {
    const rj_step *script; /* the rule's script, NULL when the game has no opening */
    const rj_step *step;   /* the step expected now, NULL once the opening is over */
    int swapped;           /* 1 while the second player holds black */
    int declared;          /* the number of offers declared, 0 before */
    int noffers;           /* the number of offers made (in g->offers), 0 before */
    int round;             /* repeated choices made (RJ_STEP_AGAIN), 0 before */
    const rj_step *undeclared; /* a declaration that a set-up position passed over, NULL
                              if none: black then offers from 1 to its bound */
} rj_ostate;

#endif

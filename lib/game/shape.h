/* SPDX-License-Identifier: MIT */
/* shape.h - what one stone makes on one line (internal). */
#ifndef RJ_SHAPE_H
#define RJ_SHAPE_H

#include "game/handle.h"
#include "game/errors.h"

typedef struct rj_shape {
    int shape;                      /* RENJU_SHAPE_* */
    int nstones, stones[RJ_MAX_SIZE];
    int nkeys, keys[RJ_MAX_SIZE], status[RJ_MAX_SIZE];
} rj_shape;

/* Analyse colour on p (empty or holding colour) along direction d. */
void rj_shape_line(renju_game *g, int p, int colour, int d, rj_shape *s);

#endif

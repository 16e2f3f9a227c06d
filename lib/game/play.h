/* SPDX-License-Identifier: MIT */
/* play.h - carrying out an action (internal). */
#ifndef RJ_PLAY_H
#define RJ_PLAY_H

#include "game/handle.h"

/* Carry out a checked action (redo: hist[ply] again) and judge the result. */
int rj_apply(renju_game *g, const rj_action *a, int redo);

#endif

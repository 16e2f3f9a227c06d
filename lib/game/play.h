/* SPDX-License-Identifier: MIT */
/* play.h - carrying out an action (internal). */
#ifndef RJ_PLAY_H
#define RJ_PLAY_H

#include "game/handle.h"

/* Carry out a checked action (redo: hist[ply] again) and judge the result. */
int rj_apply(renju_game *g, const rj_action *a, int redo);

/* Take back the last action played, or play again the next redoable one, as
 * renju_undo() and renju_redo() do, without their checks: 1, or 0 when there is
 * none.  The game tree walks its paths with them. */
int rj_step_back(renju_game *g);
int rj_step_forward(renju_game *g);

#endif
